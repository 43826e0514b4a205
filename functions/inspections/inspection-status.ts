import type { LineStatus, RepairOrderStatus } from '@shared/documents/statuses';
import { repairOrderStatusFromItems } from '@shared/documents/rollups';
import { headChangeWrites, type DocumentHead } from '../data/documents';
import type { FieldChange } from '../data/documents/document-records';
import type { Write } from '../data/table/transact';
import { announceDocumentChange } from '../lib/ws/shop-floor-announce';
import type { InspectionScope } from './inspection-context';

/**
 * The repair order's order-level status while it is inspected (service-documents §4):
 * a New order becomes BeingInspected when an inspection starts, and when its last open
 * inspection finishes it rolls up from New again (so lines added meanwhile decide, as
 * any save's roll-up does). The roll-ups keep BeingInspected while every line is New,
 * so saves in between leave it. Estimates have no such status and keep theirs.
 */
export function startStatus(scope: InspectionScope): RepairOrderStatus | undefined {
  return scope.kind === 'RepairOrder' && scope.doc.head.Sts === 'New' ? 'BeingInspected' : undefined;
}

export function finishStatus(scope: InspectionScope, othersOpen: boolean): RepairOrderStatus | undefined {
  if (scope.kind !== 'RepairOrder' || scope.doc.head.Sts !== 'BeingInspected' || othersOpen) return undefined;
  const items = [...(scope.doc.lines.Ops ?? []), ...(scope.doc.lines.Parts ?? [])].map(
    (l) => (l.Sts as LineStatus | undefined) ?? 'New',
  );
  const next = repairOrderStatusFromItems('New', items);
  return next === 'BeingInspected' ? 'New' : next;
}

/** The document's header at its `ver` with the new status, its indexes, count and audit: one change. */
export function statusWrites(scope: InspectionScope, Sts: string, action: string, changes: FieldChange[]): Write[] {
  const { ctx, doc } = scope;
  const { ver: _ver, ...head } = doc.head;
  const audit = {
    Action: action,
    By: ctx.session.userId,
    ...(ctx.session.userName ? { ByName: ctx.session.userName } : {}),
    Changes: [{ Path: 'Sts', Before: doc.head.Sts, After: Sts }, ...changes],
  };
  return headChangeWrites<DocumentHead>(doc.head, { ...head, Sts }, audit).writes;
}

/** The shop floor and the open document hear the change (docs/customer-loop.md §20), after the commit. */
export async function announceChange(scope: InspectionScope, Sts: string): Promise<void> {
  const { ctx, doc, kind } = scope;
  await announceDocumentChange(
    { orgId: ctx.session.orgId, entityId: ctx.session.entityId },
    { Type: kind, Id: doc.head.DocId, Num: doc.head.Num, Sts, ver: doc.head.ver + 1, By: ctx.session.userId },
  );
}
