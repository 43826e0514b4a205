import { beforeAll, describe, expect, it } from 'vitest';
import { booksRoutes as routes } from '@shared/api/routes/books';
import { invoicesRoutes } from '@shared/api/routes/invoices';
import { BooksMessages } from '@shared/books/books-messages';
import type { ChartAnswer, TrialBalanceAnswer } from '@shared/books/books-schemas';
import { SYSTEM_ACCOUNTS as A } from '@shared/books/chart';
import { rupeesToPaise } from '@shared/documents/money-math';
import type { InvoiceAnswer } from '@shared/invoices/call-schemas';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { readInvoice } from '../data/invoices/invoices-repo';
import { entryKey } from '../data/ledger/ledger-keys';
import { db, tableName } from '../lib/aws-clients';
import { periodBalances, readPosting } from '../data/ledger/ledger-read';
import {
  createApprovedInvoice,
  createDraftInvoice,
  invoiceAction,
  invoicesOrganisation,
  ok,
  type InvoicesOrganisation,
} from '../test/invoices-test-kit';
import { invoke } from '../test/invoke';
import { postPayment } from '../test/payments-test-kit';

/**
 * The books fed by the documents (docs/books.md): approvals, payments, an
 * unapplied payment applied later, a credit note and a cancellation post in
 * their own transactions; the trial balance balances and the receivables
 * control equals what the invoices still ask for, to the paisa.
 */
let s: InvoicesOrganisation;
let owner = '';
const issued: string[] = [];

beforeAll(async () => {
  s = await invoicesOrganisation(['owner', 'cashier', 'advisor']);
  owner = s.tokens.owner;
});

/** The branch's today (the workshop keeps Indian time), so the test holds around midnight UTC too. */
const today = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
const month = (): string => today().slice(0, 7);
const trialBalance = (token = owner) =>
  ok<TrialBalanceAnswer>(routes.trialBalance, { token, query: { From: month(), To: month() } });
const closing = (tb: TrialBalanceAnswer, code: number): number => tb.Rows.find((r) => r.Code === code)?.ClosingP ?? 0;

/** What the issued invoices still ask for: payable less paid less credited, in paise. */
async function unpaidP(): Promise<number> {
  let sum = 0;
  for (const id of issued) {
    const inv = await readInvoice(s.org.orgId, id, true);
    if (!inv || inv.head.Sts === 'Cancelled' || inv.head.Sts === 'Draft') continue;
    const a = inv.head.Amounts as { GrandTotal: number; Payable?: number };
    sum += (a.Payable ?? a.GrandTotal) - Number(inv.head.PaidP ?? 0) - Number(inv.head.CreditedP ?? 0);
  }
  return sum;
}

