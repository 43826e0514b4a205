import { ulid } from 'ulid';
import type { serviceRoutes } from '@shared/api/routes/service';
import type { EstimateActionPath, EstimateAnswer, RepairOrderAnswer } from '@shared/service/call-schemas';
import { estimateRights } from '@shared/service/action-rights';
import type { EstimateDoc, RepairOrderDoc } from '@shared/service/service-docs';
import {
  applyEstimateAction,
  type EstimateActionContext,
  type EstimateActionResult,
} from '@shared/service/estimate-transitions';
import type { DocumentHead, StoredDocument } from '../../data/documents/document-records';
import {
  againWhileHeaderChanges,
  createDocument,
  saveDocument,
  saveDocuments,
} from '../../data/documents/documents-repo';
import type { Call } from '../../lib/http/call';
import { documentAnswer } from '../../lib/service-documents/document-answer';
import { readOwn } from '../../lib/service-documents/document-answer';
import { actingContext, auditActor, branchFlags } from '../../lib/service-documents/service-context';
import { branchNow, type ServiceContext } from '../../lib/branch-context';
import {
  actionAudit,
  asDocument,
  documentChecks,
  readAtVer,
  ruled,
  stateOf,
  supplementaryJoinStates,
  textOf,
} from '../../lib/service-documents/action-support';

/**
 * POST Service/Estimates/{Id}/{Action} (docs/service-actions.md): the shared rules decide
 * (shared/service/transitions.ts), and each action is one transaction:
 * - Approve, Cancel, Decline, Hold, Restart, ReOpen: the estimate's header and
 *   the lines whose status changed, conditional on `ver`;
 * - ConvertToWO: the estimate (Converted, WOId) and the new repair order with its
 *   number; answers the order;
 * - AddSupplementary: the new supplementary estimate with its number, the initial
 *   estimate's and the order's SuppEst; answers the supplementary;
 * - Approve of a supplementary: the supplementary (Converted) and the order with
 *   the delta added; answers the supplementary with its Delta.
 */

type Routes = typeof serviceRoutes;
type Answer = EstimateAnswer | RepairOrderAnswer;

/** Display names the header carries for the lists; a document made from another keeps them. */
const NAME_FIELDS = ['CustName', 'RegNo', 'SAName', 'SurName'] as const;
const namesOf = (head: DocumentHead): Record<string, unknown> =>
  Object.fromEntries(NAME_FIELDS.filter((n) => head[n] !== undefined).map((n) => [n, head[n]]));

/** The initial estimate (a supplementary's parent) and the order it became, when the action needs them. */
async function family(
  ctx: ServiceContext,
  stored: StoredDocument,
): Promise<{ root: StoredDocument; order?: StoredDocument }> {
  const parentId = textOf(stored.head.ParentId);
  const root = parentId ? await readOwn(ctx, 'Estimate', parentId, true) : stored;
  const orderId = textOf(root.head.WOId);
  return { root, ...(orderId ? { order: await readOwn(ctx, 'RepairOrder', orderId, true) } : {}) };
}

async function ruleContext(
  ctx: ServiceContext,
  stored: StoredDocument,
  order?: StoredDocument,
): Promise<EstimateActionContext> {
  return {
    rights: estimateRights(ctx.access),
    flags: { convertToWO: branchFlags(ctx).convertToWO },
    checks: await documentChecks(ctx, stored.head.CrDate),
    order: order ? asDocument<RepairOrderDoc>(order) : undefined,
    newId: ulid,
  };
}

/** A new document's header: its kind, ids, branch, creation time and author; the number is taken by the repository. */
function newHead(ctx: ServiceContext, kind: 'Estimate' | 'RepairOrder', docId: string, from: DocumentHead) {
  const now = branchNow(ctx);
  return {
    ...namesOf(from),
    type: kind,
    OrgId: ctx.session.orgId,
    DocId: docId,
    EntId: ctx.session.entityId,
    CrDate: now.date,
    CrTime: now.time,
    CrBy: ctx.session.userId,
    LineCount: 0,
  };
}

const numbering = (ctx: ServiceContext, kind: 'Estimate' | 'RepairOrder') => {
  const common = ctx.entity.Settings.Common;
  const first = common.NextNo?.[kind === 'Estimate' ? 'Est' : 'WO'];
  const fyStart = common.General?.FYStart;
  return { ...(first ? { first } : {}), ...(fyStart ? { fyStart } : {}) };
};

