import { beforeAll, describe, expect, it } from 'vitest';
import { partiesRoutes } from '@shared/api/routes/parties';
import { remindersRoutes } from '@shared/api/routes/reminders';
import { serviceRoutes } from '@shared/api/routes/service';
import { addDays } from '@shared/appointments/appointment-rules';
import type { Product } from '@shared/parties/product-schemas';
import { ReminderMessages } from '@shared/reminders/reminder-messages';
import { declinedDueDate, weekOf, weekStartOf } from '@shared/reminders/reminder-rules';
import type {
  InsuranceReportAnswer,
  ReminderListAnswer,
  SendReminderAnswer,
  VehicleRemindersAnswer,
} from '@shared/reminders/reminder-schemas';
import type { EstimateAnswer, RepairOrderAnswer } from '@shared/service/call-schemas';
import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/aws-clients';
import { readOutbox } from '../lib/notifier';
import { indexItemKey } from '../data/documents/document-keys';
import { sendingsPk } from '../data/reminders/reminder-keys';
import { backfillReminderIndexes } from '../data/reminders/reminder-backfill';
import { productKey } from '../data/parties/parties-keys';
import { keys as identityKeys } from '../data/identity/identity-keys';
import { invoke } from '../test/invoke';
import {
  branchToday,
  createCustomerAndVehicle,
  createEstimate,
  createRepairOrder,
  ok,
  saveBodyOf,
  serviceOrganisation,
  type CustomerAndVehicle,
  type ServiceOrganisation,
} from '../test/service-test-kit';

/**
 * Reminders (docs/reminders.md) on DynamoDB Local through the real handlers: the
 * index items written with the repair order, the estimate and the vehicle; the
 * week's lists; a send idempotent per kind, record and week; refusals that write
 * nothing; another organisation sees and sends nothing.
 */
let s: ServiceOrganisation;
let other: ServiceOrganisation;
let cv: CustomerAndVehicle;
let sa: string;
const today = branchToday();
const week = weekOf(today);

beforeAll(async () => {
  s = await serviceOrganisation(['owner', 'advisor', 'technician']);
  other = await serviceOrganisation(['advisor']);
  cv = await createCustomerAndVehicle(s.tokens.advisor, 'Meera Nair');
  sa = s.org.users.advisor.userId;
}, 120_000);

const list = (token: string, Kind: string, query: Record<string, string> = {}) =>
  invoke<ReminderListAnswer>(remindersRoutes.reminderList, { token, params: { Kind }, query });
const send = (token: string, body: Record<string, unknown>) =>
  invoke<SendReminderAnswer>(remindersRoutes.sendReminder, { token, body });
const getItem = async (key: { pk: string; sk: string }) =>
  (await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;
const sendingsOf = async (orgId: string, entId: string) =>
  (
    await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': sendingsPk(orgId, entId) },
        ConsistentRead: true,
      }),
    )
  ).Items ?? [];

/** The order saved with its next-service date, as the screen saves it. */
const withNextService = (order: RepairOrderAnswer, NextSvc: string) =>
  ok<RepairOrderAnswer>(serviceRoutes.saveRepairOrder, {
    token: s.tokens.advisor,
    params: { Id: order._id },
    body: saveBodyOf(order, { NextSvc }),
  });

