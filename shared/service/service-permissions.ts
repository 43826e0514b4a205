import type { AccessContext } from '../access/access-context';
import { isEntityAdmin } from '../access/access-context';
import { hasAccessFlag, isModuleAdmin } from '../access/module-access';
import { hasResourceRight } from '../access/resource-access';
import type { EstimateActionPermissions, RepairOrderActionPermissions } from '../documents/actions';
import type { LineEditRights } from '../documents/line-rules';

/**
 * The permissions of service-documents §6, named and resolved in one place for
 * the API (which refuses) and the screens (which hide). The spec does not show
 * the permission names; docs/decisions-service.md explains each mapping onto the
 * access data the product already has (platform §3 'Access data').
 */

/** Estimates: approve is an update of the estimate; cancel and decline are deletes; ReOpen has its own flag. */
export const estimatePermissions = (ctx: AccessContext): EstimateActionPermissions => ({
  approve: hasResourceRight(ctx, 'Service', 'Est', 'U'),
  reopen: hasAccessFlag(ctx, 'Service', 'ReOpenEst'),
  cancel: hasResourceRight(ctx, 'Service', 'Est', 'D'),
  addSupplementaryOnClosed: hasAccessFlag(ctx, 'Service', 'ReOpenWO'),
});

/**
 * Repair orders: "approve or complete (two alternative permissions)": the right to
 * update orders (the advisor approves the work the customer agreed to and closes
 * it out), or the edit-completed flag (a service manager without the update right).
 */
export const repairOrderPermissions = (ctx: AccessContext): RepairOrderActionPermissions => ({
  approve: hasResourceRight(ctx, 'Service', 'WO', 'U'),
  complete: hasAccessFlag(ctx, 'Service', 'EdCompWO'),
  cancel: hasResourceRight(ctx, 'Service', 'WO', 'D'),
  reopen: hasAccessFlag(ctx, 'Service', 'ReOpenWO'),
});

/** Lines of an approved estimate or order, or of a completed order, change only with the matching flag. */
export const canEditApprovedEstimate = (ctx: AccessContext): boolean => hasAccessFlag(ctx, 'Service', 'EdApprEst');
export const canEditApprovedRepairOrder = (ctx: AccessContext): boolean => hasAccessFlag(ctx, 'Service', 'EdApprWO');
export const canEditCompletedRepairOrder = (ctx: AccessContext): boolean => hasAccessFlag(ctx, 'Service', 'EdCompWO');

/**
 * Assigning a technician is who does the work, not a commercial change of the line: whoever may
 * edit repair orders (WO U, the right of the save call) assigns them, approved order or not
 * (docs/decisions-service.md 'Technician assignment').
 */
export const canAssignTechnicians = (ctx: AccessContext): boolean => hasResourceRight(ctx, 'Service', 'WO', 'U');

/** The rights line-rules' locks ask about, for the API's check and the line grid's read-only cells alike. */
export const lineEditRights = (ctx: AccessContext): LineEditRights => ({
  editApprovedEstimate: canEditApprovedEstimate(ctx),
  editApprovedOrder: canEditApprovedRepairOrder(ctx),
  editCompletedOrder: canEditCompletedRepairOrder(ctx),
  assignTechnicians: canAssignTechnicians(ctx),
});

/** Free-form lines (not from the catalogue) need the FF permission (service-documents §2; Accounting.FF). */
export const canAddFreeFormLines = (ctx: AccessContext): boolean =>
  isEntityAdmin(ctx.access) || ctx.access.Accounting?.FF === true;

/** The audit log of a document: the Service module admin (and SA/EA, who are admins of every module). */
export const canSeeAuditLog = (ctx: AccessContext): boolean => isModuleAdmin(ctx, 'Service');
