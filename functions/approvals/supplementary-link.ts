import { ApiError, ErrorCode } from '@shared/api/errors';
import { ApprovalMessages as M } from '@shared/service/approval-messages';
import {
  approvesWork,
  checkSupplementaryOrder,
  settlesSupplementary,
  type SupplementaryOrder,
} from '@shared/service/approval-rules';
import { approveSupplementary } from '@shared/service/estimate-transitions';
import type { LineStatusChange } from '@shared/service/line-statuses';
import type { EstimateDoc, RepairOrderDoc } from '@shared/service/service-docs';
import { documentChanges } from '../data/documents/audit-changes';
import type { DocumentHead, StoredDocument } from '../data/documents/document-records';
import { readDocument, readDocumentHead } from '../data/documents/document-read';
import type { DocumentChange, DocumentState } from '../data/documents/documents-repo';
import type { ServiceContext } from '../lib/branch-context';
import { asDocument, ruled, stateOf, supplementaryJoinStates } from '../lib/service-documents/action-support';
import { approvalRuled } from './approval-ruled';

/**
 * A supplementary estimate sent by link (docs/customer-loop.md §19): its repair order
 * is found through the initial estimate (`ParentId` → `WOId`), in the estimate's own
 * organisation and branch. The page names the order; the customer's decision is refused
 * once the order no longer takes work, and the decision that settles the supplementary
 * merges its approved lines into the order in the decision's own transaction, by the
 * advisor's rule (estimate-transitions `approveSupplementary`).
 */

const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** The order's id of a supplementary (undefined for an initial estimate); 404 when its family is gone. */
async function orderIdOf(head: DocumentHead): Promise<string | undefined> {
  const parentId = text(head.ParentId);
  if (parentId === undefined) return undefined;
  const root = await readDocumentHead<DocumentHead>(head.OrgId, parentId, true);
  const orderId = text(root?.WOId);
  if (!root || root.EntId !== head.EntId || orderId === undefined) throw new ApiError(ErrorCode.NotFound, M.notFound);
  return orderId;
}

const ownOrder = <T extends { type?: unknown; EntId?: unknown }>(order: T | undefined, head: DocumentHead): T => {
  if (!order || order.type !== 'RepairOrder' || order.EntId !== head.EntId)
    throw new ApiError(ErrorCode.NotFound, M.notFound);
  return order;
};

/** The supplementary's order header (number and status), or undefined for an initial estimate. */
export async function supplementaryOrderHead(head: DocumentHead): Promise<DocumentHead | undefined> {
  const orderId = await orderIdOf(head);
  if (orderId === undefined) return undefined;
  return ownOrder(await readDocumentHead<DocumentHead>(head.OrgId, orderId, true), head);
}

/** The supplementary's whole order (header and lines), read consistently: what a decision merges into. */
export async function supplementaryOrder(head: DocumentHead): Promise<StoredDocument | undefined> {
  const orderId = await orderIdOf(head);
  if (orderId === undefined) return undefined;
  const order = await readDocument(head.OrgId, orderId, true);
  ownOrder(order?.head, head);
  return order;
}

/** What the rules need of the order: its status and number. */
export const orderFacts = (head: DocumentHead): SupplementaryOrder => ({
  Sts: head.Sts as RepairOrderDoc['Sts'],
  Num: text(head.Num),
});

/** The estimate's new state and, when the decision settles a supplementary with approved work, the order's. */
export type DecisionStates = { estimate: DocumentState; order?: { before: StoredDocument; next: DocumentState } };

/**
 * The states a decision writes. A supplementary's order must still take work (409
 * otherwise, nothing written); once no line waits, approved lines join the order and
 * the supplementary turns Converted, as with the advisor's Approve. Declined lines stay
 * on the supplementary (and feed the declined-work reminders from there).
 */
export async function decisionStates(
  ctx: ServiceContext,
  stored: StoredDocument,
  decided: LineStatusChange<EstimateDoc>,
  order: StoredDocument | undefined,
): Promise<DecisionStates> {
  if (order) approvalRuled(() => checkSupplementaryOrder(orderFacts(order.head)));
  if (!order || !settlesSupplementary(decided.document) || !approvesWork(decided.document))
    return { estimate: await stateOf(ctx, stored.head, decided.document, stored.head.CrDate) };
  // The customer may not reopen an order (checkSupplementaryOrder has refused a closed one already).
  const joined = ruled(() =>
    approveSupplementary(
      { estimate: decided.document, changedLineIds: decided.changedLineIds },
      { order: asDocument<RepairOrderDoc>(order), rights: { reopenOrder: false } },
    ),
  );
  const states = await supplementaryJoinStates(ctx, stored, order, joined);
  return { estimate: states.supplementary, order: { before: order, next: states.order } };
}

/** The order's audit of a customer's decision that merged a supplementary into it. */
export function orderAudit(
  order: { before: StoredDocument; next: DocumentState },
  supplementaryNum: string,
  signed: { Name: string; IP: string; recordId: string },
): DocumentChange['audit'] {
  return {
    Action: 'ApproveSupplementary',
    By: 'Customer',
    ByName: signed.Name,
    Changes: [
      ...documentChanges(order.before, order.next),
      { Path: 'Supplementary', After: supplementaryNum },
      { Path: 'SignedBy', After: signed.Name },
      { Path: 'IP', After: signed.IP },
      { Path: 'ApprovalRecord', After: signed.recordId },
    ],
  };
}