describe('next service', () => {
  let order: RepairOrderAnswer;
  const due = addDays(week.From, 2);

  it('a repair order saved with NextSvc writes its index item in the same save; the week lists it', async () => {
    order = await createRepairOrder(s.tokens.advisor, cv, sa);
    expect(await getItem(indexItemKey(s.org.orgId, order._id, 'NSVC'))).toBeUndefined();
    order = await withNextService(order, due);
    expect(await getItem(indexItemKey(s.org.orgId, order._id, 'NSVC'))).toMatchObject({ Due: due, RegNo: cv.regNo });
    const answer = await list(s.tokens.advisor, 'NextService');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ From: week.From, To: week.To, Today: today, More: false });
    expect(answer.body.Rows).toEqual([
      expect.objectContaining({ Id: order._id, Due: due, CustName: cv.custName, RegNo: cv.regNo, DocNum: order.Num }),
    ]);
    // Another week does not hold it.
    const next = await list(s.tokens.advisor, 'NextService', { From: addDays(week.From, 7) });
    expect(next.body.Rows).toEqual([]);
  });

  it('sends once per week: a double click and five at once send one SMS with the booking link; the list shows who sent', async () => {
    const before = readOutbox().filter((m) => m.text.includes(cv.regNo.replace(/\s/g, ''))).length;
    const body = { Kind: 'NextService', Id: order._id, Due: due, Channel: 'SMS' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(s.tokens.advisor, body)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => !a.body.Already)).toHaveLength(1);
    const sms = readOutbox().filter((m) => m.text.includes(cv.regNo.replace(/\s/g, '')));
    expect(sms.length - before).toBe(1);
    const text = sms.at(-1)?.text ?? '';
    expect(text).toMatch(/is due for its next service on/);
    expect(text).toMatch(/\/book\/[^?\s]+\?RegNo=/);
    const again = await send(s.tokens.advisor, body);
    expect(again.body.Already).toBe(true);
    expect(again.body.Sent.At).toBe(answers.find((a) => !a.body.Already)?.body.Sent.At);
    const rows = (await list(s.tokens.owner, 'NextService')).body.Rows;
    expect(rows[0]?.Sent).toMatchObject({ By: sa, Channel: 'SMS', To: expect.stringMatching(/^\d{10}$/) });
    expect(await sendingsOf(s.org.orgId, s.org.workshopId)).toHaveLength(1);
    // The vehicle's screen lists it; another organisation's advisor naming the vehicle finds nothing.
    const onVehicle = await ok<VehicleRemindersAnswer>(remindersRoutes.vehicleReminders, {
      token: s.tokens.advisor,
      params: { Id: cv.prodId },
    });
    expect(onVehicle.Rows).toEqual([
      expect.objectContaining({ Kind: 'NextService', Due: due, By: sa, Channel: 'SMS' }),
    ]);
    const foreign = await ok<VehicleRemindersAnswer>(remindersRoutes.vehicleReminders, {
      token: other.tokens.advisor,
      params: { Id: cv.prodId },
    });
    expect(foreign.Rows).toEqual([]);
  });

  it('a later repair order of the vehicle supersedes the date', async () => {
    const later = await createCustomerAndVehicle(s.tokens.advisor, 'Arjun Rao');
    let first = await createRepairOrder(s.tokens.advisor, later, sa);
    first = await withNextService(first, due);
    expect((await list(s.tokens.advisor, 'NextService')).body.Rows.map((r) => r.Id)).toContain(first._id);
    await createRepairOrder(s.tokens.advisor, later, sa);
    expect((await list(s.tokens.advisor, 'NextService')).body.Rows.map((r) => r.Id)).not.toContain(first._id);
  });
});

