import { isEntityAdmin, type AccessContext } from './access-context';
import { hasModuleAccess, isModuleAdmin } from './module-access';
import type { AccessArea } from './modules';
import type { Right } from './permission';
import { hasRight } from './permission-string';
import { ANY_REPORT, canSeeReport, reportsReachable } from './reports-access';
import { canInAnyWorkspace, WORKSPACE_RESOURCES, type WorkspaceResource } from './works-access';

/**
 * Resource permission strings of each access area (spec platform §3 'Access data').
 * Reports resources are report ids (or ANY_REPORT); Works resources are checked per
 * workspace; Comm, Payroll, Desk and FinInst carry no strings, only Access and MA.
 */
export const RESOURCES = {
  Common: ['Role', 'Dept', 'Desig', 'User', 'Customer', 'Vendor', 'Product', 'Geo'],
  Accounting: ['Bill', 'Invoice', 'SlsRcpt', 'CPay', 'VPay'],
  Inventory: ['Item', 'DNote', 'PO', 'Adjust', 'MyInv', 'WO'],
  Service: ['WO', 'Est', 'Appt', 'CO', 'Ticket'],
  Sales: ['SO', 'Est', 'CNote', 'DC', 'PO'],
  Works: WORKSPACE_RESOURCES,
  Comm: [],
  Payroll: [],
  Desk: [],
  FinInst: [],
} as const satisfies Record<Exclude<AccessArea, 'Reports'>, readonly string[]>;

/** Whether `name` is a resource of `area` (any id is a Reports resource). */
export function isKnownResource(area: AccessArea, name: string): boolean {
  if (area === 'Reports') return name.length > 0;
  const names: readonly string[] = RESOURCES[area];
  return names.includes(name);
}

/** The permission string stored under `name`, ignoring flags, lists and inherited keys. */
function permissionStringOf(data: object | undefined, name: string): string | undefined {
  if (data === undefined || !Object.hasOwn(data, name)) return undefined;
  const value: unknown = (data as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

const isWorkspaceResource = (name: string): name is WorkspaceResource =>
  (WORKSPACE_RESOURCES as readonly string[]).includes(name);

/**
 * Reports hold no C/R/U/D strings: a report is read or not. Admins (SA, EA, Reports
 * MA) hold every right; other users hold only R, on the reports they may see.
 */
function hasReportRight(ctx: AccessContext, reportId: string, right: Right): boolean {
  if (isEntityAdmin(ctx.access) || ctx.access.Reports?.MA === true) return true;
  if (right !== 'R') return false;
  return reportId === ANY_REPORT ? reportsReachable(ctx) : canSeeReport(ctx, reportId);
}

/**
 * A C/R/U/D right on a resource (spec platform §6):
 * - Common has no module switch: SA/EA bypass, else the string decides;
 * - Reports: see `hasReportRight`;
 * - module areas: the entity configuration must enable the module (for everyone);
 *   then SA/EA bypass; else the user needs Access, and MA has full rights inside
 *   the module; else the string decides (Works: the right in some workspace).
 */
export function hasResourceRight(ctx: AccessContext, area: AccessArea, resource: string, right: Right): boolean {
  if (area === 'Common')
    return isEntityAdmin(ctx.access) || hasRight(permissionStringOf(ctx.access.Common, resource), right);
  if (area === 'Reports') return hasReportRight(ctx, resource, right);
  if (!hasModuleAccess(ctx, area)) return false;
  if (isModuleAdmin(ctx, area)) return true;
  if (area === 'Works') return isWorkspaceResource(resource) && canInAnyWorkspace(ctx, resource, right);
  return hasRight(permissionStringOf(ctx.access[area], resource), right);
}
