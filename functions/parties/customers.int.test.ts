import { beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@shared/api/messages';
import { partiesRoutes } from '@shared/api/routes/parties';
import { GstinMessages } from '@shared/gst/gstin';
import type { Party } from '@shared/parties/party-schemas';
import { PartyMessages } from '@shared/parties/party-messages';
import { ConnectionMessages } from '@shared/parties/party-messages';
import { invoke } from '../test/invoke';
import { snapshotOrganisation } from '../test/org-snapshot';
import { createTestOrganisation, type TestOrganisation } from '../test/test-organisation';
import { createCustomer, freshPhone, login } from '../test/parties-test-kit';

let org: TestOrganisation;
let other: TestOrganisation;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  [org, other] = await Promise.all([createTestOrganisation(), createTestOrganisation()]);
  const names = ['owner', 'advisor', 'technician', 'cashier', 'partsmanager'] as const;
  const logged = await Promise.all(names.map((name) => login(org, name)));
  names.forEach((name, i) => {
    tokens[name] = logged[i] ?? '';
  });
  tokens.otherOwner = await login(other, 'owner');
});

describe('Customers: create, read, edit', () => {
  it('creates a company customer with the spec defaults and reads it back', async () => {
    const phone = freshPhone();
    const created = await createCustomer(tokens.advisor ?? '', {
      Type: 'Company',
      Sltn: 'M/s.',
      DName: 'Sri Lakshmi Motors',
      Cons: { Phones: { Main: `+91 ${phone}` }, Emails: ['Accounts@SLM.example.com'] },
      CPerson: { FName: 'Asha' },
      BAdd: { A1: '12 MG Road', Ct: 'Bengaluru', St: 'Karnataka', Pin: '560001' },
      GSTIN: '29AAKCK4321M1Z5',
    });
    expect(created).toMatchObject({
      Type: 'Company',
      DName: 'Sri Lakshmi Motors',
      Cons: { Phones: { Main: phone, Others: [] }, Emails: ['accounts@slm.example.com'] },
      CPerson: { Sltn: 'Mister', Sex: 'Male', LName: '', FName: 'Asha' },
      BAdd: { St: 'Karnataka', StCode: '29', CCode: 'IN' },
      GSTIN: '29AAKCK4321M1Z5',
      Vehs: [],
      ver: 1,
    });
    const read = await invoke<Party>(partiesRoutes.getCustomer, { token: tokens.cashier, params: { id: created._id } });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created);
  });

  it('edits with the current ver, and refuses a stale ver with 409 without writing', async () => {
    const created = await createCustomer(tokens.owner ?? '', {
      FName: 'Ravi',
      LName: 'Shankar',
      Cons: { Phones: { Main: freshPhone() } },
    });
    expect(created.DName).toBe('Ravi Shankar');
    const edited = await invoke<Party>(partiesRoutes.updateCustomer, {
      token: tokens.advisor,
      params: { id: created._id },
      body: { FName: 'Ravi', LName: 'Shankar', DName: 'Ravi Shankar Rao', Sex: 'Male', Cons: created.Cons, ver: 1 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ DName: 'Ravi Shankar Rao', Sex: 'Male', ver: 2 });

    const before = await snapshotOrganisation(org.orgId);
    const stale = await invoke(partiesRoutes.updateCustomer, {
      token: tokens.advisor,
      params: { id: created._id },
      body: { DName: 'Someone Else', ver: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ errorCode: 409, message: Messages.conflict });
    expect(await snapshotOrganisation(org.orgId)).toBe(before);
  });

  it('answers 404 for an unknown customer', async () => {
    const answer = await invoke(partiesRoutes.getCustomer, {
      token: tokens.owner,
      params: { id: '01JUNKNOWN0000000000000000' },
    });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ errorCode: 404, message: 'Customer not found.' });
  });
});

