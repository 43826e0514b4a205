import { calculateServiceDocument } from '@shared/documents/calculate-service-document';
import { paiseToRupees } from '@shared/documents/money-math';
import type { ServiceDocument } from '@shared/documents/schemas';
import type { DocumentTotals } from '@shared/documents/totals';
import type { EstimateAnswer, RepairOrderAnswer } from '@shared/service/call-schemas';
import { estimateActionLabel, repairOrderActionLabel } from '@shared/service/action-paths';
import { estimateRights, repairOrderRights } from '@shared/service/action-rights';
import type { MergeDelta } from '@shared/service/merge-lines';
import type { EstimateDoc, RepairOrderDoc } from '@shared/service/service-docs';
import { supplementaryDelta } from '@shared/service/supplementary';
import { canSeeAuditLog } from '@shared/service/service-permissions';
import { availableEstimateActions } from '@shared/service/estimate-transitions';
import { availableRepairOrderActions } from '@shared/service/repair-order-transitions';
import { getReferenceSet } from '../../data/reference/reference-repo';
import { readItem } from '../../data/users/users-repo';
import { headKey } from '../../data/documents/document-keys';
import { readDocument } from '../../data/documents/documents-repo';
import type { DocumentHead, DocumentLines, HeadTotals, StoredDocument } from '../../data/documents/document-records';
import type { DocKind } from '../../data/documents/types/service-types';
import { branchFlags, documentNotFound } from './service-context';
import type { ServiceContext } from '../branch-context';

/**
 * The whole recomputed document a service call answers (docs/service-documents-api.md
 * 'The document'): the stored inputs run through the shared engine, totals in rupees,
 * the actions this caller may take now and the display names.
 */

/** Header attributes that are storage bookkeeping, not document fields. */
const NOT_ANSWERED = new Set([
  'type',
  'OrgId',
  'DocId',
  'Series',
  'FY',
  'Amounts',
  'LineCount',
  'LineOrder',
  'LineRev',
  'Delta',
]);

/** The engine's view of a stored document: header fields and lines in the spec's names. */
export function engineDocument(head: Readonly<Record<string, unknown>>, lines: DocumentLines): ServiceDocument {
  const fields = Object.fromEntries(Object.entries(head).filter(([name]) => !NOT_ANSWERED.has(name)));
  return {
    ...fields,
    Ops: lines.Ops,
    Parts: lines.Parts,
    Comps: lines.Comps,
    Colli: lines.Colli,
  } as unknown as ServiceDocument;
}

export type Calculated = { document: ServiceDocument; totals: DocumentTotals };

export async function calculate(ctx: ServiceContext, doc: ServiceDocument, date: string): Promise<Calculated> {
  const taxCodes = await getReferenceSet('TaxCodes');
  const { document, totals } = calculateServiceDocument(doc, {
    taxCodes,
    date,
    round: ctx.entity.Settings.Acc.Round === true,
  });
  return { document, totals };
}

/** Depreciation and excess land with the insurance-claim engine; until then a claim reads as 0. */
type ClaimTotals = { claim?: { depreciation?: number; excess?: number } };

/**
 * Totals in paise, as kept on the header. The rounding adjustment is the
 * customer's: the customer pays the rounded bill, so the payers still add up
 * to the grand total.
 */
export function headTotals(totals: DocumentTotals): HeadTotals {
  const claim = (totals as DocumentTotals & ClaimTotals).claim;
  return {
    Labor: totals.labor.taxable,
    Parts: totals.parts.taxable,
    Taxable: totals.overall.taxable,
    CGST: totals.overall.cgst,
    SGST: totals.overall.sgst,
    IGST: totals.overall.igst,
    Total: totals.overall.total,
    Adjust: totals.adjust,
    GrandTotal: totals.grandTotal,
    Insurer: totals.byPayer.insurer.total,
    Customer: totals.byPayer.customer.total + totals.adjust,
    Internal: totals.byPayer.internal.total,
    Warranty: totals.byPayer.warranty.total,
    Depreciation: claim?.depreciation ?? 0,
    Excess: claim?.excess ?? 0,
    Estimated: totals.estimated.total,
  };
}

