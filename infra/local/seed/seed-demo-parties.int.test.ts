import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { iamRoutes, type LoginResponse } from '@shared/api/routes/iam';
import { partiesRoutes } from '@shared/api/routes/parties';
import { partyCreateBody } from '@shared/parties/party-schemas';
import { productCreateBody } from '@shared/parties/product-schemas';
import type { PartyRow, ProductRow } from '@shared/parties/search-schemas';
import { nameTokens } from '@shared/parties/search-terms';
import { db, tableName } from '../../../functions/lib/aws-clients';
import { invoke } from '../../../functions/test/invoke';
import { snapshotOrganisation } from '../../../functions/test/org-snapshot';
import {
  createTestOrganisation,
  demoTargetOf,
  TEST_PASSWORD,
  type TestOrganisation,
} from '../../../functions/test/test-organisation';
import { DEMO_CUSTOMERS, DEMO_UNOWNED_VEHICLES, DEMO_VENDORS } from './demo-parties';
import {
  demoPartiesMarkerKey,
  seedDemoParties,
  type DemoPartiesResult,
  type DemoPartiesTarget,
} from './seed-demo-parties';

type Page<T> = { Items: T[]; Next?: string };

let org: TestOrganisation;
let target: DemoPartiesTarget;
let token = '';
let partsToken = '';
let first: DemoPartiesResult;
let firstSeconds = 0;

const customers = DEMO_CUSTOMERS.map((c) => ({ party: partyCreateBody.parse(c.party), vehicles: c.vehicles }));
const vendors = DEMO_VENDORS.map((v) => partyCreateBody.parse(v.party));
const vehicles = [...DEMO_CUSTOMERS.flatMap((c) => c.vehicles.map((v) => v.product)), ...DEMO_UNOWNED_VEHICLES].map(
  (v) => productCreateBody.parse(v),
);
const phones = [...customers.map((c) => c.party), ...vendors].flatMap((p) => [
  p.Cons.Phones.Main ?? '',
  ...p.Cons.Phones.Others,
]);

