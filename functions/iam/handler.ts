import { iamRoutes } from '@shared/api/routes/iam';
import { createFamilyHandler } from '../lib/http/family-handler';
import { authenticate } from './authenticate';
import { changePassword } from './change-password';
import { employeesOfEntity, entities, entitiesForUser } from './entity-calls';
import { requestOtp, resetPassword, verifyOtp } from './forgot-password';
import { activeSessions, deactivateSession, getUserAndEntitySettings, logout, switchBranch } from './session-calls';

/** Lambda of the `iam` call family: login, sessions, passwords, branches. */
export const handler = createFamilyHandler(iamRoutes, {
  authenticate,
  getUserAndEntitySettings,
  switchBranch,
  requestOtp,
  verifyOtp,
  resetPassword,
  logout,
  activeSessions,
  deactivateSession,
  changePassword,
  entities,
  entitiesForUser,
  employeesOfEntity,
});
