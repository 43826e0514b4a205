import { localTaxHead } from '../../gst/place-of-supply';
import { type CreditNoteAnswer, type InvoiceAnswer, invoiceTotalsPayable } from '../../invoices/call-schemas';
import { invoiceDueDate } from '../../invoices/due-date';
import { ExcessTexts, excessRows } from '../../invoices/excess-adjustment';
import { paiseInWords } from '../amount-in-words';
import { isExcessOnlyInvoice } from '../invoice-content';
import { formatPaise } from '../money-format';
import { type Paise, rupeesToPaise } from '../money-math';
import type { PayerBucket } from '../statuses';
import { taxLines, type TaxLine, sumLines } from './invoice-lines';
import { formatPercent, moneyRow, SHARE_TITLES, type Share } from './print-figures';
import { addressLines, fields, partyBlock, stateWithCode, upiPayLink } from './invoice-parties';
import { labourOf, lineColumns, partsOf, rowsOf, section, summarySection } from './invoice-line-sections';
import type { PrintModel, PrintOptions, PrintSection, PrintTotalRow } from './print-model';
import { type PrintChoice, printChoiceLabel, printVariant, type PrintTaxView, type PrintVariantId } from './variants';
import { COMBINED_INVOICE_VARIANTS, InvoicePrintTexts } from './invoice-print-texts';

/**
 * buildInvoicePrintModel: an invoice or a credit note as the server answered it,
 * one print variant, the branch's print options → the same neutral PrintModel
 * the estimate prints use, with the tax-invoice blocks (CGST Rules 46 and 53):
 * recipient, place of supply, reverse charge, signatory, UPI and e-invoice QR.
 * What each variant shows: docs/printing.md §7. The line lists are drawn by
 * invoice-line-sections.ts.
 */

export type InvoicePrintInput =
  | {
      readonly kind: 'invoice';
      readonly invoice: InvoiceAnswer;
      /**
       * The other invoices of the same repair order (the insurer's beside the
       * customer's), for Insurance + Customer and Insurance | Customer.
       */
      readonly companions?: readonly InvoiceAnswer[] | undefined;
      /** The branch has a logo uploaded. */
      readonly hasLogo?: boolean | undefined;
    }
  | { readonly kind: 'creditNote'; readonly creditNote: CreditNoteAnswer; readonly hasLogo?: boolean | undefined };

const shareOf = (payer: PayerBucket | undefined): Share =>
  payer === 'insurer' ? 'insurer' : payer === 'customer' || payer === undefined ? 'customer' : 'other';
const SHARE_ORDER: readonly Share[] = ['insurer', 'customer', 'other'];
const PAYS: Record<Share, string> = { insurer: 'Insurer pays', customer: 'Customer pays', other: SHARE_TITLES.other };

const money = (p: Paise): string => formatPaise(p);

/** One printed document: an invoice or credit note, its lines and its figures in paise. */
type Doc = {
  num: string;
  /** The recipient's name (an invoice's Bill to). */
  billTo: string;
  share: Share;
  lines: TaxLine[];
  /** SGST or UTGST (a supplier in a Union territory). */
  localHead: 'SGST' | 'UTGST';
  total: Paise;
  adjust: Paise;
  grand: Paise;
  /** A claim's excess adjustment below the GST totals (0 otherwise), and grand + excess: what its payer pays. */
  excess: Paise;
  payable: Paise;
};

const docOf = (a: InvoiceAnswer | CreditNoteAnswer, payer: PayerBucket | undefined): Doc => ({
  num: a.Num,
  billTo: 'BillTo' in a ? a.BillTo.Name : '',
  share: shareOf(payer),
  lines: taxLines(a),
  localHead: localTaxHead(a.Supplier.StCode ?? ''),
  total: rupeesToPaise(a.Totals.Total),
  adjust: rupeesToPaise(a.Totals.Adjust),
  grand: rupeesToPaise(a.Totals.GrandTotal),
  // A credit note credits the supply only: it has no excess (docs/insurance-depreciation.md §6).
  excess: 'Excess' in a.Totals ? rupeesToPaise(a.Totals.Excess ?? 0) : 0,
  payable: 'Payable' in a.Totals ? rupeesToPaise(invoiceTotalsPayable(a.Totals)) : rupeesToPaise(a.Totals.GrandTotal),
});

/** The excess adjustment under the GST totals and, unless the print ends in who pays, the net payable. */
const excessPrintRows = (doc: Doc, withNet = true): PrintTotalRow[] =>
  excessRows(doc.excess, doc.payable, withNet).map((r) => moneyRow(r.label, r.paise, r.strong));

