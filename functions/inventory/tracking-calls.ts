import type { inventoryTrackingRoutes } from '@shared/api/routes/inventory-tracking';
import { addDays } from '@shared/appointments/appointment-rules';
import { fromScaled, QTY_DIGITS } from '@shared/documents/money-math';
import { fefoOrder, isExpired } from '@shared/inventory/tracking';
import type { BatchRow, ExpiringRow } from '@shared/inventory/tracking-schemas';
import { batchGet } from '../data/table/batch-get';
import { balanceKey } from '../data/inventory/inventory-keys';
import type { BalanceRecord } from '../data/inventory/stock-records';
import { listExpiringBatches, readItemTracking } from '../data/inventory/tracking-repo';
import type { BatchRecord } from '../data/inventory/tracking-writes';
import { branchNow, serviceContext } from '../lib/branch-context';
import type { Call } from '../lib/http/call';
import { trackedItems } from './item-tracking';

/**
 * Batches and serials of the branch (docs/inventory-batches.md §8): one item's
 * (the item screen, and the forms that ask which batch or serial), and the
 * batches expiring soon (the expiring batches report).
 */

type Routes = typeof inventoryTrackingRoutes;

const batchRow = (b: BatchRecord, today: string): BatchRow => ({
  ItemId: b.ItemId,
  WhId: b.WhId,
  Batch: b.Batch,
  ...(b.Exp ? { Exp: b.Exp } : {}),
  OnHand: fromScaled(b.OnHand, QTY_DIGITS),
  Expired: isExpired(b.Exp, today),
});

/** GET Inventory/Items/{Id}/Batches: the item's batches with stock (earliest expiry first) and its serial numbers. */
export async function readItemBatches(call: Call<Routes['itemTracking']>) {
  const { orgId, entityId } = call.session;
  const today = branchNow(serviceContext(call.session)).date;
  const [tracked, held] = await Promise.all([
    trackedItems(call.session, [call.params.Id]),
    readItemTracking(orgId, entityId, call.params.Id),
  ]);
  const Track = tracked.get(call.params.Id);
  return {
    ItemId: call.params.Id,
    ...(Track ? { Track } : {}),
    Batches: fefoOrder(held.batches).map((b) => batchRow(b, today)),
    // In stock first, then where the others went; by number within each.
    Serials: [...held.serials]
      .sort((a, b) => Number(b.Sts === 'InStock') - Number(a.Sts === 'InStock') || a.Serial.localeCompare(b.Serial))
      .map((s) => ({
        Serial: s.Serial,
        WhId: s.WhId,
        Sts: s.Sts,
        DocType: s.DocType,
        DocId: s.DocId,
        ...(s.DocNum ? { DocNum: s.DocNum } : {}),
        UpDt: s.UpDt,
      })),
  };
}

/** GET Inventory/Batches/Expiring: batches expiring by `Through` (30 days ahead by default), soonest first, with their item. */
export async function searchExpiringBatches(call: Call<Routes['expiringBatches']>) {
  const { orgId, entityId } = call.session;
  const today = branchNow(serviceContext(call.session)).date;
  const page = await listExpiringBatches(orgId, entityId, {
    through: call.query.Through ?? addDays(today, 30),
    limit: call.query.Limit,
    cursor: call.query.Cursor,
  });
  // The item's code and description ride on its balance (one BatchGetItem for the page).
  const balances = await batchGet<BalanceRecord>(page.items.map((b) => balanceKey(orgId, entityId, b.ItemId, b.WhId)));
  const Items: ExpiringRow[] = page.items.map((b, i) => {
    const balance = balances[i];
    return {
      ...batchRow(b, today),
      ...(balance?.PCode ? { PCode: balance.PCode } : {}),
      ...(balance?.Desc ? { Desc: balance.Desc } : {}),
    };
  });
  return { Items, ...(page.next ? { Next: page.next } : {}) };
}

export const trackingCalls = { itemTracking: readItemBatches, expiringBatches: searchExpiringBatches };
