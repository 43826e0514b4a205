import * as z from 'zod';
import { accessData } from '../../access/access-data';
import { PUBLIC, SESSION } from '../../access/permission';
import { entityConfig } from '../../entity/entity-config';
import { entitySettings } from '../../entity/entity-settings';
import { email as emailField, phone as phoneField } from '../../fields/contact-fields';
import { domainField, newPasswordField, otpField, passwordField, usernameField } from '../../identity/login-rules';
import { defineRoute } from '../route';

/** Session and identity calls, spec platform §7 'Session and identity' and §4 'Login and session'. */

export const messageResponse = z.object({ message: z.string() });

export const entitySummary = z.object({
  EntId: z.string(),
  OrgId: z.string(),
  DName: z.string(),
  UName: z.string(),
  Industry: z.string(),
  StCode: z.string().optional(),
  HasLogo: z.boolean().optional(),
});
export type EntitySummary = z.infer<typeof entitySummary>;

/** Login data, spec platform §3 'Login response'. */
export const userAndEntity = z.object({
  Entity: z.object({
    Config: entityConfig,
    Settings: entitySettings,
    DName: z.string(),
    UName: z.string(),
    EntId: z.string(),
    OrgId: z.string(),
    HasLogo: z.boolean().optional(),
    /** Bumped on every settings change; a newer value elsewhere prompts a refresh. */
    SettingsVer: z.number().int().optional(),
  }),
  Access: accessData,
  User: z.object({
    Name: z.string(),
    TZ: z.string(),
    UserId: z.string(),
    UserName: z.string(),
    NoW: z.object({ Tec: z.boolean().optional() }).optional(),
  }),
  /** NewFeat: the organisation's new-features flag (platform §6), which gates chat. */
  Org: z.object({ OrgId: z.string(), Name: z.string(), Domain: z.string(), NewFeat: z.boolean().optional() }),
  /** Main business type, e.g. 'AUTO'. */
  MBType: z.string(),
  /** Business type (industry), e.g. 'AUTO-2'. */
  BType: z.string(),
  SessionId: z.string(),
});
export type UserAndEntity = z.infer<typeof userAndEntity>;

export const loginResponse = userAndEntity.extend({ Token: z.string() });
export type LoginResponse = z.infer<typeof loginResponse>;

export const activeSession = z.object({
  SessionId: z.string(),
  Current: z.boolean(),
  CrDt: z.string(),
  LastDt: z.string().optional(),
  Client: z.string().optional(),
  Ip: z.string().optional(),
  EntId: z.string(),
  EntName: z.string().optional(),
  ExpDt: z.string(),
});
export type ActiveSession = z.infer<typeof activeSession>;

export const employee = z.object({
  UserId: z.string(),
  Name: z.string(),
  UserName: z.string(),
  Role: z.string().optional(),
  Desig: z.string().optional(),
  Email: z.string().optional(),
  Phone: z.string().optional(),
});
export type Employee = z.infer<typeof employee>;

const otpTarget = z.union([
  z.object({ domain: domainField, Email: emailField }).strict(),
  z.object({ domain: domainField, Phone: phoneField }).strict(),
]);

export const iamRoutes = {
  authenticate: defineRoute({
    method: 'POST',
    path: 'IAM/Auth/Authenticate',
    family: 'iam',
    permission: PUBLIC,
    body: z.object({
      username: usernameField,
      password: passwordField,
      domain: domainField,
      Mobile: z.boolean().optional(),
      /** Keep me logged in: a 30-day session instead of 12 hours. */
      KeepLoggedIn: z.boolean().optional(),
    }),
    response: loginResponse,
  }),
  getUserAndEntitySettings: defineRoute({
    method: 'GET',
    path: 'IAM/Auth/GetUserAndEntitySettings',
    family: 'iam',
    permission: SESSION,
    response: userAndEntity,
  }),
  switchBranch: defineRoute({
    method: 'POST',
    path: 'IAM/Auth/SwitchBranch',
    family: 'iam',
    permission: SESSION,
    body: z.object({ ToEntityId: z.string().min(1).max(64), Mobile: z.boolean().optional() }),
    response: loginResponse,
  }),
  requestOtp: defineRoute({
    method: 'POST',
    path: 'IAM/Auth/ForgotPassword/RequestOtp',
    family: 'iam',
    permission: PUBLIC,
    body: otpTarget,
    response: z.object({ message: z.string(), ResendAfterSec: z.number().int() }),
  }),
  verifyOtp: defineRoute({
    method: 'POST',
    path: 'IAM/Auth/ForgotPassword/VerifyOtp',
    family: 'iam',
    permission: PUBLIC,
    body: z.union([
      z.object({ domain: domainField, Email: emailField, Otp: otpField }).strict(),
      z.object({ domain: domainField, Phone: phoneField, Otp: otpField }).strict(),
    ]),
    response: z.object({ ResetToken: z.string() }),
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: 'IAM/Auth/ForgotPassword/ResetPassword',
    family: 'iam',
    permission: PUBLIC,
    body: z.object({ ResetToken: z.string().min(1).max(2000), NewPassword: newPasswordField }),
    response: messageResponse,
  }),
  logout: defineRoute({
    method: 'GET',
    path: 'Identities/Logout',
    family: 'iam',
    permission: SESSION,
    response: messageResponse,
  }),
  activeSessions: defineRoute({
    method: 'GET',
    path: 'Identities/ActiveSessions',
    family: 'iam',
    permission: SESSION,
    response: z.array(activeSession),
  }),
  deactivateSession: defineRoute({
    method: 'PUT',
    path: 'Identities/DeactivateSession',
    family: 'iam',
    permission: SESSION,
    body: z.strictObject({ SessionId: z.string().min(1).max(64) }),
    response: messageResponse,
  }),
  changePassword: defineRoute({
    method: 'PUT',
    path: 'Users/ChangePassword',
    family: 'iam',
    permission: SESSION,
    body: z.strictObject({
      OldPassword: passwordField,
      NewPassword: newPasswordField,
      username: usernameField,
      domain: domainField,
      /** End every other session of this user (offered after a password change). */
      EndOtherSessions: z.boolean().optional(),
    }),
    response: z.object({ message: z.string(), EndedSessions: z.number().int() }),
  }),
  entities: defineRoute({
    method: 'GET',
    path: 'Entities',
    family: 'iam',
    permission: SESSION,
    response: z.array(entitySummary),
  }),
  entitiesForUser: defineRoute({
    method: 'GET',
    path: 'Entities/ForUser/{userId}',
    family: 'iam',
    permission: SESSION,
    params: z.object({ userId: z.string().min(1).max(64) }),
    response: z.array(entitySummary),
  }),
  employeesOfEntity: defineRoute({
    method: 'GET',
    path: 'Users/EmployeesOfEntity/{orgId}/{entityId}',
    family: 'iam',
    // Every employee sees their colleagues (chat lists them); the org must be the session's.
    permission: SESSION,
    params: z.object({ orgId: z.string().min(1).max(64), entityId: z.string().min(1).max(64) }),
    response: z.array(employee),
  }),
} as const;
