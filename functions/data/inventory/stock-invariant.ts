import { layersAgree } from '@shared/inventory/fifo';
import { BALANCE_PREFIX, stockPk } from './inventory-keys';
import { allMovements } from './stock-repo';
import type { BalanceRecord, MovementRecord } from './stock-records';
import { queryAll } from '../table/query-all';
import { readBranchTracking, trackingBreaches, type TrackingBreach } from './tracking-invariant';

/**
 * The stock invariant of docs/inventory.md §3, checked over a whole branch: for
 * every item and warehouse, the movements' quantities add up to the balance's
 * on hand and their values to its value, and the last movement records the
 * balance it left; a FIFO balance's open layers add up to it, and so do the
 * layers each movement found to the balance before it (§4). Not on a request path: the inventory bench runs it after its
 * races, and tests after theirs. Reads every balance of the branch (I3's
 * partition) and each stocked item's history (I4), a few items at a time.
 */

export type StockBreach = {
  ItemId: string;
  WhId: string;
  balance: { OnHand: number; ValueP: number };
  movements: { OnHand: number; ValueP: number; count: number };
  /** The FIFO layers that do not add up: the balance's own, or the ones a movement found (its id). */
  layers?: 'balance' | string;
};

export type StockCheck = {
  balances: number;
  movements: number;
  breaches: StockBreach[];
  /** Balances with on hand or value below zero: none may exist (§3 'Never below zero'). */
  belowZero: BalanceRecord[];
  /** Batches and serials that disagree with their movements or their balance (docs/inventory-batches.md §7). */
  tracking: TrackingBreach[];
};

/** Items read side by side: enough to keep DynamoDB busy, few enough for a shared two-core machine. */
const AT_ONCE = 8;

export async function checkStockInvariant(orgId: string, entId: string): Promise<StockCheck> {
  const balances = await queryAll<BalanceRecord>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': stockPk(orgId, entId), ':prefix': BALANCE_PREFIX },
    ConsistentRead: true,
  });
  const byItem = new Map<string, BalanceRecord[]>();
  for (const b of balances) byItem.set(b.ItemId, [...(byItem.get(b.ItemId) ?? []), b]);

  const breaches: StockBreach[] = [];
  const tracked = await readBranchTracking(orgId, entId);
  const tracking: TrackingBreach[] = [];
  let movements = 0;
  const items = [...byItem.keys()];
  for (let i = 0; i < items.length; i += AT_ONCE) {
    const histories = await Promise.all(
      items.slice(i, i + AT_ONCE).map(async (itemId) => [itemId, await allMovements(orgId, entId, itemId)] as const),
    );
    for (const [itemId, history] of histories) {
      movements += history.length;
      for (const balance of byItem.get(itemId) ?? []) {
        const own = history.filter((m) => m.WhId === balance.WhId);
        const breach = compare(balance, own);
        if (breach) breaches.push(breach);
        tracking.push(...trackingBreaches(balance, own, tracked));
      }
    }
  }
  const belowZero = balances.filter((b) => b.OnHand < 0 || b.ValueP < 0);
  return { balances: balances.length, movements, breaches, belowZero, tracking };
}

function compare(balance: BalanceRecord, history: readonly MovementRecord[]): StockBreach | undefined {
  const OnHand = history.reduce((sum, m) => sum + m.Qty, 0);
  const ValueP = history.reduce((sum, m) => sum + m.ValueP, 0);
  // Seq counts a balance's movements: the highest is the last, and it recorded the balance it left.
  const last = history.reduce<MovementRecord | undefined>(
    (a, m) => (a === undefined || m.Seq > a.Seq ? m : a),
    undefined,
  );
  const lastAgrees = last === undefined || (last.OnHand === balance.OnHand && last.BalP === balance.ValueP);
  const layers = layersBreach(balance, history);
  if (OnHand === balance.OnHand && ValueP === balance.ValueP && lastAgrees && !layers) return undefined;
  return {
    ...(layers ? { layers } : {}),
    ItemId: balance.ItemId,
    WhId: balance.WhId,
    balance: { OnHand: balance.OnHand, ValueP: balance.ValueP },
    movements: { OnHand, ValueP, count: history.length },
  };
}

/** Where FIFO layers fail to add up: the balance's, or the first movement whose layers found disagree with its before. */
function layersBreach(balance: BalanceRecord, history: readonly MovementRecord[]): string | undefined {
  if (!layersAgree(balance)) return 'balance';
  const wrong = history.find(
    (m) => !layersAgree({ OnHand: m.OnHand - m.Qty, ValueP: m.BalP - m.ValueP, Layers: m.LayersBefore }),
  );
  return wrong?.MovId;
}
