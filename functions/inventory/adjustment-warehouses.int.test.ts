import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { settingsRoutes, type EntitySettingsAnswer } from '@shared/api/routes/settings';
import { InventoryMessages } from '@shared/inventory/inventory-messages';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import { keys } from '../data/identity/identity-keys';
import { db, tableName } from '../lib/aws-clients';
import { invoke } from '../test/invoke';
import { adjust, adjusted, createPart, createWarehouse, expectRefused } from '../test/inventory-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * With multi-warehouse on, a user adjusts stock only in the warehouses their
 * access allows (platform §3 Inventory `Whs`; shared/access/specific-rules.ts
 * canUseWarehouse); admins are not limited (docs/inventory.md §7).
 */

let org: TestOrganisation;
let tokens: Record<'owner' | 'partsclerk', string>;
let main: Warehouse;
let annex: Warehouse;

beforeAll(async () => {
  ({ org, tokens } = await organisationWithLogins(['owner', 'partsclerk'] as const));
  [main, annex] = await Promise.all([createWarehouse(tokens.owner, 'Main'), createWarehouse(tokens.owner, 'Annex')]);
  await createPart(org.orgId, { _id: 'PRT9201', PCode: 'WB-22', Desc: 'Wiper blade 22 in', UoM: 'NOS' });
  const s = (await invoke<EntitySettingsAnswer>(settingsRoutes.getEntitySettings, { token: tokens.owner })).body;
  const on = await invoke(settingsRoutes.putInventory, {
    token: tokens.owner,
    body: { ver: s.ver, Inventory: { ...s.Settings.Inventory, MultiWh: true } },
  });
  expect(on.status, JSON.stringify(on.body)).toBe(200);
});

const line = (WhId: string) => ({ ItemId: 'PRT9201', WhId, Qty: 4, UnCost: 310 });

describe('allowed warehouses', () => {
  it('refuses a clerk every warehouse until their access names one, then only that one', async () => {
    const refused = expectRefused(await adjust(tokens.partsclerk, [line(main._id)]), 400);
    expect(refused.errors).toEqual([{ path: 'Lines.0.WhId', message: InventoryMessages.warehouseNotAllowed('Main') }]);

    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.access(org.orgId, org.users.partsclerk.userId, org.workshopId),
        UpdateExpression: 'SET #a.Inventory.Whs = :whs',
        ExpressionAttributeNames: { '#a': 'Access' },
        ExpressionAttributeValues: { ':whs': [annex._id] },
      }),
    );
    const saved = await adjusted(tokens.partsclerk, [line(annex._id)]);
    expect(saved.Lines[0]).toMatchObject({ WhId: annex._id, Qty: 4, Value: 1240 });
    expectRefused(
      await adjust(tokens.partsclerk, [line(main._id)]),
      400,
      InventoryMessages.warehouseNotAllowed('Main'),
    );
  });

  it('does not limit an admin', async () => {
    const saved = await adjusted(tokens.owner, [line(main._id)]);
    expect(saved.Lines[0]).toMatchObject({ WhId: main._id, Value: 1240 });
  });
});
