import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { addDays } from '@shared/appointments/appointment-rules';
import { calculateServiceDocument } from '@shared/documents/calculate-service-document';
import { estimateStatusFromItems } from '@shared/documents/rollups';
import type { ServiceDocument } from '@shared/documents/schemas';
import type { EstimateStatus, LineStatus } from '@shared/documents/statuses';
import { DEFAULT_TAX_CODES } from '@shared/documents/tax-codes';
import { declinedDueDate, weekOf } from '@shared/reminders/reminder-rules';
import { createDocument, emptyLines } from '../../../functions/data/documents/documents-repo';
import type { DocumentLine } from '../../../functions/data/documents/document-records';
import { headKey, indexItemKey } from '../../../functions/data/documents/document-keys';
import { REMINDER_INDEX } from '../../../functions/data/documents/types/reminder-index';
import { reminderPartition, reminderSortKey } from '../../../functions/data/reminders/reminder-keys';
import { getProduct, updateProduct } from '../../../functions/data/parties/products-repo';
import { orgPk, type Key } from '../../../functions/data/table/keys';
import { headTotals } from '../../../functions/lib/service-documents/document-answer';
import { db, tableName } from '../../../functions/lib/aws-clients';
import { DEMO_WORKSHOP } from './demo-organisation';
import { demoCustomersFound } from './demo-customers-found';
import { DEMO_DOCUMENTS_TARGET, type DemoDocumentsTarget } from './seed-demo-documents';

/**
 * A week of reminders in the demo workshop (docs/reminders.md §9), for the week of
 * the day the demo starts: three repair orders closed months ago whose next
 * service falls this week, two estimates whose declined work comes due this week
 * (declined a month before), and three vehicles whose insurance expires this week.
 * Written through the document store and the vehicles' repository, so each has its
 * index item as a real save writes it. Other sample customers than the demo
 * documents' and appointments', so no later visit supersedes them. Idempotent: a
 * marker item records that they were written.
 */
export const demoRemindersMarkerKey = (orgId: string): Key => ({ pk: orgPk(orgId), sk: 'SEED#DEMO-REMINDERS' });

/** The sample customers (from the seventh) in turn: three next services, two declined, three policies. */
const FIRST_CUSTOMER = 6;

const line = (id: string, Desc: string, Pr: number, Sts: LineStatus): DocumentLine => ({
  _id: id,
  Desc,
  Qty: 1,
  Pr,
  TCode: 106,
  SAC: '9987',
  PBy: 'Cus',
  Sts,
  CompId: 'WC1',
});

/**
 * The store stamps a change with the time it is written, and declined work is dated
 * by its document's last change; demo work declined "a month ago" is dated so here,
 * on its header and its declined-work item alike (a demo-only step: a real decision
 * is dated when it is made).
 */
async function ageDeclined(orgId: string, entId: string, docId: string, decided: string): Promise<void> {
  const due = declinedDueDate(decided);
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: headKey(orgId, docId),
      UpdateExpression: 'SET UpDt = :at',
      ExpressionAttributeValues: { ':at': `${decided}T05:30:00.000Z` },
    }),
  );
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: indexItemKey(orgId, docId, REMINDER_INDEX.declined),
      UpdateExpression: 'SET Decided = :decided, Due = :due, gsi1pk = :pk, gsi1sk = :sk',
      ExpressionAttributeValues: {
        ':decided': decided,
        ':due': due,
        ':pk': reminderPartition(orgId, entId, 'DeclinedWork'),
        ':sk': reminderSortKey(due, docId),
      },
    }),
  );
}

