import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import { serviceRoutes as routes } from '@shared/api/routes/service';
import { paiseToRupees } from '@shared/documents/money-math';
import type { EstimateAnswer, RepairOrderAnswer } from '@shared/service/call-schemas';
import { ServiceMessages } from '@shared/service/service-messages';
import { counterKey, docPk, headKey, numberKey, technicianPartition } from '../data/documents/document-keys';
import { lineSortKey } from '../data/documents/document-items';
import { LINE_GROUPS } from '../data/documents/types/service-types';
import { formatNumber } from '../data/documents/document-numbers';
import { docIdOf } from '../data/documents/job-store';
import { documentChangeWrites, readDocument } from '../data/documents/documents-repo';
import { queryAll } from '../data/table/query-all';
import { tableName } from '../lib/aws-clients';
import { transact } from '../data/table/transact';
import { readItem } from '../data/users/users-repo';
import { useDocumentsFixture } from '../test/documents-set-up';
import { invoke } from '../test/invoke';
import {
  documentItemsOf,
  engineTotals,
  financialYearNow,
  LARGE_ESTIMATE,
  largeEstimateBody,
  lines,
  many,
  ok,
  saveBodyOf,
} from '../test/service-test-kit';

/**
 * Converting a very large estimate (data-model-documents §4a): the order's lines
 * go ahead, the one final transaction shows them, a lost race leaves nothing, and
 * line versions no header names are deleted (at once, or with the next save).
 */
const f = useDocumentsFixture({ roles: ['advisor'] });
const LINES = LARGE_ESTIMATE.Comps + LARGE_ESTIMATE.Ops + LARGE_ESTIMATE.Parts + LARGE_ESTIMATE.Colli;
const tech = () => f.s.org.users.technician.userId;

type Answer = EstimateAnswer & RepairOrderAnswer & ApiErrorBody;
const act = (doc: { _id: string; ver: number }, Action: string) =>
  invoke<Answer>(routes.estimateAction, {
    token: f.s.tokens.advisor,
    params: { Id: doc._id, Action },
    body: { ver: doc.ver },
  });

/** An approved 250-line estimate, and the branch it is in. */
async function approvedLargeEstimate(): Promise<EstimateAnswer> {
  const est = await ok<EstimateAnswer>(routes.createEstimate, {
    token: f.s.tokens.advisor,
    body: largeEstimateBody(f.cv, f.sa, tech()),
  });
  const approved = await act(est, 'Approve');
  expect(approved.status, JSON.stringify(approved.body).slice(0, 300)).toBe(200);
  return approved.body;
}

const branchOf = async (doc: { _id: string }): Promise<string> =>
  (await readDocument(f.s.org.orgId, doc._id))?.head.EntId ?? '';
/** The branch's next repair-order number, and the numbers taken so far. */
async function numbering(entId: string) {
  const fy = financialYearNow();
  const counter = await readItem<{ Next: number }>(counterKey(f.s.org.orgId, entId, 'WO', fy));
  const taken = await queryAll<{ sk: string; DocId: string }>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': numberKey(f.s.org.orgId, entId, 'WO', fy, '').pk },
  });
  return { next: counter?.Next ?? 1, taken };
}

/** Document partitions of the organisation that have no header (a creation that failed) and job items of no current order. */
async function leftovers(entId: string) {
  const partitions = await documentItemsOf(f.s.org.orgId);
  const headless = [...partitions].filter(([, sks]) => !sks.includes('HEAD'));
  const jobs = await queryAll<{ pk: string }>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :p',
    ExpressionAttributeValues: { ':p': technicianPartition(f.s.org.orgId, entId, tech()) },
  });
  return { headless, jobDocs: [...new Set(jobs.map(docIdOf))], partitions };
}

