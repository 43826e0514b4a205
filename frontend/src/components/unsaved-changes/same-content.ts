/**
 * Whether two request bodies say the same thing: the same keys with the same
 * values at every depth, whatever the keys' order, with a key whose value is
 * `undefined` taken as absent (it is not sent).
 */
export function sameContent(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameContent(item, b[i]))
    );
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
    return Number.isNaN(a) && Number.isNaN(b);
  const present = (o: object): string[] =>
    Object.entries(o).flatMap(([key, value]) => (value === undefined ? [] : [key]));
  const keys = present(a);
  if (keys.length !== present(b).length) return false;
  return keys.every((key) => sameContent((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}
