import { estimateActions, repairOrderActions, type EstimateActions, type RepairOrderActions } from '@shared/documents/actions';
import { calculateServiceDocument } from '@shared/documents/calculate-service-document';
import { paiseToRupees } from '@shared/documents/money-math';
import type { ServiceDocument } from '@shared/documents/schemas';
import type { EstimateStatus, LineStatus, RepairOrderStatus } from '@shared/documents/statuses';
import type { DocumentTotals } from '@shared/documents/totals';
import type { EstimateAnswer, RepairOrderAnswer } from '@shared/service/call-schemas';
import { canSeeAuditLog, estimatePermissions, repairOrderPermissions } from '@shared/service/service-permissions';
import { getReferenceSet } from '../data/reference/reference-repo';
import { readItem } from '../data/users/users-repo';
import { headKey } from '../data/documents/document-keys';
import type { DocumentHead, DocumentLines, HeadTotals, StoredDocument } from '../data/documents/document-records';
import { branchFlags, type ServiceContext } from './service-context';

/**
 * The whole recomputed document a service call answers (issue 12 §1): the
 * stored inputs run through the shared engine, totals in rupees, the actions
 * this caller may take now and the display names.
 */

/** Header attributes that are storage bookkeeping, not document fields. */
const NOT_ANSWERED = new Set(['type', 'OrgId', 'DocId', 'Series', 'FY', 'Amounts', 'LineCount', 'LineOrder']);

/** The engine's view of a stored document: header fields and lines in the spec's names. */
export function engineDocument(head: Readonly<Record<string, unknown>>, lines: DocumentLines): ServiceDocument {
  const fields = Object.fromEntries(Object.entries(head).filter(([name]) => !NOT_ANSWERED.has(name)));
  return { ...fields, Ops: lines.Ops, Parts: lines.Parts, Comps: lines.Comps, Colli: lines.Colli } as unknown as ServiceDocument;
}

export type Calculated = { document: ServiceDocument; totals: DocumentTotals };

export async function calculate(ctx: ServiceContext, doc: ServiceDocument, date: string): Promise<Calculated> {
  const taxCodes = await getReferenceSet('TaxCodes');
  const { document, totals } = calculateServiceDocument(doc, { taxCodes, date, round: ctx.entity.Settings.Acc.Round === true });
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
  Object.fromEntries(Object.entries(amounts).map(([name, paise]) => [name, paiseToRupees(paise)])) as EstimateAnswer['Totals'];

const itemStatuses = (lines: DocumentLines): LineStatus[] =>
  [...lines.Ops, ...lines.Parts].map((l) => (l.Sts as LineStatus | undefined) ?? 'New');

const labels = (actions: EstimateActions | RepairOrderActions): string[] =>
  Object.entries(actions)
    .filter(([, on]) => on)
    .map(([label]) => label);

async function actionsOf(ctx: ServiceContext, head: DocumentHead, lines: DocumentLines): Promise<string[]> {
  const flags = branchFlags(ctx);
  if (head.type === 'Estimate') {
    const woId = typeof head.WOId === 'string' && head.WOId !== '' ? head.WOId : undefined;
    // Add Supplementary depends on the order's status, read only for a converted estimate.
    const order = head.Sts === 'Converted' && woId ? await readItem<{ Sts: RepairOrderStatus }>(headKey(head.OrgId, woId)) : undefined;
    return labels(
      estimateActions(
        { Sts: head.Sts as EstimateStatus, WOId: woId, itemStatuses: itemStatuses(lines) },
        estimatePermissions(ctx.access),
        { convertToWO: flags.convertToWO },
        order?.Sts,
      ),
    );
  }
  return labels(
    repairOrderActions(
      { Sts: head.Sts as RepairOrderStatus, itemStatuses: itemStatuses(lines) },
      repairOrderPermissions(ctx.access),
      { invoiceOnlyWhenCompleted: flags.invoiceOnlyWhenCompleted },
    ),
  );
}

/** The answer of every estimate and repair-order call: the whole recomputed document. */
export async function documentAnswer(ctx: ServiceContext, stored: StoredDocument): Promise<EstimateAnswer | RepairOrderAnswer> {
  const { head, lines } = stored;
  const { document, totals } = await calculate(ctx, engineDocument(head, lines), head.CrDate);
  const answer = {
    ...document,
    _id: head.DocId,
    Totals: inRupees(headTotals(totals)),
    Actions: await actionsOf(ctx, head, lines),
    CanAudit: canSeeAuditLog(ctx.access),
  };
  return answer as EstimateAnswer | RepairOrderAnswer;
}
