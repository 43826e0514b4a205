import { isEntityAdmin, type AccessContext } from './access-context';
import { hasModuleAccess, isFeatureOn, isModuleAdmin, isModuleEnabled, reachableModules } from './module-access';
import type { Permission } from './permission';
import { reportsReachable } from './reports-access';
import { hasResourceRight } from './resource-access';

/**
 * The access model of spec platform §6 as pure code, shared by the server (which
 * enforces it on every call) and the UI (which hides what is not permitted).
 * This file is the entry point; the rules live in the small modules re-exported below.
 */
export * from './access-context';
export * from './module-access';
export * from './permission-string';
export * from './reports-access';
export * from './resource-access';
export * from './works-access';
export * from './specific-rules';
export * from './default-landing';
export * from './industry-labels';

/**
 * Whether the route-table permission holds for this user in this branch. The
 * server middleware calls this on every API call.
 * - public and session: always (the session itself is checked before);
 * - entityAdmin: SA or EA;
 * - module: the module is enabled in the entity configuration and the user is SA/EA or has Access;
 * - moduleAdmin: `isModuleAdmin`, and the named feature of that module switched on;
 * - resource: see `hasResourceRight`;
 * and, whatever the kind, a permission that names a module holds only in a
 * branch that enables it (even for SA/EA).
 */
export function isPermitted(permission: Permission, ctx: AccessContext): boolean {
  if (permission.kind !== 'public' && permission.module && !isModuleEnabled(ctx.config, permission.module))
    return false;
  switch (permission.kind) {
    case 'public':
    case 'session':
      return true;
    case 'entityAdmin':
      return isEntityAdmin(ctx.access);
    case 'module':
      return hasModuleAccess(ctx, permission.module);
    case 'moduleAdmin':
      return (
        isModuleAdmin(ctx, permission.module) &&
        (permission.feature === undefined || isFeatureOn(ctx.config, permission.module, permission.feature))
      );
    case 'resource':
      return hasResourceRight(ctx, permission.area, permission.resource, permission.right);
  }
}

/**
 * False means the UI shows Messages.noFeatures ('It seems you don't have permission
 * to access any features in this branch.'). Reports count as a feature, and SA/EA
 * always have one (the branch settings).
 */
export const hasAnyFeature = (ctx: AccessContext): boolean =>
  isEntityAdmin(ctx.access) || reachableModules(ctx).length > 0 || reportsReachable(ctx);
