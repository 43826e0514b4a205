import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@shared/api/errors';
import { appointmentRoutes } from '@shared/api/routes/appointments';
import { AppointmentMessages } from '@shared/appointments/appointment-messages';
import { addDays, weekday } from '@shared/appointments/appointment-rules';
import type { CalendarAnswer, PublicSlotsAnswer } from '@shared/appointments/appointment-schemas';
import { invoke, type Answer } from '../test/invoke';
import { freshPhone, freshRegNo, ok, serviceOrganisation } from '../test/service-test-kit';

/**
 * The public booking page's calls (docs/customer-loop.md §6) against DynamoDB
 * Local: what they reveal, the last free slot under a race, the phone's limit,
 * and refused links.
 */
let advisor: string;
let token: string;
let otherToken: string;

const today = (): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Calcutta',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
const day = (n: number): string => addDays(today(), n);
const tokenOf = (link: string): string => link.split('/book/')[1] ?? '';

const slots = (t = token) =>
  invoke<PublicSlotsAnswer & ApiErrorBody>(appointmentRoutes.publicBookingSlots, { params: { Token: t } });
const bookOnline = (body: Record<string, unknown>, t = token): Promise<Answer<ApiErrorBody & { Ref: string }>> =>
  invoke(appointmentRoutes.publicBook, {
    params: { Token: t },
    body: { Name: 'Online Customer', Phone: freshPhone(), RegNo: freshRegNo(), ...body },
  });

beforeAll(async () => {
  const made = await serviceOrganisation(['owner', 'advisor']);
  advisor = made.tokens.advisor;
  await ok(appointmentRoutes.saveAppointmentSettings, {
    token: made.tokens.owner,
    body: { Days: [0, 1, 2, 3, 4, 5, 6], Open: '09:00', Close: '12:00', SlotMin: 60, PublicDays: 5, ver: 0 },
  });
  token = tokenOf((await ok<{ Link: string }>(appointmentRoutes.bookingLink, { token: advisor })).Link);
  const other = await serviceOrganisation(['advisor']);
  otherToken = tokenOf(
    (await ok<{ Link: string }>(appointmentRoutes.bookingLink, { token: other.tokens.advisor })).Link,
  );
}, 120_000);

describe('the public booking page', () => {
  it('lists free start times only: nothing of who booked the others', async () => {
    await ok(appointmentRoutes.createAppointment, {
      token: advisor,
      body: {
        Name: 'Secret Person',
        Phone: '9876512345',
        RegNo: 'KA01AB9999',
        Wish: 'private wish',
        Date: day(2),
        Time: '10:00',
      },
    });
    const answer = await slots();
    expect(answer.status).toBe(200);
    const text = JSON.stringify(answer.body);
    for (const secret of ['Secret', '9876512345', 'KA01AB9999', 'private', 'Ids', 'Col'])
      expect(text).not.toContain(secret);
    expect(Object.keys(answer.body).sort()).toEqual(['Branch', 'Days', 'SlotMin']);
    const day2 = answer.body.Days.find((d) => d.Date === day(2));
    expect(day2?.Times).toEqual(['09:00', '11:00']);
    expect(answer.body.Days.every((d) => d.Date < day(5))).toBe(true);
  });

  it('of 20 customers booking the last free slot at once exactly one gets it', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => bookOnline({ Date: day(3), Time: '09:00' })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.body.message === AppointmentMessages.slotTaken)).toHaveLength(
      19,
    );
    const cal = await ok<CalendarAnswer>(appointmentRoutes.appointmentCalendar, {
      token: advisor,
      query: { From: day(3), Days: '1' },
    });
    expect(cal.Appointments.filter((a) => a.Time === '09:00').map((a) => [a.Public, a.Sts])).toEqual([
      [true, 'Scheduled'],
    ]);
    expect((await slots()).body.Days.find((d) => d.Date === day(3))?.Times).not.toContain('09:00');
  });

  it('one phone holds at most two open bookings; a past or too-distant slot is refused', async () => {
    const phone = freshPhone();
    expect((await bookOnline({ Phone: phone, Date: day(1), Time: '09:00' })).status).toBe(200);
    expect((await bookOnline({ Phone: phone, Date: day(1), Time: '10:00' })).status).toBe(200);
    const third = await bookOnline({ Phone: phone, Date: day(1), Time: '11:00' });
    expect([third.status, third.body.message]).toEqual([409, AppointmentMessages.tooManyOpen(2)]);
    const past = await bookOnline({ Date: day(-1), Time: '09:00' });
    expect([past.status, past.body.message]).toEqual([400, AppointmentMessages.inPast]);
    const far = await bookOnline({ Date: day(9), Time: '09:00' });
    expect([far.status, far.body.message]).toEqual([400, AppointmentMessages.tooFarAhead(5)]);
    // The third slot was not taken by the refused booking.
    expect((await bookOnline({ Date: day(1), Time: '11:00' })).status).toBe(200);
  });

  it('a forged or altered link is refused; each link reaches only its own branch', async () => {
    const altered = `${token.slice(0, -3)}${token.slice(-3) === 'AAA' ? 'BBB' : 'AAA'}`;
    const refused = await slots(altered);
    expect([refused.status, refused.body.message]).toEqual([401, AppointmentMessages.linkInvalid]);
    expect((await bookOnline({ Date: day(2), Time: '09:00' }, altered)).status).toBe(401);
    const bad = await invoke(appointmentRoutes.publicBook, {
      params: { Token: token },
      body: { Name: 'X', Phone: '123', RegNo: 'KA01AB1234', Date: day(2), Time: '09:00' },
    });
    expect(bad.status).toBe(400);
    // The other organisation's page (default settings: Monday to Saturday) has 10:00 free: nothing booked here shows there.
    const theirs = (await slots(otherToken)).body.Days.find((d) => d.Date === day(2));
    expect(theirs?.Times ?? (weekday(day(2)) === 0 ? ['10:00'] : [])).toContain('10:00');
  });
});
