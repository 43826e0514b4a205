import { ApiError, ErrorCode } from '@shared/api/errors';
import { AppointmentMessages } from '@shared/appointments/appointment-messages';
import { ReminderMessages as M } from '@shared/reminders/reminder-messages';
import { rangeFits, weekOf, type ReminderKind } from '@shared/reminders/reminder-rules';
import { branchNow, serviceContext, type ServiceContext } from '../lib/branch-context';
import type { SessionContext } from '../lib/http/call';

/**
 * What every reminder call reads first (docs/reminders.md §4–§5): the branch from
 * the session, its today in its time zone, and its Service features — `Appt` (a
 * reminder's link is the booking page, which `Appt` off closes) and, for declined
 * work, `DeclSvc`. Both are on unless the configuration sets them to false, as the
 * spec's other Service features (docs/customer-loop.md §4).
 */
export type ReminderContext = ServiceContext & { today: string };

export function reminderContext(session: SessionContext, kind?: ReminderKind): ReminderContext {
  const ctx = serviceContext(session);
  const features = ctx.entity.Config.Service?.Features;
  if (features?.Appt === false) throw new ApiError(ErrorCode.Forbidden, AppointmentMessages.featureOff);
  if (kind === 'DeclinedWork' && features?.DeclSvc === false) throw new ApiError(ErrorCode.Forbidden, M.declinedOff);
  return { ...ctx, today: branchNow(ctx).date };
}

/** From/To of a list: this week of the branch by default; a missing end is the other's week end or start. */
export function rangeOf(
  today: string,
  query: { From?: string; To?: string },
  maxDays: number,
): { From: string; To: string } {
  const week = weekOf(query.From ?? query.To ?? today);
  const From = query.From ?? week.From;
  const To = query.To ?? week.To;
  if (From > To) throw new ApiError(ErrorCode.BadRequest, M.badRange, [{ path: 'From', message: M.badRange }]);
  if (!rangeFits(From, To, maxDays)) {
    const message = M.rangeTooLong(maxDays);
    throw new ApiError(ErrorCode.BadRequest, message, [{ path: 'To', message }]);
  }
  return { From, To };
}
