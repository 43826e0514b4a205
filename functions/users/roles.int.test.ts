import { beforeAll, describe, expect, it } from 'vitest';
import { iamRoutes, type UserAndEntity } from '@shared/api/routes/iam';
import { Messages } from '@shared/api/messages';
import { usersRoutes } from '@shared/api/routes/users';
import { PREDEFINED_ROLE_NAMES } from '@shared/access/roles';
import type { Role } from '@shared/users/role-schemas';
import type { NamedItem, User } from '@shared/users/user-schemas';
import { UsersMessages } from '@shared/users/users-messages';
import { invoke } from '../test/invoke';
import { snapshotOrganisation } from '../test/org-snapshot';
import { createTestOrganisation, type TestOrganisation } from '../test/test-organisation';
import { fresh, login, loginAll } from '../test/users-test-kit';

let org: TestOrganisation;
let tokens: Record<'admin' | 'advisor' | 'technician', string>;

beforeAll(async () => {
  org = await createTestOrganisation();
  tokens = await loginAll(org, ['admin', 'advisor', 'technician'] as const);
});

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

const frontDesk = {
  Common: { Customer: 'CRU', Product: 'R' },
  Service: { Access: true, MA: false, WO: 'CR', Est: 'CRU', ReOpenWO: true },
  Accounting: { Access: true, Invoice: 'CR', InvDisc: true, InvDiscMax: '5%', ReOpenInv: false },
  Inventory: { Access: true, Item: 'R', Whs: ['WH-1'] },
  Reports: { Access: true, Reports: ['101', '102'] },
};

