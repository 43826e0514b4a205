import { ulid } from 'ulid';
import { ApiError, ErrorCode, type FieldError } from '@shared/api/errors';
import { invoiceLines, invoicePosting } from '@shared/books/document-postings';
import { SYSTEM_ACCOUNTS as A } from '@shared/books/chart';
import { cr, dr, type Posting } from '@shared/books/posting';
import { countersOf } from '@shared/books/unit-cost-counters';
import { fromScaled, paiseToRupees, QTY_DIGITS, type Paise } from '@shared/documents/money-math';
import { stateLabel } from '@shared/gst/states';
import { gstDocumentOf } from '@shared/invoices/gst-document-of';
import { InvoiceMessages } from '@shared/invoices/invoice-messages';
import {
  DEFAULT_SERIES_MAX_LENGTH,
  INVOICE_SERIES,
  isValidInvoiceNumber,
  placeOfSupply,
} from '@shared/invoices/invoice-rules';
import { receiptAmounts, type ReceiptAmounts } from '@shared/sales/receipt-totals';
import { SalesInvoiceMessages, taxCodeOfRate, type GoodsInvoiceSource } from '@shared/sales/sales-invoice';
import type { ChangeOf } from '../data/documents/document-changes';
import { fitTransaction } from '../data/documents/document-changes';
import { commitWithNumber } from '../data/documents/document-numbering';
import type { DocumentLine, StoredOf } from '../data/documents/document-records';
import type { InvoiceLineGroup } from '../data/documents/types/invoice-types';
import type { InvoiceHead } from '../data/invoices/invoice-items';
import { ledgerWrites } from '../data/ledger/ledger-writes';
import { getReferenceSet } from '../data/reference/reference-repo';
import { nowIso } from '../data/table/keys';
import { MAX_TRANSACTION_ITEMS, type Write } from '../data/table/transact';
import { branchNow, type ServiceContext } from './branch-context';
import { supplierOf, type Party } from './branch-supplier';

/**
 * The invoice of goods (docs/sales-invoices.md): an invoice of the store's
 * Invoice type, in the branch's INV series, issued at once (Unpaid) inside the
 * transaction of the sale it comes from — a challan's goods kept on approval, a
 * sales order delivered, a connected vendor's sale. Payments, credit notes,
 * GSTR-1, the e-invoice file, ageing, the screen, print and link read it as any
 * invoice. Its figures are the counter sale's engine (shared/sales/receipt-totals.ts,
 * itself the invoice engine), the same the invoice's screen recomputes; it posts
 * revenue, GST and the receivable (docs/books.md §3), and the cost move its caller
 * names (Dr 5000 / Cr the account the goods' cost sits on), never stock.
 *
 * Use: `planGoodsInvoice` (reads, checks, figures: every refusal before any
 * write), then `commitGoodsInvoice(plan, join)`, where `join` gets the number and
 * returns the caller's own changes, writes and postings for the SAME transaction.
 */

export type GoodsInvoiceCustomer = {
  /** The customer's party id (its receivable, statements, payments); absent for a walk-in. */
  Id?: string | undefined;
  Name: string;
  GSTIN?: string | undefined;
  /** GST state code of the billing address (the place of supply without a GSTIN). */
  StCode?: string | undefined;
  Addr?: { A1?: string; A2?: string; Ct?: string; St?: string; Pin?: string } | undefined;
  Ph?: string | undefined;
};

export type GoodsInvoiceLine = {
  ItemId: string;
  PCode?: string | undefined;
  Desc: string;
  HSN?: string | undefined;
  /** The unit's GST code (NOS, SET, LTR…), for GSTR-1's HSN summary by UQC; NOS when absent. */
  UQC?: string | undefined;
  /** Thousandths of a unit. */
  QtyM: number;
  /** Paise per unit. */
  RateP: Paise;
  /** An amount off the line, in paise. */
  DiscP?: Paise | undefined;
  /** Whole GST rate in percent (18, 5, 0…): charged as CGST + SGST or IGST as the supply is. */
  TaxPct: number;
};

/** The goods' cost taken to cost of goods sold: Dr 5000 / Cr `FromAcc` (1320 for a challan's goods). */
export type GoodsCostMove = { ValueP: Paise; FromAcc: number; CogsUnitP?: Paise; CogsNoUnitP?: Paise };