async function convert(
  ctx: ServiceContext,
  stored: StoredDocument,
  result: EstimateActionResult<EstimateDoc>,
  reason?: string,
): Promise<Answer> {
  const order = result.order as RepairOrderDoc & { _id: string };
  const estimateState = await stateOf(ctx, stored.head, result.estimate, stored.head.CrDate);
  const base = newHead(ctx, 'RepairOrder', order._id, stored.head);
  const orderState = await stateOf(ctx, base, order, base.CrDate);
  const created = await createDocument({
    head: orderState.head,
    lines: orderState.lines,
    audit: { Action: 'Convert', ...auditActor(ctx), Changes: [{ Path: 'EstId', After: stored.head.DocId }] },
    numbering: numbering(ctx, 'RepairOrder'),
    // The estimate turns Converted in the order's transaction, at the ver read: two conversions at once make one order.
    alsoChanges: [
      { before: stored, next: estimateState, audit: actionAudit(ctx, 'Convert', stored, estimateState, reason) },
    ],
  });
  return documentAnswer(ctx, created);
}

async function addSupplementary(
  ctx: ServiceContext,
  root: StoredDocument,
  order: StoredDocument,
  result: EstimateActionResult<EstimateDoc>,
): Promise<Answer> {
  const supp = result.supplementary as EstimateDoc & { _id: string };
  const base = newHead(ctx, 'Estimate', supp._id, root.head);
  const suppState = await stateOf(ctx, base, supp, base.CrDate);
  const rootState = await stateOf(ctx, root.head, result.estimate, root.head.CrDate);
  const orderState = await stateOf(ctx, order.head, result.order as RepairOrderDoc, order.head.CrDate);
  const created = await createDocument({
    head: suppState.head,
    lines: suppState.lines,
    audit: { Action: 'Create', ...auditActor(ctx), Changes: [{ Path: 'ParentId', After: root.head.DocId }] },
    numbering: numbering(ctx, 'Estimate'),
    alsoChanges: [
      { before: root, next: rootState, audit: actionAudit(ctx, 'AddSupplementary', root, rootState) },
      { before: order, next: orderState, audit: actionAudit(ctx, 'AddSupplementary', order, orderState) },
    ],
  });
  return documentAnswer(ctx, created);
}

async function approveSupplementary(
  ctx: ServiceContext,
  stored: StoredDocument,
  order: StoredDocument,
  result: EstimateActionResult<EstimateDoc>,
  reason?: string,
): Promise<Answer> {
  const { supplementary: suppState, order: orderState } = await supplementaryJoinStates(ctx, stored, order, result);
  // One transaction, however many lines the supplementary brings: lines beyond it go ahead (documents-repo saveDocuments).
  const [supp] = await saveDocuments([
    { before: stored, next: suppState, audit: actionAudit(ctx, 'Approve', stored, suppState, reason) },
    { before: order, next: orderState, audit: actionAudit(ctx, 'ApproveSupplementary', order, orderState) },
  ]);
  return documentAnswer(ctx, supp as StoredDocument);
}

/** Made again from a fresh read when only a technician's job move changed a header it writes. */
export const estimateAction = (call: Call<Routes['estimateAction']>): Promise<Answer> =>
  againWhileHeaderChanges(() => act(call));

async function act(call: Call<Routes['estimateAction']>): Promise<Answer> {
  const ctx = await actingContext(call.session);
  const path: EstimateActionPath = call.params.Action;
  const stored = await readAtVer(ctx, 'Estimate', call.params.Id, call.body.ver);
  const supplementary = textOf(stored.head.ParentId) !== undefined;
  const needsFamily = path === 'AddSupplementary' || (supplementary && path === 'Approve');
  const { root, order } = needsFamily ? await family(ctx, stored) : { root: stored, order: undefined };
  // Add Supplementary asked on a supplementary adds to its initial estimate.
  const subject = path === 'AddSupplementary' ? root : stored;
  const rules = await ruleContext(ctx, subject, order);
  const result = ruled(() => applyEstimateAction(asDocument<EstimateDoc>(subject), path, rules));

  if (path === 'ConvertToWO') return convert(ctx, stored, result, call.body.Reason);
  if (path === 'AddSupplementary' && order) return addSupplementary(ctx, root, order, result);
  if (result.order && order) return approveSupplementary(ctx, stored, order, result, call.body.Reason);

  const next = await stateOf(ctx, stored.head, result.estimate, stored.head.CrDate);
  const saved = await saveDocument({
    before: stored,
    next,
    audit: actionAudit(ctx, path, stored, next, call.body.Reason),
  });
  // A supplementary's answer carries its Delta (document-answer deltaOf).
  return documentAnswer(ctx, saved);
}
