import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { AccessData } from '@shared/access/access-data';
import type { RouteDef, RouteBody, RouteParams, RouteQuery, RouteResponse } from '@shared/api/route';
import type { EntityRecord, OrgRecord, SessionRecord } from '../../data/identity/records';

/** Who is calling, from the verified session only (never from the request). */
export type Tenant = { orgId: string; entityId: string; userId: string; sessionId: string };

export type SessionContext = Tenant & {
  session: SessionRecord;
  /** Loaded when the call's permission needs them (module or resource rights). */
  access?: AccessData;
  /**
   * The caller's display name from the same access item (denormalised there for
   * the branch's employee list), so an audit record names who acted without
   * another read (docs/data-model-documents.md §4 'Save a document').
   */
  userName?: string;
  entity?: EntityRecord;
  /** Loaded for a family whose gate asks for it (chat: the new-features flag). */
  organisation?: OrgRecord;
};

/**
 * A family-wide check of the verified session, after the route's permission
 * and before the request is parsed (a 403 comes before a 400): chat's
 * new-features flag, which lives on the organisation, not in the access data.
 */
export type SessionGate = {
  admit?: (session: SessionContext) => Promise<void>;
  /** The organisation record is loaded with the session, in the same round trip, for `admit`. */
  withOrganisation?: boolean;
};

export type ClientInfo = { ip: string; userAgent: string };

export type Call<R extends RouteDef> = {
  route: R;
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
  client: ClientInfo;
  event: APIGatewayProxyEventV2;
  /** Present on every call whose permission is not public. */
  session: R['permission'] extends { kind: 'public' } ? undefined : SessionContext;
};

/** A non-default answer: another status, headers, or a binary body (base64). */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
    readonly isBase64Encoded = false,
  ) {}
}

export type CallHandler<R extends RouteDef> = (call: Call<R>) => Promise<RouteResponse<R> | Reply>;

/** Implementations of every call of one family, checked against the route table by type. */
export type FamilyImplementation<Routes extends Record<string, RouteDef>> = {
  [K in keyof Routes]: CallHandler<Routes[K]>;
};
