import { beforeAll, describe, expect, it } from 'vitest';
import { iamRoutes, type Employee, type UserAndEntity } from '@shared/api/routes/iam';
import { Messages } from '@shared/api/messages';
import { usersRoutes } from '@shared/api/routes/users';
import { predefinedRole } from '@shared/access/roles';
import type { User } from '@shared/users/user-schemas';
import { UsersMessages } from '@shared/users/users-messages';
import { invoke } from '../test/invoke';
import { snapshotOrganisation } from '../test/org-snapshot';
import { createTestOrganisation, type TestOrganisation } from '../test/test-organisation';
import { fresh, login, loginAll } from '../test/users-test-kit';

let org: TestOrganisation;
let tokens: Record<'owner' | 'admin' | 'advisor' | 'technician' | 'manager', string>;

beforeAll(async () => {
  org = await createTestOrganisation();
  tokens = await loginAll(org, ['owner', 'admin', 'advisor', 'technician', 'manager'] as const);
});

const PASSWORD = 'new-user-pass-1';

async function createUser(token: string, extra: Record<string, unknown> = {}): Promise<User> {
  const who = fresh();
  const answer = await invoke<User>(usersRoutes.createUser, {
    token,
    body: {
      ...who,
      Name: `Ravi ${who.UserName}`,
      Password: PASSWORD,
      DefEntId: org.workshopId,
      RoleId: 'Service Advisor',
      ...extra,
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** Runs a call that must be refused and proves the organisation's data did not change. */
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

describe('POST Users', () => {
  it('creates a user with the Service Advisor role in the workshop, who can then log in with that role', async () => {
    const created = await createUser(tokens.admin, { Desig: 'Advisor', Dept: 'Service', Tec: false });
    expect(created).toMatchObject({
      Active: true,
      DefEntId: org.workshopId,
      Desig: 'Advisor',
      Tec: false,
      Branches: [{ EntId: org.workshopId, RoleId: 'Service Advisor', Role: 'Service Advisor', Admin: false }],
      ver: 1,
    });
    const token = await login(org, created.UserName, PASSWORD);
    const me = await invoke<UserAndEntity>(iamRoutes.getUserAndEntitySettings, { token });
    expect(me.body.Access).toEqual(predefinedRole('Service Advisor').Access);
    expect(me.body.Entity.EntId).toBe(org.workshopId);
    const employees = await invoke<Employee[]>(iamRoutes.employeesOfEntity, {
      token: tokens.advisor,
      params: { orgId: org.orgId, entityId: org.workshopId },
    });
    expect(employees.body.some((e) => e.UserId === created.UserId && e.Role === 'Service Advisor')).toBe(true);
  });

  it('refuses a taken username, e-mail or phone with 409 and writes nothing', async () => {
    const first = await createUser(tokens.owner);
    const body = { ...fresh(), Name: 'Dup', Password: PASSWORD, DefEntId: org.workshopId, RoleId: 'Cashier' };
    for (const [field, message] of [
      ['UserName', UsersMessages.usernameTaken],
      ['Email', UsersMessages.emailTaken],
      ['Phone', UsersMessages.phoneTaken],
    ] as const) {
      await refusedWithoutWrites(
        () => invoke(usersRoutes.createUser, { token: tokens.owner, body: { ...body, [field]: first[field] } }),
        409,
        message,
      );
    }
    // The username is compared the way login normalises it.
    await refusedWithoutWrites(
      () =>
        invoke(usersRoutes.createUser, {
          token: tokens.owner,
          body: { ...body, UserName: ` ${first.UserName.toUpperCase()} ` },
        }),
      409,
      UsersMessages.usernameTaken,
    );
  });

  it('refuses bad input with 400 and field errors', async () => {
    await refusedWithoutWrites(
      () =>
        invoke(usersRoutes.createUser, {
          token: tokens.owner,
          body: {
            UserName: 'x',
            Name: '',
            Password: 'short',
            Email: 'nope',
            Phone: '123',
            DefEntId: org.workshopId,
            RoleId: 'Cashier',
          },
        }),
      400,
    );
    await refusedWithoutWrites(
      () =>
        invoke(usersRoutes.createUser, {
          token: tokens.owner,
          body: { ...fresh(), Name: 'A', Password: PASSWORD, DefEntId: org.workshopId, RoleId: 'Wizard' },
        }),
      400,
      UsersMessages.roleNotFound,
    );
    await refusedWithoutWrites(
      () =>
        invoke(usersRoutes.createUser, {
          token: tokens.owner,
          body: { ...fresh(), Name: 'A', Password: PASSWORD, DefEntId: 'NOBRANCH', RoleId: 'Cashier' },
        }),
      400,
      UsersMessages.branchNotFound,
    );
  });

  it('refuses an advisor (no User rights) with 403 and writes nothing', async () => {
    await refusedWithoutWrites(
      () =>
        invoke(usersRoutes.createUser, {
          token: tokens.advisor,
          body: { ...fresh(), Name: 'A', Password: PASSWORD, DefEntId: org.workshopId, RoleId: 'Cashier' },
        }),
      403,
    );
    await refusedWithoutWrites(() => invoke(usersRoutes.listUsers, { token: tokens.technician }), 403);
  });

  it('does not let a branch admin create an owner (more admin rights than their own)', async () => {
    await refusedWithoutWrites(
      () =>
        invoke(usersRoutes.createUser, {
          token: tokens.admin,
          body: { ...fresh(), Name: 'A', Password: PASSWORD, DefEntId: org.workshopId, RoleId: 'Owner' },
        }),
      403,
      UsersMessages.cannotGrantRole,
    );
  });
});

describe('GET Users and Users/{id}', () => {
  it('lists users with their role per branch and searches by name', async () => {
    const all = await invoke<User[]>(usersRoutes.listUsers, { token: tokens.admin });
    expect(all.status).toBe(200);
    const owner = all.body.find((u) => u.UserName === 'owner');
    expect(owner?.Branches.map((b) => b.Role)).toEqual(['Owner', 'Owner']);
    const found = await invoke<User[]>(usersRoutes.listUsers, { token: tokens.admin, query: { Name: 'cashier tes' } });
    expect(found.body.map((u) => u.UserName)).toEqual(['cashier']);
    const one = await invoke<User>(usersRoutes.getUser, {
      token: tokens.admin,
      params: { id: org.users.technician.userId },
    });
    expect(one.body).toMatchObject({ UserName: 'technician', Active: true });
    const missing = await invoke(usersRoutes.getUser, { token: tokens.admin, params: { id: 'NOPE' } });
    expect(missing.status).toBe(404);
  });
});

describe('PUT Users/{id}', () => {
  it('edits details, moves the e-mail pointer and the employee-list copy; a stale ver is 409', async () => {
    const created = await createUser(tokens.admin);
    const email = fresh().Email;
    const edited = await invoke<User>(usersRoutes.updateUser, {
      token: tokens.admin,
      params: { id: created.UserId },
      body: { Name: 'Ravi Kumar', Email: email, Desig: 'Senior Advisor', Tec: true, DefEntId: org.workshopId, ver: 1 },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ Name: 'Ravi Kumar', Email: email, Desig: 'Senior Advisor', Tec: true, ver: 2 });
    expect(edited.body.Phone).toBeUndefined();
    // The old e-mail is free again: a new user can take it.
    await createUser(tokens.admin, { Email: created.Email });
    const employees = await invoke<Employee[]>(iamRoutes.employeesOfEntity, {
      token: tokens.admin,
      params: { orgId: org.orgId, entityId: org.workshopId },
    });
    expect(employees.body.find((e) => e.UserId === created.UserId)).toMatchObject({
      Name: 'Ravi Kumar',
      Desig: 'Senior Advisor',
      Email: email,
      Tec: true,
    });

    await refusedWithoutWrites(
      () =>
        invoke(usersRoutes.updateUser, {
          token: tokens.admin,
          params: { id: created.UserId },
          body: { Name: 'X', DefEntId: org.workshopId, ver: 1 },
        }),
      409,
      Messages.conflict,
    );
    await refusedWithoutWrites(
      () =>
        invoke(usersRoutes.updateUser, {
          token: tokens.admin,
          params: { id: created.UserId },
          body: { Name: 'X', DefEntId: org.partsBranchId, ver: 2 },
        }),
      400,
      UsersMessages.defaultBranchNeedsAccess,
    );
  });

  it('refuses an admin editing the owner, and an advisor editing anyone', async () => {
    await refusedWithoutWrites(
      () =>
        invoke(usersRoutes.updateUser, {
          token: tokens.admin,
          params: { id: org.users.owner.userId },
          body: { Name: 'X', Email: 'me@evil.example.com', DefEntId: org.workshopId, ver: 1 },
        }),
      403,
      UsersMessages.cannotGrantRole,
    );
    await refusedWithoutWrites(
      () =>
        invoke(usersRoutes.updateUser, {
          token: tokens.advisor,
          params: { id: org.users.cashier.userId },
          body: { Name: 'X', DefEntId: org.workshopId, ver: 1 },
        }),
      403,
    );
  });
});

describe('PUT Users/{id}/Active and Password', () => {
  it('deactivating ends their sessions and stops login; activating lets them in again', async () => {
    const created = await createUser(tokens.admin);
    const theirToken = await login(org, created.UserName, PASSWORD);
    const off = await invoke<User>(usersRoutes.setUserActive, {
      token: tokens.admin,
      params: { id: created.UserId },
      body: { Active: false, ver: 1 },
    });
    expect(off.body).toMatchObject({ Active: false, ver: 2 });
    expect((await invoke(iamRoutes.activeSessions, { token: theirToken })).status).toBe(401);
    const refused = await invoke(iamRoutes.authenticate, {
      body: { username: created.UserName, password: PASSWORD, domain: org.domain },
    });
    expect(refused.status).toBe(401);
    const on = await invoke<User>(usersRoutes.setUserActive, {
      token: tokens.admin,
      params: { id: created.UserId },
      body: { Active: true, ver: 2 },
    });
    expect(on.body.Active).toBe(true);
    await login(org, created.UserName, PASSWORD);
  });

  it('refuses deactivating yourself', async () => {
    await refusedWithoutWrites(
      () =>
        invoke(usersRoutes.setUserActive, {
          token: tokens.admin,
          params: { id: org.users.admin.userId },
          body: { Active: false, ver: 1 },
        }),
      400,
      UsersMessages.cannotDeactivateSelf,
    );
  });

  it('an admin resets a password: the old one stops working and their sessions end', async () => {
    const created = await createUser(tokens.admin);
    const theirToken = await login(org, created.UserName, PASSWORD);
    const reset = await invoke<User>(usersRoutes.resetUserPassword, {
      token: tokens.admin,
      params: { id: created.UserId },
      body: { NewPassword: 'another-pass-2', ver: 1 },
    });
    expect(reset.status).toBe(200);
    expect((await invoke(iamRoutes.activeSessions, { token: theirToken })).status).toBe(401);
    await login(org, created.UserName, 'another-pass-2');
    await refusedWithoutWrites(
      () =>
        invoke(usersRoutes.resetUserPassword, {
          token: tokens.admin,
          params: { id: created.UserId },
          body: { NewPassword: 'x', ver: 2 },
        }),
      400,
    );
  });
});
