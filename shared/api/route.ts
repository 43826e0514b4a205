import type * as z from 'zod';
import type { Permission } from '../access/permission';

/** HTTP methods used by the spec's calls. */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Call families: one Lambda each in the cloud, one handler module each under
 * `functions/<family>/handler.ts`. Add a family here and in FAMILIES together.
 */
export const FAMILIES = [
  'iam',
  'users',
  'settings',
  'lookups',
  'parties',
  'catalogue',
  'service',
  'invoices',
  'chat',
  'inventory',
  'purchasing',
  'sales',
  'books',
  'purchasereturns',
  'purchaseorders',
  'home',
  'reminders',
  'inspections',
  'tickets',
  'appointments',
  'approvals',
  'shopfloor',
  'connectx',
  'salesorders',
] as const;
export type CallFamily = (typeof FAMILIES)[number];

/**
 * One call of the spec. `path` is exactly the spec's path under the `/api` base,
 * with `{name}` placeholders for path parameters.
 *
 * Request parts are separate schemas so that each is validated where it lives:
 * `params` (path placeholders, strings), `query` (query string, strings) and
 * `body` (JSON). An absent part means the call takes none.
 */
export type RouteDef = {
  readonly method: Method;
  readonly path: string;
  readonly family: CallFamily;
  readonly permission: Permission;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
  /** Binary answers (logo, file download) are not JSON. */
  readonly binaryResponse?: boolean;
  /** Multipart uploads are checked by the handler, not by a body schema. */
  readonly multipart?: boolean;
  /** Largest accepted body in bytes (default DEFAULT_MAX_BODY_BYTES). */
  readonly maxBodyBytes?: number;
};

export const DEFAULT_MAX_BODY_BYTES = 256 * 1024;

export const defineRoute = <const R extends RouteDef>(route: R): R => route;

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

export type RouteParams<R extends RouteDef> = Infer<R['params']>;
export type RouteQuery<R extends RouteDef> = Infer<R['query']>;
export type RouteBody<R extends RouteDef> = Infer<R['body']>;
export type RouteBodyInput<R extends RouteDef> = Input<R['body']>;
export type RouteResponse<R extends RouteDef> = z.infer<R['response']>;

/** The `/api`-relative path with its placeholders filled in (values URL-encoded). */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}

/** The API Gateway route key of a call, e.g. `GET /api/Entities/ForUser/{userId}`. */
export const routeKey = (route: Pick<RouteDef, 'method' | 'path'>): string => `${route.method} /api/${route.path}`;

/**
 * Calls whose GETs the client caches by URL and the server sends with
 * Cache-Control (spec platform §7: paths containing Lookups or System, plus the
 * calls marked cached in the spec).
 */
export const isCachedLookupPath = (path: string): boolean => /(^|\/)(Lookups|System)(\/|$)/.test(path);
