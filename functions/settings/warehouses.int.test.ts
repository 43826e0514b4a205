import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import { iamRoutes, type LoginResponse } from '@shared/api/routes/iam';
import { settingsRoutes, type EntitySettingsAnswer } from '@shared/api/routes/settings';
import { BranchSetupMessages, type Warehouse } from '@shared/reference/branch-setup-schemas';
import { keys } from '../data/identity/identity-keys';
import { db, tableName } from '../lib/aws-clients';
import { invoke } from '../test/invoke';
import { snapshotOrganisation } from '../test/org-snapshot';
import { TEST_PASSWORD, type TestOrganisation } from '../test/test-organisation';
import { organisationWithLogins } from '../test/test-logins';

let org: TestOrganisation;
let tokens: Record<'owner' | 'partsmanager' | 'partsclerk' | 'advisor' | 'cashier', string>;

beforeAll(async () => {
  ({ org, tokens } = await organisationWithLogins([
    'owner',
    'partsmanager',
    'partsclerk',
    'advisor',
    'cashier',
  ] as const));
});

async function refused(
  route: Parameters<typeof invoke>[0],
  input: Parameters<typeof invoke>[1],
  status: number,
): Promise<ApiErrorBody> {
  const before = await snapshotOrganisation(org.orgId);
  const answer = await invoke<ApiErrorBody>(route, input);
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.errorCode).toBe(status);
  expect(await snapshotOrganisation(org.orgId)).toBe(before);
  return answer.body;
}

