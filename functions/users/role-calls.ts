import { ulid } from 'ulid';
import { PREDEFINED_ROLE_NAMES, PREDEFINED_ROLES } from '@shared/access/roles';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import type { usersRoutes } from '@shared/api/routes/users';
import type { Role } from '@shared/users/role-schemas';
import { UsersMessages } from '@shared/users/users-messages';
import {
  deleteRole as removeRole,
  insertRole,
  listCustomRoles,
  readCustomRole,
  updateRole as editRole,
  type RoleRecord,
} from '../data/users/roles-repo';
import { listRoleHolders } from '../data/users/users-repo';
import type { Call } from '../lib/http/call';

const toRole = (r: RoleRecord): Role => ({
  RoleId: r.RoleId,
  Name: r.Name,
  Predefined: false,
  Access: r.Access,
  ver: r.ver,
});

const isPredefinedName = (name: string): boolean =>
  PREDEFINED_ROLE_NAMES.some((n) => n.toLowerCase() === name.trim().toLowerCase());

const readOnly = (): ApiError => new ApiError(ErrorCode.BadRequest, UsersMessages.predefinedReadOnly);

/** GET Roles: the eight predefined roles (read-only) then the custom roles by name. */
export async function listRoles(call: Call<typeof usersRoutes.listRoles>): Promise<Role[]> {
  const custom = (await listCustomRoles(call.session.orgId)).map(toRole).sort((a, b) => a.Name.localeCompare(b.Name));
  const predefined = PREDEFINED_ROLES.map((r) => ({
    RoleId: r.Name,
    Name: r.Name,
    Predefined: true,
    Access: r.Access,
    ver: 1,
  }));
  return [...predefined, ...custom];
}

/** POST Roles: a custom role; its name is unique in the organisation (pointer item) and not a predefined name. */
export async function createRole(call: Call<typeof usersRoutes.createRole>): Promise<Role> {
  const { orgId } = call.session;
  if (isPredefinedName(call.body.Name)) throw new ApiError(ErrorCode.Conflict, UsersMessages.roleNameTaken);
  const role: RoleRecord = {
    type: 'Role',
    OrgId: orgId,
    RoleId: ulid(),
    Name: call.body.Name,
    Access: call.body.Access,
    ver: 1,
  };
  await insertRole(role);
  return toRole(role);
}

/**
 * PUT Roles/{id}: edits a custom role and re-applies its access data to every
 * access item holding it, in the same transaction, so a holder never keeps
 * rights the role no longer grants.
 */
export async function updateRole(call: Call<typeof usersRoutes.updateRole>): Promise<Role> {
  const { orgId } = call.session;
  if (isPredefinedName(call.params.id)) throw readOnly();
  const role = await readCustomRole(orgId, call.params.id);
  if (!role) throw new ApiError(ErrorCode.NotFound, UsersMessages.roleNotFound);
  if (role.ver !== call.body.ver) throw new ApiError(ErrorCode.Conflict, Messages.conflict);
  const renamed = role.Name.trim().toLowerCase() !== call.body.Name.trim().toLowerCase();
  if (renamed && isPredefinedName(call.body.Name)) throw new ApiError(ErrorCode.Conflict, UsersMessages.roleNameTaken);
  const holders = await listRoleHolders(orgId, role.RoleId);
  await editRole(role, { Name: call.body.Name, Access: call.body.Access }, holders);
  return { ...toRole(role), Name: call.body.Name, Access: call.body.Access, ver: role.ver + 1 };
}

/** DELETE Roles/{id}: only a custom role that nobody holds. */
export async function deleteRole(call: Call<typeof usersRoutes.deleteRole>): Promise<{ message: string }> {
  const { orgId } = call.session;
  if (isPredefinedName(call.params.id)) throw readOnly();
  const role = await readCustomRole(orgId, call.params.id);
  if (!role) throw new ApiError(ErrorCode.NotFound, UsersMessages.roleNotFound);
  if ((await listRoleHolders(orgId, role.RoleId)).length > 0)
    throw new ApiError(ErrorCode.BadRequest, UsersMessages.roleInUse);
  await removeRole(role);
  return { message: Messages.deleted };
}
