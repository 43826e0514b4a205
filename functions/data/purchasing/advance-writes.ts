import type { Paise } from '@shared/documents/money-math';
import type { AdvanceKind } from '@shared/purchasing/advance-schemas';
import { NOTE_STATUS } from '@shared/purchasing/return-statuses';
import { headChangeWrites } from '../documents/document-changes';
import { readDocumentHeads } from '../documents/document-read';
import type { StoreHead } from '../documents/document-type';
import { BILL, BILL_PAYMENT } from '../documents/types/bill-types';
import { VENDOR_CREDIT_NOTE, VENDOR_DEBIT_NOTE } from '../documents/types/purchase-return-types';
import type { RoledWrite } from '../payments/payment-writes';
import type { BillApplication, BillHead, BillPaymentHead } from './bill-records';
import type { NoteHead } from './return-records';

/**
 * A vendor advance applied to later bills (docs/purchasing.md §11.1): what a
 * payment made or a vendor note left beyond the bills it paid. Its header is
 * changed through its own type at the `ver` the user saw, so the store drops
 * its `IX#ADV` copy (B9) once nothing is left; each bill through the bill's
 * type at the `ver` read (bill-payments-repo.ts `billPaidWrites`).
 */

export type AdvanceHead = (BillPaymentHead | NoteHead) & { type: AdvanceKind };

const ADVANCE_TYPES: ReadonlySet<string> = new Set([
  BILL_PAYMENT.kind,
  VENDOR_DEBIT_NOTE.kind,
  VENDOR_CREDIT_NOTE.kind,
]);

/** The advance and the bills, read together and consistently (each decides a write); undefined where absent or another branch's. */
export async function readAdvanceAndBills(
  orgId: string,
  entId: string,
  advanceId: string,
  billIds: readonly string[],
): Promise<{ advance: AdvanceHead | undefined; bills: (BillHead | undefined)[] }> {
  const [head, ...bills] = await readDocumentHeads<StoreHead>(orgId, [advanceId, ...billIds], true);
  const advance = head && head.EntId === entId && ADVANCE_TYPES.has(head.type) ? (head as AdvanceHead) : undefined;
  return {
    advance,
    bills: bills.map((b) => (b?.type === BILL.kind && b.EntId === entId ? (b as unknown as BillHead) : undefined)),
  };
}

const isPayment = (h: AdvanceHead): h is BillPaymentHead & { type: AdvanceKind } => h.type === BILL_PAYMENT.kind;

/** The later bills an advance paid (a payment's `Applied` entries with a date; a note's `Later`). */
export const laterBillsOf = (h: AdvanceHead): BillApplication[] =>
  isPayment(h) ? h.Applied.filter((a) => a.Date !== undefined) : ((h as NoteHead).Later ?? []);

/** The advance after `applied` is taken from it: less advance, the bills named; a note whose advance is gone is `Applied`. */
export function advanceAfter(h: AdvanceHead, applied: readonly BillApplication[], by: string): AdvanceHead {
  const takenP: Paise = applied.reduce((s, a) => s + a.AmtP, 0);
  const AdvanceP = h.AdvanceP - takenP;
  if (isPayment(h)) return { ...h, AdvanceP, Applied: [...h.Applied, ...applied], UpBy: by };
  const note = h as NoteHead & { type: AdvanceKind };
  return {
    ...note,
    AdvanceP,
    AppliedP: note.AppliedP + takenP,
    Later: [...(note.Later ?? []), ...applied],
    Sts: AdvanceP === 0 ? NOTE_STATUS.applied : NOTE_STATUS.advance,
    UpBy: by,
  };
}

/** The advance's header at the `ver` read, its `IX#ADV` copy kept or dropped, and an `Apply` audit record. */
export function advanceWrites(before: AdvanceHead, next: AdvanceHead, by: string, now: string): RoledWrite[] {
  const changes = [
    { Path: 'AdvanceP', Before: before.AdvanceP, After: next.AdvanceP },
    ...laterBillsOf(next)
      .slice(laterBillsOf(before).length)
      .map((a) => ({ Path: 'Applied', After: a })),
  ];
  const { writes } = headChangeWrites(
    before as StoreHead,
    next as unknown as StoreHead,
    { Action: 'Apply', By: by, Changes: changes },
    now,
  );
  return writes.map((w, i) => ({ ...w, role: i === 0 ? ('payment' as const) : ('other' as const) }));
}