describe('postings from invoices, payments and credit notes', () => {
  it('an approved invoice posts receivable, income, GST and round-off to the paisa, balanced', async () => {
    const inv = await createApprovedInvoice(owner, s.cv);
    issued.push(inv._id);
    const stored = await readInvoice(s.org.orgId, inv._id, true);
    const amounts = stored?.head.Amounts as Record<string, number>;
    const posting = await readPosting(s.org.orgId, s.org.workshopId, String(stored?.head.InvDate), inv._id);
    expect(posting?.Num).toBe(inv.Num);
    const line = (acc: number) => posting?.Lines.find((l) => l.Acc === acc);
    expect(line(A.receivables)).toEqual({ Acc: A.receivables, DrP: amounts.Payable, CrP: 0 });
    // ₹1,000 labour to 4000, 2 × ₹250.50 parts to 4100.
    expect(line(A.labourIncome)).toEqual({ Acc: A.labourIncome, DrP: 0, CrP: 100_000 });
    expect(line(A.partsIncome)).toEqual({ Acc: A.partsIncome, DrP: 0, CrP: 50_100 });
    const taxP = (line(A.outputCgst)?.CrP ?? 0) + (line(A.outputSgst)?.CrP ?? 0) + (line(A.outputIgst)?.CrP ?? 0);
    expect(taxP).toBe((amounts.CGST ?? 0) + (amounts.SGST ?? 0) + (amounts.IGST ?? 0));
    const dr = posting?.Lines.reduce((t, l) => t + l.DrP, 0);
    const cr = posting?.Lines.reduce((t, l) => t + l.CrP, 0);
    expect(dr).toBe(cr);
  });

  it('two approvals of one draft at once: one number, one posting, the balances of one invoice', async () => {
    const before = await periodBalances(s.org.orgId, s.org.workshopId, month(), month());
    const receivableDr = (all: typeof before) =>
      all.filter((b) => b.Acc === A.receivables).reduce((t, b) => t + b.DrP, 0);
    const receivableBefore = receivableDr(before);
    const draft = await createDraftInvoice(owner, s.cv);
    const answers = await Promise.all([
      invoiceAction(owner, draft, 'Approve'),
      invoiceAction(s.tokens.cashier, draft, 'Approve'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    issued.push(draft._id);
    const won = answers.find((a) => a.status === 200)?.body as InvoiceAnswer;
    const after = await periodBalances(s.org.orgId, s.org.workshopId, month(), month());
    const receivableAfter = receivableDr(after);
    expect(receivableAfter - receivableBefore).toBe(rupeesToPaise(won.Totals.GrandTotal));
  });

  it('a refused approval (a line without its HSN) writes no posting', async () => {
    const draft = await createDraftInvoice(owner, s.cv, {
      Items: [{ _id: 'IP1', Desc: 'Bolt', Qty: 1, UnPr: 10, TCode: 106 }],
    });
    const before = await periodBalances(s.org.orgId, s.org.workshopId, month(), month());
    const refused = await invoiceAction(owner, draft, 'Approve');
    expect(refused.status).toBe(400);
    expect(await periodBalances(s.org.orgId, s.org.workshopId, month(), month())).toEqual(before);
  });

  it('a posting that cannot be written cancels the approval: the invoice stays a Draft and takes no number', async () => {
    const before = await createApprovedInvoice(owner, s.cv);
    issued.push(before._id);
    const draft = await createDraftInvoice(owner, s.cv);
    // The ledger already holds this document's posting (as if posted twice): the whole transaction is refused.
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...entryKey(s.org.orgId, s.org.workshopId, draft.InvDate, draft._id, 'P'), type: 'LedgerEntry' },
      }),
    );
    const refused = await invoiceAction(owner, draft, 'Approve');
    expect(refused.status).toBe(409);
    const stored = await readInvoice(s.org.orgId, draft._id, true);
    expect(stored?.head).toMatchObject({ Sts: 'Draft', Num: '' });
    const after = await createApprovedInvoice(owner, s.cv);
    issued.push(after._id);
    expect(Number(after.Num.split('/').at(-1)) - Number(before.Num.split('/').at(-1))).toBe(1);
  });

  it('after payments, an unapplied payment applied later, a credit note and a cancellation: the trial balance balances and receivables equal the unpaid invoices', async () => {
    const cashier = s.tokens.cashier;
    const a = await createApprovedInvoice(owner, s.cv);
    const b = await createApprovedInvoice(owner, s.cv, {
      Ops: [{ _id: 'IO1', Desc: 'Wash', Qty: 1, Pr: 333.33, TCode: 106, SAC: '9987' }],
    });
    const c = await createApprovedInvoice(owner, s.cv);
    issued.push(a._id, b._id, c._id);
    // a: paid in full by UPI (bank), then a credit note of everything.
    const paidA = await postPayment(cashier, {
      Cust: s.cv.custId,
      Type: 'UPI',
      Amount: a.Totals.GrandTotal,
      Apply: [{ InvId: a._id, Amount: a.Totals.GrandTotal }],
    });
    expect(paidA.status).toBe(200);
    const closedA = await ok<InvoiceAnswer>(invoicesRoutes.invoice, { token: owner, params: { Id: a._id } });
    const note = await invoiceAction(owner, closedA, 'CreditNote', { Reason: 'Returned' });
    expect(note.status).toBe(200);
    // b: ₹100.45 in cash, ₹50 more than it pays left unapplied, then applied to c.
    const paidB = await postPayment(cashier, {
      Cust: s.cv.custId,
      Type: 'Cash',
      Amount: 150.45,
      Apply: [{ InvId: b._id, Amount: 100.45 }],
    });
    expect(paidB.status).toBe(200);
    let tb = await trialBalance();
    expect(closing(tb, A.advances)).toBe(-5000);
    const applied = await invoke(invoicesRoutes.applyPayment, {
      token: cashier,
      params: { Id: paidB.body._id },
      body: { ver: paidB.body.ver, Apply: [{ InvId: c._id, Amount: 50 }] },
    });
    expect(applied.status).toBe(200);
    // A fourth invoice approved and cancelled: its posting and its reversal.
    const d = await createApprovedInvoice(owner, s.cv);
    issued.push(d._id);
    const cancelled = await invoiceAction(owner, d, 'Cancel', { Reason: 'Raised twice' });
    expect(cancelled.status).toBe(200);
    const reversal = await readPosting(s.org.orgId, s.org.workshopId, today(), d._id, 'R');
    expect(reversal?.Lines.find((l) => l.Acc === A.receivables)?.CrP).toBe(rupeesToPaise(d.Totals.GrandTotal));

    tb = await trialBalance();
    expect(tb.Totals.DrP).toBe(tb.Totals.CrP);
    expect(tb.Totals.ClosingDrP).toBe(tb.Totals.ClosingCrP);
    expect(closing(tb, A.advances)).toBe(0);
    expect(closing(tb, A.receivables)).toBe(await unpaidP());
    expect(closing(tb, A.cash)).toBe(15_045);
    expect(closing(tb, A.bank)).toBe(rupeesToPaise(a.Totals.GrandTotal));
  });

  it('eight cashiers paying eight invoices at once: every payment recorded, cash and receivables to the paisa', async () => {
    const invoices = await Promise.all(Array.from({ length: 8 }, () => createApprovedInvoice(owner, s.cv)));
    issued.push(...invoices.map((i) => i._id));
    const before = await trialBalance();
    const paid = await Promise.all(
      invoices.map((inv) =>
        postPayment(s.tokens.cashier, {
          Cust: s.cv.custId,
          Type: 'Cash',
          Amount: inv.Totals.GrandTotal,
          Apply: [{ InvId: inv._id, Amount: inv.Totals.GrandTotal }],
        }),
      ),
    );
    expect(paid.map((p) => p.status)).toEqual(Array(8).fill(200));
    const after = await trialBalance();
    const total = invoices.reduce((t, i) => t + rupeesToPaise(i.Totals.GrandTotal), 0);
    expect(closing(after, A.cash) - closing(before, A.cash)).toBe(total);
    expect(closing(after, A.receivables)).toBe(await unpaidP());
    expect(after.Totals.ClosingDrP).toBe(after.Totals.ClosingCrP);
  });

  it('another organisation sees none of it', async () => {
    const other = await invoicesOrganisation(['owner']);
    const tb = await trialBalance(other.tokens.owner);
    expect(tb.Rows).toEqual([]);
  });
});