const create = async (Name: string, token = tokens.owner): Promise<Warehouse> => {
  const answer = await invoke<Warehouse>(settingsRoutes.createWarehouse, {
    token,
    body: { Name, Ct: 'Bengaluru', StCode: '29', Pin: '560034' },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

const list = async (token: string): Promise<Warehouse[]> => {
  const answer = await invoke<Warehouse[]>(settingsRoutes.listWarehouses, { token });
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('Inventory/Settings/Warehouses (service-documents §7 Warehouses)', () => {
  let main: Warehouse;
  let annex: Warehouse;

  it('creates, lists, updates and deletes warehouses of the current branch', async () => {
    main = await create('Main Stores');
    expect(main).toMatchObject({
      Name: 'Main Stores',
      State: 'Karnataka',
      EntId: org.workshopId,
      ver: 1,
      Active: true,
    });
    annex = await create('Annex', tokens.partsmanager);
    expect((await list(tokens.owner)).map((w) => w.Name)).toEqual(['Annex', 'Main Stores']);

    const updated = await invoke<Warehouse>(settingsRoutes.updateWarehouse, {
      token: tokens.owner,
      params: { id: annex._id },
      body: { Name: 'Annex Godown', StCode: '29', ver: annex.ver },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ Name: 'Annex Godown', ver: 2 });
    annex = updated.body;
    // The old name is free again, the new one is taken.
    const reuse = await create('annex');
    const gone = await invoke(settingsRoutes.deleteWarehouse, { token: tokens.owner, params: { id: reuse._id } });
    expect(gone.status).toBe(200);
    expect((await list(tokens.owner)).map((w) => w._id)).toEqual([annex._id, main._id]);
    // GET warehouses is per-user data: not cached by the server headers.
    expect((await invoke(settingsRoutes.listWarehouses, { token: tokens.owner })).headers['cache-control']).toBe(
      'no-store',
    );
  });

  it('refuses a duplicate name (409), a stale ver (409), an unknown state (400) and a missing warehouse (404)', async () => {
    const taken = await refused(
      settingsRoutes.createWarehouse,
      { token: tokens.owner, body: { Name: ' main  stores ' } },
      409,
    );
    expect(taken.message).toBe(BranchSetupMessages.warehouseNameTaken('main  stores'));
    // On the Name field; a stale ver below names no field.
    expect(taken.errors).toEqual([{ path: 'Name', message: BranchSetupMessages.warehouseNameTaken('main  stores') }]);
    await refused(
      settingsRoutes.updateWarehouse,
      { token: tokens.owner, params: { id: annex._id }, body: { Name: 'Main Stores', ver: annex.ver } },
      409,
    );
    const stale = await refused(
      settingsRoutes.updateWarehouse,
      { token: tokens.owner, params: { id: annex._id }, body: { Name: 'X', ver: 1 } },
      409,
    );
    expect(stale.message).toBe(Messages.conflict);
    expect(stale.errors).toBeUndefined();
    await refused(settingsRoutes.createWarehouse, { token: tokens.owner, body: { Name: 'Far', StCode: '55' } }, 400);
    await refused(settingsRoutes.createWarehouse, { token: tokens.owner, body: { Name: '' } }, 400);
    await refused(settingsRoutes.deleteWarehouse, { token: tokens.owner, params: { id: 'NOPE' } }, 404);
  });

  it('needs Inventory access to read and the Inventory module admin or entity admin to change', async () => {
    // Neither the advisor nor the cashier has Inventory (the technician has it for My Inventory).
    await refused(settingsRoutes.listWarehouses, { token: tokens.advisor }, 403);
    await refused(settingsRoutes.listWarehouses, { token: tokens.cashier }, 403);
    expect(
      (await refused(settingsRoutes.createWarehouse, { token: tokens.partsclerk, body: { Name: 'Clerk Store' } }, 403))
        .message,
    ).toBe(BranchSetupMessages.warehouseAdminOnly);
  });

  it('with multi-warehouse on, lists only the warehouses the user is permitted (Inventory.Whs); admins see all', async () => {
    // The clerk works in the workshop too; switch the clerk there.
    const clerk = await invoke<LoginResponse>(iamRoutes.authenticate, {
      body: { username: 'partsclerk', password: TEST_PASSWORD, domain: org.domain },
    });
    const there = await invoke<LoginResponse>(iamRoutes.switchBranch, {
      token: clerk.body.Token,
      body: { ToEntityId: org.workshopId },
    });
    expect(there.status).toBe(200);
    const clerkToken = there.body.Token;
    expect((await list(clerkToken)).length).toBe(2);

    const s = (await invoke<EntitySettingsAnswer>(settingsRoutes.getEntitySettings, { token: tokens.owner })).body;
    const on = await invoke<EntitySettingsAnswer>(settingsRoutes.putInventory, {
      token: tokens.owner,
      body: { ver: s.ver, Inventory: { ...s.Settings.Inventory, MultiWh: true, DefWId: main._id, MainWId: main._id } },
    });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(await list(clerkToken)).toEqual([]);
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.access(org.orgId, org.users.partsclerk.userId, org.workshopId),
        UpdateExpression: 'SET #a.Inventory.Whs = :whs',
        ExpressionAttributeNames: { '#a': 'Access' },
        ExpressionAttributeValues: { ':whs': [annex._id] },
      }),
    );
    expect((await list(clerkToken)).map((w) => w._id)).toEqual([annex._id]);
    expect((await list(tokens.partsmanager)).length).toBe(2);

    // The default / main warehouse cannot be deleted.
    expect(
      (await refused(settingsRoutes.deleteWarehouse, { token: tokens.owner, params: { id: main._id } }, 409)).message,
    ).toBe(BranchSetupMessages.warehouseInUse('default warehouse'));
  });

  it('ByEntity lists another branch’s warehouses for a user with access there; a branch without access is 404', async () => {
    const partsOwner = await invoke<LoginResponse>(iamRoutes.authenticate, {
      body: { username: 'partsmanager', password: TEST_PASSWORD, domain: org.domain },
    });
    // partsmanager's default branch is the workshop; create one in the parts branch via a switch.
    const switched = await invoke<LoginResponse>(iamRoutes.switchBranch, {
      token: partsOwner.body.Token,
      body: { ToEntityId: org.partsBranchId },
    });
    const hosur = await invoke<Warehouse>(settingsRoutes.createWarehouse, {
      token: switched.body.Token,
      body: { Name: 'Hosur Stores', StCode: '33' },
    });
    expect(hosur.status).toBe(200);
    const byEntity = await invoke<Warehouse[]>(settingsRoutes.warehousesByEntity, {
      token: tokens.owner,
      params: { id: org.partsBranchId },
    });
    expect(byEntity.status).toBe(200);
    expect(byEntity.body.map((w) => w.Name)).toEqual(['Hosur Stores']);
    const own = await invoke<Warehouse[]>(settingsRoutes.warehousesByEntity, {
      token: tokens.owner,
      params: { id: org.workshopId },
    });
    expect(own.body.length).toBe(2);
    await refused(
      settingsRoutes.warehousesByEntity,
      { token: tokens.partsclerk, params: { id: 'NO-SUCH-BRANCH' } },
      404,
    );
  });
});
