import type { Key } from '../table/keys';
import type { Write } from '../table/transact';
import type { BalanceRecord } from './stock-records';
import type { ValuedPlan } from './stock-writes';

/**
 * Two plans of movements in ONE transaction that may move the same balance
 * (a sales receipt re-opened: its stock back, then the new lines out, docs/sales.md
 * §13). DynamoDB takes one write per item in a transaction, so the second plan is
 * valued against the balances as the first leaves them (`balancesAfter`, given to
 * `valueMovements` as `after`) and only its balance write is kept, at the `ver`
 * the first plan read (`chainedWrites`): both movements are appended, each with
 * its own `Seq`, and the balance ends as the second leaves it.
 */

const sameKey = (a: Key | undefined, b: Key | undefined): boolean => !!a && !!b && a.pk === b.pk && a.sk === b.sk;

/** The balances at `keys` as read, those the first plan moves replaced by what it leaves them at. */
export function balancesAfter(
  first: ValuedPlan,
  keys: readonly Key[],
  read: readonly (BalanceRecord | undefined)[],
): (BalanceRecord | undefined)[] {
  return keys.map((key, i) => {
    const j = first.keys.findIndex((k) => sameKey(k, key));
    const before = first.balances[j];
    const valued = first.valued[j];
    if (j < 0 || !valued) return read[i];
    const { Layers: _old, ...rest } = before ?? ({ ...key, Seq: 0 } as BalanceRecord);
    return {
      ...rest,
      OnHand: valued.OnHand,
      ValueP: valued.BalP,
      ...(valued.Layers ? { Layers: valued.Layers } : {}),
      Seq: (before?.Seq ?? 0) + 1,
      // The condition the second plan's write carries: the `ver` the first read (absent: a new balance).
      ver: before?.ver as number,
    };
  });
}

/** The keys of both plans' balances, and the batches or serials both would write (refused by the caller). */
export const sharedKeys = (first: ValuedPlan, second: Pick<ValuedPlan, 'keys'>): Key[] =>
  second.keys.filter((k) => first.keys.some((f) => sameKey(f, k)));

const balanceKeyOf = (write: Write): Key | undefined => {
  const item = write.item.Put?.Item as { pk?: string; sk?: string; type?: string } | undefined;
  return item?.type === 'StockBalance' && item.pk && item.sk ? { pk: item.pk, sk: item.sk } : undefined;
};

/** The first plan's writes without the balance writes the second plan's supersede, then the second's. */
export function chainedWrites(
  firstWrites: readonly Write[],
  second: ValuedPlan,
  secondWrites: readonly Write[],
): Write[] {
  const superseded = (w: Write) => second.keys.some((k) => sameKey(k, balanceKeyOf(w)));
  return [...firstWrites.filter((w) => !superseded(w)), ...secondWrites];
}
