import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@shared/api/errors';
import { appointmentRoutes } from '@shared/api/routes/appointments';
import { serviceRoutes } from '@shared/api/routes/service';
import { AppointmentMessages } from '@shared/appointments/appointment-messages';
import { addDays } from '@shared/appointments/appointment-rules';
import type { Appointment, CalendarAnswer } from '@shared/appointments/appointment-schemas';
import type { RepairOrderAnswer } from '@shared/service/call-schemas';
import { branchAppointmentsPk } from '../data/appointments/appointment-keys';
import { db, tableName } from '../lib/aws-clients';
import { invoke, type Answer } from '../test/invoke';
import { createCustomerAndVehicle, freshPhone, freshRegNo, ok, serviceOrganisation } from '../test/service-test-kit';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * Appointments against DynamoDB Local (docs/customer-loop.md §7): the last free
 * slot under a race, deliberate double-booking, refusals that write nothing,
 * cancel and move, check-in once, and tenant isolation.
 */
let org: TestOrganisation;
let advisor: string;
let owner: string;
let other: string;

const today = (): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Calcutta',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
/** Days ahead, so every slot is in the future whatever the hour of the run. */
const day = (n: number): string => addDays(today(), n);
let settingsVer = 0;

async function settings(body: Record<string, unknown>): Promise<void> {
  const saved = await ok<{ ver: number }>(appointmentRoutes.saveAppointmentSettings, {
    token: owner,
    body: { ...body, ver: settingsVer },
  });
  settingsVer = saved.ver;
}

/** Every item of the branch's appointment partition: what a refusal must leave as it was. */
async function partition(orgId = org.orgId, entId = org.workshopId): Promise<string> {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': branchAppointmentsPk(orgId, entId) },
      ConsistentRead: true,
    }),
  );
  return JSON.stringify(answer.Items ?? [], (_k, v: unknown) => (v instanceof Set ? [...v].sort() : v));
}

const book = (body: Record<string, unknown>, token = advisor): Promise<Answer<Appointment & ApiErrorBody>> =>
  invoke<Appointment & ApiErrorBody>(appointmentRoutes.createAppointment, {
    token,
    body: { Name: 'Walk In', Phone: freshPhone(), ...body },
  });
const statuses = (answers: Answer[]): number[] => answers.map((a) => a.status).sort();
const calendar = (From: string, token = advisor) =>
  ok<CalendarAnswer>(appointmentRoutes.appointmentCalendar, { token, query: { From, Days: '1' } });

beforeAll(async () => {
  const made = await serviceOrganisation(['owner', 'advisor']);
  org = made.org;
  advisor = made.tokens.advisor;
  owner = made.tokens.owner;
  other = (await serviceOrganisation(['advisor'])).tokens.advisor;
  await settings({ Days: [0, 1, 2, 3, 4, 5, 6], Open: '09:00', Close: '18:00', SlotMin: 30 });
}, 120_000);

describe('the last free slot', () => {
  it('of 20 simultaneous bookings exactly one succeeds; the others are told the slot was taken', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => book({ Date: day(2), Time: '10:00' })));
    expect(statuses(answers).filter((s) => s === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.every((a) => a.status === 409 && a.body.message === AppointmentMessages.slotTaken)).toBe(true);
    const cal = await calendar(day(2));
    expect(cal.Appointments.filter((a) => a.Time === '10:00')).toHaveLength(1);
  });

  it('with deliberate double-booking allowed, simultaneous bookings of one slot all succeed', async () => {
    await settings({ Overbook: true });
    const answers = await Promise.all(Array.from({ length: 3 }, () => book({ Date: day(2), Time: '11:00' })));
    expect(statuses(answers)).toEqual([200, 200, 200]);
    await settings({ Overbook: false });
    expect((await book({ Date: day(2), Time: '11:00' })).status).toBe(409);
  });

  it('a booking in the past, on the grid or off it, is refused with its own text and writes nothing', async () => {
    const before = await partition();
    const past = await book({ Date: day(-1), Time: '10:00' });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe(AppointmentMessages.inPast);
    const off = await book({ Date: day(3), Time: '10:10' });
    expect(off.body.message).toBe(AppointmentMessages.offSlot(30));
    const late = await book({ Date: day(3), Time: '17:30', Dur: 60 });
    expect(late.body.message).toBe(AppointmentMessages.outsideHours('09:00', '18:00'));
    expect(await partition()).toBe(before);
  });
});

