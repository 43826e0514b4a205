import type { Paise } from '@shared/documents/money-math';
import { valueChangeSplit } from '@shared/purchasing/bill-figures';
import { ulid } from 'ulid';
import { tableName } from '../../lib/aws-clients';
import { balanceKey, movementPk } from '../inventory/inventory-keys';
import { BALANCE_MOVED, type Actor } from '../inventory/stock-writes';
import { batchGet } from '../table/batch-get';
import type { Write } from '../table/transact';

/**
 * A bill's price difference and landed cost carried to the stock value
 * (docs/purchasing.md §9.3): per item × warehouse, a value-only movement
 * (`Kind BillValue`, quantity 0) for the part of the change still on hand, and
 * the rest (stock already gone) to cost of goods. The balance is updated at the
 * `ver` read (its other fields kept: reservations, batches, a rebuild marker);
 * a lost race is `BALANCE_MOVED`, so the bill's writer reads again and decides
 * again. On a FIFO balance the change lands on the newest open layer (the
 * receipt billed is the newest still held).
 */

export const BILL_VALUE_KIND = 'BillValue';

export type StockValueChange = {
  ItemId: string;
  WhId: string;
  /** The receipt's quantity billed (thousandths) and the change of its value (paise). */
  QtyM: number;
  changeP: Paise;
  LineId: string;
};

type Layer = { Qty: number; ValueP: Paise };
type Balance = { pk: string; sk: string; OnHand: number; ValueP: Paise; Seq: number; ver: number; Layers?: Layer[] };

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
): Promise<StockValuePlan> {
  // One movement per item × warehouse: lines of one item are joined first.
  const joined = new Map<string, StockValueChange>();
  for (const c of changes) {
    const id = `${c.ItemId}|${c.WhId}`;
    const had = joined.get(id);
    joined.set(id, had ? { ...had, QtyM: had.QtyM + c.QtyM, changeP: had.changeP + c.changeP } : c);
  }
  const list = [...joined.values()].filter((c) => c.changeP !== 0);
  const balances = await batchGet<Balance>(
    list.map((c) => balanceKey(orgId, entId, c.ItemId, c.WhId)),
    true,
  );
  let stockP = 0;
  let cogsP = 0;
  const moves = list.flatMap((c, i) => {
    const b = balances[i];
    const newest = b?.Layers?.[b.Layers.length - 1];
    // A decrease never takes the balance (or a FIFO balance's newest layer) below zero.
    const floor = b?.Layers ? (newest?.ValueP ?? 0) : (b?.ValueP ?? 0);
    const split = valueChangeSplit(c.changeP, c.QtyM, b?.OnHand ?? 0, floor);
    stockP += split.stockP;
    cogsP += split.cogsP;
    return b && split.stockP !== 0 ? [{ c, b, valueP: split.stockP }] : [];
  });
  const writes = (actor: Actor, at: string, num: string): Write[] =>
    moves.flatMap(({ c, b, valueP }) => {
      const MovId = ulid();
      const BalP = b.ValueP + valueP;
      const Seq = (b.Seq ?? 0) + 1;
      const layers = b.Layers?.map((l, i, all) => (i === all.length - 1 ? { ...l, ValueP: l.ValueP + valueP } : l));
      const movement: Write = {
        item: {
          Put: {
            TableName: tableName(),
            Item: {
              pk: movementPk(orgId, entId, c.ItemId),
              sk: MovId,
              type: 'StockMovement',
              MovId,
              ItemId: c.ItemId,
              WhId: c.WhId,
              Kind: BILL_VALUE_KIND,
              Qty: 0,
              UnCostP: 0,
              ValueP: valueP,
              OnHand: b.OnHand,
              BalP,
              Seq,
              DocType: 'Bill',
              DocId: docId,
              LineId: c.LineId,
              DocNum: num,
              By: actor.userId,
              ...(actor.userName ? { ByName: actor.userName } : {}),
              At: at,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      };
      const balance: Write = {
        item: {
          Update: {
            TableName: tableName(),
            Key: { pk: b.pk, sk: b.sk },
            UpdateExpression: `SET #v = :v, #seq = :seq, #ver = :next, #up = :at${layers ? ', #layers = :layers' : ''}`,
            ConditionExpression: '#ver = :ver',
            ExpressionAttributeNames: {
              '#v': 'ValueP',
              '#seq': 'Seq',
              '#ver': 'ver',
              '#up': 'UpDt',
              ...(layers ? { '#layers': 'Layers' } : {}),
            },
            ExpressionAttributeValues: {
              ':v': BalP,
              ':seq': Seq,
              ':next': b.ver + 1,
              ':ver': b.ver,
              ':at': at,
              ...(layers ? { ':layers': layers } : {}),
            },
          },
        },
        conflict: BALANCE_MOVED,
      };
      return [movement, balance];
    });
  return { stockP, cogsP, writes };
}
