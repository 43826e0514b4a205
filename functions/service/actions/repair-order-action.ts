import { ulid } from 'ulid';
import type { serviceRoutes } from '@shared/api/routes/service';
import { calculateInvoice } from '@shared/documents/calculate-invoice';
import { repairOrderRights } from '@shared/service/action-rights';
import type { EstimateAnswer, RepairOrderActionPath, RepairOrderAnswer } from '@shared/service/call-schemas';
import type { DraftInvoiceDoc, RepairOrderDoc } from '@shared/service/service-docs';
import { applyRepairOrderAction } from '@shared/service/repair-order-transitions';
import type { DocumentChecks } from '@shared/service/transitions';
import {
  againWhileHeaderChanges,
  saveDocument,
  saveDocuments,
  type DocumentState,
} from '../../data/documents/documents-repo';
import { againWhileBalancesMove } from '../../data/inventory/stock-writes';
import { orderReservations, requestHead } from '../order-reservations';
import { checkCompletionFits, type CompletionIssue } from '../../data/inventory/completion-issues';
import { completionStock, withIssued } from './completion-stock';
import type { StoreHead } from '../../data/documents/document-type';
import type { StoredDocument } from '../../data/documents/document-records';
import { draftInvoiceChange } from '../../data/invoices/draft-invoices';
import { nowIso } from '../../data/table/keys';
import type { Call } from '../../lib/http/call';
import { documentAnswer } from '../../lib/service-documents/document-answer';
import { actingContext, branchFlags } from '../../lib/service-documents/service-context';
import { branchNow, type ServiceContext } from '../../lib/branch-context';
import {
  actionAudit,
  asDocument,
  documentChecks,
  readAtVer,
  ruled,
  stateOf,
  textOf,
} from '../../lib/service-documents/action-support';

/**
 * POST Service/WorkOrders/{Id}/{Action} (docs/service-actions.md): Approve, Complete,
 * Cancel, Decline, Hold, Restart and ReOpen write the order's header and the
 * lines whose status changed in one transaction, conditional on `ver`;
 * GenerateInvoice writes the order (Closed, InvId) and its draft invoices in
 * the same transaction. Every answer is the order, recomputed.
 */

type Routes = typeof serviceRoutes;

/** Totals of a draft invoice in paise, for the invoice lists (docs/invoice-screens.md). */
function invoiceAmounts(draft: DraftInvoiceDoc, checks: DocumentChecks, round: boolean): Record<string, number> {
  const { totals, excess, payable } = calculateInvoice(draft, { date: checks.date, taxCodes: checks.taxCodes, round });
  return {
    Taxable: totals.overall.taxable,
    CGST: totals.overall.cgst,
    SGST: totals.overall.sgst,
    IGST: totals.overall.igst,
    Total: totals.overall.total,
    Adjust: totals.adjust,
    GrandTotal: totals.grandTotal,
    // A claim's excess adjustment (the draft's Excess) and what the payer is asked for.
    Excess: excess,
    Payable: payable,
  };
}

