import * as z from 'zod';
import { isoDate } from '../fields/iso-date';
import { decimals, money, quantity, signedMoney, unitPrice } from './amount-fields';
import { AMOUNT_DIGITS, hasAtMostDecimals, PERCENT_DIGITS } from './money-math';
import { INVOICE_STATUSES } from './statuses';

/**
 * Zod schemas of invoices in the spec's field names (service-documents §3), and the
 * line and discount parts every document shares (schemas.ts builds the repair
 * order's and the estimate's from them). Apart from schemas.ts so the invoices
 * family builds none of the service documents' schemas (docs/decisions.md 'Lambda
 * bundles'). Computed fields are optional on input: the engine recomputes them.
 */

export const invoiceStatus = z.enum(INVOICE_STATUSES);

/** A select value; platform §5 treats null, '' and -1 as "nothing selected". */
export const selectValue = z.union([z.string(), z.number()]).nullable();

export const lineId = (...prefixes: string[]) =>
  z.string().regex(new RegExp(`^(${prefixes.join('|')})\\d+$`), `Use an id like ${prefixes[0]}1.`);

/** Discount fields every line shares: Disc is an amount, or a percent when Perc is set. */
export const lineDiscount = {
  Disc: decimals(PERCENT_DIGITS, 'a discount')
    .refine((v) => v >= 0, 'A discount cannot be negative.')
    .optional(),
  Perc: z.boolean().optional(),
  /** Computed: this line's share of the document discounts. */
  RecDisc: money.optional(),
  NoDisc: z.boolean().optional(),
};
export const discountIsValid = (l: { Disc?: number | undefined; Perc?: boolean | undefined }): boolean =>
  l.Disc === undefined || (l.Perc ? l.Disc <= 100 : hasAtMostDecimals(l.Disc, AMOUNT_DIGITS));
export const discountRule = {
  message: 'A percent discount is at most 100; an amount discount has at most 2 decimals.',
  path: ['Disc'],
};

const tax = { CGST: money.optional(), SGST: money.optional(), IGST: money.optional() };
export const prefixedTax = {
  CCGST: money.optional(),
  CSGST: money.optional(),
  CIGST: money.optional(),
  ACGST: money.optional(),
  ASGST: money.optional(),
  AIGST: money.optional(),
  ECGST: money.optional(),
  ESGST: money.optional(),
  EIGST: money.optional(),
};

/** Invoice labour line (Ops). */
export const invoiceLaborLine = z
  .object({
    _id: lineId('IO'),
    Desc: z.string().max(2000).optional(),
    Pr: unitPrice.optional(),
    Qty: quantity.optional(),
    /** Computed: Qty × Pr. */
    Amt: money.optional(),
    FSale: z.boolean().optional(),
    ...lineDiscount,
    ...tax,
    TCode: z.number().int().optional(),
    SAC: z.string().max(20).optional(),
    Acc: z.number().int().optional(),
    /** Free-form line (not from the operation master). */
    FF: z.boolean().optional(),
    Total: money.optional(),
  })
  .refine(discountIsValid, discountRule);
export type InvoiceLaborLine = z.infer<typeof invoiceLaborLine>;

/** Invoice part line (Items). */
export const invoicePartLine = z
  .object({
    _id: lineId('IP'),
    Desc: z.string().max(2000).optional(),
    Qty: quantity.optional(),
    UnPr: unitPrice.optional(),
    /** Computed: Qty × UnPr. */
    UnAmt: money.optional(),
    ...lineDiscount,
    ...tax,
    TCode: z.number().int().optional(),
    HSN: z.string().max(20).optional(),
    Acc: z.number().int().optional(),
    Total: money.optional(),
  })
  .refine(discountIsValid, discountRule);
export type InvoicePartLine = z.infer<typeof invoicePartLine>;

export const documentDiscounts = {
  LDisc: decimals(PERCENT_DIGITS, 'a discount')
    .refine((v) => v >= 0, 'A discount cannot be negative.')
    .optional(),
  PDisc: decimals(PERCENT_DIGITS, 'a discount')
    .refine((v) => v >= 0, 'A discount cannot be negative.')
    .optional(),
  Disc: decimals(PERCENT_DIGITS, 'a discount')
    .refine((v) => v >= 0, 'A discount cannot be negative.')
    .optional(),
  Perc: z.boolean().optional(),
  LPerc: z.boolean().optional(),
  PPerc: z.boolean().optional(),
  /** Computed: rounding difference to the whole rupee (entity setting Acc.Round). */
  Adjust: signedMoney.optional(),
};
export const docDiscountsAreValid = (d: {
  LDisc?: number | undefined;
  PDisc?: number | undefined;
  Disc?: number | undefined;
  LPerc?: boolean | undefined;
  PPerc?: boolean | undefined;
  Perc?: boolean | undefined;
}): boolean =>
  discountIsValid({ Disc: d.LDisc, Perc: d.LPerc }) &&
  discountIsValid({ Disc: d.PDisc, Perc: d.PPerc }) &&
  discountIsValid({ Disc: d.Disc, Perc: d.Perc });
export const docDiscountRule = {
  message: 'A percent discount is at most 100; an amount discount has at most 2 decimals.',
  path: ['Disc'],
};

export const documentSettings = z.object({ Tax: z.boolean().optional(), Review: z.boolean().optional() });

export const payment = z.object({ Paid: money });

export const invoice = z
  .object({
    _id: z.string().optional(),
    Sts: invoiceStatus.optional(),
    Items: z.array(invoicePartLine).optional(),
    Ops: z.array(invoiceLaborLine).optional(),
    Settings: documentSettings.optional(),
    ...documentDiscounts,
    /**
     * The compulsory excess of an insurance claim as a settlement adjustment, in rupees: −E on the
     * insurer's invoice, +E on the customer's (docs/insurance-depreciation.md §6). Set only when
     * invoices are generated from a repair order; it is not a supply, so it is never in the taxable
     * value, the tax or the invoice value, only in what the payer is asked to pay.
     */
    Excess: signedMoney.optional(),
    Payments: z.array(payment).optional(),
  })
  .refine(docDiscountsAreValid, docDiscountRule);
export type Invoice = z.infer<typeof invoice>;

/**
 * The insurance claim of an accident repair (docs/insurance-depreciation.md). Its presence
 * turns on depreciation of insurer-paid lines (unless ZeroDep) and the compulsory excess.
 */
export const claim = z.object({
  /** Insurer id (System/Insurance). */
  InsId: z.string().max(100).optional(),
  PolicyNo: z.string().max(60).optional(),
  ClaimNo: z.string().max(60).optional(),
  /** Zero-depreciation add-on cover: no depreciation on any line. */
  ZeroDep: z.boolean().optional(),
  /** Compulsory excess in rupees, as on the policy (IMT GR.40); the customer pays it. */
  Excess: money.optional(),
  /** The vehicle's first registration: gives its age for metal parts. */
  RegDt: isoDate.optional(),
  /** Date of the accident; when absent, the document's CrDate. */
  LossDt: isoDate.optional(),
});
export type Claim = z.infer<typeof claim>;
