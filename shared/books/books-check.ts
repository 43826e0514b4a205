import * as z from 'zod';
import type { Paise } from '../documents/money-math';
import { formatPaise } from '../documents/money-format';

/**
 * The books' health check (docs/books.md §6.8): three facts an owner can read
 * at a glance, each the books' figure beside the figure it must equal, the
 * difference in paise and green or red.
 *
 * - the trial balance: all debits ever posted in the branch = all credits;
 * - stock: 1300 Stock in hand = the sum of the inventory's stock balances;
 * - receivables: 1200 Customers = what the unpaid invoices still ask (customers' and insurers'), less the
 *   credits standing on customers' accounts (credit notes, returns left on account): the receivables ageing's total.
 */

export const BOOKS_CHECK_IDS = ['TrialBalance', 'Stock', 'Receivables'] as const;
export type BooksCheckId = (typeof BOOKS_CHECK_IDS)[number];

const check = z.object({
  Id: z.enum(BOOKS_CHECK_IDS),
  Title: z.string(),
  /** What the books say (debits, for the trial balance). */
  BooksP: z.number().int(),
  BooksLabel: z.string(),
  /** What it must equal (credits, for the trial balance). */
  OtherP: z.number().int(),
  OtherLabel: z.string(),
  DiffP: z.number().int(),
  Ok: z.boolean(),
  /** Why they may differ and what to do (red only). */
  Note: z.string().optional(),
  /** The parts of the other figure, when it has parts (receivables: customers, insurers, credits). */
  Parts: z.array(z.object({ Label: z.string(), AmtP: z.number().int() })).optional(),
});
export type BooksCheck = z.infer<typeof check>;

export const booksCheckAnswer = z.object({
  /** The branch's today: the figures are as of now. */
  AsOf: z.string(),
  Ok: z.boolean(),
  Checks: z.array(check),
});
export type BooksCheckAnswer = z.infer<typeof booksCheckAnswer>;

/** Texts of the check, once for the call and the screen. */
export const BooksCheckMessages = {
  title: 'Books check',
  allGood: 'The books agree with the documents: the trial balance balances, stock and receivables match.',
  someDiffer: 'Some figures in the books differ from the documents: see the red rows.',
  trialBalance: 'Trial balance',
  debits: 'Debits',
  credits: 'Credits',
  unbalanced:
    'Debits and credits differ: a posting was written unbalanced. Every posting is checked when it is made, ' +
    'so this needs the support team.',
  stock: 'Stock in the ledger',
  ledgerStock: '1300 Stock in hand',
  inventoryStock: 'Stock value in inventory',
  stockDiffers: (diffP: Paise): string =>
    `The ledger's stock differs from the inventory's by ${formatPaise(Math.abs(diffP))}. Stock moved before the ` +
    'books posted stock movements (opening stock, receives, issues entered earlier) is in the inventory but not ' +
    'in the ledger: post the difference once by a journal (Dr or Cr 1300 against 3200 Opening balance equity).',
  receivables: 'Receivables',
  ledgerReceivables: '1200 Customers (receivables)',
  unpaidInvoices: 'Unpaid invoices, less credits',
  customers: 'Due from customers',
  insurers: 'Due from insurers',
  creditsOnAccount: 'Credits on customers’ accounts',
  receivablesDiffer: (diffP: Paise): string =>
    `Receivables in the ledger differ from the unpaid invoices by ${formatPaise(Math.abs(diffP))}. Invoices ` +
    'issued before the books existed were never posted: a payment on one lowers the ledger without the ' +
    'invoice ever raising it. Post their dues once by a journal (Dr 1200 against 3200 Opening balance equity).',
  empty: 'Nothing is posted in this branch yet.',
} as const;

export type BooksCheckFigures = {
  debitsP: Paise;
  creditsP: Paise;
  ledgerStockP: Paise;
  inventoryStockP: Paise;
  ledgerReceivablesP: Paise;
  customersDueP: Paise;
  insurersDueP: Paise;
  creditsOnAccountP: Paise;
};

/** The three checks from the figures read (pure: the integration test and the screen read the same answer). */
export function booksCheck(f: BooksCheckFigures, asOf: string): BooksCheckAnswer {
  const M = BooksCheckMessages;
  const dueP = f.customersDueP + f.insurersDueP - f.creditsOnAccountP;
  const row = (r: Omit<BooksCheck, 'DiffP' | 'Ok' | 'Note'>, note: (diffP: Paise) => string): BooksCheck => {
    const DiffP = r.BooksP - r.OtherP;
    return { ...r, DiffP, Ok: DiffP === 0, ...(DiffP === 0 ? {} : { Note: note(DiffP) }) };
  };
  const Checks = [
    row(
      {
        Id: 'TrialBalance',
        Title: M.trialBalance,
        BooksP: f.debitsP,
        BooksLabel: M.debits,
        OtherP: f.creditsP,
        OtherLabel: M.credits,
      },
      () => M.unbalanced,
    ),
    row(
      {
        Id: 'Stock',
        Title: M.stock,
        BooksP: f.ledgerStockP,
        BooksLabel: M.ledgerStock,
        OtherP: f.inventoryStockP,
        OtherLabel: M.inventoryStock,
      },
      M.stockDiffers,
    ),
    row(
      {
        Id: 'Receivables',
        Title: M.receivables,
        BooksP: f.ledgerReceivablesP,
        BooksLabel: M.ledgerReceivables,
        OtherP: dueP,
        OtherLabel: M.unpaidInvoices,
        Parts: [
          { Label: M.customers, AmtP: f.customersDueP },
          { Label: M.insurers, AmtP: f.insurersDueP },
          { Label: M.creditsOnAccount, AmtP: -f.creditsOnAccountP },
        ],
      },
      M.receivablesDiffer,
    ),
  ];
  return { AsOf: asOf, Ok: Checks.every((c) => c.Ok), Checks };
}
