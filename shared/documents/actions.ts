import { type Paise, rupeesToPaise } from './money-math';
import { invoiceBillsSomething, invoiceHasLines } from './invoice-content';
import type { EstimateStatus, InvoiceStatus, LineStatus, RepairOrderStatus } from './statuses';

/**
 * Which actions a document offers (spec service-documents §2, §4). Permissions
 * and feature flags are inputs: the caller resolves them from access data and
 * entity configuration, so the same answer holds in the UI and the API.
 */

const isOneOf = <T extends string>(v: T, list: readonly T[]): boolean => list.includes(v);

// ---------------------------------------------------------------- invoices

/** §4 'Invoice rules': status from payments. */
export const invoiceStatusFromPayments = (input: {
  readonly Sts: InvoiceStatus;
  /** Invoice total in rupees (after Adjust). */
  readonly total: number;
  readonly Payments?: readonly { readonly Paid: number }[] | undefined;
  /** A payment being added now, in rupees. */
  readonly extra?: number | undefined;
}): InvoiceStatus => {
  let paid: Paise = rupeesToPaise(input.extra ?? 0);
  for (const p of input.Payments ?? []) paid += rupeesToPaise(p.Paid);
  if (paid === 0) return input.Sts;
  return paid === rupeesToPaise(input.total) ? 'Closed' : 'Partial';
};

export type InvoiceActionPermissions = {
  readonly acceptPayment: boolean;
  readonly cancel: boolean;
  readonly auditLog: boolean;
  /** Invoice settings need entity admin (platform §6). */
  readonly settings: boolean;
};

export type InvoiceActions = {
  Approve: boolean;
  'Accept Payment': boolean;
  'Send SMS': boolean;
  Cancel: boolean;
  'Credit Note': boolean;
  Clone: boolean;
  'Audit Log': boolean;
  Settings: boolean;
};

export const invoiceActions = (
  inv: {
    readonly Sts: InvoiceStatus;
    readonly Items?: readonly unknown[] | undefined;
    readonly Ops?: readonly unknown[] | undefined;
    readonly Excess?: number | undefined;
  },
  perms: InvoiceActionPermissions,
  flags: { readonly newFeatures: boolean },
): InvoiceActions => {
  // Lines, or only a claim's compulsory excess (the customer's invoice of an all-insurer order).
  const bills = invoiceBillsSomething(inv);
  return {
    Approve: inv.Sts === 'Draft' && bills,
    'Accept Payment': !isOneOf(inv.Sts, ['Draft', 'Paid', 'Cancelled', 'Closed']) && bills && perms.acceptPayment,
    'Send SMS': inv.Sts !== 'Draft' && inv.Sts !== 'Cancelled',
    Cancel: inv.Sts !== 'Cancelled' && perms.cancel,
    // A credit note credits the supply; an invoice with only the excess has none (the excess is never credited).
    'Credit Note': inv.Sts === 'Closed' && invoiceHasLines(inv),
    Clone: flags.newFeatures,
    'Audit Log': perms.auditLog,
    Settings: perms.settings,
  };
};

// --------------------------------------------------------------- estimates

export type EstimateActionPermissions = {
  readonly approve: boolean;
  readonly reopen: boolean;
  readonly cancel: boolean;
  /** Add a supplementary estimate when the repair order it became is Closed. */
  readonly addSupplementaryOnClosed: boolean;
};

export type EstimateActions = {
  Approve: boolean;
  'Convert To WO': boolean;
  ReOpen: boolean;
  'Add Supplementary': boolean;
  Cancel: boolean;
  Declined: boolean;
  Hold: boolean;
  Restart: boolean;
};

export const estimateActions = (
  est: {
    readonly Sts: EstimateStatus;
    readonly WOId?: string | undefined;
    readonly itemStatuses: readonly LineStatus[];
  },
  perms: EstimateActionPermissions,
  flags: {
    /** The convert-to-repair-order feature (Service.Features.WO). */
    readonly convertToWO: boolean;
  },
  /** Status of the repair order the estimate was converted to, if any. */
  repairOrderSts?: RepairOrderStatus,
): EstimateActions => {
  const s = est.Sts;
  const tiedToWorkOrder = est.WOId !== undefined && est.WOId !== '';
  const canDeactivate =
    !isOneOf(s, ['Cancelled', 'Converted', 'Declined', 'OnHold']) && !tiedToWorkOrder && perms.cancel;
  const awaitingApproval = est.itemStatuses.some((i) => i === 'New' || i === 'WtngForAppr');
  return {
    Approve: awaitingApproval && perms.approve && !isOneOf(s, ['OnHold', 'Cancelled', 'Declined', 'Converted']),
    'Convert To WO': s === 'Approved' && flags.convertToWO,
    ReOpen: s === 'Converted' && perms.reopen,
    'Add Supplementary': s === 'Converted' && (repairOrderSts !== 'Closed' || perms.addSupplementaryOnClosed),
    Cancel: canDeactivate,
    Declined: canDeactivate,
    Hold: !isOneOf(s, ['Cancelled', 'Converted', 'OnHold', 'Declined']),
    Restart: isOneOf(s, ['Cancelled', 'Declined', 'OnHold']),
  };
};

// ----------------------------------------------------------- repair orders

export type RepairOrderActionPermissions = {
  /** The two alternative permissions: either one lets the user approve or complete. */
  readonly approve: boolean;
  readonly complete: boolean;
  readonly cancel: boolean;
  /** Reopen after closed. */
  readonly reopen: boolean;
};

export type RepairOrderActions = {
  Approve: boolean;
  Complete: boolean;
  Cancel: boolean;
  Declined: boolean;
  Hold: boolean;
  'Generate Invoice': boolean;
  ReOpen: boolean;
  Restart: boolean;
};

export const repairOrderActions = (
  ro: { readonly Sts: RepairOrderStatus; readonly itemStatuses: readonly LineStatus[] },
  perms: RepairOrderActionPermissions,
  flags: {
    /** The flag of §4 'Generate invoice ... when Approved and a flag is false': invoices only after completion. */
    readonly invoiceOnlyWhenCompleted: boolean;
  },
): RepairOrderActions => {
  const s = ro.Sts;
  const mayApproveOrComplete = perms.approve || perms.complete;
  const approve =
    ro.itemStatuses.some((i) => i === 'New' || i === 'WtngForAppr') &&
    mayApproveOrComplete &&
    !isOneOf(s, ['OnHold', 'Cancelled', 'Completed']);
  // Cancelled and Declined items are out of the job, so they never make it completable.
  const beyond = ro.itemStatuses.some(
    (i) => !isOneOf(i, ['New', 'WtngForAppr', 'OnHold', 'Completed', 'Cancelled', 'Declined']),
  );
  const complete =
    !approve && beyond && mayApproveOrComplete && !isOneOf(s, ['Completed', 'OnHold', 'Cancelled', 'Closed']);
  const declineOrHold = !isOneOf(s, ['Cancelled', 'Completed', 'Closed', 'OnHold', 'Declined']);
  return {
    Approve: approve,
    Complete: complete,
    Cancel: !isOneOf(s, ['Cancelled', 'Closed', 'OnHold', 'Declined']) && perms.cancel,
    Declined: declineOrHold,
    Hold: declineOrHold,
    'Generate Invoice': s === 'Completed' || (s === 'Approved' && !flags.invoiceOnlyWhenCompleted),
    ReOpen: s === 'Closed' && perms.reopen,
    Restart: isOneOf(s, ['Cancelled', 'Declined', 'OnHold']),
  };
};
