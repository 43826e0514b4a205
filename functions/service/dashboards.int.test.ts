import { beforeAll, describe, expect, it } from 'vitest';
import { serviceRoutes as routes } from '@shared/api/routes/service';
import type { DashboardRow, EstimateAnswer, RepairOrderAnswer } from '@shared/service/call-schemas';
import { ServiceMessages } from '@shared/service/service-messages';
import { invoke } from '../test/invoke';
import {
  createCustomerAndVehicle,
  createEstimate,
  createRepairOrder,
  ok,
  saveBodyOf,
  serviceOrganisation,
  type CustomerAndVehicle,
  type ServiceOrganisation,
} from '../test/service-test-kit';

/** Dashboards (docs/service-documents-api.md 'Dashboards'): dashboard statuses only, newest first, pages, filters and per-status counts. */
type Page = { Items: DashboardRow[]; Next?: string; Counts: Record<string, number> };

let s: ServiceOrganisation;
let cv: CustomerAndVehicle;
let advisor = '';
let manager = '';
const orders: RepairOrderAnswer[] = [];
const estimates: EstimateAnswer[] = [];

beforeAll(async () => {
  // Only the roles the tests act as: every login runs scrypt.
  s = await serviceOrganisation(['advisor', 'manager', 'partsclerk']);
  advisor = s.org.users.advisor.userId;
  manager = s.org.users.manager.userId;
  cv = await createCustomerAndVehicle(s.tokens.advisor, 'Meena Iyer');
  // Seven orders, one after another so their creation order is known: five by the advisor, two by the manager.
  for (let i = 0; i < 7; i += 1) orders.push(await createRepairOrder(s.tokens.advisor, cv, i < 5 ? advisor : manager));
  // One order moved to Declined (every line declined), which leaves the dashboard.
  const declined = orders[1] as RepairOrderAnswer;
  const to = {
    Ops: declined.Ops?.map((o) => ({ ...o, Sts: 'Declined' })),
    Parts: declined.Parts?.map((p) => ({ ...p, Sts: 'Declined' })),
  };
  const saved = await ok<RepairOrderAnswer>(routes.saveRepairOrder, {
    token: s.tokens.manager,
    params: { Id: declined._id },
    body: saveBodyOf(declined, to),
  });
  expect(saved.Sts).toBe('Declined');
  for (let i = 0; i < 3; i += 1)
    estimates.push(await createEstimate(s.tokens.advisor, cv, advisor, i === 2 ? { Sur_Id: manager } : {}));
}, 180_000);

const page = (
  route: typeof routes.repairOrderDashboard | typeof routes.estimateDashboard,
  query: Record<string, string> = {},
  token = s.tokens.advisor,
) => ok<Page>(route, { token, query });

const newestFirst = (docs: { _id: string }[]) => [...docs].reverse().map((d) => d._id);

describe('repair order dashboard', () => {
  it('lists the open orders newest first with their counts per status; a declined order is off the dashboard', async () => {
    const first = await page(routes.repairOrderDashboard);
    const open = orders.filter((_, i) => i !== 1);
    expect(first.Items.map((r) => r._id)).toEqual(newestFirst(open));
    expect(first.Items[0]).toMatchObject({
      Num: orders[6]?.Num,
      Sts: 'New',
      CustName: 'Meena Iyer',
      RegNo: cv.regNo,
      SAName: 'Manager Tester',
      GrandTotal: orders[6]?.Totals.GrandTotal,
    });
    expect(first.Next).toBeUndefined();
    expect(first.Counts).toMatchObject({ New: 6, Approved: 0, Completed: 0 });
    expect(first.Counts.Declined).toBeUndefined();
  });

  it('pages through every order exactly once', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const p = await page(routes.repairOrderDashboard, { Limit: '4', ...(cursor ? { Cursor: cursor } : {}) });
      expect(p.Items.length).toBeLessThanOrEqual(4);
      seen.push(...p.Items.map((r) => r._id));
      cursor = p.Next;
      pages += 1;
    } while (cursor && pages < 5);
    expect(seen).toEqual(newestFirst(orders.filter((_, i) => i !== 1)));
  });

  it('filters by status, advisor and created date', async () => {
    expect((await page(routes.repairOrderDashboard, { Sts: 'Approved' })).Items).toEqual([]);
    const mine = await page(routes.repairOrderDashboard, { SA: manager });
    expect(mine.Items.map((r) => r._id)).toEqual(newestFirst(orders.slice(5)));
    const advisorsPaged = await page(routes.repairOrderDashboard, { SA: advisor, Limit: '2' });
    expect(advisorsPaged.Items.map((r) => r._id)).toEqual([orders[4]?._id, orders[3]?._id]);
    const rest = await page(routes.repairOrderDashboard, { SA: advisor, Limit: '2', Cursor: advisorsPaged.Next ?? '' });
    expect(rest.Items.map((r) => r._id)).toEqual([orders[2]?._id, orders[0]?._id]);
    const today = orders[0]?.CrDate ?? '';
    expect((await page(routes.repairOrderDashboard, { From: today, To: today })).Items).toHaveLength(6);
    expect((await page(routes.repairOrderDashboard, { From: '2099-01-01' })).Items).toEqual([]);
    expect((await page(routes.repairOrderDashboard, { To: '2000-01-01' })).Items).toEqual([]);
  });

  it('refuses a status off the dashboard, a reversed range and a tampered cursor', async () => {
    const closed = await invoke(routes.repairOrderDashboard, { token: s.tokens.advisor, query: { Sts: 'Closed' } });
    expect(closed.status).toBe(400);
    expect(closed.body).toMatchObject({ message: ServiceMessages.statusNotOnDashboard('Closed') });
    expect(
      (
        await invoke(routes.repairOrderDashboard, {
          token: s.tokens.advisor,
          query: { From: '2026-02-01', To: '2026-01-01' },
        })
      ).status,
    ).toBe(400);
    const forged = Buffer.from(JSON.stringify({ Closed: '' })).toString('base64url');
    const bad = await invoke(routes.repairOrderDashboard, { token: s.tokens.advisor, query: { Cursor: forged } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: ServiceMessages.badCursor });
    expect(
      (await invoke(routes.repairOrderDashboard, { token: s.tokens.advisor, query: { Cursor: 'not json' } })).status,
    ).toBe(400);
    expect((await invoke(routes.repairOrderDashboard, { token: s.tokens.partsclerk })).status).toBe(403);
  });
});

describe('estimate dashboard', () => {
  it('lists the open estimates with counts; approved ones show where estimates convert to orders', async () => {
    const p = await page(routes.estimateDashboard);
    expect(p.Items.map((r) => r._id)).toEqual(newestFirst(estimates));
    expect(Object.keys(p.Counts).sort()).toEqual(['Approved', 'New', 'OnHold', 'Supplementary', 'WtngForAppr']);
    expect(p.Counts.New).toBe(3);
  });

  it("lists a surveyor's estimates: the caller's own, or another's for staff who edit estimates", async () => {
    const own = await ok<Page>(routes.surveyorDashboard, { token: s.tokens.manager });
    expect(own.Items.map((r) => r._id)).toEqual([estimates[2]?._id]);
    expect(own.Counts.New).toBe(1);
    const chosen = await ok<Page>(routes.surveyorDashboard, { token: s.tokens.advisor, query: { Sur_Id: manager } });
    expect(chosen.Items.map((r) => [r._id, r.Sur_Id])).toEqual([[estimates[2]?._id, manager]]);
    expect((await ok<Page>(routes.surveyorDashboard, { token: s.tokens.advisor })).Items).toEqual([]);
  });
});
