import { formatQuantity } from '../documents/quantity-format';
import { fromScaled, QTY_DIGITS, type Paise } from '../documents/money-math';
import { returnShare } from '../sales/return-figures';
import { ReturnMessages } from './return-messages';

/**
 * What a purchase return takes (docs/purchase-returns.md §4), decided on the
 * receive and its bill as read in the return's own attempt: each line at most
 * what was received less what went back already, billed (the note needs its
 * bill's figures), every line of one bill, serials among those received and
 * not yet returned. The figures are shares of the bill line's (taxable value
 * with its freight, each tax head) and of the receive line's cost, cumulatively
 * rounded as a sales return's (`returnShare`), so the returns of a whole line
 * add up to the line to the paisa.
 */

export type ReceivedLine = {
  _id: string;
  ItemId: string;
  PCode?: string;
  Desc: string;
  UoM?: string;
  QtyM: number;
  ValueP: Paise;
  BillId?: string;
  Batch?: string;
  Batches?: readonly { Batch: string }[];
  Serials?: readonly string[];
  RetQtyM?: number;
  RetSerials?: readonly string[];
};

export type BilledLine = {
  _id: string;
  RecLineId?: string;
  HSN?: string;
  TCode?: number;
  AmtP: Paise;
  ChgP: Paise;
  CgstP: Paise;
  SgstP: Paise;
  IgstP: Paise;
  NoteP?: Paise;
};

export type ReturnLineInput = { LineId: string; QtyM: number; Serials?: readonly string[] | undefined };

export type DecidedLine = {
  rec: ReceivedLine;
  bill: BilledLine;
  QtyM: number;
  /** The receive's cost of the units, and the note's heads. */
  costP: Paise;
  TaxableP: Paise;
  CgstP: Paise;
  SgstP: Paise;
  IgstP: Paise;
  Batch?: string;
  Serials?: string[];
};

type FieldError = { path: string; message: string };

export type ReturnDecision = { ok: true; billId: string; lines: DecidedLine[] } | { ok: false; errors: FieldError[] };

const unitsOf = (qtyM: number, uom?: string): string =>
  `${formatQuantity(fromScaled(Math.max(0, qtyM), QTY_DIGITS))}${uom ? ` ${uom}` : ''}`;

export function decidePurchaseReturn(
  received: readonly ReceivedLine[],
  billed: readonly BilledLine[],
  input: readonly ReturnLineInput[],
): ReturnDecision {
  const byId = new Map(received.map((l) => [l._id, l]));
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const items = new Set<string>();
  const bills = new Set<string>();
  const lines: DecidedLine[] = [];
  input.forEach((want, i) => {
    const at = (field: string, message: string) => errors.push({ path: `Lines.${i}.${field}`, message });
    const rec = byId.get(want.LineId);
    if (!rec) return at('LineId', ReturnMessages.lineUnknown(want.LineId));
    // One movement per item and warehouse in a transaction: a line (and an item) once per return.
    if (seen.has(want.LineId) || items.has(rec.ItemId)) return at('LineId', ReturnMessages.lineTwice);
    seen.add(want.LineId);
    items.add(rec.ItemId);
    if (!rec.BillId) return at('LineId', ReturnMessages.notBilled(rec.Desc));
    bills.add(rec.BillId);
    const bill = billed.find((b) => b.RecLineId === rec._id);
    if (!bill) return at('LineId', ReturnMessages.notBilled(rec.Desc));
    const done = rec.RetQtyM ?? 0;
    const left = rec.QtyM - done;
    if (left <= 0) return at('Qty', ReturnMessages.allReturned(rec.Desc));
    if (want.QtyM > left) return at('Qty', ReturnMessages.overReturn(rec.Desc, unitsOf(left, rec.UoM)));
    const serials = serialsBack(rec, want, left);
    if (!serials.ok) return at('Serials', serials.message);
    const share = returnShare(
      {
        QtyM: rec.QtyM,
        TaxableP: bill.AmtP + bill.ChgP,
        DiscP: 0,
        CGSTP: bill.CgstP,
        SGSTP: bill.SgstP,
        IGSTP: bill.IgstP,
        CostP: rec.ValueP,
      },
      done,
      want.QtyM,
    );
    // A line reduced by a price note before: never credited above what is left of its taxable value.
    const taxableLeft = bill.AmtP + bill.ChgP - (bill.NoteP ?? 0);
    const batch = rec.Batches?.[0]?.Batch ?? rec.Batch;
    lines.push({
      rec,
      bill,
      QtyM: want.QtyM,
      costP: share.CostP,
      TaxableP: Math.min(share.TaxableP, Math.max(0, taxableLeft)),
      CgstP: share.CGSTP,
      SgstP: share.SGSTP,
      IgstP: share.IGSTP,
      ...(batch ? { Batch: batch } : {}),
      ...(serials.list ? { Serials: serials.list } : {}),
    });
    return undefined;
  });
  if (errors.length === 0 && bills.size > 1) errors.push({ path: 'Lines', message: ReturnMessages.oneBill });
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, billId: [...bills][0] ?? '', lines };
}

/** The serials going back: those named (received here, not yet returned, one a unit), or all that are left. */
function serialsBack(
  rec: ReceivedLine,
  want: ReturnLineInput,
  leftM: number,
): { ok: true; list?: string[] } | { ok: false; message: string } {
  if (!rec.Serials) return { ok: true };
  const gone = new Set(rec.RetSerials ?? []);
  const open = rec.Serials.filter((s) => !gone.has(s));
  const units = Math.round(want.QtyM / 1000);
  const named = want.Serials && want.Serials.length > 0 ? [...want.Serials] : undefined;
  if (!named) {
    if (want.QtyM === leftM) return { ok: true, list: open };
    return { ok: false, message: ReturnMessages.serialsNeeded(rec.Desc, units) };
  }
  const stray = named.find((s) => !open.includes(s));
  if (stray) return { ok: false, message: ReturnMessages.serialNotReceived(stray, rec.Desc) };
  if (new Set(named).size !== named.length || named.length !== units)
    return { ok: false, message: ReturnMessages.serialsNeeded(rec.Desc, units) };
  return { ok: true, list: named };
}
