import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import { inventoryItemRoutes } from '@shared/api/routes/inventory-items';
import { partiesRoutes } from '@shared/api/routes/parties';
import { settingsRoutes } from '@shared/api/routes/settings';
import type { CustomerCategory, CustomerCategoryRemoval } from '@shared/settings/customer-categories';
import { CustomerCategoryMessages as M } from '@shared/settings/customer-category-messages';
import { invoke } from '../test/invoke';
import { snapshotOrganisation } from '../test/org-snapshot';
import { createCustomer, freshPhone } from '../test/parties-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * settings/customercategories (docs/customer-categories.md) through the real
 * handler against DynamoDB Local: unique names as the price rule compares them,
 * changes at `ver`, a category in use keeping its name and deactivated rather
 * than removed, refusals that write nothing, another organisation out of sight.
 */

let org: TestOrganisation;
let tokens: Record<'admin' | 'owner' | 'advisor', string>;
let other: Record<'admin', string>;

beforeAll(async () => {
  ({ org, tokens } = await organisationWithLogins(['admin', 'owner', 'advisor'] as const));
  ({ tokens: other } = await organisationWithLogins(['admin'] as const));
});

type Input = Parameters<typeof invoke>[1];
async function refused(route: Parameters<typeof invoke>[0], input: Input, status: number): Promise<ApiErrorBody> {
  const before = await snapshotOrganisation(org.orgId);
  const answer = await invoke<ApiErrorBody>(route, input);
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(await snapshotOrganisation(org.orgId)).toBe(before);
  return answer.body;
}

