import { ulid } from 'ulid';
import { ROLE_USER_DATA, roleKey, type DemoUsername } from '@shared/access/roles';
import { hashPassword } from '../lib/password';
import { DEMO_PARTS_BRANCH, DEMO_WORKSHOP } from '../../infra/local/seed/demo-organisation';
import { seedOrganisation } from '../../infra/local/seed/seed-organisation';

export const TEST_PASSWORD = 'test-password-1';

let passwordHash: Promise<string> | undefined;

export type TestOrganisation = {
  orgId: string;
  domain: string;
  workshopId: string;
  partsBranchId: string;
  users: Record<DemoUsername, { userId: string; email: string; phone: string }>;
};

/**
 * A fresh organisation per test file (unique domain and ids) with the demo's
 * two branches and one user per predefined role, all with TEST_PASSWORD.
 */
export async function createTestOrganisation(): Promise<TestOrganisation> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const orgId = ulid();
  const domain = `t${orgId.toLowerCase()}`;
  const workshopId = ulid();
  const partsBranchId = ulid();
  const usernames = Object.keys(roleKey) as DemoUsername[];
  const phoneBase = Math.floor(Math.random() * 9e7);
  const users = Object.fromEntries(
    usernames.map((name, index) => [
      name,
      {
        userId: ulid(),
        email: `${name}@${domain}.example.com`,
        phone: `6${String(phoneBase + index).padStart(9, '0')}`,
      },
    ]),
  ) as TestOrganisation['users'];
  const branchesOf = (name: DemoUsername): string[] =>
    ['owner', 'admin', 'cashier', 'partsmanager'].includes(name) ? [workshopId, partsBranchId] : [workshopId];
  await seedOrganisation({
    OrgId: orgId,
    Name: `Test Motors ${orgId.slice(-6)}`,
    Domain: domain,
    // As the demo: the new-features flag is on, so chat answers (functions/chat/chat-gate.ts).
    NewFeat: true,
    Entities: [
      { ...DEMO_WORKSHOP, EntId: workshopId },
      { ...DEMO_PARTS_BRANCH, EntId: partsBranchId },
    ],
    PasswordHash: await passwordHash,
    Users: usernames.map((name) => ({
      UserId: users[name].userId,
      UserName: name,
      Name: `${name[0]?.toUpperCase()}${name.slice(1)} Tester`,
      Desig: roleKey[name],
      Email: users[name].email,
      Phone: users[name].phone,
      Role: roleKey[name],
      Branches: branchesOf(name),
      // The technician flag is user data that goes with the role (platform §3 NoW.Tec): My Jobs needs it.
      ...(ROLE_USER_DATA[roleKey[name]].NoW?.Tec ? { Technician: true } : {}),
    })),
  });
  return { orgId, domain, workshopId, partsBranchId, users };
}

/** Where a seed test writes the demo (infra/local/seed): this organisation, both branches, the owner as the one who did it. */
export const demoTargetOf = (org: TestOrganisation) => ({
  orgId: org.orgId,
  workshopId: org.workshopId,
  partsBranchId: org.partsBranchId,
  userId: org.users.owner.userId,
});
