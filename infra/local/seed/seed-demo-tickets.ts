import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { addDays } from '@shared/appointments/appointment-rules';
import type { TicketStatus } from '@shared/tickets/ticket-rules';
import { ulid } from 'ulid';
import { createTicket, saveTicket } from '../../../functions/data/tickets/tickets-repo';
import { orgPk, type Key } from '../../../functions/data/table/keys';
import { db, tableName } from '../../../functions/lib/aws-clients';
import { DEMO_WORKSHOP } from './demo-organisation';
import { demoCustomersFound } from './demo-customers-found';
import { DEMO_DOCUMENTS_TARGET, type DemoDocumentsTarget } from './seed-demo-documents';

/**
 * A few tickets in the demo workshop (docs/tickets.md §8), written through the
 * tickets' repository as the calls write them: a high-priority complaint due
 * tomorrow, a follow-up call, one waiting for the customer that is two days
 * overdue, and one resolved with its notes. For the sample customers of the demo
 * documents. Idempotent: a marker item records that they were written.
 */
export const demoTicketsMarkerKey = (orgId: string): Key => ({ pk: orgPk(orgId), sk: 'SEED#DEMO-TICKETS' });

type DemoTicket = {
  customer: number;
  Subject: string;
  Desc?: string;
  Cat: 'Complaint' | 'FollowUp' | 'Other';
  Pri: 'Normal' | 'High';
  /** Days before today it was raised, and days from today it is due (negative: overdue). */
  raised: number;
  due: number;
  Sts: TicketStatus;
  notes: string[];
};

const TICKETS: readonly DemoTicket[] = [
  {
    customer: 0,
    Subject: 'Brake noise after service',
    Desc: 'Squeal from the front when braking at low speed, since the service last week.',
    Cat: 'Complaint',
    Pri: 'High',
    raised: 0,
    due: 1,
    Sts: 'Open',
    notes: [],
  },
  {
    customer: 1,
    Subject: 'Follow-up call after periodic service',
    Cat: 'FollowUp',
    Pri: 'Normal',
    raised: 1,
    due: 2,
    Sts: 'Open',
    notes: [],
  },
  {
    customer: 2,
    Subject: 'AC not cooling enough',
    Desc: 'Gas was topped up; the customer says it is warm again in the afternoon.',
    Cat: 'Complaint',
    Pri: 'Normal',
    raised: 5,
    due: -2,
    Sts: 'WtngForCust',
    notes: ['Called: the customer will bring the car in when free.'],
  },
  {
    customer: 3,
    Subject: 'Wiper blade rattles',
    Cat: 'Complaint',
    Pri: 'Normal',
    raised: 6,
    due: -3,
    Sts: 'Resolved',
    notes: ['Blade replaced under warranty.', 'Customer confirmed on the phone: no rattle now.'],
  },
];

export async function seedDemoTickets(
  target: DemoDocumentsTarget = DEMO_DOCUMENTS_TARGET,
  today = new Intl.DateTimeFormat('en-CA', { timeZone: DEMO_WORKSHOP.Settings.TZ }).format(new Date()),
): Promise<'seeded' | 'present'> {
  const { orgId, workshopId, advisorId, advisorName } = target;
  const marker = demoTicketsMarkerKey(orgId);
  const done = await db().send(new GetCommand({ TableName: tableName(), Key: marker, ConsistentRead: true }));
  if (done.Item) return 'present';
  const customers = await demoCustomersFound(orgId, 0, 4);
  const who = { By: advisorId, ByName: advisorName };
  for (const t of TICKETS) {
    const c = customers[t.customer];
    if (!c?.custId) continue;
    const CrDate = addDays(today, -t.raised);
    const stored = await createTicket(
      {
        OrgId: orgId,
        EntId: workshopId,
        DocId: ulid(),
        Sts: 'Open',
        Cust: c.custId,
        CustName: c.party.DName ?? '',
        ...(c.party.Cons.Phones.Main ? { Phone: c.party.Cons.Phones.Main } : {}),
        ...(c.prodId ? { ProdId: c.prodId, ...(c.vehicle?.RegNo ? { RegNo: c.vehicle.RegNo } : {}) } : {}),
        Subject: t.Subject,
        ...(t.Desc ? { Desc: t.Desc } : {}),
        Cat: t.Cat,
        Pri: t.Pri,
        Owner: advisorId,
        OwnerName: advisorName,
        Due: addDays(today, t.due),
        CrAt: `${CrDate}T05:${String(10 + t.customer).padStart(2, '0')}:00.000Z`,
        CrDate,
        CrBy: advisorId,
        CrByName: advisorName,
      },
      [],
      who,
    );
    if (t.Sts === 'Open' && t.notes.length === 0) continue;
    const { ver: _v, ...head } = stored.head;
    const notes = t.notes.map((Text, i) => ({
      _id: `N${i + 1}`,
      At: `${addDays(CrDate, i + 1)}T06:00:00.000Z`,
      By: advisorId,
      ByName: advisorName,
      Text,
    }));
    await saveTicket(stored, { ...head, Sts: t.Sts }, notes, { Action: 'Status', ...who });
  }
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...marker, type: 'SeedMarker', OrgId: orgId, SeedDt: new Date().toISOString() },
    }),
  );
  return 'seeded';
}
