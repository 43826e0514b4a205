import { describe, expect, it } from 'vitest';
import { inspectionRoutes } from '@shared/api/routes/inspections';
import type { ChecklistAnswer } from '@shared/inspections/checklist-schemas';
import type { InspectionsOfDocument } from '@shared/inspections/inspection-schemas';
import {
  createCustomerAndVehicle,
  createRepairOrder,
  ok,
  serviceOrganisation,
} from '../../../functions/test/service-test-kit';
import { seedDemoInspections } from './seed-demo-inspections';

/** The demo's checklist and two finished inspections with photos (docs/inspections.md §10), written once. */
describe('demo inspections', () => {
  it('writes the 20-point check and two inspections with photos on repair orders, once', async () => {
    const s = await serviceOrganisation(['advisor']);
    const cv = await createCustomerAndVehicle(s.tokens.advisor);
    const sa = s.org.users.advisor.userId;
    const ros = [await createRepairOrder(s.tokens.advisor, cv, sa), await createRepairOrder(s.tokens.advisor, cv, sa)];
    const target = { orgId: s.org.orgId, workshopId: s.org.workshopId, advisorId: sa, advisorName: 'Advisor' };
    expect(await seedDemoInspections(target)).toBe('seeded');
    expect(await seedDemoInspections(target)).toBe('present');
    const lists = await ok<{ Items: ChecklistAnswer[] }>(inspectionRoutes.checklists, {
      token: s.tokens.advisor,
      query: {},
    });
    expect(lists.Items.map((c) => [c.Name, c.Sections.reduce((n, x) => n + x.Points.length, 0)])).toEqual([
      ['20-point check', 20],
    ]);
    for (const ro of ros) {
      const found = await ok<InspectionsOfDocument>(inspectionRoutes.inspections, {
        token: s.tokens.advisor,
        params: { DocId: ro._id },
      });
      expect(found.Items).toHaveLength(1);
      const needing = found.Items[0]?.Points.filter((p) => p.Res === 'Attention' || p.Res === 'Fail') ?? [];
      expect(needing.length).toBeGreaterThan(0);
      expect(found.Photos).toHaveLength(needing.length);
      const served = await fetch(found.Photos[0]?.Url ?? '');
      expect([...new Uint8Array(await served.arrayBuffer()).slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    }
  });
});
