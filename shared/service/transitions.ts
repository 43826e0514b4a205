import { estimateActions, repairOrderActions } from '../documents/actions';
import type { SplitOptions } from '../documents/split-invoices';
import { estimateStatusFromItems, repairOrderStatusFromItems } from '../documents/rollups';
import type { ServiceDocument } from '../documents/schemas';
import type { EstimateStatus, LineStatus, RepairOrderStatus } from '../documents/statuses';
import { type ServiceValidationContext, validateServiceDocument } from '../documents/validate';
import { type ActionIssue, refuse, toActionIssue } from './action-refusal';
import {
  ALL_ESTIMATE_RIGHTS,
  ALL_REPAIR_ORDER_RIGHTS,
  type EstimateRights,
  type RepairOrderRights,
} from './action-rights';
import { estimateActionLabel, repairOrderActionLabel } from './action-paths';
import {
  ESTIMATE_ACTION_PATHS,
  REPAIR_ORDER_ACTION_PATHS,
  type EstimateActionPath,
  type RepairOrderActionPath,
} from './call-schemas';
import { convertToRepairOrder } from './convert';
import { generateInvoices } from './generate-invoice';
import {
  AWAITING_APPROVAL,
  isOpenLine,
  itemStatuses,
  laborFromParts,
  type LineStatusChange,
  restartOnHold,
  setLineStatuses,
} from './line-statuses';
import type { MergeDelta } from './merge-lines';
import type { DocumentWord } from './service-messages';
import { ServiceMessages as M } from './service-messages';
import type { DraftInvoiceDoc, EstimateDoc, RepairOrderDoc } from './service-docs';
import { statusLabel } from '../documents/status-labels';
import { addSupplementary, mergeSupplementaryIntoOrder } from './supplementary';

/**
 * The estimate and repair-order actions (docs/service-actions.md; the action paths of
 * call-schemas.ts), pure: the server applies them and writes the result in one
 * transaction; the screens offer exactly `availableEstimateActions` /
 * `availableRepairOrderActions`. An action that is not available is refused
 * with the reason: 403 when only the caller's permission is missing, 400 when
 * the document does not allow it now (service-documents §4, §6).
 */

/** What approve and complete check besides the document (validate.ts context). */
export type DocumentChecks = Omit<ServiceValidationContext, 'kind' | 'stage' | 'supplementary'>;

export type EstimateActionContext = {
  readonly rights: EstimateRights;
  readonly flags: { readonly convertToWO: boolean };
  readonly checks: DocumentChecks;
  /** The order the estimate (or a supplementary's initial estimate) was converted to, when it has one. */
  readonly order?: RepairOrderDoc | undefined;
  /** Ids of documents the action creates (ULIDs on the server). */
  readonly newId: () => string;
};

export type EstimateActionResult<T extends EstimateDoc> = {
  readonly estimate: T;
  readonly changedLineIds: readonly string[];
  /** Convert: the new order. AddSupplementary and a supplementary's Approve: the order as changed. */
  readonly order?: RepairOrderDoc;
  readonly orderCreated?: boolean;
  readonly orderChangedLineIds?: readonly string[];
  /** AddSupplementary: the new supplementary estimate. */
  readonly supplementary?: EstimateDoc;
  /** A supplementary's Approve: what it added to the order or changed there. */
  readonly delta?: MergeDelta;
};

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

/** Rights the spec does not name, and rules actions.ts leaves to the caller (see action-rights.ts). */
const estimateExtra = (doc: EstimateDoc, path: EstimateActionPath, rights: EstimateRights): boolean => {
  switch (path) {
    case 'Hold':
    case 'Restart':
      return rights.update;
    case 'ConvertToWO':
      // A supplementary joins its order on approval; a converted-then-reopened estimate already has one.
      return rights.createOrder && doc.ParentId === undefined && (doc.WOId ?? '') === '';
    case 'AddSupplementary':
      return rights.create;
    default:
      return true;
  }
};

type Availability = Pick<EstimateActionContext, 'flags' | 'order'>;

