import * as z from 'zod';
import type { Paise } from '../documents/money-math';
import { isoDate } from '../fields/iso-date';
import { invoiceDueDate } from '../invoices/due-date';

/**
 * Receivables ageing (docs/books.md §6.3): pure, so the server, the screen
 * and the property test apply one rule. Each open invoice's due (payable −
 * paid − credited, paise) falls in a bucket by its age on the as-of date,
 * counted from its due date or from its invoice date. A credit note on a paid
 * invoice is money owed back to the payer: it is not aged, it stands in the
 * payer's Credits. So the total is exactly the receivables control account.
 */

export const AGEING_BUCKETS = ['0-30', '31-60', '61-90', '90+'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];
export type AgeingBasis = 'Due' | 'Invoice';

export type OpenInvoice = {
  readonly Id: string;
  readonly Num: string;
  /** `C#<cust>` or `I#<insId>`: the payer the posting's receivable line is theirs. */
  readonly Party: string;
  readonly Name: string;
  readonly InvDate: string;
  readonly DueDate?: string | undefined;
  readonly DueP: Paise;
};
export type PayerCredit = {
  readonly Id: string;
  readonly Num: string;
  readonly Party: string;
  readonly Name: string;
  readonly Date: string;
  readonly AmtP: Paise;
};

const DAY_MS = 86_400_000;
const dayNumber = (date: string): number => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/** Days from `from` to `asOf` (negative: not due yet, which counts as current). */
export const ageInDays = (from: string, asOf: string): number => dayNumber(asOf) - dayNumber(from);

export function bucketOf(days: number): AgeingBucket {
  if (days <= 30) return '0-30';
  if (days <= 60) return '31-60';
  if (days <= 90) return '61-90';
  return '90+';
}

export const ageingDateOf = (inv: Pick<OpenInvoice, 'InvDate' | 'DueDate'>, basis: AgeingBasis): string =>
  basis === 'Due' ? invoiceDueDate(inv) : inv.InvDate;

export type AgeingRow = { Party: string; Name: string; Buckets: Paise[]; CreditsP: Paise; TotalP: Paise };

export function receivablesAgeing(
  invoices: readonly OpenInvoice[],
  credits: readonly PayerCredit[],
  asOf: string,
  basis: AgeingBasis,
) {
  const rows = new Map<string, AgeingRow>();
  const rowOf = (party: string, name: string): AgeingRow => {
    const row = rows.get(party) ?? {
      Party: party,
      Name: name,
      Buckets: AGEING_BUCKETS.map(() => 0),
      CreditsP: 0,
      TotalP: 0,
    };
    rows.set(party, row);
    return row;
  };
  const items = invoices.map((inv) => {
    const Bucket = bucketOf(ageInDays(ageingDateOf(inv, basis), asOf));
    const row = rowOf(inv.Party, inv.Name);
    const i = AGEING_BUCKETS.indexOf(Bucket);
    row.Buckets[i] = (row.Buckets[i] ?? 0) + inv.DueP;
    row.TotalP += inv.DueP;
    return { ...inv, DueDate: invoiceDueDate(inv), Bucket };
  });
  for (const c of credits) {
    const row = rowOf(c.Party, c.Name);
    row.CreditsP -= c.AmtP;
    row.TotalP -= c.AmtP;
  }
  const Rows = [...rows.values()].sort((a, b) => b.TotalP - a.TotalP || a.Name.localeCompare(b.Name));
  const Totals = {
    Buckets: AGEING_BUCKETS.map((_, i) => Rows.reduce((s, r) => s + (r.Buckets[i] ?? 0), 0)),
    CreditsP: Rows.reduce((s, r) => s + r.CreditsP, 0),
    TotalP: Rows.reduce((s, r) => s + r.TotalP, 0),
  };
  return {
    AsOf: asOf,
    Basis: basis,
    Buckets: [...AGEING_BUCKETS],
    Rows,
    Totals,
    Invoices: items,
    Credits: [...credits],
  };
}

export const ageingQuery = z.object({ Basis: z.enum(['Due', 'Invoice']).default('Due') });

/** A party's row, the totals and a credit: the same shapes in the receivables and the payables ageing (payables.ts). */
export const ageingRow = z.object({
  Party: z.string(),
  Name: z.string(),
  Buckets: z.array(z.number().int()),
  CreditsP: z.number().int(),
  TotalP: z.number().int(),
});
export const ageingTotals = z.object({
  Buckets: z.array(z.number().int()),
  CreditsP: z.number().int(),
  TotalP: z.number().int(),
});
export const ageingCredit = z.object({
  Id: z.string(),
  Num: z.string(),
  Party: z.string(),
  Name: z.string(),
  Date: z.string(),
  AmtP: z.number().int(),
});

export const ageingAnswer = z.object({
  AsOf: isoDate,
  Basis: z.enum(['Due', 'Invoice']),
  Buckets: z.array(z.string()),
  Rows: z.array(ageingRow),
  Totals: ageingTotals,
  /** The invoices behind the figures (a figure on screen lists those of its payer and bucket). */
  Invoices: z.array(
    z.object({
      Id: z.string(),
      Num: z.string(),
      Party: z.string(),
      Name: z.string(),
      InvDate: z.string(),
      DueDate: z.string(),
      DueP: z.number().int(),
      Bucket: z.string(),
    }),
  ),
  Credits: z.array(ageingCredit),
  /** The receivables control account's balance (1200) in the books, to compare. */
  ControlP: z.number().int(),
});
export type AgeingAnswer = z.infer<typeof ageingAnswer>;
