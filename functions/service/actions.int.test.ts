import { beforeAll, describe, expect, it } from 'vitest';
import { ServiceMessages as M } from '@shared/service/service-messages';
import { serviceRoutes as routes } from '@shared/api/routes/service';
import type { ApiErrorBody } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import { DocumentMessages } from '@shared/documents/validation-messages';
import type { EstimateAnswer, RepairOrderAnswer } from '@shared/service/call-schemas';
import { headKey } from '../data/documents/document-keys';
import { queryAll } from '../data/table/query-all';
import { docPk } from '../data/documents/document-keys';
import { readItem } from '../data/users/users-repo';
import { invoke } from '../test/invoke';
import {
  createCustomerAndVehicle,
  createEstimate,
  createRepairOrder,
  lines,
  ok,
  saveBodyOf,
  serviceOrganisation,
  SERVICE_ROLES,
  type CustomerAndVehicle,
  type ServiceOrganisation,
} from '../test/service-test-kit';

/**
 * Estimate and repair-order actions through the real handler and DynamoDB
 * Local (docs/service-actions.md): every action, its refusals and the
 * permissions of each predefined role.
 */

let s: ServiceOrganisation;
let cv: CustomerAndVehicle;
let sa = '';

beforeAll(async () => {
  s = await serviceOrganisation();
  sa = s.org.users.advisor.userId;
  cv = await createCustomerAndVehicle(s.tokens.advisor);
}, 120_000);

type Doc = EstimateAnswer | RepairOrderAnswer;
const E = lines('Estimate');
const W = lines('RepairOrder');
const in_ = (text: string) => text.replaceAll('{order}', 'repair order');

const estimateAct = (token: string, doc: Doc, Action: string, Reason?: string) =>
  invoke<EstimateAnswer & RepairOrderAnswer & ApiErrorBody>(routes.estimateAction, {
    token,
    params: { Id: doc._id, Action },
    body: { ver: doc.ver, ...(Reason ? { Reason } : {}) },
  });
const orderAct = (token: string, doc: Doc, Action: string) =>
  invoke<RepairOrderAnswer & ApiErrorBody>(routes.repairOrderAction, {
    token,
    params: { Id: doc._id, Action },
    body: { ver: doc.ver },
  });
const okEstimate = async (token: string, doc: Doc, Action: string): Promise<EstimateAnswer & RepairOrderAnswer> => {
  const a = await estimateAct(token, doc, Action);
  expect(a.status, JSON.stringify(a.body)).toBe(200);
  return a.body;
};
const okOrder = async (token: string, doc: Doc, Action: string): Promise<RepairOrderAnswer> => {
  const a = await orderAct(token, doc, Action);
  expect(a.status, JSON.stringify(a.body)).toBe(200);
  return a.body;
};
const readEstimate = (id: string) =>
  ok<EstimateAnswer>(routes.estimate, { token: s.tokens.advisor, params: { Id: id } });
const readOrder = (id: string) =>
  ok<RepairOrderAnswer>(routes.repairOrder, { token: s.tokens.advisor, params: { Id: id } });

