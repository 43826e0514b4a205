import { BillDraftMessages } from './bill-draft-messages';
import { BillMessages } from './bill-messages';
import { BILL_STATUS } from './bill-statuses';

/**
 * When a vendor bill may be cancelled (docs/purchasing.md §23), one rule for the
 * server's refusal and the bill screen's Cancel button: not when it is cancelled
 * already, not once money was paid on it or an advance or a vendor note applied
 * to it (`Payments`, `PaidP`), and not while a purchase return or vendor note
 * stands against one of its lines (`NoteP`, even a note that went to the
 * vendor's advance because the bill was paid). Those are undone by a vendor
 * note, never by taking the bill away under them.
 */

type CancelFacts = {
  Num: string;
  Sts?: string | undefined;
  PaidP?: number | undefined;
  Payments?: readonly unknown[] | undefined;
};

export function billCancelRefusal(head: CancelFacts, lines: readonly object[]): string | undefined {
  if (head.Sts === BILL_STATUS.draft) return BillDraftMessages.cancelDraft;
  if (head.Sts === BILL_STATUS.cancelled) return BillMessages.alreadyCancelled(head.Num);
  if ((head.PaidP ?? 0) > 0 || (head.Payments ?? []).length > 0) return BillMessages.cancelPaid(head.Num);
  if (lines.some((l) => Number((l as { NoteP?: unknown }).NoteP ?? 0) > 0)) return BillMessages.cancelNoted(head.Num);
  return undefined;
}
