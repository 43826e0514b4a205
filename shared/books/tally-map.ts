import { SYSTEM_ACCOUNTS as A, type LedgerAccount } from './chart';
import type { PostingLine } from './posting';

/**
 * How the books are read in Tally (docs/books.md §10): each account of the
 * chart a ledger under one of TallyPrime's predefined groups (so a new
 * company takes the file without any group of ours), each customer, insurer
 * and vendor a party ledger, each posting a voucher of the type an
 * accountant would have entered it as.
 */

/** The chart's fixed groups (shared/books/chart.ts) as TallyPrime's predefined groups. */
export const TALLY_GROUP: Readonly<Record<string, string>> = {
  CashBank: 'Bank Accounts',
  Debtors: 'Sundry Debtors',
  Stock: 'Stock-in-Hand',
  TaxInput: 'Duties & Taxes',
  CurrentAssets: 'Current Assets',
  FixedAssets: 'Fixed Assets',
  Creditors: 'Sundry Creditors',
  TaxOutput: 'Duties & Taxes',
  CurrentLiabilities: 'Current Liabilities',
  Loans: 'Loans (Liability)',
  Capital: 'Capital Account',
  Sales: 'Sales Accounts',
  OtherIncome: 'Indirect Incomes',
  DirectExpenses: 'Direct Expenses',
  IndirectExpenses: 'Indirect Expenses',
};
/** An account the chart no longer names (never expected: a used account is not deleted) still gets a ledger. */
export const UNKNOWN_GROUP = 'Suspense A/c';

/** Tally keeps cash apart from bank accounts: the chart's cash account, and any Cash and bank account named cash. */
const isCash = (a: Pick<LedgerAccount, 'Code' | 'Name'>): boolean => a.Code === A.cash || /\bcash\b/i.test(a.Name);

export const tallyGroupOf = (a: Pick<LedgerAccount, 'Code' | 'Name' | 'Group'>): string =>
  a.Group === 'CashBank' && isCash(a) ? 'Cash-in-Hand' : (TALLY_GROUP[a.Group] ?? UNKNOWN_GROUP);

/** The GST head of the chart's GST ledgers, so Tally's GST reports read them (GSTDUTYHEAD). */
export const GST_DUTY_HEAD: Readonly<Record<number, string>> = {
  [A.inputCgst]: 'Central Tax',
  [A.outputCgst]: 'Central Tax',
  [A.inputSgst]: 'State Tax',
  [A.outputSgst]: 'State Tax',
  [A.inputIgst]: 'Integrated Tax',
  [A.outputIgst]: 'Integrated Tax',
};

export type TallyVoucherType = 'Sales' | 'Credit Note' | 'Receipt' | 'Payment' | 'Purchase' | 'Journal' | 'Contra';

/** The voucher type of a document's own posting (step P), by what posted it. */
const FIRST_TYPE: Readonly<Record<string, TallyVoucherType>> = {
  Invoice: 'Sales',
  CreditNote: 'Credit Note',
  Payment: 'Receipt',
  PaymentApply: 'Journal',
  Journal: 'Journal',
  Stock: 'Journal',
  Bill: 'Purchase',
  BillPayment: 'Payment',
  Expense: 'Payment',
};

/**
 * A voucher's type: the document's (a sale, a receipt, a bill…); a reversal
 * (a cancellation, an edited expense's old posting: step R…) turns money the
 * other way, so a reversed receipt is a Payment and a reversed payment a
 * Receipt, and a reversed sale, note or bill a Journal (neither a sale nor a
 * credit note in GST's sense); a journal that moves cash or bank is entered in
 * Tally as a Receipt (money in), a Payment (money out) or, between cash and
 * bank only, a Contra, since a Journal voucher takes no cash or bank ledger by
 * default.
 */
export function voucherTypeOf(
  v: { readonly Kind: string; readonly Step: string; readonly Lines: readonly PostingLine[] },
  isMoney: (acc: number) => boolean,
): TallyVoucherType {
  const first = FIRST_TYPE[v.Kind] ?? 'Journal';
  const reversed = v.Step.startsWith('R');
  const type: TallyVoucherType = !reversed
    ? first
    : first === 'Receipt'
      ? 'Payment'
      : first === 'Payment'
        ? 'Receipt'
        : 'Journal';
  if (type !== 'Journal') return type;
  const money = v.Lines.filter((l) => isMoney(l.Acc));
  if (money.length === 0) return 'Journal';
  if (money.length === v.Lines.length) return 'Contra';
  const netP = money.reduce((s, l) => s + l.DrP - l.CrP, 0);
  return netP >= 0 ? 'Receipt' : 'Payment';
}

/** What a step of a document is, in words, for the voucher's narration. */
const KIND_WORDS: Readonly<Record<string, string>> = {
  Invoice: 'Invoice',
  CreditNote: 'Credit note',
  Payment: 'Payment received',
  PaymentApply: 'Advance applied',
  Journal: 'Journal entry',
  Stock: 'Stock at cost',
  Bill: 'Vendor bill',
  BillPayment: 'Payment made',
  Expense: 'Expense',
  // A journal in Tally (Dr bad debts, Cr the party): no voucher type of its own.
  WriteOff: 'Due written off',
};

export function narrationOf(v: {
  readonly Kind: string;
  readonly Step: string;
  readonly Num: string;
  readonly Memo?: string | undefined;
}): string {
  const what = `${KIND_WORDS[v.Kind] ?? v.Kind}${v.Num ? ` ${v.Num}` : ''}`;
  const head = v.Step.startsWith('R') ? `Reversal of ${what.charAt(0).toLowerCase()}${what.slice(1)}` : what;
  return v.Memo ? `${head}: ${v.Memo}` : head;
}
