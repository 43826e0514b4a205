import { DEFAULT_TAX_CODES } from '@shared/documents/tax-codes';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fakeServerOfFile } from '../../../components/testing/fake-server';
import { jsonResponse } from '../../../components/testing/fixtures';
import { taxCodesInForceQueryOptions } from './tax-codes';

const fake = fakeServerOfFile();

const CODE = DEFAULT_TAX_CODES[0];

describe('tax codes in force (service-documents §8: a failed fetch yields an empty list)', () => {
  it('answers an empty list when the call fails, and asks again next time', async () => {
    fake.server = () => jsonResponse(500, { errorCode: -1, message: 'x' });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(await client.fetchQuery(taxCodesInForceQueryOptions('2026-11-24'))).toEqual([]);
    fake.server = () => jsonResponse(200, [CODE]);
    expect(await client.fetchQuery(taxCodesInForceQueryOptions('2026-11-24'))).toEqual([CODE]);
    // A good answer is kept: no third request.
    expect(await client.fetchQuery(taxCodesInForceQueryOptions('2026-11-24'))).toEqual([CODE]);
    expect(fake.sent).toHaveLength(2);
  });
});
