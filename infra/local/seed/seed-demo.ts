import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { predefinedRole, roleKey } from '@shared/access/roles';
import { db, tableName } from '../../../functions/lib/aws-clients';
import { entityMembersGsi1, keys } from '../../../functions/data/keys';
import type { AccessRecord, EntityRecord, OrgRecord, UserRecord } from '../../../functions/data/records';
import { hashPassword } from '../../../functions/lib/password';
import {
  DEMO_DOMAIN,
  DEMO_ORG,
  DEMO_PARTS_BRANCH,
  DEMO_PASSWORD,
  DEMO_USERS,
  DEMO_WORKSHOP,
  demoEmail,
} from './demo-organisation';

type Put = { Put: { TableName: string; Item: Record<string, unknown>; ConditionExpression?: string } };

const put = (item: Record<string, unknown>): Put => ({
  Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' },
});

/** Stable demo user ids so links and tests can name them. */
const demoUserId = (username: string): string => `01JDEMOUSR${username.toUpperCase().padEnd(16, '0').slice(0, 16)}`;

/**
 * Seeds the demo organisation when its domain is not there yet. Every item is
 * written with attribute_not_exists, in transactions of at most 100 items, so a
 * second start changes nothing and nothing half-seeded is ever overwritten.
 */
export async function seedDemo(): Promise<'seeded' | 'present'> {
  const existing = await db().send(new GetCommand({ TableName: tableName(), Key: keys.domain(DEMO_DOMAIN) }));
  if (existing.Item) return 'present';

  const orgId = DEMO_ORG.OrgId;
  const org: OrgRecord = { type: 'Org', OrgId: orgId, Name: DEMO_ORG.Name, Domain: DEMO_DOMAIN, CrDt: new Date().toISOString() };
  const items: Record<string, unknown>[] = [{ ...keys.org(orgId), ...org }];
  for (const branch of [DEMO_WORKSHOP, DEMO_PARTS_BRANCH]) {
    const entity: EntityRecord = { type: 'Entity', OrgId: orgId, ...branch, HasLogo: false, SettingsVer: 1, ver: 1 };
    items.push({ ...keys.entity(orgId, branch.EntId), ...entity });
  }

  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));
  DEMO_USERS.forEach((demo, index) => {
    const userId = demoUserId(demo.UserName);
    const role = predefinedRole(roleKey[demo.UserName]);
    const email = demoEmail(demo.UserName);
    const user: UserRecord = {
      type: 'User',
      OrgId: orgId,
      UserId: userId,
      UserName: demo.UserName,
      Name: demo.Name,
      Email: email,
      Phone: demo.Phone,
      PwdHash: hashes[index] ?? '',
      DefEntId: demo.Branches[0]?.EntId ?? DEMO_WORKSHOP.EntId,
      TZ: 'Asia/Calcutta',
      ...(demo.Technician ? { NoW: { Tec: true } } : {}),
      Active: true,
      ver: 1,
    };
    items.push(
      { ...keys.user(orgId, userId), ...user },
      { ...keys.username(orgId, demo.UserName), type: 'UserName', UserId: userId },
      { ...keys.userEmail(orgId, email), type: 'UserEmail', UserId: userId },
      { ...keys.userPhone(orgId, demo.Phone), type: 'UserPhone', UserId: userId },
    );
    for (const branch of demo.Branches) {
      const access: AccessRecord = {
        type: 'Access',
        OrgId: orgId,
        UserId: userId,
        EntId: branch.EntId,
        Role: role.Name,
        Access: role.Access,
        Name: demo.Name,
        UserName: demo.UserName,
        Desig: demo.Desig,
        Email: email,
        Phone: demo.Phone,
      };
      items.push({
        ...keys.access(orgId, userId, branch.EntId),
        gsi1pk: entityMembersGsi1(orgId, branch.EntId),
        gsi1sk: `USER#${demo.Name}#${userId}`,
        ...access,
      });
    }
  });

  // The domain item goes last: it is what marks the organisation as present.
  items.push({ ...keys.domain(DEMO_DOMAIN), type: 'Domain', OrgId: orgId });
  for (let start = 0; start < items.length; start += 100) {
    await db().send(new TransactWriteCommand({ TransactItems: items.slice(start, start + 100).map(put) }));
  }
  return 'seeded';
}
