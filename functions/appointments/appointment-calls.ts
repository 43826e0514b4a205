import { ulid } from 'ulid';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import type { appointmentRoutes } from '@shared/api/routes/appointments';
import { AppointmentMessages } from '@shared/appointments/appointment-messages';
import {
  addDays,
  columnOf,
  coveredSlots,
  UNASSIGNED,
  type AppointmentStatus,
} from '@shared/appointments/appointment-rules';
import type { Appointment, CalendarAnswer } from '@shared/appointments/appointment-schemas';
import {
  bookAppointment,
  changeAppointment,
  getAppointment,
  listAppointments,
  saveAppointmentSettings,
  type AppointmentRecord,
} from '../data/appointments/appointments-repo';
import { listEntityMembers } from '../data/identity/identity-repo';
import { branchNow } from '../lib/branch-context';
import type { Call } from '../lib/http/call';
import {
  appointmentAnswer,
  appointmentContext,
  appointmentNotFound,
  checkSlot,
  holdOf,
  type AppointmentContext,
} from '../data/appointments/appointment-context';
import { resolvePeople, type PeopleFields } from './appointment-people';
import { badRequest } from '../lib/http/refusals';

type Routes = typeof appointmentRoutes;

const logEntry = (ctx: AppointmentContext, Act: string) => ({
  At: new Date().toISOString(),
  By: ctx.session.userId,
  Act,
});

/** The calendar's columns: the bays, else the advisors (docs/customer-loop.md §3), and the unassigned column last. */
async function columnsOf(ctx: AppointmentContext): Promise<CalendarAnswer['Columns']> {
  const unassigned = { Col: UNASSIGNED, Name: 'Unassigned' };
  if (ctx.settings.Bays.length > 0)
    return [...ctx.settings.Bays.map((b) => ({ Col: `B#${b.Id}`, Name: b.Name })), unassigned];
  const members = await listEntityMembers(ctx.session.orgId, ctx.session.entityId);
  // An advisor books and opens orders: Appt C or module admin of Service.
  const advisors = members
    .filter((m) => m.Access.Service?.MA === true || (m.Access.Service?.Appt ?? '').includes('C'))
    .sort((a, b) => a.Name.localeCompare(b.Name));
  return [...advisors.map((m) => ({ Col: `A#${m.UserId}`, Name: m.Name })), unassigned];
}

/** GET Appointments/Calendar?From&Days: the branch's appointments of a day or a week, with its columns and settings. */
export async function appointmentCalendar(call: Call<Routes['appointmentCalendar']>): Promise<CalendarAnswer> {
  const ctx = await appointmentContext(call.session);
  const to = addDays(call.query.From, Number(call.query.Days) - 1);
  const [appointments, Columns] = await Promise.all([
    listAppointments(ctx.session.orgId, ctx.session.entityId, call.query.From, to),
    columnsOf(ctx),
  ]);
  const now = branchNow(ctx);
  // A bay removed or an advisor gone since keeps its appointments in sight, in a column of its own before Unassigned.
  const known = new Set(Columns.map((c) => c.Col));
  const gone = [...new Map(appointments.filter((a) => !known.has(a.Col)).map((a) => [a.Col, a])).values()].map((a) => ({
    Col: a.Col,
    Name: a.Col.startsWith('A#') ? (a.SAName ?? 'Advisor') : 'Removed bay',
  }));
  return {
    Settings: ctx.settings,
    Columns: [...Columns.slice(0, -1), ...gone, ...Columns.slice(-1)],
    Today: now.date,
    Now: now.time,
    Appointments: appointments.map(appointmentAnswer),
  };
}

async function readOwn(ctx: AppointmentContext, id: string, consistent = false): Promise<AppointmentRecord> {
  const found = await getAppointment(ctx.session.orgId, ctx.session.entityId, id, consistent);
  if (!found) throw appointmentNotFound();
  return found;
}

export async function appointment(call: Call<Routes['appointment']>): Promise<Appointment> {
  const ctx = await appointmentContext(call.session);
  return appointmentAnswer(await readOwn(ctx, call.params.Id));
}

/** POST Appointments: a booking by the advisor; the slots it covers are taken in the same transaction. */
export async function createAppointment(call: Call<Routes['createAppointment']>): Promise<Appointment> {
  const ctx = await appointmentContext(call.session);
  const body = call.body;
  const Dur = body.Dur ?? ctx.settings.SlotMin;
  checkSlot(ctx, ctx.settings, { date: body.Date, time: body.Time, duration: Dur });
  const people = await resolvePeople(ctx, ctx.settings, body);
  const Col = columnOf(ctx.settings, people);
  const record: AppointmentRecord = {
    type: 'Appointment',
    OrgId: ctx.session.orgId,
    EntId: ctx.session.entityId,
    Id: ulid(),
    Sts: 'Scheduled',
    Date: body.Date,
    Time: body.Time,
    Dur,
    Col,
    Slots: coveredSlots(body.Time, Dur, ctx.settings.SlotMin),
    ...people,
    ...(body.Wish ? { Wish: body.Wish } : {}),
    CrAt: new Date().toISOString(),
    CrBy: ctx.session.userId,
    ...(ctx.actor.userName ? { CrByName: ctx.actor.userName } : {}),
    Log: [],
    ver: 1,
  };
  record.Log.push(logEntry(ctx, 'Booked'));
  await bookAppointment(record, holdOf(ctx.settings));
  return appointmentAnswer(record);
}

