import type { AccessContext } from '@shared/access/access-context';
import { canSeeReport, type GstReport, visibleGstReports } from '@shared/access/reports-access';
import type { UserAndEntity } from '@shared/api/routes/iam';

/** The report ids of the GST returns (shared/access/report-catalogue.ts: GST group from 401). */
export const GST_REPORT_IDS: Readonly<Record<GstReport, string>> = { GSTR1: '401', GSTR2: '402', GSTR3B: '405' };

export const reportsContext = (session: UserAndEntity): AccessContext => ({
  access: session.Access,
  config: session.Entity.Config,
  settings: session.Entity.Settings,
});

/** The GST returns this user sees in this branch: by the branch's GST type (platform §6) and the user's report list. */
export const gstReportsFor = (session: UserAndEntity): GstReport[] => {
  const ctx = reportsContext(session);
  return visibleGstReports(ctx).filter((r) => canSeeReport(ctx, GST_REPORT_IDS[r]));
};
