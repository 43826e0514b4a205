import { estimateActions } from '../documents/actions';
import { estimateStatusFromItems } from '../documents/rollups';
import type { EstimateStatus } from '../documents/statuses';
import { statusLabel } from '../documents/status-labels';
import { refuse } from './action-refusal';
import { ALL_ESTIMATE_RIGHTS, type EstimateRights } from './action-rights';
import { estimateActionLabel } from './action-paths';
import { ESTIMATE_ACTION_PATHS, type EstimateActionPath } from './call-schemas';
import { convertToRepairOrder } from './convert';
import { itemStatuses, type LineStatusChange } from './line-statuses';
import type { MergeDelta } from './merge-lines';
import { ServiceMessages as M } from './service-messages';
import type { EstimateDoc, RepairOrderDoc } from './service-docs';
import { addSupplementary, mergeSupplementaryIntoOrder } from './supplementary';
import { approveLines, awaiting, type DocumentChecks, restartLines, stopLines } from './transitions';

/**
 * The estimate actions (docs/service-actions.md), pure: Approve, Convert to repair
 * order, Add Supplementary, ReOpen, Cancel, Decline, Hold and Restart, and which of
 * them a caller may take now. The rules both documents share are in transitions.ts.
 */

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

/** The status an estimate rolls up from when it is not Converted: a supplementary's own New is Supplementary. */
const estimateBase = (doc: EstimateDoc): EstimateStatus => (doc.ParentId !== undefined ? 'Supplementary' : 'New');

const withEstimateStatus = <T extends EstimateDoc>(
  change: LineStatusChange<T>,
  from: EstimateStatus,
): EstimateActionResult<T> => ({
  estimate: { ...change.document, Sts: estimateStatusFromItems(from, itemStatuses(change.document)) },
  changedLineIds: change.changedLineIds,
});

/**
 * An approved supplementary joins its order: its approved lines merged in (declined and
 * cancelled lines are not: merge-lines), the supplementary Converted and tied to the
 * order. The advisor's Approve and the customer's decision by link (functions/service/
 * approval) both take this path; the customer, who may not reopen, has no `reopenOrder`.
 */
export const approveSupplementary = <T extends EstimateDoc>(
  approved: Pick<EstimateActionResult<T>, 'estimate' | 'changedLineIds'>,
  ctx: Pick<EstimateActionContext, 'order'> & { readonly rights: Pick<EstimateRights, 'reopenOrder'> },
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
