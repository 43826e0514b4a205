import { beforeAll, describe, expect, it } from 'vitest';
import { inventoryItemRoutes as routes } from '@shared/api/routes/inventory-items';
import { settingsRoutes } from '@shared/api/routes/settings';
import { ItemMessages } from '@shared/inventory/item-messages';
import type { ItemAnswer } from '@shared/inventory/item-schemas';
import type { ListEntry } from '@shared/inventory/settings-lists';
import { invoke } from '../test/invoke';
import { createPart, expectRefused } from '../test/inventory-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * Attribute and custom field values on an item (docs/inventory-items.md §12),
 * checked against the organisation's settings lists; an entry an item names is
 * marked used, so the list deactivates it rather than removing it.
 */

let org: TestOrganisation;
let tokens: Record<'owner' | 'partsclerk', string>;
let viscosity: ListEntry;
let warranty: ListEntry;
let origin: ListEntry;

const entry = async (list: string, body: Record<string, unknown>): Promise<ListEntry> => {
  const answer = await invoke<ListEntry>(settingsRoutes.createSettingsEntry, {
    token: tokens.owner,
    params: { list },
    body,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

beforeAll(async () => {
  ({ org, tokens } = await organisationWithLogins(['owner', 'partsclerk'] as const));
  await createPart(org.orgId, { _id: 'PRT9501', PCode: 'EO-501', Desc: 'Engine oil 5W30', UoM: 'LTR' });
  viscosity = await entry('Attributes', { Name: 'Viscosity', Values: ['5W30', '10W40'] });
  warranty = await entry('CustomFields', { Name: 'Warranty months', Type: 'number', Req: true });
  origin = await entry('CustomFields', { Name: 'Origin', Type: 'choice', Choices: ['India', 'Imported'] });
});

describe('item attribute and custom field values', () => {
  it('stores values checked against the lists, in the lists’ own spelling, and marks the entries used', async () => {
    const made = await invoke<ItemAnswer>(routes.createItem, {
      token: tokens.partsclerk,
      body: {
        ItemId: 'PRT9501',
        Attrs: { [viscosity._id]: '5w30' },
        CFs: { [warranty._id]: 12, [origin._id]: 'india' },
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.Attrs).toEqual({ [viscosity._id]: '5W30' });
    expect(made.body.CFs).toEqual({ [warranty._id]: 12, [origin._id]: 'India' });
    const lists = await invoke<ListEntry[]>(settingsRoutes.listSettingsEntries, {
      token: tokens.owner,
      params: { list: 'Attributes' },
    });
    expect(lists.body.find((e) => e._id === viscosity._id)?.Used).toBe(true);
  });

  it('refuses a value not in the list, a wrong type and a missing required field, and writes nothing', async () => {
    const put = (body: Record<string, unknown>) =>
      invoke(routes.updateItem, { token: tokens.partsclerk, params: { Id: 'PRT9501' }, body: { ver: 1, ...body } });
    const bad = expectRefused(await put({ Attrs: { [viscosity._id]: '0W20' } }), 400);
    expect(bad.errors).toEqual([{ path: `Attrs.${viscosity._id}`, message: ItemMessages.attributeValue('Viscosity') }]);
    expectRefused(await put({ CFs: { [warranty._id]: 'twelve' } }), 400, ItemMessages.fieldNumber('Warranty months'));
    expectRefused(await put({ CFs: { [origin._id]: 'India' } }), 400, ItemMessages.fieldRequired('Warranty months'));
    const item = await invoke<ItemAnswer>(routes.item, { token: tokens.partsclerk, params: { Id: 'PRT9501' } });
    expect(item.body).toMatchObject({ ver: 1, Attrs: { [viscosity._id]: '5W30' } });
  });
});
