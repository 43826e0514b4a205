import { canSeeGstReport, type GstReport } from '@shared/access/reports-access';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import { GstReturnMessages } from '@shared/gst/returns/gst-return-messages';
import { ItcMessages } from '@shared/gst/returns/gstr2-messages';
import { branchNow } from '../../lib/branch-context';
import type { SessionContext } from '../../lib/http/call';

/** The branch a GST return call is for (docs/gst-returns.md: the order of checks). */

export type GstBranch = { session: SessionContext; gstin: string; today: string };

/**
 * A GST return of this branch: its GST type files it (platform §6, 403 with
 * `notFiled` otherwise) and it has a GSTIN (400). GSTR-1 checks the same way.
 */
export function gstReturnBranch(session: SessionContext, report: GstReport, notFiled: string): GstBranch {
  const { access, entity } = session;
  if (!access || !entity) throw new ApiError(ErrorCode.Forbidden, Messages.forbidden);
  if (!canSeeGstReport({ access, config: entity.Config, settings: entity.Settings }, report))
    throw new ApiError(ErrorCode.Forbidden, notFiled);
  const gstin = entity.Settings.Common.Tax.GSTIN;
  if (!gstin) throw new ApiError(ErrorCode.BadRequest, GstReturnMessages.noGstin);
  return { session, gstin, today: branchNow({ entity }).date };
}

/** The same, for a month that has begun (a claim or a summary of a month to come says nothing). */
export function gstMonthBranch(
  session: SessionContext,
  report: GstReport,
  period: string,
  notFiled: string,
): GstBranch {
  const branch = gstReturnBranch(session, report, notFiled);
  const current = branch.today.slice(0, 7);
  if (period > current) {
    const message = ItcMessages.reportPeriodInFuture(current);
    throw new ApiError(ErrorCode.BadRequest, message, [{ path: 'Period', message }]);
  }
  return branch;
}
