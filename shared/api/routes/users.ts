import * as z from 'zod';
import { resource } from '../../access/permission';
import { role, roleCreateBody, roleUpdateBody } from '../../users/role-schemas';
import {
  accessGrantBody,
  accessRevokeQuery,
  namedItem,
  namedItemBody,
  namedItemUpdateBody,
  user,
  userActiveBody,
  userCreateBody,
  userListQuery,
  userPasswordBody,
  userUpdateBody,
} from '../../users/user-schemas';
import { defineRoute } from '../route';

/**
 * Users and access administration: spec platform §2 (User/Users, User/User/New,
 * settings/roles, settings/Designations, settings/Departments), §3 'Access data',
 * §6. Paths follow the spec's style; docs/decisions-users.md lists them.
 */

const idParam = z.object({ id: z.string().min(1).max(64) });
const accessParams = z.object({ id: z.string().min(1).max(64), entityId: z.string().min(1).max(64) });
const messageResponse = z.object({ message: z.string() });

/** GET/POST/PUT/DELETE of a named list (designations, departments) guarded by one Common resource. */
const namedListRoutes = <const P extends string, const N extends string>(path: P, name: N) =>
  ({
    list: defineRoute({
      method: 'GET',
      path,
      family: 'users',
      permission: resource('Common', name, 'R'),
      response: z.array(namedItem),
    }),
    create: defineRoute({
      method: 'POST',
      path,
      family: 'users',
      permission: resource('Common', name, 'C'),
      body: namedItemBody,
      response: namedItem,
    }),
    update: defineRoute({
      method: 'PUT',
      path: `${path}/{id}`,
      family: 'users',
      permission: resource('Common', name, 'U'),
      params: idParam,
      body: namedItemUpdateBody,
      response: namedItem,
    }),
    remove: defineRoute({
      method: 'DELETE',
      path: `${path}/{id}`,
      family: 'users',
      permission: resource('Common', name, 'D'),
      params: idParam,
      response: messageResponse,
    }),
  }) as const;

const designations = namedListRoutes('Designations', 'Desig');
const departments = namedListRoutes('Departments', 'Dept');

export const usersRoutes = {
  listUsers: defineRoute({
    method: 'GET',
    path: 'Users',
    family: 'users',
    permission: resource('Common', 'User', 'R'),
    query: userListQuery,
    response: z.array(user),
  }),
  createUser: defineRoute({
    method: 'POST',
    path: 'Users',
    family: 'users',
    permission: resource('Common', 'User', 'C'),
    body: userCreateBody,
    response: user,
  }),
  getUser: defineRoute({
    method: 'GET',
    path: 'Users/{id}',
    family: 'users',
    permission: resource('Common', 'User', 'R'),
    params: idParam,
    response: user,
  }),
  updateUser: defineRoute({
    method: 'PUT',
    path: 'Users/{id}',
    family: 'users',
    permission: resource('Common', 'User', 'U'),
    params: idParam,
    body: userUpdateBody,
    response: user,
  }),
  setUserActive: defineRoute({
    method: 'PUT',
    path: 'Users/{id}/Active',
    family: 'users',
    permission: resource('Common', 'User', 'U'),
    params: idParam,
    body: userActiveBody,
    response: user,
  }),
  resetUserPassword: defineRoute({
    method: 'PUT',
    path: 'Users/{id}/Password',
    family: 'users',
    permission: resource('Common', 'User', 'U'),
    params: idParam,
    body: userPasswordBody,
    response: user,
  }),
  grantAccess: defineRoute({
    method: 'PUT',
    path: 'Users/{id}/Access/{entityId}',
    family: 'users',
    permission: resource('Common', 'User', 'U'),
    params: accessParams,
    body: accessGrantBody,
    response: user,
  }),
  revokeAccess: defineRoute({
    method: 'DELETE',
    path: 'Users/{id}/Access/{entityId}',
    family: 'users',
    permission: resource('Common', 'User', 'U'),
    params: accessParams,
    query: accessRevokeQuery,
    response: user,
  }),
  listRoles: defineRoute({
    method: 'GET',
    path: 'Roles',
    family: 'users',
    permission: resource('Common', 'Role', 'R'),
    response: z.array(role),
  }),
  createRole: defineRoute({
    method: 'POST',
    path: 'Roles',
    family: 'users',
    permission: resource('Common', 'Role', 'C'),
    body: roleCreateBody,
    response: role,
  }),
  updateRole: defineRoute({
    method: 'PUT',
    path: 'Roles/{id}',
    family: 'users',
    permission: resource('Common', 'Role', 'U'),
    params: idParam,
    body: roleUpdateBody,
    response: role,
  }),
  deleteRole: defineRoute({
    method: 'DELETE',
    path: 'Roles/{id}',
    family: 'users',
    permission: resource('Common', 'Role', 'D'),
    params: idParam,
    response: messageResponse,
  }),
  listDesignations: designations.list,
  createDesignation: designations.create,
  updateDesignation: designations.update,
  deleteDesignation: designations.remove,
  listDepartments: departments.list,
  createDepartment: departments.create,
  updateDepartment: departments.update,
  deleteDepartment: departments.remove,
} as const;
