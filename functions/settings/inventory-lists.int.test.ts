import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import { settingsRoutes } from '@shared/api/routes/settings';
import { ADJUSTMENT_REASONS } from '@shared/inventory/adjustment-reasons';
import { SettingsListMessages as M } from '@shared/inventory/settings-list-messages';
import type { ListEntry, ListRemoval, SettingsList } from '@shared/inventory/settings-lists';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import { listPk } from '../data/settings/inventory-lists-repo';
import { db, tableName } from '../lib/aws-clients';
import { setWorkshopConfig } from '../test/catalogue-test-kit';
import { adjust, createPart, createWarehouse } from '../test/inventory-test-kit';
import { invoke } from '../test/invoke';
import { snapshotOrganisation } from '../test/org-snapshot';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * The inventory settings lists (docs/inventory-settings.md) through the real
 * handler against DynamoDB Local: the seeded reasons, changes at `ver`, a used
 * reason deactivated rather than removed, refusals that write nothing, and
 * another organisation's lists out of sight.
 */

let org: TestOrganisation;
let tokens: Record<'admin' | 'owner' | 'partsclerk', string>;
let other: Record<'admin', string>;
let main: Warehouse;

beforeAll(async () => {
  ({ org, tokens } = await organisationWithLogins(['admin', 'owner', 'partsclerk'] as const));
  ({ tokens: other } = await organisationWithLogins(['admin'] as const));
  main = await createWarehouse(tokens.owner, 'Main');
  await createPart(org.orgId, { _id: 'PRT9301', PCode: 'BP-1', Desc: 'Brake pad set', UoM: 'SET' });
});

const owner = (list: SettingsList) => ({ orgId: org.orgId, entityId: org.workshopId, list });

/** Every item of the tenant partition and of every list's collection. */
async function snapshot(): Promise<string> {
  const lists: SettingsList[] = ['Reasons', 'ProductTypes', 'Categories', 'Locations', 'Attributes', 'CustomFields'];
  const items = await Promise.all(
    lists.map(async (list) => {
      const page = await db().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': listPk(owner(list)) },
          ConsistentRead: true,
        }),
      );
      return page.Items ?? [];
    }),
  );
  return `${await snapshotOrganisation(org.orgId)}|${JSON.stringify(items)}`;
}

type Input = Parameters<typeof invoke>[1];
async function refused(route: Parameters<typeof invoke>[0], input: Input, status: number): Promise<ApiErrorBody> {
  const before = await snapshot();
  const answer = await invoke<ApiErrorBody>(route, input);
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(await snapshot()).toBe(before);
  return answer.body;
}