/** Tax per head and rate ('CGST @ 9%', 'IGST @ 18%'), summed from the lines' heads: the breakdown adds up to the invoice's tax. */
const taxByRate = (lines: readonly TaxLine[], localHead: string): PrintTotalRow[] => {
  const sums = new Map<string, { order: number; rate: number; label: string; paise: Paise }>();
  const add = (order: number, head: string, rate: number, paise: Paise): void => {
    if (paise === 0) return;
    const key = `${order}@${rate}`;
    const entry = sums.get(key) ?? { order, rate, label: `${head} @ ${formatPercent(rate)}%`, paise: 0 };
    entry.paise += paise;
    sums.set(key, entry);
  };
  for (const l of lines) {
    const rate = l.rate ?? 0;
    add(0, 'CGST', rate / 2, l.cgst);
    add(1, localHead, rate / 2, l.sgst);
    add(2, 'IGST', rate, l.igst);
  }
  return [...sums.values()].sort((a, b) => a.order - b.order || a.rate - b.rate).map((e) => moneyRow(e.label, e.paise));
};

/** Taxable value, tax per head and rate, total; rounding and grand total when the invoice was rounded. */
const taxRows = (docs: readonly Doc[], tax: PrintTaxView, ending: 'grand' | 'total' = 'grand'): PrintTotalRow[] => {
  const lines = docs.flatMap((d) => d.lines);
  const s = sumLines(lines);
  if (tax === 'none') return [moneyRow('Total (before tax)', s.taxable, true)];
  const total = docs.reduce((t, d) => t + d.total, 0);
  const adjust = docs.reduce((t, d) => t + d.adjust, 0);
  const head = docs[0]?.localHead ?? 'SGST';
  const rows = [moneyRow('Taxable value', s.taxable), ...taxByRate(lines, head)];
  if (ending === 'total' || adjust === 0)
    return [...rows, moneyRow('Total', ending === 'total' ? s.total : total, true)];
  return [
    ...rows,
    moneyRow('Total', total),
    moneyRow('Rounding', adjust),
    moneyRow('Grand total', total + adjust, true),
  ];
};

/** What payments and credit notes did to an issued invoice: credited, paid, balance due. */
const settlementRows = (inv: InvoiceAnswer): PrintTotalRow[] => {
  const credited = rupeesToPaise(inv.Totals.Credited);
  const paid = rupeesToPaise(inv.Totals.Paid);
  if (credited === 0 && paid === 0) return [];
  return [
    ...(credited > 0 ? [moneyRow('Less credit notes', -credited)] : []),
    ...(paid > 0 ? [moneyRow('Less paid', -paid)] : []),
    moneyRow('Balance due', rupeesToPaise(inv.Totals.Due), true),
  ];
};

type Body = { sections: PrintSection[]; totals: PrintTotalRow[]; headline: Paise; notes: string[] };

const kindSections = (doc: Doc, tax: PrintTaxView): PrintSection[] =>
  [
    section('labour', 'Labour', labourOf(doc.lines), tax, doc.localHead),
    section('parts', 'Parts', partsOf(doc.lines), tax, doc.localHead),
  ].filter((s) => s.rows.length > 0);

