import { Messages } from '@shared/api/messages';
import { PUBLIC, SESSION } from '@shared/access/permission';
import { defineRoute } from '@shared/api/route';
import { iamRoutes } from '@shared/api/routes/iam';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { apiCall, setUnauthorisedHandler } from './api-client';
import { ClientError } from './api-error';
import { lookupQueryOptions } from './lookup-query';
import { saveToken } from './token-storage';

const lookupRoute = defineRoute({
  method: 'GET',
  path: 'Lookups/PaymentTerms/{kind}',
  family: 'lookups',
  permission: SESSION,
  params: z.object({ kind: z.string() }),
  query: z.object({ page: z.string().optional() }),
  response: z.array(z.object({ Name: z.string() })),
});
const saveRoute = defineRoute({
  method: 'PUT',
  path: 'Things/Save',
  family: 'settings',
  permission: SESSION,
  body: z.object({ Name: z.string() }),
  response: z.object({ message: z.string(), Count: z.number().default(0) }),
});
const publicRoute = defineRoute({
  method: 'POST',
  path: 'Open/Call',
  family: 'iam',
  permission: PUBLIC,
  body: z.object({ a: z.string() }),
  response: z.object({}),
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

// A hand stub on purpose: this tests the fetch wrapper itself (the exact URL, init and headers it hands to fetch).
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const sent = (index = 0) => {
  const [url, init] = fetchMock.mock.calls[index] ?? [];
  return { url: String(url), init: init ?? {}, headers: (init?.headers ?? {}) as Record<string, string> };
};

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  saveToken('tok-1', false);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorisedHandler(undefined);
  sessionStorage.clear();
  localStorage.clear();
});

describe('apiCall', () => {
  it("sends a call's own headers beside its token, never in place of Accept or Authorization", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { message: 'ok' }));
    await apiCall(saveRoute, {
      body: { Name: 'x' },
      headers: { 'idempotency-key': 'k-12345678', Authorization: 'forged', Accept: 'text/plain' },
    });
    expect(sent().headers['idempotency-key']).toBe('k-12345678');
    expect(sent().headers.Authorization).toBe('Bearer tok-1');
    expect(sent().headers.Accept).toBe('application/json');
  });

  it('fills the path, adds the query and the bearer token, and parses the answer', async () => {
    fetchMock.mockResolvedValueOnce(json(200, [{ Name: 'Net 30' }]));
    const answer = await apiCall(lookupRoute, { params: { kind: 'a b' }, query: { page: '2' } });
    expect(answer).toEqual([{ Name: 'Net 30' }]);
    expect(sent().url).toBe('/api/Lookups/PaymentTerms/a%20b?page=2');
    expect(sent().headers.Authorization).toBe('Bearer tok-1');
  });

  it("adds a call's own headers, which never replace the token or the content type", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { message: 'Saved Successfully.' }));
    await apiCall(saveRoute, {
      body: { Name: 'x' },
      headers: { UserId: 'U1', Authorization: 'forged', 'Content-Type': 'text/plain' },
    });
    expect(sent().headers).toMatchObject({
      UserId: 'U1',
      Authorization: 'Bearer tok-1',
      'Content-Type': 'application/json',
    });
  });

  it('sends PUT and POST bodies as JSON and applies the schema defaults', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { message: 'Saved Successfully.' }));
    const answer = await apiCall(saveRoute, { body: { Name: 'x' } });
    expect(answer).toEqual({ message: 'Saved Successfully.', Count: 0 });
    expect(sent().init.method).toBe('PUT');
    expect(sent().init.body).toBe('{"Name":"x"}');
    expect(sent().headers['Content-Type']).toBe('application/json');
  });

  it('never sends the token with authenticate or the other public calls', async () => {
    fetchMock.mockResolvedValueOnce(json(200, {}));
    await apiCall(publicRoute, { body: { a: '1' } });
    expect(sent().headers.Authorization).toBeUndefined();
    expect(iamRoutes.authenticate.permission.kind).toBe('public');
  });

  it('keeps no cache of its own: the same lookup GET asked twice is sent twice', async () => {
    fetchMock.mockImplementation(async () => json(200, [{ Name: 'Net 30' }]));
    await apiCall(lookupRoute, { params: { kind: 'a' } });
    await apiCall(lookupRoute, { params: { kind: 'a' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('rejects offline calls with 503 no internet without sending them', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    await expect(apiCall(saveRoute, { body: { Name: 'x' } })).rejects.toMatchObject({
      code: 503,
      message: Messages.noInternet,
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('maps an unreachable server to 503 cannot connect', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiCall(saveRoute, { body: { Name: 'x' } })).rejects.toMatchObject({
      code: 503,
      message: Messages.cannotConnect,
    });
  });

  it('passes the server error body through', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { errorCode: 400, message: 'Enter Valid Data' }));
    await expect(apiCall(saveRoute, { body: { Name: 'x' } })).rejects.toMatchObject({
      code: 400,
      message: 'Enter Valid Data',
    });
  });

  it('answers -1 when a success does not match the contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(json(200, { nothing: true }));
    await expect(apiCall(saveRoute, { body: { Name: 'x' } })).rejects.toMatchObject({ code: -1 });
  });
});

