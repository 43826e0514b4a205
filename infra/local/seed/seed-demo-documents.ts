import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { guideBodyType } from '@shared/catalogue/guide-body-type';
import type { BodyType } from '@shared/catalogue/schemas';
import { SEED_LABOUR_RATES, SEED_OPERATIONS, SEED_PARTS } from '@shared/catalogue/seed/index';
import { calculateServiceDocument } from '@shared/documents/calculate-service-document';
import { DEFAULT_PROMISED_TIME } from '@shared/documents/constants';
import { estimateStatusFromItems, laborStatusFromParts, repairOrderStatusFromItems } from '@shared/documents/rollups';
import type { ServiceDocument, ServicePartLine } from '@shared/documents/schemas';
import { DEFAULT_TAX_CODES } from '@shared/documents/tax-codes';
import type { EstimateStatus, LineStatus, RepairOrderStatus } from '@shared/documents/statuses';
import { partyCreateBody } from '@shared/parties/party-schemas';
import { productCreateBody, type Product } from '@shared/parties/product-schemas';
import { batchGet } from '../../../functions/data/table/batch-get';
import { orgPk, type Key } from '../../../functions/data/table/keys';
import { uniqueKey } from '../../../functions/data/parties/parties-keys';
import { createDocument, emptyLines } from '../../../functions/data/documents/documents-repo';
import type { DocKind } from '../../../functions/data/documents/types/service-types';
import type { DocumentLine } from '../../../functions/data/documents/document-records';
import { headTotals } from '../../../functions/lib/service-documents/document-answer';
import { db, tableName } from '../../../functions/lib/aws-clients';
import { DEMO_ORG, DEMO_WORKSHOP } from './demo-organisation';
import { DEMO_USERS } from './demo-organisation';
import { DEMO_CUSTOMERS } from './demo-parties';
import { demoUserId } from './seed-demo';

/**
 * A few estimates and repair orders of the demo workshop, for the first four
 * sample customers' vehicles, in several statuses, so the dashboards and a
 * document screen have something to show on a fresh start. Written with the
 * documents repository (numbers, index items, counts and audit as the calls
 * write them), lines from the system catalogue, totals from the shared engine.
 * Idempotent: a marker item records that they were written.
 */

export const demoDocumentsMarkerKey = (orgId: string): Key => ({ pk: orgPk(orgId), sk: 'SEED#DEMO-DOCUMENTS' });

type Plan = {
  kind: DocKind;
  customer: number;
  ops: number[];
  parts: number[];
  lineSts: LineStatus;
  complaint: string;
  daysAgo: number;
};

/** What each demo document is: kind, whose vehicle, which catalogue operations and parts, and where its work stands. */
const PLANS: readonly Plan[] = [
  {
    kind: 'Estimate',
    customer: 0,
    ops: [1, 5],
    parts: [0, 1],
    lineSts: 'New',
    complaint: 'Periodic service due',
    daysAgo: 0,
  },
  {
    kind: 'Estimate',
    customer: 1,
    ops: [56, 58],
    parts: [2],
    lineSts: 'Approved',
    complaint: 'Brakes squeal when stopping',
    daysAgo: 1,
  },
  {
    // Sent to the customer by link (docs/customer-loop.md §12): the advisor sends it again to see the page.
    kind: 'Estimate',
    customer: 2,
    ops: [3, 4],
    parts: [1],
    lineSts: 'WtngForAppr',
    complaint: 'Noise from the suspension',
    daysAgo: 0,
  },
  {
    kind: 'RepairOrder',
    customer: 2,
    // The oil filter is on the workshop's shelf (demo-inventory.ts), the shock absorber is not: Issue Parts
    // shows both waiting, one to issue and one short.
    ops: [2, 10],
    parts: [0, 3],
    lineSts: 'New',
    complaint: 'Pulls to the left',
    daysAgo: 0,
  },
  {
    kind: 'RepairOrder',
    customer: 3,
    ops: [19, 20],
    parts: [5],
    lineSts: 'InProgress',
    complaint: 'Engine misfires at idle',
    daysAgo: 2,
  },
  {
    kind: 'RepairOrder',
    customer: 1,
    ops: [6],
    parts: [],
    lineSts: 'Completed',
    complaint: 'AC not cooling',
    daysAgo: 5,
  },
  {
    kind: 'RepairOrder',
    customer: 0,
    ops: [11],
    parts: [6],
    lineSts: 'OnHold',
    complaint: 'Rattle from the front',
    daysAgo: 3,
  },
];

/** The labour guide of a vehicle's body (the screen's rule); a body without a guide is priced as a hatchback. */
const guideOf = (body: Product['Body']): BodyType => guideBodyType(body) ?? 'HATCHBACK';

/** Hours in tenths × rate, so a labour price is exact paise without float arithmetic on money. */
const laborPrice = (hours: number, rate: number): number => (Math.round(hours * 10) * rate) / 10;

const dateDaysAgo = (days: number): string => {
  const now = new Date(Date.now() - days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: DEMO_WORKSHOP.Settings.TZ }).format(now);
};

/** Where the demo documents go: the organisation, its workshop and the advisor who writes them. */
export type DemoDocumentsTarget = { orgId: string; workshopId: string; advisorId: string; advisorName: string };

export const DEMO_DOCUMENTS_TARGET: DemoDocumentsTarget = {
  orgId: DEMO_ORG.OrgId,
  workshopId: DEMO_WORKSHOP.EntId,
  advisorId: demoUserId('advisor'),
  advisorName: DEMO_USERS.find((u) => u.UserName === 'advisor')?.Name ?? 'Service Advisor',
};

