import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { Messages } from '@shared/api/messages';
import { serviceRoutes as routes } from '@shared/api/routes/service';
import { calculateServiceDocument } from '@shared/documents/calculate-service-document';
import { repairOrderStatusFromItems } from '@shared/documents/rollups';
import { DEFAULT_TAX_CODES } from '@shared/documents/tax-codes';
import { paiseToRupees } from '@shared/documents/money-math';
import type { ServiceDocument } from '@shared/documents/schemas';
import { estimateAnswer, repairOrderAnswer, type EstimateAnswer, type RepairOrderAnswer } from '@shared/service/call-schemas';
import { ServiceMessages } from '@shared/service/service-messages';
import { DocumentMessages } from '@shared/documents/validation-messages';
import { createDocument, documentChangeWrites, emptyLines, readDocument, saveDocument } from '../data/documents/documents-repo';
import { invoke } from '../test/invoke';
import {
  createCustomerAndVehicle,
  createEstimate,
  createRepairOrder,
  documentBody,
  lines,
  ok,
  saveBodyOf,
  serviceOrganisation,
  type CustomerAndVehicle,
  type ServiceOrganisation,
} from '../test/service-test-kit';

/** Estimates and repair orders (issue 12 §1, §2, §6): create, read, save, and every refusal. */
let s: ServiceOrganisation;
let other: ServiceOrganisation;
let cv: CustomerAndVehicle;
let sa = '';
const E = lines('Estimate');
const W = lines('RepairOrder');

beforeAll(async () => {
  s = await serviceOrganisation();
  other = await serviceOrganisation();
  sa = s.org.users.advisor.userId;
  cv = await createCustomerAndVehicle(s.tokens.advisor, 'Ravi Kumar');
}, 180_000);

const today = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Calcutta' }).format(new Date());
const fy = (): string => {
  const [y, m] = today().split('-').map(Number) as [number, number];
  const first = m >= 4 ? y : y - 1;
  return `${String(first % 100).padStart(2, '0')}${String((first + 1) % 100).padStart(2, '0')}`;
};

/** The engine's own figures for a document as answered: the answer must match them. */
function engineTotals(doc: EstimateAnswer | RepairOrderAnswer) {
  // The demo workshop rounds totals to the rupee (Acc.Round).
  const { totals } = calculateServiceDocument(doc as ServiceDocument, { taxCodes: DEFAULT_TAX_CODES, date: doc.CrDate, round: true });
  return totals;
}

const save = (route: typeof routes.saveEstimate | typeof routes.saveRepairOrder, token: string, doc: EstimateAnswer | RepairOrderAnswer, change: Record<string, unknown> = {}) =>
  invoke<EstimateAnswer & RepairOrderAnswer>(route, { token, params: { Id: doc._id }, body: saveBodyOf(doc, change) });