describe('apiCall after a 401 (spec platform §4)', () => {
  it('retries with the new token when the same user logged in again', async () => {
    fetchMock
      .mockResolvedValueOnce(json(401, { errorCode: 401, message: 'ended' }))
      .mockResolvedValueOnce(json(200, { message: 'ok' }));
    const handler = vi.fn(async () => {
      saveToken('tok-2', false);
      return 'retry' as const;
    });
    setUnauthorisedHandler(handler);
    await expect(apiCall(saveRoute, { body: { Name: 'x' } })).resolves.toMatchObject({ message: 'ok' });
    expect(handler).toHaveBeenCalledOnce();
    expect(sent(1).headers.Authorization).toBe('Bearer tok-2');
  });

  it('sends a call again with the current token when its 401 answers a session replaced meanwhile (a branch switch)', async () => {
    let answer401: (response: Response) => void = () => undefined;
    fetchMock
      .mockReturnValueOnce(new Promise<Response>((resolve) => (answer401 = resolve)))
      .mockResolvedValueOnce(json(200, { message: 'ok' }));
    const handler = vi.fn(async () => 'abort' as const);
    setUnauthorisedHandler(handler);
    const call = apiCall(saveRoute, { body: { Name: 'x' } });
    // The switch replaces the token while the call is in flight; the old session then ends.
    saveToken('tok-2', false);
    answer401(json(401, { errorCode: 401, message: 'ended' }));
    await expect(call).resolves.toMatchObject({ message: 'ok' });
    expect(handler).not.toHaveBeenCalled();
    expect([sent(0).headers.Authorization, sent(1).headers.Authorization]).toEqual(['Bearer tok-1', 'Bearer tok-2']);
  });

  it('rejects with a handled error when the handler went elsewhere', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { errorCode: 401, message: 'ended' }));
    setUnauthorisedHandler(async () => 'abort');
    const error = await apiCall(saveRoute, { body: { Name: 'x' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 401, handled: true });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('leaves 401s of public calls and of calls that opt out to the caller', async () => {
    const handler = vi.fn(async () => 'retry' as const);
    setUnauthorisedHandler(handler);
    fetchMock.mockImplementation(async () => json(401, { errorCode: 401, message: Messages.wrongCredentials }));
    await expect(apiCall(publicRoute, { body: { a: '1' } })).rejects.toMatchObject({
      code: 401,
      message: Messages.wrongCredentials,
    });
    await expect(apiCall(saveRoute, { body: { Name: 'x' }, reauth: false })).rejects.toMatchObject({ code: 401 });
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('lookups through the query cache (spec platform §7, service-documents §9 cached calls)', () => {
  const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

  it('one request per URL, shared by parallel callers, until the query cache is cleared', async () => {
    fetchMock.mockImplementation(async () => json(200, [{ Name: 'Net 30' }]));
    const queryClient = client();
    const [first, second] = await Promise.all([
      queryClient.fetchQuery(lookupQueryOptions(lookupRoute, { params: { kind: 'a' } })),
      queryClient.fetchQuery(lookupQueryOptions(lookupRoute, { params: { kind: 'a' } })),
    ]);
    expect(first).toEqual([{ Name: 'Net 30' }]);
    expect(second).toBe(first);
    await queryClient.fetchQuery(lookupQueryOptions(lookupRoute, { params: { kind: 'a' } }));
    await queryClient.fetchQuery(lookupQueryOptions(lookupRoute, { params: { kind: 'b' } }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // Logout and branch switch clear the query cache (lib/session.ts): the next ask goes to the server.
    queryClient.clear();
    await queryClient.fetchQuery(lookupQueryOptions(lookupRoute, { params: { kind: 'a' } }));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('the key is the URL, so the same lookup asked with the same query shares one answer', () => {
    expect(lookupQueryOptions(lookupRoute, { params: { kind: 'a b' }, query: { page: '2' } }).queryKey).toEqual([
      'lookup',
      '/api/Lookups/PaymentTerms/a%20b?page=2',
    ]);
  });

  it('does not keep a failed lookup', async () => {
    fetchMock.mockResolvedValueOnce(json(500, {})).mockResolvedValueOnce(json(200, []));
    const queryClient = client();
    await expect(
      queryClient.fetchQuery(lookupQueryOptions(lookupRoute, { params: { kind: 'a' } })),
    ).rejects.toBeInstanceOf(ClientError);
    await expect(queryClient.fetchQuery(lookupQueryOptions(lookupRoute, { params: { kind: 'a' } }))).resolves.toEqual(
      [],
    );
  });
});
