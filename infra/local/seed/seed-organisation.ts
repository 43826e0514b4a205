import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { predefinedRole, type PredefinedRoleName } from '@shared/access/roles';
import type { EntityConfig } from '@shared/entity/entity-config';
import type { EntitySettings } from '@shared/entity/entity-settings';
import { entityMembersGsi1, keys } from '../../../functions/data/identity/identity-keys';
import type { AccessRecord, EntityRecord, OrgRecord, UserRecord } from '../../../functions/data/identity/records';
import { db, tableName } from '../../../functions/lib/aws-clients';

export type EntitySeed = {
  EntId: string;
  DName: string;
  UName: string;
  Config: EntityConfig;
  Settings: EntitySettings;
};

export type UserSeed = {
  UserId: string;
  UserName: string;
  Name: string;
  Desig: string;
  Email: string;
  Phone: string;
  Role: PredefinedRoleName;
  /** Branch ids the user works in; the first is their default. */
  Branches: string[];
  Technician?: boolean;
};

export type OrganisationSeed = {
  OrgId: string;
  Name: string;
  Domain: string;
  /** The new-features flag (platform §6), which gates chat. */
  NewFeat?: boolean;
  Entities: EntitySeed[];
  Users: UserSeed[];
  /** scrypt hash of the users' starting password (hashed once by the caller). */
  PasswordHash: string;
};

/**
 * Writes an organisation with its branches, users, login pointers and access
 * items in one transaction (at most 100 items), each conditional on not
 * existing. Nothing is written when the domain is already taken, and a failure
 * leaves nothing half-written.
 */
export async function seedOrganisation(seed: OrganisationSeed): Promise<'seeded' | 'present'> {
  const existing = await db().send(new GetCommand({ TableName: tableName(), Key: keys.domain(seed.Domain) }));
  if (existing.Item) return 'present';

  const orgId = seed.OrgId;
  const org: OrgRecord = {
    type: 'Org',
    OrgId: orgId,
    Name: seed.Name,
    Domain: seed.Domain,
    CrDt: new Date().toISOString(),
    ...(seed.NewFeat ? { NewFeat: true } : {}),
  };
  const items: Record<string, unknown>[] = [{ ...keys.org(orgId), ...org }];
  for (const branch of seed.Entities) {
    const entity: EntityRecord = { type: 'Entity', OrgId: orgId, ...branch, HasLogo: false, SettingsVer: 1, ver: 1 };
    items.push({ ...keys.entity(orgId, branch.EntId), ...entity });
  }
  for (const seedUser of seed.Users) {
    const role = predefinedRole(seedUser.Role);
    const user: UserRecord = {
      type: 'User',
      OrgId: orgId,
      UserId: seedUser.UserId,
      UserName: seedUser.UserName,
      Name: seedUser.Name,
      Email: seedUser.Email,
      Phone: seedUser.Phone,
      PwdHash: seed.PasswordHash,
      DefEntId: seedUser.Branches[0] ?? '',
      TZ: 'Asia/Calcutta',
      ...(seedUser.Technician ? { NoW: { Tec: true } } : {}),
      Active: true,
      ver: 1,
    };
    items.push(
      { ...keys.user(orgId, user.UserId), ...user },
      { ...keys.username(orgId, user.UserName), type: 'UserName', UserId: user.UserId },
      { ...keys.userEmail(orgId, seedUser.Email), type: 'UserEmail', UserId: user.UserId },
      { ...keys.userPhone(orgId, seedUser.Phone), type: 'UserPhone', UserId: user.UserId },
    );
    for (const entityId of seedUser.Branches) {
      const access: AccessRecord = {
        type: 'Access',
        OrgId: orgId,
        UserId: user.UserId,
        EntId: entityId,
        Role: role.Name,
        Access: role.Access,
        Name: user.Name,
        UserName: user.UserName,
        Desig: seedUser.Desig,
        Email: seedUser.Email,
        Phone: seedUser.Phone,
        Tec: seedUser.Technician === true,
      };
      items.push({
        ...keys.access(orgId, user.UserId, entityId),
        gsi1pk: entityMembersGsi1(orgId, entityId),
        gsi1sk: `USER#${user.Name}#${user.UserId}`,
        ...access,
      });
    }
  }
  items.push({ ...keys.domain(seed.Domain), type: 'Domain', OrgId: orgId });
  if (items.length > 100) throw new Error(`An organisation seed holds at most 100 items (${items.length} given)`);
  await db().send(
    new TransactWriteCommand({
      TransactItems: items.map((Item) => ({
        Put: { TableName: tableName(), Item, ConditionExpression: 'attribute_not_exists(pk)' },
      })),
    }),
  );
  return 'seeded';
}
