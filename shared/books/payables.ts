import * as z from 'zod';
import type { Paise } from '../documents/money-math';
import { isoDate } from '../fields/iso-date';
import { ageingCredit, ageingRow, ageingTotals, receivablesAgeing, type PayerCredit } from './ageing';

/**
 * Payables ageing (docs/books.md §6.9): the receivables ageing's rule
 * (ageing.ts) over the branch's open vendor bills. Each bill's due (payable −
 * paid, paise) falls in a bucket by its age from its due date (a bill has
 * none yet: due on the vendor's bill date) or from the vendor's bill date; an
 * advance paid to a vendor (the unapplied part of a payment made) stands,
 * negative, in the vendor's Credits. So the total is exactly the Vendors
 * control account (2000), credit-positive.
 */

export type PayablesBasis = 'Due' | 'Bill';

export type OpenBill = {
  readonly Id: string;
  /** The branch's own number (BILL/…). */
  readonly Num: string;
  /** The vendor's number on their tax invoice. */
  readonly VendBillNo: string;
  /** `V#<vendId>`: the party the bill's payable line is theirs. */
  readonly Party: string;
  readonly Name: string;
  /** The vendor's bill date (VendBillDate). */
  readonly BillDate: string;
  readonly DueDate?: string | undefined;
  readonly DueP: Paise;
};

/** An advance with a vendor (a payment made's or a note's part that no bill took): a party's credit, as in ageing.ts. */
export type VendorAdvance = PayerCredit;

export function payablesAgeing(
  bills: readonly OpenBill[],
  advances: readonly VendorAdvance[],
  asOf: string,
  basis: PayablesBasis,
) {
  const byId = new Map(bills.map((b) => [b.Id, b]));
  const aged = receivablesAgeing(
    bills.map((b) => ({
      Id: b.Id,
      Num: b.Num,
      Party: b.Party,
      Name: b.Name,
      InvDate: b.BillDate,
      DueDate: b.DueDate,
      DueP: b.DueP,
    })),
    advances,
    asOf,
    basis === 'Bill' ? 'Invoice' : 'Due',
  );
  return {
    AsOf: aged.AsOf,
    Basis: basis,
    Buckets: aged.Buckets,
    Rows: aged.Rows,
    Totals: aged.Totals,
    Bills: aged.Invoices.map((i) => ({
      Id: i.Id,
      Num: i.Num,
      VendBillNo: byId.get(i.Id)?.VendBillNo ?? '',
      Party: i.Party,
      Name: i.Name,
      BillDate: i.InvDate,
      DueDate: i.DueDate,
      DueP: i.DueP,
      Bucket: i.Bucket,
    })),
    Credits: aged.Credits,
  };
}

export const payablesQuery = z.object({ Basis: z.enum(['Due', 'Bill']).default('Due') });
export const payablesAnswer = z.object({
  AsOf: isoDate,
  Basis: z.enum(['Due', 'Bill']),
  Buckets: z.array(z.string()),
  Rows: z.array(ageingRow),
  Totals: ageingTotals,
  /** The bills behind the figures. */
  Bills: z.array(
    z.object({
      Id: z.string(),
      Num: z.string(),
      VendBillNo: z.string(),
      Party: z.string(),
      Name: z.string(),
      BillDate: z.string(),
      DueDate: z.string(),
      DueP: z.number().int(),
      Bucket: z.string(),
    }),
  ),
  /** Advances paid (payments made, their unapplied part). */
  Credits: z.array(ageingCredit),
  /** The Vendors control account's balance (2000) in the books, credit-positive, to compare. */
  ControlP: z.number().int(),
});
export type PayablesAnswer = z.infer<typeof payablesAnswer>;
