import type { AccessArea, ModuleKey } from './modules';

export type Right = 'C' | 'R' | 'U' | 'D';

/**
 * What a call requires, as written in the route table. The server checks it on
 * every call with `isPermitted`; the UI uses the same function to hide actions.
 */
export type Permission =
  /** No session: authenticate and the forgot-password calls. */
  | { readonly kind: 'public' }
  /** Any valid session of the organisation. */
  | { readonly kind: 'session' }
  /** Entity admin (or super admin) of the current branch. */
  | { readonly kind: 'entityAdmin' }
  /** Access to a module that the entity configuration enables. */
  | { readonly kind: 'module'; readonly module: ModuleKey }
  /**
   * Module admin (MA, or SA/EA) of an enabled module; with `feature`, that
   * feature of the module's entity configuration must be on too (platform §6:
   * 'Labor time guide setup needs module admin and the LPG feature').
   */
  | { readonly kind: 'moduleAdmin'; readonly module: ModuleKey; readonly feature?: ModuleFeature }
  /** A C/R/U/D right on a resource of an access area. */
  | { readonly kind: 'resource'; readonly area: AccessArea; readonly resource: string; readonly right: Right };

/** Boolean features of the entity configuration a permission may require. */
export type ModuleFeature = 'LPG';

export const PUBLIC: Permission = { kind: 'public' };
export const SESSION: Permission = { kind: 'session' };
export const ENTITY_ADMIN: Permission = { kind: 'entityAdmin' };
export const moduleAdmin = (module: ModuleKey, feature?: ModuleFeature): Permission =>
  feature === undefined ? { kind: 'moduleAdmin', module } : { kind: 'moduleAdmin', module, feature };
export const resource = (area: AccessArea, name: string, right: Right): Permission => ({
  kind: 'resource',
  area,
  resource: name,
  right,
});