describe('Customers: uniqueness of phone and GSTIN in the organisation', () => {
  it('refuses a second customer with the same phone (any spelling) and writes nothing', async () => {
    const phone = freshPhone();
    await createCustomer(tokens.owner ?? '', { DName: 'First Holder', Cons: { Phones: { Main: phone } } });
    const before = await snapshotOrganisation(org.orgId);
    const again = await invoke(partiesRoutes.createCustomer, {
      token: tokens.owner,
      body: { DName: 'Second Holder', Cons: { Phones: { Main: '0' + phone } } },
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ errorCode: 409, message: 'A customer with this phone number already exists.' });
    expect(await snapshotOrganisation(org.orgId)).toBe(before);
  });

  it('refuses a second customer with the same GSTIN', async () => {
    const gstin = '27AAPFU0939F1ZV';
    const body = { DName: 'Mumbai Fleet', BAdd: { St: 'Maharashtra' }, GSTIN: gstin };
    await createCustomer(tokens.owner ?? '', body);
    const again = await invoke(partiesRoutes.createCustomer, {
      token: tokens.owner,
      body: { ...body, DName: 'Fleet Two' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      errorCode: 409,
      message: 'A customer with this GSTIN already exists.',
      errors: [{ path: 'GSTIN', message: 'A customer with this GSTIN already exists.' }],
    });
    // Another organisation may hold the same GSTIN as its own customer.
    expect((await invoke(partiesRoutes.createCustomer, { token: tokens.otherOwner, body })).status).toBe(200);
    // A vendor of this organisation may too: uniqueness is per kind.
    expect((await invoke(partiesRoutes.createVendor, { token: tokens.owner, body })).status).toBe(200);
  });

  it('moves a phone on edit: the old number is released and the new one taken in one transaction', async () => {
    const [oldPhone, newPhone] = [freshPhone(), freshPhone()];
    const holder = await createCustomer(tokens.owner ?? '', {
      DName: 'Phone Mover',
      Cons: { Phones: { Main: oldPhone } },
    });
    const other = await createCustomer(tokens.owner ?? '', {
      DName: 'Other Holder',
      Cons: { Phones: { Main: freshPhone() } },
    });
    const moved = await invoke<Party>(partiesRoutes.updateCustomer, {
      token: tokens.owner,
      params: { id: holder._id },
      body: { DName: 'Phone Mover', Cons: { Phones: { Main: newPhone } }, ver: 1 },
    });
    expect(moved.status).toBe(200);
    // The released number can now be used by someone else…
    expect(
      (
        await invoke(partiesRoutes.createCustomer, {
          token: tokens.owner,
          body: { DName: 'Taker', Cons: { Phones: { Main: oldPhone } } },
        })
      ).status,
    ).toBe(200);
    // …and the new one is held: another customer cannot take it.
    const before = await snapshotOrganisation(org.orgId);
    const clash = await invoke(partiesRoutes.updateCustomer, {
      token: tokens.owner,
      params: { id: other._id },
      body: { DName: 'Other Holder', Cons: { Phones: { Main: newPhone } }, ver: 1 },
    });
    expect(clash.status).toBe(409);
    expect(clash.body).toEqual({ errorCode: 409, message: 'A customer with this phone number already exists.' });
    expect(await snapshotOrganisation(org.orgId)).toBe(before);
  });
});

describe('Customers: validation (§8 shape, nothing written)', () => {
  it.each([
    [
      'a wrong GSTIN check character',
      { DName: 'X', BAdd: { St: 'Karnataka' }, GSTIN: '29AAKCK4321M1Z6' },
      GstinMessages.checksum,
    ],
    [
      'a GSTIN of another state',
      { DName: 'X', BAdd: { St: 'Karnataka' }, GSTIN: '27AAPFU0939F1ZV' },
      GstinMessages.stateMismatch,
    ],
    ['a bad phone', { DName: 'X', Cons: { Phones: { Main: '12345' } } }, PartyMessages.phone],
    ['no name', { Type: 'Individual' }, PartyMessages.nameRequired],
    ['an unknown state', { DName: 'X', BAdd: { St: 'Atlantis' } }, PartyMessages.state],
  ])('refuses %s with 400', async (_label, body, message) => {
    const before = await snapshotOrganisation(org.orgId);
    const answer = await invoke<{ errorCode: number; message: string; errors: { path: string; message: string }[] }>(
      partiesRoutes.createCustomer,
      { token: tokens.owner, body },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(answer.body.errors[0]?.message).toBe(message);
    expect(await snapshotOrganisation(org.orgId)).toBe(before);
  });

  it('refuses a malformed body', async () => {
    const answer = await invoke(partiesRoutes.createCustomer, { token: tokens.owner, body: '{"DName":' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ errorCode: 400, message: Messages.invalidJson });
  });
});

describe('Customers: permissions and tenant isolation', () => {
  it('refuses create to a technician (no Customer C) and to a cashier (Customer R only), and reads to a technician', async () => {
    const before = await snapshotOrganisation(org.orgId);
    for (const token of [tokens.technician, tokens.cashier]) {
      const answer = await invoke(partiesRoutes.createCustomer, { token, body: { DName: 'Not Allowed' } });
      expect(answer.status).toBe(403);
    }
    expect(
      (await invoke(partiesRoutes.searchCustomers, { token: tokens.technician, query: { Name: 'ra' } })).status,
    ).toBe(403);
    expect(await snapshotOrganisation(org.orgId)).toBe(before);
  });

  it('lets the parts manager create vendors but not customers', async () => {
    expect(
      (await invoke(partiesRoutes.createVendor, { token: tokens.partsmanager, body: { DName: 'Bosch Spares Depot' } }))
        .status,
    ).toBe(200);
    expect(
      (await invoke(partiesRoutes.createCustomer, { token: tokens.partsmanager, body: { DName: 'No' } })).status,
    ).toBe(403);
    expect((await invoke(partiesRoutes.createVendor, { token: tokens.advisor, body: { DName: 'No' } })).status).toBe(
      403,
    );
  });

  it('never shows another organisation’s customer, by id or by search', async () => {
    const phone = freshPhone();
    const theirs = await createCustomer(tokens.otherOwner ?? '', {
      DName: 'Zebediah Secretname',
      Cons: { Phones: { Main: phone } },
    });
    const byId = await invoke(partiesRoutes.getCustomer, { token: tokens.owner, params: { id: theirs._id } });
    expect(byId.status).toBe(404);
    const edit = await invoke(partiesRoutes.updateCustomer, {
      token: tokens.owner,
      params: { id: theirs._id },
      body: { DName: 'Mine', ver: 1 },
    });
    expect(edit.status).toBe(404);
    const queries: Record<string, string>[] = [{ Name: 'zebediah' }, { Name: 'secretn' }, { Phone: phone }];
    for (const query of queries) {
      const answer = await invoke<{ Items: unknown[] }>(partiesRoutes.searchCustomers, { token: tokens.owner, query });
      expect(answer.status).toBe(200);
      expect(answer.body.Items).toEqual([]);
    }
    const mine = await invoke<{ Items: { _id: string }[] }>(partiesRoutes.searchCustomers, {
      token: tokens.otherOwner,
      query: { Name: 'zebediah' },
    });
    expect(mine.body.Items.map((i) => i._id)).toEqual([theirs._id]);
  });
});

describe('Connected customers and vendors (Common/*/AllConnected) and connection codes', () => {
  const newCode = async (token = tokens.otherOwner ?? '') => {
    const answer = await invoke<{ Code: string; Expires: string }>(partiesRoutes.createConnectionCode, {
      token,
      body: {},
    });
    expect(answer.status).toBe(200);
    return answer.body;
  };

  it('links a vendor to another business with the code it gave, lists it, and uses the code up', async () => {
    const { Code, Expires } = await newCode();
    expect(Code.startsWith(`${other.orgId}.${other.workshopId}.`)).toBe(true);
    expect(Date.parse(Expires) - Date.now()).toBeGreaterThan(6 * 24 * 3600 * 1000);
    const vendor = await invoke<Party>(partiesRoutes.createVendor, {
      token: tokens.owner,
      body: { DName: 'Connected Spares', Connect: { Code: ` ${Code} ` } },
    });
    expect(vendor.status, JSON.stringify(vendor.body)).toBe(200);
    expect(vendor.body.Connect).toEqual({ OId: other.orgId, EId: other.workshopId });
    const list = await invoke<{ _id: string; DName: string; Connect: { OId: string; EId: string } }[]>(
      partiesRoutes.connectedVendors,
      {
        token: tokens.technician,
      },
    );
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      { _id: vendor.body._id, DName: 'Connected Spares', Connect: { OId: other.orgId, EId: other.workshopId } },
    ]);
    const customers = await invoke<unknown[]>(partiesRoutes.connectedCustomers, { token: tokens.owner });
    expect(customers.body).toEqual([]);

    // Used once: the same code links nothing else.
    const again = await invoke(partiesRoutes.createVendor, {
      token: tokens.owner,
      body: { DName: 'Twice', Connect: { Code } },
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: ConnectionMessages.invalid });

    // Saving the record with its current link needs no code; a different bare link is refused.
    const edited = await invoke<Party>(partiesRoutes.updateVendor, {
      token: tokens.owner,
      params: { id: vendor.body._id },
      body: { DName: 'Connected Spares Pvt Ltd', Connect: vendor.body.Connect, ver: vendor.body.ver },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.Connect).toEqual({ OId: other.orgId, EId: other.workshopId });
    const moved = await invoke(partiesRoutes.updateVendor, {
      token: tokens.owner,
      params: { id: vendor.body._id },
      body: {
        DName: 'Connected Spares Pvt Ltd',
        Connect: { OId: other.orgId, EId: 'SOMEBRANCH' },
        ver: edited.body.ver,
      },
    });
    expect(moved.status).toBe(400);
    expect(moved.body).toMatchObject({ message: ConnectionMessages.codeNeeded });
  });

  it('answers exactly the same for a wrong secret, a branch or organisation that does not exist, and a bare id link: nothing leaks', async () => {
    const { Code } = await newCode();
    const secret = Code.split('.')[2] ?? '';
    const wrongSecret = `${other.orgId}.${other.workshopId}.${secret.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`;
    const noSuchBranch = `${other.orgId}.NOSUCHBRANCH.${secret}`;
    const noSuchOrg = `NOSUCHORGANISATION.${other.workshopId}.${secret}`;
    const bodies: unknown[] = [];
    for (const code of [wrongSecret, noSuchBranch, noSuchOrg, 'not a code']) {
      const before = await snapshotOrganisation(org.orgId);
      const answer = await invoke(partiesRoutes.createCustomer, {
        token: tokens.owner,
        body: { DName: 'Probe', Connect: { Code: code } },
      });
      expect(answer.status, code).toBe(400);
      expect(await snapshotOrganisation(org.orgId)).toBe(before);
      bodies.push(answer.body);
    }
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(bodies[0]).toEqual({
      errorCode: 400,
      message: ConnectionMessages.invalid,
      errors: [{ path: 'Connect.Code', message: ConnectionMessages.invalid }],
    });
    // A bare link to an existing foreign branch is refused like one to a made-up branch.
    const real = await invoke(partiesRoutes.createCustomer, {
      token: tokens.owner,
      body: { DName: 'P', Connect: { OId: other.orgId, EId: other.workshopId } },
    });
    const fake = await invoke(partiesRoutes.createCustomer, {
      token: tokens.owner,
      body: { DName: 'P', Connect: { OId: 'NOSUCHORG', EId: 'NOSUCHBRANCH' } },
    });
    expect(real.status).toBe(400);
    expect(real.body).toEqual(fake.body);
  });

  it('refuses a code of the own organisation, and code creation to non-admins', async () => {
    const own = await newCode(tokens.owner);
    const self = await invoke(partiesRoutes.createCustomer, {
      token: tokens.owner,
      body: { DName: 'Me', Connect: { Code: own.Code } },
    });
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ message: ConnectionMessages.self });
    const technician = await invoke(partiesRoutes.createConnectionCode, { token: tokens.technician, body: {} });
    expect(technician.status).toBe(403);
  });
});
