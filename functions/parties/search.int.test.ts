import { beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@shared/api/messages';
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
let token = '';
let asha: Party;
let kumar: Party;
let company: Party;
const ashaPhone = freshPhone();

async function search(query: Record<string, string>): Promise<Page<PartyRow>> {
  const answer = await invoke<Page<PartyRow>>(partiesRoutes.searchCustomers, { token, query });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}
const ids = (page: Page<{ _id: string }>): string[] => page.Items.map((i) => i._id).sort();

beforeAll(async () => {
  org = await createTestOrganisation();
  token = await login(org, 'advisor');
  asha = await createCustomer(token, {
    Sltn: 'Ms.',
    FName: 'Asha',
    LName: 'Deshpande',
    DName: 'Asha Deshpande',
    Cons: { Phones: { Main: ashaPhone, Others: [freshPhone()] }, Emails: ['asha.d@example.com'] },
    BAdd: { Ct: 'Pune', St: 'Maharashtra' },
  });
  kumar = await createCustomer(token, {
    DName: 'Ravi Kumar Deshmukh',
    Cons: { Phones: { Main: freshPhone() }, Emails: ['ravi@example.com'] },
  });
  company = await createCustomer(token, {
    Type: 'Company',
    DName: 'Karnataka Fleet Services',
    Cons: { Phones: { Main: freshPhone() } },
    BAdd: { Ct: 'Bengaluru', St: 'Karnataka' },
    GSTIN: '29AAKCK4321M1Z5',
  });
  const vehicle = await invoke<Product>(partiesRoutes.createProduct, {
    token,
    body: {
      RegNo: 'KA 01 AB 1234',
      Make: 'Tata',
      Model: 'Nexon',
      VIN: 'MAT62611234567890',
      Owner: { CustId: asha._id, Dt: '2025-02-01' },
    },
  });
  expect(vehicle.status).toBe(200);
  const unowned = await invoke(partiesRoutes.createProduct, { token, body: { RegNo: 'MH12XY1299' } });
  expect(unowned.status).toBe(200);
});

describe('Customers/Search', () => {
  it('finds by a prefix of any word of the name, surname included', async () => {
    expect(ids(await search({ Name: 'ash' }))).toEqual([asha._id]);
    expect(ids(await search({ Name: 'Deshp' }))).toEqual([asha._id]);
    expect(ids(await search({ Name: 'desh' }))).toEqual([asha._id, kumar._id].sort());
    expect(ids(await search({ Name: 'ku' }))).toEqual([kumar._id]);
    expect(ids(await search({ Name: 'fleet' }))).toEqual([company._id]);
    expect(ids(await search({ Name: 'desh ra' }))).toEqual([kumar._id]);
    expect(ids(await search({ Name: 'shpande' }))).toEqual([]);
  });

  it('answers a row that can be shown: name, main phone, e-mail, GSTIN, city and vehicles', async () => {
    const page = await search({ Name: 'asha' });
    expect(page.Items).toEqual([
      {
        _id: asha._id,
        DName: 'Asha Deshpande',
        Type: 'Individual',
        Phone: ashaPhone,
        Email: 'asha.d@example.com',
        Ct: 'Pune',
        RegNos: ['KA01AB1234'],
      },
    ]);
    expect((await search({ Name: 'karnataka' })).Items[0]).toMatchObject({
      GSTIN: '29AAKCK4321M1Z5',
      Ct: 'Bengaluru',
      RegNos: [],
    });
  });

  it('finds by phone prefix (main or other), e-mail prefix and GSTIN prefix', async () => {
    expect(ids(await search({ Phone: ashaPhone }))).toEqual([asha._id]);
    expect(ids(await search({ Phone: ashaPhone.slice(0, 8) }))).toContain(asha._id);
    expect(ids(await search({ Phone: asha.Cons.Phones.Others[0] ?? '' }))).toEqual([asha._id]);
    expect(ids(await search({ Email: 'ASHA.D@' }))).toEqual([asha._id]);
    expect(ids(await search({ GSTIN: '29aakck' }))).toEqual([company._id]);
  });

  it('finds the owner by any part of the registration number', async () => {
    for (const RegNo of ['1234', 'AB12', 'ka 01', 'ka01ab1234', 'B1']) {
      expect(ids(await search({ RegNo })), RegNo).toEqual([asha._id]);
    }
    // A vehicle without an owner finds no customer.
    expect(ids(await search({ RegNo: 'XY12' }))).toEqual([]);
  });

  it('combines fields: every given field must match', async () => {
    expect(ids(await search({ Name: 'desh', Phone: ashaPhone }))).toEqual([asha._id]);
    expect(ids(await search({ Name: 'ravi', RegNo: '1234' }))).toEqual([]);
  });

  it('pages with an opaque cursor until the end', async () => {
    const seen: string[] = [];
    let next: string | undefined;
    let pages = 0;
    do {
      const page = await search({ Name: 'de', Limit: '1', ...(next ? { Next: next } : {}) });
      seen.push(...page.Items.map((i) => i._id));
      next = page.Next;
      pages += 1;
    } while (next && pages < 10);
    expect([...new Set(seen)].sort()).toEqual([asha._id, kumar._id].sort());
  });

  it('refuses a search without any field, with a 1-character field, or with a foreign cursor', async () => {
    const none = await invoke(partiesRoutes.searchCustomers, { token, query: {} });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ errorCode: 400, message: Messages.searchNeedsField });
    const blank = await invoke(partiesRoutes.searchCustomers, { token, query: { Name: ' ', Phone: '' } });
    expect(blank.body).toMatchObject({ message: Messages.searchNeedsField });
    const short = await invoke(partiesRoutes.searchCustomers, { token, query: { Name: 'a' } });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ message: PartyMessages.searchTooShort });
    // No name word of 2 letters or digits: the same rule the form applies, on the field.
    const emoji = await invoke<{ errors?: { path: string; message: string }[] }>(partiesRoutes.searchCustomers, {
      token,
      query: { Name: '😀😀' },
    });
    expect(emoji.status).toBe(400);
    expect(emoji.body.errors).toEqual([{ path: 'query.Name', message: PartyMessages.searchTooShort }]);
    const tooBig = await invoke(partiesRoutes.searchCustomers, { token, query: { Name: 'asha', Limit: '51' } });
    expect(tooBig.status).toBe(400);
    const forged = Buffer.from(
      JSON.stringify({
        f: 'NAME',
        k: { pk: 'ORG#other', sk: 'x', gsi1pk: 'ORG#other#CUST#NAME#as', gsi1sk: 'asha#1' },
      }),
    ).toString('base64url');
    const cursor = await invoke(partiesRoutes.searchCustomers, { token, query: { Name: 'asha', Next: forged } });
    expect(cursor.status).toBe(400);
    expect(cursor.body).toMatchObject({ message: PartyMessages.badCursor });
  });
});