describe('cancel and move', () => {
  it('cancel frees the slot in the same change', async () => {
    const first = await book({ Date: day(3), Time: '09:00' });
    expect((await book({ Date: day(3), Time: '09:00' })).status).toBe(409);
    const cancelled = await ok<Appointment>(appointmentRoutes.cancelAppointment, {
      token: advisor,
      params: { Id: first.body._id },
      body: { ver: first.body.ver, Reason: 'Customer called' },
    });
    expect(cancelled.Sts).toBe('Cancelled');
    expect((await book({ Date: day(3), Time: '09:00' })).status).toBe(200);
  });

  it('a move to a taken slot changes nothing; a move to a free one frees the old slot', async () => {
    const a = (await book({ Date: day(4), Time: '10:00' })).body;
    await book({ Date: day(4), Time: '11:00' });
    const before = await partition();
    const clash = await invoke<ApiErrorBody>(appointmentRoutes.updateAppointment, {
      token: advisor,
      params: { Id: a._id },
      body: { ver: a.ver, Time: '11:00' },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(AppointmentMessages.slotTaken);
    expect(await partition()).toBe(before);
    const movedTo = await ok<Appointment>(appointmentRoutes.updateAppointment, {
      token: advisor,
      params: { Id: a._id },
      body: { ver: a.ver, Time: '12:00', Dur: 60, Wish: 'Brakes squeal' },
    });
    expect([movedTo.Time, movedTo.Dur, movedTo.Wish, movedTo.CustName, movedTo.ver]).toEqual([
      '12:00',
      60,
      'Brakes squeal',
      'Walk In',
      2,
    ]);
    expect((await book({ Date: day(4), Time: '10:00' })).status).toBe(200);
    // 12:00 for an hour holds 12:30 too.
    expect((await book({ Date: day(4), Time: '12:30' })).status).toBe(409);
    // A stale ver is refused.
    const stale = await invoke<ApiErrorBody>(appointmentRoutes.updateAppointment, {
      token: advisor,
      params: { Id: a._id },
      body: { ver: a.ver, Time: '15:00' },
    });
    expect([stale.status, stale.body.message]).toEqual([409, AppointmentMessages.stale]);
  });
});

describe('check-in', () => {
  it('two check-ins at once open one repair order, linked both ways; the customer is matched or created by phone', async () => {
    const phone = freshPhone();
    const regNo = freshRegNo();
    const a = (
      await book({
        Date: day(5),
        Time: '10:00',
        Name: 'Meera Iyer',
        Phone: phone,
        RegNo: regNo,
        Wish: 'AC not cooling',
      })
    ).body;
    const answers = await Promise.all(
      [1, 2].map(() =>
        invoke<Appointment & ApiErrorBody>(appointmentRoutes.checkInAppointment, {
          token: advisor,
          params: { Id: a._id },
          body: { ver: a.ver },
        }),
      ),
    );
    expect(statuses(answers), JSON.stringify(answers.map((x) => x.body))).toEqual([200, 409]);
    const won = answers.find((x) => x.status === 200)?.body as Appointment;
    expect(won.Sts).toBe('InProgress');
    const order = await ok<RepairOrderAnswer>(serviceRoutes.repairOrder, {
      token: advisor,
      params: { Id: won.WOId ?? '' },
    });
    expect(order.ApptId).toBe(a._id);
    expect(order.Num).toBe(won.WONum);
    expect(order.Cust).toBe(won.Cust);
    expect(order.Comps?.[0]?.Desc).toBe('AC not cooling');
    const dashboard = await ok<{ Rows?: unknown[]; Items?: unknown[] }>(serviceRoutes.repairOrderDashboard, {
      token: advisor,
      query: {},
    });
    expect(JSON.stringify(dashboard).split('Meera Iyer').length - 1).toBe(1);
    // A second booking by the same phone checks in to the same customer.
    const b = (await book({ Date: day(5), Time: '11:00', Name: 'Meera', Phone: phone, RegNo: regNo })).body;
    const again = await ok<Appointment>(appointmentRoutes.checkInAppointment, {
      token: advisor,
      params: { Id: b._id },
      body: { ver: b.ver },
    });
    expect([again.Cust, again.ProdId]).toEqual([won.Cust, won.ProdId]);
  });

  it('a booking for a known customer and vehicle carries their names', async () => {
    const cv = await createCustomerAndVehicle(advisor, 'Arjun Rao');
    const a = await ok<Appointment>(appointmentRoutes.createAppointment, {
      token: advisor,
      body: { Cust: cv.custId, ProdId: cv.prodId, Date: day(5), Time: '14:00' },
    });
    expect([a.CustName, a.RegNo]).toEqual([cv.custName, cv.regNo]);
  });
});

describe('tenant isolation', () => {
  it("another organisation's advisor neither reads nor changes this branch's appointments", async () => {
    const a = (await book({ Date: day(6), Time: '10:00' })).body;
    const read = await invoke(appointmentRoutes.appointment, { token: other, params: { Id: a._id } });
    expect(read.status).toBe(404);
    const cancel = await invoke(appointmentRoutes.cancelAppointment, {
      token: other,
      params: { Id: a._id },
      body: { ver: 1 },
    });
    expect(cancel.status).toBe(404);
    const theirs = await calendar(day(6), other);
    expect(theirs.Appointments).toEqual([]);
    expect((await calendar(day(6))).Appointments.map((x) => x._id)).toContain(a._id);
  });
});

describe('bays', () => {
  it('a booking takes its bay; a bay removed later keeps its appointments in a column of their own', async () => {
    await settings({
      Bays: [
        { Id: 'b1', Name: 'Bay 1' },
        { Id: 'b2', Name: 'Bay 2' },
      ],
    });
    const unknown = await book({ Date: day(7), Time: '10:00', Bay: 'b9' });
    expect([unknown.status, unknown.body.message]).toEqual([400, AppointmentMessages.bayUnknown]);
    const inBay2 = (await book({ Date: day(7), Time: '10:00', Bay: 'b2' })).body;
    expect(inBay2.Col).toBe('B#b2');
    // Another bay at the same time is free; the same bay is not.
    expect((await book({ Date: day(7), Time: '10:00', Bay: 'b1' })).status).toBe(200);
    expect((await book({ Date: day(7), Time: '10:00', Bay: 'b2' })).status).toBe(409);
    await settings({ Bays: [{ Id: 'b1', Name: 'Bay 1' }] });
    const cal = await calendar(day(7));
    expect(cal.Columns.map((c) => c.Name)).toEqual(['Bay 1', 'Removed bay', 'Unassigned']);
    expect(cal.Appointments.map((a) => a._id)).toContain(inBay2._id);
    await settings({ Bays: [] });
  });
});
