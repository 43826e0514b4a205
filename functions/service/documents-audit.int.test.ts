import { beforeAll, describe, expect, it } from 'vitest';
import { serviceRoutes as routes } from '@shared/api/routes/service';
import { ServiceMessages } from '@shared/service/service-messages';
import { invoke } from '../test/invoke';
import {
  createEstimate,
  createRepairOrder,
  lines,
  type CustomerAndVehicle,
  documentsFixture,
  ok,
  saveBodyOf,
  type ServiceOrganisation,
} from '../test/service-test-kit';

/** The audit log of estimates and repair orders (docs/service-documents-api.md 'Audit log'): who changed what, field by field. */
let s: ServiceOrganisation;
let cv: CustomerAndVehicle;
let sa = '';

beforeAll(async () => {
  const f = await documentsFixture({ roles: ['advisor', 'manager', 'technician'] });
  ({ s, cv, sa } = f);
}, 180_000);

describe('audit log', () => {
  it('records who changed what, field by field, newest first, for those with the permission', async () => {
    const est = await createEstimate(s.tokens.advisor, cv, sa);
    await ok(routes.saveEstimate, {
      token: s.tokens.advisor,
      params: { Id: est._id },
      body: saveBodyOf(est, {
        Notes: 'Check brakes',
        Ops: [{ ...est.Ops?.[0], Pr: 1200 }, est.Ops?.[1]],
        Parts: est.Parts?.slice(0, 1),
      }),
    });
    const refused = await invoke(routes.estimateAudit, { token: s.tokens.advisor, params: { Id: est._id } });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: ServiceMessages.auditNotPermitted });
    const log = await ok<{
      Items: {
        Action: string;
        ByName?: string;
        ver: number;
        Changes: { Path: string; Before?: unknown; After?: unknown }[];
      }[];
    }>(routes.estimateAudit, {
      token: s.tokens.manager,
      params: { Id: est._id },
    });
    expect(log.Items.map((a) => [a.Action, a.ver, a.ByName])).toEqual([
      ['Save', 2, 'Advisor Tester'],
      ['Create', 1, 'Advisor Tester'],
    ]);
    const changes = log.Items[0]?.Changes ?? [];
    expect(changes).toContainEqual({ Path: 'Notes', After: 'Check brakes' });
    expect(changes).toContainEqual({ Path: 'Ops.EO1.Pr', Before: 1000, After: 1200 });
    expect(changes.find((c) => c.Path === 'Parts.EP2')).toMatchObject({ Before: { _id: 'EP2' } });
    // Totals and bookkeeping are not changes people made.
    expect(changes.map((c) => c.Path).filter((p) => /Amounts|UpDt|ver$/.test(p))).toEqual([]);
    const paged = await ok<{ Items: unknown[]; Next?: string }>(routes.estimateAudit, {
      token: s.tokens.manager,
      params: { Id: est._id },
      query: { Limit: '1' },
    });
    expect(paged.Items).toHaveLength(1);
    const rest = await ok<{ Items: { Action: string }[]; Next?: string }>(routes.estimateAudit, {
      token: s.tokens.manager,
      params: { Id: est._id },
      query: { Limit: '1', Cursor: paged.Next ?? '' },
    });
    expect(rest.Items.map((a) => a.Action)).toEqual(['Create']);
  });

  it('names who acted in the records of actions and job moves too, as they were called then', async () => {
    const W = lines('RepairOrder');
    const tech = s.org.users.technician.userId;
    const ro = await createRepairOrder(s.tokens.advisor, cv, sa, {
      Comps: [W.complaint(1, 'Brake noise')],
      Ops: [W.labor(1, { CompId: 'WC1', Tech: tech })],
      Parts: [],
    });
    const approved = await ok<{ ver: number }>(routes.repairOrderAction, {
      token: s.tokens.manager,
      params: { Id: ro._id, Action: 'Approve' },
      body: { ver: ro.ver },
    });
    await ok(routes.updateJob, {
      token: s.tokens.technician,
      params: { Id: ro._id, LineId: 'WO1' },
      body: { Move: 'Start', ver: 2 },
    });
    await ok(routes.repairOrderAction, {
      token: s.tokens.advisor,
      params: { Id: ro._id, Action: 'Hold' },
      body: { ver: approved.ver, Reason: 'Waiting for the insurer' },
    });
    const log = await ok<{ Items: { Action: string; By: string; ByName?: string }[] }>(routes.repairOrderAudit, {
      token: s.tokens.manager,
      params: { Id: ro._id },
    });
    expect(log.Items.map((a) => [a.Action, a.ByName])).toEqual([
      ['Hold', 'Advisor Tester'],
      ['JobUpdate', 'Technician Tester'],
      ['Approve', 'Manager Tester'],
      ['Create', 'Advisor Tester'],
    ]);
    expect(log.Items.map((a) => a.By)).toEqual([sa, tech, s.org.users.manager.userId, sa]);
  });
});
