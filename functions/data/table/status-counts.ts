import { tableName } from '../../lib/aws-clients';
import type { Key } from './keys';
import type { TransactItem, Write } from './transact';

/**
 * Records moving between statuses: out of `from` (absent for a creation), into
 * `to` (absent for a removal), `n` of them (default 1).
 */
export type StatusMove = { from?: string | undefined; to?: string | undefined; n?: number };

/**
 * The one Update that moves a count item's per-status counts (dashboard Counts,
 * docs/data-model.md): `ADD` keeps concurrent writers' counts exact without
 * reading the item. All moves go into ONE update, as a transaction may touch an
 * item once; undefined when the moves cancel out. One item holds every status
 * of its dashboard, a number attribute each: a nested `ADD #c.#status` would
 * need the map to exist first, and an item's first ADD creates it. With `index`
 * the item also carries its GSI keys (set on every update: idempotent), so it
 * sits in its dashboard's partition and the first page reads it with the rows
 * (docs/data-model-documents.md D2a).
 */
export function addToStatusCounts(
  key: Key,
  moves: readonly StatusMove[],
  index?: { gsi1pk: string; gsi1sk: string },
): TransactItem | undefined {
  const delta = new Map<string, number>();
  for (const { from, to, n = 1 } of moves) {
    if (from === to) continue;
    if (from !== undefined) delta.set(from, (delta.get(from) ?? 0) - n);
    if (to !== undefined) delta.set(to, (delta.get(to) ?? 0) + n);
  }
  const changes = [...delta].filter(([, n]) => n !== 0);
  if (changes.length === 0) return undefined;
  const names: Record<string, string> = {};
  const values: Record<string, number | string> = {};
  changes.forEach(([status, n], i) => {
    names[`#c${i}`] = status;
    values[`:c${i}`] = n;
  });
  if (index) {
    Object.assign(names, { '#ipk': 'gsi1pk', '#isk': 'gsi1sk' });
    Object.assign(values, { ':ipk': index.gsi1pk, ':isk': index.gsi1sk });
  }
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: `${index ? 'SET #ipk = :ipk, #isk = :isk ' : ''}ADD ${changes.map((_, i) => `#c${i} :c${i}`).join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/** A count item's ADD as the moves that make it, so several changes of one transaction can share it. */
export type StatusCounts = {
  key: Key;
  moves: readonly StatusMove[];
  index?: { gsi1pk: string; gsi1sk: string } | undefined;
};

/**
 * Joins the count writes of one item into one (a transaction may touch an item
 * once: a payment closing three invoices of a branch, drafts generated
 * together, an estimate converted into an order each move counts), in the
 * place of the first; a join whose moves cancel out is dropped. Other writes
 * keep their order.
 */
export function joinStatusCounts<W extends Write>(writes: readonly W[]): W[] {
  const byItem = new Map<string, W[]>();
  for (const w of writes) {
    if (!w.counts) continue;
    const id = `${w.counts.key.pk}|${w.counts.key.sk}`;
    byItem.set(id, [...(byItem.get(id) ?? []), w]);
  }
  if ([...byItem.values()].every((group) => group.length === 1)) return [...writes];
  const out: W[] = [];
  for (const w of writes) {
    if (!w.counts) {
      out.push(w);
      continue;
    }
    const group = byItem.get(`${w.counts.key.pk}|${w.counts.key.sk}`) ?? [w];
    if (group[0] !== w) continue;
    const counts = { ...w.counts, moves: group.flatMap((g) => g.counts?.moves ?? []) };
    const item = addToStatusCounts(counts.key, counts.moves, counts.index);
    if (item) out.push({ ...w, item, counts });
  }
  return out;
}