const inRupees = (amounts: HeadTotals): EstimateAnswer['Totals'] =>
  Object.fromEntries(
    Object.entries(amounts).map(([name, paise]) => [name, paiseToRupees(paise)]),
  ) as EstimateAnswer['Totals'];

/**
 * The buttons this caller sees: exactly the actions the action calls would accept
 * now (shared/service/transitions.ts, the spec's availability with the caller's
 * rights), as the labels of service-documents §2.
 */
async function actionsOf(ctx: ServiceContext, head: DocumentHead, doc: ServiceDocument): Promise<string[]> {
  const flags = branchFlags(ctx);
  if (head.type === 'Estimate') {
    const woId = typeof head.WOId === 'string' && head.WOId !== '' ? head.WOId : undefined;
    // Add Supplementary depends on the order's status, read only for a converted estimate.
    const order =
      head.Sts === 'Converted' && woId ? await readItem<RepairOrderDoc>(headKey(head.OrgId, woId)) : undefined;
    const paths = availableEstimateActions(doc as EstimateDoc, {
      rights: estimateRights(ctx.access),
      flags: { convertToWO: flags.convertToWO },
      order,
    });
    return paths.map(estimateActionLabel);
  }
  const paths = availableRepairOrderActions(doc as RepairOrderDoc, {
    rights: repairOrderRights(ctx.access),
    flags: { invoiceOnlyWhenCompleted: flags.invoiceOnlyWhenCompleted },
  });
  return paths.map(repairOrderActionLabel);
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/**
 * A supplementary estimate's `Delta`, on every answer (read, save, action):
 * - once approved (Converted), what its approval added to the order and changed
 *   there, kept on its header by the approval (the order has moved on since, so
 *   it cannot be worked out again);
 * - before that, what approving it now would add or change: the merge rule of
 *   shared/service/merge-lines.ts run against the order as it is.
 * An initial estimate, a repair order, and a supplementary whose initial
 * estimate has no order yet have none.
 */
async function deltaOf(head: DocumentHead, doc: ServiceDocument): Promise<MergeDelta | undefined> {
  const parentId = str(head.ParentId);
  if (head.type !== 'Estimate' || parentId === undefined) return undefined;
  if (head.Sts === 'Converted') return head.Delta as MergeDelta | undefined;
  const root = await readItem<DocumentHead>(headKey(head.OrgId, parentId));
  const orderId = str(root?.WOId);
  const order = orderId ? await readDocument(head.OrgId, orderId) : undefined;
  if (!order || order.head.EntId !== head.EntId) return undefined;
  return supplementaryDelta(doc as EstimateDoc, engineDocument(order.head, order.lines) as RepairOrderDoc);
}

/** The answer of every estimate and repair-order call: the whole recomputed document. */
export async function documentAnswer(
  ctx: ServiceContext,
  stored: StoredDocument,
): Promise<EstimateAnswer | RepairOrderAnswer> {
  const { head, lines } = stored;
  const input = engineDocument(head, lines);
  const [{ document, totals }, delta] = await Promise.all([calculate(ctx, input, head.CrDate), deltaOf(head, input)]);
  const answer = {
    ...document,
    ...(delta ? { Delta: delta } : {}),
    _id: head.DocId,
    Totals: inRupees(headTotals(totals)),
    Actions: await actionsOf(ctx, head, input),
    CanAudit: canSeeAuditLog(ctx.access),
  };
  return answer as EstimateAnswer | RepairOrderAnswer;
}

/** A document of the caller's branch and this kind, or 404 (another branch's or organisation's too). */
export async function readOwn(
  ctx: ServiceContext,
  kind: DocKind,
  id: string,
  consistent = false,
): Promise<StoredDocument> {
  const stored = await readDocument(ctx.session.orgId, id, consistent);
  if (!stored || stored.head.EntId !== ctx.session.entityId || stored.head.type !== kind) throw documentNotFound(kind);
  return stored;
}
