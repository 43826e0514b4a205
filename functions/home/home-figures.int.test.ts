import { beforeAll, describe, expect, it } from 'vitest';
import { isPermitted } from '@shared/access/access-model';
import { predefinedRole, roleKey } from '@shared/access/roles';
import { approvalRoutes } from '@shared/api/routes/approval';
import { homeRoutes } from '@shared/api/routes/home';
import { invoicesRoutes } from '@shared/api/routes/invoices';
import { serviceRoutes } from '@shared/api/routes/service';
import { rupeesToPaise } from '@shared/documents/money-math';
import type { HomeFiguresAnswer } from '@shared/home/home-figures';
import { HOME_FIGURE_PERMISSIONS } from '@shared/home/home-permissions';
import type { InvoiceAnswer } from '@shared/invoices/call-schemas';
import type { RepairOrderAnswer } from '@shared/service/call-schemas';
import { DEMO_WORKSHOP } from '../../infra/local/seed/demo-organisation';
import {
  approveInvoice,
  createApprovedInvoice,
  invoicesOrganisation,
  ok,
  type InvoicesOrganisation,
} from '../test/invoices-test-kit';
import { invoke } from '../test/invoke';
import { postPayment } from '../test/payments-test-kit';
import { branchToday, createEstimate, createRepairOrder, lines } from '../test/service-test-kit';

/**
 * GET Home/Figures (docs/home.md) on DynamoDB Local through the real handlers:
 * a branch's day seeded by the real calls (repair orders opened, one invoiced
 * and delivered, an estimate sent for approval, invoices approved and part
 * paid) answers each figure to the paisa; each role sees only the figures of
 * the lists it may read.
 */
let s: InvoicesOrganisation;
beforeAll(async () => {
  s = await invoicesOrganisation(['owner', 'cashier', 'advisor', 'technician']);
}, 120_000);

const figures = (token: string) => ok<HomeFiguresAnswer>(homeRoutes.homeFigures, { token });
const payable = (inv: InvoiceAnswer): number => rupeesToPaise(inv.Totals.Payable ?? inv.Totals.GrandTotal);
const W = lines('RepairOrder');

const orderAct = async (token: string, doc: { _id: string; ver: number }, Action: string) => {
  const a = await invoke<RepairOrderAnswer & { InvIds?: string[] }>(serviceRoutes.repairOrderAction, {
    token,
    params: { Id: doc._id, Action },
    body: { ver: doc.ver },
  });
  expect(a.status, JSON.stringify(a.body)).toBe(200);
  return a.body;
};

describe('GET Home/Figures', () => {
  it('a new branch: every figure zero, the chart days up to today', async () => {
    const today = branchToday();
    const home = await figures(s.tokens.owner);
    expect(home.Today).toBe(today);
    expect(home.Orders).toMatchObject({ InShop: 0, OpenedToday: 0, OpenedMonth: 0, DeliveredToday: 0 });
    expect(home.Estimates).toEqual({ WaitingApproval: 0 });
    expect(home.Revenue).toMatchObject({ TodayP: 0, MonthP: 0, LastMonthP: 0, LastMonthToDateP: 0 });
    expect(home.Revenue?.DaysP).toHaveLength(Number(today.slice(8, 10)));
    expect(home.AverageOrder).toEqual({ ValueP: 0, Orders: 0, AverageP: 0 });
    expect(home.Receivables).toEqual({ DueP: 0 });
  });

  it("a seeded day: orders in the shop and by status, today's deliveries, revenue, average order and receivables to the paisa", async () => {
    const { owner, advisor, cashier } = s.tokens;
    const sa = s.org.users.advisor.userId;
    // Three orders opened today: one stays New, one is approved, one is completed and invoiced (delivered).
    await createRepairOrder(advisor, s.cv, sa);
    await orderAct(advisor, await createRepairOrder(advisor, s.cv, sa), 'Approve');
    const third = await createRepairOrder(advisor, s.cv, sa, {
      Comps: [W.complaint(1, 'Brake noise')],
      Ops: [W.labor(1, { CompId: 'WC1' })],
      Parts: [W.part(1, { OpId: 'WO1' })],
    });
    const done = await orderAct(advisor, await orderAct(advisor, third, 'Approve'), 'Complete');
    const closed = await orderAct(advisor, done, 'GenerateInvoice');
    const draftId = closed.InvIds?.[0] ?? closed.InvId;
    if (!draftId) throw new Error('the order made no invoice');
    const draft = await ok<InvoiceAnswer>(invoicesRoutes.invoice, { token: owner, params: { Id: draftId } });
    const orderInvoice = await approveInvoice(owner, draft);
    // A counter invoice of no order, part paid.
    const counter = await createApprovedInvoice(owner, s.cv);
    const paid = await postPayment(cashier, {
      Cust: s.cv.custId,
      Type: 'Cash',
      Amount: 100.5,
      Apply: [{ InvId: counter._id, Amount: 100.5 }],
    });
    expect(paid.status).toBe(200);
    // An estimate sent to the customer for approval.
    const estimate = await createEstimate(advisor, s.cv, sa);
    const sent = await invoke(approvalRoutes.sendForApproval, {
      token: advisor,
      params: { Id: estimate._id },
      body: { ver: estimate.ver, Channel: 'SMS', Ph: '9876543210' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);

    const home = await figures(owner);
    const billed = payable(orderInvoice) + payable(counter);
    expect(payable(orderInvoice)).toBeGreaterThan(0);
    expect(home.Orders).toMatchObject({
      InShop: 2,
      OpenedToday: 3,
      OpenedMonth: 3,
      DeliveredToday: 1,
      WaitingApproval: 0,
    });
    expect(home.Orders?.ByStatus.filter((b) => b.N > 0)).toEqual([
      { Sts: 'New', N: 1 },
      { Sts: 'Approved', N: 1 },
    ]);
    expect(home.Estimates).toEqual({ WaitingApproval: 1 });
    const day = Number(home.Today.slice(8, 10));
    expect(home.Revenue).toMatchObject({ TodayP: billed, MonthP: billed, LastMonthP: 0, LastMonthToDateP: 0 });
    expect(home.Revenue?.DaysP[day - 1]).toBe(billed);
    expect(home.Revenue?.DaysP.reduce((a, b) => a + b, 0)).toBe(billed);
    expect(home.AverageOrder).toEqual({ ValueP: payable(orderInvoice), Orders: 1, AverageP: payable(orderInvoice) });
    expect(home.Receivables).toEqual({ DueP: billed - 10_050 });
  });

  it.each(['cashier', 'advisor', 'technician'] as const)(
    'as %s: only the figures of the lists the role may read',
    async (name) => {
      const ctx = { access: predefinedRole(roleKey[name]).Access, config: DEMO_WORKSHOP.Config };
      const may = (k: keyof typeof HOME_FIGURE_PERMISSIONS) => isPermitted(HOME_FIGURE_PERMISSIONS[k], ctx);
      const home = await figures(s.tokens[name]);
      expect(home.Orders !== undefined).toBe(may('orders'));
      expect(home.Estimates !== undefined).toBe(may('estimates'));
      expect(home.Revenue !== undefined).toBe(may('revenue'));
      expect(home.AverageOrder !== undefined).toBe(may('revenue') && may('orders'));
      expect(home.Receivables !== undefined).toBe(may('receivables'));
    },
  );

  it('without a session: 401, and nothing is answered', async () => {
    const answer = await invoke(homeRoutes.homeFigures, {});
    expect(answer.status).toBe(401);
  });
});
