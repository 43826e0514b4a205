import { mulDivFloor, type Paise } from './money-math';

/**
 * Largest-remainder apportionment (docs/calculation-rules.md §3).
 *
 * Each weight gets floor(total × weight / Σweights); the paise still missing go
 * one each to the largest remainders. Equal remainders are broken by key, not
 * by position, so the result does not depend on the order of the lines. The
 * shares always add up to `total` exactly, and no share exceeds its weight while
 * `total` ≤ Σweights.
 */
export type Weighted = { readonly key: string; readonly weight: number };

export const apportion = (total: Paise, items: readonly Weighted[]): Paise[] => {
  const shares = new Array<number>(items.length).fill(0);
  if (total === 0 || items.length === 0) return shares;
  let sum = 0;
  for (const it of items) {
    if (it.weight < 0 || !Number.isSafeInteger(it.weight))
      throw new RangeError('Weights must be non-negative integers.');
    sum += it.weight;
  }
  if (sum === 0) throw new RangeError('Cannot apportion over zero weight.');
  if (total < 0 || total > sum)
    throw new RangeError('The amount to apportion must be between zero and the total weight.');
  const remainders = new Array<number>(items.length);
  let given = 0;
  for (let i = 0; i < items.length; i++) {
    const { q, r } = mulDivFloor(total, (items[i] as Weighted).weight, sum);
    shares[i] = q;
    remainders[i] = r;
    given += q;
  }
  let left = total - given;
  if (left === 0) return shares;
  const order = items.map((_, i) => i);
  order.sort((a, b) => {
    const d = (remainders[b] as number) - (remainders[a] as number);
    if (d !== 0) return d;
    const ka = (items[a] as Weighted).key;
    const kb = (items[b] as Weighted).key;
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  });
  for (const i of order) {
    if (left === 0) break;
    shares[i] = (shares[i] as number) + 1;
    left -= 1;
  }
  return shares;
};
