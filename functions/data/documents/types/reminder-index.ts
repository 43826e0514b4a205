import { declinedDueDate } from '@shared/reminders/reminder-rules';
import { reminderPartition, reminderSortKey } from '../../reminders/reminder-keys';
import type { StoreHead } from '../document-type';
import type { DocumentHead, DocumentLine } from '../document-records';

/**
 * A service document's reminder index items (docs/reminders.md §1), kept by the
 * store in the same transaction as every change of the document:
 * - `IX#NSVC`: a repair order with a next-service date (`NextSvc`), not cancelled,
 *   in its branch's next-service partition by that date;
 * - `IX#DECL`: an estimate or repair order with labour or part lines Declined (or
 *   a Declined document's lines), not cancelled, in its branch's declined-work
 *   partition by the day the work comes due (the document's last change +
 *   DECLINED_FOLLOW_UP_DAYS). A line approved later leaves the item.
 */
export const REMINDER_INDEX = { nextService: 'NSVC', declined: 'DECL' } as const;

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** What a reminder row shows of its document. */
function rowOf(head: DocumentHead): Record<string, unknown> {
  const row: Record<string, unknown> = {
    type: 'ReminderIndex',
    DocId: head.DocId,
    DocType: head.type,
    EntId: head.EntId,
    Sts: head.Sts,
  };
  for (const f of ['Num', 'Cust', 'CustName', 'ProdId', 'RegNo', 'CrDate'] as const) if (str(head[f])) row[f] = head[f];
  return row;
}

/** The next-service item of a repair order (header only). */
export function nextServiceIndexItems(stored: StoreHead): Map<string, Record<string, unknown>> {
  const head = stored as DocumentHead;
  const items = new Map<string, Record<string, unknown>>();
  const due = str(head.NextSvc);
  if (head.type !== 'RepairOrder' || !due || head.Sts === 'Cancelled') return items;
  items.set(REMINDER_INDEX.nextService, {
    ...rowOf(head),
    Due: due,
    gsi1pk: reminderPartition(head.OrgId, head.EntId, 'NextService'),
    gsi1sk: reminderSortKey(due, head.DocId),
  });
  return items;
}

const NOT_DECLINED = new Set(['Approved', 'Cancelled', 'Completed', 'InProgress', 'Converted']);

/** The declined-work item of an estimate or repair order (header and lines). */
export function declinedIndexItems(
  stored: StoreHead,
  lines: Readonly<Partial<Record<string, readonly DocumentLine[]>>>,
): Map<string, Record<string, unknown>> {
  const head = stored as DocumentHead;
  const items = new Map<string, Record<string, unknown>>();
  if (head.Sts === 'Cancelled') return items;
  const wholeDeclined = head.Sts === 'Declined';
  const declined = [...(lines.Ops ?? []), ...(lines.Parts ?? [])].filter((line) => {
    const sts = str(line.Sts) ?? 'New';
    return sts === 'Declined' || (wholeDeclined && !NOT_DECLINED.has(sts));
  });
  if (declined.length === 0) return items;
  const decided = (str(head.UpDt) ?? str(head.CrDate) ?? '').slice(0, 10);
  if (!decided) return items;
  const due = declinedDueDate(decided);
  items.set(REMINDER_INDEX.declined, {
    ...rowOf(head),
    Decided: decided,
    Due: due,
    Lines: declined.map((l) => ({ _id: l._id, ...(str(l.Desc) ? { Desc: l.Desc } : {}) })),
    gsi1pk: reminderPartition(head.OrgId, head.EntId, 'DeclinedWork'),
    gsi1sk: reminderSortKey(due, head.DocId),
  });
  return items;
}
