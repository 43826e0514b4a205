import { beforeAll, describe, expect, it } from 'vitest';
import { iamRoutes, type UserAndEntity } from '@shared/api/routes/iam';
import { usersRoutes } from '@shared/api/routes/users';
import { predefinedRole } from '@shared/access/roles';
import type { User } from '@shared/users/user-schemas';
import { UsersMessages } from '@shared/users/users-messages';
import { invoke } from '../test/invoke';
import { snapshotOrganisation } from '../test/org-snapshot';
import { createTestOrganisation, type TestOrganisation } from '../test/test-organisation';
import { fresh, login, loginAll } from '../test/users-test-kit';

let org: TestOrganisation;
let tokens: Record<'owner' | 'admin' | 'manager', string>;
const PASSWORD = 'new-user-pass-1';

beforeAll(async () => {
  org = await createTestOrganisation();
  tokens = await loginAll(org, ['owner', 'admin', 'manager'] as const);
});

const getUser = async (id: string): Promise<User> =>
  (await invoke<User>(usersRoutes.getUser, { token: tokens.owner, params: { id } })).body;

async function refusedWithoutWrites(
  run: () => Promise<{ status: number; body: unknown }>,
  status: number,
  message?: string,
) {
  const before = await snapshotOrganisation(org.orgId);
  const answer = await run();
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  if (message) expect((answer.body as { message: string }).message).toBe(message);
  expect(await snapshotOrganisation(org.orgId)).toBe(before);
}

