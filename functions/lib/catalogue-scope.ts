import type { CatalogueKind } from '../data/catalogue/catalogue-keys';
import type { Scope } from '../data/catalogue/search-repo';
import type { SessionContext } from './http/call';

/**
 * Whose catalogue a call reads (platform §3 entity config): with `Compl OWN`
 * (complaints), `Labor OWN` (operations), `Manf OWN` (parts) or `ProdModels OWN`
 * (makes and models) only the organisation's own records, otherwise the system
 * catalogue and the organisation's additions. The organisation comes from the
 * verified session only. It sits in functions/lib because the service calls read the
 * catalogue too, and a family never imports another (docs/architecture.md).
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

export const scopeOf = (session: SessionContext, kind: ScopeKind): Scope => ({
  orgId: session.orgId,
  ownOnly: ownOnly(session, kind),
});
