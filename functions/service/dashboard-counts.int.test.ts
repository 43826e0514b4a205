import { beforeAll, describe, expect, it } from 'vitest';
import { serviceRoutes as routes } from '@shared/api/routes/service';
import { REPAIR_ORDER_DASHBOARD_STATUSES } from '@shared/documents/statuses';
import type { DashboardRow, RepairOrderAnswer } from '@shared/service/call-schemas';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/aws-clients';
import { backfillDashboardPartition } from '../data/documents/dashboard-backfill';
import { indexItemKey, statusCountsKey } from '../data/documents/document-keys';
import {
  approveByLines,
  createCustomerAndVehicle,
  createRepairOrder,
  ok,
  saveAs,
  serviceOrganisation,
  type CustomerAndVehicle,
  type ServiceOrganisation,
} from '../test/service-test-kit';

/**
 * The dashboard's status counts (docs/data-model-documents.md D2a): one count
 * item per branch and type, moved with ADD in the transaction of every change,
 * so concurrent status changes keep it exact; and the first page reads its rows
 * and that item in one Query.
 */
type Page = { Items: DashboardRow[]; Next?: string; Counts: Record<string, number> };

let s: ServiceOrganisation;
let cv: CustomerAndVehicle;
let advisor = '';
const orders: RepairOrderAnswer[] = [];

beforeAll(async () => {
  s = await serviceOrganisation(['advisor', 'manager']);
  advisor = s.org.users.advisor.userId;
  cv = await createCustomerAndVehicle(s.tokens.advisor, 'Farah Khan');
  // One after another: creations in one branch take consecutive numbers.
  for (let i = 0; i < 8; i += 1) orders.push(await createRepairOrder(s.tokens.advisor, cv, advisor));
}, 180_000);

const dashboard = (query: Record<string, string> = {}) =>
  ok<Page>(routes.repairOrderDashboard, { token: s.tokens.advisor, query });

/** The counts as the status lists see them: every status's rows, counted. */
async function listedCounts(): Promise<Record<string, number>> {
  const counts = await Promise.all(
    REPAIR_ORDER_DASHBOARD_STATUSES.map(async (Sts) => (await dashboard({ Sts, Limit: '50' })).Items.length),
  );
  return Object.fromEntries(REPAIR_ORDER_DASHBOARD_STATUSES.map((Sts, i) => [Sts, counts[i] ?? 0]));
}

describe('dashboard counts', () => {
  it('stay exact under concurrent status changes, a lost race counting nothing', async () => {
    const declineAll = (o: RepairOrderAnswer) => ({
      Ops: o.Ops?.map((l) => ({ ...l, Sts: 'Declined' })),
      Parts: o.Parts?.map((l) => ({ ...l, Sts: 'Declined' })),
    });
    const [a, b, c, d, e, f, ...untouched] = orders as [
      RepairOrderAnswer,
      RepairOrderAnswer,
      RepairOrderAnswer,
      RepairOrderAnswer,
      RepairOrderAnswer,
      RepairOrderAnswer,
      ...RepairOrderAnswer[],
    ];
    const answers = await Promise.all([
      // Off the dashboard (Declined), all at once.
      saveAs(routes.saveRepairOrder, s.tokens.advisor, a, declineAll(a)),
      saveAs(routes.saveRepairOrder, s.tokens.manager, b, declineAll(b)),
      // The same order twice at its one ver: one wins, the other answers 409 and moves no count.
      saveAs(routes.saveRepairOrder, s.tokens.advisor, c, declineAll(c)),
      saveAs(routes.saveRepairOrder, s.tokens.manager, c, declineAll(c)),
      // New → Declined → Approved, alongside.
      approveByLines(routes.saveRepairOrder, s.tokens.advisor, d).then(() => ({ status: 200 })),
      approveByLines(routes.saveRepairOrder, s.tokens.manager, e).then(() => ({ status: 200 })),
      approveByLines(routes.saveRepairOrder, s.tokens.advisor, f).then(() => ({ status: 200 })),
    ]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 409]);

    const first = await dashboard();
    expect(first.Counts).toEqual(await listedCounts());
    expect(first.Counts).toMatchObject({ New: 2, Approved: 3 });
    expect(first.Items.map((r) => r._id).sort()).toEqual([d, e, f, ...untouched].map((o) => o._id).sort());
  }, 120_000);

  it('reads the first page, counts included, in one Query after the session', async () => {
    const sent: string[] = [];
    const name = `count-${Date.now()}`;
    db().middlewareStack.add(
      (next, context) => async (args) => {
        sent.push(String(context.commandName));
        return next(args);
      },
      { step: 'initialize', name },
    );
    try {
      const first = await dashboard();
      expect(first.Counts.Approved).toBe(3);
      expect(sent).toEqual(['BatchGetItemCommand', 'QueryCommand']);
    } finally {
      db().middlewareStack.remove(name);
    }
  });

  it('the backfill puts documents written before the dashboard partition into it, and changes nothing run again', async () => {
    const { orgId, workshopId } = s.org;
    const before = await dashboard();
    // As stored before D2a: no dashboard items, a count item without index keys.
    for (const o of orders)
      await db().send(new DeleteCommand({ TableName: tableName(), Key: indexItemKey(orgId, o._id, 'DASH') }));
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: statusCountsKey(orgId, workshopId, 'WO'),
        UpdateExpression: 'REMOVE gsi1pk, gsi1sk',
      }),
    );
    const old = await dashboard();
    expect(old.Items).toEqual([]);
    expect(old.Counts).toEqual(before.Counts);

    expect(await backfillDashboardPartition(orgId, workshopId)).toEqual({ written: before.Items.length, kept: 0 });
    expect(await dashboard()).toEqual(before);
    expect(await backfillDashboardPartition(orgId, workshopId)).toEqual({ written: 0, kept: before.Items.length });
  });
});
