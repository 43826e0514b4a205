import type { SalesDocAnswer, SalesDocCreateBody } from '@shared/sales-orders/so-schemas';
import { mulDivRound, QTY_DIGITS, rupeesToPaise, toScaled } from '@shared/documents/money-math';

/** The sales document form's values (text as typed) and the body they make (docs/sales-orders.md §6). */

export type SalesLineValues = {
  /** The line's id on a saved document (kept, so what went out against it stays linked). */
  _id: string;
  Item: string;
  ItemId: string;
  Desc: string;
  Qty: string;
  UnPr: string;
  Disc: string;
};

export type SalesDocValues = {
  CustName: string;
  Cust: string;
  Cat: string;
  WhId: string;
  ExpDate: string;
  RefNo: string;
  Disc: string;
  Notes: string;
  Lines: SalesLineValues[];
};

export const blankLine = (): SalesLineValues => ({
  _id: '',
  Item: '',
  ItemId: '',
  Desc: '',
  Qty: '',
  UnPr: '',
  Disc: '',
});

export const START: SalesDocValues = {
  CustName: '',
  Cust: '',
  Cat: '',
  WhId: '',
  ExpDate: '',
  RefNo: '',
  Disc: '',
  Notes: '',
  Lines: [blankLine()],
};

/** A saved document as the form edits it; a connected buyer's unmatched line waits for its item. */
export const valuesOf = (d: SalesDocAnswer): SalesDocValues => ({
  CustName: d.CustName,
  Cust: d.Cust ?? '',
  Cat: d.Cat ?? '',
  WhId: d.WhId ?? '',
  ExpDate: d.ExpDate ?? '',
  RefNo: d.RefNo ?? '',
  Disc: d.Disc ? String(d.Disc) : '',
  Notes: d.Notes ?? '',
  Lines: d.Lines.map((l) => ({
    _id: l._id,
    Item: l.ItemId ? (l.PCode ?? l.Desc) : '',
    ItemId: l.ItemId ?? '',
    Desc: l.Desc,
    Qty: String(l.Qty),
    UnPr: String(l.UnPr),
    Disc: l.Disc ? String(l.Disc) : '',
  })),
});

const cell = (v: string | number | undefined): string => String(v ?? '').trim();
/** Text to the body's number; what is not a number goes as it is, so the server names the field. */
const numberOf = (text: string): number => (text === '' ? Number.NaN : Number(text));
const text = (t: string): string | undefined => (t.trim() === '' ? undefined : t.trim());

export const isBlankLine = (l: SalesLineValues): boolean => cell(l.ItemId) === '' && cell(l.Qty) === '';

export function bodyOf(v: SalesDocValues): Omit<SalesDocCreateBody, 'Sts'> {
  return {
    Cust: v.Cust,
    ...(text(v.WhId) ? { WhId: text(v.WhId) } : {}),
    ...(text(v.ExpDate) ? { ExpDate: text(v.ExpDate) } : {}),
    ...(text(v.RefNo) ? { RefNo: text(v.RefNo) } : {}),
    ...(cell(v.Disc) !== '' ? { Disc: numberOf(cell(v.Disc)) } : {}),
    ...(text(v.Notes) ? { Notes: text(v.Notes) } : {}),
    Lines: v.Lines.filter((l) => !isBlankLine(l)).map((l) => ({
      ...(cell(l._id) ? { _id: cell(l._id) } : {}),
      ItemId: cell(l.ItemId),
      Qty: numberOf(cell(l.Qty)),
      ...(cell(l.UnPr) !== '' ? { UnPr: numberOf(cell(l.UnPr)) } : {}),
      ...(cell(l.Disc) !== '' ? { Disc: numberOf(cell(l.Disc)) } : {}),
    })),
  };
}

/** A line's amount as typed, before discount and tax (the server works out the rest for the supply). */
export function typedAmountP(l: SalesLineValues): number | undefined {
  const qty = Number(cell(l.Qty));
  const price = Number(cell(l.UnPr));
  if (cell(l.Qty) === '' || cell(l.UnPr) === '' || !Number.isFinite(qty) || !Number.isFinite(price)) return undefined;
  try {
    return mulDivRound(rupeesToPaise(price), toScaled(qty, QTY_DIGITS), 1000);
  } catch {
    return undefined;
  }
}
