import { stockPk } from './inventory-keys';
import type { BalanceRecord, MovementRecord } from './stock-records';
import type { BatchRecord, SerialRecord } from './tracking-writes';
import { queryAll } from '../table/query-all';

/**
 * The batch and serial part of the stock invariant (docs/inventory-batches.md
 * §7), checked with the balances' (stock-invariant.ts): every batch holds what
 * its movements put in and took out, none below zero; for a balance whose every
 * movement names batches, its batches add up to its on hand; for one whose every
 * movement names serials, as many serials are in stock there as it has units.
 */

export type TrackingBreach = {
  ItemId: string;
  WhId: string;
  Batch?: string;
  what: 'batch' | 'batches' | 'serials';
  expected: number;
  found: number;
};

export type BranchTracking = { batches: BatchRecord[]; serials: SerialRecord[] };

/** Every batch and serial record of the branch (two Queries of its stock partition; not on a request path). */
export async function readBranchTracking(orgId: string, entId: string): Promise<BranchTracking> {
  const all = <T>(prefix: string) =>
    queryAll<T>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': stockPk(orgId, entId), ':prefix': prefix },
      ConsistentRead: true,
    });
  const [batches, serials] = await Promise.all([all<BatchRecord>('BATCH#'), all<SerialRecord>('SERIAL#')]);
  return { batches, serials };
}

/** The breaches of one balance against its movements (`history`: that item × warehouse's) and the branch's records. */
export function trackingBreaches(
  balance: BalanceRecord,
  history: readonly MovementRecord[],
  tracking: BranchTracking,
): TrackingBreach[] {
  const at = { ItemId: balance.ItemId, WhId: balance.WhId };
  const mine = <T extends { ItemId: string; WhId: string }>(list: readonly T[]) =>
    list.filter((r) => r.ItemId === balance.ItemId && r.WhId === balance.WhId);
  const batches = mine(tracking.batches);
  const breaches: TrackingBreach[] = [];
  const moved = new Map<string, number>();
  for (const m of history) for (const b of m.Batches ?? []) moved.set(b.Batch, (moved.get(b.Batch) ?? 0) + b.Qty);
  for (const name of new Set([...moved.keys(), ...batches.map((b) => b.Batch)])) {
    const found = batches.find((b) => b.Batch === name)?.OnHand ?? 0;
    const expected = moved.get(name) ?? 0;
    if (found !== expected || found < 0) breaches.push({ ...at, Batch: name, what: 'batch', expected, found });
  }
  if (history.length > 0 && history.every((m) => m.Batches)) {
    const found = batches.reduce((sum, b) => sum + b.OnHand, 0);
    if (found !== balance.OnHand) breaches.push({ ...at, what: 'batches', expected: balance.OnHand, found });
  }
  if (history.length > 0 && history.every((m) => m.Serials)) {
    const found = mine(tracking.serials).filter((s) => s.Sts === 'InStock').length * 1000;
    if (found !== balance.OnHand) breaches.push({ ...at, what: 'serials', expected: balance.OnHand, found });
  }
  return breaches;
}