const list = async (name: SettingsList, token = tokens.admin): Promise<ListEntry[]> => {
  const answer = await invoke<ListEntry[]>(settingsRoutes.listSettingsEntries, { token, params: { list: name } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const add = async (name: SettingsList, body: Record<string, unknown>, token = tokens.admin): Promise<ListEntry> => {
  const answer = await invoke<ListEntry>(settingsRoutes.createSettingsEntry, { token, params: { list: name }, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const change = (name: SettingsList, id: string, body: Record<string, unknown>, token = tokens.admin) =>
  invoke<ListEntry>(settingsRoutes.updateSettingsEntry, { token, params: { list: name, id }, body });
const remove = (name: SettingsList, id: string, ver: number, token = tokens.admin) =>
  invoke<ListRemoval>(settingsRoutes.removeSettingsEntry, {
    token,
    params: { list: name, id },
    query: { ver: String(ver) },
  });

describe('adjustment reasons (settings/inventory/reasons)', () => {
  it("starts with today's fixed list, each active at ver 1, readable by the parts clerk", async () => {
    const reasons = await list('Reasons', tokens.partsclerk);
    expect(reasons.map((r) => r.Name).sort()).toEqual([...ADJUSTMENT_REASONS].sort());
    expect(reasons.every((r) => r.Active && r.ver === 1)).toBe(true);
    // Read again: seeded once, not twice.
    expect(await list('Reasons')).toHaveLength(ADJUSTMENT_REASONS.length);
  });

  it('adds a reason the adjustment then takes, spelt as the list spells it', async () => {
    const audit = await add('Reasons', { Name: 'Audit difference' });
    expect(audit).toMatchObject({ Name: 'Audit difference', Active: true, ver: 1 });
    const answer = await adjust(tokens.partsclerk, [
      { ItemId: 'PRT9301', WhId: main._id, Qty: 2, UnCost: 100, Reason: 'audit difference' },
    ]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.Lines[0]?.Reason).toBe('Audit difference');
  });

  it('a used reason is deactivated, not removed, and then refused on a new adjustment', async () => {
    const audit = (await list('Reasons')).find((r) => r.Name === 'Audit difference');
    expect(audit?.Used).toBe(true);
    const answer = await remove('Reasons', audit?._id ?? '', audit?.ver ?? 0);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ Removed: false, message: M.deactivated('Audit difference') });
    expect(answer.body.Entry).toMatchObject({ Name: 'Audit difference', Active: false, ver: 2 });
    expect((await list('Reasons')).find((r) => r._id === audit?._id)?.Active).toBe(false);

    const before = await snapshot();
    const again = await adjust(tokens.partsclerk, [
      { ItemId: 'PRT9301', WhId: main._id, Qty: 1, UnCost: 100, Reason: 'Audit difference' },
    ]);
    expect(again.status).toBe(400);
    expect((again.body as unknown as ApiErrorBody).errors).toEqual([
      { path: 'Lines.0.Reason', message: M.reasonNotActive('Audit difference') },
    ]);
    expect(await snapshot()).toBe(before);
  });

  it('an unused reason is removed', async () => {
    const spare = await add('Reasons', { Name: 'Spare' });
    const answer = await remove('Reasons', spare._id, 1);
    expect(answer.body).toEqual({ message: Messages.deleted, Removed: true });
    expect((await list('Reasons')).some((r) => r._id === spare._id)).toBe(false);
  });
});

describe('races', () => {
  it('two renames at the same ver: one is saved, the other answers 409', async () => {
    const hub = await add('ProductTypes', { Name: 'Goods' });
    const answers = await Promise.all(
      ['Goods (stocked)', 'Goods (bought in)'].map((Name) => change('ProductTypes', hub._id, { Name, ver: 1 })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const saved = answers.find((a) => a.status === 200)?.body;
    expect((await list('ProductTypes')).find((e) => e._id === hub._id)).toEqual(saved);
  });

  it('a reason removed while an adjustment takes it: never a stored line naming a removed reason', async () => {
    for (const n of [1, 2, 3]) {
      const reason = await add('Reasons', { Name: `Race ${n}` });
      const [removal, posted] = await Promise.all([
        remove('Reasons', reason._id, 1),
        adjust(tokens.partsclerk, [{ ItemId: 'PRT9301', WhId: main._id, Qty: 1, UnCost: 10, Reason: `Race ${n}` }]),
      ]);
      expect(removal.status).toBe(200);
      const after = (await list('Reasons')).find((r) => r._id === reason._id);
      if (posted.status === 200) {
        // The adjustment took it first: the removal deactivated it instead.
        expect(removal.body.Removed).toBe(false);
        expect(after).toMatchObject({ Active: false, Used: true });
      } else {
        // The removal came first: the adjustment was refused on the line's reason.
        expect(posted.status).toBe(400);
        expect(after === undefined || after.Active === false).toBe(true);
      }
    }
  });
});

describe('the lists at ver (categories, attributes, custom fields, locations)', () => {
  it('renames at the ver read; a stale ver answers 409 and writes nothing; a PUT keeps what it left out', async () => {
    const brakes = await add('Categories', { Name: 'Brakes' });
    const renamed = await change('Categories', brakes._id, { Name: 'Brakes and clutch', ver: 1 });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toEqual({ _id: brakes._id, Name: 'Brakes and clutch', Active: true, ver: 2 });
    await refused(
      settingsRoutes.updateSettingsEntry,
      { token: tokens.owner, params: { list: 'Categories', id: brakes._id }, body: { Name: 'Stale', ver: 1 } },
      409,
    );
    await refused(
      settingsRoutes.removeSettingsEntry,
      { token: tokens.owner, params: { list: 'Categories', id: brakes._id }, query: { ver: '1' } },
      409,
    );
    const off = await change('Categories', brakes._id, { Active: false, ver: 2 });
    expect(off.body).toEqual({ _id: brakes._id, Name: 'Brakes and clutch', Active: false, ver: 3 });
    await refused(
      settingsRoutes.updateSettingsEntry,
      { token: tokens.admin, params: { list: 'Categories', id: 'NOPE' }, body: { Name: 'X', ver: 1 } },
      404,
    );
  });

  it('keeps attributes with their values and custom fields with their type', async () => {
    const colour = await add('Attributes', { Name: 'Colour', Values: ['Red', 'Black'] });
    expect(colour).toMatchObject({ Name: 'Colour', Values: ['Red', 'Black'], ver: 1 });
    const grade = await add('CustomFields', {
      Name: 'Oil grade',
      Type: 'choice',
      Choices: ['5W-30', '10W-40'],
      Req: true,
    });
    expect(grade).toMatchObject({ Type: 'choice', Choices: ['5W-30', '10W-40'], Req: true, Active: true });
    const asText = await change('CustomFields', grade._id, { Type: 'text', ver: 1 });
    expect(asText.body).toEqual({ _id: grade._id, Name: 'Oil grade', Type: 'text', Req: true, Active: true, ver: 2 });
    const bin = await add('Locations', { Name: 'Rack A / Bin 3', WhId: main._id });
    expect(bin).toMatchObject({ WhId: main._id });
    // The same name in the same warehouse is refused, case aside.
    await refused(
      settingsRoutes.createSettingsEntry,
      { token: tokens.admin, params: { list: 'Locations' }, body: { Name: 'rack a / bin 3', WhId: main._id } },
      400,
    );
  });

  it.each([
    ['an empty name', 'Categories', { Name: '  ' }, 'Name'],
    ['a name already on the list', 'Categories', { Name: 'BRAKES AND CLUTCH' }, 'Name'],
    ['an attribute without values', 'Attributes', { Name: 'Size' }, 'Values'],
    ['a value twice', 'Attributes', { Name: 'Size', Values: ['S', 's'] }, 'Values.1'],
    ['a choice field without choices', 'CustomFields', { Name: 'Grade', Type: 'choice' }, 'Choices'],
    ['a field of no type', 'CustomFields', { Name: 'Grade', Type: 'colour' }, 'Type'],
    ['a location in no warehouse of the branch', 'Locations', { Name: 'Bin 9', WhId: 'NOPE' }, 'WhId'],
    ['a field the list does not take', 'ProductTypes', { Name: 'Goods', WhId: 'x' }, ''],
  ] as const)('refuses %s with 400 and writes nothing', async (_name, name, body, path) => {
    const answer = await refused(
      settingsRoutes.createSettingsEntry,
      { token: tokens.admin, params: { list: name }, body },
      400,
    );
    expect(answer.errors?.map((e) => e.path)).toContain(path);
  });

  it('refuses an unknown list, and a change by a user who is not entity admin, writing nothing', async () => {
    await refused(settingsRoutes.listSettingsEntries, { token: tokens.admin, params: { list: 'Colours' } }, 400);
    await refused(
      settingsRoutes.createSettingsEntry,
      { token: tokens.partsclerk, params: { list: 'Categories' }, body: { Name: 'X' } },
      403,
    );
  });

  it('refuses changes to the locations while the branch has no warehouse feature (Wh)', async () => {
    await setWorkshopConfig(org, ['Inventory', 'Features', 'Wh'], false);
    try {
      const body = await refused(
        settingsRoutes.createSettingsEntry,
        { token: tokens.admin, params: { list: 'Locations' }, body: { Name: 'Bin 1', WhId: main._id } },
        403,
      );
      expect(body.message).toBe(M.featureOff);
    } finally {
      await setWorkshopConfig(org, ['Inventory', 'Features', 'Wh'], true);
    }
  });
});

describe('tenant isolation', () => {
  it("another organisation's admin sees its own lists only and cannot change this one's entries", async () => {
    const mine = await list('Categories');
    expect(mine.length).toBeGreaterThan(0);
    expect(await list('Categories', other.admin)).toEqual([]);
    const theirReasons = await list('Reasons', other.admin);
    expect(theirReasons.map((r) => r._id)).not.toContain(
      (await list('Reasons')).find((r) => r.Name === 'Audit difference')?._id,
    );
    const target = mine[0];
    await refused(
      settingsRoutes.updateSettingsEntry,
      {
        token: other.admin,
        params: { list: 'Categories', id: target?._id ?? '' },
        body: { Name: 'Taken over', ver: target?.ver ?? 1 },
      },
      404,
    );
    await refused(
      settingsRoutes.removeSettingsEntry,
      {
        token: other.admin,
        params: { list: 'Categories', id: target?._id ?? '' },
        query: { ver: String(target?.ver ?? 1) },
      },
      404,
    );
  });
});