describe('declined work', () => {
  let estimate: EstimateAnswer;
  const due = declinedDueDate(new Date().toISOString().slice(0, 10));

  it('lines declined on an estimate come due a month later; approving them drops the reminder', async () => {
    const owner = await createCustomerAndVehicle(s.tokens.advisor, 'Sunita Iyer');
    estimate = await createEstimate(s.tokens.advisor, owner, sa);
    const ops = estimate.Ops ?? [];
    estimate = await ok<EstimateAnswer>(serviceRoutes.saveEstimate, {
      token: s.tokens.advisor,
      params: { Id: estimate._id },
      body: saveBodyOf(estimate, { Ops: ops.map((o, i) => (i === 1 ? { ...o, Sts: 'Declined' } : o)) }),
    });
    const range = { From: due, To: due };
    const rows = (await list(s.tokens.advisor, 'DeclinedWork', range)).body.Rows;
    expect(rows).toEqual([
      expect.objectContaining({ Id: estimate._id, DocType: 'Estimate', What: 'Operation 2', RegNo: owner.regNo }),
    ]);
    const sent = await send(s.tokens.advisor, {
      Kind: 'DeclinedWork',
      Id: estimate._id,
      Due: due,
      Channel: 'WhatsApp',
    });
    expect(sent.status).toBe(200);
    expect(decodeURIComponent(sent.body.WhatsApp ?? '')).toMatch(/leave Operation 2 on/);
    estimate = await ok<EstimateAnswer>(serviceRoutes.saveEstimate, {
      token: s.tokens.advisor,
      params: { Id: estimate._id },
      body: saveBodyOf(estimate, {
        Ops: (estimate.Ops ?? []).map((o) => (o.Sts === 'Declined' ? { ...o, Sts: 'Approved' } : o)),
      }),
    });
    expect(await getItem(indexItemKey(s.org.orgId, estimate._id, 'DECL'))).toBeUndefined();
    expect((await list(s.tokens.advisor, 'DeclinedWork', range)).body.Rows).toEqual([]);
  });
});

describe('the Service feature DeclSvc', () => {
  const setDeclSvc = (on: boolean) =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: identityKeys.entity(s.org.orgId, s.org.workshopId),
        UpdateExpression: 'SET #c.#s.#f.#flag = :on',
        ExpressionAttributeNames: { '#c': 'Config', '#s': 'Service', '#f': 'Features', '#flag': 'DeclSvc' },
        ExpressionAttributeValues: { ':on': on },
      }),
    );

  it('off: no declined-work list and no declined-work send, nothing written; the other kinds still answer', async () => {
    const count = (await sendingsOf(s.org.orgId, s.org.workshopId)).length;
    await setDeclSvc(false);
    try {
      const listed = await list(s.tokens.advisor, 'DeclinedWork');
      expect(listed.status).toBe(403);
      expect(listed.body).toMatchObject({ message: ReminderMessages.declinedOff });
      const sent = await send(s.tokens.advisor, { Kind: 'DeclinedWork', Id: 'x', Due: today, Channel: 'SMS' });
      expect(sent.status).toBe(403);
      expect((await list(s.tokens.advisor, 'NextService')).status).toBe(200);
    } finally {
      await setDeclSvc(true);
    }
    expect((await sendingsOf(s.org.orgId, s.org.workshopId)).length).toBe(count);
  });
});

