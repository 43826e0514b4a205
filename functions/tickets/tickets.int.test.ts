import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { ticketRoutes as routes } from '@shared/api/routes/tickets';
import { TicketMessages } from '@shared/tickets/ticket-messages';
import type { TicketAnswer, TicketRow } from '@shared/tickets/ticket-schemas';
import { financialYear } from '../data/documents/document-numbers';
import { counterKey } from '../data/documents/document-keys';
import { keys as identityKeys } from '../data/identity/identity-keys';
import { db, tableName } from '../lib/aws-clients';
import { invoke } from '../test/invoke';
import { expectRefused } from '../test/inventory-test-kit';
import {
  createCustomerAndVehicle,
  createRepairOrder,
  ok,
  serviceOrganisation,
  type CustomerAndVehicle,
  type ServiceOrganisation,
} from '../test/service-test-kit';

/**
 * Tickets (docs/tickets.md) through the real handler on DynamoDB Local: raised
 * with a number and a default due date, listed per filter by one Query, changed
 * at `ver` (409 to the loser of a race), notes appended by both of two writers
 * at once, refusals that write nothing, access, the feature switch and another
 * organisation's tickets out of reach.
 */
type List = { Items: TicketRow[]; Next?: string; Today: string; Counts: Record<string, number> };

let s: ServiceOrganisation;
let cv: CustomerAndVehicle;
let other: CustomerAndVehicle;
beforeAll(async () => {
  s = await serviceOrganisation(['owner', 'advisor', 'technician', 'cashier']);
  cv = await createCustomerAndVehicle(s.tokens.owner, 'Asha Rao');
  other = await createCustomerAndVehicle(s.tokens.owner, 'Vikram Shetty');
}, 120_000);

const raise = (body: Record<string, unknown>, token = s.tokens.advisor) =>
  invoke<TicketAnswer>(routes.createTicket, { token, body });
const list = (query: Record<string, string> = {}, token = s.tokens.advisor) =>
  ok<List>(routes.tickets, { token, query });
const base = () => ({ Cust: cv.custId, Subject: 'Brake noise again', Cat: 'Complaint', Pri: 'Normal' });

/** The branch's ticket counter: a refusal before the number leaves it where it was. */
async function counter(): Promise<unknown> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const key = counterKey(s.org.orgId, s.org.workshopId, 'TKT', financialYear(today));
  return (await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item?.Next;
}

async function setTicketFeature(on: boolean): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: identityKeys.entity(s.org.orgId, s.org.workshopId),
      UpdateExpression: 'SET #c.#s.#f.#flag = :on',
      ExpressionAttributeNames: { '#c': 'Config', '#s': 'Service', '#f': 'Features', '#flag': 'Ticket' },
      ExpressionAttributeValues: { ':on': on },
    }),
  );
}