/** The sort keys of a document's line items (every version, current or not). */
const lineKeysOf = (partitions: Map<string, string[]>, docId: string): string[] =>
  (partitions.get(docPk(f.s.org.orgId, docId)) ?? []).filter((sk) => /^(OP|PART|COMP|COLL)#/.test(sk));

/** The keys the header names for its lines (base keys, or revisions of a large change). */
async function currentLineKeys(docId: string): Promise<string[]> {
  const stored = await readDocument(f.s.org.orgId, docId, true);
  if (!stored) return [];
  return LINE_GROUPS.flatMap((g) => stored.lines[g].map((l) => lineSortKey(stored.head, g, l._id)));
}

describe('converting a very large estimate', () => {
  it('converts a 250-line estimate: every line on the order, the same totals, one number', async () => {
    const est = await approvedLargeEstimate();
    const entId = await branchOf(est);
    const before = await numbering(entId);
    const converted = await act(est, 'ConvertToWO');
    expect(converted.status, JSON.stringify(converted.body).slice(0, 300)).toBe(200);
    const order = converted.body;
    expect([order.Comps?.length, order.Ops?.length, order.Parts?.length, order.Colli?.length]).toEqual([
      10, 100, 120, 20,
    ]);
    expect(order.Ops?.slice(0, 2).map((o) => [o._id, o.Pr, o.Tech, o.Sts])).toEqual([
      ['WO1', 451, tech(), 'Approved'],
      ['WO2', 452, tech(), 'Approved'],
    ]);
    expect(order.Parts?.[3]).toMatchObject({ _id: 'WP4', OpId: 'WO1', UnPr: 39.5 });
    expect(order.Colli?.map((c) => c._id).slice(-1)).toEqual(['WCo20']);
    // The totals are the estimate's, and what the engine makes of the order's lines.
    expect(order.Totals.GrandTotal).toBe(est.Totals.GrandTotal);
    expect(order.Totals.GrandTotal).toBe(paiseToRupees(engineTotals(order).grandTotal));
    expect(
      await ok<RepairOrderAnswer>(routes.repairOrder, { token: f.s.tokens.advisor, params: { Id: order._id } }),
    ).toEqual(order);
    // One number, taken by this order.
    const after = await numbering(entId);
    expect(order.Num).toBe(formatNumber('WO', financialYearNow(), before.next));
    expect(after.next).toBe(before.next + 1);
    expect(after.taken.map((t) => [t.sk, t.DocId])).toEqual([
      ...before.taken.map((t) => [t.sk, t.DocId]),
      [order.Num, order._id],
    ]);
    const estimate = await ok<EstimateAnswer>(routes.estimate, { token: f.s.tokens.advisor, params: { Id: est._id } });
    expect([estimate.Sts, estimate.WOId]).toEqual(['Converted', order._id]);
    // Each line once in the order's partition, and all 100 jobs on the technician's list.
    const left = await leftovers(entId);
    expect(lineKeysOf(left.partitions, order._id).sort()).toEqual((await currentLineKeys(order._id)).sort());
    expect(left.jobDocs).toEqual([order._id]);
    expect(left.headless).toEqual([]);
  }, 180_000);

  it('two conversions at once make exactly one order and take one number', async () => {
    const est = await approvedLargeEstimate();
    const entId = await branchOf(est);
    const before = await numbering(entId);
    const answers = await Promise.all([act(est, 'ConvertToWO'), act(est, 'ConvertToWO')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const won = answers.find((a) => a.status === 200)?.body as RepairOrderAnswer;
    expect(answers.find((a) => a.status === 409)?.body.message).toBe(Messages.conflict);
    const after = await numbering(entId);
    expect(after.next).toBe(before.next + 1);
    expect(after.taken).toHaveLength(before.taken.length + 1);
    expect(
      (await ok<EstimateAnswer>(routes.estimate, { token: f.s.tokens.advisor, params: { Id: est._id } })).WOId,
    ).toBe(won._id);
    // Nothing of the losing conversion is left: no partition without a header, no job of another order.
    const left = await leftovers(entId);
    expect(left.headless).toEqual([]);
    expect(left.jobDocs).toContain(won._id);
    expect(left.jobDocs.every((d) => left.partitions.get(docPk(f.s.org.orgId, d))?.includes('HEAD'))).toBe(true);
    expect(lineKeysOf(left.partitions, won._id)).toHaveLength(LINES);
  }, 180_000);

  it('a conversion failing at its final transaction leaves no order, no number, and none of its written-ahead lines', async () => {
    const est = await approvedLargeEstimate();
    const entId = await branchOf(est);
    const before = await numbering(entId);
    // The next number's pointer is already taken (as if written by hand), so DynamoDB cancels every
    // attempt's final transaction after the order's lines went ahead.
    const num = formatNumber('WO', financialYearNow(), before.next);
    await transact([
      {
        item: {
          Put: {
            TableName: tableName(),
            Item: {
              ...numberKey(f.s.org.orgId, entId, 'WO', financialYearNow(), num),
              type: 'NumberPointer',
              DocId: 'elsewhere',
            },
          },
        },
      },
    ]);
    const failed = await act(est, 'ConvertToWO');
    expect([failed.status, failed.body.message]).toEqual([409, ServiceMessages.numberBusy]);
    const estimate = await ok<EstimateAnswer>(routes.estimate, { token: f.s.tokens.advisor, params: { Id: est._id } });
    expect([estimate.Sts, estimate.WOId, estimate.ver]).toEqual(['Approved', undefined, est.ver]);
    expect((await numbering(entId)).next).toBe(before.next);
    const left = await leftovers(entId);
    expect(left.headless).toEqual([]);
    expect(left.jobDocs.every((d) => left.partitions.get(docPk(f.s.org.orgId, d))?.includes('HEAD'))).toBe(true);
    // With the number free again, the same conversion takes it.
    const pointer = numberKey(f.s.org.orgId, entId, 'WO', financialYearNow(), num);
    await transact([{ item: { Delete: { TableName: tableName(), Key: pointer } } }]);
    const again = await act(estimate, 'ConvertToWO');
    expect([again.status, again.body.Num, again.body.Ops?.length]).toEqual([200, num, LARGE_ESTIMATE.Ops]);
  }, 180_000);

  it('a document saved after a change that wrote ahead and never committed has no stale line versions left', async () => {
    const est = await approvedLargeEstimate();
    const order = (await act(est, 'ConvertToWO')).body;
    const entId = await branchOf(est);
    const stored = await readDocument(f.s.org.orgId, order._id, true);
    if (!stored) throw new Error('missing');
    // A save of 150 changed lines whose lines went ahead, and which then stopped before its transaction.
    const W = lines('RepairOrder');
    const crashed = documentChangeWrites(
      {
        before: stored,
        next: {
          head: stored.head,
          lines: {
            ...stored.lines,
            Ops: stored.lines.Ops.map((o) => ({ ...o, Pr: 1 })),
            Parts: [...stored.lines.Parts, ...many(50, 500, (n) => W.part(n))],
          },
        },
        audit: { Action: 'Save', By: f.sa },
      },
      { room: 40 },
    );
    expect(crashed.prewrites.length).toBeGreaterThan(100);
    for (let i = 0; i < crashed.prewrites.length; i += 100) await transact(crashed.prewrites.slice(i, i + 100));
    const orphaned = lineKeysOf((await leftovers(entId)).partitions, order._id);
    expect(orphaned.length).toBe(LINES + crashed.prewrites.length);
    // Nobody reads them: the order and My Jobs are as they were.
    const read = await ok<RepairOrderAnswer>(routes.repairOrder, {
      token: f.s.tokens.advisor,
      params: { Id: order._id },
    });
    expect(read).toEqual(order);
    // The next save (one note) deletes them: its own partition, after its transaction commits.
    const saved = await ok<RepairOrderAnswer>(routes.saveRepairOrder, {
      token: f.s.tokens.advisor,
      params: { Id: order._id },
      body: saveBodyOf(read, { Notes: 'Parts arrive Friday' }),
    });
    expect(saved.Notes).toBe('Parts arrive Friday');
    const left = await leftovers(entId);
    expect(lineKeysOf(left.partitions, order._id).sort()).toEqual((await currentLineKeys(order._id)).sort());
    expect(lineKeysOf(left.partitions, order._id)).toHaveLength(LINES);
    expect(
      await ok<RepairOrderAnswer>(routes.repairOrder, { token: f.s.tokens.advisor, params: { Id: order._id } }),
    ).toEqual(saved);
    expect(await readItem(headKey(f.s.org.orgId, order._id))).toMatchObject({ ver: order.ver + 1 });
  }, 180_000);

  it('a 250-line order adds a supplementary, completes and generates its draft invoices whole', async () => {
    const est = await approvedLargeEstimate();
    const order = (await act(est, 'ConvertToWO')).body;
    const estimate = await ok<EstimateAnswer>(routes.estimate, { token: f.s.tokens.advisor, params: { Id: est._id } });
    const supp = await act(estimate, 'AddSupplementary');
    expect(supp.status, JSON.stringify(supp.body).slice(0, 300)).toBe(200);
    const withSupp = await ok<RepairOrderAnswer>(routes.repairOrder, {
      token: f.s.tokens.advisor,
      params: { Id: order._id },
    });
    expect(withSupp.SuppEst).toEqual([supp.body._id]);
    const orderAct = (doc: RepairOrderAnswer, Action: string) =>
      invoke<Answer>(routes.repairOrderAction, {
        token: f.s.tokens.advisor,
        params: { Id: doc._id, Action },
        body: { ver: doc.ver },
      });
    const done = await orderAct(withSupp, 'Complete');
    expect(done.status, JSON.stringify(done.body).slice(0, 300)).toBe(200);
    const closed = await orderAct(done.body, 'GenerateInvoice');
    expect(closed.status, JSON.stringify(closed.body).slice(0, 300)).toBe(200);
    expect(closed.body.Sts).toBe('Closed');
    const ids = (closed.body as RepairOrderAnswer & { InvIds?: string[] }).InvIds ?? [];
    const drafts = await Promise.all(ids.map((id) => readDocument(f.s.org.orgId, id, true)));
    // Every labour line and part on the drafts, which add up to the order.
    expect(drafts.reduce((n, d) => n + (d?.lines.Ops.length ?? 0), 0)).toBe(LARGE_ESTIMATE.Ops);
    expect(drafts.reduce((n, d) => n + (d?.lines.Parts.length ?? 0), 0)).toBe(LARGE_ESTIMATE.Parts);
    const total = drafts.reduce(
      (n, d) => n + Number((d?.head.Amounts as Record<string, number> | undefined)?.GrandTotal),
      0,
    );
    expect(paiseToRupees(total)).toBe(closed.body.Totals.GrandTotal);
    expect((await leftovers(await branchOf(est))).headless).toEqual([]);
  }, 180_000);
});
