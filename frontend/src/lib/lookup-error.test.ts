import { Messages } from '@shared/api/messages';
import { describe, expect, it } from 'vitest';
import { ClientError, mapCallError, offlineError } from './api-error';
import { asLookup, toLookupError } from './lookup-error';

/** Spec service-documents §8 'Lookup calls', row by row, from what a call rejects with. */
describe('lookup error mapping (service-documents §8)', () => {
  it.each([
    ['status 0', mapCallError({ status: 0 }), 503, Messages.cannotConnect],
    ['status 503', mapCallError({ status: 503 }), 503, Messages.noInternet],
    ['offline (never sent)', offlineError(), 503, Messages.noInternet],
    [
      '401 with a server text',
      mapCallError({ status: 401, body: { errorCode: 401, message: 'Your session has ended.' } }),
      401,
      Messages.notFound,
    ],
    [
      '400 with a server text',
      mapCallError({ status: 400, body: { errorCode: 400, message: 'Enter at least 2 characters to search.' } }),
      -1,
      Messages.horriblyWrongShort,
    ],
    [
      '404',
      mapCallError({ status: 404, body: { errorCode: 404, message: 'Not here' } }),
      -1,
      Messages.horriblyWrongShort,
    ],
    ['409', mapCallError({ status: 409 }), -1, Messages.horriblyWrongShort],
    ['500', mapCallError({ status: 500 }), -1, Messages.horriblyWrongShort],
    ['not a call error', new Error('boom'), -1, Messages.horriblyWrongShort],
  ])('%s', (_name, error, code, message) => {
    const mapped = toLookupError(error);
    expect([mapped.code, mapped.message]).toEqual([code, message]);
  });

  it("keeps the 401 flow's handled mark, and asLookup rejects in lookup terms", async () => {
    const handled = mapCallError({ status: 401 });
    handled.handled = true;
    expect(toLookupError(handled).handled).toBe(true);
    await expect(asLookup(Promise.reject(mapCallError({ status: 500 })))).rejects.toMatchObject({
      code: -1,
      message: Messages.horriblyWrongShort,
    });
    await expect(asLookup(Promise.resolve([1]))).resolves.toEqual([1]);
    expect(toLookupError(new ClientError(-1, 'x'))).toMatchObject({ code: -1, message: Messages.horriblyWrongShort });
  });
});