describe('tickets', () => {
  it('raises a ticket numbered in the branch, owned by the one who raised it, due in 3 days (1 when high)', async () => {
    const made = await raise({ ...base(), ProdId: cv.prodId, Desc: 'Squeal when braking at low speed.' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const t = made.body;
    expect(t.Num).toMatch(/^TKT\/\d{4}\/\d+$/);
    expect(t).toMatchObject({
      Sts: 'Open',
      Cust: cv.custId,
      CustName: cv.custName,
      RegNo: cv.regNo,
      Owner: s.org.users.advisor.userId,
      OwnerName: 'Advisor Tester',
      Notes: [],
      ver: 1,
    });
    const inDays = (d: number) =>
      new Date(Date.parse(`${t.Today}T00:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10);
    expect(t.Due).toBe(inDays(3));
    const high = (await raise({ ...base(), Pri: 'High', Owner: s.org.users.owner.userId })).body;
    expect(high).toMatchObject({ Due: inDays(1), Owner: s.org.users.owner.userId, OwnerName: 'Owner Tester' });
    const read = await ok<TicketAnswer>(routes.ticket, { token: s.tokens.owner, params: { Id: t._id } });
    expect(read).toEqual({ ...t, Today: read.Today });
  });

  it('follows a repair order of the customer; one of another customer, or unknown, is refused with nothing written', async () => {
    const ro = await createRepairOrder(s.tokens.advisor, cv, s.org.users.advisor.userId);
    const made = (await raise({ ...base(), Cat: 'FollowUp', Ref: { Type: 'RepairOrder', Id: ro._id } })).body;
    expect(made.Ref).toEqual({ Type: 'RepairOrder', Id: ro._id, Num: ro.Num });
    expect(made.RefNum).toBe(ro.Num);
    const before = { list: await list(), counter: await counter() };
    const refusals: [Record<string, unknown>, string, string][] = [
      [
        { ...base(), Cust: other.custId, Ref: { Type: 'RepairOrder', Id: ro._id } },
        TicketMessages.refOtherCustomer,
        'Ref',
      ],
      [{ ...base(), Ref: { Type: 'Invoice', Id: ro._id } }, TicketMessages.refUnknown, 'Ref'],
      [{ ...base(), ProdId: other.prodId }, TicketMessages.vehicleNotCustomers, 'ProdId'],
      [{ ...base(), Cust: '01NOSUCHCUSTOMER' }, TicketMessages.customerUnknown, 'Cust'],
      [{ ...base(), Owner: '01NOSUCHUSER' }, TicketMessages.ownerUnknown, 'Owner'],
      [{ ...base(), Due: '2020-01-01' }, TicketMessages.dueBeforeCreated, 'Due'],
    ];
    for (const [body, message, path] of refusals) {
      const answer = expectRefused(await raise(body), 400, message);
      expect(answer.errors?.[0]?.path).toBe(path);
    }
    expectRefused(await raise({ ...base(), Pri: 'Urgent' }), 400);
    expectRefused(await raise({ ...base(), Sts: 'Closed' }), 400);
    expect({ list: await list(), counter: await counter() }).toEqual(before);
  });

  it('changes at ver what is sent and keeps the rest; a stale ver answers 409 and writes nothing', async () => {
    const t = (await raise({ ...base(), ProdId: cv.prodId, Desc: 'Rattle' })).body;
    const changed = await ok<TicketAnswer>(routes.updateTicket, {
      token: s.tokens.advisor,
      params: { Id: t._id },
      body: { ver: 1, Pri: 'High', Owner: s.org.users.owner.userId },
    });
    expect(changed).toMatchObject({
      Pri: 'High',
      Owner: s.org.users.owner.userId,
      Desc: 'Rattle',
      RegNo: cv.regNo,
      ver: 2,
    });
    const cleared = await ok<TicketAnswer>(routes.updateTicket, {
      token: s.tokens.advisor,
      params: { Id: t._id },
      body: { ver: 2, ProdId: null, Desc: null },
    });
    expect(cleared.ProdId).toBeUndefined();
    expect(cleared.RegNo).toBeUndefined();
    expect(cleared.Desc).toBeUndefined();
    expect(cleared.Subject).toBe('Brake noise again');
    const stale = await invoke(routes.updateTicket, {
      token: s.tokens.advisor,
      params: { Id: t._id },
      body: { ver: 2, Subject: 'Lost' },
    });
    expectRefused(stale, 409, TicketMessages.stale);
    const read = await ok<TicketAnswer>(routes.ticket, { token: s.tokens.advisor, params: { Id: t._id } });
    expect(read).toMatchObject({ Subject: 'Brake noise again', ver: 3 });
  });

  it('of two changes at one ver exactly one wins; two notes at once both land, in order of writing', async () => {
    const t = (await raise(base())).body;
    const answers = await Promise.all(
      ['InProgress', 'WtngForCust', 'Resolved'].map((Sts) =>
        invoke(routes.moveTicket, { token: s.tokens.advisor, params: { Id: t._id }, body: { ver: 1, Sts } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const notes = await Promise.all(
      ['Called the customer', 'Customer will come on Monday'].map((Text) =>
        invoke(routes.addTicketNote, { token: s.tokens.advisor, params: { Id: t._id }, body: { Text } }),
      ),
    );
    expect(notes.map((n) => n.status)).toEqual([200, 200]);
    const read = await ok<TicketAnswer>(routes.ticket, { token: s.tokens.advisor, params: { Id: t._id } });
    expect(read.Notes.map((n) => n.Text).sort()).toEqual(['Called the customer', 'Customer will come on Monday']);
    expect(read.Notes.map((n) => n._id)).toEqual(['N1', 'N2']);
    expect(read.Notes[0]).toMatchObject({ By: s.org.users.advisor.userId, ByName: 'Advisor Tester' });
    expect(read.ver).toBe(4);
  });

  it('moves only along the table; closed is final; the audit names each change', async () => {
    const t = (await raise(base())).body;
    const move = (Sts: string, ver: number, Note?: string) =>
      invoke<TicketAnswer>(routes.moveTicket, {
        token: s.tokens.advisor,
        params: { Id: t._id },
        body: { Sts, ver, ...(Note ? { Note } : {}) },
      });
    expect((await move('Resolved', 1, 'Pads replaced under warranty')).body).toMatchObject({ Sts: 'Resolved', ver: 2 });
    expectRefused(await move('WtngForCust', 2), 400, TicketMessages.badMove('Resolved', 'WtngForCust'));
    expect((await move('Closed', 2)).body.Sts).toBe('Closed');
    expectRefused(await move('Open', 3), 400, TicketMessages.badMove('Closed', 'Open'));
    expectRefused(
      await invoke(routes.addTicketNote, { token: s.tokens.advisor, params: { Id: t._id }, body: { Text: 'x' } }),
      409,
      TicketMessages.closed,
    );
    const audit = await ok<{ Items: { Action: string }[] }>(routes.ticketAudit, {
      token: s.tokens.owner,
      params: { Id: t._id },
      query: {},
    });
    expect(audit.Items.map((a) => a.Action)).toEqual(['Status', 'Status', 'Create']);
  });

  it('lists recent first, by status, mine and overdue, each one Query, with the counts and a cursor of its own', async () => {
    const mine = (await raise({ ...base(), Subject: 'Mine' })).body;
    const overdueRow = (await raise({ ...base(), Subject: 'Late one' })).body;
    // A ticket whose due date has passed: moved back through the store's own change, as a day going by would.
    const { readTicket, saveTicket } = await import('../data/tickets/tickets-repo');
    const stored = await readTicket(s.org.orgId, s.org.workshopId, overdueRow._id, true);
    if (!stored) throw new Error('ticket not read');
    const { ver: _v, ...head } = stored.head;
    await saveTicket(stored, { ...head, Due: '2026-01-05' }, stored.lines.Notes, { Action: 'Save', By: 'test' });

    const all = await list({ Limit: '2' });
    expect(all.Items.map((r) => r._id)).toEqual([overdueRow._id, mine._id]);
    expect(all.Next).toBeDefined();
    const page2 = await list({ Limit: '2', Cursor: all.Next ?? '' });
    expect(page2.Items.map((r) => r._id)).not.toContain(mine._id);
    expectRefused(
      await invoke(routes.tickets, { token: s.tokens.advisor, query: { Sts: 'Open', Cursor: all.Next ?? '' } }),
      400,
      TicketMessages.badCursor,
    );
    const overdue = await list({ Sts: 'Overdue' });
    expect(overdue.Items.map((r) => r._id)).toEqual([overdueRow._id]);
    const closed = await list({ Sts: 'Closed' });
    expect(closed.Items.every((r) => r.Sts === 'Closed')).toBe(true);
    expect(closed.Items).toHaveLength(closed.Counts.Closed ?? 0);
    const ownerMine = await list({ Mine: '1' }, s.tokens.owner);
    expect(ownerMine.Items.every((r) => r.Owner === s.org.users.owner.userId)).toBe(true);
    expect(ownerMine.Items.length).toBeGreaterThan(0);
    const advisorOpenMine = await list({ Mine: '1', Sts: 'Open' });
    expect(advisorOpenMine.Items.map((r) => r._id)).toContain(mine._id);
    expect(advisorOpenMine.Items.every((r) => r.Sts === 'Open' && r.Owner === s.org.users.advisor.userId)).toBe(true);
    const total = Object.values(all.Counts).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(8);
  });

  it('refuses by access and by the branch feature, and keeps another organisation out', async () => {
    expectRefused(await invoke(routes.tickets, { token: s.tokens.technician, query: {} }), 403);
    expectRefused(await raise(base(), s.tokens.cashier), 403);
    const t = (await raise(base())).body;
    const outsider = await serviceOrganisation(['owner']);
    expectRefused(
      await invoke(routes.ticket, { token: outsider.tokens.owner, params: { Id: t._id } }),
      404,
      TicketMessages.notFound,
    );
    expect((await ok<List>(routes.tickets, { token: outsider.tokens.owner, query: {} })).Items).toEqual([]);
    expectRefused(
      await invoke(routes.moveTicket, {
        token: outsider.tokens.owner,
        params: { Id: t._id },
        body: { ver: 1, Sts: 'Closed' },
      }),
      404,
    );
    expectRefused(
      await raise({ ...base(), Cust: cv.custId }, outsider.tokens.owner),
      400,
      TicketMessages.customerUnknown,
    );
    await setTicketFeature(false);
    try {
      expectRefused(await invoke(routes.tickets, { token: s.tokens.owner, query: {} }), 403, TicketMessages.featureOff);
      expectRefused(await raise({ Bad: true }, s.tokens.owner), 403, TicketMessages.featureOff);
    } finally {
      await setTicketFeature(true);
    }
    expect((await invoke(routes.tickets, { token: s.tokens.owner, query: {} })).status).toBe(200);
  }, 120_000);
});
