import { beforeAll, describe, expect, it } from 'vitest';
import { iamRoutes, type LoginResponse } from '@shared/api/routes/iam';
import { settingsRoutes } from '@shared/api/routes/settings';
import { usersRoutes } from '@shared/api/routes/users';
import type { EntityInsurance, QuickListEntry, Warehouse } from '@shared/reference/branch-setup-schemas';
import type { NamedItem } from '@shared/users/user-schemas';
import { invoke } from '../../../functions/test/invoke';
import { snapshotOrganisation } from '../../../functions/test/org-snapshot';
import {
  createTestOrganisation,
  demoTargetOf,
  TEST_PASSWORD,
  type TestOrganisation,
} from '../../../functions/test/test-organisation';
import {
  DEMO_DEPARTMENTS,
  DEMO_DESIGNATIONS,
  DEMO_PARTS_WAREHOUSES,
  DEMO_QUICK_LIST,
  DEMO_TIE_UPS,
  DEMO_WORKSHOP_WAREHOUSES,
} from './demo-setup';
import { getEntity } from '../../../functions/data/settings/entity-settings-repo';
import { listWarehouses } from '../../../functions/data/settings/warehouses-repo';
import { seedDemoSetup } from './seed-demo-setup';

let org: TestOrganisation;
let owner = '';

beforeAll(async () => {
  org = await createTestOrganisation();
  const target = demoTargetOf(org);
  expect(await seedDemoSetup(target)).toBe('seeded');
  const login = await invoke<LoginResponse>(iamRoutes.authenticate, {
    body: { username: 'owner', password: TEST_PASSWORD, domain: org.domain },
  });
  expect(login.status).toBe(200);
  owner = login.body.Token;
});

async function read<T>(route: Parameters<typeof invoke>[0]): Promise<T> {
  const answer = await invoke<T>(route, { token: owner });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

describe('the demo looks like a working workshop', () => {
  it('has designations, departments, warehouses, a quick list and insurer tie-ups, read through the calls', async () => {
    expect((await read<NamedItem[]>(usersRoutes.listDesignations)).map((d) => d.Name).sort()).toEqual(
      [...DEMO_DESIGNATIONS].sort(),
    );
    expect((await read<NamedItem[]>(usersRoutes.listDepartments)).map((d) => d.Name).sort()).toEqual(
      [...DEMO_DEPARTMENTS].sort(),
    );
    expect((await read<Warehouse[]>(settingsRoutes.listWarehouses)).map((w) => w.Name).sort()).toEqual(
      DEMO_WORKSHOP_WAREHOUSES.map((w) => w.Name).sort(),
    );
    expect((await read<QuickListEntry[]>(settingsRoutes.listQuickLists)).map((e) => e.OpCode)).toEqual(
      DEMO_QUICK_LIST.map((e) => e.OpCode),
    );
    const tieUps = await read<EntityInsurance[]>(settingsRoutes.listEntityInsurance);
    expect(tieUps.map((t) => t.InsId).sort()).toEqual(DEMO_TIE_UPS.map((t) => t.InsId).sort());
    expect(tieUps.every((t) => t.TieUp && t.ver === 1)).toBe(true);
    expect(DEMO_PARTS_WAREHOUSES.length).toBeGreaterThan(0);
  });

  it("names each branch's first warehouse its default and main one, where reservations start", async () => {
    for (const [entityId, list] of [
      [org.workshopId, DEMO_WORKSHOP_WAREHOUSES],
      [org.partsBranchId, DEMO_PARTS_WAREHOUSES],
    ] as const) {
      const [entity, warehouses] = await Promise.all([
        getEntity(org.orgId, entityId),
        listWarehouses(org.orgId, entityId),
      ]);
      const first = warehouses.find((w) => w.Name === list[0]?.Name);
      expect(entity?.Settings.Inventory).toMatchObject({ DefWId: first?._id, MainWId: first?._id });
    }
  });

  it('a second start writes nothing', async () => {
    const before = await snapshotOrganisation(org.orgId);
    const target = demoTargetOf(org);
    expect(await seedDemoSetup(target)).toBe('present');
    expect(await snapshotOrganisation(org.orgId)).toBe(before);
  });
});
