import { InventoryMessages } from '@shared/inventory/inventory-messages';
import type { Paise } from '@shared/documents/money-math';
import { valueOutAtCost } from '@shared/purchasing/return-figures';
import { balanceKey } from '../inventory/inventory-keys';
import {
  MovementRefused,
  readWithMethod,
  type PlannedMovement,
  type ValuedMovement,
  type ValuedPlan,
} from '../inventory/stock-writes';
import { planTracking } from '../inventory/tracking-writes';

/**
 * The stock a purchase return takes out (docs/purchase-returns.md §4): the
 * balances and the batches or serials read as every stock writer reads them
 * (one BatchGetItem with the branch's valuation method), each movement valued
 * at its receive's cost (`valueOutAtCost`) instead of today's average, and the
 * plan handed to the ordinary `movementWrites`, so the movements, balances,
 * batches and serials are written, and raced, as every other movement's.
 */

export type ReturnMove = PlannedMovement & { costP: Paise };

export async function planReturnStock(orgId: string, entId: string, moves: readonly ReturnMove[]): Promise<ValuedPlan> {
  const keys = moves.map((m) => balanceKey(orgId, entId, m.ItemId, m.WhId));
  const [[method, ...balances], tracking] = await Promise.all([
    readWithMethod(orgId, entId, keys),
    planTracking(orgId, entId, moves),
  ]);
  const valued = moves.map((move, i): ValuedMovement => {
    const b = balances[i];
    const state = { OnHand: b?.OnHand ?? 0, ValueP: b?.ValueP ?? 0, Layers: b?.Layers };
    const out = valueOutAtCost(state, -move.Qty, move.costP, method);
    if (!out.ok) throw new MovementRefused(i, InventoryMessages.insufficientQuantity);
    return {
      UnCostP: out.UnCostP,
      ValueP: out.ValueP,
      OnHand: out.after.OnHand,
      BalP: out.after.ValueP,
      Layers: out.after.Layers,
      LayersBefore: b?.Layers,
      Val: method,
    };
  });
  return { orgId, entId, moves, keys, balances, valued, tracking };
}
