import * as z from 'zod';
import { isoDate } from '../fields/iso-date';
import { groupOf, type LedgerAccount, type TopGroup } from './chart';
import type { Balance } from './statements';

/**
 * The balance sheet and the cash and bank book (docs/books.md §6.4, §6.5),
 * pure: the server answers and the tests check the same arithmetic.
 */

/** The first day of the financial year a date falls in (April, unless the branch starts it in another month). */
export function financialYearStart(date: string, fyStartMonth = 4): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const year = m >= fyStartMonth ? y : y - 1;
  return `${year}-${String(fyStartMonth).padStart(2, '0')}-01`;
}

export type BalanceSheetRow = { Code: number; Name: string; Group: string; AmountP: number };

/**
 * As of a date, from balances up to it (each a month's or a day's sums): every
 * asset debit-positive, every liability and equity account credit-positive;
 * the income and expenses of the financial year so far are its profit, and
 * those of earlier years (no year-end transfer is posted) their own line, so
 * assets = liabilities + equity + earlier years' profit + this year's profit.
 */
export function balanceSheet(
  balances: readonly Balance[],
  chart: ReadonlyMap<number, LedgerAccount>,
  asOf: string,
  fyStartMonth = 4,
) {
  const fyStart = financialYearStart(asOf, fyStartMonth).slice(0, 7);
  const net = new Map<number, number>();
  let profitP = 0;
  let earlierP = 0;
  for (const b of balances) {
    const top = groupOf(chart.get(b.Acc)?.Group ?? '')?.Top;
    if (top === 'Income' || top === 'Expenses') {
      if (b.Month >= fyStart) profitP += b.CrP - b.DrP;
      else earlierP += b.CrP - b.DrP;
    } else net.set(b.Acc, (net.get(b.Acc) ?? 0) + b.DrP - b.CrP);
  }
  const side = (tops: readonly TopGroup[], sign: 1 | -1): BalanceSheetRow[] =>
    [...net]
      .filter(([acc]) => tops.includes(groupOf(chart.get(acc)?.Group ?? '')?.Top ?? 'Assets'))
      .map(([acc, p]) => ({
        Code: acc,
        Name: chart.get(acc)?.Name ?? `Account ${acc}`,
        Group: groupOf(chart.get(acc)?.Group ?? '')?.Name ?? '',
        AmountP: sign * p,
      }))
      .filter((r) => r.AmountP !== 0)
      .sort((a, b) => a.Code - b.Code);
  const Assets = side(['Assets'], 1);
  const Liabilities = side(['Liabilities'], -1);
  const Equity = side(['Equity'], -1);
  const sum = (rows: readonly BalanceSheetRow[]) => rows.reduce((s, r) => s + r.AmountP, 0);
  const AssetsP = sum(Assets);
  const LiabilitiesP = sum(Liabilities);
  const EquityP = sum(Equity);
  return {
    AsOf: asOf,
    FyStart: `${fyStart}-01`,
    Assets,
    Liabilities,
    Equity,
    AssetsP,
    LiabilitiesP,
    EquityP,
    EarlierProfitP: earlierP,
    ProfitP: profitP,
    /** Liabilities + equity + profits: equal to the assets when every posting balanced. */
    TotalP: LiabilitiesP + EquityP + earlierP + profitP,
  };
}

const row = z.object({ Code: z.number().int(), Name: z.string(), Group: z.string(), AmountP: z.number().int() });
export const balanceSheetQuery = z.object({ AsOf: isoDate });
export const balanceSheetAnswer = z.object({
  AsOf: isoDate,
  FyStart: isoDate,
  Assets: z.array(row),
  Liabilities: z.array(row),
  Equity: z.array(row),
  AssetsP: z.number().int(),
  LiabilitiesP: z.number().int(),
  EquityP: z.number().int(),
  EarlierProfitP: z.number().int(),
  ProfitP: z.number().int(),
  TotalP: z.number().int(),
});
export type BalanceSheetAnswer = z.infer<typeof balanceSheetAnswer>;

/** An account's postings in a period, oldest first, each with the balance after it (Dr positive). */
export type BookEntry = {
  Date: string;
  Kind: string;
  DocId: string;
  Num: string;
  Step: string;
  Party?: string | undefined;
  Memo?: string | undefined;
  DrP: number;
  CrP: number;
};
export const withRunningBalance = (openingP: number, entries: readonly BookEntry[]) => {
  let running = openingP;
  return entries.map((e) => {
    running += e.DrP - e.CrP;
    return { ...e, BalanceP: running };
  });
};

export const cashBookQuery = z
  .object({
    Acc: z.coerce.number().int(),
    From: isoDate,
    To: isoDate,
    Cursor: z.string().max(2000).optional(),
    Limit: z.coerce.number().int().min(1).max(200).default(100),
  })
  .refine((q) => q.From <= q.To, { message: 'The first date must not be after the last.', path: ['From'] });
export const cashBookAnswer = z.object({
  Acc: z.number().int(),
  Name: z.string(),
  From: isoDate,
  To: isoDate,
  /** The balance before the first entry of this page. */
  OpeningP: z.number().int(),
  Entries: z.array(
    z.object({
      Date: z.string(),
      Kind: z.string(),
      DocId: z.string(),
      Num: z.string(),
      Step: z.string(),
      Party: z.string().optional(),
      Memo: z.string().optional(),
      DrP: z.number().int(),
      CrP: z.number().int(),
      BalanceP: z.number().int(),
    }),
  ),
  Next: z.string().optional(),
});
export type CashBookAnswer = z.infer<typeof cashBookAnswer>;