describe('insurance expiring', () => {
  let vehicle: Product;
  const expiry = addDays(week.From, 4);

  it("the vehicle's policy date indexes it in the same write; a renewed policy leaves the week", async () => {
    const fresh = await createCustomerAndVehicle(s.tokens.advisor, 'Kiran Shah');
    vehicle = await ok<Product>(partiesRoutes.getProduct, { token: s.tokens.advisor, params: { id: fresh.prodId } });
    vehicle = await ok<Product>(partiesRoutes.updateProduct, {
      token: s.tokens.advisor,
      params: { id: vehicle._id },
      body: {
        RegNo: vehicle.RegNo,
        Make: 'Maruti',
        Ins: { Insurer: 'ACKO', PolicyNo: 'P-77', ExpDt: expiry },
        ver: vehicle.ver,
      },
    });
    const rows = (await list(s.tokens.advisor, 'Insurance')).body.Rows;
    expect(rows).toEqual([
      expect.objectContaining({ Id: vehicle._id, Due: expiry, CustName: 'Kiran Shah', What: 'ACKO · policy P-77' }),
    ]);
    const report = await ok<InsuranceReportAnswer>(remindersRoutes.insuranceExpiringReport, {
      token: s.tokens.owner,
      query: { From: week.From, To: addDays(week.From, 90) },
    });
    expect(report.Rows).toEqual([
      expect.objectContaining({ ProdId: vehicle._id, Insurer: 'ACKO', PolicyNo: 'P-77', ExpDt: expiry }),
    ]);
  });

  it('a send naming another day, another organisation, or without the right: refused, nothing written', async () => {
    const count = (await sendingsOf(s.org.orgId, s.org.workshopId)).length;
    const stale = await send(s.tokens.advisor, {
      Kind: 'Insurance',
      Id: vehicle._id,
      Due: addDays(expiry, 1),
      Channel: 'SMS',
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ message: ReminderMessages.notDue });
    const foreign = await send(other.tokens.advisor, {
      Kind: 'Insurance',
      Id: vehicle._id,
      Due: expiry,
      Channel: 'SMS',
    });
    expect(foreign.status).toBe(409);
    expect((await list(other.tokens.advisor, 'Insurance')).body.Rows).toEqual([]);
    const technician = await send(s.tokens.technician, {
      Kind: 'Insurance',
      Id: vehicle._id,
      Due: expiry,
      Channel: 'SMS',
    });
    expect(technician.status).toBe(403);
    const badRange = await list(s.tokens.advisor, 'Insurance', { From: week.To, To: week.From });
    expect(badRange.status).toBe(400);
    expect((await sendingsOf(s.org.orgId, s.org.workshopId)).length).toBe(count);
    expect(await sendingsOf(other.org.orgId, other.org.workshopId)).toEqual([]);
  });

  it('renewing the policy moves the vehicle out of this week', async () => {
    const later = addDays(expiry, 365);
    await ok<Product>(partiesRoutes.updateProduct, {
      token: s.tokens.advisor,
      params: { id: vehicle._id },
      body: {
        RegNo: vehicle.RegNo,
        Make: 'Maruti',
        Ins: { Insurer: 'ACKO', PolicyNo: 'P-78', ExpDt: later },
        ver: vehicle.ver,
      },
    });
    expect((await list(s.tokens.advisor, 'Insurance')).body.Rows).toEqual([]);
    expect(weekStartOf(later) > week.From).toBe(true);
  });
});

describe('records from before the reminders (the backfill)', () => {
  it('gives an order its next-service item and a vehicle its insurance keys once; a second run writes nothing', async () => {
    const due = addDays(week.From, 3);
    const expiry = addDays(week.From, 5);
    const old = await createCustomerAndVehicle(s.tokens.advisor, 'Old Records');
    let order = await createRepairOrder(s.tokens.advisor, old, sa);
    order = await withNextService(order, due);
    const vehicle = await ok<Product>(partiesRoutes.getProduct, {
      token: s.tokens.advisor,
      params: { id: old.prodId },
    });
    await ok<Product>(partiesRoutes.updateProduct, {
      token: s.tokens.advisor,
      params: { id: old.prodId },
      body: { RegNo: vehicle.RegNo, Ins: { Insurer: 'ACKO', PolicyNo: 'OLD-1', ExpDt: expiry }, ver: vehicle.ver },
    });
    // As written before the reminders existed: no index item, no insurance keys.
    await db().send(new DeleteCommand({ TableName: tableName(), Key: indexItemKey(s.org.orgId, order._id, 'NSVC') }));
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: productKey(s.org.orgId, old.prodId),
        UpdateExpression: 'REMOVE gsi2pk, gsi2sk',
      }),
    );
    const ids = async (Kind: string) => (await list(s.tokens.advisor, Kind)).body.Rows.map((r) => r.Id);
    expect(await ids('NextService')).not.toContain(order._id);
    expect(await ids('Insurance')).not.toContain(old.prodId);
    expect(await backfillReminderIndexes(s.org.orgId, s.org.workshopId, today, 1)).toEqual({ written: 2, kept: 0 });
    expect(await ids('NextService')).toContain(order._id);
    expect(await ids('Insurance')).toContain(old.prodId);
    expect(await backfillReminderIndexes(s.org.orgId, s.org.workshopId, today, 1)).toEqual({ written: 0, kept: 0 });
  });
});
