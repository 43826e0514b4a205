import type { ServiceDocument } from '../documents/schemas';
import type { LineStatus } from '../documents/statuses';
import { type ServiceValidationContext, validateServiceDocument } from '../documents/validate';
import { type ActionIssue, refuse, toActionIssue } from './action-refusal';
import {
  AWAITING_APPROVAL,
  isOpenLine,
  itemStatuses,
  type LineStatusChange,
  restartOnHold,
  setLineStatuses,
} from './line-statuses';
import type { DocumentWord } from './service-messages';
import { ServiceMessages as M } from './service-messages';

/**
 * The estimate and repair-order actions (docs/service-actions.md; the action paths of
 * call-schemas.ts), pure: the server applies them and writes the result in one
 * transaction; the screens offer exactly `availableEstimateActions` /
 * `availableRepairOrderActions`. An action that is not available is refused
 * with the reason: 403 when only the caller's permission is missing, 400 when
 * the document does not allow it now (service-documents §4, §6).
 *
 * The estimate actions are in estimate-transitions.ts, the repair-order actions in
 * repair-order-transitions.ts; this module holds what both share: the document
 * checks, and approving, stopping and restarting lines.
 */

/** What approve and complete check besides the document (validate.ts context). */
export type DocumentChecks = Omit<ServiceValidationContext, 'kind' | 'stage' | 'supplementary'>;

/** Some line of the document still waits for approval. */
export const awaiting = (doc: ServiceDocument): boolean => itemStatuses(doc).some((s) => AWAITING_APPROVAL.includes(s));

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

export const approveLines = <T extends ServiceDocument>(
  doc: T,
  what: DocumentWord,
  ctx: ServiceValidationContext,
): LineStatusChange<T> => {
  const issues = documentIssues(doc, ctx);
  if (issues.length > 0) refuse(400, M.approveRefused(what), issues);
  return setLineStatuses(doc, (l) => (AWAITING_APPROVAL.includes(l.Sts ?? 'New') ? 'Approved' : undefined));
};

/** Cancel, Decline and Hold: the document takes the status, and so does every line still open. */
export const stopLines = <T extends ServiceDocument>(doc: T, to: LineStatus): LineStatusChange<T> =>
  setLineStatuses(doc, (l) => (isOpenLine(l.Sts) ? to : undefined));

/**
 * Restart: from on hold, the spec's rule (on-hold lines back to New); from
 * cancelled or declined, the lines the document's cancel or decline stopped
 * come back as New too (the line choices allow Declined/Cancelled → New), or the
 * roll-up would find the document cancelled again.
 */
export const restartLines = <T extends ServiceDocument>(doc: T, sts: string): LineStatusChange<T> =>
  sts === 'OnHold'
    ? restartOnHold(doc)
    : setLineStatuses(doc, (l) => (l.Sts === 'Cancelled' || l.Sts === 'Declined' ? 'New' : undefined));