describe('creating an estimate', () => {
  it('answers the whole recomputed document: number, dates, statuses, names, totals and actions', async () => {
    const est = await createEstimate(s.tokens.advisor, cv, sa);
    expect(estimateAnswer.safeParse(est).success).toBe(true);
    expect(est.Num).toBe(`EST/${fy()}/00001`);
    expect(est).toMatchObject({ Sts: 'New', CrDate: today(), PrTime: '17:00', ver: 1, CustName: 'Ravi Kumar', RegNo: cv.regNo, SAName: 'Advisor Tester', Odo: 42000 });
    expect(est.CrTime).toMatch(/^\d{2}:\d{2}$/);
    // PrDays is 1 in the demo workshop's settings.
    const tomorrow = new Date(Date.UTC(...(today().split('-').map(Number) as [number, number, number]).map((v, i) => (i === 1 ? v - 1 : i === 2 ? v + 1 : v)) as [number, number, number]));
    expect(est.PrDate).toBe(tomorrow.toISOString().slice(0, 10));
    expect([...(est.Ops ?? []), ...(est.Parts ?? [])].map((l) => l.Sts)).toEqual(['New', 'New', 'New', 'New']);
    // Labour 1000 + 2000, parts 2 × 250.50 + 2 × 501, all at 18%.
    const totals = engineTotals(est);
    expect(est.Totals.GrandTotal).toBe(paiseToRupees(totals.grandTotal));
    expect(est.Totals).toMatchObject({ Labor: 3000, Parts: 1503, Taxable: 4503, CGST: 405.27, SGST: 405.27, Total: 5313.54, Adjust: 0.46, GrandTotal: 5314, Customer: 5314, Insurer: 0 });
    expect(est.Ops?.[0]).toMatchObject({ NetAmt: 1000, CCGST: 90, CSGST: 90, Total: 1180 });
    // The advisor may approve and hold; cancelling needs the delete right; converting needs an approved estimate.
    expect(est.Actions).toEqual(['Approve', 'Hold']);
    expect(est.CanAudit).toBe(false);
  });

  it('numbers consecutively per series: the next estimate is 00002 and the first repair order 00001', async () => {
    const [a, b] = await Promise.all([createEstimate(s.tokens.advisor, cv, sa), createEstimate(s.tokens.manager, cv, sa)]);
    expect([a.Num, b.Num].sort()).toEqual([`EST/${fy()}/00002`, `EST/${fy()}/00003`]);
    const ro = await createRepairOrder(s.tokens.advisor, cv, sa);
    expect(repairOrderAnswer.safeParse(ro).success).toBe(true);
    expect(ro.Num).toBe(`WO/${fy()}/00001`);
    expect(ro.Actions).toContain('Approve');
  });

  it('numbers per branch: another branch starts its own sequence', async () => {
    const there = await createDocument({
      head: { type: 'Estimate', OrgId: s.org.orgId, DocId: ulid(), EntId: s.org.partsBranchId, Sts: 'New', CrDate: today(), CrTime: '10:00', CrBy: sa, Amounts: zeroAmounts(), LineCount: 0, SA: sa },
      lines: emptyLines(),
      audit: { Action: 'Create', By: sa },
    });
    expect(there.head.Num).toBe(`EST/${fy()}/00001`);
    // ...and a document of that branch is not found from this one, like any unknown id.
    const answer = await invoke(routes.estimate, { token: s.tokens.owner, params: { Id: there.head.DocId } });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ message: ServiceMessages.estimateNotFound });
  });
});

const zeroAmounts = () => ({ Labor: 0, Parts: 0, Taxable: 0, CGST: 0, SGST: 0, IGST: 0, Total: 0, Adjust: 0, GrandTotal: 0, Insurer: 0, Customer: 0, Internal: 0, Warranty: 0, Depreciation: 0, Excess: 0, Estimated: 0 });