describe('estimate actions', () => {
  it('Approve approves every waiting line; ConvertToWO makes the numbered repair order in the same transaction', async () => {
    const est = await createEstimate(s.tokens.advisor, cv, sa);
    const approved = await okEstimate(s.tokens.advisor, est, 'Approve');
    expect(approved).toMatchObject({ Sts: 'Approved', ver: est.ver + 1 });
    expect([...(approved.Ops ?? []), ...(approved.Parts ?? [])].every((l) => l.Sts === 'Approved')).toBe(true);
    expect(approved.Actions).toContain('Convert To WO');

    const order = await okEstimate(s.tokens.advisor, approved, 'ConvertToWO');
    expect(order.Num).toMatch(/^WO\/\d{4}\/\d{5}$/);
    expect(order).toMatchObject({
      Sts: 'Approved',
      EstId: est._id,
      Cust: cv.custId,
      ProdId: cv.prodId,
      SA: sa,
      CustName: cv.custName,
      RegNo: cv.regNo,
    });
    expect(order.Ops?.map((o) => [o._id, o.CompId, o.Sts, o.EstPr])).toEqual([
      ['WO1', 'WC1', 'Approved', 1000],
      ['WO2', 'WC2', 'Approved', 2000],
    ]);
    expect(order.Parts?.map((p) => [p._id, p.OpId])).toEqual([
      ['WP1', 'WO1'],
      ['WP2', undefined],
    ]);
    expect(order.Totals.GrandTotal).toBe(approved.Totals.GrandTotal);
    const after = await readEstimate(est._id);
    expect(after).toMatchObject({ Sts: 'Converted', WOId: order._id, ver: approved.ver + 1 });
    // The dashboards follow: the order is listed as Approved.
    const dash = await ok<{ Items: { _id: string }[] }>(routes.repairOrderDashboard, {
      token: s.tokens.advisor,
      query: { Sts: 'Approved' },
    });
    expect(dash.Items.map((r) => r._id)).toContain(order._id);
  });

  it('Approve is refused with every failing line and field; nothing is written', async () => {
    const est = await createEstimate(s.tokens.advisor, cv, sa, {
      Comps: [E.complaint(1, 'Brake noise'), E.complaint(2, 'AC weak')],
      Ops: [E.labor(1, { CompId: 'WC1', Pr: 0 }), E.labor(2, { PBy: 'Ins', AssPr: 0 })],
      Parts: [],
    });
    const refused = await estimateAct(s.tokens.advisor, est, 'Approve');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(M.approveRefused('estimate'));
    expect(refused.body.Issues).toEqual([
      { LineId: 'WC2', Field: 'CompId', Message: M.complaintWithoutService('AC weak') },
      { LineId: 'EO1', Field: 'Pr', Message: DocumentMessages.customerPriceNeeded },
      { LineId: 'EO2', Field: 'AssPr', Message: DocumentMessages.insurerPriceNeeded },
    ]);
    expect(await readEstimate(est._id)).toEqual(est);
  });

  it('an action at a stale ver answers 409 with the conflict text', async () => {
    const est = await createEstimate(s.tokens.advisor, cv, sa);
    await okEstimate(s.tokens.advisor, est, 'Hold');
    const stale = await estimateAct(s.tokens.advisor, est, 'Restart');
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(Messages.conflict);
  });

  it.each(SERVICE_ROLES)(
    'Approve as %s: allowed to the owner, admin, service manager and advisor only',
    async (role) => {
      const est = await createEstimate(s.tokens.advisor, cv, sa);
      const answer = await estimateAct(s.tokens[role], est, 'Approve');
      expect(answer.status).toBe(['owner', 'admin', 'manager', 'advisor'].includes(role) ? 200 : 403);
    },
  );

  it('Cancel needs the cancel-estimate permission: the advisor is told so, the manager cancels; Restart brings it back', async () => {
    const est = await createEstimate(s.tokens.advisor, cv, sa);
    const refused = await estimateAct(s.tokens.advisor, est, 'Cancel');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(M.noPermission('Cancel', 'estimate'));
    const cancelled = await estimateAct(s.tokens.manager, est, 'Cancel', 'Customer went elsewhere');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.Sts).toBe('Cancelled');
    expect(cancelled.body.Ops?.every((o) => o.Sts === 'Cancelled')).toBe(true);
    expect(cancelled.body.Totals.GrandTotal).toBe(0);
    const audit = await ok<{ Items: { Action: string; Changes: { Path: string; After?: unknown }[] }[] }>(
      routes.estimateAudit,
      {
        token: s.tokens.manager,
        params: { Id: est._id },
      },
    );
    expect(audit.Items[0]?.Action).toBe('Cancel');
    expect(audit.Items[0]?.Changes).toEqual(
      expect.arrayContaining([
        { Path: 'Sts', Before: 'New', After: 'Cancelled' },
        { Path: 'Reason', After: 'Customer went elsewhere' },
      ]),
    );
    const again = await estimateAct(s.tokens.manager, cancelled.body, 'Cancel');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(M.notInStatus('Cancel', 'estimate', 'Cancelled'));
    const restarted = await okEstimate(s.tokens.advisor, cancelled.body, 'Restart');
    expect(restarted.Sts).toBe('New');
  });

  it('Hold and Restart: the lines go on hold and come back New', async () => {
    const est = await createEstimate(s.tokens.advisor, cv, sa);
    const held = await okEstimate(s.tokens.advisor, est, 'Hold');
    expect(held.Sts).toBe('OnHold');
    expect(held.Actions).toEqual(['Restart']);
    const back = await okEstimate(s.tokens.advisor, held, 'Restart');
    expect(back.Ops?.map((o) => o.Sts)).toEqual(['New', 'New']);
  });

  it('ReOpen of a converted estimate needs its permission, keeps the order, and Convert is then refused', async () => {
    const est = await okEstimate(s.tokens.advisor, await createEstimate(s.tokens.advisor, cv, sa), 'Approve');
    const order = await okEstimate(s.tokens.advisor, est, 'ConvertToWO');
    const converted = await readEstimate(est._id);
    expect((await estimateAct(s.tokens.advisor, converted, 'ReOpen')).status).toBe(403);
    const reopened = await okEstimate(s.tokens.manager, converted, 'ReOpen');
    expect(reopened).toMatchObject({ Sts: 'Approved', WOId: order._id });
    const twice = await estimateAct(s.tokens.manager, reopened, 'ConvertToWO');
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(in_(M.alreadyConverted));
  });
});

