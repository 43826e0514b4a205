import { fillPath, type RouteDef, type RouteResponse } from '@shared/api/route';
import type * as z from 'zod';
import { ClientError, mapCallError, offlineError } from './api-error';
import { readToken } from './token-storage';

/**
 * The one API client. Every call is described by its RouteDef from
 * `shared/api/routes/*`, so the method, the path, the request shape and the
 * answer type are written once, in the contract. Features import the route
 * objects of their own family (not the whole table) so the login route does not
 * carry the schemas of every other screen.
 *
 * Answers are parsed with the route's response schema on every call, not only in
 * development: the schemas fill defaults the rest of the UI relies on (e.g.
 * `Access.SA` false, `Settings.UITheme`), the schemas are in the bundle anyway
 * because the route objects hold them, and an answer that breaks the contract
 * surfaces as the catalogue's -1 error instead of a crash deep in a screen.
 */
export const API_BASE = '/api';

// A part whose fields are all optional (e.g. a query of filters) may be left out.
type Part<K extends string, S> = S extends z.ZodType
  ? object extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : { [P in K]?: undefined };

export type CallArgs<R extends RouteDef> = Part<'params', R['params']> &
  Part<'query', R['query']> &
  Part<'body', R['body']> & {
    signal?: AbortSignal;
    /** false: a 401 is returned to the caller instead of opening the login modal. */
    reauth?: boolean;
    /** Headers a call of the contract names besides the token (chat's `UserId`, spec platform §7; a payment's Idempotency-Key). */
    headers?: Readonly<Record<string, string>>;
  };

/** What a call resolves with: a Blob for a binary route (a file, a logo, a CSV), else the answer parsed by the route's schema. */
export type CallAnswer<R extends RouteDef> = R extends { readonly binaryResponse: true } ? Blob : RouteResponse<R>;

export type ArgsTuple<R extends RouteDef> = object extends CallArgs<R> ? [args?: CallArgs<R>] : [args: CallArgs<R>];

/**
 * Decides what happens after a 401 (spec platform §4): the app opens the login
 * modal and answers 'retry' when the same user logged in again to the same
 * branch, 'abort' otherwise (it has already navigated away).
 */
export type UnauthorisedHandler = (error: ClientError) => Promise<'retry' | 'abort'>;
let unauthorisedHandler: UnauthorisedHandler | undefined;
export const setUnauthorisedHandler = (handler: UnauthorisedHandler | undefined): void => {
  unauthorisedHandler = handler;
};

export function buildUrl(route: RouteDef, params?: unknown, query?: unknown): string {
  const path = fillPath(route.path, (params ?? {}) as Record<string, string>);
  const search = new URLSearchParams();
  if (query && typeof query === 'object') {
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) search.append(key, String(value));
    }
  }
  const qs = search.toString();
  return `${API_BASE}/${path}${qs ? `?${qs}` : ''}`;
}

async function send<R extends RouteDef>(
  route: R,
  url: string,
  args: CallArgs<R> | undefined,
  token: string | undefined,
): Promise<CallAnswer<R>> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw offlineError();

  const headers: Record<string, string> = {
    ...args?.headers,
    Accept: route.binaryResponse ? '*/*' : 'application/json',
  };
  // Public calls (authenticate, forgot password) never carry a token: a stale
  // one must not turn a fresh login into a 401.
  if (route.permission.kind !== 'public' && token) headers.Authorization = `Bearer ${token}`;
  const init: RequestInit = { method: route.method, headers, ...(args?.signal ? { signal: args.signal } : {}) };
  if ((route.method === 'POST' || route.method === 'PUT') && args?.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(args.body);
  }

  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // fetch rejects without a status when the server cannot be reached: status 0.
    throw mapCallError({ status: 0 });
  }

  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw mapCallError({ status: response.status, body });
  }
  if (route.binaryResponse) return (await response.blob()) as CallAnswer<R>;

  const json: unknown = await response.json().catch(() => undefined);
  const parsed = route.response.safeParse(json);
  if (!parsed.success) {
    console.error(`Answer of ${route.method} ${route.path} does not match the contract`, parsed.error.issues);
    throw mapCallError({ status: response.status });
  }
  return parsed.data as CallAnswer<R>;
}

async function sendWithReauth<R extends RouteDef>(
  route: R,
  url: string,
  args: CallArgs<R> | undefined,
): Promise<CallAnswer<R>> {
  const used = readToken();
  try {
    return await send(route, url, args, used);
  } catch (error) {
    const reauth = route.permission.kind !== 'public' && args?.reauth !== false && unauthorisedHandler;
    if (!(error instanceof ClientError) || error.code !== 401 || !reauth) throw error;
    // Sent under a session that has since been replaced (a branch switch, a login in another tab): the
    // 401 speaks of that old session, not of this one, so the call goes again with the current token.
    const current = readToken();
    if (current && current !== used) return send(route, url, args, current);
    const outcome = await reauth(error);
    if (outcome === 'retry') return send(route, url, args, readToken());
    error.handled = true;
    throw error;
  }
}

/**
 * Calls one route of the contract and resolves with its typed, parsed answer.
 * Nothing is cached here: every cached answer lives in TanStack Query (reference
 * data through `lookupQueryOptions`), so there is one cache to clear.
 */
export function apiCall<R extends RouteDef>(route: R, ...[args]: ArgsTuple<R>): Promise<CallAnswer<R>> {
  return sendWithReauth(route, buildUrl(route, args?.params, args?.query), args);
}