async function get<T>(
  route: (typeof partiesRoutes)[keyof typeof partiesRoutes],
  query: Record<string, string>,
  as = token,
): Promise<Page<T>> {
  const answer = await invoke<Page<T>>(route, { token: as, query });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

beforeAll(async () => {
  org = await createTestOrganisation();
  target = demoTargetOf(org);
  const started = performance.now();
  first = await seedDemoParties(target);
  firstSeconds = (performance.now() - started) / 1000;
  const login = async (username: string): Promise<string> => {
    const answer = await invoke<LoginResponse>(iamRoutes.authenticate, {
      body: { username, password: TEST_PASSWORD, domain: org.domain },
    });
    expect(answer.status).toBe(200);
    return answer.body.Token;
  };
  // Customers and vehicles as the service advisor sees them, vendors as the parts manager.
  [token, partsToken] = await Promise.all([login('advisor'), login('partsmanager')]);
});

describe('demo customers, vehicles and vendors', () => {
  it('the sample data is valid, varied and cannot meet what the end-to-end tests create', () => {
    expect(customers.length).toBeGreaterThanOrEqual(20);
    expect(vehicles.length).toBeGreaterThanOrEqual(25);
    expect(vendors.length).toBeGreaterThanOrEqual(5);
    expect(customers.filter((c) => c.party.GSTIN).map((c) => c.party.GSTIN?.slice(0, 2))).toEqual(
      expect.arrayContaining(['29', '33']),
    );
    expect(new Set(phones).size).toBe(phones.length);
    // parties.e2e.test.ts: customer phones 98xxxxxxxx, registrations KA 05 / TN 09, surnames beginning with 'q'.
    for (const phone of phones) expect(phone).toMatch(/^(944810|809510)\d{4}$/);
    for (const v of vehicles) expect(v.RegNo).not.toMatch(/^(KA05|TN09)/);
    for (const p of [...customers.map((c) => c.party), ...vendors])
      expect(nameTokens(p.DName).filter((t) => t.startsWith('q'))).toEqual([]);
    const regNos = vehicles.map((v) => v.RegNo);
    const vins = vehicles.flatMap((v) => (v.VIN ? [v.VIN] : []));
    expect(new Set(regNos).size).toBe(regNos.length);
    expect(new Set(vins).size).toBe(vins.length);
  });

  it('seeds every record once, in a few seconds', () => {
    expect(first).toEqual({
      status: 'seeded',
      created: { customers: customers.length, vehicles: vehicles.length, vendors: vendors.length },
    });
    console.log(`Demo parties seeded in ${firstSeconds.toFixed(2)} s`);
    // A couple of seconds on an idle machine; the bound leaves room for a loaded one.
    expect(firstSeconds).toBeLessThan(20);
  });

  it('two letters of a surname find the customer with her vehicle', async () => {
    const page = await get<PartyRow>(partiesRoutes.searchCustomers, { Name: 'hi' });
    expect(page.Items).toContainEqual(
      expect.objectContaining({
        DName: 'Ms. Deepa Hiremath',
        Phone: '9448100002',
        Ct: 'Bengaluru',
        RegNos: ['KA51MP7788'],
      }),
    );
  });

  it('part of a registration number finds the vehicle and its owner', async () => {
    const vehiclesFound = await get<ProductRow>(partiesRoutes.searchProducts, { RegNo: '7788' });
    expect(vehiclesFound.Items).toEqual([
      expect.objectContaining({
        RegNo: 'KA51MP7788',
        Make: 'Hyundai',
        Model: 'Creta',
        Owner: expect.objectContaining({ DName: 'Ms. Deepa Hiremath' }),
      }),
    ]);
    const owners = await get<PartyRow>(partiesRoutes.searchCustomers, { RegNo: 'AE56' });
    expect(owners.Items.map((c) => c.DName)).toEqual(['Nandi Cabs Pvt. Ltd.']);
    expect(owners.Items[0]?.RegNos?.sort()).toEqual(['KA01AE5631', 'KA01AF2208', 'KA01AG7719']);
  });

  it('a vehicle without an owner is found without one', async () => {
    const page = await get<ProductRow>(partiesRoutes.searchProducts, { RegNo: 'MN6120' });
    expect(page.Items).toHaveLength(1);
    expect(page.Items[0]).not.toHaveProperty('Owner');
  });

  it('a company is found by its GSTIN and a vendor by its name', async () => {
    const nandi = customers.find((c) => c.party.DName === 'Nandi Cabs Pvt. Ltd.')?.party.GSTIN ?? '';
    const byGstin = await get<PartyRow>(partiesRoutes.searchCustomers, { GSTIN: nandi });
    expect(byGstin.Items.map((c) => c.DName)).toEqual(['Nandi Cabs Pvt. Ltd.']);
    const byName = await get<PartyRow>(partiesRoutes.searchVendors, { Name: 'manjun' }, partsToken);
    expect(byName.Items.map((v) => v.DName)).toEqual(['Sri Manjunatha Auto Spares']);
  });

  it('a second run adds nothing', async () => {
    const before = await snapshotOrganisation(org.orgId);
    await expect(seedDemoParties(target)).resolves.toEqual({ status: 'present' });
    expect(await snapshotOrganisation(org.orgId)).toBe(before);
  });

  it('a run interrupted before its marker resumes without writing any record twice', async () => {
    const marker = demoPartiesMarkerKey(org.orgId);
    const withoutMarker = async () =>
      (JSON.parse(await snapshotOrganisation(org.orgId)) as { sk: string }[]).filter((item) => item.sk !== marker.sk);
    await db().send(new DeleteCommand({ TableName: tableName(), Key: marker }));
    const before = await withoutMarker();
    const again = await seedDemoParties(target);
    expect(again).toEqual({ status: 'seeded', created: { customers: 0, vehicles: 0, vendors: 0 } });
    expect(await withoutMarker()).toEqual(before);
  });
});
