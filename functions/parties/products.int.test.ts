import { beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@shared/api/messages';
import { partiesRoutes } from '@shared/api/routes/parties';
import type { Party } from '@shared/parties/party-schemas';
import { ProductMessages, type Ownership, type Product } from '@shared/parties/product-schemas';
import { RegNoMessages } from '@shared/parties/registration-number';
import { invoke } from '../test/invoke';
import { snapshotOrganisation } from '../test/org-snapshot';
import { createTestOrganisation, type TestOrganisation } from '../test/test-organisation';
import { createCustomer, freshPhone, login } from '../test/parties-test-kit';

let org: TestOrganisation;
let owner = '';
let advisor = '';
let cashier = '';
let serial = 0;

/** A registration number no other test of this file uses. */
const freshRegNo = (): string => {
  serial += 1;
  return `KA 05 MN ${String(1000 + serial)}`;
};

async function createVehicle(body: Record<string, unknown>): Promise<Product> {
  const answer = await invoke<Product>(partiesRoutes.createProduct, { token: advisor, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

const getCustomer = async (id: string) =>
  (await invoke<Party>(partiesRoutes.getCustomer, { token: owner, params: { id } })).body;

beforeAll(async () => {
  org = await createTestOrganisation();
  [owner, advisor, cashier] = await Promise.all([login(org, 'owner'), login(org, 'advisor'), login(org, 'cashier')]);
});

describe('Products (vehicles in an auto branch)', () => {
  it('creates a vehicle with a normalised registration number and all its fields', async () => {
    const vehicle = await createVehicle({
      RegNo: 'ka-01-ab-1234',
      Make: 'Maruti Suzuki',
      Model: 'Swift',
      Variant: 'VXi',
      Year: 2021,
      VIN: 'MA3EWDE1S00123456',
      Body: 'Hatchback',
      Odo: 42150,
      Ins: { Insurer: 'ICICI Lombard', PolicyNo: 'P-778812', ExpDt: '2027-03-31' },
    });
    expect(vehicle).toMatchObject({ RegNo: 'KA01AB1234', VIN: 'MA3EWDE1S00123456', Year: 2021, ver: 1 });
    expect(vehicle.Owner).toBeUndefined();
    const read = await invoke<Product>(partiesRoutes.getProduct, { token: advisor, params: { id: vehicle._id } });
    expect(read.body).toEqual(vehicle);
  });

  it('requires the registration number in an auto branch and refuses a bad VIN', async () => {
    const noReg = await invoke(partiesRoutes.createProduct, { token: advisor, body: { Make: 'Tata', Model: 'Nexon' } });
    expect(noReg.status).toBe(400);
    expect(noReg.body).toMatchObject({ errorCode: 400, message: ProductMessages.regNoRequired });
    const badVin = await invoke(partiesRoutes.createProduct, {
      token: advisor,
      body: { RegNo: freshRegNo(), VIN: 'MA3EWDE1S00I23456' },
    });
    expect(badVin.status).toBe(400);
    expect(badVin.body).toMatchObject({ message: RegNoMessages.vin });
  });

  it('refuses a registration number already in the organisation, however it is typed', async () => {
    const regNo = freshRegNo();
    await createVehicle({ RegNo: regNo });
    const before = await snapshotOrganisation(org.orgId);
    const again = await invoke(partiesRoutes.createProduct, {
      token: advisor,
      body: { RegNo: regNo.replace(/ /g, '-').toLowerCase() },
    });
    expect(again.status).toBe(409);
    // The field that holds the taken value is named, so the form shows it there.
    expect(again.body).toEqual({
      errorCode: 409,
      message: ProductMessages.duplicateRegNo,
      errors: [{ path: 'RegNo', message: ProductMessages.duplicateRegNo }],
    });
    expect(await snapshotOrganisation(org.orgId)).toBe(before);
  });

  it('edits under the ver lock and keeps the owner’s vehicle list in step with the registration number', async () => {
    const customer = await createCustomer(owner, { DName: 'Reg Changer', Cons: { Phones: { Main: freshPhone() } } });
    const vehicle = await createVehicle({ RegNo: freshRegNo(), Owner: { CustId: customer._id, Dt: '2025-01-10' } });
    expect(vehicle.Owner).toEqual({ CustId: customer._id, DName: 'Reg Changer', FromDt: '2025-01-10' });
    const edited = await invoke<Product>(partiesRoutes.updateProduct, {
      token: advisor,
      params: { id: vehicle._id },
      body: { RegNo: 'KA 05 ZZ 9999', Make: 'Honda', ver: 1 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ RegNo: 'KA05ZZ9999', Make: 'Honda', ver: 2, Owner: { CustId: customer._id } });
    expect((await getCustomer(customer._id)).Vehs).toEqual([{ _id: vehicle._id, RegNo: 'KA05ZZ9999' }]);
    const stale = await invoke(partiesRoutes.updateProduct, {
      token: advisor,
      params: { id: vehicle._id },
      body: { RegNo: 'KA05ZZ9998', ver: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ errorCode: 409, message: Messages.conflict });
    // The old number is free again.
    await createVehicle({ RegNo: vehicle.RegNo });
  });

  it('refuses create to a cashier (Product rights absent)', async () => {
    const answer = await invoke(partiesRoutes.createProduct, { token: cashier, body: { RegNo: freshRegNo() } });
    expect(answer.status).toBe(403);
  });
});

describe('Ownership (platform §5)', () => {
  it('assigns, refuses a second owner before the end, ends, then assigns a new owner; history is kept', async () => {
    const first = await createCustomer(owner, { DName: 'First Owner', Cons: { Phones: { Main: freshPhone() } } });
    const second = await createCustomer(owner, { DName: 'Second Owner', Cons: { Phones: { Main: freshPhone() } } });
    const vehicle = await createVehicle({ RegNo: freshRegNo() });
    const id = vehicle._id;

    const assigned = await invoke(partiesRoutes.assignOwnership, {
      token: advisor,
      params: { id },
      body: { CustId: first._id, Dt: '2024-04-01' },
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toEqual({ message: Messages.ownershipAssigned });
    expect((await getCustomer(first._id)).Vehs).toEqual([{ _id: id, RegNo: vehicle.RegNo }]);

    const before = await snapshotOrganisation(org.orgId);
    const refused = await invoke(partiesRoutes.assignOwnership, {
      token: advisor,
      params: { id },
      body: { CustId: second._id, Dt: '2024-05-01' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      errorCode: 400,
      message: 'The vehicle already has an owner. End the existing ownership before assigning a new owner.',
    });
    const wrongEnd = await invoke(partiesRoutes.endOwnership, {
      token: advisor,
      params: { id },
      body: { CustId: second._id, Dt: '2024-05-01' },
    });
    expect(wrongEnd.status).toBe(400);
    expect(wrongEnd.body).toMatchObject({ message: 'This customer is not the current owner of the vehicle.' });
    const earlyEnd = await invoke(partiesRoutes.endOwnership, {
      token: advisor,
      params: { id },
      body: { CustId: first._id, Dt: '2024-03-01' },
    });
    expect(earlyEnd.body).toMatchObject({ message: ProductMessages.endBeforeStart });
    expect(await snapshotOrganisation(org.orgId)).toBe(before);

    const ended = await invoke(partiesRoutes.endOwnership, {
      token: advisor,
      params: { id },
      body: { CustId: first._id, Dt: '2025-06-30' },
    });
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ message: Messages.ownershipEnded });
    expect((await getCustomer(first._id)).Vehs).toEqual([]);
    const noOwner = await invoke(partiesRoutes.endOwnership, {
      token: advisor,
      params: { id },
      body: { CustId: first._id, Dt: '2025-07-01' },
    });
    expect(noOwner.body).toMatchObject({ errorCode: 400, message: 'The vehicle has no current owner.' });

    const tooEarly = await invoke(partiesRoutes.assignOwnership, {
      token: advisor,
      params: { id },
      body: { CustId: second._id, Dt: '2025-06-01' },
    });
    expect(tooEarly.body).toMatchObject({ errorCode: 400, message: ProductMessages.assignBeforeLastEnd });
    const next = await invoke(partiesRoutes.assignOwnership, {
      token: advisor,
      params: { id },
      body: { CustId: second._id, Dt: '2025-07-01' },
    });
    expect(next.status).toBe(200);

    const history = await invoke<Ownership[]>(partiesRoutes.ownershipHistory, { token: advisor, params: { id } });
    expect(history.body.map(({ CustId, DName, FromDt, ToDt }) => ({ CustId, DName, FromDt, ToDt }))).toEqual([
      { CustId: first._id, DName: 'First Owner', FromDt: '2024-04-01', ToDt: '2025-06-30' },
      { CustId: second._id, DName: 'Second Owner', FromDt: '2025-07-01', ToDt: undefined },
    ]);
    const product = await invoke<Product>(partiesRoutes.getProduct, { token: advisor, params: { id } });
    expect(product.body.Owner).toEqual({ CustId: second._id, DName: 'Second Owner', FromDt: '2025-07-01' });
  });

  it.each([
    ['customer', { Dt: '2025-01-01' }],
    ['date', { CustId: 'x' }],
    ['both', {}],
  ])('requires the %s (400, nothing written)', async (_missing, body) => {
    const vehicle = await createVehicle({ RegNo: freshRegNo() });
    const before = await snapshotOrganisation(org.orgId);
    for (const route of [partiesRoutes.assignOwnership, partiesRoutes.endOwnership]) {
      const answer = await invoke(route, { token: advisor, params: { id: vehicle._id }, body });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ errorCode: 400, message: Messages.fieldRequired });
    }
    expect(await snapshotOrganisation(org.orgId)).toBe(before);
  });

  it('refuses an unknown product (404) or customer (400)', async () => {
    const missing = await invoke(partiesRoutes.assignOwnership, {
      token: advisor,
      params: { id: '01JUNKNOWN0000000000000000' },
      body: { CustId: 'x', Dt: '2025-01-01' },
    });
    expect(missing.status).toBe(404);
    const vehicle = await createVehicle({ RegNo: freshRegNo() });
    const noCustomer = await invoke(partiesRoutes.assignOwnership, {
      token: advisor,
      params: { id: vehicle._id },
      body: { CustId: '01JUNKNOWN0000000000000000', Dt: '2025-01-01' },
    });
    expect(noCustomer.status).toBe(400);
    expect(noCustomer.body).toMatchObject({ message: 'Customer not found.' });
  });
});
