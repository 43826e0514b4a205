import { beforeAll, describe, expect, it } from 'vitest';
import { serviceRoutes as routes } from '@shared/api/routes/service';
import type { ApiErrorBody } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import type { RepairOrderAnswer } from '@shared/service/call-schemas';
import { ServiceMessages as M } from '@shared/service/service-messages';
import type * as z from 'zod';
import type { jobAnswer, jobsPage } from '@shared/service/call-schemas';
import { invoke } from '../test/invoke';
import {
  createCustomerAndVehicle,
  createRepairOrder,
  lines,
  ok,
  serviceOrganisation,
  type CustomerAndVehicle,
  type ServiceOrganisation,
} from '../test/service-test-kit';

/**
 * Technicians' jobs through the real handler and DynamoDB Local
 * (docs/service-actions.md 'My Jobs'): My Jobs lists only the caller's own open jobs;
 * the assigned technician starts, pauses and completes them; the order rolls up to
 * Completed; and a job move never fails because an advisor saved the order at the same
 * time.
 */

type JobsPage = z.infer<typeof jobsPage>;
type JobAnswer = z.infer<typeof jobAnswer>;

let s: ServiceOrganisation;
let cv: CustomerAndVehicle;
let sa = '';
let tech = '';
const W = lines('RepairOrder');

beforeAll(async () => {
  // Only the roles the tests act as: every login runs scrypt.
  s = await serviceOrganisation(['owner', 'manager', 'advisor', 'cashier', 'technician']);
  sa = s.org.users.advisor.userId;
  tech = s.org.users.technician.userId;
  cv = await createCustomerAndVehicle(s.tokens.advisor);
}, 120_000);

