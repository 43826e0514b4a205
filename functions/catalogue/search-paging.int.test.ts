import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteDef } from '@shared/api/route';
import { catalogueRoutes as routes } from '@shared/api/routes/catalogue';
import type { OperationAnswer, OperationRow } from '@shared/catalogue/call-schemas';
import { CatalogueMessages } from '@shared/catalogue/catalogue-messages';
import { invoke } from '../test/invoke';
import { ensureSystemCatalogue, ok, type Page } from '../test/catalogue-test-kit';
import { login } from '../test/parties-test-kit';
import { createTestOrganisation, type TestOrganisation } from '../test/test-organisation';

/**
 * A search typed as a code lists its code matches first and then its word matches,
 * across pages (docs/catalogue.md §4 "Paging a search"): no match is lost, none repeated.
 */
let org: TestOrganisation;
let manager = '';
let advisor = '';

const HRS = { HATCHBACK: 1, SEDAN: 1.25, SUV: 1.5 };
/** Code matches of 'qz' (one of them also a word match), and word matches only. */
const CODE_ONLY = [
  ['QZ-003', 'Underseal wheel arch rear'],
  ['QZ-001', 'Underseal wheel arch front'],
  ['QZ-002', 'Underseal sills'],
];
const BOTH = ['QZ-010', 'Qzorb full body polish'];
const WORD_ONLY = [
  ['WX-104', 'Qzorb polish tailgate'],
  ['WX-101', 'Qzorb polish bonnet'],
  ['WX-103', 'Qzorb polish roof'],
  ['WX-102', 'Qzorb polish doors'],
];

async function allPages(
  text: string,
  limit: number,
  route: RouteDef = routes.opSearchLite,
): Promise<{ codes: string[]; pages: number }> {
  const codes: string[] = [];
  let next: string | undefined;
  let pages = 0;
  do {
    const page = await ok<Page<OperationRow>>(route, {
      token: advisor,
      params: { text },
      query: { Limit: String(limit), ...(next ? { Next: next } : {}) },
    });
    expect(page.Items.length).toBeLessThanOrEqual(limit);
    codes.push(...page.Items.map((r) => r.OpCode));
    next = page.Next;
    pages += 1;
  } while (next !== undefined && pages < 60);
  return { codes, pages };
}

beforeAll(async () => {
  await ensureSystemCatalogue();
  org = await createTestOrganisation();
  [manager, advisor] = await Promise.all([login(org, 'manager'), login(org, 'advisor')]);
  for (const [OpCode, Desc] of [...CODE_ONLY, BOTH, ...WORD_ONLY] as [string, string][]) {
    await ok<OperationAnswer>(routes.createOperation, {
      token: manager,
      params: { id: 'LTG-HATCHBACK' },
      body: { OpCode, Desc, Cat: 'BODY_AND_PAINT', Hrs: HRS },
    });
  }
}, 180_000);

describe('a search typed as a code, page by page', () => {
  it('lists every code match first (in code order), then the word matches (by description), each once', async () => {
    const { codes, pages } = await allPages('qz', 3);
    expect(codes).toEqual(['QZ-001', 'QZ-002', 'QZ-003', 'QZ-010', 'WX-101', 'WX-102', 'WX-103', 'WX-104']);
    expect(pages).toBeGreaterThanOrEqual(3);
  });

  it('gives the same rows whatever the page size, and a code match is never pushed out by word matches', async () => {
    const whole = (await allPages('qz', 50)).codes;
    expect(whole).toEqual(['QZ-001', 'QZ-002', 'QZ-003', 'QZ-010', 'WX-101', 'WX-102', 'WX-103', 'WX-104']);
    for (const limit of [1, 2, 4, 5, 7]) expect((await allPages('qz', limit)).codes).toEqual(whole);
    // The full answers page the same way.
    expect((await allPages('qz', 2, routes.baseOpSearch)).codes).toEqual(whole);
  });

  it('a longer code prefix narrows the code phase; a text with a space and no digit is searched by words only', async () => {
    expect((await allPages('qz-00', 2)).codes).toEqual(['QZ-001', 'QZ-002', 'QZ-003']);
    expect((await allPages('qzorb pol', 2)).codes).toEqual(['QZ-010', 'WX-101', 'WX-102', 'WX-103', 'WX-104']);
  });

  it("merges the organisation's records with the system catalogue in both phases, whatever the page size", async () => {
    // 'br' is a code prefix of the system's brake operations (BR-…) and a word prefix of many descriptions.
    await ok<OperationAnswer>(routes.createOperation, {
      token: manager,
      params: { id: 'LTG-HATCHBACK' },
      body: { OpCode: 'BR-950', Desc: 'Caliper slide pins grease', Cat: 'BRAKES', Hrs: HRS },
    });
    await ok<OperationAnswer>(routes.createOperation, {
      token: manager,
      params: { id: 'LTG-HATCHBACK' },
      body: { OpCode: 'WX-950', Desc: 'Bristle brush underbody wash', Cat: 'BODY_AND_PAINT', Hrs: HRS },
    });
    const whole = (await allPages('br', 50)).codes;
    const codeMatches = whole.filter((c) => c.startsWith('BR'));
    expect(codeMatches.length).toBeGreaterThan(3);
    // Every code match comes before every word-only match, and each row comes once.
    expect(whole.slice(0, codeMatches.length)).toEqual(codeMatches);
    expect(new Set(whole).size).toBe(whole.length);
    expect(whole).toContain('BR-950');
    expect(whole).toContain('WX-950');
    for (const limit of [3, 7]) expect((await allPages('br', limit)).codes).toEqual(whole);
  });

  it('refuses a cursor of another search', async () => {
    const first = await ok<Page<OperationRow>>(routes.opSearchLite, {
      token: advisor,
      params: { text: 'qz' },
      query: { Limit: '2' },
    });
    expect(first.Next).toBeDefined();
    const answer = await invoke(routes.opSearchLite, {
      token: advisor,
      params: { text: 'qzorb' },
      query: { Limit: '2', Next: first.Next ?? '' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: CatalogueMessages.badCursor });
    const garbage = await invoke(routes.opSearchLite, {
      token: advisor,
      params: { text: 'qz' },
      query: { Next: 'not-a-cursor' },
    });
    expect(garbage.status).toBe(400);
  });
});
