import { beforeAll, describe, expect, it } from 'vitest';
import { partiesRoutes } from '@shared/api/routes/parties';
import type { Party } from '@shared/parties/party-schemas';
import { PartyMessages } from '@shared/parties/party-messages';
import type { Product } from '@shared/parties/product-schemas';
import type { PartyRow, ProductRow } from '@shared/parties/search-schemas';
import { invoke } from '../test/invoke';
import { createTestOrganisation, type TestOrganisation } from '../test/test-organisation';
import { createCustomer, freshPhone, login } from '../test/parties-test-kit';

type Page<T> = { Items: T[]; Next?: string };

let org: TestOrganisation;
let advisor = '';
let owner = '';
const customers: Party[] = [];

beforeAll(async () => {
  org = await createTestOrganisation();
  advisor = await login(org, 'advisor');
  owner = await login(org, 'owner');
  // One at a time, so each has its own creation time.
  for (const DName of ['Asha Deshpande', 'Ravi Kumar', 'Meera Iyer']) {
    customers.push(await createCustomer(advisor, { DName, Cons: { Phones: { Main: freshPhone() } } }));
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
});

describe('recent records before any search (docs/data-model-parties.md "Recent records of a branch")', () => {
  it("lists the branch's newest customers first, a page at a time with the opaque cursor", async () => {
    const first = await invoke<Page<PartyRow>>(partiesRoutes.recentCustomers, {
      token: advisor,
      query: { Limit: '2' },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.Items.map((row) => row.DName)).toEqual(['Meera Iyer', 'Ravi Kumar']);
    expect(first.body.Next).toBeTypeOf('string');
    const second = await invoke<Page<PartyRow>>(partiesRoutes.recentCustomers, {
      token: advisor,
      query: { Limit: '2', Next: first.body.Next ?? '' },
    });
    expect(second.status).toBe(200);
    expect(second.body.Items.map((row) => row._id)).toEqual([customers[0]?._id]);
  });

  it('refuses a cursor that is not one of its own', async () => {
    const forged = Buffer.from(
      JSON.stringify({ r: { pk: 'ORG#other', sk: 'CUST#x', gsi1pk: 'ORG#other#CUST#RECENT#e', gsi1sk: 'x' } }),
    ).toString('base64url');
    const answer = await invoke<{ message: string }>(partiesRoutes.recentCustomers, {
      token: advisor,
      query: { Next: forged },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(PartyMessages.badCursor);
  });

  it('lists vendors and vehicles the same way, and the index keys never reach the record', async () => {
    expect(
      (await invoke(partiesRoutes.createVendor, { token: owner, body: { DName: 'Bosch Spares Depot' } })).status,
    ).toBe(200);
    const vendors = await invoke<Page<PartyRow>>(partiesRoutes.recentVendors, { token: owner, query: {} });
    expect(vendors.body.Items.map((row) => row.DName)).toEqual(['Bosch Spares Depot']);

    const created = await invoke<Product>(partiesRoutes.createProduct, {
      token: advisor,
      body: { RegNo: 'KA 05 MN 4321', Make: 'Maruti', Owner: { CustId: customers[0]?._id ?? '', Dt: '2025-03-01' } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const vehicles = await invoke<Page<ProductRow>>(partiesRoutes.recentProducts, { token: advisor, query: {} });
    expect(vehicles.body.Items).toEqual([
      expect.objectContaining({
        _id: created.body._id,
        Make: 'Maruti',
        Owner: { CustId: customers[0]?._id, DName: 'Asha Deshpande' },
      }),
    ]);
    const read = await invoke<Record<string, unknown>>(partiesRoutes.getProduct, {
      token: advisor,
      params: { id: created.body._id },
    });
    expect(Object.keys(read.body).filter((name) => name.startsWith('gsi'))).toEqual([]);
    const customer = await invoke<Record<string, unknown>>(partiesRoutes.getCustomer, {
      token: advisor,
      params: { id: customers[0]?._id ?? '' },
    });
    expect(Object.keys(customer.body).filter((name) => name.startsWith('gsi'))).toEqual([]);
  });

  it('shows another organisation nothing of these, and needs the read right', async () => {
    const other = await createTestOrganisation();
    const answer = await invoke<Page<PartyRow>>(partiesRoutes.recentCustomers, {
      token: await login(other, 'advisor'),
      query: {},
    });
    expect(answer.status).toBe(200);
    expect(answer.body.Items).toEqual([]);
    const technician = await invoke(partiesRoutes.recentCustomers, {
      token: await login(org, 'technician'),
      query: {},
    });
    expect(technician.status).toBe(403);
  });
});
