import * as z from 'zod';
import { SYSTEM_ACCOUNTS } from './chart';
import type { Posting } from './posting';
import { monthsBetween, sumByMonth } from './statements';

/**
 * Sales by payer (docs/books.md §6.6): what each month's sales documents billed
 * to customers and to insurers, kept beside the accounts' sums on the period
 * balance items, so the chart reads months × shards items like the P&L.
 *
 * What a sale "bills" is what the payer is asked for, with GST: the posting's
 * net debit to the receivables control (1200) and to cash and bank (a counter
 * sale paid at once). Income accounts would not do: a claim's insurer invoice
 * credits all the income while the customer's invoice of the excess credits
 * only the excess clearing account (1250), so the customer's share would vanish.
 * A credit note, a counter sale's return and a cancellation's reversal bill a
 * negative amount and lower their month.
 */
export const SALES_ATTRS = { customers: 'SalesC', insurers: 'SalesI' } as const;
export type SalesAttr = (typeof SALES_ATTRS)[keyof typeof SALES_ATTRS];

/**
 * What the sales of one day of the month billed, customers and insurers together
 * (`SalesD01` … `SalesD31`), on the same period-balance item (docs/home.md): Home's
 * revenue today and its chart by day read the two months' items, never a posting.
 */
export const salesDayAttr = (date: string): string => `SalesD${date.slice(8, 10)}`;

const SALES_KINDS: ReadonlySet<string> = new Set(['Invoice', 'CreditNote']);
const BILLED_ACCOUNTS: ReadonlySet<number> = new Set([
  SYSTEM_ACCOUNTS.receivables,
  SYSTEM_ACCOUNTS.cash,
  SYSTEM_ACCOUNTS.bank,
]);

/** The attribute and paise a posting adds to its month's sales by payer; none for a posting that is not a sale. */
export function salesBilled(
  p: Pick<Posting, 'Kind' | 'Party' | 'Lines'>,
): { attr: SalesAttr; paise: number } | undefined {
  if (!SALES_KINDS.has(p.Kind)) return undefined;
  const paise = p.Lines.filter((l) => BILLED_ACCOUNTS.has(l.Acc)).reduce((s, l) => s + l.DrP - l.CrP, 0);
  if (paise === 0) return undefined;
  // A walk-in counter sale names no party: it is a customer's.
  return { attr: p.Party?.startsWith('I#') ? SALES_ATTRS.insurers : SALES_ATTRS.customers, paise };
}

export const salesByPayerAnswer = z.object({
  Months: z.array(z.string()),
  CustomersP: z.array(z.number().int()),
  InsurersP: z.array(z.number().int()),
});
export type SalesByPayerAnswer = z.infer<typeof salesByPayerAnswer>;

/** One period-balance item's sales figures (its shard's part of the month). */
export type SalesItem = { Month: string; SalesC?: number; SalesI?: number };

/** The range's months, each the sum of its shards; a month without sales is 0. */
export function salesByPayer(items: readonly SalesItem[], from: string, to: string): SalesByPayerAnswer {
  const Months = monthsBetween(from, to);
  return {
    Months,
    CustomersP: sumByMonth(items, Months, (i) => i.SalesC),
    InsurersP: sumByMonth(items, Months, (i) => i.SalesI),
  };
}