describe('refusals', () => {
  const body = () => documentBody(cv, sa, { Ops: [E.labor(1)] });

  it('401 without a session, 403 for roles without the right', async () => {
    expect((await invoke(routes.createEstimate, { body: body() })).status).toBe(401);
    expect((await invoke(routes.createEstimate, { token: s.tokens.cashier, body: body() })).status).toBe(403);
    expect((await invoke(routes.createEstimate, { token: s.tokens.partsclerk, body: body() })).status).toBe(403);
    expect((await invoke(routes.createRepairOrder, { token: s.tokens.technician, body: documentBody(cv, sa, { Ops: [W.labor(1)] }) })).status).toBe(403);
    expect((await invoke(routes.createRepairOrder, { token: s.tokens.partsmanager, body: documentBody(cv, sa, { Ops: [W.labor(1)] }) })).status).toBe(403);
    const ro = await createRepairOrder(s.tokens.advisor, cv, sa);
    // The technician and the parts manager read orders, and may not save them.
    await ok(routes.repairOrder, { token: s.tokens.technician, params: { Id: ro._id } });
    expect((await save(routes.saveRepairOrder, s.tokens.partsmanager, ro)).status).toBe(403);
    expect((await invoke(routes.estimate, { token: s.tokens.cashier, params: { Id: ro._id } })).status).toBe(403);
  });

  it('400 for bodies the schema refuses', async () => {
    const unknownField = await invoke(routes.createEstimate, { token: s.tokens.advisor, body: { ...body(), Colour: 'red' } });
    expect(unknownField.status).toBe(400);
    const wrongLineId = await invoke(routes.createEstimate, { token: s.tokens.advisor, body: { ...body(), Ops: [{ ...E.labor(1), _id: 'WO1' }] } });
    expect(wrongLineId.status).toBe(400);
    const badId = await invoke(routes.estimate, { token: s.tokens.advisor, params: { Id: 'not-an-id' } });
    expect(badId.status).toBe(400);
  });

  it('400 naming the rule: advisor, customer, vehicle, tax code, references', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ SA: undefined }, DocumentMessages.advisorNeeded],
      [{ SA: other.org.users.advisor.userId }, ServiceMessages.advisorNotInBranch],
      [{ Cust: ulid() }, ServiceMessages.customerNotFound],
      [{ ProdId: ulid() }, ServiceMessages.vehicleNotFound],
      [{ Sur_Id: ulid() }, ServiceMessages.surveyorNotInOrganisation],
      [{ Ops: [E.labor(1, { TCode: 999 })] }, DocumentMessages.taxCodeNeeded],
      [{ Ops: [E.labor(1, { CompId: 'WC9' })] }, ServiceMessages.unknownReference('EO1')],
    ];
    for (const [change, message] of cases) {
      const answer = await invoke<{ message: string }>(routes.createEstimate, { token: s.tokens.advisor, body: { ...body(), ...change } });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.body.message).toBe(message);
    }
  });

  it('refuses duplicates (§5) with the line named', async () => {
    const dupOp = await invoke<{ message: string; errors: { path: string }[] }>(routes.createEstimate, {
      token: s.tokens.advisor,
      body: documentBody(cv, sa, { Ops: [E.labor(1), E.labor(2, { Op_Id: 'OP001', Desc: 'Wheel alignment' })] }),
    });
    expect(dupOp.status).toBe(400);
    expect(dupOp.body.message).toBe(ServiceMessages.duplicateOperation('Wheel alignment'));
    expect(dupOp.body.errors[0]?.path).toBe('Ops.EO2.Op_Id');
    const dupPart = await invoke<{ message: string }>(routes.createRepairOrder, {
      token: s.tokens.advisor,
      body: documentBody(cv, sa, { Ops: [W.labor(1)], Parts: [W.part(1, { OpId: 'WO1', Desc: 'Brake pad' }), W.part(2, { OpId: 'WO1', MPN: 'MPN-1', Desc: 'Brake pad' })] }),
    });
    expect(dupPart.body.message).toBe(ServiceMessages.duplicatePart('Brake pad'));
    const dupComplaint = await invoke<{ message: string }>(routes.createEstimate, {
      token: s.tokens.advisor,
      body: documentBody(cv, sa, { Ops: [E.labor(1)], Comps: [E.complaint(1, 'Noise', { Comp_Id: 'C7' }), E.complaint(2, 'Noise again', { Comp_Id: 'C7' })] }),
    });
    expect(dupComplaint.body.message).toBe(ServiceMessages.duplicateComplaint('Noise again'));
    // The same part on another labour line is not a duplicate.
    await ok(routes.createRepairOrder, {
      token: s.tokens.advisor,
      body: documentBody(cv, sa, { Ops: [W.labor(1), W.labor(2)], Parts: [W.part(1, { OpId: 'WO1' }), W.part(2, { OpId: 'WO2', MPN: 'MPN-1' })] }),
    });
  });

  it('free-form lines need the FF permission: the advisor is refused, the owner (entity admin) is not', async () => {
    const freeForm = documentBody(cv, sa, { Ops: [E.labor(1, { Op_Id: undefined, Desc: 'Clean the seats' })] });
    const refused = await invoke<{ message: string }>(routes.createEstimate, { token: s.tokens.advisor, body: freeForm });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(ServiceMessages.freeFormNotAllowed);
    const part = documentBody(cv, sa, { Ops: [E.labor(1)], Parts: [E.part(1, { MPN: undefined })] });
    expect((await invoke(routes.createEstimate, { token: s.tokens.advisor, body: part })).status).toBe(403);
    const made = await ok<EstimateAnswer>(routes.createEstimate, { token: s.tokens.owner, body: freeForm });
    // Kept as it was, the owner's free-form line does not stop the advisor saving the estimate.
    expect((await save(routes.saveEstimate, s.tokens.advisor, made, { Notes: 'ok' })).status).toBe(200);
  });

  it("another organisation's document is not found", async () => {
    const est = await createEstimate(s.tokens.advisor, cv, sa);
    const answer = await invoke(routes.estimate, { token: other.tokens.owner, params: { Id: est._id } });
    expect(answer.status).toBe(404);
    expect((await save(routes.saveEstimate, other.tokens.owner, est)).status).toBe(404);
    // And an estimate is not a repair order.
    expect((await invoke(routes.repairOrder, { token: s.tokens.owner, params: { Id: est._id } })).status).toBe(404);
  });

  it('parts quantities: received within required, issued within received', async () => {
    const ro = await createRepairOrder(s.tokens.advisor, cv, sa);
    const parts = (qty: Record<string, unknown>) => ro.Parts?.map((p, i) => (i === 0 ? { ...p, ...qty } : p));
    const over = await save(routes.saveRepairOrder, s.tokens.advisor, ro, { Parts: parts({ RQty: 3 }) });
    expect(over.status).toBe(400);
    expect((over.body as unknown as { message: string }).message).toBe(ServiceMessages.receivedAboveRequired);
    const insufficient = await save(routes.saveRepairOrder, s.tokens.advisor, ro, { Parts: parts({ RQty: 1, IQty: 2 }) });
    expect((insufficient.body as unknown as { message: string }).message).toBe(ServiceMessages.insufficientQuantity);
    const fine = await save(routes.saveRepairOrder, s.tokens.advisor, ro, { Parts: parts({ RQty: 2, IQty: 1 }) });
    expect(fine.status).toBe(200);
    expect(fine.body.Parts?.[0]).toMatchObject({ RQty: 2, IQty: 1 });
  });

  it('a line status moves only as the line rules allow', async () => {
    const est = await createEstimate(s.tokens.advisor, cv, sa);
    const ops = est.Ops?.map((o, i) => (i === 0 ? { ...o, Sts: 'Completed' } : o));
    const answer = await save(routes.saveEstimate, s.tokens.advisor, est, { Ops: ops });
    expect(answer.status).toBe(400);
    expect((answer.body as unknown as { message: string }).message).toBe(ServiceMessages.lineStatusNotAllowed('EO1', 'Completed'));
  });
});

