import { catalogueRoutes } from '@shared/api/routes/catalogue';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubServer } from '../testing/fake-server';
import { jsonResponse } from '../testing/fixtures';
import { importCallOf } from './import-call';

afterEach(() => vi.unstubAllGlobals());

describe('importCallOf', () => {
  it("sends the rows (DryRun for the preview's check) and answers the server's count", async () => {
    const sent = stubServer(({ query }) =>
      jsonResponse(200, { Count: query.DryRun === 'true' ? 0 : 2, DryRun: query.DryRun === 'true' }),
    );
    const call = importCallOf(catalogueRoutes.importComplaints);
    const rows = [{ Desc: 'Squealing brakes' }, { Desc: 'AC not cooling' }];
    expect(await call(rows, { dryRun: true, signal: new AbortController().signal })).toBe(0);
    expect(await call(rows, { dryRun: false, signal: new AbortController().signal })).toBe(2);
    expect(sent.map(({ method, path, query, body }) => ({ method, path, query, body }))).toEqual([
      { method: 'POST', path: catalogueRoutes.importComplaints.path, query: { DryRun: 'true' }, body: { Rows: rows } },
      { method: 'POST', path: catalogueRoutes.importComplaints.path, query: {}, body: { Rows: rows } },
    ]);
  });

  it('fills the path of a route with parameters', async () => {
    const sent = stubServer(() => jsonResponse(200, { Count: 1, DryRun: false }));
    const id = 'LTG-SEDAN';
    await importCallOf(catalogueRoutes.importPrices, { id })([{ OpCode: 'BR01' }], {
      dryRun: false,
      signal: new AbortController().signal,
    });
    expect(sent[0]?.path).toBe(`LTGS/${id}/Prices/Import`);
  });
});
