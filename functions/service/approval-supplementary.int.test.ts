import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceRoutes as routes } from '@shared/api/routes/service';
import { ApprovalMessages as M } from '@shared/service/approval-messages';
import type { EstimateAnswer, RepairOrderAnswer } from '@shared/service/call-schemas';
import { readOutbox } from '../lib/notifier';
import { db, tableName } from '../lib/aws-clients';
import { docPk } from '../data/documents/document-keys';
import { listApprovalRecords } from '../data/approvals/approval-records';
import { saveConnection } from '../data/realtime/connections-repo';
import { setShopFloorPoster } from '../lib/ws/shop-floor-announce';
import { approvalPage, customerDecides, linkTokenOf, sendLink } from '../test/approval-test-kit';
import {
  createCustomerAndVehicle,
  createEstimate,
  documentItemsOf,
  lines,
  many,
  ok,
  saveBodyOf,
  serviceOrganisation,
  type CustomerAndVehicle,
  type ServiceOrganisation,
} from '../test/service-test-kit';

/**
 * A supplementary estimate approved by link (docs/customer-loop.md §19) through the real
 * handler and DynamoDB Local: the page names its repair order; the decision that settles
 * it merges the approved lines into the order in the decision's own transaction (declined
 * lines stay on the supplementary and feed the declined-work reminders); an invoiced order
 * refuses the decision and nothing is written; of two decisions at once one wins.
 */
let s: ServiceOrganisation;
let cv: CustomerAndVehicle;
let sa = '';
const heard: { Type?: string; Id?: string; ver?: number; By?: string }[] = [];

beforeAll(async () => {
  s = await serviceOrganisation(['owner', 'advisor', 'manager']);
  sa = s.org.users.advisor.userId;
  cv = await createCustomerAndVehicle(s.tokens.advisor, 'Meera Nair');
  // The advisor's open screens: one live connection of the branch, its events recorded.
  await saveConnection({ OrgId: s.org.orgId, UserId: sa, EntId: s.org.workshopId, ConnectionId: `c-${sa}` });
  setShopFloorPoster(async (_id, data) => {
    heard.push(data as (typeof heard)[number]);
    return true;
  });
}, 120_000);

afterAll(() => setShopFloorPoster());

const E = lines('Estimate');
const act = <T>(token: string, kind: 'estimate' | 'order', doc: { _id: string; ver: number }, Action: string) =>
  ok<T>(kind === 'estimate' ? routes.estimateAction : routes.repairOrderAction, {
    token,
    params: { Id: doc._id, Action },
    body: { ver: doc.ver },
  });
const readEstimate = (id: string) =>
  ok<EstimateAnswer>(routes.estimate, { token: s.tokens.advisor, params: { Id: id } });
const readOrder = (id: string) =>
  ok<RepairOrderAnswer>(routes.repairOrder, { token: s.tokens.advisor, params: { Id: id } });

/**
 * An estimate approved and converted to a repair order (labour 1,000 and 2,000, parts
 * 2 × 250.50 and 2 × 501), and its supplementary a with three new lines for the same
 * complaint: labour 3 (₹3,000) with part 3 (2 × ₹751.50), and labour 4 (₹4,000); sent by SMS.
 */
async function sentSupplementary(body?: Record<string, unknown>) {
  const est = await act<EstimateAnswer>(
    s.tokens.advisor,
    'estimate',
    await createEstimate(s.tokens.advisor, cv, sa),
    'Approve',
  );
  const order = await act<RepairOrderAnswer>(s.tokens.advisor, 'estimate', est, 'ConvertToWO');
  const a = await act<EstimateAnswer>(s.tokens.advisor, 'estimate', await readEstimate(est._id), 'AddSupplementary');
  const filled = await ok<EstimateAnswer>(routes.saveEstimate, {
    token: s.tokens.advisor,
    params: { Id: a._id },
    body: saveBodyOf(
      a,
      body ?? {
        Comps: [E.complaint(1, 'Brake noise')],
        Ops: [E.labor(3, { CompId: 'WC1' }), E.labor(4, { CompId: 'WC1' })],
        Parts: [E.part(3, { OpId: 'EO3' })],
      },
    ),
  });
  const sent = await sendLink(s.tokens.advisor, filled);
  expect(sent.status).toBe(200);
  return { order: await readOrder(order._id), supp: filled, token: linkTokenOf(sent.body.Link), sent: sent.body };
}

const decision = (ver: number, approve: string[], decline: string[] = []) => ({
  ver,
  Name: 'Meera Nair',
  Decisions: [
    ...approve.map((LineId) => ({ LineId, Decision: 'Approve' })),
    ...decline.map((LineId) => ({ LineId, Decision: 'Decline' })),
  ],
});

