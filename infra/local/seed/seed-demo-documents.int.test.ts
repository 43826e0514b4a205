import { beforeAll, describe, expect, it } from 'vitest';
import { serviceRoutes } from '@shared/api/routes/service';
import type { RepairOrderAnswer } from '@shared/service/call-schemas';
import { login } from '../../../functions/test/parties-test-kit';
import { ok } from '../../../functions/test/service-test-kit';
import { createTestOrganisation, demoTargetOf, type TestOrganisation } from '../../../functions/test/test-organisation';
import { seedReference } from './seed-reference';
import { seedDemoDocuments } from './seed-demo-documents';
import { seedDemoParties } from './seed-demo-parties';

type Page = {
  Items: { _id: string; Sts: string; RegNo?: string; GrandTotal: number }[];
  Counts: Record<string, number>;
};

let org: TestOrganisation;
let advisor = '';

beforeAll(async () => {
  await seedReference();
  org = await createTestOrganisation();
  await seedDemoParties(demoTargetOf(org));
  advisor = await login(org, 'advisor');
}, 180_000);

describe('demo estimates and repair orders', () => {
  it('are written once, in several statuses, and read back as the calls answer them', async () => {
    const target = {
      orgId: org.orgId,
      workshopId: org.workshopId,
      advisorId: org.users.advisor.userId,
      advisorName: 'Advisor Tester',
    };
    expect(await seedDemoDocuments(target)).toBe('seeded');
    expect(await seedDemoDocuments(target)).toBe('present');
    const estimates = await ok<Page>(serviceRoutes.estimateDashboard, { token: advisor });
    expect(estimates.Items.map((r) => r.Sts).sort()).toEqual(['Approved', 'New', 'WtngForAppr']);
    const orders = await ok<Page>(serviceRoutes.repairOrderDashboard, { token: advisor });
    expect(orders.Items.map((r) => r.Sts).sort()).toEqual(['Completed', 'InProgress', 'New', 'OnHold']);
    expect(orders.Counts).toMatchObject({ New: 1, InProgress: 1, Completed: 1, OnHold: 1 });
    for (const row of orders.Items) {
      expect(row.RegNo).toMatch(/^KA/);
      const doc = await ok<RepairOrderAnswer>(serviceRoutes.repairOrder, { token: advisor, params: { Id: row._id } });
      expect(doc.Totals.GrandTotal).toBe(row.GrandTotal);
      expect(doc.Totals.GrandTotal).toBeGreaterThan(0);
    }
  });
});