describe('PUT and DELETE Users/{id}/Access/{entityId}', () => {
  it('grants a second branch with a role, changes the role, then revokes it', async () => {
    const tech = await getUser(org.users.technician.userId);
    const granted = await invoke<User>(usersRoutes.grantAccess, {
      token: tokens.admin,
      params: { id: tech.UserId, entityId: org.partsBranchId },
      body: { RoleId: 'Parts Inventory Clerk', ver: tech.ver },
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    expect(granted.body.Branches.find((b) => b.EntId === org.partsBranchId)).toMatchObject({
      Role: 'Parts Inventory Clerk',
    });
    const changed = await invoke<User>(usersRoutes.grantAccess, {
      token: tokens.admin,
      params: { id: tech.UserId, entityId: org.partsBranchId },
      body: { RoleId: 'Cashier', ver: granted.body.ver },
    });
    expect(changed.body.Branches.find((b) => b.EntId === org.partsBranchId)?.Role).toBe('Cashier');
    await refusedWithoutWrites(
      () =>
        invoke(usersRoutes.revokeAccess, {
          token: tokens.admin,
          params: { id: tech.UserId, entityId: org.partsBranchId },
          query: { ver: String(granted.body.ver) },
        }),
      409,
    );
    const revoked = await invoke<User>(usersRoutes.revokeAccess, {
      token: tokens.admin,
      params: { id: tech.UserId, entityId: org.partsBranchId },
      query: { ver: String(changed.body.ver) },
    });
    expect(revoked.body.Branches.map((b) => b.EntId)).toEqual([org.workshopId]);
    await refusedWithoutWrites(
      () =>
        invoke(usersRoutes.revokeAccess, {
          token: tokens.admin,
          params: { id: tech.UserId, entityId: org.workshopId },
          query: { ver: String(revoked.body.ver) },
        }),
      400,
      UsersMessages.lastBranch,
    );
  });

  it('refuses a manager without User rights, an unknown role and an unknown branch', async () => {
    const target = await getUser(org.users.partsclerk.userId);
    await refusedWithoutWrites(
      () =>
        invoke(usersRoutes.grantAccess, {
          token: tokens.manager,
          params: { id: target.UserId, entityId: org.workshopId },
          body: { RoleId: 'Cashier', ver: target.ver },
        }),
      403,
    );
    await refusedWithoutWrites(
      () =>
        invoke(usersRoutes.grantAccess, {
          token: tokens.admin,
          params: { id: target.UserId, entityId: org.workshopId },
          body: { RoleId: 'NOROLE', ver: target.ver },
        }),
      400,
      UsersMessages.roleNotFound,
    );
    await refusedWithoutWrites(
      () =>
        invoke(usersRoutes.grantAccess, {
          token: tokens.admin,
          params: { id: target.UserId, entityId: 'NOBRANCH' },
          body: { RoleId: 'Cashier', ver: target.ver },
        }),
      400,
      UsersMessages.branchNotFound,
    );
    await refusedWithoutWrites(
      () =>
        invoke(usersRoutes.grantAccess, {
          token: tokens.admin,
          params: { id: org.users.owner.userId, entityId: org.workshopId },
          body: { RoleId: 'Cashier', ver: 1 },
        }),
      403,
      UsersMessages.cannotGrantRole,
    );
  });

  it('needs User rights in the target branch too', async () => {
    const who = fresh('wsadmin');
    const created = await invoke<User>(usersRoutes.createUser, {
      token: tokens.owner,
      body: { ...who, Name: 'Workshop Only Admin', Password: PASSWORD, DefEntId: org.workshopId, RoleId: 'Admin' },
    });
    expect(created.status).toBe(200);
    const token = await login(org, who.UserName, PASSWORD);
    const target = await getUser(org.users.advisor.userId);
    await refusedWithoutWrites(
      () =>
        invoke(usersRoutes.grantAccess, {
          token,
          params: { id: target.UserId, entityId: org.partsBranchId },
          body: { RoleId: 'Cashier', ver: target.ver },
        }),
      403,
      UsersMessages.noRightsInBranch,
    );
  });
});

describe('the last entity admin of a branch', () => {
  it('cannot remove their own admin right while no other active admin remains; can once there is one', async () => {
    // Leave the owner the only admin of the parts branch.
    const admin = await getUser(org.users.admin.userId);
    const demoted = await invoke<User>(usersRoutes.grantAccess, {
      token: tokens.owner,
      params: { id: admin.UserId, entityId: org.partsBranchId },
      body: { RoleId: 'Cashier', ver: admin.ver },
    });
    expect(demoted.status).toBe(200);
    // A second admin there who is inactive does not count.
    const who = fresh('spare');
    const spare = await invoke<User>(usersRoutes.createUser, {
      token: tokens.owner,
      body: { ...who, Name: 'Spare Admin', Password: PASSWORD, DefEntId: org.partsBranchId, RoleId: 'Admin' },
    });
    const inactive = await invoke<User>(usersRoutes.setUserActive, {
      token: tokens.owner,
      params: { id: spare.body.UserId },
      body: { Active: false, ver: spare.body.ver },
    });
    expect(inactive.body.Active).toBe(false);

    const owner = await getUser(org.users.owner.userId);
    await refusedWithoutWrites(
      () =>
        invoke(usersRoutes.grantAccess, {
          token: tokens.owner,
          params: { id: owner.UserId, entityId: org.partsBranchId },
          body: { RoleId: 'Service Advisor', ver: owner.ver },
        }),
      400,
      UsersMessages.lastAdmin,
    );
    await refusedWithoutWrites(
      () =>
        invoke(usersRoutes.revokeAccess, {
          token: tokens.owner,
          params: { id: owner.UserId, entityId: org.partsBranchId },
          query: { ver: String(owner.ver) },
        }),
      400,
      UsersMessages.lastAdmin,
    );
    // Owner to Admin keeps an admin right: allowed.
    const stillAdmin = await invoke<User>(usersRoutes.grantAccess, {
      token: tokens.owner,
      params: { id: owner.UserId, entityId: org.partsBranchId },
      body: { RoleId: 'Admin', ver: owner.ver },
    });
    expect(stillAdmin.status).toBe(200);

    // Once the spare admin is active again, the owner may step down in that branch.
    await invoke(usersRoutes.setUserActive, {
      token: tokens.owner,
      params: { id: spare.body.UserId },
      body: { Active: true, ver: inactive.body.ver },
    });
    const stepped = await invoke<User>(usersRoutes.grantAccess, {
      token: tokens.owner,
      params: { id: owner.UserId, entityId: org.partsBranchId },
      body: { RoleId: 'Parts Manager', ver: stillAdmin.body.ver },
    });
    expect(stepped.status, JSON.stringify(stepped.body)).toBe(200);
    expect(stepped.body.Branches.find((b) => b.EntId === org.partsBranchId)).toMatchObject({
      Role: 'Parts Manager',
      Admin: false,
    });
  });

  it('the new access data applies on the very next call', async () => {
    const token = await login(org, 'partsclerk');
    const clerk = await getUser(org.users.partsclerk.userId);
    await invoke(usersRoutes.grantAccess, {
      token: tokens.admin,
      params: { id: clerk.UserId, entityId: org.workshopId },
      body: { RoleId: 'Service Manager', ver: clerk.ver },
    });
    const me = await invoke<UserAndEntity>(iamRoutes.getUserAndEntitySettings, { token });
    expect(me.body.Access).toEqual(predefinedRole('Service Manager').Access);
  });
});
