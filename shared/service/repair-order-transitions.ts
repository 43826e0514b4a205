import { repairOrderActions } from '../documents/actions';
import type { SplitOptions } from '../documents/split-invoices';
import { repairOrderStatusFromItems } from '../documents/rollups';
import type { RepairOrderStatus } from '../documents/statuses';
import { statusLabel } from '../documents/status-labels';
import { validateServiceDocument } from '../documents/validate';
import { refuse, toActionIssue } from './action-refusal';
import { ALL_REPAIR_ORDER_RIGHTS, type RepairOrderRights } from './action-rights';
import { repairOrderActionLabel } from './action-paths';
import { REPAIR_ORDER_ACTION_PATHS, type RepairOrderActionPath } from './call-schemas';
import { generateInvoices } from './generate-invoice';
import { isOpenLine, itemStatuses, laborFromParts, type LineStatusChange, setLineStatuses } from './line-statuses';
import { ServiceMessages as M } from './service-messages';
import type { DraftInvoiceDoc, RepairOrderDoc } from './service-docs';
import { approveLines, awaiting, type DocumentChecks, restartLines, stopLines } from './transitions';

/**
 * The repair-order actions (docs/service-actions.md), pure: Approve, Complete, Cancel,
 * Decline, Hold, Restart, ReOpen and Generate Invoice, and which of them a caller may
 * take now. The rules both documents share are in transitions.ts.
 */

export type RepairOrderActionContext = {
  readonly rights: RepairOrderRights;
  readonly flags: { readonly invoiceOnlyWhenCompleted: boolean };
  readonly checks: DocumentChecks;
  /** Generate Invoice: the tax codes, rounding and excess presentation of the split (split-invoices options). */
  readonly invoicing?: SplitOptions;
  readonly newId: () => string;
};

export type RepairOrderActionResult<T extends RepairOrderDoc> = {
  readonly order: T;
  readonly changedLineIds: readonly string[];
  /** Generate Invoice: the draft invoices, one per payer. */
  readonly invoices?: readonly DraftInvoiceDoc[];
};

const repairOrderExtra = (path: RepairOrderActionPath, rights: RepairOrderRights): boolean => {
  switch (path) {
    case 'Hold':
    case 'Decline':
    case 'Restart':
      return rights.update;
    case 'GenerateInvoice':
      return rights.createInvoice;
    default:
      return true;
  }
};

const isOfferedOrder = (
  doc: RepairOrderDoc,
  path: RepairOrderActionPath,
  rights: RepairOrderRights,
  flags: RepairOrderActionContext['flags'],
): boolean =>
  repairOrderActions({ Sts: doc.Sts ?? 'New', itemStatuses: itemStatuses(doc) }, rights, flags)[
    repairOrderActionLabel(path)
  ] && repairOrderExtra(path, rights);

/** The repair-order actions this caller may take now, in the contract's path names. */
export const availableRepairOrderActions = (
  doc: RepairOrderDoc,
  ctx: Pick<RepairOrderActionContext, 'rights' | 'flags'>,
): RepairOrderActionPath[] => REPAIR_ORDER_ACTION_PATHS.filter((p) => isOfferedOrder(doc, p, ctx.rights, ctx.flags));

const COMPLETE_BLOCKED: readonly RepairOrderStatus[] = ['Completed', 'OnHold', 'Cancelled', 'Closed'];

const repairOrderWhyNot = (
  doc: RepairOrderDoc,
  path: RepairOrderActionPath,
  flags: RepairOrderActionContext['flags'],
): string => {
  const s = doc.Sts ?? 'New';
  switch (path) {
    case 'Approve':
      return awaiting(doc) ? M.notInStatus(path, '{order}', statusLabel(s)) : M.nothingToApprove('{order}');
    case 'Complete':
      if (COMPLETE_BLOCKED.includes(s)) return M.notInStatus(path, '{order}', statusLabel(s));
      return awaiting(doc) ? M.approveNewLinesFirst : M.nothingToComplete;
    case 'GenerateInvoice':
      return M.invoiceWhen(!flags.invoiceOnlyWhenCompleted);
    case 'ReOpen':
      return M.reopenOnlyClosed;
    case 'Restart':
      return M.restartOnlyStopped('{order}');
    case 'Cancel':
    case 'Decline':
    case 'Hold':
      return M.notInStatus(path, '{order}', statusLabel(s));
  }
};

