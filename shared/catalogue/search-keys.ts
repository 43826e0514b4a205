/**
 * Search-as-you-type keys for the catalogue (docs/catalogue.md §4).
 * The same functions build the index items written beside a record and the key
 * a search queries, so both sides always agree. A search needs one query on a
 * word-prefix key and at most one more on a code prefix: never a Scan.
 */

/** Shortest prefix indexed and searched (a search needs 2 characters). */
export const MIN_PREFIX = 2;
/** Longest prefix indexed; longer query words are cut to this and checked whole by the post-filter. */
export const MAX_PREFIX = 8;
/** Distinct words of a description that are indexed; later words only filter. */
export const MAX_INDEXED_WORDS = 12;

/** Words too common to narrow a search: not indexed, but still honoured by the post-filter. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'and',
  'the',
  'of',
  'for',
  'with',
  'from',
  'while',
  'when',
  'in',
  'on',
  'at',
  'to',
  'or',
  'by',
  'is',
]);

/** Lower-case words, accents removed, split on anything that is not a letter or digit. */
export const searchWords = (text: string): string[] =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);

/** A code without case, spaces or punctuation ('09 110-M 68K00' → '09110m68k00'). */
export const normaliseCode = (code: string): string => searchWords(code).join('');

/** Words of a description that get index keys: 2+ characters, not stop words, first MAX_INDEXED_WORDS distinct. */
export const indexedWords = (desc: string): string[] =>
  [...new Set(searchWords(desc).filter((w) => w.length >= MIN_PREFIX && !STOP_WORDS.has(w)))].slice(
    0,
    MAX_INDEXED_WORDS,
  );

/** Every distinct prefix (MIN_PREFIX..MAX_PREFIX characters) of every indexed word. */
export function descriptionKeys(desc: string): string[] {
  const keys = new Set<string>();
  for (const word of indexedWords(desc)) {
    for (let n = MIN_PREFIX; n <= Math.min(word.length, MAX_PREFIX); n++) keys.add(word.slice(0, n));
  }
  return [...keys];
}

/** One index item to write beside a record: W = word prefix (exact key), C = whole code (begins_with). */
export type SearchKey = { readonly field: 'W' | 'C'; readonly value: string };

/** Index items of a record: its description's word prefixes and each of its codes, normalised. */
export function recordSearchKeys(desc: string, codes: readonly string[] = []): SearchKey[] {
  const words = descriptionKeys(desc).map((value): SearchKey => ({ field: 'W', value }));
  const codeKeys = [...new Set(codes.map(normaliseCode).filter((c) => c.length >= MIN_PREFIX))];
  return [...words, ...codeKeys.map((value): SearchKey => ({ field: 'C', value }))];
}

/** The partition of a code item or code query: its first MIN_PREFIX characters. */
export const codePartition = (code: string): string => code.slice(0, MIN_PREFIX);

/**
 * Text stored on every index item for the post-filter: the words with a space
 * before each, so `contains(Norm, ' pad')` means "some word begins with pad".
 */
export const filterText = (desc: string): string => ` ${searchWords(desc).join(' ')}`;

/** What a search queries: a word-prefix key with words to post-filter, and/or a code prefix. */
export type SearchPlan = {
  readonly word?: { readonly key: string; readonly filters: readonly string[] };
  readonly code?: { readonly partition: string; readonly prefix: string };
};

/**
 * Plans the queries for a typed text. The word key is the prefix of the longest
 * word that is not a stop word (longer words are the rarer ones); the other words,
 * and the key word itself when it was cut, are post-filters. A code query runs
 * when the text holds a digit or no space, so 'brake pad' costs one query and
 * 'brake', 'ab-12' or '09 110-M' two.
 */
export function searchPlan(query: string): SearchPlan {
  const words = searchWords(query).filter((w) => w.length >= MIN_PREFIX);
  const candidates = words.filter((w) => !STOP_WORDS.has(w));
  const pool = candidates.length > 0 ? candidates : words;
  const longest = pool.reduce<string | undefined>(
    (best, w) => (best === undefined || w.length > best.length ? w : best),
    undefined,
  );
  let word: SearchPlan['word'];
  if (longest !== undefined) {
    const key = longest.slice(0, MAX_PREFIX);
    const filters = [...new Set(words.filter((w) => w !== longest || w.length > MAX_PREFIX))];
    word = { key, filters };
  }
  const prefix = normaliseCode(query);
  const code =
    prefix.length >= MIN_PREFIX && (!/\s/.test(query.trim()) || /\d/.test(prefix))
      ? { partition: codePartition(prefix), prefix }
      : undefined;
  return { ...(word ? { word } : {}), ...(code ? { code } : {}) };
}

/** The post-filter in full: every query word begins some word of the description. */
export function matchesWords(desc: string, query: string): boolean {
  const pool = searchWords(desc);
  const wanted = searchWords(query).filter((w) => w.length >= MIN_PREFIX);
  return wanted.length > 0 && wanted.every((q) => pool.some((w) => w.startsWith(q)));
}

/** Whether a record is an answer to a query, by words or by a code prefix. */
export function matchesRecord(desc: string, codes: readonly string[], query: string): boolean {
  const prefix = normaliseCode(query);
  return (
    matchesWords(desc, query) || (prefix.length >= MIN_PREFIX && codes.some((c) => normaliseCode(c).startsWith(prefix)))
  );
}
