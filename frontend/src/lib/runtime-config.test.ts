import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetRuntimeConfig, loadRuntimeConfig, sameOriginSocketUrl } from './runtime-config';

// A fetcher handed in, not the fake server: /config.json is a static file outside /api that loads before the app.
const answer = (status: number, body: unknown) =>
  vi.fn<typeof fetch>(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
const https = { protocol: 'https:', host: 'demo.karkhana.app' };

afterEach(forgetRuntimeConfig);

describe('runtime configuration (/config.json)', () => {
  it('takes the WebSocket address the deployment wrote, and reads the file once', async () => {
    const fetcher = answer(200, { webSocketUrl: 'wss://abc.execute-api.ap-south-1.amazonaws.com/live' });
    expect(await loadRuntimeConfig(fetcher, https)).toEqual({
      webSocketUrl: 'wss://abc.execute-api.ap-south-1.amazonaws.com/live',
    });
    await loadRuntimeConfig(fetcher, https);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0]?.[0]).toBe('/config.json');
  });

  it.each([
    ['no file (the local runtime)', answer(404, 'Not found')],
    ['an HTML page instead (the dev server)', answer(200, '<!doctype html>')],
    ['a file without the address', answer(200, {})],
    ['an address that is not a socket', answer(200, { webSocketUrl: 'javascript:alert(1)' })],
    ['a network failure', vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('offline')))],
  ])('falls back to the page origin with %s', async (_case, fetcher) => {
    expect(await loadRuntimeConfig(fetcher, https)).toEqual({ webSocketUrl: 'wss://demo.karkhana.app/ws' });
  });

  it('uses ws:// on a plain http page', () => {
    expect(sameOriginSocketUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/ws');
  });
});