export async function seedDemoDocuments(
  target: DemoDocumentsTarget = DEMO_DOCUMENTS_TARGET,
): Promise<'seeded' | 'present'> {
  const { orgId, workshopId, advisorId: advisor, advisorName } = target;
  const marker = demoDocumentsMarkerKey(orgId);
  const done = await db().send(new GetCommand({ TableName: tableName(), Key: marker, ConsistentRead: true }));
  if (done.Item) return 'present';

  // The sample customers and their first vehicles, found by their uniqueness items (main phone, registration number).
  const customers = DEMO_CUSTOMERS.slice(0, 4).map((c) => {
    const party = partyCreateBody.parse(c.party);
    const vehicle = c.vehicles[0] ? productCreateBody.parse(c.vehicles[0].product) : undefined;
    return { party, vehicle };
  });
  const keys = customers.flatMap((c) => [
    uniqueKey(orgId, 'CUST', 'PHONE', c.party.Cons.Phones.Main ?? ''),
    uniqueKey(orgId, 'PROD', 'REG', c.vehicle?.RegNo ?? '-'),
  ]);
  const found = await batchGet<{ Id: string }>(keys, true);

  for (const plan of PLANS) {
    const who = customers[plan.customer];
    const custId = found[plan.customer * 2]?.Id;
    const prodId = found[plan.customer * 2 + 1]?.Id;
    if (!who || !custId || !prodId) continue;
    const body = guideOf(who.vehicle?.Body);
    const rate = SEED_LABOUR_RATES.find((r) => r.BodyType === body)?.Rate ?? 950;
    const L = plan.kind === 'Estimate' ? { op: 'EO', part: 'EP' } : { op: 'WO', part: 'WP' };
    const lines = emptyLines();
    lines.Comps = [{ _id: 'WC1', Desc: plan.complaint }];
    lines.Ops = plan.ops.map((n, i): DocumentLine => {
      const op = SEED_OPERATIONS[n - 1] ?? SEED_OPERATIONS[0];
      return {
        _id: `${L.op}${i + 1}`,
        Desc: op?.Desc,
        Op_Id: op?._id,
        CompId: 'WC1',
        Qty: 1,
        Pr: laborPrice(op?.Hrs?.[body] ?? 1, rate),
        TCode: op?.TCode,
        SAC: op?.SAC,
        PBy: 'Cus',
        Sts: plan.lineSts,
      };
    });
    lines.Parts = plan.parts.map((n, i): DocumentLine => {
      const part = SEED_PARTS[n * 40] ?? SEED_PARTS[0];
      const issued = plan.lineSts === 'InProgress' || plan.lineSts === 'Completed';
      return {
        _id: `${L.part}${i + 1}`,
        Desc: part?.Desc,
        PCode: part?.PCode,
        OpId: `${L.op}1`,
        Qty: 1,
        UnPr: part?.UnPr,
        TCode: part?.TCode,
        HSN: part?.HSN,
        PBy: 'Cus',
        Sts: plan.lineSts,
        // An order's part not yet issued is tied to its stock item (the catalogue part), so the parts clerk
        // issues it from items/IssueParts; one the demo shows as already fitted stays untied, since no stock
        // movement ever took it from a shelf.
        ...(issued ? { RQty: 1, IQty: 1 } : plan.kind === 'RepairOrder' && part?._id ? { In_Id: part._id } : {}),
      };
    });
    if (plan.kind === 'RepairOrder') {
      const parts = lines.Parts as unknown as ServicePartLine[];
      lines.Ops = lines.Ops.map((o) => ({
        ...o,
        Sts: laborStatusFromParts({ _id: o._id, Sts: o.Sts as LineStatus }, parts),
      }));
    }
    const statuses = [...lines.Ops, ...lines.Parts].map((l) => l.Sts as LineStatus);
    const Sts =
      plan.kind === 'Estimate'
        ? estimateStatusFromItems('New' as EstimateStatus, statuses)
        : repairOrderStatusFromItems('New' as RepairOrderStatus, statuses);
    const CrDate = dateDaysAgo(plan.daysAgo);
    const header = {
      SA: advisor,
      SAName: advisorName,
      Cust: custId,
      CustName: who.party.DName,
      ProdId: prodId,
      RegNo: who.vehicle?.RegNo,
      Odo: 40_000 + plan.customer * 7_000,
      PrDate: dateDaysAgo(plan.daysAgo - 1),
      PrTime: DEFAULT_PROMISED_TIME,
      Settings: { Tax: true },
    };
    const doc = { ...header, Ops: lines.Ops, Parts: lines.Parts, Comps: lines.Comps } as unknown as ServiceDocument;
    const { totals } = calculateServiceDocument(doc, {
      taxCodes: DEFAULT_TAX_CODES,
      date: CrDate,
      round: DEMO_WORKSHOP.Settings.Acc.Round === true,
    });
    await createDocument({
      head: {
        ...header,
        type: plan.kind,
        OrgId: orgId,
        DocId: ulid(),
        EntId: workshopId,
        Sts,
        CrDate,
        CrTime: '10:30',
        CrBy: advisor,
        Amounts: headTotals(totals),
        LineCount: 0,
      },
      lines,
      audit: { Action: 'Create', By: advisor, ByName: advisorName },
    });
  }
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...marker, type: 'SeedMarker', OrgId: orgId, SeedDt: new Date().toISOString() },
    }),
  );
  return 'seeded';
}