describe('Products/Search and Vendors/Search', () => {
  it('finds vehicles by registration part or VIN prefix, with the owner’s name', async () => {
    const byPart = await invoke<Page<ProductRow>>(partiesRoutes.searchProducts, { token, query: { RegNo: '1234' } });
    expect(byPart.body.Items).toEqual([
      expect.objectContaining({
        RegNo: 'KA01AB1234',
        Make: 'Tata',
        Model: 'Nexon',
        Owner: { CustId: asha._id, DName: 'Asha Deshpande' },
      }),
    ]);
    const byVin = await invoke<Page<ProductRow>>(partiesRoutes.searchProducts, { token, query: { VIN: 'mat626' } });
    expect(byVin.body.Items.map((i) => i.RegNo)).toEqual(['KA01AB1234']);
    const both = await invoke<Page<ProductRow>>(partiesRoutes.searchProducts, {
      token,
      query: { RegNo: '12', VIN: 'MAT' },
    });
    expect(both.body.Items.map((i) => i.RegNo)).toEqual(['KA01AB1234']);
    const unowned = await invoke<Page<ProductRow>>(partiesRoutes.searchProducts, { token, query: { RegNo: 'xy 12' } });
    expect(unowned.body.Items).toEqual([expect.objectContaining({ RegNo: 'MH12XY1299' })]);
    expect(unowned.body.Items[0]?.Owner).toBeUndefined();
  });

  it('keeps vendors apart from customers', async () => {
    const owner = await login(org, 'owner');
    const vendor = await invoke<Party>(partiesRoutes.createVendor, {
      token: owner,
      body: { DName: 'Asha Auto Spares', Cons: { Phones: { Main: freshPhone() } } },
    });
    expect(vendor.status).toBe(200);
    const vendors = await invoke<Page<PartyRow>>(partiesRoutes.searchVendors, {
      token: owner,
      query: { Name: 'asha' },
    });
    expect(ids(vendors.body)).toEqual([vendor.body._id]);
    expect(vendors.body.Items[0]?.RegNos).toBeUndefined();
    expect(ids(await search({ Name: 'asha' }))).toEqual([asha._id]);
  });
});