/** The appointment at the `ver` the user read, still Scheduled (only a scheduled one moves or is cancelled). */
async function scheduledAt(ctx: AppointmentContext, id: string, ver: number): Promise<AppointmentRecord> {
  const before = await readOwn(ctx, id, true);
  if (before.ver !== ver) throw new ApiError(ErrorCode.Conflict, AppointmentMessages.stale);
  if (before.Sts !== 'Scheduled')
    throw new ApiError(
      ErrorCode.Conflict,
      before.Sts === 'InProgress' ? AppointmentMessages.checkedIn : AppointmentMessages.notScheduled(before.Sts),
    );
  return before;
}

const moved = (a: Pick<AppointmentRecord, 'Date' | 'Time' | 'Dur'>, b: typeof a) =>
  a.Date !== b.Date || a.Time !== b.Time || a.Dur !== b.Dur;

/**
 * PUT Appointments/{Id}: what is sent replaces, what is left out stays. A new time,
 * length, bay or advisor moves the appointment: the slots it leaves are freed and
 * those it enters taken in one transaction, so a move to a taken slot changes nothing.
 */
export async function updateAppointment(call: Call<Routes['updateAppointment']>): Promise<Appointment> {
  const ctx = await appointmentContext(call.session);
  const { ver, ...body } = call.body;
  const before = await scheduledAt(ctx, call.params.Id, ver);
  type Field = 'Cust' | 'ProdId' | 'Phone' | 'RegNo' | 'SA' | 'Bay';
  const pick = (k: Field): string | undefined => (k in body ? body[k] : before[k]);
  const asked: PeopleFields = {
    Cust: pick('Cust'),
    ProdId: pick('ProdId'),
    Name: 'Name' in body ? body.Name : before.Cust ? undefined : before.CustName,
    Phone: pick('Phone'),
    RegNo: pick('RegNo'),
    SA: pick('SA'),
    Bay: pick('Bay'),
  };
  const people = await resolvePeople(ctx, ctx.settings, asked, before);
  const when = { Date: body.Date ?? before.Date, Time: body.Time ?? before.Time, Dur: body.Dur ?? before.Dur };
  const Col = columnOf(ctx.settings, people);
  const reslot = moved(when, before) || Col !== before.Col;
  if (moved(when, before)) checkSlot(ctx, ctx.settings, { date: when.Date, time: when.Time, duration: when.Dur });
  const { Cust: _c, CustName: _cn, Phone: _p, ProdId: _pi, RegNo: _r, SA: _s, SAName: _sn, Bay: _b, ...kept } = before;
  const next: AppointmentRecord = {
    ...kept,
    ...people,
    ...when,
    Col,
    Slots: reslot ? coveredSlots(when.Time, when.Dur, ctx.settings.SlotMin) : before.Slots,
    ...('Wish' in body ? { Wish: body.Wish } : {}),
    Log: [...before.Log, logEntry(ctx, reslot ? `Moved from ${before.Date} ${before.Time}` : 'Changed')],
  };
  if (next.Wish === undefined) delete next.Wish;
  await changeAppointment(before, next, holdOf(ctx.settings));
  return appointmentAnswer({ ...next, ver: before.ver + 1 });
}

async function moveStatus(
  ctx: AppointmentContext,
  before: AppointmentRecord,
  Sts: AppointmentStatus,
  reason?: string,
): Promise<Appointment> {
  const next: AppointmentRecord = {
    ...before,
    Sts,
    ...(reason ? { Reason: reason } : {}),
    Log: [...before.Log, logEntry(ctx, Sts)],
  };
  await changeAppointment(before, next, holdOf(ctx.settings));
  return appointmentAnswer({ ...next, ver: before.ver + 1 });
}

/** POST Appointments/{Id}/Cancel: Cancelled, its slots freed in the same transaction. */
export async function cancelAppointment(call: Call<Routes['cancelAppointment']>): Promise<Appointment> {
  const ctx = await appointmentContext(call.session);
  const before = await scheduledAt(ctx, call.params.Id, call.body.ver);
  return moveStatus(ctx, before, 'Cancelled', call.body.Reason);
}

/** POST Appointments/{Id}/Complete: an appointment in progress is done (its repair order goes its own way). */
export async function completeAppointment(call: Call<Routes['completeAppointment']>): Promise<Appointment> {
  const ctx = await appointmentContext(call.session);
  const before = await readOwn(ctx, call.params.Id, true);
  if (before.ver !== call.body.ver) throw new ApiError(ErrorCode.Conflict, AppointmentMessages.stale);
  if (before.Sts !== 'InProgress') throw badRequest(AppointmentMessages.notInProgress);
  return moveStatus(ctx, before, 'Completed');
}

export async function appointmentSettings(call: Call<Routes['appointmentSettings']>) {
  return (await appointmentContext(call.session)).settings;
}

/** PUT Appointments/Settings at `ver`: what is left out stays. Booked slots keep their place whatever changes. */
export async function saveAppointmentSettingsCall(call: Call<Routes['saveAppointmentSettings']>) {
  const ctx = await appointmentContext(call.session);
  const { ver, ...body } = call.body;
  if (ctx.settings.ver !== ver) throw new ApiError(ErrorCode.Conflict, Messages.conflict);
  const { ver: _v, ...current } = ctx.settings;
  const next = { ...current, ...body };
  if (next.Close <= next.Open) throw badRequest(AppointmentMessages.settingsHours, 'Close');
  return saveAppointmentSettings(ctx.session.orgId, ctx.session.entityId, next, ver);
}
