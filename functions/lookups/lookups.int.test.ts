import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@shared/api/errors';
import { lookupsRoutes } from '@shared/api/routes/lookups';
import type { TaxCode } from '@shared/documents/tax-codes';
import { GST_STATES } from '@shared/gst/states';
import { seedReferenceSets } from '../data/reference/reference-repo';
import { organisationWithLogins } from '../test/test-logins';
import { invoke } from '../test/invoke';

let token: string;

beforeAll(async () => {
  const { tokens } = await organisationWithLogins(['technician'] as const);
  token = tokens.technician;
});

const CACHED = 'private, max-age=3600';

describe('Reference lookups (service-documents §7, §9; platform §7 caching)', () => {
  it('seeding is idempotent: a second run writes nothing', async () => {
    const again = await seedReferenceSets();
    expect(again.written).toEqual([]);
    expect(again.present).toEqual(['States', 'TaxCodes', 'Insurers', 'Accounts', 'Categories']);
  });

  it('States: every state and UT with its GST code (01–38 and 97; 99 is a GSTIN prefix only), legacy codes only on request, cached', async () => {
    const answer = await invoke<{ StCode: string; Name: string; Kind: string }[]>(lookupsRoutes.states, { token });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe(CACHED);
    const codes = answer.body.map((s) => s.StCode);
    expect(codes).toContain('29');
    expect(codes).toContain('97');
    expect(codes).not.toContain('25');
    expect(codes).not.toContain('99');
    expect(answer.body.find((s) => s.StCode === '36')).toEqual({ StCode: '36', Name: 'Telangana', Kind: 'State' });
    expect(answer.body.find((s) => s.StCode === '38')?.Kind).toBe('UT');
    const all = await invoke<unknown[]>(lookupsRoutes.states, { token, query: { All: 'true' } });
    expect(all.body.length).toBe(GST_STATES.length);
    expect(new Set(GST_STATES.map((s) => s.StCode)).size).toBe(40);
  });

  it('Cities of a state by code or name; unknown state is 404', async () => {
    const byCode = await invoke<string[]>(lookupsRoutes.cities, { token, params: { state: '29' } });
    expect(byCode.status).toBe(200);
    expect(byCode.headers['cache-control']).toBe(CACHED);
    expect(byCode.body).toContain('Bengaluru');
    const byName = await invoke<string[]>(lookupsRoutes.cities, { token, params: { state: 'tamil nadu' } });
    expect(byName.body).toContain('Hosur');
    const unknown = await invoke<ApiErrorBody>(lookupsRoutes.cities, { token, params: { state: 'Atlantis' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorCode).toBe(404);
  });

  it('TimeZones: IANA zones with offsets, including Asia/Calcutta', async () => {
    const answer = await invoke<{ Id: string; Offset: string }[]>(lookupsRoutes.timeZones, { token });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe(CACHED);
    expect(answer.body.length).toBeGreaterThan(300);
    expect(answer.body).toContainEqual({ Id: 'Asia/Calcutta', Offset: '+05:30' });
    expect(answer.body).toContainEqual({ Id: 'Asia/Kolkata', Offset: '+05:30' });
  });

  it('TaxCodes: defaults 106 and 114, intra and inter variants, rates before and after 22 Sep 2025', async () => {
    const all = await invoke<TaxCode[]>(lookupsRoutes.taxCodes, { token });
    expect(all.status).toBe(200);
    expect(all.headers['cache-control']).toBe(CACHED);
    expect(all.body.find((c) => c._id === 106)).toMatchObject({ Type: 1, CGST: 9, SGST: 9, IGST: 0 });
    expect(all.body.find((c) => c._id === 114)).toMatchObject({ Type: 2, IGST: 18 });
    const rates = (codes: TaxCode[]) => [...new Set(codes.map((c) => c.CGST + c.SGST + c.IGST))].sort((a, b) => a - b);
    const before = await invoke<TaxCode[]>(lookupsRoutes.taxCodes, { token, query: { Date: '2025-09-21' } });
    const after = await invoke<TaxCode[]>(lookupsRoutes.taxCodes, { token, query: { Date: '2025-09-22' } });
    expect(rates(before.body)).toEqual(expect.arrayContaining([0, 5, 12, 18, 28]));
    expect(rates(before.body)).not.toContain(40);
    expect(rates(after.body)).toEqual(expect.arrayContaining([0, 5, 18, 40]));
    expect(rates(after.body)).not.toContain(12);
    expect(rates(after.body)).not.toContain(28);
    // The retired slabs stay listed with their end date.
    expect(all.body.some((c) => c.CGST + c.SGST + c.IGST === 28 && c.EffTo === '2025-09-21')).toBe(true);
    // Listed by rate, then id.
    const inOrder = (codes: TaxCode[]) =>
      codes.map((c) => c.CGST + c.SGST + c.IGST).every((rate, i, all) => i === 0 || (all[i - 1] ?? 0) <= rate);
    expect(inOrder(all.body)).toBe(true);
    expect(inOrder(after.body)).toBe(true);
    const bad = await invoke<ApiErrorBody>(lookupsRoutes.taxCodes, { token, query: { Date: '22-09-2025' } });
    expect(bad.status).toBe(400);
  });

  it('Insurance: the general insurers registered in India, cached', async () => {
    const answer = await invoke<{ _id: string; Name: string }[]>(lookupsRoutes.insurers, { token });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe(CACHED);
    expect(answer.body.length).toBeGreaterThanOrEqual(25);
    const names = answer.body.map((i) => i.Name).join('|');
    for (const name of [
      'New India',
      'United India',
      'Oriental',
      'National Insurance',
      'ICICI Lombard',
      'Bajaj',
      'HDFC ERGO',
      'Tata AIG',
      'Go Digit',
      'Acko',
      'Kshema',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('Labour and parts income accounts (4000, 4100) and categories, sent with Cache-Control although not under System', async () => {
    const labor = await invoke<{ _id: number }[]>(lookupsRoutes.laborIncomeAccounts, { token });
    expect(labor.status).toBe(200);
    expect(labor.headers['cache-control']).toBe(CACHED);
    expect(labor.body.map((a) => a._id)).toContain(4000);
    expect(labor.body.map((a) => a._id)).not.toContain(4100);
    const parts = await invoke<{ _id: number }[]>(lookupsRoutes.partsIncomeAccounts, { token });
    expect(parts.body.map((a) => a._id)).toContain(4100);
    const categories = await invoke<{ Name: string; Pos: number }[]>(lookupsRoutes.categories, { token });
    expect(categories.headers['cache-control']).toBe(CACHED);
    expect(categories.body[0]).toMatchObject({ Pos: 1, Name: 'General Service' });
  });

  it('needs a session', async () => {
    const answer = await invoke<ApiErrorBody>(lookupsRoutes.states, {});
    expect(answer.status).toBe(401);
  });
});