/** Moves every line New → Declined → Approved through two saves (line-rules), so the document rolls up to Approved. */
async function approveByLines<T extends EstimateAnswer | RepairOrderAnswer>(route: typeof routes.saveEstimate | typeof routes.saveRepairOrder, token: string, doc: T): Promise<T> {
  const to = (d: T, Sts: string) => ({ Ops: d.Ops?.map((o) => ({ ...o, Sts })), Parts: d.Parts?.map((p) => ({ ...p, Sts })) });
  const declined = await save(route, token, doc, to(doc, 'Declined'));
  expect(declined.status, JSON.stringify(declined.body)).toBe(200);
  expect(declined.body.Sts).toBe('Declined');
  const approved = await save(route, token, declined.body, to(declined.body as T, 'Approved'));
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return approved.body as T;
}

describe('saving', () => {
  it('keeps what the body leaves out, clears what it empties, ignores server-owned fields', async () => {
    const est = await createEstimate(s.tokens.advisor, cv, sa, { Notes: 'Customer waits', Type: 'PMS' });
    const body = saveBodyOf(est, { Sts: 'Approved', CrDate: '2020-01-01', WOId: ulid(), Odo: 42_500 });
    delete body.Notes;
    delete body.Comps;
    const saved = await ok<EstimateAnswer>(routes.saveEstimate, { token: s.tokens.advisor, params: { Id: est._id }, body });
    expect(saved).toMatchObject({ Notes: 'Customer waits', Type: 'PMS', Odo: 42_500, Sts: 'New', CrDate: est.CrDate, ver: 2 });
    expect(saved.WOId).toBeUndefined();
    expect(saved.Comps).toEqual(est.Comps);
    const cleared = await ok<EstimateAnswer>(routes.saveEstimate, { token: s.tokens.advisor, params: { Id: est._id }, body: saveBodyOf(saved, { Notes: '' }) });
    expect(cleared.Notes).toBeUndefined();
    expect(cleared.Type).toBe('PMS');
  });

  it('adds, changes and removes lines, recomputes and answers what a read answers', async () => {
    const ro = await createRepairOrder(s.tokens.advisor, cv, sa);
    const ops = [{ ...ro.Ops?.[0], Pr: 1500 }, W.labor(3, { PBy: 'Ins', AssPr: 2800, Pr: 0 })];
    const saved = await ok<RepairOrderAnswer>(routes.saveRepairOrder, {
      token: s.tokens.advisor,
      params: { Id: ro._id },
      body: saveBodyOf(ro, { Ops: ops, Parts: [ro.Parts?.[0]] }),
    });
    expect(saved.Ops?.map((o) => [o._id, o.Pr, o.Sts])).toEqual([
      ['WO1', 1500, 'New'],
      ['WO3', 0, 'New'],
    ]);
    expect(saved.Parts?.map((p) => p._id)).toEqual(['WP1']);
    expect(saved.Totals.GrandTotal).toBe(paiseToRupees(engineTotals(saved).grandTotal));
    expect(saved.Totals.Insurer).toBe(3304);
    expect(saved.Totals.Insurer + saved.Totals.Customer + saved.Totals.Internal + saved.Totals.Warranty).toBeCloseTo(saved.Totals.GrandTotal, 2);
    expect(await ok(routes.repairOrder, { token: s.tokens.advisor, params: { Id: ro._id } })).toEqual(saved);
  });

  it('inserts a line at the top: the order is kept, and only that line, the header and the audit are written', async () => {
    const ro = await createRepairOrder(s.tokens.advisor, cv, sa);
    const stored = await readDocument(s.org.orgId, ro._id, true);
    if (!stored) throw new Error('missing');
    const lines = { ...stored.lines, Ops: [W.labor(9), ...stored.lines.Ops] };
    const { writes } = documentChangeWrites({ before: stored, next: { head: stored.head, lines }, audit: { Action: 'Save', By: sa } });
    expect(writes.map((w) => String((w.item.Put?.Item ?? w.item.Update?.Key ?? w.item.Delete?.Key)?.sk))).toEqual(['HEAD', 'OP#WO9', expect.stringMatching(/^AUDIT#/)]);
    const saved = await ok<RepairOrderAnswer>(routes.saveRepairOrder, { token: s.tokens.advisor, params: { Id: ro._id }, body: saveBodyOf(ro, { Ops: [W.labor(9), ...(ro.Ops ?? [])] }) });
    expect(saved.Ops?.map((o) => o._id)).toEqual(['WO9', 'WO1', 'WO2']);
    expect((await ok<RepairOrderAnswer>(routes.repairOrder, { token: s.tokens.advisor, params: { Id: ro._id } })).Ops?.map((o) => o._id)).toEqual(['WO9', 'WO1', 'WO2']);
  });

  it('answers 409 with the conflict text to a stale ver', async () => {
    const est = await createEstimate(s.tokens.advisor, cv, sa);
    await ok(routes.saveEstimate, { token: s.tokens.advisor, params: { Id: est._id }, body: saveBodyOf(est, { Notes: 'first' }) });
    const stale = await save(routes.saveEstimate, s.tokens.manager, est, { Notes: 'second' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ message: Messages.conflict });
  });

  it('a new line on a repair order past New is Approved; on an estimate it is New', async () => {
    const ro = await approveByLines(routes.saveRepairOrder, s.tokens.manager, await createRepairOrder(s.tokens.advisor, cv, sa));
    expect(ro.Sts).toBe('Approved');
    const added = await save(routes.saveRepairOrder, s.tokens.advisor, ro, { Ops: [...(ro.Ops ?? []), W.labor(5)] });
    expect(added.status).toBe(200);
    expect(added.body.Ops?.find((o) => o._id === 'WO5')?.Sts).toBe('Approved');
  });

  it('labour follows its parts: all received makes it PartsAvl, and the order rolls up', async () => {
    const ro = await approveByLines(routes.saveRepairOrder, s.tokens.manager, await createRepairOrder(s.tokens.advisor, cv, sa));
    const parts = ro.Parts?.map((p) => (p.OpId === 'WO1' ? { ...p, RQty: p.Qty } : p));
    const saved = await save(routes.saveRepairOrder, s.tokens.advisor, ro, { Parts: parts });
    expect(saved.status).toBe(200);
    expect(saved.body.Ops?.find((o) => o._id === 'WO1')?.Sts).toBe('PartsAvl');
    // The order's status is the engine's roll-up of its items (Approved outranks PartsAvl while WO2 waits).
    const items = [...(saved.body.Ops ?? []), ...(saved.body.Parts ?? [])].map((l) => l.Sts ?? 'New');
    expect(items).toEqual(['PartsAvl', 'Approved', 'Approved', 'Approved']);
    expect(saved.body.Sts).toBe(repairOrderStatusFromItems('Approved', items));
  });
});

describe('edit locks', () => {
  it('an approved estimate changes only with the edit-approved flag', async () => {
    const est = await approveByLines(routes.saveEstimate, s.tokens.manager, await createEstimate(s.tokens.advisor, cv, sa));
    expect(est.Sts).toBe('Approved');
    expect(est.Actions).toContain('Convert To WO');
    const priced = { Ops: est.Ops?.map((o, i) => (i === 0 ? { ...o, Pr: 999 } : o)) };
    const refused = await save(routes.saveEstimate, s.tokens.advisor, est, priced);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: ServiceMessages.approvedEstimateLocked });
    // Header fields are not lines: the advisor may still change the promised date.
    const header = await save(routes.saveEstimate, s.tokens.advisor, est, { PrTime: '18:30' });
    expect(header.status).toBe(200);
    const allowed = await save(routes.saveEstimate, s.tokens.manager, header.body, { Ops: header.body.Ops?.map((o, i) => (i === 0 ? { ...o, Pr: 999 } : o)) });
    expect(allowed.status).toBe(200);
  });

  it("an approved order's lines change only with the flag; received quantities are recorded without it", async () => {
    const ro = await approveByLines(routes.saveRepairOrder, s.tokens.manager, await createRepairOrder(s.tokens.advisor, cv, sa));
    const refused = await save(routes.saveRepairOrder, s.tokens.advisor, ro, { Parts: ro.Parts?.slice(1) });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: ServiceMessages.approvedOrderLocked });
    const received = await save(routes.saveRepairOrder, s.tokens.advisor, ro, { Parts: ro.Parts?.map((p) => ({ ...p, RQty: 1 })) });
    expect(received.status).toBe(200);
    expect((await save(routes.saveRepairOrder, s.tokens.manager, received.body, { Parts: received.body.Parts?.slice(1) })).status).toBe(200);
  });

  it('a cancelled document takes no edits', async () => {
    const est = await createEstimate(s.tokens.advisor, cv, sa);
    const stored = await readDocument(s.org.orgId, est._id, true);
    if (!stored) throw new Error('missing');
    await saveDocument({ before: stored, next: { head: { ...stored.head, Sts: 'Cancelled' }, lines: stored.lines }, audit: { Action: 'Cancel', By: sa } });
    const answer = await save(routes.saveEstimate, s.tokens.owner, { ...est, ver: 2 }, { Notes: 'again' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: ServiceMessages.closedNoEdits('Cancelled') });
  });
});