async function generateInvoice(
  ctx: ServiceContext,
  stored: StoredDocument,
  order: RepairOrderDoc,
  invoices: readonly DraftInvoiceDoc[],
  checks: DocumentChecks,
  reason?: string,
  issued?: CompletionIssue,
): Promise<StoredDocument> {
  const state = await stateOf(ctx, stored.head, order, stored.head.CrDate);
  // Closed: what the order still holds in stock is released, or issued without a parts desk (docs/inventory-reservations.md).
  const held = await releasedBy(ctx, withIssued(stored, issued), state, true);
  checkCompletionFits(issued, held.writes(requestHead(state.head)).length);
  const next = { ...state, lines: held.lines };
  const change = { before: stored, next, audit: actionAudit(ctx, 'GenerateInvoice', stored, next, reason) };
  const now = branchNow(ctx);
  const round = ctx.entity.Settings.Acc.Round === true;
  const drafts = invoices.map((draft) =>
    draftInvoiceChange({
      orgId: ctx.session.orgId,
      entId: ctx.session.entityId,
      draft,
      crDate: now.date,
      crTime: now.time,
      by: ctx.session.userId,
      amounts: invoiceAmounts(draft, checks, round),
      listing: {
        WONum: stored.head.Num,
        RegNo: textOf(stored.head.RegNo),
        // The insurer's name comes with the recipient's details when the draft is opened or approved.
        BillName: draft.Payer === 'insurer' ? undefined : (draft.CBillTo?.name ?? textOf(stored.head.CustName)),
      },
      now: nowIso(),
    }),
  );
  // One transaction: the order's change and each draft's creation (the store joins their counts); a large
  // order's draft lines go ahead (unseen without their headers, deleted if the transaction fails).
  const [saved] = await saveDocuments<StoreHead, string>([change as never, ...drafts], {
    writes: [...(issued?.writes ?? []), ...held.writes(requestHead(next.head))],
  });
  return saved as unknown as StoredDocument;
}

/** What an action does to the reservations: it never holds more, and releases what the order no longer wants. */
const releasedBy = (ctx: ServiceContext, stored: StoredDocument, next: DocumentState, endsWork: boolean) =>
  orderReservations(ctx, 'RepairOrder', {
    head: requestHead(next.head),
    before: stored.lines,
    lines: next.lines,
    grow: false,
    endsWork,
  });

/** Made again from a fresh read when only a technician's job move changed the order's header. */
export const repairOrderAction = (
  call: Call<Routes['repairOrderAction']>,
): Promise<RepairOrderAnswer | EstimateAnswer> =>
  againWhileBalancesMove(() => againWhileHeaderChanges(() => act(call)));

async function act(call: Call<Routes['repairOrderAction']>): Promise<RepairOrderAnswer | EstimateAnswer> {
  const ctx = await actingContext(call.session);
  const path: RepairOrderActionPath = call.params.Action;
  const stored = await readAtVer(ctx, 'RepairOrder', call.params.Id, call.body.ver);
  const checks = await documentChecks(ctx, stored.head.CrDate);
  // Without a parts desk, what the order holds is issued first, so the tracked-parts rule sees it issued.
  const issued = await completionStock(ctx, stored, path);
  const result = ruled(() =>
    applyRepairOrderAction(asDocument<RepairOrderDoc>(withIssued(stored, issued)), path, {
      rights: repairOrderRights(ctx.access),
      flags: { invoiceOnlyWhenCompleted: branchFlags(ctx).invoiceOnlyWhenCompleted },
      checks,
      // The invoices are split on the order's date, rounded as the branch rounds.
      invoicing: {
        date: checks.date,
        taxCodes: checks.taxCodes,
        round: ctx.entity.Settings.Acc.Round === true,
        excessAsSettlement: ctx.entity.Settings.Acc.ExcessSettle === true,
      },
      newId: ulid,
    }),
  );
  if (path === 'GenerateInvoice') {
    const saved = await generateInvoice(
      ctx,
      stored,
      result.order,
      result.invoices ?? [],
      checks,
      call.body.Reason,
      issued,
    );
    return (await documentAnswer(ctx, saved)) as RepairOrderAnswer;
  }
  const state = await stateOf(ctx, stored.head, result.order, stored.head.CrDate);
  const held = await releasedBy(ctx, withIssued(stored, issued), state, path === 'Complete');
  checkCompletionFits(issued, held.writes(requestHead(state.head)).length);
  const next = { ...state, lines: held.lines };
  const saved = await saveDocument(
    {
      before: stored,
      next,
      audit: actionAudit(ctx, path, stored, next, call.body.Reason),
    },
    { writes: [...(issued?.writes ?? []), ...held.writes(requestHead(next.head))] },
  );
  return (await documentAnswer(ctx, saved)) as RepairOrderAnswer;
}
