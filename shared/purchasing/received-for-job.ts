import { fromScaled, QTY_DIGITS, toScaled } from '../documents/money-math';
import { repairOrderStatusFromItems } from '../documents/rollups';
import type { ServiceDocument } from '../documents/schemas';
import type { RepairOrderStatus } from '../documents/statuses';
import { isStockedPart, requiredQty, type IssuedPart } from '../inventory/part-issue';
import { itemStatuses, laborFromParts } from '../service/line-statuses';

/**
 * What a purchase receive tells the repair order a parts-order line is for
 * (docs/purchasing-journey.md §2): the part line's received quantity (`RQty`,
 * the spec's 'Received' column) rises by what came in, never above the line's
 * quantity; its labour line follows its parts (Approved → Waiting for Parts →
 * Parts Available, shared/documents/rollups.ts) and the order's status follows
 * its items, exactly as an issue rolls them up. Quantities in thousandths.
 */

/** One receipt for a job: the repair order's part line, the item that came in, and how much (thousandths). */
export type JobReceipt = { readonly lineId: string; readonly itemId: string; readonly qtyM: number };

type OrderLines<L> = { Sts: string; Ops: L[]; Parts: L[] };

/** Lines that take no more parts: the work is off or done. */
const NO_RECEIPT = new Set(['Cancelled', 'Declined', 'Completed']);

const m = (v: number | undefined): number => toScaled(v ?? 0, QTY_DIGITS);

/**
 * The order after the receipts, or undefined when none of them lands: a line
 * gone, no longer tied to the item received, off or done, or already received
 * in full is left alone (the stock is on the shelf either way).
 */
export function receiveForJob<L extends IssuedPart & { OpId?: string | undefined }>(
  order: OrderLines<L>,
  receipts: readonly JobReceipt[],
): OrderLines<L> | undefined {
  const labour = new Set<string>();
  let changed = false;
  const Parts = order.Parts.map((part) => {
    const mine = receipts.filter((r) => r.lineId === part._id && isStockedPart(part) && part.In_Id === r.itemId);
    if (mine.length === 0 || NO_RECEIPT.has(part.Sts ?? 'New')) return part;
    const before = m(part.RQty);
    const after = Math.min(
      m(requiredQty(part)),
      mine.reduce((sum, r) => sum + r.qtyM, before),
    );
    if (after <= before) return part;
    changed = true;
    if (part.OpId) labour.add(part.OpId);
    return { ...part, RQty: fromScaled(after, QTY_DIGITS) };
  });
  if (!changed) return undefined;
  const rolled = laborFromParts({ Ops: order.Ops, Parts } as unknown as ServiceDocument, labour).document;
  const Sts = repairOrderStatusFromItems(order.Sts as RepairOrderStatus, itemStatuses(rolled));
  return { Sts, Ops: (rolled.Ops ?? []) as unknown as L[], Parts };
}