const isOffered = (doc: EstimateDoc, path: EstimateActionPath, rights: EstimateRights, ctx: Availability): boolean =>
  estimateActions(
    { Sts: doc.Sts ?? 'New', WOId: doc.WOId, itemStatuses: itemStatuses(doc) },
    rights,
    ctx.flags,
    ctx.order?.Sts,
  )[estimateActionLabel(path)] && estimateExtra(doc, path, rights);

/** The estimate actions this caller may take now, in the contract's path names. */
export const availableEstimateActions = (
  doc: EstimateDoc,
  ctx: Availability & Pick<EstimateActionContext, 'rights'>,
): EstimateActionPath[] => ESTIMATE_ACTION_PATHS.filter((p) => isOffered(doc, p, ctx.rights, ctx));

const awaiting = (doc: ServiceDocument): boolean => itemStatuses(doc).some((s) => AWAITING_APPROVAL.includes(s));

const estimateWhyNot = (doc: EstimateDoc, path: EstimateActionPath, flags: EstimateActionContext['flags']): string => {
  const sts = statusLabel(doc.Sts ?? 'New');
  const tied = (doc.WOId ?? '') !== '';
  switch (path) {
    case 'Approve':
      return awaiting(doc) ? M.notInStatus(path, 'estimate', sts) : M.nothingToApprove('estimate');
    case 'ConvertToWO':
      if (doc.ParentId !== undefined) return M.supplementaryJoinsOnApprove;
      if (tied) return M.alreadyConverted;
      return flags.convertToWO ? M.convertOnlyApproved : M.convertSwitchedOff;
    case 'ReOpen':
      return M.reopenOnlyConverted;
    case 'AddSupplementary':
      return M.supplementaryOnlyWhenConverted;
    case 'Cancel':
    case 'Decline':
      return tied && doc.Sts !== 'Converted' ? M.tiedToOrder(path) : M.notInStatus(path, 'estimate', sts);
    case 'Hold':
      return M.notInStatus(path, 'estimate', sts);
    case 'Restart':
      return M.restartOnlyStopped('estimate');
  }
};

const checkEstimateAction = (doc: EstimateDoc, path: EstimateActionPath, ctx: EstimateActionContext): void => {
  if (isOffered(doc, path, ctx.rights, ctx)) return;
  if (!isOffered(doc, path, ALL_ESTIMATE_RIGHTS, ctx)) refuse(400, estimateWhyNot(doc, path, ctx.flags));
  if (path === 'AddSupplementary' && ctx.order?.Sts === 'Closed' && !ctx.rights.addSupplementaryOnClosed)
    refuse(403, M.supplementaryOnClosed);
  refuse(403, M.noPermission(path, 'estimate'));
};

/**
 * Approve and complete refuse with every line and field that fails (docs/service-actions.md
 * 'Refusals'). "Each complaint should have at least one service" (§5) only asks on save;
 * approval refuses it (docs/service-actions.md).
 */
const documentIssues = (doc: ServiceDocument, ctx: ServiceValidationContext): ActionIssue[] =>
  validateServiceDocument(doc, ctx).flatMap((i): ActionIssue[] => {
    if (i.level === 'error') return [toActionIssue(i)];
    if (i.field !== 'CompId' || i.lineId === undefined) return [];
    const c = (doc.Comps ?? []).find((x) => x._id === i.lineId);
    return [{ LineId: i.lineId, Field: 'CompId', Message: M.complaintWithoutService(c?.Desc ?? i.lineId) }];
  });

const approveLines = <T extends ServiceDocument>(
  doc: T,
  what: DocumentWord,
  ctx: ServiceValidationContext,
): LineStatusChange<T> => {
  const issues = documentIssues(doc, ctx);
  if (issues.length > 0) refuse(400, M.approveRefused(what), issues);
  return setLineStatuses(doc, (l) => (AWAITING_APPROVAL.includes(l.Sts ?? 'New') ? 'Approved' : undefined));
};

/** Cancel, Decline and Hold: the document takes the status, and so does every line still open. */
const stopLines = <T extends ServiceDocument>(doc: T, to: LineStatus): LineStatusChange<T> =>
  setLineStatuses(doc, (l) => (isOpenLine(l.Sts) ? to : undefined));