const invoiceBody = (inv: InvoiceAnswer, companions: readonly InvoiceAnswer[], choice: PrintChoice): Body => {
  const { payer, tax, layout, scope } = printVariant(choice.variant).rule;
  const doc = docOf(inv, inv.Payer);
  const noSupply = isExcessOnlyInvoice(inv); // the excess alone: no GST rows of zeros, only the excess and the payable
  // The excess is not in the supply: below the GST totals, and only where tax is shown.
  const grandRow = [
    ...(noSupply && tax !== 'none' ? [] : taxRows([doc], tax)),
    ...(tax === 'none' ? [] : excessPrintRows(doc)),
  ];
  const settled = tax === 'none' ? [] : settlementRows(inv);
  if (scope === 'parts' || scope === 'labour') {
    const lines = scope === 'parts' ? partsOf(doc.lines) : labourOf(doc.lines);
    const part: Doc = { ...doc, lines };
    return {
      sections: [section(scope, scope === 'parts' ? 'Parts' : 'Labour', lines, tax, doc.localHead)].filter(
        (s) => s.rows.length > 0,
      ),
      totals: lines.length > 0 ? taxRows([part], tax, 'total') : [],
      headline: sumLines(lines).total,
      notes: [InvoicePrintTexts.partOf(scope === 'parts' ? 'Parts' : 'Labour', inv.Num, money(doc.grand))],
    };
  }
  if (layout === 'summary') {
    return {
      sections: noSupply
        ? []
        : [
            summarySection('labour', 'Labour', labourOf(doc.lines), tax),
            summarySection('parts', 'Parts', partsOf(doc.lines), tax),
          ],
      totals: [...grandRow, ...settled],
      headline: doc.payable,
      notes: [],
    };
  }
  switch (payer) {
    case 'insurer':
    case 'customer': {
      // An invoice is one payer's bill: it prints whole for that payer, and not at all for the other.
      const mine = doc.share === payer;
      return {
        sections: mine ? kindSections(doc, tax) : [],
        totals: mine
          ? [
              ...(noSupply ? [] : taxRows([doc], tax)),
              ...excessPrintRows(doc, false),
              moneyRow(PAYS[payer], doc.payable, true),
            ]
          : [],
        headline: mine ? doc.payable : 0,
        notes: [],
      };
    }
    case 'sideBySide': {
      // One document: each invoice of the order in turn (insurer first) with its own lines and totals, then the order's total.
      const docs = [doc, ...companions.map((c) => docOf(c, c.Payer))].sort(
        (a, b) => SHARE_ORDER.indexOf(a.share) - SHARE_ORDER.indexOf(b.share),
      );
      const sections = docs.map((d): PrintSection => ({
        id: `${d.share}-${d.num || 'draft'}`,
        title: [SHARE_TITLES[d.share], d.num || 'Draft', d.billTo].filter((t) => t).join(' — '),
        columns: lineColumns(d.lines, tax, d.localHead),
        rows: rowsOf([
          { title: 'Labour', lines: labourOf(d.lines) },
          { title: 'Parts', lines: partsOf(d.lines) },
        ]),
        totals: [...taxRows([d], tax), ...excessPrintRows(d, false), moneyRow(PAYS[d.share], d.payable, true)],
      }));
      // The payables add up to the order's total: the excess moves between them, never out.
      const grand = docs.reduce((t, d) => t + d.payable, 0);
      return { sections, totals: [moneyRow(InvoicePrintTexts.orderTotal, grand, true)], headline: grand, notes: [] };
    }
    case 'split':
      // This invoice whole, ending in who pays; its companions follow as invoices of their own (buildInvoicePrintModel).
      return {
        sections: kindSections(doc, tax),
        totals: [
          ...taxRows([doc], tax),
          ...excessPrintRows(doc, false),
          moneyRow(PAYS[doc.share], doc.payable, true),
          ...settled,
        ],
        headline: doc.payable,
        notes: [],
      };
    case 'all':
      return {
        sections: kindSections(doc, tax),
        totals: [...grandRow, ...settled],
        headline: tax === 'none' ? sumLines(doc.lines).taxable : doc.payable,
        notes: tax === 'none' ? [InvoicePrintTexts.withoutTax] : [],
      };
  }
};

const common = (options: PrintOptions) => ({
  header: options.Header?.trim() || undefined,
  footer: options.Footer?.trim() || undefined,
  showSignature: options.ShowSignature ?? false,
  paperSize: options.PaperSize ?? 'A4',
  copies: options.Copies ?? 1,
  priced: true,
});

const supplierBlock = (
  a: InvoiceAnswer | CreditNoteAnswer,
  hasLogo: boolean | undefined,
  options: PrintOptions,
): PrintModel['branch'] => ({
  name: a.Supplier.Name,
  addressLines: addressLines(a.Supplier.Addr),
  gstin: a.Supplier.GSTIN,
  phone: a.Supplier.Ph,
  showLogo: (options.ShowLogo ?? true) && hasLogo === true,
});

/**
 * The print model of an invoice (any invoice variant) or a credit note (With
 * Tax), under the branch's print options (Settings.Common.PrOptions).
 */
export const buildInvoicePrintModel = (
  input: InvoicePrintInput,
  choice: PrintChoice | PrintVariantId,
  options: PrintOptions = {},
): PrintModel => {
  const pick: PrintChoice = typeof choice === 'string' ? { variant: choice } : choice;
  if (input.kind === 'creditNote') return creditNoteModel(input.creditNote, input.hasLogo, options);
  const companions = input.companions ?? [];
  const alone =
    COMBINED_INVOICE_VARIANTS.includes(pick.variant) && companions.length === 0
      ? [InvoicePrintTexts.alone(!input.invoice.WOId)]
      : [];
  if (printVariant(pick.variant).rule.payer !== 'split')
    return invoiceModel(input.invoice, companions, pick, input.hasLogo, options, alone);
  // Insurance | Customer: every invoice of the order whole (insurer first), each from a new page.
  const [first, ...rest] = [input.invoice, ...companions]
    .sort((a, b) => SHARE_ORDER.indexOf(shareOf(a.Payer)) - SHARE_ORDER.indexOf(shareOf(b.Payer)))
    .map((inv) => invoiceModel(inv, [], pick, input.hasLogo, options, alone));
  if (!first) throw new RangeError('an invoice prints at least itself');
  return rest.length > 0 ? { ...first, followedBy: rest } : first;
};

