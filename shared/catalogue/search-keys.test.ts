import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  descriptionKeys,
  MAX_INDEXED_WORDS,
  MAX_PREFIX,
  matchesRecord,
  matchesWords,
  normaliseCode,
  recordSearchKeys,
  searchPlan,
  searchWords,
  STOP_WORDS,
  type SearchKey,
} from './search-keys';
import { SEED_COMPLAINTS, SEED_OPERATIONS, SEED_PARTS } from './seed';

type Rec = { id: string; desc: string; codes: string[] };

/** An in-memory stand-in for the index items: key → record ids, as the data layer would write them. */
function buildIndex(records: readonly Rec[]) {
  const words = new Map<string, Set<string>>();
  const codes: { code: string; id: string }[] = [];
  for (const r of records) {
    for (const k of recordSearchKeys(r.desc, r.codes)) {
      if (k.field === 'W') words.set(k.value, (words.get(k.value) ?? new Set()).add(r.id));
      else codes.push({ code: k.value, id: r.id });
    }
  }
  const byId = new Map(records.map((r) => [r.id, r]));
  /** One exact-key query, one begins_with query at most, then the post-filter. */
  return (query: string): Set<string> => {
    const plan = searchPlan(query);
    const found = new Set<string>();
    if (plan.word) {
      for (const id of words.get(plan.word.key) ?? []) {
        const r = byId.get(id);
        if (r && plan.word.filters.every((w) => ` ${searchWords(r.desc).join(' ')}`.includes(` ${w}`))) found.add(id);
      }
    }
    if (plan.code) {
      const { partition, prefix } = plan.code;
      for (const c of codes) if (c.code.startsWith(partition) && c.code.startsWith(prefix)) found.add(c.id);
    }
    return found;
  };
}

const seedRecords: Rec[] = [
  ...SEED_PARTS.map((p) => ({ id: p._id, desc: p.Desc, codes: [p.PCode] })),
  ...SEED_OPERATIONS.map((o) => ({ id: o._id, desc: o.Desc, codes: [o.OpCode] })),
  ...SEED_COMPLAINTS.map((c) => ({ id: c._id, desc: c.Desc, codes: [] })),
];
const search = buildIndex(seedRecords);