/**
 * Restart: from on hold, the spec's rule (on-hold lines back to New); from
 * cancelled or declined, the lines the document's cancel or decline stopped
 * come back as New too (the line choices allow Declined/Cancelled → New), or the
 * roll-up would find the document cancelled again.
 */
const restartLines = <T extends ServiceDocument>(doc: T, sts: string): LineStatusChange<T> =>
  sts === 'OnHold'
    ? restartOnHold(doc)
    : setLineStatuses(doc, (l) => (l.Sts === 'Cancelled' || l.Sts === 'Declined' ? 'New' : undefined));

/** The status an estimate rolls up from when it is not Converted: a supplementary's own New is Supplementary. */
const estimateBase = (doc: EstimateDoc): EstimateStatus => (doc.ParentId !== undefined ? 'Supplementary' : 'New');

const withEstimateStatus = <T extends EstimateDoc>(
  change: LineStatusChange<T>,
  from: EstimateStatus,
): EstimateActionResult<T> => ({
  estimate: { ...change.document, Sts: estimateStatusFromItems(from, itemStatuses(change.document)) },
  changedLineIds: change.changedLineIds,
});

const approveSupplementary = <T extends EstimateDoc>(
  approved: EstimateActionResult<T>,
  ctx: EstimateActionContext,
): EstimateActionResult<T> => {
  const order = ctx.order ?? refuse(400, M.orderNotFound);
  const orderSts = order.Sts ?? 'New';
  if (orderSts === 'Cancelled' || orderSts === 'Declined')
    refuse(400, M.supplementaryIntoInactive(statusLabel(orderSts)));
  if (orderSts === 'Closed' && !ctx.rights.reopenOrder) refuse(403, M.supplementaryIntoClosed);
  const merged = mergeSupplementaryIntoOrder(approved.estimate, order);
  return {
    ...approved,
    estimate: { ...approved.estimate, Sts: 'Converted', ...(order._id !== undefined ? { WOId: order._id } : {}) },
    order: merged.order,
    orderChangedLineIds: merged.changedLineIds,
    delta: merged.delta,
  };
};

export const applyEstimateAction = <T extends EstimateDoc>(
  doc: T,
  path: EstimateActionPath,
  ctx: EstimateActionContext,
): EstimateActionResult<T> => {
  checkEstimateAction(doc, path, ctx);
  const sts = doc.Sts ?? 'New';
  switch (path) {
    case 'Approve': {
      const supplementary = doc.ParentId !== undefined;
      const approved = withEstimateStatus(
        approveLines(doc, 'estimate', { ...ctx.checks, kind: 'Estimate', stage: 'approve', supplementary }),
        sts,
      );
      return supplementary ? approveSupplementary(approved, ctx) : approved;
    }
    case 'ConvertToWO': {
      const { estimate, order } = convertToRepairOrder(doc, ctx.newId());
      return { estimate, changedLineIds: [], order, orderCreated: true };
    }
    case 'AddSupplementary': {
      const order = ctx.order ?? refuse(400, M.orderNotFound);
      const added = addSupplementary(doc, order, ctx.newId());
      return {
        estimate: added.estimate,
        changedLineIds: [],
        order: added.order,
        orderChangedLineIds: [],
        supplementary: added.supplementary,
      };
    }
    case 'ReOpen':
      // Back to what its lines say; it keeps its order (WOId), so it is not converted twice.
      return withEstimateStatus({ document: doc, changedLineIds: [] }, estimateBase(doc));
    case 'Cancel':
    case 'Decline':
    case 'Hold': {
      const to = path === 'Cancel' ? 'Cancelled' : path === 'Decline' ? 'Declined' : 'OnHold';
      const change = stopLines(doc, to);
      return { estimate: { ...change.document, Sts: to }, changedLineIds: change.changedLineIds };
    }
    case 'Restart':
      return withEstimateStatus(restartLines(doc, sts), estimateBase(doc));
  }
};

// ----------------------------------------------------------- repair orders

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
