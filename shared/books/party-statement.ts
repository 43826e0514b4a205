import * as z from 'zod';
import type { Paise } from '../documents/money-math';
import { isoDate } from '../fields/iso-date';
import { SYSTEM_ACCOUNTS as A } from './chart';
import { StatementMessages, statementEntryLabel } from './party-statement-messages';
import type { PostingLine } from './posting';

/**
 * A customer's or vendor's statement (docs/books.md §6.10), pure: read from
 * the ledger entries that name the party, so it is the party's share of the
 * control account to the paisa. A customer's (or insurer's) statement takes
 * the entries' lines on 1200 Customers and 2200 Customer advances — money
 * received shows whole, whether an invoice took it or it waits as an advance —
 * and is debit-positive (what they owe us). A vendor's takes 2000 Vendors and
 * is credit-positive (what we owe them).
 */

export type StatementKind = 'Customer' | 'Vendor';

export const STATEMENT_ACCOUNTS: Readonly<Record<StatementKind, readonly number[]>> = {
  Customer: [A.receivables, A.advances],
  Vendor: [A.payables],
};
const SIGN: Readonly<Record<StatementKind, 1 | -1>> = { Customer: 1, Vendor: -1 };

/** A ledger entry of the party, as stored (functions/data/ledger). */
export type PartyEntry = {
  readonly Date: string;
  readonly Kind: string;
  readonly DocId: string;
  readonly Num: string;
  readonly Step: string;
  readonly Memo?: string | undefined;
  readonly Lines: readonly PostingLine[];
};

/** At most two years on one statement, as the other statements (docs/books.md §5). */
export const MAX_STATEMENT_MONTHS = 24;

const monthIndex = (date: string): number => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));
export const statementRangeTooLong = (from: string, to: string): boolean =>
  monthIndex(to) - monthIndex(from) + 1 > MAX_STATEMENT_MONTHS;

export function partyStatement(kind: StatementKind, entries: readonly PartyEntry[], from: string, to: string) {
  const accounts = STATEMENT_ACCOUNTS[kind];
  const sign = SIGN[kind];
  const ordered = [...entries]
    .filter((e) => e.Date <= to)
    .sort((a, b) => a.Date.localeCompare(b.Date) || a.DocId.localeCompare(b.DocId) || a.Step.localeCompare(b.Step));
  const sides = (e: PartyEntry) => {
    const mine = e.Lines.filter((l) => accounts.includes(l.Acc));
    return { dr: mine.reduce((s, l) => s + l.DrP, 0), cr: mine.reduce((s, l) => s + l.CrP, 0) };
  };
  let OpeningP: Paise = 0;
  for (const e of ordered.filter((x) => x.Date < from)) {
    const { dr, cr } = sides(e);
    OpeningP += sign * (dr - cr);
  }
  let running = OpeningP;
  const Lines = ordered
    .filter((e) => e.Date >= from)
    .flatMap((e) => {
      const { dr, cr } = sides(e);
      // An advance applied moves money between 2200 and 1200 of one customer: nothing changes for them.
      if (dr === cr) return [];
      const net = dr - cr;
      running += sign * net;
      return [
        {
          Date: e.Date,
          Kind: e.Kind,
          Label: statementEntryLabel(e.Kind, e.Step, kind === 'Vendor' && net > 0),
          DocId: e.DocId,
          Num: e.Num,
          Step: e.Step,
          ...(e.Memo ? { Memo: e.Memo } : {}),
          DebitP: Math.max(net, 0),
          CreditP: Math.max(-net, 0),
          BalanceP: running,
        },
      ];
    });
  const ByAccount = accounts.map((Acc) => ({
    Acc,
    ClosingP: ordered
      .flatMap((e) => e.Lines)
      .filter((l) => l.Acc === Acc)
      .reduce((s, l) => s + sign * (l.DrP - l.CrP), 0),
  }));
  return {
    From: from,
    To: to,
    OpeningP,
    Lines,
    TotalDebitP: Lines.reduce((s, l) => s + l.DebitP, 0),
    TotalCreditP: Lines.reduce((s, l) => s + l.CreditP, 0),
    ClosingP: running,
    ByAccount,
  };
}

const range = { From: isoDate, To: isoDate };
const rangeReversed = (q: { From: string; To: string }): boolean => q.From <= q.To;
const rangeShort = (q: { From: string; To: string }): boolean => !statementRangeTooLong(q.From, q.To);

/** A customer's (`C#<cust>`) or an insurer's (`I#<insId>`) statement: the payer key the postings carry. */
export const customerStatementQuery = z
  .object({
    Party: z
      .string()
      .trim()
      .max(80)
      .regex(/^[CI]#[^#\s]+$/, StatementMessages.badParty),
    ...range,
  })
  .refine(rangeReversed, { message: StatementMessages.rangeReversed, path: ['From'] })
  .refine(rangeShort, { message: StatementMessages.rangeTooLong, path: ['From'] });
export const vendorStatementQuery = z
  .object({ VendId: z.string().trim().min(1, StatementMessages.vendorNotFound).max(64), ...range })
  .refine(rangeReversed, { message: StatementMessages.rangeReversed, path: ['From'] })
  .refine(rangeShort, { message: StatementMessages.rangeTooLong, path: ['From'] });

/** A party block as a statement prints it (name, address, GSTIN, phone). */
export const statementParty = z.object({
  Name: z.string(),
  GSTIN: z.string().optional(),
  Addr: z
    .object({
      A1: z.string().optional(),
      A2: z.string().optional(),
      Ct: z.string().optional(),
      St: z.string().optional(),
      Pin: z.string().optional(),
    })
    .optional(),
  Ph: z.string().optional(),
});
export type StatementParty = z.infer<typeof statementParty>;

export const statementAnswer = z.object({
  Kind: z.enum(['Customer', 'Vendor']),
  Party: z.string(),
  /** The party as printed, and the branch whose books these are. */
  Contact: statementParty,
  Branch: statementParty,
  From: isoDate,
  To: isoDate,
  OpeningP: z.number().int(),
  Lines: z.array(
    z.object({
      Date: z.string(),
      Kind: z.string(),
      Label: z.string(),
      DocId: z.string(),
      Num: z.string(),
      Step: z.string(),
      Memo: z.string().optional(),
      DebitP: z.number().int(),
      CreditP: z.number().int(),
      BalanceP: z.number().int(),
    }),
  ),
  TotalDebitP: z.number().int(),
  TotalCreditP: z.number().int(),
  ClosingP: z.number().int(),
  /** The closing balance per account (a customer's receivable and advance), in the statement's sign. */
  ByAccount: z.array(z.object({ Acc: z.number().int(), ClosingP: z.number().int() })),
});
export type StatementAnswer = z.infer<typeof statementAnswer>;
