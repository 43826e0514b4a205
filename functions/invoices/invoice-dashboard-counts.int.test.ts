import { beforeAll, describe, expect, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { invoicesRoutes as routes } from '@shared/api/routes/invoices';
import type { InvoiceAnswer } from '@shared/invoices/call-schemas';
import { db, tableName } from '../lib/aws-clients';
import { backfillDashboardPartition } from '../data/documents/dashboard-backfill';
import { headKey, statusCountsKey, statusPartition } from '../data/documents/document-keys';
import {
  approveInvoice,
  createDraftInvoice,
  invoicesOrganisation,
  ok,
  type InvoicesOrganisation,
} from '../test/invoices-test-kit';

/**
 * The invoice dashboard (docs/data-model-documents.md D4): open invoices' headers
 * and the branch's count item in one partition, so the first page, counts
 * included, is one Query; a status is a filter on it; the backfill moves invoices
 * stored before it into it.
 */
type Page = { Items: { _id: string; Sts: string }[]; Next?: string; Counts: Record<string, number> };

let s: InvoicesOrganisation;
const drafts: InvoiceAnswer[] = [];
let issued: InvoiceAnswer;

beforeAll(async () => {
  s = await invoicesOrganisation(['owner', 'cashier']);
  for (let i = 0; i < 3; i += 1) drafts.push(await createDraftInvoice(s.tokens.owner, s.cv));
  issued = await approveInvoice(s.tokens.cashier, drafts[0] as InvoiceAnswer);
}, 120_000);

const dashboard = (query: Record<string, string> = {}) =>
  ok<Page>(routes.invoiceDashboard, { token: s.tokens.cashier, query });

describe('invoice dashboard counts', () => {
  it('answers the first page, counts included, in one Query after the session; a status filters the same partition', async () => {
    const sent: string[] = [];
    const name = `count-${Date.now()}`;
    db().middlewareStack.add(
      (next, context) => async (args) => {
        sent.push(String(context.commandName));
        return next(args);
      },
      { step: 'initialize', name },
    );
    let first: Page;
    try {
      first = await dashboard();
    } finally {
      db().middlewareStack.remove(name);
    }
    expect(sent).toEqual(['BatchGetItemCommand', 'QueryCommand']);
    expect(first.Counts).toMatchObject({ Draft: 2, Unpaid: 1, Partial: 0 });
    expect(first.Items.map((r) => r._id).sort()).toEqual(drafts.map((d) => d._id).sort());
    expect((await dashboard({ Sts: 'Unpaid' })).Items.map((r) => r._id)).toEqual([issued._id]);
    expect((await dashboard({ Sts: 'Draft' })).Items.map((r) => r._id).sort()).toEqual(
      drafts
        .slice(1)
        .map((d) => d._id)
        .sort(),
    );
    expect((await dashboard({ Sts: 'Paid' })).Items).toEqual([]);
  });

  it('the backfill moves invoices stored in their status partitions into the dashboard partition', async () => {
    const { orgId, workshopId } = s.org;
    const before = await dashboard();
    // As stored before D4 kept them together: each header in its status's partition, the count item without index keys.
    for (const inv of [issued, ...drafts.slice(1)]) {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: headKey(orgId, inv._id),
          UpdateExpression: 'SET gsi1pk = :p',
          ExpressionAttributeValues: {
            ':p': statusPartition(orgId, workshopId, 'INV', inv === issued ? 'Unpaid' : 'Draft'),
          },
        }),
      );
    }
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: statusCountsKey(orgId, workshopId, 'INV'),
        UpdateExpression: 'REMOVE gsi1pk, gsi1sk',
      }),
    );
    expect((await dashboard()).Items).toEqual([]);

    await backfillDashboardPartition(orgId, workshopId);
    expect(await dashboard()).toEqual(before);
  });
});