const checkRepairOrderAction = (
  doc: RepairOrderDoc,
  path: RepairOrderActionPath,
  ctx: RepairOrderActionContext,
): void => {
  if (isOfferedOrder(doc, path, ctx.rights, ctx.flags)) return;
  if (!isOfferedOrder(doc, path, ALL_REPAIR_ORDER_RIGHTS, ctx.flags))
    refuse(400, repairOrderWhyNot(doc, path, ctx.flags));
  refuse(403, M.noPermission(path, '{order}'));
};

/**
 * Complete: every line still open becomes Completed. Refused with the list of
 * what stops it: the complete-stage checks of validate.ts (a sublet line without
 * a vendor, a tracked part not issued in full — headed 'Insufficient Quantity.',
 * the spec's text), and lines on hold, which the customer has not released.
 */
const completeLines = <T extends RepairOrderDoc>(doc: T, checks: DocumentChecks): LineStatusChange<T> => {
  const issues = validateServiceDocument(doc, { ...checks, kind: 'RepairOrder', stage: 'complete' })
    .filter((i) => i.level === 'error')
    .map(toActionIssue);
  for (const l of [...(doc.Ops ?? []), ...(doc.Parts ?? [])])
    if (l.Sts === 'OnHold') issues.push({ LineId: l._id, Field: 'Sts', Message: M.lineOnHold });
  if (issues.length > 0) {
    const short = issues.some((i) => i.Field === 'IQty');
    refuse(400, short ? M.insufficientQuantity : M.completeRefused, issues);
  }
  return setLineStatuses(doc, (l) => (isOpenLine(l.Sts) ? 'Completed' : undefined));
};

const withOrderStatus = <T extends RepairOrderDoc>(
  change: LineStatusChange<T>,
  from: RepairOrderStatus,
): RepairOrderActionResult<T> => ({
  order: { ...change.document, Sts: repairOrderStatusFromItems(from, itemStatuses(change.document)) },
  changedLineIds: change.changedLineIds,
});

export const applyRepairOrderAction = <T extends RepairOrderDoc>(
  doc: T,
  path: RepairOrderActionPath,
  ctx: RepairOrderActionContext,
): RepairOrderActionResult<T> => {
  checkRepairOrderAction(doc, path, ctx);
  const sts = doc.Sts ?? 'New';
  switch (path) {
    case 'Approve': {
      const approved = approveLines(doc, '{order}', { ...ctx.checks, kind: 'RepairOrder', stage: 'approve' });
      // Approved labour at once shows how far its parts are (§4 'Labor status from its parts').
      const rolled = laborFromParts(approved.document, new Set(approved.changedLineIds));
      const changed = new Set([...approved.changedLineIds, ...rolled.changedLineIds]);
      return withOrderStatus({ document: rolled.document, changedLineIds: [...changed] }, sts);
    }
    case 'Complete':
      return withOrderStatus(completeLines(doc, ctx.checks), sts);
    case 'Cancel':
    case 'Decline':
    case 'Hold': {
      const to = path === 'Cancel' ? 'Cancelled' : path === 'Decline' ? 'Declined' : 'OnHold';
      const change = stopLines(doc, to);
      return { order: { ...change.document, Sts: to }, changedLineIds: change.changedLineIds };
    }
    case 'Restart':
      return withOrderStatus(restartLines(doc, sts), 'New');
    case 'ReOpen':
      // Closed is settled by invoicing; reopened, the order is what its lines say (the invoices stay linked).
      return withOrderStatus({ document: doc, changedLineIds: [] }, 'Completed');
    case 'GenerateInvoice': {
      const { order, invoices } = generateInvoices(
        { ...doc, _id: doc._id ?? '' },
        ctx.invoicing ?? { date: ctx.checks.date, taxCodes: ctx.checks.taxCodes },
        ctx.newId,
      );
      if (invoices.length === 0) refuse(400, M.nothingToInvoice);
      return { order: order as T, changedLineIds: [], invoices };
    }
  }
};
