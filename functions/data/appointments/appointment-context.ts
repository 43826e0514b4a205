import { ApiError, ErrorCode } from '@shared/api/errors';
import { AppointmentMessages } from '@shared/appointments/appointment-messages';
import { refuseSlot, type AppointmentSettings, type SlotRefusal } from '@shared/appointments/appointment-rules';
import type { Appointment } from '@shared/appointments/appointment-schemas';
import type { EntityRecord } from '../identity/records';
import { readAppointmentSettings, type AppointmentRecord, type Hold, type StoredSettings } from './appointments-repo';
import { branchNow, serviceContext, type ServiceContext } from '../../lib/branch-context';
import type { SessionContext } from '../../lib/http/call';
import { badRequest } from '../../lib/http/refusals';

/**
 * What every appointment call reads first (docs/customer-loop.md §4): the branch
 * from the session, its Service feature `Appt` (on unless the configuration sets
 * it to false, as the spec's other core features), and its appointment settings.
 */
export type AppointmentContext = ServiceContext & { settings: StoredSettings };

/** The feature `Appt` of the branch's Service configuration: on unless set to false. */
export function checkFeature(entity: EntityRecord): void {
  if (entity.Config.Service?.Features?.Appt === false)
    throw new ApiError(ErrorCode.Forbidden, AppointmentMessages.featureOff);
}

export async function appointmentContext(session: SessionContext): Promise<AppointmentContext> {
  const ctx = serviceContext(session);
  checkFeature(ctx.entity);
  return { ...ctx, settings: await readAppointmentSettings(session.orgId, session.entityId) };
}

/** One place per slot (docs/customer-loop.md §3), or none enforced where the branch allows double-booking. */
export const holdOf = (settings: AppointmentSettings): Hold => ({
  capacity: settings.Overbook ? undefined : 1,
  phoneLimit: settings.MaxOpenPerPhone,
});

const refusalText = (settings: AppointmentSettings, refusal: SlotRefusal): string => {
  switch (refusal.kind) {
    case 'inPast':
      return AppointmentMessages.inPast;
    case 'closedDay':
      return AppointmentMessages.closedDay;
    case 'offSlot':
      return AppointmentMessages.offSlot(settings.SlotMin);
    case 'outsideHours':
      return AppointmentMessages.outsideHours(settings.Open, settings.Close);
    case 'tooFarAhead':
      return AppointmentMessages.tooFarAhead(refusal.days);
  }
};

/** Refuses a time the branch cannot take (in the past, closed, off the grid) with its own text, before any write. */
export function checkSlot(
  entity: Pick<ServiceContext, 'entity'>,
  settings: AppointmentSettings,
  at: { date: string; time: string; duration: number },
  horizonDays?: number,
): void {
  const refusal = refuseSlot(settings, at, branchNow(entity), horizonDays);
  if (refusal) throw badRequest(refusalText(settings, refusal), refusal.kind === 'closedDay' ? 'Date' : 'Time');
}

/** The answer: the record without its keys, slots and log. */
export function appointmentAnswer(r: AppointmentRecord): Appointment {
  return {
    _id: r.Id,
    Sts: r.Sts,
    Date: r.Date,
    Time: r.Time,
    Dur: r.Dur,
    Col: r.Col,
    ...(r.Cust ? { Cust: r.Cust } : {}),
    ...(r.CustName ? { CustName: r.CustName } : {}),
    ...(r.Phone ? { Phone: r.Phone } : {}),
    ...(r.ProdId ? { ProdId: r.ProdId } : {}),
    ...(r.RegNo ? { RegNo: r.RegNo } : {}),
    ...(r.SA ? { SA: r.SA } : {}),
    ...(r.SAName ? { SAName: r.SAName } : {}),
    ...(r.Bay ? { Bay: r.Bay } : {}),
    ...(r.Wish ? { Wish: r.Wish } : {}),
    ...(r.Public ? { Public: true } : {}),
    ...(r.WOId ? { WOId: r.WOId } : {}),
    ...(r.WONum ? { WONum: r.WONum } : {}),
    ...(r.Reason ? { Reason: r.Reason } : {}),
    CrAt: r.CrAt,
    ...(r.CrByName ? { CrByName: r.CrByName } : {}),
    ver: r.ver,
  };
}

export const appointmentNotFound = (): ApiError => new ApiError(ErrorCode.NotFound, AppointmentMessages.notFound);
