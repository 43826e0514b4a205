import { isModuleEnabled } from '@shared/access/module-switch';
import { isStockedPart } from '@shared/inventory/part-issue';
import { issuesAtPartsDesk } from '@shared/inventory/stock-switches';
import type { RepairOrderActionPath } from '@shared/service/call-schemas';
import type { StoredDocument } from '../../data/documents/document-records';
import { issueOnCompletion, type CompletionIssue } from '../../data/inventory/completion-issues';
import { nowIso } from '../../data/table/keys';
import { branchNow, type ServiceContext } from '../../lib/branch-context';
import { trackedItems } from '../../lib/item-tracking';

/**
 * The stock side of completing a repair order in a branch without a parts desk
 * (Inventory `Issue` off, docs/inventory-reservations.md §9): Complete, and
 * Generate Invoice of an order its technicians' job moves completed, issue what
 * the order still holds in the action's own transaction. Elsewhere (the parts
 * desk issues, the default) nothing: the action only releases, as before.
 */

/** The actions that end an order's work: what it holds leaves stock with them. */
const ENDS_WORK: ReadonlySet<RepairOrderActionPath> = new Set(['Complete', 'GenerateInvoice']);

export async function completionStock(
  ctx: ServiceContext,
  stored: StoredDocument,
  path: RepairOrderActionPath,
): Promise<CompletionIssue | undefined> {
  if (!ENDS_WORK.has(path) || issuesAtPartsDesk(ctx.entity.Settings.Inventory)) return undefined;
  if (!isModuleEnabled(ctx.entity.Config, 'Inventory')) return undefined;
  const items = stored.lines.Parts.filter(isStockedPart).map((p) => String(p.In_Id));
  if (items.length === 0) return undefined;
  return issueOnCompletion({
    orgId: ctx.session.orgId,
    entId: ctx.session.entityId,
    docId: stored.head.DocId,
    docNum: typeof stored.head.Num === 'string' ? stored.head.Num : undefined,
    parts: stored.lines.Parts,
    tracked: await trackedItems(ctx.session, [...new Set(items)]),
    today: branchNow(ctx).date,
    actor: { userId: ctx.actor.userId, userName: ctx.actor.userName },
    at: nowIso(),
  });
}

/** The stored order as the action's rule sees it: the part lines already issued. */
export const withIssued = (stored: StoredDocument, issued: CompletionIssue | undefined): StoredDocument =>
  issued ? { ...stored, lines: { ...stored.lines, Parts: issued.parts } } : stored;
