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
  | ({ readonly kind: 'session' } & ModuleGate)
  /** Entity admin (or super admin) of the current branch. */
  | ({ readonly kind: 'entityAdmin' } & ModuleGate)
  /** Access to a module that the entity configuration enables. */
  | { readonly kind: 'module'; readonly module: ModuleKey }
  /**
   * Module admin (MA, or SA/EA) of an enabled module; with `feature`, that
   * feature of the module's entity configuration must be on too (platform §6:
   * 'Labor time guide setup needs module admin and the LPG feature').
   */
  | { readonly kind: 'moduleAdmin'; readonly module: ModuleKey; readonly feature?: ModuleFeature }
  /** A C/R/U/D right on a resource of an access area. */
  | ({
      readonly kind: 'resource';
      readonly area: AccessArea;
      readonly resource: string;
      readonly right: Right;
    } & ModuleGate);

/**
 * The module whose data a call reads or writes (spec platform §6: a module is
 * reachable only if the entity enables it). With it, the call is refused in a
 * branch whose configuration does not enable the module, whatever the user's
 * rights, so an entity admin of a spare-parts branch cannot write quick-list
 * entries of a Service module the branch does not have.
 */
type ModuleGate = { readonly module?: ModuleKey };

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

/**
 * The permission, for a call on data of `module`: refused in a branch that does
 * not enable it. A public call has no branch to ask, and a module permission
 * already names its module, so both stay as they are.
 */
export const inModule = (module: ModuleKey, permission: Permission): Permission =>
  permission.kind === 'public' || permission.kind === 'module' ? permission : { ...permission, module };
