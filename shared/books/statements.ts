import { groupOf, type LedgerAccount } from './chart';

/**
 * The statements from period balances (docs/books.md §6): pure, so the server
 * answers and a test checks the same arithmetic. A balance is a branch's
 * account in one month, each side summed in paise.
 */
export type Balance = { readonly Month: string; readonly Acc: number; readonly DrP: number; readonly CrP: number };

/** Every month from `from` to `to` (YYYY-MM), in order. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [y, m] = from.split('-').map(Number) as [number, number];
  for (let guard = 0; guard < 1200; guard += 1) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    if (month > to) break;
    months.push(month);
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
  return months;
}

/**
 * Per month of `months`, the sum of `pick` over the period-balance items of that month (its shards); items of
 * other months are left out. The figures kept beside the accounts' sums (sales by payer, cost at unit cost).
 */
export function sumByMonth<T extends { readonly Month: string }>(
  items: readonly T[],
  months: readonly string[],
  pick: (item: T) => number | undefined,
): number[] {
  const at = new Map(months.map((m, i) => [m, i]));
  const sums = months.map(() => 0);
  for (const item of items) {
    const i = at.get(item.Month);
    if (i !== undefined) sums[i] = (sums[i] ?? 0) + (pick(item) ?? 0);
  }
  return sums;
}

const describe = (acc: number, chart: ReadonlyMap<number, LedgerAccount>) => {
  const a = chart.get(acc);
  const group = groupOf(a?.Group ?? '');
  return { Code: acc, Name: a?.Name ?? `Account ${acc}`, Group: group?.Name ?? '', Top: group?.Top ?? '' };
};

/**
 * Trial balance for the months `from`..`to`: per account its balance before
 * `from` (everything posted earlier), the debits and credits of the range and
 * the closing balance (net, debit positive). Debits equal credits in every
 * posting, so both the range's sides and the closing sides are equal.
 */
export function trialBalance(
  balances: readonly Balance[],
  chart: ReadonlyMap<number, LedgerAccount>,
  from: string,
  to: string,
) {
  const rows = new Map<number, { OpeningP: number; DrP: number; CrP: number }>();
  for (const b of balances) {
    if (b.Month > to) continue;
    const row = rows.get(b.Acc) ?? { OpeningP: 0, DrP: 0, CrP: 0 };
    if (b.Month < from) row.OpeningP += b.DrP - b.CrP;
    else {
      row.DrP += b.DrP;
      row.CrP += b.CrP;
    }
    rows.set(b.Acc, row);
  }
  const out = [...rows]
    .map(([acc, r]) => ({ ...describe(acc, chart), ...r, ClosingP: r.OpeningP + r.DrP - r.CrP }))
    .filter((r) => r.OpeningP !== 0 || r.DrP !== 0 || r.CrP !== 0)
    .sort((a, b) => a.Code - b.Code);
  const Totals = {
    DrP: out.reduce((s, r) => s + r.DrP, 0),
    CrP: out.reduce((s, r) => s + r.CrP, 0),
    ClosingDrP: out.reduce((s, r) => s + Math.max(r.ClosingP, 0), 0),
    ClosingCrP: out.reduce((s, r) => s + Math.max(-r.ClosingP, 0), 0),
  };
  return { From: from, To: to, Rows: out, Totals };
}

/**
 * Profit and loss for the months `from`..`to`, month by month: income accounts
 * credit-positive (a discount allowed, a debit, lowers income), expense
 * accounts debit-positive, and the profit of each month and of the range.
 */
export function profitAndLoss(
  balances: readonly Balance[],
  chart: ReadonlyMap<number, LedgerAccount>,
  from: string,
  to: string,
) {
  const months = monthsBetween(from, to);
  const index = new Map(months.map((m, i) => [m, i]));
  const income = new Map<number, number[]>();
  const expenses = new Map<number, number[]>();
  for (const b of balances) {
    const i = index.get(b.Month);
    const top = groupOf(chart.get(b.Acc)?.Group ?? '')?.Top;
    if (i === undefined || (top !== 'Income' && top !== 'Expenses')) continue;
    const into = top === 'Income' ? income : expenses;
    const row = into.get(b.Acc) ?? months.map(() => 0);
    row[i] = (row[i] ?? 0) + (top === 'Income' ? b.CrP - b.DrP : b.DrP - b.CrP);
    into.set(b.Acc, row);
  }
  const rowsOf = (m: Map<number, number[]>) =>
    [...m]
      .map(([acc, Months]) => {
        const { Code, Name, Group } = describe(acc, chart);
        return { Code, Name, Group, Months, TotalP: Months.reduce((s, p) => s + p, 0) };
      })
      .filter((r) => r.Months.some((p) => p !== 0))
      .sort((a, b) => a.Code - b.Code);
  const Income = rowsOf(income);
  const Expenses = rowsOf(expenses);
  const sumBy = (rows: readonly { Months: number[] }[]) =>
    months.map((_, i) => rows.reduce((s, r) => s + (r.Months[i] ?? 0), 0));
  const IncomeP = sumBy(Income);
  const ExpensesP = sumBy(Expenses);
  const ProfitP = months.map((_, i) => (IncomeP[i] ?? 0) - (ExpensesP[i] ?? 0));
  return {
    From: from,
    To: to,
    Months: months,
    Income,
    Expenses,
    IncomeP,
    ExpensesP,
    ProfitP,
    TotalProfitP: ProfitP.reduce((s, p) => s + p, 0),
  };
}