describe('audit log', () => {
  it('records who changed what, field by field, newest first, for those with the permission', async () => {
    const est = await createEstimate(s.tokens.advisor, cv, sa);
    await ok(routes.saveEstimate, {
      token: s.tokens.advisor,
      params: { Id: est._id },
      body: saveBodyOf(est, { Notes: 'Check brakes', Ops: [{ ...est.Ops?.[0], Pr: 1200 }, est.Ops?.[1]], Parts: est.Parts?.slice(0, 1) }),
    });
    const refused = await invoke(routes.estimateAudit, { token: s.tokens.advisor, params: { Id: est._id } });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: ServiceMessages.auditNotPermitted });
    const log = await ok<{ Items: { Action: string; ByName?: string; ver: number; Changes: { Path: string; Before?: unknown; After?: unknown }[] }[] }>(routes.estimateAudit, {
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
    const paged = await ok<{ Items: unknown[]; Next?: string }>(routes.estimateAudit, { token: s.tokens.manager, params: { Id: est._id }, query: { Limit: '1' } });
    expect(paged.Items).toHaveLength(1);
    const rest = await ok<{ Items: { Action: string }[]; Next?: string }>(routes.estimateAudit, { token: s.tokens.manager, params: { Id: est._id }, query: { Limit: '1', Cursor: paged.Next ?? '' } });
    expect(rest.Items.map((a) => a.Action)).toEqual(['Create']);
  });
});

