import { ApiError, ErrorCode } from '@shared/api/errors';
import type { Paise } from '@shared/documents/money-math';
import { valueChangeSplit } from '@shared/purchasing/bill-figures';
import { balanceKey } from '../inventory/inventory-keys';
import type { BalanceRecord } from '../inventory/stock-records';
import {
  BALANCE_MOVED,
  movementWrites,
  valueMovements,
  type Actor,
  type PlannedMovement,
} from '../inventory/stock-writes';
import { batchGet } from '../table/batch-get';
import type { Write } from '../table/transact';

/**
 * A bill's price difference and landed cost carried to the stock value
 * (docs/purchasing.md §9.3): per item × warehouse, a value-only movement
 * (`Kind BillValue`, quantity 0, through the stock writes like every movement)
 * for the part of the change still on hand, and the rest (stock already gone)
 * to cost of goods. The split is decided on the balances the movements are
 * valued against: if one moved between the two reads, the bill's writer reads
 * again (`BALANCE_MOVED`).
 */

export const BILL_VALUE_KIND = 'BillValue';

export type StockValueChange = {
  ItemId: string;
  WhId: string;
  PCode?: string | undefined;
  Desc: string;
  UoM?: string | undefined;
  /** The receipt's quantity billed (thousandths) and the change of its value (paise). */
  QtyM: number;
  changeP: Paise;
  LineId: string;
};

export type StockValuePlan = {
  stockP: Paise;
  cogsP: Paise;
  writes: (actor: Actor, at: string, num: string) => Write[];
};

export async function planStockValue(
  orgId: string,
  entId: string,
  docId: string,
  changes: readonly StockValueChange[],
  /** The document the movements are of: a bill, or a vendor note reducing it (docs/purchase-returns.md §4). */
  doc: { DocType: string; Kind: string } = { DocType: 'Bill', Kind: BILL_VALUE_KIND },
): Promise<StockValuePlan> {
  // One movement per item × warehouse (a transaction writes a balance once): lines of one item are joined first.
  const joined = new Map<string, StockValueChange>();
  for (const c of changes) {
    const id = `${c.ItemId}|${c.WhId}`;
    const had = joined.get(id);
    joined.set(id, had ? { ...had, QtyM: had.QtyM + c.QtyM, changeP: had.changeP + c.changeP } : c);
  }
  const list = [...joined.values()].filter((c) => c.changeP !== 0);
  const balances = await batchGet<BalanceRecord>(
    list.map((c) => balanceKey(orgId, entId, c.ItemId, c.WhId)),
    true,
  );
  let stockP = 0;
  let cogsP = 0;
  const moves: PlannedMovement[] = [];
  const read: (number | undefined)[] = [];
  list.forEach((c, i) => {
    const b = balances[i];
    // A decrease never takes the balance (or a FIFO balance's newest layer) below zero.
    const floor = b?.Layers ? (b.Layers[b.Layers.length - 1]?.ValueP ?? 0) : (b?.ValueP ?? 0);
    const split = valueChangeSplit(c.changeP, c.QtyM, b?.OnHand ?? 0, floor);
    stockP += split.stockP;
    cogsP += split.cogsP;
    if (split.stockP === 0) return;
    read.push(b?.ver);
    moves.push({
      ItemId: c.ItemId,
      WhId: c.WhId,
      PCode: c.PCode,
      Desc: c.Desc,
      UoM: c.UoM,
      Kind: doc.Kind,
      Qty: 0,
      ValueP: split.stockP,
      source: { DocType: doc.DocType, DocId: docId, LineId: c.LineId },
    });
  });
  const plan = moves.length > 0 ? await valueMovements(orgId, entId, moves) : undefined;
  // The split was decided on the first read: a balance that moved since is decided again.
  if (plan?.balances.some((b, i) => b?.ver !== read[i])) throw new ApiError(ErrorCode.Conflict, BALANCE_MOVED);
  return {
    stockP,
    cogsP,
    writes: (actor, at, num) => (plan ? movementWrites(plan, actor, at, num) : []),
  };
}
