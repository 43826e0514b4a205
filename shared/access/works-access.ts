import type { AccessContext } from './access-context';
import { isModuleAdmin, hasModuleAccess } from './module-access';
import type { Right } from './permission';
import { hasRight } from './permission-string';

/** Per-workspace resources of the Works access data (spec platform §3: Meet, Proj, Task). */
export type WorkspaceResource = 'Meet' | 'Proj' | 'Task';
export const WORKSPACE_RESOURCES: readonly WorkspaceResource[] = ['Meet', 'Proj', 'Task'];

type WorkspaceAccess = NonNullable<NonNullable<AccessContext['access']['Works']>['WS']>[number];

const workspaces = (ctx: AccessContext): readonly WorkspaceAccess[] => ctx.access.Works?.WS ?? [];

/** A WS entry makes its holder a member when it is WA or grants any Meet, Proj or Task letter. */
const isMemberEntry = (entry: WorkspaceAccess): boolean =>
  entry.WA === true || WORKSPACE_RESOURCES.some((name) => (entry[name] ?? '').length > 0);

/**
 * The workspace list is unrestricted for the entity admin (spec platform §6) and,
 * since MA has full rights inside its module, for the Works module admin.
 */
export const canListAllWorkspaces = (ctx: AccessContext): boolean => isModuleAdmin(ctx, 'Works');

/**
 * Works screens need workspace membership: WA (workspace admin) or a Meet, Proj or
 * Task right in that workspace (spec platform §6), inside a reachable Works module.
 */
export function isWorkspaceMember(ctx: AccessContext, workspaceId: string): boolean {
  if (!hasModuleAccess(ctx, 'Works')) return false;
  if (canListAllWorkspaces(ctx)) return true;
  return workspaces(ctx).some((entry) => entry.WSpc_Id === workspaceId && isMemberEntry(entry));
}

/** A C/R/U/D right on meetings, projects or tasks of one workspace; WA holds them all. */
export function canInWorkspace(
  ctx: AccessContext,
  workspaceId: string,
  resource: WorkspaceResource,
  right: Right,
): boolean {
  if (!hasModuleAccess(ctx, 'Works')) return false;
  if (canListAllWorkspaces(ctx)) return true;
  return workspaces(ctx).some(
    (entry) => entry.WSpc_Id === workspaceId && (entry.WA === true || hasRight(entry[resource], right)),
  );
}

/**
 * The right in at least one workspace. This is what a route-level Works permission
 * can check before the workspace is known; the handler then checks the record's
 * own workspace with `canInWorkspace`.
 */
export function canInAnyWorkspace(ctx: AccessContext, resource: WorkspaceResource, right: Right): boolean {
  if (!hasModuleAccess(ctx, 'Works')) return false;
  if (canListAllWorkspaces(ctx)) return true;
  return workspaces(ctx).some((entry) => entry.WA === true || hasRight(entry[resource], right));
}

/** Works screens open to this user at all: admins, or members of at least one workspace. */
export const hasAnyWorkspace = (ctx: AccessContext): boolean =>
  hasModuleAccess(ctx, 'Works') && (canListAllWorkspaces(ctx) || workspaces(ctx).some(isMemberEntry));

/** The workspaces of `workspaceIds` this user may list, in the given order. */
export const visibleWorkspaces = (ctx: AccessContext, workspaceIds: readonly string[]): string[] =>
  workspaceIds.filter((id) => isWorkspaceMember(ctx, id));
