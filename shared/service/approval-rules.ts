import { estimateStatusFromItems } from '../documents/rollups';
import { statusLabel } from '../documents/status-labels';
import type { LineStatus } from '../documents/statuses';
import { ApprovalMessages as M } from './approval-messages';
import type { ApprovalDecision } from './approval-schemas';
import { itemStatuses, setLineStatuses, type LineStatusChange } from './line-statuses';
import type { EstimateDoc } from './service-docs';

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

/** The status the roll-up starts from (an initial estimate's own New). */
const rolledUp = <T extends EstimateDoc>(change: LineStatusChange<T>): LineStatusChange<T> => ({
  ...change,
  document: { ...change.document, Sts: estimateStatusFromItems('New', itemStatuses(change.document)) },
});

/**
 * Send for approval: every New line waits for the customer (WtngForAppr) and the
 * estimate rolls up. Lines the customer decided before keep their decision; lines
 * already waiting are asked again with the new link.
 */
export function sendForApproval<T extends EstimateDoc>(doc: T): LineStatusChange<T> {
  if (doc.ParentId !== undefined) refuse(400, M.supplementaryNotYet);
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
