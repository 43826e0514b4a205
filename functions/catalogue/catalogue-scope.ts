import { DEFAULT_TIME_ZONE } from '@shared/fields/time-zone';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { CatalogueMessages } from '@shared/catalogue/catalogue-messages';
import type { CatalogueKind } from '../data/catalogue/catalogue-keys';
import type { Scope } from '../data/catalogue/search-repo';
import type { SessionContext } from '../lib/http/call';

/**
 * Whose catalogue a call reads (platform §3 entity config): with `Compl OWN`
 * (complaints), `Labor OWN` (operations), `Manf OWN` (parts) or `ProdModels OWN`
 * (makes and models) only the organisation's own records, otherwise the system
 * catalogue and the organisation's additions. The organisation comes from the
 * verified session only.
 */
export type ScopeKind = CatalogueKind | 'VEHICLE';

export function ownOnly(session: SessionContext, kind: ScopeKind): boolean {
  const config = session.entity?.Config;
  switch (kind) {
    case 'COMPL':
      return config?.Service?.Features?.Compl === 'OWN';
    case 'OP':
      return config?.Service?.Features?.Labor === 'OWN';
    case 'PART':
      return config?.Inventory?.Features?.Manf === 'OWN';
    case 'VEHICLE':
      return config?.Common.ProdModels === 'OWN';
  }
}

export const scopeOf = (session: SessionContext, kind: ScopeKind): Scope => ({ orgId: session.orgId, ownOnly: ownOnly(session, kind) });

/** Today in the branch's time zone, as YYYY-MM-DD (the default date of supply). */
export function todayFor(session: SessionContext): string {
  const zone = session.entity?.Settings.TZ ?? DEFAULT_TIME_ZONE;
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

export const notFound = (message: string = CatalogueMessages.notFound): ApiError => new ApiError(ErrorCode.NotFound, message);

/** The fields of `keys` present on `source`, in that order (an answer exactly as its schema names it). */
export function pick<T>(source: Record<string, unknown>, keys: readonly string[]): T {
  return Object.fromEntries(keys.filter((k) => source[k] !== undefined).map((k) => [k, source[k]])) as T;
}