describe('search-as-you-type keys', () => {
  it('word prefixes: lower case, punctuation split, 2..MAX_PREFIX characters, stop words left out', () => {
    expect(descriptionKeys('Noise from front suspension while braking')).toEqual([
      'no',
      'noi',
      'nois',
      'noise',
      'fr',
      'fro',
      'fron',
      'front',
      'su',
      'sus',
      'susp',
      'suspe',
      'suspen',
      'suspens',
      'suspensi',
      'br',
      'bra',
      'brak',
      'braki',
      'brakin',
      'braking',
    ]);
    expect(descriptionKeys('Tyre 185/65 R15, tubeless')).toEqual([
      'ty',
      'tyr',
      'tyre',
      '18',
      '185',
      '65',
      'r1',
      'r15',
      'tu',
      'tub',
      'tube',
      'tubel',
      'tubele',
      'tubeles',
      'tubeless',
    ]);
    expect(descriptionKeys('A/C')).toEqual([]);
  });

  it('codes lose case, spaces and punctuation', () => {
    expect(normaliseCode('09 110-M 68K00')).toBe('09110m68k00');
    expect(normaliseCode('45022-TG0-A00')).toBe('45022tg0a00');
    expect(recordSearchKeys('Oil filter', ['16510M52R00', '16510-m52r00'])).toContainEqual<SearchKey>({
      field: 'C',
      value: '16510m52r00',
    });
    expect(recordSearchKeys('Oil filter', ['16510M52R00', '16510-m52r00']).filter((k) => k.field === 'C')).toHaveLength(
      1,
    );
  });

  it('plans: longest non-stop word is the key, the rest filter; codes when a digit or one word', () => {
    expect(searchPlan('front bumper')).toEqual({ word: { key: 'bumper', filters: ['front'] } });
    expect(searchPlan('brake')).toEqual({
      word: { key: 'brake', filters: [] },
      code: { partition: 'br', prefix: 'brake' },
    });
    expect(searchPlan('noise from suspension')).toEqual({
      word: { key: 'suspensi', filters: ['noise', 'from', 'suspension'] },
    });
    expect(searchPlan('09 110-M')).toMatchObject({ code: { partition: '09', prefix: '09110m' } });
    expect(searchPlan('in')).toEqual({ word: { key: 'in', filters: [] }, code: { partition: 'in', prefix: 'in' } });
    expect(searchPlan(' - ')).toEqual({});
    expect(searchPlan('x')).toEqual({});
  });

  it('finds seeded records by two words, by a part code typed loosely, by an op code', () => {
    const ids = (q: string) => [...search(q)];
    const pads = ids('front brake pad');
    expect(pads.length).toBeGreaterThanOrEqual(9);
    for (const id of pads) expect(seedRecords.find((r) => r.id === id)?.desc.toLowerCase()).toContain('brake pad');
    expect(ids('brake pad swift').map((id) => seedRecords.find((r) => r.id === id)?.desc)).toEqual([
      'Front brake pad set - Swift',
    ]);
    expect(ids('Brake-Pad')).toEqual(pads.length > 0 ? expect.arrayContaining(pads) : []);
    expect(ids('16510 m52r')).toEqual(['PRT0001']);
    expect(ids('br-00')).toHaveLength(9);
    expect(ids('noise brak').map((id) => seedRecords.find((r) => r.id === id)?.desc)).toContain(
      'Noise from front suspension while braking',
    );
  });

  it('property: any word prefix of 2+ characters of a seeded description finds the record', () => {
    const words = seedRecords.flatMap((r) =>
      searchWords(r.desc)
        .filter((w) => w.length >= 2 && !STOP_WORDS.has(w))
        .map((w) => ({ r, w })),
    );
    fc.assert(
      fc.property(fc.constantFrom(...words), fc.integer({ min: 2, max: 20 }), ({ r, w }, n) => {
        const prefix = w.slice(0, n);
        expect(search(prefix).has(r.id)).toBe(true);
        expect(search(prefix.toUpperCase()).has(r.id)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('property: any description; every prefix of every indexed word, with another word, finds it', () => {
    const word = fc.stringMatching(/^[a-z0-9]{1,14}$/);
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 10 }),
        fc.nat(),
        fc.nat(),
        fc.integer({ min: 2, max: 16 }),
        (ws, i, j, n) => {
          const desc = ws.join(i % 2 === 0 ? ' ' : ', ');
          const candidates = searchWords(desc)
            .filter((w) => w.length >= 2 && !STOP_WORDS.has(w))
            .slice(0, MAX_INDEXED_WORDS);
          fc.pre(candidates.length > 0);
          const a = candidates[i % candidates.length] ?? '';
          // The other word is indexed too: words after the MAX_INDEXED_WORDS-th only filter (docs/catalogue.md §4).
          const b = candidates[j % candidates.length] ?? '';
          const query = `${a.slice(0, n)} ${b}`;
          expect(buildIndex([{ id: 'X', desc, codes: [] }])(query).has('X')).toBe(true);
          expect(matchesWords(desc, query)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('property: a code prefix is found whatever spaces, hyphens or case are typed', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z0-9]{4,14}$/),
        fc.integer({ min: 2, max: 14 }),
        fc.constantFrom(' ', '-', '.', '/'),
        (code, n, sep) => {
          const typed = code.slice(0, n).toLowerCase().split('').join(sep);
          // Typed with spaces, a text is read as a code only when it holds a digit ('brake pad' is words).
          fc.pre(sep !== ' ' || /\d/.test(typed));
          const index = buildIndex([{ id: 'P', desc: 'Some part', codes: [code] }]);
          expect(index(typed).has('P')).toBe(true);
          expect(matchesRecord('Some part', [code], typed)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('fan-out per record stays bounded', () => {
    const longest = 'abcdefghijklmnop '.repeat(20) + Array.from({ length: 20 }, (_, i) => `word${i}xxxxxxxx`).join(' ');
    expect(recordSearchKeys(longest, ['A1', 'B2']).length).toBeLessThanOrEqual(
      MAX_INDEXED_WORDS * (MAX_PREFIX - 1) + 2,
    );
    for (const r of seedRecords) {
      const distinct = new Set(searchWords(r.desc).filter((w) => w.length >= 2 && !STOP_WORDS.has(w)));
      expect(distinct.size, r.desc).toBeLessThanOrEqual(MAX_INDEXED_WORDS);
    }
  });
});
