import type { AccessData } from '@shared/access/access-data';
import { orgPk, type Key } from '../table/keys';
import { queryOrgPrefix, readItem } from './users-repo';

/** A custom role of the organisation (`ORG#o / ROLE#<id>`), with a unique-name pointer `ROLENAME#<name>`. */
export type RoleRecord = { type: 'Role'; OrgId: string; RoleId: string; Name: string; Access: AccessData; ver: number };

export const roleKeys = {
  role: (orgId: string, roleId: string): Key => ({ pk: orgPk(orgId), sk: `ROLE#${roleId}` }),
  roleName: (orgId: string, name: string): Key => ({ pk: orgPk(orgId), sk: `ROLENAME#${name.trim().toLowerCase()}` }),
};

export const listCustomRoles = (orgId: string): Promise<RoleRecord[]> => queryOrgPrefix<RoleRecord>(orgId, 'ROLE#');
export const readCustomRole = (orgId: string, roleId: string) => readItem<RoleRecord>(roleKeys.role(orgId, roleId));