describe('supplementary estimates', () => {
  it('a then b: each its own estimate; approving one adds its delta to the order in one transaction', async () => {
    const est = await okEstimate(s.tokens.advisor, await createEstimate(s.tokens.advisor, cv, sa), 'Approve');
    const order = await okEstimate(s.tokens.advisor, est, 'ConvertToWO');
    const converted = await readEstimate(est._id);

    const a = await okEstimate(s.tokens.advisor, converted, 'AddSupplementary');
    expect(a).toMatchObject({
      Code: 'a',
      ParentId: est._id,
      Sts: 'Supplementary',
      Cust: cv.custId,
      ProdId: cv.prodId,
      SA: sa,
      Delta: { Added: [], Changed: [] },
    });
    expect(a.Num).toMatch(/^EST\//);
    expect((await readEstimate(est._id)).SuppEst).toEqual([a._id]);
    expect((await readOrder(order._id)).SuppEst).toEqual([a._id]);

    // The advisor quotes the extra work: a dearer labour 1 (a change) and a new labour 3 with a part.
    const filled = await ok<EstimateAnswer>(routes.saveEstimate, {
      token: s.tokens.advisor,
      params: { Id: a._id },
      body: saveBodyOf(a, {
        Comps: [E.complaint(1, 'Brake noise')],
        Ops: [E.labor(1, { CompId: 'WC1', Pr: 1500 }), E.labor(3, { CompId: 'WC1' })],
        Parts: [E.part(3, { OpId: 'EO3' })],
      }),
    });
    // Before approval every answer, a save's and a read's, shows what approving would add or change.
    expect(filled.Delta?.Changed.map((c) => c.LineId)).toEqual(['WO1']);
    expect(filled.Delta?.Added.map((x) => x.From)).toEqual(['EO3', 'EP3']);
    expect((await readEstimate(a._id)).Delta).toEqual(filled.Delta);
    const approvedA = await okEstimate(s.tokens.advisor, filled, 'Approve');
    expect(approvedA).toMatchObject({ Sts: 'Converted', WOId: order._id });
    expect(approvedA.Delta?.Changed).toEqual([
      {
        LineId: 'WO1',
        From: 'EO1',
        Kind: 'Labor',
        Desc: 'Operation 1',
        Fields: [{ Field: 'Pr', Before: 1000, After: 1500 }],
      },
    ]);
    expect(approvedA.Delta?.Added.map((x) => [x.LineId, x.From, x.Kind])).toEqual([
      ['WO3', 'EO3', 'Labor'],
      ['WP3', 'EP3', 'Part'],
    ]);
    // Once approved, a read shows what the approval added and changed (kept with it: the order has moved on).
    expect((await readEstimate(a._id)).Delta).toEqual(approvedA.Delta);
    const grown = await readOrder(order._id);
    expect(grown.Ops?.map((o) => [o._id, o.Pr, o.Sts, o.SuppEst])).toEqual([
      ['WO1', 1500, 'Approved', 'a'],
      ['WO2', 2000, 'Approved', undefined],
      ['WO3', 3000, 'Approved', 'a'],
    ]);
    expect(grown.Parts?.find((p) => p._id === 'WP3')).toMatchObject({ OpId: 'WO3', SuppEst: 'a' });
    expect(grown.ver).toBe(order.ver + 2);

    // Asked on supplementary a, Add Supplementary adds to the initial estimate: b.
    const b = await okEstimate(s.tokens.advisor, approvedA, 'AddSupplementary');
    expect(b).toMatchObject({ Code: 'b', ParentId: est._id });
    expect((await readEstimate(est._id)).SuppEst).toEqual([a._id, b._id]);
    expect((await readOrder(order._id)).SuppEst).toEqual([a._id, b._id]);
    // An empty supplementary has nothing to approve.
    const empty = await estimateAct(s.tokens.advisor, b, 'Approve');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(M.nothingToApprove('estimate'));
  });

  it('is refused before the estimate is converted', async () => {
    const est = await createEstimate(s.tokens.advisor, cv, sa);
    const refused = await estimateAct(s.tokens.advisor, est, 'AddSupplementary');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(in_(M.supplementaryOnlyWhenConverted));
  });
});

describe('repair order actions', () => {
  it('Approve, then Complete refused for a sublet line without a vendor and a tracked part not issued, with the list', async () => {
    const ro = await createRepairOrder(s.tokens.advisor, cv, sa, {
      Comps: [W.complaint(1, 'Brake noise')],
      Ops: [W.labor(1, { CompId: 'WC1', Sublet: true })],
      Parts: [W.part(1, { OpId: 'WO1', Track: 'BN', Qty: 2, RQty: 2, IQty: 1 })],
    });
    const approved = await okOrder(s.tokens.advisor, ro, 'Approve');
    // A tracked part already issued in part: the labour has begun (§4 'Labor status from its parts').
    expect(approved.Ops?.[0]?.Sts).toBe('InProgress');
    expect(approved.Sts).toBe('InProgress');
    const refused = await orderAct(s.tokens.advisor, approved, 'Complete');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Insufficient Quantity.');
    expect(refused.body.Issues).toEqual([
      { LineId: 'WO1', Field: 'VenId', Message: DocumentMessages.subletVendorNeeded },
      { LineId: 'WP1', Field: 'IQty', Message: DocumentMessages.trackedPartNotIssued },
    ]);
  });

  it('Complete needs the approve or complete permission: the technician and the parts manager are refused by name', async () => {
    const ro = await okOrder(s.tokens.advisor, await createRepairOrder(s.tokens.advisor, cv, sa), 'Approve');
    for (const role of ['technician', 'partsmanager'] as const) {
      const refused = await orderAct(s.tokens[role], ro, 'Complete');
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(in_(M.noPermission('Complete', '{order}')));
    }
    expect((await orderAct(s.tokens.cashier, ro, 'Complete')).status).toBe(403);
    const done = await okOrder(s.tokens.manager, ro, 'Complete');
    expect(done.Sts).toBe('Completed');
    expect([...(done.Ops ?? []), ...(done.Parts ?? [])].every((l) => l.Sts === 'Completed')).toBe(true);
  });

  it.each(SERVICE_ROLES)(
    'Cancel as %s: allowed to the owner, admin and service manager only (§6 cancel repair order)',
    async (role) => {
      const ro = await createRepairOrder(s.tokens.advisor, cv, sa);
      const answer = await orderAct(s.tokens[role], ro, 'Cancel');
      expect(answer.status).toBe(['owner', 'admin', 'manager'].includes(role) ? 200 : 403);
    },
  );

  it('Hold, Restart, Decline; Cancel needs the cancel permission', async () => {
    const ro = await okOrder(s.tokens.advisor, await createRepairOrder(s.tokens.advisor, cv, sa), 'Approve');
    const held = await okOrder(s.tokens.advisor, ro, 'Hold');
    expect(held.Sts).toBe('OnHold');
    const refused = await orderAct(s.tokens.advisor, held, 'Cancel');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(in_(M.notInStatus('Cancel', '{order}', 'On Hold')));
    const restarted = await okOrder(s.tokens.advisor, held, 'Restart');
    expect(restarted.Sts).toBe('New');
    expect((await orderAct(s.tokens.advisor, restarted, 'Cancel')).status).toBe(403);
    const declined = await okOrder(s.tokens.advisor, restarted, 'Decline');
    expect(declined.Sts).toBe('Declined');
    const cancelled = await okOrder(s.tokens.manager, await okOrder(s.tokens.advisor, declined, 'Restart'), 'Cancel');
    expect(cancelled.Sts).toBe('Cancelled');
  });

  it('GenerateInvoice after completion: the order Closed with its drafts (customer and insurer), no number; ReOpen', async () => {
    const ro = await okOrder(
      s.tokens.advisor,
      await createRepairOrder(s.tokens.advisor, cv, sa, {
        Comps: [W.complaint(1, 'Bumper damaged')],
        Ops: [W.labor(1, { CompId: 'WC1' })],
        Parts: [W.part(1, { OpId: 'WO1', PBy: 'InCu', AssPr: 400 })],
      }),
      'Approve',
    );
    // The branch tracks work (TrackWO): an order is invoiced once Completed.
    const early = await orderAct(s.tokens.advisor, ro, 'GenerateInvoice');
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(in_(M.invoiceWhen(false)));
    const done = await okOrder(s.tokens.advisor, ro, 'Complete');
    // The service manager reads invoices but does not make them.
    expect((await orderAct(s.tokens.manager, done, 'GenerateInvoice')).status).toBe(403);
    const closed = await okOrder(s.tokens.advisor, done, 'GenerateInvoice');
    expect(closed.Sts).toBe('Closed');
    const ids = (closed as RepairOrderAnswer & { InvIds?: string[] }).InvIds ?? [];
    expect(ids).toHaveLength(2);
    expect(closed.InvId).toBe(ids[0]);
    const heads = await Promise.all(ids.map((id) => readItem<Record<string, unknown>>(headKey(s.org.orgId, id))));
    expect(heads.map((h) => [h?.type, h?.Sts, h?.Payer, h?.WOId, h?.Num])).toEqual([
      ['Invoice', 'Draft', 'customer', ro._id, undefined],
      ['Invoice', 'Draft', 'insurer', ro._id, undefined],
    ]);
    // The invoice dashboard shows the order's number and vehicle, and the customer's name on the customer's draft.
    expect(heads.map((h) => [h?.WONum, h?.RegNo, h?.BillName])).toEqual([
      [closed.Num, closed.RegNo, closed.CustName],
      [closed.Num, closed.RegNo, undefined],
    ]);
    const customerLines = await queryAll<Record<string, unknown>>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :l)',
      ExpressionAttributeValues: { ':pk': docPk(s.org.orgId, ids[0] as string), ':l': 'OP#' },
    });
    expect(customerLines.map((l) => [l._id, l.Pr])).toEqual([['IO1', 1000]]);
    // Customer + insurer drafts add up to the order.
    const paid = heads.reduce((n, h) => n + Number((h?.Amounts as Record<string, number>).GrandTotal), 0);
    expect(paid / 100).toBe(closed.Totals.GrandTotal);
    const reopened = await okOrder(s.tokens.manager, closed, 'ReOpen');
    expect(reopened).toMatchObject({ Sts: 'Completed', InvId: closed.InvId });
  });

  it('GenerateInvoice of a large order: 120 draft lines beyond one transaction, all readable once the order is Closed', async () => {
    const ops = Array.from({ length: 60 }, (_, i) => W.labor(i + 1, { PBy: 'InCu', Pr: 100, AssPr: 400 }));
    const ro = await okOrder(
      s.tokens.advisor,
      await createRepairOrder(s.tokens.advisor, cv, sa, { Comps: [], Ops: ops, Parts: [] }),
      'Approve',
    );
    const closed = await okOrder(s.tokens.advisor, await okOrder(s.tokens.advisor, ro, 'Complete'), 'GenerateInvoice');
    const ids = (closed as RepairOrderAnswer & { InvIds?: string[] }).InvIds ?? [];
    expect(ids).toHaveLength(2);
    for (const id of ids) {
      const items = await queryAll<Record<string, unknown>>({
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :l)',
        ExpressionAttributeValues: { ':pk': docPk(s.org.orgId, id), ':l': 'OP#' },
      });
      expect(items).toHaveLength(60);
      expect((await readItem<Record<string, unknown>>(headKey(s.org.orgId, id)))?.LineCount).toBe(60);
    }
  });
});
