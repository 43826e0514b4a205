import { estimateStatusFromItems } from '../documents/rollups';
import { statusLabel } from '../documents/status-labels';
import type { LineStatus } from '../documents/statuses';
import { ApprovalMessages as M } from './approval-messages';
import type { ApprovalDecision } from './approval-schemas';
import { itemStatuses, setLineStatuses, type LineStatusChange } from './line-statuses';
import type { EstimateDoc, RepairOrderDoc } from './service-docs';

/**
 * Approval by link, pure (docs/customer-loop.md 'Approval by link'): which lines a
 * send asks about, and what the customer's decisions do to the lines and, through
 * the roll-ups of service-documents §4, to the estimate's status.
 */

/** A refusal with the status the call answers: 400 for a request that can never succeed, 409 for one overtaken. */
export class ApprovalRefused extends Error {
  constructor(
    readonly status: 400 | 409,
    message: string,
  ) {
    super(message);
    this.name = 'ApprovalRefused';
  }
}

const refuse = (status: 400 | 409, message: string): never => {
  throw new ApprovalRefused(status, message);
};

/** Estimate statuses a send is refused in: the work is settled elsewhere, or stopped. */
const NOT_SENDABLE = new Set(['Converted', 'Cancelled', 'OnHold']);

/** The status the roll-up starts from: an initial estimate's own New, a supplementary's Supplementary. */
const rolledUp = <T extends EstimateDoc>(change: LineStatusChange<T>): LineStatusChange<T> => ({
  ...change,
  document: {
    ...change.document,
    Sts: estimateStatusFromItems(
      change.document.ParentId !== undefined ? 'Supplementary' : 'New',
      itemStatuses(change.document),
    ),
  },
});

/** The order a supplementary estimate belongs to, as far as approval by link needs it. */
export type SupplementaryOrder = Pick<RepairOrderDoc, 'Sts'> & { readonly Num?: string | undefined };

/** Order statuses that take no more work from a link: invoiced (Closed), cancelled or declined. */
const CLOSED_TO_WORK = new Set(['Closed', 'Cancelled', 'Declined']);

const closedToWork = (order: SupplementaryOrder): boolean => CLOSED_TO_WORK.has(order.Sts ?? 'New');

/**
 * A supplementary's decision is refused (409: the order moved on since the link was
 * sent) once its repair order is invoiced, cancelled or declined: the work could no
 * longer be done on it, and reopening an order is the workshop's decision, not the
 * customer's.
 */
export function checkSupplementaryOrder(order: SupplementaryOrder): void {
  if (closedToWork(order)) refuse(409, M.orderMovedOn(order.Num ?? '', statusLabel(order.Sts ?? 'New')));
}

/**
 * Send for approval: every New line waits for the customer (WtngForAppr) and the
 * estimate rolls up. Lines the customer decided before keep their decision; lines
 * already waiting are asked again with the new link. A supplementary is sent like
 * any estimate while its repair order still takes work (`order`, read by the server;
 * the screen leaves it to the server).
 */
export function sendForApproval<T extends EstimateDoc>(doc: T, order?: SupplementaryOrder): LineStatusChange<T> {
  if (order !== undefined && closedToWork(order))
    refuse(400, M.orderClosedToSend(order.Num ?? '', statusLabel(order.Sts ?? 'New')));
  const sts = doc.Sts ?? 'New';
  if (NOT_SENDABLE.has(sts)) refuse(400, M.notAnEstimateStatus(statusLabel(sts)));
  const statuses = itemStatuses(doc);
  if (!statuses.some((s) => s === 'New' || s === 'WtngForAppr')) refuse(400, M.nothingToSend);
  return rolledUp(setLineStatuses(doc, (l) => ((l.Sts ?? 'New') === 'New' ? 'WtngForAppr' : undefined)));
}

type Line = { readonly _id: string; readonly Desc?: string | undefined; readonly Sts?: LineStatus | undefined };
const DECIDED: Partial<Record<LineStatus, string>> = { Approved: 'approved', Declined: 'declined' };

/**
 * The customer's decisions: each named line must be waiting for approval. A line
 * decided already (by an earlier submission, or the advisor) refuses the whole
 * submission with 409, a line never sent or unknown with 400: nothing is written.
 */
export function decideLines<T extends EstimateDoc>(
  doc: T,
  decisions: readonly ApprovalDecision[],
): LineStatusChange<T> {
  if (decisions.length === 0) refuse(400, M.noDecisions);
  const lines = new Map<string, Line>([...(doc.Ops ?? []), ...(doc.Parts ?? [])].map((l) => [l._id, l]));
  const wanted = new Map<string, LineStatus>();
  for (const d of decisions) {
    const line = lines.get(d.LineId) ?? refuse(400, M.lineUnknown(d.LineId));
    const sts = line.Sts ?? 'New';
    const desc = line.Desc ?? line._id;
    const decided = DECIDED[sts];
    if (decided !== undefined) refuse(409, M.alreadyDecided(desc, decided));
    if (sts !== 'WtngForAppr') refuse(400, M.lineNotSent(desc));
    wanted.set(d.LineId, d.Decision === 'Approve' ? 'Approved' : 'Declined');
  }
  return rolledUp(setLineStatuses(doc, (l) => wanted.get(l._id)));
}

/** Line statuses of a settled supplementary: each line decided (or cancelled by the workshop). */
const SETTLED: readonly LineStatus[] = ['Approved', 'Declined', 'Cancelled'];

/**
 * Whether the customer's decision settles a supplementary: every line of it is decided
 * (none New, waiting or on hold). Then its approved lines join the repair order in the
 * decision's own transaction (estimate-transitions `approveSupplementary`), as the
 * advisor's Approve joins it; a supplementary every line of which was declined joins nothing.
 */
export const settlesSupplementary = (doc: EstimateDoc): boolean =>
  doc.ParentId !== undefined && itemStatuses(doc).every((s) => SETTLED.includes(s));

/** Whether a settled supplementary brings any approved work to its order. */
export const approvesWork = (doc: EstimateDoc): boolean => itemStatuses(doc).includes('Approved');
