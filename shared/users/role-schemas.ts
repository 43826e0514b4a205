import * as z from 'zod';
import { accessData } from '../access/access-data';
import { UsersMessages } from './users-messages';

/**
 * Roles (spec platform §6): the eight predefined roles, read-only, and the
 * organisation's custom roles. A role is a name and access data; giving a user a
 * role in a branch copies its access data into their access item there.
 */

/** No admin flags in a custom role: Owner and Admin are the roles that carry SA and EA. */
const notAdmin = z
  .boolean()
  .default(false)
  .refine((value) => !value, UsersMessages.customRoleNoAdmin);

export const customRoleAccess = accessData.extend({ SA: notAdmin, EA: notAdmin, Extern: z.boolean().optional() });

const roleName = z.string().trim().min(1, 'This Field Is Required.').max(60);

export const roleCreateBody = z.object({ Name: roleName, Access: customRoleAccess }).strict();
export const roleUpdateBody = roleCreateBody.extend({ ver: z.number().int().positive() }).strict();

export const role = z.object({
  /** The predefined role's name, or the custom role's id. */
  RoleId: z.string(),
  Name: z.string(),
  Predefined: z.boolean(),
  Access: accessData,
  ver: z.number().int(),
});
export type Role = z.infer<typeof role>;
