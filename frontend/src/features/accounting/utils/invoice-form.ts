import { ID_PREFIX } from '@shared/documents/constants';
import type { Invoice, InvoiceLaborLine, InvoicePartLine } from '@shared/documents/schemas';
import { taxCodeLabel as sharedTaxCodeLabel, type TaxCode } from '@shared/documents/tax-codes';
import type { InvoiceAnswer, InvoiceCreateBody } from '@shared/invoices/call-schemas';

/**
 * The invoice editor's form and the way to and from the wire invoice (docs/invoice-screens.md
 * 'Invoice editor'; service-documents §3 'Invoice'). Lines are IO{n} (labour, `Ops`) and
 * IP{n} (parts, `Items`); each line keeps the tax code's name beside its code,
 * for the cell that picks it.
 */
export type Recipient = 'customer' | 'insurer';

export type LabourLine = {
  _id: string;
  Desc: string;
  Qty?: number | undefined;
  Pr?: number | undefined;
  Disc?: number | undefined;
  TCode?: number | undefined;
  TaxName: string;
  SAC?: string | undefined;
};
export type PartLine = {
  _id: string;
  Desc: string;
  Qty?: number | undefined;
  UnPr?: number | undefined;
  Disc?: number | undefined;
  TCode?: number | undefined;
  TaxName: string;
  HSN?: string | undefined;
};

export type InvoiceForm = {
  Recipient: Recipient;
  Cust: string;
  CustName: string;
  InsId: string;
  InvDate: string;
  DueDate: string;
  POS: string;
  RevCharge: boolean;
  Series: string;
  Notes: string;
  LDisc?: number | undefined;
  LPerc: boolean;
  PDisc?: number | undefined;
  PPerc: boolean;
  Disc?: number | undefined;
  Perc: boolean;
  Ops: LabourLine[];
  Items: PartLine[];
};

/** How a tax code reads in its cell: '106 · GST 18%', the version in force on the invoice's date (shared tax-codes taxCodeLabel). */
export const taxCodeLabel = (code: number | undefined, codes: readonly TaxCode[], date: string): string =>
  sharedTaxCodeLabel(codes, code, date);

export function newInvoiceForm(today: string): InvoiceForm {
  return {
    Recipient: 'customer',
    Cust: '',
    CustName: '',
    InsId: '',
    InvDate: today,
    DueDate: '',
    POS: '',
    RevCharge: false,
    Series: '',
    Notes: '',
    LPerc: false,
    PPerc: false,
    Perc: false,
    Ops: [],
    Items: [],
  };
}

export function answerToForm(answer: InvoiceAnswer, codes: readonly TaxCode[], customerName: string): InvoiceForm {
  return {
    Recipient: answer.InsId || answer.Payer === 'insurer' ? 'insurer' : 'customer',
    Cust: answer.Cust ?? '',
    CustName: answer.Cust ? customerName : '',
    InsId: answer.InsId ?? '',
    InvDate: answer.InvDate,
    DueDate: answer.DueDate ?? '',
    POS: answer.POS,
    RevCharge: answer.RevCharge ?? false,
    Series: answer.Series ?? '',
    Notes: answer.Notes ?? '',
    LDisc: answer.LDisc,
    LPerc: answer.LPerc ?? false,
    PDisc: answer.PDisc,
    PPerc: answer.PPerc ?? false,
    Disc: answer.Disc,
    Perc: answer.Perc ?? false,
    Ops: (answer.Ops ?? []).map((o) => ({
      _id: o._id,
      Desc: o.Desc ?? '',
      Qty: o.Qty,
      Pr: o.Pr,
      Disc: o.Disc,
      TCode: o.TCode,
      TaxName: taxCodeLabel(o.TCode, codes, answer.InvDate),
      SAC: o.SAC,
    })),
    Items: (answer.Items ?? []).map((i) => ({
      _id: i._id,
      Desc: i.Desc ?? '',
      Qty: i.Qty,
      UnPr: i.UnPr,
      Disc: i.Disc,
      TCode: i.TCode,
      TaxName: taxCodeLabel(i.TCode, codes, answer.InvDate),
      HSN: i.HSN,
    })),
  };
}

const blankToUndefined = (text: string): string | undefined => (text.trim() === '' ? undefined : text.trim());
/** Drops the keys whose value is undefined (the contract's objects are strict about what they hold, not about absence). */
const defined = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

const labourLine = (l: LabourLine): InvoiceLaborLine =>
  defined({
    _id: l._id,
    Desc: l.Desc,
    Qty: l.Qty,
    Pr: l.Pr,
    Disc: l.Disc,
    TCode: l.TCode,
    SAC: blankToUndefined(l.SAC ?? ''),
  });
const partLine = (l: PartLine): InvoicePartLine =>
  defined({
    _id: l._id,
    Desc: l.Desc,
    Qty: l.Qty,
    UnPr: l.UnPr,
    Disc: l.Disc,
    TCode: l.TCode,
    HSN: blankToUndefined(l.HSN ?? ''),
  });

/** The lines and discounts as the engine reads them (the totals panel recomputes from this while the user types). */
export const formToInvoice = (
  f: Pick<InvoiceForm, 'Ops' | 'Items' | 'LDisc' | 'LPerc' | 'PDisc' | 'PPerc' | 'Disc' | 'Perc'>,
): Invoice =>
  defined({
    Ops: f.Ops.map(labourLine),
    Items: f.Items.map(partLine),
    LDisc: f.LDisc,
    LPerc: f.LPerc || undefined,
    PDisc: f.PDisc,
    PPerc: f.PPerc || undefined,
    Disc: f.Disc,
    Perc: f.Perc || undefined,
  });

/** The body of POST (new) or PUT (with `ver`) Accounting/Invoices: the recipient is a customer or an insurer, never both. */
export function formToBody(f: InvoiceForm): InvoiceCreateBody {
  const byInsurer = f.Recipient === 'insurer';
  return defined({
    ...formToInvoice(f),
    Payer: byInsurer ? 'insurer' : 'customer',
    Cust: byInsurer ? undefined : blankToUndefined(f.Cust),
    InsId: byInsurer ? blankToUndefined(f.InsId) : undefined,
    InvDate: blankToUndefined(f.InvDate),
    DueDate: blankToUndefined(f.DueDate),
    POS: blankToUndefined(f.POS),
    RevCharge: f.RevCharge || undefined,
    Series: blankToUndefined(f.Series.toUpperCase()),
    Notes: blankToUndefined(f.Notes),
  }) as InvoiceCreateBody;
}

/** The next free line id with a prefix (IO3 after IO1, IO2), over the lines on screen and those saved. */
export function nextLineId(prefix: string, ids: readonly string[]): string {
  const pattern = new RegExp(`^${prefix}(\\d+)$`);
  const highest = ids.reduce((max, id) => Math.max(max, Number(pattern.exec(id)?.[1] ?? 0)), 0);
  return `${prefix}${highest + 1}`;
}

export const LINE_PREFIX = { labour: ID_PREFIX.invoiceLabor, part: ID_PREFIX.invoicePart } as const;
