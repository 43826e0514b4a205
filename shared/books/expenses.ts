import * as z from 'zod';
import { money } from '../documents/amount-fields';
import { formatPaise } from '../documents/money-format';
import type { Paise } from '../documents/money-math';
import { isoDate } from '../fields/iso-date';
import { gstinInput } from '../gst/gstin-input';
import { PAYMENT_TYPES } from '../invoices/payment-types';
import { SYSTEM_ACCOUNTS as A } from './chart';
import { moneyAccountOf } from './document-postings';
import { cr, dr, netLines, type Posting, type PostingLine } from './posting';

/**
 * Expenses (docs/books.md §3.8): a category (each maps to an expense account of
 * the chart), a date, an amount, paid from cash or a bank account by payment
 * type, and GST input where there is a bill from a registered vendor.
 */

export const ExpenseMessages = {
  unknownCategory: 'Choose a category from the list.',
  categoryAccount: (acc: number): string => `Account ${acc} is not an expense account of the chart.`,
  categoryNameTaken: (name: string): string => `A category named ${name} already exists.`,
  dateAfterToday: 'An expense cannot be dated after today.',
  cancelled: 'This expense is cancelled and cannot be changed.',
  notFound: 'This expense does not exist in this branch.',
  taxNeedsBill: 'Enter the vendor GSTIN and bill number to claim GST input.',
  total: (p: Paise): string => `Total ${formatPaise(p)}`,
  empty: 'No expenses recorded yet.',
  badCursor: 'This list has changed: start again from the first page.',
} as const;

export type ExpenseCategory = { readonly Id: string; readonly Name: string; readonly Acc: number };

/** The categories an organisation starts with: the chart's seeded expense accounts, named as an owner would. */
export const DEFAULT_EXPENSE_CATEGORIES: readonly ExpenseCategory[] = [
  { Id: 'rent', Name: 'Rent', Acc: 6100 },
  { Id: 'salaries', Name: 'Salaries and wages', Acc: 6110 },
  { Id: 'electricity', Name: 'Electricity', Acc: 6120 },
  { Id: 'bank', Name: 'Bank charges', Acc: 6130 },
  { Id: 'phone', Name: 'Telephone and internet', Acc: 6140 },
  { Id: 'repairs', Name: 'Repairs and maintenance', Acc: 6150 },
  { Id: 'sublet', Name: 'Outside work (sublet)', Acc: 5100 },
];

const category = z.strictObject({
  Id: z.string().trim().min(1).max(40).optional(),
  Name: z.string().trim().min(1, 'Enter the category name.').max(60, 'Use at most 60 characters.'),
  Acc: z.number().int(),
});
export const categoriesBody = z.strictObject({ ver: z.number().int(), Categories: z.array(category).max(100) });
export const categoriesAnswer = z.object({
  Categories: z.array(z.object({ Id: z.string(), Name: z.string(), Acc: z.number().int() })),
  ver: z.number().int(),
});
export type CategoriesAnswer = z.infer<typeof categoriesAnswer>;

/** The vendor's tax invoice: with a GSTIN and a bill number its GST is claimed as input. */
const bill = z.strictObject({
  VendName: z.string().trim().min(1, 'Enter the vendor name.').max(100),
  GSTIN: gstinInput,
  BillNo: z.string().trim().min(1, 'Enter the bill number.').max(30),
  /** The tax code of the bill (the GST engine's codes); its heads follow the supply. */
  TCode: z.number().int(),
});

export const expenseFields = {
  Date: isoDate,
  CatId: z.string().min(1, ExpenseMessages.unknownCategory),
  /** Before GST, in rupees. */
  Amount: money.refine((v) => v > 0, 'Enter an amount above zero.'),
  PayType: z.enum(PAYMENT_TYPES),
  Ref: z.string().trim().max(40).optional(),
  Desc: z.string().trim().max(200).optional(),
  Bill: bill.optional(),
};
export const expenseCreateBody = z.strictObject(expenseFields);
export const expenseUpdateBody = z.strictObject({ ver: z.number().int(), ...expenseFields });
export const expenseCancelBody = z.strictObject({
  ver: z.number().int(),
  Reason: z.string().trim().min(1, 'Enter why it is cancelled.').max(200),
});
export type ExpenseInput = z.infer<typeof expenseCreateBody>;

export const expenseAnswer = z.object({
  _id: z.string(),
  Date: z.string(),
  CatId: z.string(),
  CatName: z.string(),
  Acc: z.number().int(),
  AmtP: z.number().int(),
  CgstP: z.number().int(),
  SgstP: z.number().int(),
  IgstP: z.number().int(),
  TotP: z.number().int(),
  PayType: z.string(),
  Ref: z.string().optional(),
  Desc: z.string().optional(),
  Bill: z.object({ VendName: z.string(), GSTIN: z.string(), BillNo: z.string(), TCode: z.number() }).optional(),
  Sts: z.enum(['Recorded', 'Cancelled']),
  CancelReason: z.string().optional(),
  ver: z.number().int(),
});
export type ExpenseAnswer = z.infer<typeof expenseAnswer>;
export const expenseListQuery = z.object({
  Cursor: z.string().max(2000).optional(),
  Limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const expenseListAnswer = z.object({ Items: z.array(expenseAnswer), Next: z.string().optional() });
export type ExpenseListAnswer = z.infer<typeof expenseListAnswer>;

export type ExpenseFigures = {
  Acc: number;
  AmtP: Paise;
  CgstP: Paise;
  SgstP: Paise;
  IgstP: Paise;
  TotP: Paise;
  PayType: string;
  /** The bank account the branch mapped PayType to when it was posted (bank settings, docs/books.md §1.1); kept, so a reversal takes back from where it went. */
  MoneyAcc?: number | undefined;
};

/** Dr the category's expense account and the input GST heads; Cr cash (Type Cash) or bank with the total. */
export const expenseLines = (f: ExpenseFigures): PostingLine[] =>
  netLines([
    dr(f.Acc, f.AmtP),
    dr(A.inputCgst, f.CgstP),
    dr(A.inputSgst, f.SgstP),
    dr(A.inputIgst, f.IgstP),
    cr(f.MoneyAcc ?? moneyAccountOf(f.PayType), f.TotP),
  ]);

/** The posting of an expense at one `ver`: step `P<ver>`; an edit reverses the last one as `R<ver>`. */
export const expensePosting = (
  ref: { EntId: string; DocId: string; Date: string; ver: number; Memo?: string },
  f: ExpenseFigures,
): Posting => ({
  EntId: ref.EntId,
  DocId: ref.DocId,
  Num: '',
  Date: ref.Date,
  Kind: 'Expense',
  Step: `P${ref.ver}`,
  ...(ref.Memo ? { Memo: ref.Memo } : {}),
  Lines: expenseLines(f),
});