describe('Roles', () => {
  it('lists the eight predefined roles first; a technician may not read roles', async () => {
    const answer = await invoke<Role[]>(usersRoutes.listRoles, { token: tokens.admin });
    expect(answer.status).toBe(200);
    expect(answer.body.slice(0, 8).map((r) => [r.Name, r.Predefined])).toEqual(
      PREDEFINED_ROLE_NAMES.map((n) => [n, true]),
    );
    await refusedWithoutWrites(() => invoke(usersRoutes.listRoles, { token: tokens.technician }), 403);
    await refusedWithoutWrites(
      () => invoke(usersRoutes.createRole, { token: tokens.advisor, body: { Name: 'X', Access: {} } }),
      403,
    );
  });

  it('creates, gives, edits (holders follow) and deletes a custom role', async () => {
    const created = await invoke<Role>(usersRoutes.createRole, {
      token: tokens.admin,
      body: { Name: 'Front Desk', Access: frontDesk },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({
      Name: 'Front Desk',
      Predefined: false,
      ver: 1,
      Access: { SA: false, EA: false, Accounting: { InvDiscMax: '5%' } },
    });
    const role = created.body;

    const who = fresh('desk');
    const holder = await invoke<User>(usersRoutes.createUser, {
      token: tokens.admin,
      body: { ...who, Name: 'Desk Person', Password: 'desk-pass-123', DefEntId: org.workshopId, RoleId: role.RoleId },
    });
    expect(holder.body.Branches).toEqual([
      { EntId: org.workshopId, RoleId: role.RoleId, Role: 'Front Desk', Admin: false },
    ]);
    const holderToken = await login(org, who.UserName, 'desk-pass-123');

    const edited = await invoke<Role>(usersRoutes.updateRole, {
      token: tokens.admin,
      params: { id: role.RoleId },
      body: { Name: 'Reception', Access: { ...frontDesk, Service: { Access: true, WO: 'R' } }, ver: 1 },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ Name: 'Reception', ver: 2 });
    const me = await invoke<UserAndEntity>(iamRoutes.getUserAndEntitySettings, { token: holderToken });
    expect(me.body.Access.Service).toEqual({ Access: true, MA: false, WO: 'R' });
    const holderNow = await invoke<User>(usersRoutes.getUser, {
      token: tokens.admin,
      params: { id: holder.body.UserId },
    });
    expect(holderNow.body.Branches[0]?.Role).toBe('Reception');

    await refusedWithoutWrites(
      () =>
        invoke(usersRoutes.updateRole, {
          token: tokens.admin,
          params: { id: role.RoleId },
          body: { Name: 'Again', Access: frontDesk, ver: 1 },
        }),
      409,
      Messages.conflict,
    );
    await refusedWithoutWrites(
      () => invoke(usersRoutes.deleteRole, { token: tokens.admin, params: { id: role.RoleId } }),
      400,
      UsersMessages.roleInUse,
    );

    await invoke(usersRoutes.grantAccess, {
      token: tokens.admin,
      params: { id: holder.body.UserId, entityId: org.workshopId },
      body: { RoleId: 'Cashier', ver: holderNow.body.ver },
    });
    const deleted = await invoke(usersRoutes.deleteRole, { token: tokens.admin, params: { id: role.RoleId } });
    expect(deleted.status).toBe(200);
    // The name is free again.
    const again = await invoke<Role>(usersRoutes.createRole, {
      token: tokens.admin,
      body: { Name: 'Reception', Access: {} },
    });
    expect(again.status).toBe(200);
  });

  it('refuses admin flags, bad permission strings, taken names and changes to predefined roles', async () => {
    await refusedWithoutWrites(
      () => invoke(usersRoutes.createRole, { token: tokens.admin, body: { Name: 'Boss', Access: { EA: true } } }),
      400,
    );
    await refusedWithoutWrites(
      () =>
        invoke(usersRoutes.createRole, {
          token: tokens.admin,
          body: { Name: 'Bad', Access: { Service: { WO: 'CX' } } },
        }),
      400,
    );
    await refusedWithoutWrites(
      () =>
        invoke(usersRoutes.createRole, {
          token: tokens.admin,
          body: { Name: 'Bad', Access: { Accounting: { InvDiscMax: 'lots' } } },
        }),
      400,
    );
    await refusedWithoutWrites(
      () => invoke(usersRoutes.createRole, { token: tokens.admin, body: { Name: ' cashier ', Access: {} } }),
      409,
      UsersMessages.roleNameTaken,
    );
    await refusedWithoutWrites(
      () =>
        invoke(usersRoutes.updateRole, {
          token: tokens.admin,
          params: { id: 'Cashier' },
          body: { Name: 'Cashier', Access: {}, ver: 1 },
        }),
      400,
      UsersMessages.predefinedReadOnly,
    );
    await refusedWithoutWrites(
      () => invoke(usersRoutes.deleteRole, { token: tokens.admin, params: { id: 'Owner' } }),
      400,
      UsersMessages.predefinedReadOnly,
    );
    await refusedWithoutWrites(
      () => invoke(usersRoutes.deleteRole, { token: tokens.admin, params: { id: 'NOPE' } }),
      404,
    );
  });
});

describe('Designations and Departments', () => {
  it('adds, renames and deletes designations; names are unique; a technician is refused', async () => {
    const added = await invoke<NamedItem>(usersRoutes.createDesignation, {
      token: tokens.admin,
      body: { Name: 'Floor Supervisor' },
    });
    expect(added.body).toMatchObject({ Name: 'Floor Supervisor', ver: 1 });
    // A taken name is an error of the Name field.
    const taken = await invoke<{ errors?: unknown }>(usersRoutes.createDesignation, {
      token: tokens.admin,
      body: { Name: 'FLOOR supervisor' },
    });
    expect(taken.body.errors).toEqual([{ path: 'Name', message: UsersMessages.nameTaken }]);
    await refusedWithoutWrites(
      () => invoke(usersRoutes.createDesignation, { token: tokens.admin, body: { Name: 'floor supervisor' } }),
      409,
      UsersMessages.nameTaken,
    );
    await refusedWithoutWrites(
      () => invoke(usersRoutes.createDesignation, { token: tokens.admin, body: { Name: ' ' } }),
      400,
    );
    const renamed = await invoke<NamedItem>(usersRoutes.updateDesignation, {
      token: tokens.admin,
      params: { id: added.body.Id },
      body: { Name: 'Shop Supervisor', ver: 1 },
    });
    expect(renamed.body).toMatchObject({ Name: 'Shop Supervisor', ver: 2 });
    await refusedWithoutWrites(
      () =>
        invoke(usersRoutes.updateDesignation, {
          token: tokens.admin,
          params: { id: added.body.Id },
          body: { Name: 'X', ver: 1 },
        }),
      409,
    );
    const list = await invoke<NamedItem[]>(usersRoutes.listDesignations, { token: tokens.admin });
    expect(list.body.map((d) => d.Name)).toContain('Shop Supervisor');
    await refusedWithoutWrites(() => invoke(usersRoutes.listDesignations, { token: tokens.technician }), 403);
    await refusedWithoutWrites(
      () => invoke(usersRoutes.deleteDesignation, { token: tokens.advisor, params: { id: added.body.Id } }),
      403,
    );
    expect(
      (await invoke(usersRoutes.deleteDesignation, { token: tokens.admin, params: { id: added.body.Id } })).status,
    ).toBe(200);
    // The old and the new name are both free again.
    expect(
      (await invoke(usersRoutes.createDesignation, { token: tokens.admin, body: { Name: 'Floor Supervisor' } })).status,
    ).toBe(200);
    expect(
      (await invoke(usersRoutes.createDesignation, { token: tokens.admin, body: { Name: 'Shop Supervisor' } })).status,
    ).toBe(200);
  });

  it('keeps departments apart from designations', async () => {
    const dept = await invoke<NamedItem>(usersRoutes.createDepartment, {
      token: tokens.admin,
      body: { Name: 'Shop Supervisor' },
    });
    expect(dept.status).toBe(200);
    const list = await invoke<NamedItem[]>(usersRoutes.listDepartments, { token: tokens.admin });
    expect(list.body).toEqual([dept.body]);
    await refusedWithoutWrites(
      () => invoke(usersRoutes.createDepartment, { token: tokens.technician, body: { Name: 'Body Shop' } }),
      403,
    );
    const updated = await invoke<NamedItem>(usersRoutes.updateDepartment, {
      token: tokens.admin,
      params: { id: dept.body.Id },
      body: { Name: 'Body Shop', ver: 1 },
    });
    expect(updated.body.Name).toBe('Body Shop');
    expect(
      (await invoke(usersRoutes.deleteDepartment, { token: tokens.admin, params: { id: dept.body.Id } })).status,
    ).toBe(200);
    await refusedWithoutWrites(
      () => invoke(usersRoutes.deleteDepartment, { token: tokens.admin, params: { id: dept.body.Id } }),
      404,
    );
  });
});
