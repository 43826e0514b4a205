import * as z from 'zod';
import { money } from '../documents/amount-fields';
import { isoDate } from '../fields/iso-date';
import { ACCOUNT_CODE_MAX, ACCOUNT_CODE_MIN } from './chart';
import { BooksMessages } from './books-messages';

/** Shapes of the books' calls (docs/books.md §5). Amounts in answers are paise (…P), as the engine keeps them. */

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use a month like 2026-04.');
const code = z.coerce
  .number()
  .int(BooksMessages.codeRange)
  .min(ACCOUNT_CODE_MIN, BooksMessages.codeRange)
  .max(ACCOUNT_CODE_MAX, BooksMessages.codeRange);
const name = z.string().trim().min(1, 'Enter the account name.').max(80, 'Use at most 80 characters.');

export const accountAnswer = z.object({
  Code: z.number().int(),
  Name: z.string(),
  Group: z.string(),
  Use: z.enum(['Labor', 'Parts']).optional(),
  System: z.literal(true).optional(),
});
export const chartAnswer = z.object({
  Groups: z.array(z.object({ Id: z.string(), Name: z.string(), Top: z.string() })),
  Accounts: z.array(accountAnswer),
  /** This branch's last closed month, if any. */
  ClosedThrough: z.string().optional(),
  ver: z.number().int(),
});
export type ChartAnswer = z.infer<typeof chartAnswer>;

/** `Use` offers an income account on labour or part lines (the spec's LaborAccountsByType / PartsAccountsByType). */
export const accountCreateBody = z.strictObject({
  ver: z.number().int(),
  Code: code,
  Name: name,
  Group: z.string(),
  Use: z.enum(['Labor', 'Parts']).optional(),
});
export const accountUpdateBody = z.strictObject({ ver: z.number().int(), Name: name });
export const accountParams = z.object({ Code: code });
export const accountDeleteQuery = z.object({ ver: z.coerce.number().int() });
export const closeBooksBody = z.strictObject({ ver: z.number().int(), Through: month });

export const monthRangeQuery = z
  .object({ From: month, To: month })
  .refine((q) => q.From <= q.To, { message: BooksMessages.badMonthRange, path: ['From'] });

/** One account's row: what it had before the range, what moved in it, and what it has at its end (net Dr − Cr). */
export const trialBalanceRow = z.object({
  Code: z.number().int(),
  Name: z.string(),
  Group: z.string(),
  Top: z.string(),
  OpeningP: z.number().int(),
  DrP: z.number().int(),
  CrP: z.number().int(),
  ClosingP: z.number().int(),
});
export const trialBalanceAnswer = z.object({
  From: month,
  To: month,
  Rows: z.array(trialBalanceRow),
  Totals: z.object({
    DrP: z.number().int(),
    CrP: z.number().int(),
    ClosingDrP: z.number().int(),
    ClosingCrP: z.number().int(),
  }),
});
export type TrialBalanceAnswer = z.infer<typeof trialBalanceAnswer>;

/** A P&L row: an income or expense account's net per month (income credit-positive, expenses debit-positive). */
export const profitRow = z.object({
  Code: z.number().int(),
  Name: z.string(),
  Group: z.string(),
  Months: z.array(z.number().int()),
  TotalP: z.number().int(),
});
export const profitAndLossAnswer = z.object({
  From: month,
  To: month,
  Months: z.array(month),
  Income: z.array(profitRow),
  Expenses: z.array(profitRow),
  IncomeP: z.array(z.number().int()),
  ExpensesP: z.array(z.number().int()),
  ProfitP: z.array(z.number().int()),
  TotalProfitP: z.number().int(),
  /**
   * How the branch values its stock now (Settings.Inventory.Valuation): 5000 Cost of goods sold is posted at
   * it, so it says whether this is the P&L by FIFO (report 501, docs/books.md §6.11).
   */
  Valuation: z.enum(['AVG', 'FIFO']),
});
export type ProfitAndLossAnswer = z.infer<typeof profitAndLossAnswer>;

/** A manual journal entry: each line a debit or a credit in rupees; the account by code (a group's id is refused). */
export const journalBody = z.strictObject({
  Date: isoDate,
  Memo: z.string().trim().max(200).optional(),
  Lines: z
    .array(
      z.strictObject({
        Acc: z.union([z.number().int(), z.string().trim().min(1)]),
        Dr: money.optional(),
        Cr: money.optional(),
      }),
    )
    .min(2, BooksMessages.emptyPosting)
    .max(50),
});
export type JournalBody = z.infer<typeof journalBody>;
export const journalAnswer = z.object({
  _id: z.string(),
  Date: z.string(),
  Lines: z.array(z.object({ Acc: z.number().int(), DrP: z.number().int(), CrP: z.number().int() })),
});