export type GoodsInvoiceInput = {
  ctx: ServiceContext;
  customer: GoodsInvoiceCustomer;
  lines: readonly GoodsInvoiceLine[];
  source: GoodsInvoiceSource;
  /** Place of supply (state code); else the customer's GSTIN state, else its state, else the branch's. */
  pos?: string | undefined;
  /** The invoice date; the branch's today by default. */
  date?: string | undefined;
  cost?: GoodsCostMove | undefined;
  notes?: string | undefined;
};

export type GoodsInvoicePlan = {
  input: GoodsInvoiceInput;
  DocId: string;
  date: string;
  supplier: Party & { StCode: string };
  POS: string;
  IntraState: boolean;
  lines: DocumentLine[];
  amounts: ReceiptAmounts;
};

/** The invoice as numbered in the commit: what a caller records of it (the challan names it). */
export type GoodsInvoiceNumbered = { DocId: string; Num: string; FY: string; Date: string; TotalP: Paise };

/** What a caller joins to the invoice's transaction. Postings go through one ledger write with the invoice's. */
export type JoinedWrites = { changes?: readonly ChangeOf[]; writes?: readonly Write[]; postings?: readonly Posting[] };

/** The invoice's own items beside its lines: counter, pointer, header, count, audit, two postings' entries, balances. */
export const GOODS_INVOICE_MAX_LINES = 40;

const clean = <T extends Record<string, unknown>>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as T;

/** Reads the tax codes and works the invoice out; refuses (400, nothing written) what cannot be invoiced. */
export async function planGoodsInvoice(input: GoodsInvoiceInput): Promise<GoodsInvoicePlan> {
  const { ctx } = input;
  if (input.lines.length === 0)
    throw new ApiError(ErrorCode.BadRequest, SalesInvoiceMessages.noLines, [
      { path: 'Lines', message: SalesInvoiceMessages.noLines },
    ]);
  if (input.lines.length > GOODS_INVOICE_MAX_LINES)
    throw new ApiError(ErrorCode.BadRequest, SalesInvoiceMessages.tooManyLines(GOODS_INVOICE_MAX_LINES));
  const date = input.date ?? branchNow(ctx).date;
  const supplier = supplierOf(ctx.entity);
  const { POS, IntraState } = placeOfSupply({
    pos: input.pos,
    recipientGstin: input.customer.GSTIN,
    recipientState: input.customer.StCode,
    supplierState: supplier.StCode,
  });
  const tax = ctx.entity.Settings.Common.Tax;
  const codes = await getReferenceSet('TaxCodes');
  const preferred = IntraState ? tax.IntraTC : tax.InterTC;
  const errors: FieldError[] = [];
  const lines = input.lines.map((l, i): DocumentLine => {
    if (!(l.QtyM > 0)) errors.push({ path: `Lines.${i}.Qty`, message: SalesInvoiceMessages.noLines });
    const TCode = taxCodeOfRate(l.TaxPct, IntraState, codes, date, preferred);
    if (TCode === undefined && l.TaxPct !== 0)
      errors.push({ path: `Lines.${i}.TaxPct`, message: SalesInvoiceMessages.noTaxCode(l.TaxPct, date) });
    return clean({
      _id: `IP${i + 1}`,
      ItemId: l.ItemId,
      PCode: l.PCode,
      Desc: l.Desc,
      HSN: l.HSN,
      UQC: l.UQC,
      Qty: Number(fromScaled(l.QtyM, QTY_DIGITS)),
      UnPr: paiseToRupees(l.RateP),
      ...(l.DiscP ? { Disc: paiseToRupees(l.DiscP), Perc: false } : {}),
      TCode,
    }) as unknown as DocumentLine;
  });
  if (errors.length > 0) throw new ApiError(ErrorCode.BadRequest, errors[0]?.message ?? '', errors);
  const amounts = receiptAmounts(
    lines.map((l) => ({
      ItemId: String(l.ItemId),
      Qty: Number(l.Qty),
      UnPr: Number(l.UnPr),
      Disc: l.Disc as number | undefined,
      TCode: l.TCode as number | undefined,
      HSN: l.HSN as string | undefined,
      Desc: l.Desc as string | undefined,
    })),
    {},
    {
      date,
      intra: IntraState,
      taxCodes: codes,
      intraTC: tax.IntraTC,
      interTC: tax.InterTC,
      round: ctx.entity.Settings.Acc.Round === true,
      taxable: tax.Tax,
    },
  );
  // CGST Rule 46(g): a taxed line names its HSN code (the invoices' own refusal and message).
  const uncoded = lines.filter((l, i) => {
    const a = amounts.lines[i];
    return a && a.CGSTP + a.SGSTP + a.IGSTP > 0 && !String(l.HSN ?? '').trim();
  });
  if (uncoded.length > 0)
    throw new ApiError(
      ErrorCode.BadRequest,
      InvoiceMessages.codeMissing(uncoded.map((l) => `${l._id} (${String(l.Desc)})`)),
      uncoded.map((l) => ({
        path: `Lines.${Number(l._id.slice(2)) - 1}.HSN`,
        message: InvoiceMessages.lineNeedsCode('HSN'),
      })),
    );
  return { input, DocId: ulid(), date, supplier, POS, IntraState, lines, amounts };
}

