import { DEFAULT_TAX_CODES } from '@shared/documents/tax-codes';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../components/testing/fixtures';
import { taxCodesInForceQueryOptions } from './tax-codes';

afterEach(() => vi.unstubAllGlobals());

const CODE = DEFAULT_TAX_CODES[0];

describe('tax codes in force (service-documents §8: a failed fetch yields an empty list)', () => {
  it('answers an empty list when the call fails, and asks again next time', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => jsonResponse(500, { errorCode: -1, message: 'x' }));
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(await client.fetchQuery(taxCodesInForceQueryOptions('2026-11-24'))).toEqual([]);
    fetch.mockImplementation(async () => jsonResponse(200, [CODE]));
    expect(await client.fetchQuery(taxCodesInForceQueryOptions('2026-11-24'))).toEqual([CODE]);
    // A good answer is kept: no third request.
    expect(await client.fetchQuery(taxCodesInForceQueryOptions('2026-11-24'))).toEqual([CODE]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
