import { isEntityAdmin, type AccessContext } from './access-context';

/** Resource name in a Reports permission that means 'the reports area', not one report id. */
export const ANY_REPORT = '*';

const isReportsAdmin = (ctx: AccessContext): boolean => isEntityAdmin(ctx.access) || ctx.access.Reports?.MA === true;

const reportList = (ctx: AccessContext): readonly string[] => ctx.access.Reports?.Reports ?? [];

/**
 * Reports are reachable if the user has access or any report list is non-empty
 * (spec platform §6). Reports have no module switch in the entity configuration.
 */
export const reportsReachable = (ctx: AccessContext): boolean =>
  isReportsAdmin(ctx) || ctx.access.Reports?.Access === true || reportList(ctx).length > 0;

/**
 * Users with restricted report access see only reports whose ids are in their
 * list; admins (SA, EA, Reports MA) and all-access users (Access with an empty
 * list) see all (spec platform §6).
 */
export function canSeeReport(ctx: AccessContext, reportId: string): boolean {
  if (isReportsAdmin(ctx)) return true;
  const list = reportList(ctx);
  if (list.length > 0) return list.includes(reportId);
  return ctx.access.Reports?.Access === true;
}

/** The subset of `reportIds` this user may see, in the given order. */
export const visibleReports = (ctx: AccessContext, reportIds: readonly string[]): string[] =>
  reportIds.filter((id) => canSeeReport(ctx, id));

export type GstReport = 'GSTR1' | 'GSTR2' | 'GSTR3B';

/**
 * GST report visibility (spec platform §6): GST type 1 shows GSTR1 and GSTR2;
 * type 2 shows only GSTR2. Any other or no GST type shows neither (decision: no
 * GST registration type, no GST returns). GSTR-3B, the monthly summary of the
 * returns a type 1 branch files, goes with GSTR1 (docs/gst-returns.md 'GSTR-3B').
 */
export function visibleGstReports(ctx: AccessContext): GstReport[] {
  switch (ctx.settings?.Common?.Tax?.GSTType) {
    case 1:
      return ['GSTR1', 'GSTR2', 'GSTR3B'];
    case 2:
      return ['GSTR2'];
    default:
      return [];
  }
}

export const canSeeGstReport = (ctx: AccessContext, report: GstReport): boolean =>
  visibleGstReports(ctx).includes(report);
