import type { AccessContext } from '../access/access-context';
import { hasResourceRight } from '../access/resource-access';
import type { EstimateActionPermissions, RepairOrderActionPermissions } from '../documents/actions';
import { estimatePermissions, repairOrderPermissions } from './service-permissions';

/**
 * Everything an action checks about the caller, resolved once from the session.
 * The §6 permissions come from service-permissions.ts; the spec names no
 * permission for Hold, Restart, Decline (of an order), Convert, Add
 * Supplementary and Generate Invoice, so those need the right to change the
 * document, plus the right to create what they create (docs/service-actions.md).
 */
export type EstimateRights = EstimateActionPermissions & {
  /** Update the estimate (Est U): Hold, Restart. */
  readonly update: boolean;
  /** Create estimates (Est C): Add Supplementary creates one. */
  readonly create: boolean;
  /** Create repair orders (WO C): Convert creates one. */
  readonly createOrder: boolean;
  /** Reopen repair orders: approving a supplementary into a closed order reopens it. */
  readonly reopenOrder: boolean;
};

export type RepairOrderRights = RepairOrderActionPermissions & {
  /** Update the order (WO U): Hold, Decline, Restart. */
  readonly update: boolean;
  /** Create or update invoices (Accounting Invoice C or U): Generate Invoice creates the draft invoices, which the cashier generates too. */
  readonly createInvoice: boolean;
};

export const estimateRights = (ctx: AccessContext): EstimateRights => ({
  ...estimatePermissions(ctx),
  update: hasResourceRight(ctx, 'Service', 'Est', 'U'),
  create: hasResourceRight(ctx, 'Service', 'Est', 'C'),
  createOrder: hasResourceRight(ctx, 'Service', 'WO', 'C'),
  reopenOrder: repairOrderPermissions(ctx).reopen,
});

export const repairOrderRights = (ctx: AccessContext): RepairOrderRights => ({
  ...repairOrderPermissions(ctx),
  update: hasResourceRight(ctx, 'Service', 'WO', 'U'),
  createInvoice:
    hasResourceRight(ctx, 'Accounting', 'Invoice', 'C') || hasResourceRight(ctx, 'Accounting', 'Invoice', 'U'),
});

/** Every right granted: availability by the document alone, to tell "not now" from "not you". */
export const ALL_ESTIMATE_RIGHTS: EstimateRights = {
  approve: true,
  reopen: true,
  cancel: true,
  addSupplementaryOnClosed: true,
  update: true,
  create: true,
  createOrder: true,
  reopenOrder: true,
};
export const ALL_REPAIR_ORDER_RIGHTS: RepairOrderRights = {
  approve: true,
  complete: true,
  cancel: true,
  reopen: true,
  update: true,
  createInvoice: true,
};
