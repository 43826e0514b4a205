import { usersRoutes } from '@shared/api/routes/users';
import { createFamilyHandler } from '../lib/http/family-handler';
import { grantAccess, revokeAccess } from './access-calls';
import { namedListCalls } from './named-list-calls';
import { createRole, deleteRole, listRoles, updateRole } from './role-calls';
import { createUser, getUser, listUsers, resetUserPassword, setUserActive, updateUser } from './user-calls';

const designations = namedListCalls('DESIG');
const departments = namedListCalls('DEPT');

/** Lambda of the `users` call family: users, access per branch, roles, designations, departments. */
export const handler = createFamilyHandler(usersRoutes, {
  listUsers,
  createUser,
  getUser,
  updateUser,
  setUserActive,
  resetUserPassword,
  grantAccess,
  revokeAccess,
  listRoles,
  createRole,
  updateRole,
  deleteRole,
  listDesignations: designations.list,
  createDesignation: designations.create,
  updateDesignation: designations.update,
  deleteDesignation: designations.remove,
  listDepartments: departments.list,
  createDepartment: departments.create,
  updateDepartment: departments.update,
  deleteDepartment: departments.remove,
});
