import type { Paise } from '@shared/documents/money-math';
import { billStatusOf } from '@shared/purchasing/bill-figures';
import { documentChangeWrites, headChangeWrites } from '../documents/document-changes';
import { readDocumentHeads } from '../documents/document-read';
import type { StoreHead } from '../documents/document-type';
import { BILL } from '../documents/types/bill-types';
import type { PaymentWriteRole, RoledWrite } from '../payments/payment-writes';
import type { Write } from '../table/transact';
import type { BillHead, BillPaymentHead } from './bill-records';

/**
 * The items of a payment made (docs/purchasing.md §11), built by the document
 * store: the payment is a document of its own type and each bill it pays is
 * changed through the bill's type at the `ver` read (a concurrent payment of
 * the same bill loses and re-reads), so two payments never pay a bill more than
 * it asks. Each write carries its role, so a cancelled transaction tells which
 * race was lost (payments/payments-repo.ts `runPaymentTransaction`).
 */

const roled = (role: PaymentWriteRole, writes: readonly Write[]): RoledWrite[] =>
  writes.map((w, i) => ({ ...w, role: i === 0 ? role : 'other' }));

/** The bills of this branch at `ids`, read consistently (each decides a write); undefined where absent or another's. */
export async function billHeads(
  orgId: string,
  entId: string,
  ids: readonly string[],
): Promise<(BillHead | undefined)[]> {
  const found = await readDocumentHeads<BillHead>(orgId, ids, true);
  return found.map((h) => (h?.type === BILL.kind && h.EntId === entId ? h : undefined));
}

export function newBillPaymentWrites(record: BillPaymentHead): RoledWrite[] {
  const { ver: _ver, ...head } = record;
  const { writes } = documentChangeWrites({
    next: { head: head as unknown as Omit<StoreHead, 'ver'>, lines: {} },
    audit: { Action: 'Create', By: record.CrBy },
    now: record.CrAt,
  });
  return roled('payment', writes);
}

/** A bill taking `amountP` of a payment: its payments, paid total and status, at the `ver` read, with a `Payment` audit. */
export function billPaidWrites(
  bill: BillHead,
  entry: { PayId: string; PayNum: string; Date: string; AmtP: Paise },
  by: string,
  now: string,
): RoledWrite[] {
  const PaidP = bill.PaidP + entry.AmtP;
  const Sts = billStatusOf(bill.PayableP, PaidP);
  const next = { ...bill, Payments: [...(bill.Payments ?? []), entry], PaidP, Sts, UpBy: by };
  const changes = [
    { Path: 'Payments', After: entry },
    { Path: 'PaidP', Before: bill.PaidP, After: PaidP },
    ...(bill.Sts !== Sts ? [{ Path: 'Sts', Before: bill.Sts, After: Sts }] : []),
  ];
  const { writes } = headChangeWrites(
    bill as StoreHead,
    next as StoreHead,
    { Action: 'Payment', By: by, Changes: changes },
    now,
  );
  return roled('invoice', writes);
}
