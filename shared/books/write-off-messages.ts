import { formatPaise } from '../documents/money-format';

/** Texts of invoice write-offs (docs/books.md §3.9), defined once for the server's refusals and the invoice screen. */
export const WriteOffMessages = {
  needsFlag: 'Writing off an invoice needs the Write off right (Accounting · WrtOff): ask your administrator.',
  reasonRequired: 'Give the reason for the write-off.',
  amountPositive: 'Enter the amount to write off.',
  draft: 'A Draft invoice has nothing due: approve it first.',
  notOpen: (num: string, sts: string): string =>
    `Invoice ${num} is ${sts}: only an Unpaid or Partial invoice's due can be written off.`,
  overDue: (num: string, dueP: number): string =>
    `Only ${formatPaise(dueP)} is due on invoice ${num}: a write-off cannot be more than that.`,
  wholeDue: (num: string, dueP: number): string =>
    `A write-off clears the whole due: enter ${formatPaise(dueP)} for invoice ${num}, or record a payment first.`,
  noCreditNote: (num: string): string =>
    `Invoice ${num} was written off: a credit note would credit money that was never received.`,
  /** The invoice screen's line: 'Written off ₹37.50 on 28 Nov 2026 by Asha'. */
  summary: (amount: string, date: string, by: string): string => `Written off ${amount} on ${date} by ${by}`,
  done: (num: string): string => `Invoice ${num} written off and closed.`,
} as const;