/** The header's `Amounts` as the invoices keep them (invoice-compute.ts InvoiceAmounts): goods only, no excess. */
const amountsOf = (a: ReceiptAmounts) => ({
  Labor: 0,
  Parts: a.totals.parts.taxable,
  Taxable: a.TaxableP,
  CGST: a.CGSTP,
  SGST: a.SGSTP,
  IGST: a.IGSTP,
  Total: a.totals.overall.total,
  Adjust: a.AdjustP,
  GrandTotal: a.GrandTotalP,
  Excess: 0,
  Payable: a.GrandTotalP,
});

/**
 * The invoice's change (a creation, issued with its number) and its postings:
 * Dr 1200 the receivable / Cr 4100 the goods before discount, Dr 4900 the
 * discount, Cr 2100/2110/2120 the GST, ± 4800 the round off (step P); and the
 * cost move the caller asked for, Dr 5000 / Cr `FromAcc` (step S).
 */
export function goodsInvoiceChange(
  plan: GoodsInvoicePlan,
  num: Pick<GoodsInvoiceNumbered, 'Num' | 'FY'>,
): { change: ChangeOf<InvoiceHead, InvoiceLineGroup>; postings: Posting[]; numbered: GoodsInvoiceNumbered } {
  const { ctx, customer, source } = plan.input;
  const { orgId, entityId, userId } = ctx.actor;
  const a = plan.amounts;
  const at = nowIso();
  const Sts = a.GrandTotalP === 0 ? 'Closed' : 'Unpaid';
  const BillTo = clean({
    Name: customer.Name,
    GSTIN: customer.GSTIN,
    Addr: customer.Addr ? clean({ ...customer.Addr }) : undefined,
    StCode: customer.StCode,
    Ph: customer.Ph,
  }) as Party;
  // Each line's UQC as given (the engine's GST lines count every part in NOS).
  const uqcs = plan.input.lines.map((l) => l.UQC ?? 'NOS');
  const aligned = a.gstLines.length === uqcs.length;
  const gstLines = a.gstLines.map((g, k) => ({ ...g, UQC: (aligned ? uqcs[k] : undefined) ?? g.UQC }));
  const Gst = gstDocumentOf({
    Kind: 'Invoice',
    Id: plan.DocId,
    Num: num.Num,
    Series: INVOICE_SERIES,
    Date: plan.date,
    Sts: 'Issued',
    SupplierGSTIN: plan.supplier.GSTIN ?? '',
    SupplierStCode: plan.supplier.StCode,
    ...(BillTo.GSTIN ? { RecipientGSTIN: BillTo.GSTIN } : {}),
    RecipientName: BillTo.Name,
    POS: plan.POS,
    RevCharge: false,
    Value: a.GrandTotalP,
    lines: gstLines,
  });
  const head = {
    type: 'Invoice',
    OrgId: orgId,
    DocId: plan.DocId,
    EntId: entityId,
    Sts,
    InvDate: plan.date,
    CrDate: branchNow(ctx).date,
    CrTime: branchNow(ctx).time,
    CrBy: userId,
    Num: num.Num,
    Series: INVOICE_SERIES,
    FY: num.FY,
    Payer: 'customer',
    ...(customer.Id ? { Cust: customer.Id } : {}),
    Source: { Kind: source.Kind, Id: source.Id, No: source.No },
    Settings: { Tax: ctx.entity.Settings.Common.Tax.Tax },
    Supplier: plan.supplier,
    BillTo,
    BillName: BillTo.Name,
    POS: plan.POS,
    POSName: stateLabel(plan.POS),
    IntraState: plan.IntraState,
    Amounts: amountsOf(a),
    Gst,
    ...(plan.input.notes ? { Notes: plan.input.notes } : {}),
    ...(Sts === 'Closed' ? { PaidP: 0 } : {}),
  } as unknown as Omit<InvoiceHead, 'ver'>;
  const ref = { EntId: entityId, DocId: plan.DocId, Num: num.Num, Date: plan.date };
  const sale = invoicePosting(
    { ...ref, ...(customer.Id ? { Party: `C#${customer.Id}` } : {}) },
    invoiceLines(
      { ...amountsOf(a), Excess: 0 },
      a.lines.map((l) => ({ kind: 'Part' as const, acc: undefined, grossP: l.TaxableP + l.DiscP, discP: l.DiscP })),
      new Map(),
    ),
  );
  const cost = plan.input.cost;
  const postings: Posting[] = [sale];
  if (cost && cost.ValueP !== 0)
    postings.push({
      ...ref,
      Kind: 'Stock',
      Step: 'S',
      Memo: `${source.Kind === 'Challan' ? 'Goods kept on delivery challan' : 'Goods sold on sales order'} ${source.No}`,
      Lines: [dr(A.cogs, cost.ValueP), cr(cost.FromAcc, cost.ValueP)],
      ...countersOf([{ CogsUnitP: cost.CogsUnitP, CogsNoUnitP: cost.CogsNoUnitP }]),
    });
  return {
    change: {
      next: { head, lines: { Ops: [], Parts: plan.lines } },
      audit: {
        Action: 'Create',
        By: userId,
        Changes: [
          { Path: 'Num', After: num.Num },
          { Path: 'Sts', After: Sts },
          { Path: 'Source', After: `${source.Kind} ${source.No}` },
        ],
      },
      now: at,
    },
    postings,
    numbered: { DocId: plan.DocId, Num: num.Num, FY: num.FY, Date: plan.date, TotalP: a.GrandTotalP },
  };
}