const list = async (token = tokens.admin): Promise<CustomerCategory[]> => {
  const answer = await invoke<CustomerCategory[]>(settingsRoutes.listCustomerCategories, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const add = async (body: Record<string, unknown>, token = tokens.admin): Promise<CustomerCategory> => {
  const answer = await invoke<CustomerCategory>(settingsRoutes.createCustomerCategory, { token, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const change = (id: string, body: Record<string, unknown>, token = tokens.admin) =>
  invoke<CustomerCategory>(settingsRoutes.updateCustomerCategory, { token, params: { id }, body });
const remove = (id: string, ver: number, token = tokens.admin) =>
  invoke<CustomerCategoryRemoval>(settingsRoutes.removeCustomerCategory, {
    token,
    params: { id },
    query: { ver: String(ver) },
  });
const named = async (name: string) => (await list()).find((c) => c.Name === name);

describe('customer categories', () => {
  it('adds categories, unique as the price rule compares names, and lists them active first by name', async () => {
    const retail = await add({ Name: 'Retail', Desc: 'Walk-in and counter buyers' });
    expect(retail).toMatchObject({ Name: 'Retail', Desc: 'Walk-in and counter buyers', Active: true, ver: 1 });
    await add({ Name: 'Insurance', Active: false });
    await add({ Name: '  Fleet  ' });
    const clash = await refused(
      settingsRoutes.createCustomerCategory,
      { token: tokens.admin, body: { Name: ' fLEET' } },
      409,
    );
    expect(clash.message).toBe(M.nameTaken('fLEET'));
    expect(clash.errors?.[0]?.path).toBe('Name');
    expect((await list()).map((c) => `${c.Name}:${c.Active}`)).toEqual([
      'Fleet:true',
      'Retail:true',
      'Insurance:false',
    ]);
  });

  it('lets any user read the list and only an entity admin change it', async () => {
    expect((await list(tokens.advisor)).length).toBeGreaterThan(0);
    await refused(settingsRoutes.createCustomerCategory, { token: tokens.advisor, body: { Name: 'Taxi' } }, 403);
    const retail = await named('Retail');
    await refused(
      settingsRoutes.updateCustomerCategory,
      { token: tokens.advisor, params: { id: retail!._id }, body: { Active: false, ver: retail!.ver } },
      403,
    );
    await refused(
      settingsRoutes.createCustomerCategory,
      { token: tokens.admin, body: { Name: 'Taxi', Colour: 'red' } },
      400,
    );
    await refused(settingsRoutes.createCustomerCategory, { token: tokens.admin, body: { Name: '   ' } }, 400);
  });

  it('changes at ver: a left-out field is kept, a stale ver answers 409 and writes nothing', async () => {
    const retail = (await named('Retail'))!;
    const off = await change(retail._id, { Active: false, ver: retail.ver });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body).toMatchObject({ Name: 'Retail', Desc: 'Walk-in and counter buyers', Active: false, ver: 2 });
    await refused(
      settingsRoutes.updateCustomerCategory,
      { token: tokens.admin, params: { id: retail._id }, body: { Desc: 'late', ver: retail.ver } },
      409,
    );
    const back = await change(retail._id, { Active: true, Desc: '', ver: 2 });
    expect(back.body).toEqual({ _id: retail._id, Name: 'Retail', Active: true, ver: 3 });
  });

  it('renames a category nothing names, and refuses a name another category has', async () => {
    const insurance = (await named('Insurance'))!;
    const renamed = await change(insurance._id, { Name: 'Insurance claims', ver: insurance.ver });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ _id: insurance._id, Name: 'Insurance claims', ver: insurance.ver + 1 });
    expect(await named('Insurance')).toBeUndefined();
    const taken = await refused(
      settingsRoutes.updateCustomerCategory,
      { token: tokens.admin, params: { id: insurance._id }, body: { Name: 'RETAIL', ver: renamed.body.ver } },
      409,
    );
    expect(taken.errors?.[0]).toEqual({ path: 'Name', message: M.nameTaken('RETAIL') });
    const back = await change(insurance._id, { Name: 'Insurance', ver: renamed.body.ver });
    expect(back.body.Name).toBe('Insurance');
  });

  it('keeps the name of a category a customer carries, and deactivates it instead of removing it', async () => {
    await createCustomer(tokens.owner, {
      DName: 'Sharma Transport',
      Cat: 'fleet',
      Cons: { Phones: { Main: freshPhone() } },
    });
    const fleet = (await named('Fleet'))!;
    expect(fleet.Used).toBe(true);
    const rename = await refused(
      settingsRoutes.updateCustomerCategory,
      { token: tokens.admin, params: { id: fleet._id }, body: { Name: 'Fleets', ver: fleet.ver } },
      400,
    );
    expect(rename.errors?.[0]).toEqual({ path: 'Name', message: M.renameInUse('Fleet') });
    const described = await change(fleet._id, { Desc: 'Transporters and taxi operators', ver: fleet.ver });
    expect(described.body).toMatchObject({ Name: 'Fleet', Desc: 'Transporters and taxi operators', Used: true });
    const removal = await remove(fleet._id, described.body.ver);
    expect(removal.status, JSON.stringify(removal.body)).toBe(200);
    expect(removal.body).toMatchObject({ Removed: false, message: M.deactivated('Fleet') });
    expect(removal.body.Category).toMatchObject({ Name: 'Fleet', Active: false, Used: true });
  });

  it('marks a category a price list names, and leaves a text that is no category as typed', async () => {
    const corporate = await add({ Name: 'Corporate' });
    const made = await invoke(inventoryItemRoutes.createPriceList, {
      token: tokens.owner,
      body: { Name: 'Corporate 2026', CatId: 'Corporate', From: '2026-04-01' },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect((await named('Corporate'))?.Used).toBe(true);
    const removal = await remove(corporate._id, corporate.ver);
    expect(removal.body.Removed).toBe(false);
    const before = await list();
    const odd = await createCustomer(tokens.owner, {
      DName: 'Old Garage',
      Cat: 'Dealers',
      Cons: { Phones: { Main: freshPhone() } },
    });
    expect(odd.Cat).toBe('Dealers');
    expect(await list()).toEqual(before);
    const read = await invoke(partiesRoutes.getCustomer, { token: tokens.owner, params: { id: odd._id } });
    expect(read.body).toMatchObject({ Cat: 'Dealers' });
  });

  it('removes an unused category at its ver; a stale ver answers 409 and a removed one 404', async () => {
    const taxi = await add({ Name: 'Taxi' });
    await refused(
      settingsRoutes.removeCustomerCategory,
      { token: tokens.admin, params: { id: taxi._id }, query: { ver: '7' } },
      409,
    );
    const gone = await remove(taxi._id, taxi.ver);
    expect(gone.body).toEqual({ message: Messages.deleted, Removed: true });
    await refused(
      settingsRoutes.removeCustomerCategory,
      { token: tokens.admin, params: { id: taxi._id }, query: { ver: '1' } },
      404,
    );
  });

  it('of two adds of one name at once, one is saved and the other answers 409', async () => {
    const answers = await Promise.all(
      ['Dealers', 'dealers '].map((Name) =>
        invoke(settingsRoutes.createCustomerCategory, { token: tokens.admin, body: { Name } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await list()).filter((c) => c.Name.toLowerCase().startsWith('dealers'))).toHaveLength(1);
  });

  it("never shows or changes another organisation's categories", async () => {
    expect(await list(other.admin)).toEqual([]);
    const retail = (await named('Retail'))!;
    const answer = await change(retail._id, { Active: false, ver: retail.ver }, other.admin);
    expect(answer.status).toBe(404);
    expect((await named('Retail'))?.ver).toBe(retail.ver);
  });
});
