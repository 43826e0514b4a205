import * as z from 'zod';
import { email, phone } from '../fields/contact-fields';
import { emptyAsUndefined } from '../fields/optional-or-empty';
import { timeZone } from '../fields/time-zone';
import { newPasswordField } from '../identity/login-rules';
import { UsersMessages } from './users-messages';

/**
 * Users of the organisation and their access per branch (spec platform §2
 * User/Users, User/User/New; §3 'Access data', 'User data').
 */

/**
 * Login names are stored the way the login form sends them (spaces stripped,
 * lowercased), so a created user can log in with what the admin typed.
 */
export const newUsernameField = z
  .string()
  .transform((value) => value.replace(/\s+/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9._-]{3,50}$/, UsersMessages.usernameRule));

const nameField = z.string().trim().min(1, 'This Field Is Required.').max(100);
const optionalText = z.string().trim().max(100).optional();
const idField = z.string().min(1).max(64);

/** Empty strings from a form mean "none". */
const optionalEmail = emptyAsUndefined(email);
const optionalPhone = emptyAsUndefined(phone);

const userDetails = {
  Name: nameField,
  Email: optionalEmail,
  Phone: optionalPhone,
  TZ: timeZone.optional(),
  Desig: optionalText,
  Dept: optionalText,
  /** User data NoW.Tec: the technician flag that governs My Jobs. */
  Tec: z.boolean().optional(),
};

/** POST Users: the user, their initial password and their default branch with a role. */
export const userCreateBody = z
  .object({
    UserName: newUsernameField,
    Password: newPasswordField,
    ...userDetails,
    DefEntId: idField,
    RoleId: idField,
  })
  .strict();

/** PUT Users/{id}: details only; the login name never changes (it is the login). */
export const userUpdateBody = z
  .object({ ...userDetails, DefEntId: idField, ver: z.number().int().positive() })
  .strict();

export const userActiveBody = z.object({ Active: z.boolean(), ver: z.number().int().positive() }).strict();
export const userPasswordBody = z.object({ NewPassword: newPasswordField, ver: z.number().int().positive() }).strict();
export const accessGrantBody = z.object({ RoleId: idField, ver: z.number().int().positive() }).strict();
export const accessRevokeQuery = z.object({ ver: z.coerce.number().int().positive() });

export const userBranch = z.object({ EntId: z.string(), RoleId: z.string(), Role: z.string(), Admin: z.boolean() });

export const user = z.object({
  UserId: z.string(),
  UserName: z.string(),
  Name: z.string(),
  Email: z.string().optional(),
  Phone: z.string().optional(),
  TZ: z.string().optional(),
  Desig: z.string().optional(),
  Dept: z.string().optional(),
  Tec: z.boolean(),
  Active: z.boolean(),
  DefEntId: z.string(),
  Branches: z.array(userBranch),
  ver: z.number().int(),
});
export type User = z.infer<typeof user>;

export const userListQuery = z.object({ Name: z.string().trim().max(100).optional() });

/** Designations and departments: a named list per organisation. */
export const namedItemBody = z.object({ Name: z.string().trim().min(1, 'This Field Is Required.').max(100) }).strict();
export const namedItemUpdateBody = namedItemBody.extend({ ver: z.number().int().positive() }).strict();
export const namedItem = z.object({ Id: z.string(), Name: z.string(), ver: z.number().int() });
export type NamedItem = z.infer<typeof namedItem>;
