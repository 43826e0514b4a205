import type { AccessContext } from '@shared/access/access-context';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import { DEFAULT_TIME_ZONE } from '@shared/fields/time-zone';
import type { EntityRecord } from '../data/identity/records';
import type { Actor } from '../data/documents/document-records';
import type { SessionContext } from './http/call';

/**
 * What every call that acts in a branch (service documents, invoices,
 * payments) reads from the verified session: who, which branch, the access
 * context of the shared permission rules, and the branch's flags and clock.
 * Nothing here comes from the request. It sits in functions/lib because more
 * than one call family uses it, and a family never imports another
 * (docs/architecture.md 'Which rule keeps each line').
 */
export type ServiceContext = {
  session: SessionContext;
  entity: EntityRecord;
  access: AccessContext;
  actor: Actor;
};

export function serviceContext(session: SessionContext): ServiceContext {
  if (!session.access || !session.entity) throw new ApiError(ErrorCode.Forbidden, Messages.forbidden);
  return {
    session,
    entity: session.entity,
    access: {
      access: session.access,
      config: session.entity.Config,
      settings: session.entity.Settings,
      user: { UserId: session.userId },
    },
    actor: {
      orgId: session.orgId,
      entityId: session.entityId,
      userId: session.userId,
      ...(session.userName ? { userName: session.userName } : {}),
    },
  };
}

/** One formatter per time zone: building an Intl.DateTimeFormat costs about as much as a small request's CPU. */
const clocks = new Map<string, Intl.DateTimeFormat>();
const clockOf = (zone: string): Intl.DateTimeFormat => {
  let clock = clocks.get(zone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(zone, clock);
  }
  return clock;
};

/** The branch's date and time now, in its time zone (CrDate/CrTime). */
export function branchNow(ctx: Pick<ServiceContext, 'entity'>, at: Date = new Date()): { date: string; time: string } {
  const parts = clockOf(ctx.entity.Settings.TZ ?? DEFAULT_TIME_ZONE).formatToParts(at);
  const part = (type: string): string => parts.find((p) => p.type === type)?.value ?? '00';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}