/**
 * Takes the next number of the branch's INV series and commits, in ONE
 * TransactWriteItems, the invoice (header, lines, count, audit, number), its
 * postings and the cost move, and what `join` returns for that number: other
 * documents' changes (each at its own `ver`), other writes, other postings (one
 * ledger write for all, so no period balance is touched twice). Sales of a
 * branch queue at the counter; a transaction refused for anything but the number
 * (a joined `ver` moved: HeaderChanged, 409) writes nothing and takes no number.
 */
export async function commitGoodsInvoice(
  plan: GoodsInvoicePlan,
  join: (invoice: GoodsInvoiceNumbered) => JoinedWrites | Promise<JoinedWrites> = () => ({}),
): Promise<{ invoice: StoredOf<InvoiceHead, InvoiceLineGroup>; numbered: GoodsInvoiceNumbered; joined: StoredOf[] }> {
  const { ctx } = plan.input;
  const general = ctx.entity.Settings.Common;
  const first = general.NextNo?.Inv;
  const fyStart = general.General?.FYStart;
  return commitWithNumber(
    {
      orgId: ctx.actor.orgId,
      entId: ctx.actor.entityId,
      series: INVOICE_SERIES,
      date: plan.date,
      docId: plan.DocId,
      ...(first ? { first } : {}),
      ...(fyStart ? { fyStart } : {}),
      check: (num) => {
        if (!isValidInvoiceNumber(num) || num.length > DEFAULT_SERIES_MAX_LENGTH)
          throw new ApiError(ErrorCode.BadRequest, InvoiceMessages.numberTooLong(num));
      },
      busy: InvoiceMessages.numberBusy,
    },
    async (claim) => {
      const own = goodsInvoiceChange(plan, claim);
      const joined = await join(own.numbered);
      const ledger = ledgerWrites(ctx.actor.orgId, [...own.postings, ...(joined.postings ?? [])]);
      const others = joined.writes ?? [];
      const changes = [...(joined.changes ?? []), own.change as unknown as ChangeOf];
      // The joined documents first, so their lines stay in; the invoice's lines go ahead if the rest is full.
      const planned = fitTransaction(changes, claim.writes.length + ledger.length + others.length);
      if (planned.reduce((n, p) => n + p.writes.length, claim.writes.length + ledger.length) > MAX_TRANSACTION_ITEMS)
        throw new ApiError(ErrorCode.BadRequest, SalesInvoiceMessages.tooManyLines(GOODS_INVOICE_MAX_LINES));
      const invoice = planned[planned.length - 1]?.stored as unknown as StoredOf<InvoiceHead, InvoiceLineGroup>;
      return {
        prewrites: planned.flatMap((p) => p.prewrites),
        writes: [...planned.flatMap((p) => p.writes), ...ledger, ...others],
        cleanup: planned.flatMap((p) => p.cleanup),
        result: { invoice, numbered: own.numbered, joined: planned.slice(0, -1).map((p) => p.stored) },
      };
    },
  );
}