/** An approved order: labour 1 and 2 for the technician (labour 1 with its part) and, unless left out, labour 3 for someone else. */
async function approvedOrder(withOthers = true): Promise<RepairOrderAnswer> {
  const other = W.labor(3, { CompId: 'WC1', Tech: s.org.users.manager.userId });
  const ro = await createRepairOrder(s.tokens.advisor, cv, sa, {
    Comps: [W.complaint(1, 'Brake noise')],
    Ops: [
      W.labor(1, { CompId: 'WC1', Tech: tech }),
      W.labor(2, { CompId: 'WC1', Tech: tech }),
      ...(withOthers ? [other] : []),
    ],
    Parts: [W.part(1, { OpId: 'WO1' })],
  });
  const answer = await invoke<RepairOrderAnswer>(routes.repairOrderAction, {
    token: s.tokens.advisor,
    params: { Id: ro._id, Action: 'Approve' },
    body: { ver: ro.ver },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

const mine = (token = s.tokens.technician) => invoke<JobsPage & ApiErrorBody>(routes.myJobs, { token });
const jobOf = async (orderId: string, lineId: string) => {
  const page = await mine();
  const job = page.body.Items.find((j) => j.WOId === orderId && j.LineId === lineId);
  if (!job) throw new Error(`no job ${lineId}`);
  return job;
};
const move = (
  orderId: string,
  lineId: string,
  Move: 'Start' | 'Pause' | 'Complete',
  ver: number,
  token = s.tokens.technician,
  extra: Record<string, string> = {},
) =>
  invoke<JobAnswer & ApiErrorBody>(routes.updateJob, {
    token,
    params: { Id: orderId, LineId: lineId },
    body: { Move, ver, ...extra },
  });
const readOrder = (id: string) =>
  ok<RepairOrderAnswer>(routes.repairOrder, { token: s.tokens.advisor, params: { Id: id } });

describe('My Jobs', () => {
  it("lists only the caller's own open jobs, with their order; users without the technician flag are refused", async () => {
    const ro = await approvedOrder();
    const page = await mine();
    expect(page.status).toBe(200);
    const ofOrder = page.body.Items.filter((j) => j.WOId === ro._id);
    expect(ofOrder.map((j) => [j.LineId, j.Sts, j.Num, j.RegNo, j.CustName])).toEqual([
      ['WO1', 'Approved', ro.Num, cv.regNo, cv.custName],
      ['WO2', 'Approved', ro.Num, cv.regNo, cv.custName],
    ]);
    for (const role of ['advisor', 'manager', 'owner'] as const) {
      const refused = await mine(s.tokens[role]);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(M.notTechnician);
    }
    expect((await mine(s.tokens.cashier)).status).toBe(403);
  });
});

describe('job moves', () => {
  it('start, pause, complete: the clock is kept, the order rolls up, and completes once every active line is done', async () => {
    const ro = await approvedOrder();
    const job = await jobOf(ro._id, 'WO1');
    const started = await move(ro._id, 'WO1', 'Start', job.ver, s.tokens.technician, {
      ClockOn: '2026-11-24T09:00:00.000+05:30',
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toMatchObject({
      Message: 'Job Updated Successfully.',
      Job: { LineId: 'WO1', Sts: 'InProgress', ClockOn: '2026-11-24T09:00:00.000+05:30', ver: job.ver + 1 },
    });
    const running = await readOrder(ro._id);
    expect(running.Sts).toBe('InProgress');
    // The technician's move is derived data on the header: it does not take the advisor's ver.
    expect(running.ver).toBe(ro.ver);

    const paused = await move(ro._id, 'WO1', 'Pause', started.body.Job.ver, s.tokens.technician, {
      ClockOff: '2026-11-24T09:40:00.000+05:30',
    });
    expect(paused.body.Job).toMatchObject({ Sts: 'InProgress', Worked: 40, ClockOff: '2026-11-24T09:40:00.000+05:30' });
    const again = await move(ro._id, 'WO1', 'Pause', paused.body.Job.ver);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(M.jobNotRunning);

    const done1 = await move(ro._id, 'WO1', 'Complete', paused.body.Job.ver);
    expect(done1.body.Job.Sts).toBe('Completed');
    const done2 = await move(ro._id, 'WO2', 'Complete', (await jobOf(ro._id, 'WO2')).ver);
    expect(done2.status).toBe(200);
    // Labour 3 is someone else's: the technician may not touch it.
    const notMine = await move(ro._id, 'WO3', 'Start', 1);
    expect(notMine.status).toBe(403);
    expect(notMine.body.message).toBe(M.notYourJob);
    expect((await readOrder(ro._id)).Sts).toBe('Approved');
    expect((await mine()).body.Items.filter((j) => j.WOId === ro._id)).toEqual([]);
  });

  it('the order is Completed once the technician completes every active line', async () => {
    const ro = await approvedOrder(false);
    for (const lineId of ['WO1', 'WO2']) {
      const done = await move(ro._id, lineId, 'Complete', (await jobOf(ro._id, lineId)).ver);
      expect(done.status, JSON.stringify(done.body)).toBe(200);
    }
    const order = await readOrder(ro._id);
    expect(order.Sts).toBe('Completed');
    expect([...(order.Ops ?? []), ...(order.Parts ?? [])].map((l) => l.Sts)).toEqual([
      'Completed',
      'Completed',
      'Completed',
    ]);
    expect(order.Actions).toContain('Generate Invoice');
  });

  it('a stale line ver answers 409; a job of an unknown order or line is 404', async () => {
    const ro = await approvedOrder();
    const job = await jobOf(ro._id, 'WO2');
    expect((await move(ro._id, 'WO2', 'Start', job.ver)).status).toBe(200);
    const stale = await move(ro._id, 'WO2', 'Pause', job.ver);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(Messages.conflict);
    expect((await move('01J0000000000000000000000A', 'WO2', 'Pause', 1)).status).toBe(404);
    expect((await move(ro._id, 'WO9', 'Start', 1)).status).toBe(404);
  });

  it("a technician's move while the service manager saves the order: both succeed, and neither change is lost", async () => {
    for (let round = 0; round < 4; round += 1) {
      const ro = await approvedOrder();
      const job = await jobOf(ro._id, 'WO2');
      const read = await readOrder(ro._id);
      const [technician, manager] = await Promise.all([
        move(ro._id, 'WO2', 'Start', job.ver),
        // The manager re-prices the part of labour 1 (an approved line: EdApprWO) and adds a note.
        invoke<RepairOrderAnswer>(routes.saveRepairOrder, {
          token: s.tokens.manager,
          params: { Id: ro._id },
          body: { ver: read.ver, Notes: `Round ${round}`, Parts: read.Parts?.map((p) => ({ ...p, UnPr: 300 })) },
        }),
      ]);
      expect(technician.status, JSON.stringify(technician.body)).toBe(200);
      expect(manager.status, JSON.stringify(manager.body)).toBe(200);
      const after = await readOrder(ro._id);
      expect(after.Notes).toBe(`Round ${round}`);
      expect(after.Parts?.[0]?.UnPr).toBe(300);
      expect(after.Ops?.find((o) => o._id === 'WO2')).toMatchObject({ Sts: 'InProgress' });
      expect(after.Sts).toBe('InProgress');
    }
  });

  it('a desk save of the labour lines as read before the technician started keeps the job running and its clock', async () => {
    const ro = await approvedOrder();
    const read = await readOrder(ro._id);
    const job = await jobOf(ro._id, 'WO1');
    expect((await move(ro._id, 'WO1', 'Start', job.ver)).status).toBe(200);
    // The advisor's screen still shows WO1 Approved with no clock; they re-word labour 2 and save everything.
    const Ops = read.Ops?.map((o) => (o._id === 'WO2' ? { ...o, Desc1: 'Check the pads too' } : o));
    const saved = await invoke<RepairOrderAnswer>(routes.saveRepairOrder, {
      token: s.tokens.manager,
      params: { Id: ro._id },
      body: { ver: read.ver, Ops },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = await readOrder(ro._id);
    expect(after.Ops?.find((o) => o._id === 'WO1')).toMatchObject({ Sts: 'InProgress', ClockOn: expect.any(String) });
    expect(after.Ops?.find((o) => o._id === 'WO2')).toMatchObject({ Desc1: 'Check the pads too' });
    expect(after.Sts).toBe('InProgress');
  });
});