describe('manual journal entries', () => {
  const journal = (body: Record<string, unknown>) => invoke(routes.postJournal, { token: owner, body });

  it('refuses an unbalanced entry, a group and a closed month, writing nothing', async () => {
    const before = await trialBalance();
    const unbalanced = await journal({
      Date: today(),
      Lines: [
        { Acc: 6100, Dr: 500 },
        { Acc: 1000, Cr: 499.99 },
      ],
    });
    expect(unbalanced).toMatchObject({ status: 400, body: { message: BooksMessages.unbalanced(50_000, 49_999) } });
    const group = await journal({
      Date: today(),
      Lines: [
        { Acc: 'IndirectExpenses', Dr: 10 },
        { Acc: 1000, Cr: 10 },
      ],
    });
    expect(group).toMatchObject({ status: 400, body: { message: BooksMessages.groupAccount('Indirect expenses') } });
    const unknown = await journal({
      Date: today(),
      Lines: [
        { Acc: 9999, Dr: 10 },
        { Acc: 1000, Cr: 10 },
      ],
    });
    expect(unknown).toMatchObject({ status: 400, body: { message: BooksMessages.unknownAccount(9999) } });
    expect(await trialBalance()).toEqual(before);
  });

  it('posts a balanced entry; after the month is closed, an entry dated in it is refused', async () => {
    const rent = await journal({
      Date: today(),
      Memo: 'Rent',
      Lines: [
        { Acc: 6100, Dr: 12_000 },
        { Acc: 1000, Cr: 12_000 },
      ],
    });
    expect(rent.status).toBe(200);
    const tb = await trialBalance();
    expect(closing(tb, 6100)).toBe(1_200_000);
    expect(tb.Totals.ClosingDrP).toBe(tb.Totals.ClosingCrP);
    const chart = await ok<ChartAnswer>(routes.chartOfAccounts, { token: owner });
    await ok(routes.closeBooks, { token: owner, body: { ver: chart.ver, Through: month() } });
    const late = await journal({
      Date: today(),
      Lines: [
        { Acc: 6100, Dr: 1 },
        { Acc: 1000, Cr: 1 },
      ],
    });
    expect(late).toMatchObject({ status: 400, body: { message: BooksMessages.closedPeriod(month()) } });
  });
});
