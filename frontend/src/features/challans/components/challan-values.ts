import { challanLineFigures } from '@shared/challans/challan-figures';
import type { ChallanAnswer, ChallanCreateBody, RecipientKind } from '@shared/challans/challan-schemas';
import type { ChallanPurpose } from '@shared/challans/challan-statuses';
import { QTY_DIGITS, rupeesToPaise, toScaled } from '@shared/documents/money-math';

/** The challan form's values (text as typed) and the body they make (docs/challans.md §6). */

export type ChallanLineValues = {
  Item: string;
  ItemId: string;
  Desc: string;
  Qty: string;
  Rate: string;
  TaxPct: string;
};

export type ChallanValues = {
  Purpose: ChallanPurpose;
  PurposeNote: string;
  WhId: string;
  ToKind: RecipientKind;
  ToId: string;
  ToName: string;
  A1: string;
  Ct: string;
  St: string;
  Pin: string;
  GSTIN: string;
  VehicleNo: string;
  Notes: string;
  Lines: ChallanLineValues[];
};

export const blankLine = (): ChallanLineValues => ({ Item: '', ItemId: '', Desc: '', Qty: '', Rate: '', TaxPct: '' });

export const START: ChallanValues = {
  Purpose: 'Approval',
  PurposeNote: '',
  WhId: '',
  ToKind: 'Customer',
  ToId: '',
  ToName: '',
  A1: '',
  Ct: '',
  St: '',
  Pin: '',
  GSTIN: '',
  VehicleNo: '',
  Notes: '',
  Lines: [blankLine()],
};

/** A draft as the form edits it. */
export const valuesOf = (c: ChallanAnswer): ChallanValues => ({
  Purpose: c.Purpose,
  PurposeNote: c.PurposeNote ?? '',
  WhId: c.WhId,
  ToKind: c.To.Kind,
  ToId: c.To.Id ?? '',
  ToName: c.To.Name,
  A1: c.To.Addr?.A1 ?? '',
  Ct: c.To.Addr?.Ct ?? '',
  St: c.To.Addr?.St ?? '',
  Pin: c.To.Addr?.Pin ?? '',
  GSTIN: c.To.GSTIN ?? '',
  VehicleNo: c.VehicleNo ?? '',
  Notes: c.Notes ?? '',
  Lines: c.Lines.map((l) => ({
    Item: l.PCode ?? l.Desc,
    ItemId: l.ItemId,
    Desc: l.Desc,
    Qty: String(l.Qty),
    Rate: String(l.Rate),
    TaxPct: String(l.TaxPct),
  })),
});

/** Text to the body's number; what is not a number goes as it is, so the server names the field. */
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));
const text = (t: string): string | undefined => (t.trim() === '' ? undefined : t.trim());

/** A cell as the grid holds it: text, a number (its number and money cells read as numbers), or nothing yet. */
const cell = (v: string | number | undefined): string => String(v ?? '').trim();

export const isBlankLine = (l: ChallanLineValues): boolean => cell(l.ItemId) === '' && cell(l.Qty) === '';

export function bodyOf(v: ChallanValues): Omit<ChallanCreateBody, 'Issue'> {
  const to =
    v.ToKind === 'Other'
      ? {
          Kind: v.ToKind,
          ...(text(v.ToName) ? { Name: text(v.ToName) } : {}),
          ...(text(v.A1) || text(v.Ct) || text(v.St) || text(v.Pin)
            ? {
                Addr: Object.fromEntries(
                  (['A1', 'Ct', 'St', 'Pin'] as const).flatMap((k) => (text(v[k]) ? [[k, text(v[k])]] : [])),
                ),
              }
            : {}),
          ...(text(v.GSTIN) ? { GSTIN: text(v.GSTIN) } : {}),
        }
      : { Kind: v.ToKind, ...(text(v.ToId) ? { Id: text(v.ToId) } : {}) };
  return {
    Purpose: v.Purpose,
    ...(text(v.PurposeNote) ? { PurposeNote: text(v.PurposeNote) } : {}),
    WhId: v.WhId,
    To: to,
    Lines: v.Lines.filter((l) => !isBlankLine(l)).map((l) => ({
      ItemId: l.ItemId,
      Qty: numberOf(cell(l.Qty)),
      Rate: numberOf(cell(l.Rate)),
      ...(cell(l.TaxPct) !== '' ? { TaxPct: numberOf(cell(l.TaxPct)) } : {}),
      ...(cell(l.Desc) ? { Desc: cell(l.Desc) } : {}),
    })),
    ...(text(v.VehicleNo) ? { VehicleNo: text(v.VehicleNo) } : {}),
    ...(text(v.Notes) ? { Notes: text(v.Notes) } : {}),
  };
}

/** A line's taxable value as typed (the server's rule; tax waits for the server, which knows the supply). */
export function typedValueP(l: ChallanLineValues): number | undefined {
  if (cell(l.Qty) === '' || cell(l.Rate) === '') return undefined;
  const qty = Number(cell(l.Qty));
  const rate = Number(cell(l.Rate));
  if (!Number.isFinite(qty) || !Number.isFinite(rate)) return undefined;
  try {
    return challanLineFigures(toScaled(qty, QTY_DIGITS), rupeesToPaise(rate), 0, true).TaxableP;
  } catch {
    return undefined;
  }
}