describe('a supplementary estimate approved by link', () => {
  it('the page names the repair order; approving two lines and declining one merges exactly the two into it', async () => {
    const { order, supp, token, sent } = await sentSupplementary();
    expect(sent.Sts).toBe('WtngForAppr');
    expect(readOutbox().at(-1)?.text).toContain(sent.Link);

    const shown = await approvalPage(token);
    expect(shown.status).toBe(200);
    expect(shown.body.Supp).toEqual({ Code: 'a', Order: order.Num });
    expect(shown.body.Lines.map((l) => [l.Id, l.Sts])).toEqual([
      ['EO3', 'WtngForAppr'],
      ['EO4', 'WtngForAppr'],
      ['EP3', 'WtngForAppr'],
    ]);

    heard.length = 0;
    const done = await customerDecides(token, decision(shown.body.ver, ['EO3', 'EP3'], ['EO4']));
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ Approved: 2, Declined: 1 });

    // The supplementary: §4 rolls it up to Approved, and joining its order makes it Converted (the advisor's rule).
    const decided = await readEstimate(supp._id);
    expect(decided).toMatchObject({ Sts: 'Converted', WOId: order._id, ver: supp.ver + 2 });
    expect([...(decided.Ops ?? []), ...(decided.Parts ?? [])].map((l) => [l._id, l.Sts])).toEqual([
      ['EO3', 'Approved'],
      ['EO4', 'Declined'],
      ['EP3', 'Approved'],
    ]);
    // Labour 3,000 + part 2 × 751.50 counted, labour 4 declined: taxable 4,503, GST 810.54, 5,313.54 → 5,314.
    expect(decided.Totals).toMatchObject({ Taxable: 4503, Total: 5313.54, GrandTotal: 5314 });
    expect(decided.Delta?.Added.map((x) => [x.LineId, x.From])).toEqual([
      ['WO3', 'EO3'],
      ['WP3', 'EP3'],
    ]);

    // The order: exactly the two approved lines added, approved, coded a; labour 4 is not there.
    const grown = await readOrder(order._id);
    expect(grown.ver).toBe(order.ver + 1);
    expect(grown.Ops?.map((o) => [o._id, o.Desc, o.Pr, o.Sts, o.SuppEst])).toEqual([
      ['WO1', 'Operation 1', 1000, 'Approved', undefined],
      ['WO2', 'Operation 2', 2000, 'Approved', undefined],
      ['WO3', 'Operation 3', 3000, 'Approved', 'a'],
    ]);
    expect(grown.Parts?.map((p) => [p._id, p.OpId, p.Qty, p.UnPr, p.Sts, p.SuppEst])).toEqual([
      ['WP1', 'WO1', 2, 250.5, 'Approved', undefined],
      ['WP2', undefined, 2, 501, 'Approved', undefined],
      ['WP3', 'WO3', 2, 751.5, 'Approved', 'a'],
    ]);
    expect(grown.Comps).toHaveLength(order.Comps?.length ?? 0);
    // 4,503 before + 4,503 added = 9,006 taxable; GST 18% 1,621.08 (CGST = SGST 810.54); 10,627.08 → 10,627.
    expect(grown.Totals).toMatchObject({
      Taxable: 9006,
      CGST: 810.54,
      SGST: 810.54,
      Total: 10627.08,
      Adjust: -0.08,
      GrandTotal: 10627,
    });

    // The audit: who, when and from where on the estimate; the merge on the order.
    const orderLog = await ok<{ Items: { Action: string; By: string; ByName?: string; Changes: unknown[] }[] }>(
      routes.repairOrderAudit,
      { token: s.tokens.manager, params: { Id: order._id } },
    );
    expect(orderLog.Items[0]).toMatchObject({ Action: 'ApproveSupplementary', By: 'Customer', ByName: 'Meera Nair' });
    expect(orderLog.Items[0]?.Changes).toContainEqual({ Path: 'IP', After: '203.0.113.7' });
    expect(orderLog.Items[0]?.Changes).toContainEqual({ Path: 'Supplementary', After: supp.Num });
    const estLog = await ok<{ Items: { Action: string; ByName?: string; Changes: unknown[] }[] }>(
      routes.estimateAudit,
      { token: s.tokens.manager, params: { Id: supp._id } },
    );
    expect(estLog.Items[0]).toMatchObject({ Action: 'CustomerApproval', ByName: 'Meera Nair' });
    expect(estLog.Items[0]?.Changes).toContainEqual({ Path: 'IP', After: '203.0.113.7' });
    expect(await listApprovalRecords(s.org.orgId, supp._id)).toHaveLength(1);

    // The declined line is in the branch's declined-work reminders (the supplementary's IX#DECL item).
    const reminder = await db().send(
      new GetCommand({ TableName: tableName(), Key: { pk: docPk(s.org.orgId, supp._id), sk: 'IX#DECL' } }),
    );
    expect(reminder.Item).toMatchObject({ DocId: supp._id, Lines: [{ _id: 'EO4', Desc: 'Operation 4' }] });

    // Live: the advisor's open estimate and open order both hear it.
    expect(heard.map((e) => [e.Type, e.Id, e.ver, e.By])).toEqual([
      ['Estimate', supp._id, supp.ver + 2, 'Customer'],
      ['RepairOrder', order._id, order.ver + 1, 'Customer'],
    ]);
  });

  it('a partial answer waits on the supplementary; the answer that settles it merges', async () => {
    const { order, supp, token } = await sentSupplementary();
    const first = await customerDecides(token, decision(supp.ver + 1, ['EO3']));
    expect(first.status).toBe(200);
    expect((await readEstimate(supp._id)).Sts).toBe('WtngForAppr');
    expect((await readOrder(order._id)).ver).toBe(order.ver);
    const rest = await customerDecides(token, decision(first.body.Page.ver, ['EP3'], ['EO4']));
    expect(rest.status).toBe(200);
    expect((await readOrder(order._id)).Ops?.map((o) => o._id)).toEqual(['WO1', 'WO2', 'WO3']);
    expect((await readEstimate(supp._id)).Sts).toBe('Converted');
  });

  it('an order invoiced before the decision refuses it with its own text, and nothing is written', async () => {
    const { order, supp, token } = await sentSupplementary();
    const done = await act<RepairOrderAnswer>(s.tokens.owner, 'order', order, 'Complete');
    const invoiced = await act<RepairOrderAnswer>(s.tokens.owner, 'order', done, 'GenerateInvoice');
    expect(invoiced.Sts).toBe('Closed');
    const before = await documentItemsOf(s.org.orgId);
    const refused = await customerDecides(token, decision(supp.ver + 1, ['EO3', 'EP3'], ['EO4']));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(M.orderMovedOn(String(order.Num), 'Closed'));
    expect(await documentItemsOf(s.org.orgId)).toEqual(before);
    expect((await readEstimate(supp._id)).ver).toBe(supp.ver + 1);
    expect((await readOrder(order._id)).ver).toBe(invoiced.ver);
    expect(await listApprovalRecords(s.org.orgId, supp._id)).toHaveLength(0);
    // Sending it again is refused too, for the advisor.
    const again = await sendLink(s.tokens.advisor, await readEstimate(supp._id));
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(M.orderClosedToSend(String(order.Num), 'Closed'));
  });

  it('two decisions at once: one wins and merges once, the other writes nothing', async () => {
    const { order, supp, token } = await sentSupplementary();
    const answers = await Promise.all([
      customerDecides(token, decision(supp.ver + 1, ['EO3', 'EO4', 'EP3'])),
      customerDecides(token, decision(supp.ver + 1, ['EO3'], ['EO4', 'EP3'])),
    ]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    const grown = await readOrder(order._id);
    expect(grown.ver).toBe(order.ver + 1);
    const added = answers.find((x) => x.status === 200)?.body.Approved === 3 ? ['WO3', 'WO4'] : ['WO3'];
    expect(grown.Ops?.map((o) => o._id)).toEqual(['WO1', 'WO2', ...added]);
    expect(await listApprovalRecords(s.org.orgId, supp._id)).toHaveLength(1);
    // A second decision of a decided line: as for any estimate.
    const second = await customerDecides(token, decision(supp.ver + 2, ['EO3']));
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(M.alreadyDecided('Operation 3', 'approved'));
  });

  it('a supplementary of 120 lines: the decision merges 119 into the order beyond one transaction', async () => {
    const { order, supp, token } = await sentSupplementary({
      Comps: [E.complaint(1, 'Brake noise')],
      Ops: many(60, 3, (n) => E.labor(n, { CompId: 'WC1' })),
      Parts: many(60, 3, (n) => E.part(n)),
    });
    const ids = [...many(60, 3, (n) => `EO${n}`), ...many(60, 3, (n) => `EP${n}`)];
    const done = await customerDecides(token, decision(supp.ver + 1, ids.slice(1), ids.slice(0, 1)));
    expect(done.status).toBe(200);
    const decided = await readEstimate(supp._id);
    expect(decided.Sts).toBe('Converted');
    expect(decided.Delta?.Added).toHaveLength(119);
    const grown = await readOrder(order._id);
    expect([grown.Ops?.length, grown.Parts?.length]).toEqual([61, 62]);
    expect(grown.Ops?.some((o) => o.Desc === 'Operation 3')).toBe(false);
    expect(grown.ver).toBe(order.ver + 1);
  }, 120_000);
});
