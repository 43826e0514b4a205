import { ApiError, ErrorCode, type FieldError } from '@shared/api/errors';
import { fromScaled, QTY_DIGITS, toScaled, type Paise } from '@shared/documents/money-math';
import { fulfilmentOf, shareOfLine } from '@shared/fulfilment/fulfilment-figures';
import { isWholeUnit } from '@shared/inventory/adjustment-reasons';
import type { BatchPart } from '@shared/inventory/tracking';
import { batchesBack } from '@shared/sales/return-lines';
import type { SoReturnBody } from '@shared/so-returns/so-return-schemas';
import { SoReturnMessages } from '@shared/so-returns/so-return-messages';
import type { DocumentLine } from '../data/documents/document-records';
import type { SoLine, SoView } from '../data/fulfilment/sales-order-view';
import type { StoredInvoice } from '../data/invoices/invoices-repo';
import type { ShippedLine } from '../data/so-returns/shipped-goods';

/**
 * Which goods of an order's invoice come back, and at what cost (docs/sales-returns-orders.md §3): each invoice
 * line at most what it invoiced less what its credit notes took (the invoice's own `Credited`, so a plain credit
 * note counts too) and at most what the order's line invoiced less what came back; each to the warehouse and
 * batches its shipments took it from, at their cost, shared cumulatively over the line so the returns of a whole
 * line add up to what left to the paisa. Every refusal names its line; nothing is decided until all pass.
 */

export type SoReturned = Readonly<Record<string, { QtyM: number; CostP: Paise; Batches?: Record<string, number> }>>;

export type DecidedSoReturn = {
  invLine: DocumentLine & { _id: string };
  soLine: SoLine;
  QtyM: number;
  CostP: Paise;
  WhId: string;
  /** Back to their batches (thousandths, positive); absent for an untracked item. */
  Batches?: BatchPart[];
};

const qtyText = (m: number, uom: string | undefined) => `${fromScaled(m, QTY_DIGITS)}${uom ? ` ${uom}` : ''}`;

export function decideSoReturn(
  so: SoView,
  inv: StoredInvoice,
  shipped: ReadonlyMap<string, ShippedLine>,
  wanted: SoReturnBody['Lines'],
): { lines: DecidedSoReturn[]; returned: SoReturned } {
  const errors: FieldError[] = [];
  const returned: Record<string, SoReturned[string]> = { ...(so.head.Returned ?? {}) };
  const credited = (inv.head.Credited ?? {}) as Record<string, { QtyM: number }>;
  const seen = new Set<string>();
  const lines = wanted.flatMap((w, i): DecidedSoReturn[] => {
    const at = (field: string, message: string): [] => (errors.push({ path: `Lines.${i}.${field}`, message }), []);
    const invLine = inv.lines.Items.find((l) => l._id === w.LineId) as (DocumentLine & { _id: string }) | undefined;
    if (!invLine) return at('LineId', SoReturnMessages.lineUnknown(w.LineId));
    if (seen.has(w.LineId)) return at('LineId', SoReturnMessages.lineTwice(w.LineId));
    seen.add(w.LineId);
    const QtyM = toScaled(w.Qty, QTY_DIGITS);
    const invLeft = toScaled(Number(invLine.Qty ?? 0), QTY_DIGITS) - (credited[w.LineId]?.QtyM ?? 0);
    // The order's line of this item with room for the quantity (an item on two lines: the first that fits).
    const ofItem = so.lines.filter((l) => l.ItemId !== '' && l.ItemId === invLine.ItemId);
    const soLeft = (l: SoLine) => fulfilmentOf(so.head.Ful, l.LineId).InM - (returned[l.LineId]?.QtyM ?? 0);
    const soLine = ofItem.find((l) => soLeft(l) >= QtyM) ?? ofItem[0];
    const desc = String(invLine.Desc ?? soLine?.Desc ?? '');
    if (!soLine) return at('LineId', SoReturnMessages.lineUnknown(w.LineId));
    if (isWholeUnit(soLine.UoM) && !Number.isInteger(w.Qty))
      return at('Qty', SoReturnMessages.wholeUnits(soLine.UoM ?? 'NOS'));
    const left = Math.min(invLeft, soLeft(soLine));
    if (left <= 0) return at('Qty', SoReturnMessages.allReturned(desc));
    if (QtyM > left) return at('Qty', SoReturnMessages.overReturn(qtyText(left, soLine.UoM), desc));
    const out = shipped.get(soLine.LineId);
    if (!out || out.QtyM <= 0) return at('LineId', SoReturnMessages.notShipped(desc));
    const done = returned[soLine.LineId] ?? { QtyM: 0, CostP: 0 };
    const CostP = shareOfLine(out.CostP, out.QtyM, done.QtyM, QtyM);
    const next: SoReturned[string] = { QtyM: done.QtyM + QtyM, CostP: done.CostP + CostP };
    const back: DecidedSoReturn = { invLine, soLine, QtyM, CostP, WhId: out.WhId };
    if (out.Batches.length > 0) {
      back.Batches = batchesBack({ Batches: out.Batches }, done.Batches ?? {}, QtyM);
      const batches = { ...(done.Batches ?? {}) };
      for (const b of back.Batches) batches[b.Batch] = (batches[b.Batch] ?? 0) + b.Qty;
      next.Batches = batches;
    }
    returned[soLine.LineId] = next;
    return [back];
  });
  if (errors.length > 0) throw new ApiError(ErrorCode.BadRequest, errors[0]?.message ?? '', errors);
  return { lines, returned };
}