const invoiceModel = (
  inv: InvoiceAnswer,
  companions: readonly InvoiceAnswer[],
  pick: PrintChoice,
  hasLogo: boolean | undefined,
  options: PrintOptions,
  extraNotes: readonly string[],
): PrintModel => {
  const body = invoiceBody(inv, companions, pick);
  const withoutTax = printVariant(pick.variant).rule.tax === 'none';
  const excessOnly = isExcessOnlyInvoice(inv); // no supply on it, so not a tax invoice (docs/printing.md)
  const due = rupeesToPaise(inv.Totals.Due);
  const issued = inv.Sts !== 'Draft' && inv.Sts !== 'Cancelled';
  const notes = [
    ...(inv.Sts === 'Draft' ? [InvoicePrintTexts.draft] : []),
    ...(inv.Sts === 'Cancelled' ? [InvoicePrintTexts.cancelled(inv.CancelReason)] : []),
    ...(excessOnly ? [ExcessTexts.excessOnlyNote] : []),
    ...body.notes,
    ...extraNotes,
  ];
  return {
    variant: pick.variant,
    title: withoutTax || excessOnly ? InvoicePrintTexts.invoice : InvoicePrintTexts.taxInvoice,
    subtitle: printChoiceLabel(pick),
    number: inv.Num,
    meta: fields([
      ['Invoice No.', inv.Num || 'Draft'],
      ['Invoice date', inv.InvDate, true],
      // Always printed: without a DueDate the invoice is due on receipt (its date).
      ['Due date', invoiceDueDate(inv), true],
      ['Repair order No.', inv.WONum],
    ]),
    branch: supplierBlock(inv, hasLogo, options),
    customer: fields([['Reg. No.', inv.RegNo]]),
    sections: body.sections,
    totals: body.totals,
    // The server's words for the grand total (Rule 46(j)); another headline in words of its own.
    amountInWords:
      body.totals.length === 0
        ? undefined
        : body.headline === rupeesToPaise(inv.Totals.GrandTotal)
          ? inv.Words
          : paiseInWords(body.headline),
    notes,
    ...common(options),
    tax: {
      recipient: partyBlock('Bill to', inv.BillTo),
      supply: fields([
        ['Place of supply', stateWithCode(inv.POS) ?? inv.POSName],
        ['Reverse charge', inv.RevCharge ? 'Yes' : 'No'],
      ]),
      signatory: inv.Supplier.Name,
      upi:
        inv.UPI && due > 0 && issued && !withoutTax
          ? {
              uri: upiPayLink(inv.UPI, inv.Supplier.Name, due, inv.Num),
              caption: InvoicePrintTexts.upiCaption(money(due)),
            }
          : undefined,
      einvoice: inv.IRN ? { irn: inv.IRN, ackNo: inv.AckNo, ackDt: inv.AckDt, signedQr: inv.SignedQR } : undefined,
    },
  };
};

/** A credit note (CGST Rule 53): its number and date, the original invoice's, the reason, the value and tax credited. */
const creditNoteModel = (cn: CreditNoteAnswer, hasLogo: boolean | undefined, options: PrintOptions): PrintModel => {
  const doc = docOf(cn, undefined);
  return {
    variant: 'withTax',
    title: InvoicePrintTexts.creditNote,
    subtitle: printChoiceLabel({ variant: 'withTax' }),
    number: cn.Num,
    meta: fields([
      ['Credit Note No.', cn.Num],
      ['Date', cn.Date, true],
    ]),
    branch: supplierBlock(cn, hasLogo, options),
    customer: [],
    sections: kindSections(doc, 'perLine'),
    totals: [...taxRows([doc], 'perLine').map((r) => (r.strong ? { ...r, label: 'Total credited' } : r))],
    amountInWords: cn.Words,
    notes: cn.Sts === 'Cancelled' ? [InvoicePrintTexts.cancelled(undefined)] : [],
    ...common(options),
    tax: {
      recipient: partyBlock('Bill to', cn.BillTo),
      supply: fields([
        ['Original invoice No.', cn.InvNum],
        ['Original invoice date', cn.InvDate, true],
        ['Reason', cn.Reason],
        ['Place of supply', stateWithCode(cn.POS) ?? cn.POSName],
      ]),
      signatory: cn.Supplier.Name,
    },
  };
};