export async function seedDemoReminders(
  target: DemoDocumentsTarget = DEMO_DOCUMENTS_TARGET,
  today = new Intl.DateTimeFormat('en-CA', { timeZone: DEMO_WORKSHOP.Settings.TZ }).format(new Date()),
): Promise<'seeded' | 'present'> {
  const { orgId, workshopId, advisorId, advisorName } = target;
  const marker = demoRemindersMarkerKey(orgId);
  const done = await db().send(new GetCommand({ TableName: tableName(), Key: marker, ConsistentRead: true }));
  if (done.Item) return 'present';

  const week = weekOf(today);
  const customers = await demoCustomersFound(orgId, FIRST_CUSTOMER, 8);
  const who = (i: number) => ({
    custId: customers[i]?.custId,
    prodId: customers[i]?.prodId,
    name: customers[i]?.party.DName,
    regNo: customers[i]?.vehicle?.RegNo,
  });

  const write = async (
    i: number,
    kind: 'Estimate' | 'RepairOrder',
    CrDate: string,
    lines: DocumentLine[],
    extra = {},
  ): Promise<string | undefined> => {
    const c = who(i);
    if (!c.custId || !c.prodId) return undefined;
    const DocId = ulid();
    const all = emptyLines();
    all.Comps = [{ _id: 'WC1', Desc: kind === 'Estimate' ? 'Service estimate' : 'Periodic service' }];
    all.Ops = lines;
    const header = {
      SA: advisorId,
      SAName: advisorName,
      Cust: c.custId,
      CustName: c.name,
      ProdId: c.prodId,
      RegNo: c.regNo,
      PrDate: CrDate,
      Settings: { Tax: true },
      ...extra,
    };
    const doc = { ...header, Ops: all.Ops, Comps: all.Comps, Parts: [] } as unknown as ServiceDocument;
    const { totals } = calculateServiceDocument(doc, { taxCodes: DEFAULT_TAX_CODES, date: CrDate, round: true });
    const Sts =
      kind === 'RepairOrder'
        ? 'Closed'
        : estimateStatusFromItems(
            'New' as EstimateStatus,
            lines.map((l) => l.Sts as LineStatus),
          );
    await createDocument({
      head: {
        ...header,
        type: kind,
        OrgId: orgId,
        DocId,
        EntId: workshopId,
        Sts,
        CrDate,
        CrTime: '11:00',
        CrBy: advisorId,
        Amounts: headTotals(totals),
        LineCount: 0,
      },
      lines: all,
      audit: { Action: 'Create', By: advisorId, ByName: advisorName },
    });
    return DocId;
  };

  // Next service this week, from orders closed 3, 6 and 12 months before.
  for (const [i, months] of [3, 6, 12].entries())
    await write(
      i,
      'RepairOrder',
      addDays(week.From, -30 * months),
      [line('WO1', 'Periodic service', 2400, 'Completed')],
      {
        NextSvc: addDays(week.From, i * 2 + 1),
      },
    );
  // Declined work declined a month before this week (the follow-up is 30 days), so it comes due now.
  const declined: [string, string][] = [
    ['Front brake pads replacement', 'Wheel alignment'],
    ['Clutch overhaul', 'AC gas top-up'],
  ];
  for (const [j, [work, done2]] of declined.entries()) {
    const decided = addDays(week.From, j * 3 + 1 - 30);
    const id = await write(3 + j, 'Estimate', decided, [
      line('EO1', done2, 900, 'Approved'),
      line('EO2', work, 4200, 'Declined'),
    ]);
    if (id) await ageDeclined(orgId, workshopId, id, decided);
  }
  // Policies expiring this week: the vehicles' own insurance date, saved as the vehicle screen saves it.
  for (const k of [5, 6, 7]) {
    const id = who(k).prodId;
    const vehicle = id ? await getProduct(orgId, id, true) : undefined;
    if (!vehicle) continue;
    const {
      type: _t,
      OrgId: _o,
      Id: _i,
      Owner: _w,
      LastToDt: _l,
      CrDt: _c,
      UpDt: _u,
      CrBy: _b,
      CrEntId: _e,
      UpBy: _y,
      ver,
      ...fields
    } = vehicle;
    const Ins = {
      Insurer: fields.Ins?.Insurer,
      PolicyNo: fields.Ins?.PolicyNo,
      ExpDt: addDays(week.From, (k - 5) * 2 + 2),
    };
    await updateProduct({ orgId, entityId: workshopId, userId: advisorId }, vehicle, { ...fields, Ins }, ver);
  }
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...marker, type: 'SeedMarker', OrgId: orgId, SeedDt: new Date().toISOString() },
    }),
  );
  return 'seeded';
}