describe('documents larger than one transaction', () => {
  const many = <T>(count: number, from: number, make: (n: number) => T): T[] => Array.from({ length: count }, (_, i) => make(from + i));

  it('creates a 210-line order whole, and saves 120 new lines at once', async () => {
    const created = await ok<RepairOrderAnswer>(routes.createRepairOrder, {
      token: s.tokens.advisor,
      body: documentBody(cv, sa, { Ops: many(150, 1, (n) => W.labor(n, { Pr: 100 + n })), Parts: many(60, 1, (n) => W.part(n, { UnPr: 10 + n })) }),
    });
    expect([created.Ops?.length, created.Parts?.length]).toEqual([150, 60]);
    expect(created.Totals.GrandTotal).toBe(paiseToRupees(engineTotals(created).grandTotal));
    const read = await ok<RepairOrderAnswer>(routes.repairOrder, { token: s.tokens.advisor, params: { Id: created._id } });
    expect(read).toEqual(created);
    expect(read.Ops?.map((o) => o._id).slice(0, 3)).toEqual(['WO1', 'WO2', 'WO3']);

    const grown = await save(routes.saveRepairOrder, s.tokens.advisor, read, { Parts: [...(read.Parts ?? []), ...many(120, 61, (n) => W.part(n, { UnPr: 10 + n }))] });
    expect(grown.status, JSON.stringify(grown.body).slice(0, 300)).toBe(200);
    expect(grown.body.Parts).toHaveLength(180);
    expect((await ok<RepairOrderAnswer>(routes.repairOrder, { token: s.tokens.advisor, params: { Id: created._id } })).Parts).toHaveLength(180);

    // A save of many new lines that loses its race (after its lines went ahead) answers 409
    // and leaves nothing of itself on the order.
    const stored = await readDocument(s.org.orgId, created._id, true);
    if (!stored) throw new Error('missing');
    await ok(routes.saveRepairOrder, { token: s.tokens.advisor, params: { Id: created._id }, body: saveBodyOf(grown.body, { Notes: 'meanwhile' }) });
    const losing = saveDocument({
      before: stored,
      next: { head: stored.head, lines: { ...stored.lines, Parts: [...stored.lines.Parts, ...many(120, 300, (n) => W.part(n, { Sts: 'New' }))] } },
      audit: { Action: 'Save', By: sa },
    });
    await expect(losing).rejects.toMatchObject({ status: 409, message: Messages.conflict });
    const after = await ok<RepairOrderAnswer>(routes.repairOrder, { token: s.tokens.advisor, params: { Id: created._id } });
    expect(after.Parts).toHaveLength(180);
    expect(after.Parts?.some((p) => p._id === 'WP300')).toBe(false);
    // ...and the same line id can be added afterwards, with what the user now enters.
    const again = await save(routes.saveRepairOrder, s.tokens.advisor, after, { Parts: [...(after.Parts ?? []), W.part(300, { UnPr: 77, Desc: 'Mud flap' })] });
    expect(again.status).toBe(200);
    expect(again.body.Parts?.find((p) => p._id === 'WP300')).toMatchObject({ UnPr: 77, Desc: 'Mud flap' });

    // Changing more existing lines than one transaction holds is refused whole.
    const tooMany = await save(routes.saveRepairOrder, s.tokens.advisor, again.body, { Ops: again.body.Ops?.map((o) => ({ ...o, Pr: (o.Pr ?? 0) + 1 })) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ message: ServiceMessages.tooManyChanges(88) });
  }, 120_000);
});
