import { ulid } from 'ulid';
import { ApiError, ErrorCode } from '@shared/api/errors';
import type { appointmentRoutes } from '@shared/api/routes/appointments';
import { AppointmentMessages } from '@shared/appointments/appointment-messages';
import { addDays, refuseSlot, slotTimes, UNASSIGNED, weekday } from '@shared/appointments/appointment-rules';
import type { PublicSlotsAnswer } from '@shared/appointments/appointment-schemas';
import {
  bookAppointment,
  listTakenSlots,
  readAppointmentSettings,
  type AppointmentRecord,
  type StoredSettings,
} from '../data/appointments/appointments-repo';
import { getEntity } from '../data/identity/identity-repo';
import type { EntityRecord } from '../data/identity/records';
import { branchNow } from '../lib/branch-context';
import { announceAppointmentChange } from '../lib/ws/shop-floor-announce';
import type { Call } from '../lib/http/call';
import { checkFeature, checkSlot, holdOf } from '../data/appointments/appointment-context';
import { verifyBookingLink } from './booking-link';

type Routes = typeof appointmentRoutes;

/**
 * The public booking page's calls (docs/customer-loop.md §6): no session, the
 * branch only from the signed link. They answer free start times and a booking
 * reference, never another customer's name, phone, vehicle or even how many
 * others booked: the slot records are read for their counts only.
 */
type Branch = { orgId: string; entity: EntityRecord; settings: StoredSettings };

async function branchOf(token: string): Promise<Branch> {
  const claims = await verifyBookingLink(token);
  const [entity, settings] = await Promise.all([
    getEntity(claims.org, claims.ent),
    readAppointmentSettings(claims.org, claims.ent),
  ]);
  if (!entity) throw new ApiError(ErrorCode.Unauthorised, AppointmentMessages.linkInvalid);
  checkFeature(entity);
  return { orgId: claims.org, entity, settings };
}

/** The columns a public booking may take, in order: the bays, or the branch's one unassigned column. */
const publicColumns = (settings: StoredSettings): string[] =>
  settings.Bays.length > 0 ? settings.Bays.map((b) => `B#${b.Id}`) : [UNASSIGNED];

/** Per date and time, how many places are taken in each public column. */
async function takenCounts(b: Branch, from: string, to: string): Promise<Map<string, number>> {
  const taken = await listTakenSlots(b.orgId, b.entity.EntId, from, to);
  return new Map(taken.map((s) => [`${s.date}#${s.time}#${s.col}`, s.count]));
}

const isFree = (counts: Map<string, number>, b: Branch, date: string, time: string, col: string): boolean =>
  b.settings.Overbook || (counts.get(`${date}#${time}#${col}`) ?? 0) < 1;

/** GET Public/Booking/{Token}: the branch's name and its free start times from now for PublicDays days. */
export async function publicBookingSlots(call: Call<Routes['publicBookingSlots']>): Promise<PublicSlotsAnswer> {
  const b = await branchOf(call.params.Token);
  const now = branchNow({ entity: b.entity });
  const last = addDays(now.date, b.settings.PublicDays - 1);
  const counts = await takenCounts(b, now.date, last);
  const columns = publicColumns(b.settings);
  const Days: PublicSlotsAnswer['Days'] = [];
  for (let date = now.date; date <= last; date = addDays(date, 1)) {
    if (!b.settings.Days.includes(weekday(date))) continue;
    const Times = slotTimes(b.settings).filter(
      (time) =>
        refuseSlot(b.settings, { date, time, duration: b.settings.SlotMin }, now) === undefined &&
        columns.some((col) => isFree(counts, b, date, time, col)),
    );
    if (Times.length > 0) Days.push({ Date: date, Times });
  }
  return { Branch: b.entity.DName, SlotMin: b.settings.SlotMin, Days };
}

/**
 * POST Public/Booking/{Token}: one slot of SlotMin minutes, in the first column
 * free. Each column is tried with its conditional write, so of twenty customers
 * racing for the last place exactly one gets it; the phone may hold at most
 * MaxOpenPerPhone open bookings (its own record, in the same transaction).
 */
export async function publicBook(call: Call<Routes['publicBook']>) {
  const b = await branchOf(call.params.Token);
  const body = call.body;
  const at = { date: body.Date, time: body.Time, duration: b.settings.SlotMin };
  checkSlot({ entity: b.entity }, b.settings, at, b.settings.PublicDays);
  const counts = await takenCounts(b, body.Date, body.Date);
  const columns = publicColumns(b.settings).filter((col) => isFree(counts, b, body.Date, body.Time, col));
  const Id = ulid();
  let lastRefusal: unknown = new ApiError(ErrorCode.Conflict, AppointmentMessages.slotTaken);
  for (const Col of columns) {
    const record: AppointmentRecord = {
      type: 'Appointment',
      OrgId: b.orgId,
      EntId: b.entity.EntId,
      Id,
      Sts: 'Scheduled',
      Date: body.Date,
      Time: body.Time,
      Dur: b.settings.SlotMin,
      Col,
      Slots: [body.Time],
      CustName: body.Name,
      Phone: body.Phone,
      RegNo: body.RegNo,
      ...(Col.startsWith('B#') ? { Bay: Col.slice(2) } : {}),
      ...(body.Wish ? { Wish: body.Wish } : {}),
      Public: true,
      CrAt: new Date().toISOString(),
      Log: [{ At: new Date().toISOString(), Act: 'Booked online' }],
      ver: 1,
    };
    try {
      await bookAppointment(record, holdOf(b.settings));
      // No session here: the branch is the link's (its token names it), never the request's.
      await announceAppointmentChange(
        { orgId: b.orgId, entityId: b.entity.EntId },
        { Id, Date: body.Date, Sts: 'Scheduled', ver: 1, By: 'Customer' },
      );
      return { Ref: Id.slice(-6), Date: body.Date, Time: body.Time, Branch: b.entity.DName };
    } catch (error) {
      // Another customer took this column's place first: try the next bay; any other refusal stands.
      if (!(error instanceof ApiError) || error.message !== AppointmentMessages.slotTaken) throw error;
      lastRefusal = error;
    }
  }
  throw lastRefusal;
}
