import { beforeAll, describe, expect, it } from 'vitest';
import { serviceRoutes as routes } from '@shared/api/routes/service';
import type { EstimateAnswer, RepairOrderAnswer } from '@shared/service/call-schemas';
import { invoke } from '../test/invoke';
import { createCustomerAndVehicle, createEstimate, createRepairOrder, ok, saveBodyOf, serviceOrganisation, type CustomerAndVehicle, type ServiceOrganisation } from '../test/service-test-kit';

let s: ServiceOrganisation;
let cv: CustomerAndVehicle;
let sa = '';

beforeAll(async () => {
  s = await serviceOrganisation();
  sa = s.org.users.advisor.userId;
  cv = await createCustomerAndVehicle(s.tokens.advisor);
}, 120_000);

describe('smoke', () => {
  it('creates, reads and saves an estimate', async () => {
    const est = await createEstimate(s.tokens.advisor, cv, sa);
    expect(est.Num).toMatch(/^EST\/\d{4}\/00001$/);
    const read = await ok<EstimateAnswer>(routes.estimate, { token: s.tokens.advisor, params: { Id: est._id } });
    expect(read).toEqual(est);
    const saved = await ok<EstimateAnswer>(routes.saveEstimate, { token: s.tokens.advisor, params: { Id: est._id }, body: saveBodyOf(read, { Notes: 'Call before work' }) });
    expect(saved.ver).toBe(2);
    const ro = await createRepairOrder(s.tokens.advisor, cv, sa);
    expect(ro.Num).toMatch(/^WO\//);
    const d = await ok(routes.repairOrderDashboard, { token: s.tokens.advisor });
    console.log(JSON.stringify(d));
  });
});
