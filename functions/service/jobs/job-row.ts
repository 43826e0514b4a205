import { ApiError, ErrorCode } from '@shared/api/errors';
import { canOpenMyJobs } from '@shared/access/specific-rules';
import type { ServiceLaborLine } from '@shared/documents/schemas';
import type { jobRow } from '@shared/service/call-schemas';
import { ServiceMessages } from '@shared/service/service-messages';
import type * as z from 'zod';
import type { DocumentHead } from '../../data/documents/document-records';
import { readUser } from '../../data/users/users-repo';
import type { ServiceContext } from '../../lib/branch-context';

/**
 * What the two job calls share: My Jobs is for users with the technician flag
 * (NoW.Tec, platform §6; it is a fact about the user, so SA/EA do not bypass
 * it), and a job is shown as one row of its order.
 */

export type JobRow = z.infer<typeof jobRow>;

export async function requireTechnician(ctx: ServiceContext): Promise<void> {
  const user = await readUser(ctx.session.orgId, ctx.session.userId);
  const access = { ...ctx.access, user: { UserId: ctx.session.userId, ...(user?.NoW ? { NoW: user.NoW } : {}) } };
  if (!canOpenMyJobs(access)) throw new ApiError(ErrorCode.Forbidden, ServiceMessages.notTechnician);
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

export function jobRowOf(head: DocumentHead, line: ServiceLaborLine, ver: number): JobRow {
  const optional = {
    Desc: line.Desc,
    RegNo: str(head.RegNo),
    CustName: str(head.CustName),
    PrDate: str(head.PrDate),
    PrTime: str(head.PrTime),
    ClockOn: line.ClockOn,
    ClockOff: line.ClockOff,
    Worked: line.Worked,
  };
  return {
    WOId: head.DocId,
    Num: head.Num,
    LineId: line._id,
    Sts: line.Sts ?? 'New',
    ver,
    ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined)),
  };
}
