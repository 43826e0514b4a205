import type { EntityConfig } from '../entity/entity-config';
import { isEntityAdmin, type AccessContext } from './access-context';
import type { AccessData } from './access-data';
import { MODULES, type ModuleKey } from './modules';
import { isModuleEnabled } from './module-switch';
import type { ModuleFeature } from './permission';

/** Every module key, in module-code order (101 to 109). */
export const MODULE_KEYS = Object.keys(MODULES) as ModuleKey[];

export { isModuleEnabled };

/**
 * A module is reachable only if the entity configuration enables it and the user
 * has access (spec platform §6). SA/EA bypass the user's Access flag but not the
 * entity's switch: a module that is off in the branch is off for everyone.
 */
export const hasModuleAccess = (ctx: AccessContext, module: ModuleKey): boolean =>
  isModuleEnabled(ctx.config, module) && (isEntityAdmin(ctx.access) || ctx.access[module]?.Access === true);

/**
 * Module admin (MA) of a reachable module: full rights inside it. SA/EA count as
 * module admins everywhere. MA needs Access too: MA on a module the user cannot
 * open grants nothing.
 */
export const isModuleAdmin = (ctx: AccessContext, module: ModuleKey): boolean => {
  if (!isModuleEnabled(ctx.config, module)) return false;
  if (isEntityAdmin(ctx.access)) return true;
  const area = ctx.access[module];
  return area?.Access === true && area.MA === true;
};

/** A boolean feature of a module's entity configuration, e.g. `Service.Features.LPG`. */
export function isFeatureOn(config: EntityConfig, module: ModuleKey, feature: ModuleFeature): boolean {
  const area: object | undefined = config[module];
  const features: unknown = area !== undefined && 'Features' in area ? area.Features : undefined;
  return (
    typeof features === 'object' &&
    features !== null &&
    (features as Partial<Record<string, unknown>>)[feature] === true
  );
}

/** Modules this user can open in this branch, in module-code order. */
export const reachableModules = (ctx: AccessContext): ModuleKey[] =>
  MODULE_KEYS.filter((module) => hasModuleAccess(ctx, module));

/** Names of the boolean flags of an access area, other than the Access and MA switches. */
type FlagNames<T> = Exclude<
  { [K in keyof T]-?: NonNullable<T[K]> extends boolean ? K : never }[keyof T],
  'Access' | 'MA'
>;

/** Areas whose access data carries feature, approval and edit-approved flags. */
export type FlagArea = 'Accounting' | 'Service' | 'Sales';

/** The flags of each area, e.g. AccessFlag<'Service'> is 'EdApprWO' | 'ReOpenWO' | ... . */
export type AccessFlag<A extends FlagArea> = FlagNames<NonNullable<AccessData[A]>> & string;

/**
 * Feature toggles, approvals and edits of approved documents are separate flags
 * (spec platform §6). A flag counts only inside a reachable module; SA/EA and the
 * module admin hold every flag of the module.
 */
export function hasAccessFlag<A extends FlagArea>(ctx: AccessContext, area: A, flag: AccessFlag<A>): boolean {
  if (!hasModuleAccess(ctx, area)) return false;
  if (isModuleAdmin(ctx, area)) return true;
  const data: Partial<Record<string, unknown>> | undefined = ctx.access[area];
  return data?.[flag] === true;
}
