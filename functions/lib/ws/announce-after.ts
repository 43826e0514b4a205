import { Reply, type Call, type CallHandler, type SessionContext } from '../http/call';
import type { RouteDef } from '@shared/api/route';
import { announceAppointmentChange, type AppointmentChange } from './shop-floor-announce';

/**
 * A call that announces what it changed after its answer is ready (its transaction
 * has committed; docs/customer-loop.md §20). A refused call throws first and
 * announces nothing. Shared by the `service` and `appointments` families.
 */
export function announcingWith<R extends RouteDef, C>(
  announce: (branch: SessionContext, change: C) => Promise<unknown>,
  run: CallHandler<R>,
  describe: (call: Call<R>, answer: unknown, by: string) => C | undefined,
): CallHandler<R> {
  return async (call) => {
    const answer = await run(call);
    const session = (call as { session?: SessionContext }).session;
    const change = session ? describe(call, answer, session.userId) : undefined;
    if (session && change) await announce(session, change);
    return answer;
  };
}

const str = (v: unknown): v is string => typeof v === 'string' && v !== '';

/** An appointment's answer names its id, day, status and `ver` (docs/customer-loop.md §11a). */
function appointmentChangeOf(answer: unknown, By: string): AppointmentChange | undefined {
  if (answer instanceof Reply || typeof answer !== 'object' || answer === null) return undefined;
  const a = answer as { _id?: unknown; Sts?: unknown; ver?: unknown; Date?: unknown };
  if (!str(a._id) || !str(a.Sts) || !str(a.Date) || typeof a.ver !== 'number') return undefined;
  return { Id: a._id, Date: a.Date, Sts: a.Sts, ver: a.ver, By };
}

/** An appointment's call: the branch's calendars hear AppointmentChanged. */
export const announcingAppointment = <R extends RouteDef>(run: CallHandler<R>): CallHandler<R> =>
  announcingWith(announceAppointmentChange, run, (_call, answer, by) => appointmentChangeOf(answer, by));
