import type { EstimateStatus, LineStatus, RepairOrderStatus } from './statuses';

/**
 * Roll-ups of spec service-documents §4 'Roll-ups'. Each rule that holds
 * overrides the ones before it, so the last matching rule in the stated order
 * wins ("any item in that status" is the condition of each rule).
 */

type Rule<S> = readonly [S, (items: readonly LineStatus[]) => boolean];
const any =
  (...sts: LineStatus[]) =>
  (items: readonly LineStatus[]): boolean =>
    items.some((i) => sts.includes(i));

const REPAIR_ORDER_RULES: readonly Rule<RepairOrderStatus>[] = [
  ['Cancelled', any('Cancelled')],
  ['Declined', any('Declined')],
  ['Completed', any('Completed')],
  ['Review', any('Review')],
  ['OnHold', any('OnHold')],
  ['PartsAvl', any('PartsAvl')],
  ['WtngForParts', any('WtngForParts')],
  ['New', any('New', 'WtngForAppr')],
  ['Approved', any('Approved')],
  ['InProgress', any('InProgress')],
];

/**
 * Repair-order status from its items' statuses. A Closed order is settled by
 * invoicing and stays Closed; an order without items keeps its status; when the
 * roll-up says New, an order that is BeingInspected or WtngForAppr keeps that
 * order-level status (no item status expresses it).
 */
export const repairOrderStatusFromItems = (
  current: RepairOrderStatus,
  items: readonly LineStatus[],
): RepairOrderStatus => {
  if (current === 'Closed' || items.length === 0) return current;
  let result: RepairOrderStatus = current;
  for (const [status, holds] of REPAIR_ORDER_RULES) if (holds(items)) result = status;
  if (result === 'New' && (current === 'BeingInspected' || current === 'WtngForAppr')) return current;
  return result;
};

const ESTIMATE_RULES: readonly Rule<EstimateStatus>[] = [
  ['Cancelled', any('Cancelled')],
  ['Declined', any('Declined')],
  ['Approved', any('Approved')],
  ['OnHold', any('OnHold')],
  ['WtngForAppr', any('WtngForAppr')],
  ['New', any('New')],
];

/** Estimate status from its items; New stays Supplementary if it was. A Converted estimate is not rolled up. */
export const estimateStatusFromItems = (current: EstimateStatus, items: readonly LineStatus[]): EstimateStatus => {
  if (current === 'Converted' || items.length === 0) return current;
  let result: EstimateStatus = current;
  for (const [status, holds] of ESTIMATE_RULES) if (holds(items)) result = status;
  return result === 'New' && current === 'Supplementary' ? 'Supplementary' : result;
};

export type PartProgress = {
  readonly OpId?: string | undefined;
  readonly Qty?: number | undefined;
  readonly RQty?: number | undefined;
  readonly IQty?: number | undefined;
  readonly Track?: string | undefined;
  readonly Sts?: LineStatus | undefined;
};

/** Labour statuses that follow parts progress; any other status is set by people and left alone. */
const PARTS_DRIVEN: readonly LineStatus[] = ['Approved', 'WtngForParts', 'PartsAvl', 'InProgress'];

const qty = (v: number | undefined): number => v ?? 0;

/**
 * Labour status from its parts (§4). The spec's sentence read literally would
 * call a line PartsAvl when nothing at all has been received; we read it as the
 * evident intent (docs/calculation-rules.md §10):
 * - InProgress if any tracked part has an issued quantity;
 * - WtngForParts if some part has been received but not every part in full;
 * - PartsAvl if every part is received in full (received = required);
 * - otherwise Approved (nothing received yet, or no parts).
 * A line a technician has started (it has a clock-on time) stays InProgress:
 * the parts can say work has begun, never that it has not.
 */
export const laborStatusFromParts = (
  labor: { readonly _id: string; readonly Sts?: LineStatus | undefined; readonly ClockOn?: string | undefined },
  parts: readonly PartProgress[],
): LineStatus => {
  const current = labor.Sts ?? 'New';
  if (!PARTS_DRIVEN.includes(current)) return current;
  // A technician started it (My Jobs keeps the clock): begun work stays begun, whatever the parts say.
  if (current === 'InProgress' && labor.ClockOn !== undefined && labor.ClockOn !== '') return 'InProgress';
  const own = parts.filter((p) => p.OpId === labor._id && p.Sts !== 'Cancelled' && p.Sts !== 'Declined');
  if (own.some((p) => p.Track !== undefined && p.Track !== '' && qty(p.IQty) > 0)) return 'InProgress';
  if (own.length === 0) return 'Approved';
  const anyReceived = own.some((p) => qty(p.RQty) > 0);
  const allReceived = own.every((p) => qty(p.RQty) >= qty(p.Qty ?? 1));
  if (allReceived && anyReceived) return 'PartsAvl';
  if (anyReceived) return 'WtngForParts';
  return 'Approved';
};
