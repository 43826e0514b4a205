import { describe, expect, it } from 'vitest';
import { BooksMessages } from './books-messages';
import { ACCOUNT_GROUPS, SEED_ACCOUNTS, SYSTEM_ACCOUNTS as A, type LedgerAccount } from './chart';
import { applicationPosting, creditNotePosting, invoiceLines, paymentPosting, stockPosting } from './document-postings';
import { accountProblem, postingProblem, reversalOf, totalsOf, type Posting } from './posting';
import { monthsBetween, profitAndLoss, trialBalance } from './statements';

const chart = new Map<number, LedgerAccount>(SEED_ACCOUNTS.map((a) => [a.Code, a]));
const ref = { EntId: 'E1', DocId: 'D1', Num: 'INV/1', Date: '2026-11-20' };

describe('the seeded chart', () => {
  it('puts every account under a fixed group, each code once, every role seeded', () => {
    const groups = new Set(ACCOUNT_GROUPS.map((g) => g.Id));
    expect(SEED_ACCOUNTS.every((a) => groups.has(a.Group))).toBe(true);
    expect(new Set(SEED_ACCOUNTS.map((a) => a.Code)).size).toBe(SEED_ACCOUNTS.length);
    for (const code of Object.values(A)) expect(chart.get(code)?.System).toBe(true);
  });
});

describe('postings', () => {
  it('refuses unbalanced, one-line, two-sided and fractional lines', () => {
    expect(
      postingProblem([
        { Acc: 1000, DrP: 100, CrP: 0 },
        { Acc: 4000, DrP: 0, CrP: 99 },
      ]),
    ).toBe(BooksMessages.unbalanced(100, 99));
    expect(postingProblem([{ Acc: 1000, DrP: 100, CrP: 0 }])).toBe(BooksMessages.emptyPosting);
    expect(
      postingProblem([
        { Acc: 1000, DrP: 1, CrP: 1 },
        { Acc: 4000, DrP: 0, CrP: 0 },
      ]),
    ).toBe(BooksMessages.lineOneSide(1));
    expect(
      postingProblem([
        { Acc: 1000, DrP: 0.5, CrP: 0 },
        { Acc: 4000, DrP: 0, CrP: 0.5 },
      ]),
    ).toBe(BooksMessages.lineOneSide(1));
  });

  it('names a group or an unknown account', () => {
    expect(accountProblem('CashBank', chart)).toBe(BooksMessages.groupAccount('Cash and bank'));
    expect(accountProblem(9999, chart)).toBe(BooksMessages.unknownAccount(9999));
    expect(accountProblem('1000', chart)).toBeUndefined();
  });

  it('reverses every line on the cancellation day', () => {
    const p: Posting = {
      ...ref,
      Kind: 'Invoice',
      Step: 'P',
      Lines: [
        { Acc: 1200, DrP: 500, CrP: 0 },
        { Acc: 4000, DrP: 0, CrP: 500 },
      ],
    };
    expect(reversalOf(p, '2026-12-01')).toMatchObject({
      Date: '2026-12-01',
      Step: 'R',
      Lines: [
        { Acc: 1200, DrP: 0, CrP: 500 },
        { Acc: 4000, DrP: 500, CrP: 0 },
      ],
    });
  });
});

describe('what each document posts', () => {
  // Worked example (docs/books.md §3): labour ₹1,000 less ₹100 discount, parts ₹501, CGST+SGST 9% each on ₹1,401, rounded down 0.18.
  const amounts = { CGST: 12_609, SGST: 12_609, IGST: 0, Adjust: -18, GrandTotal: 165_300 };
  const income = [
    { kind: 'Labor' as const, acc: undefined, grossP: 100_000, discP: 10_000 },
    { kind: 'Part' as const, acc: 4110, grossP: 50_100, discP: 0 },
  ];

  it('an invoice: receivable at what is payable, income before discounts, the discount, GST heads, round-off', () => {
    const lines = invoiceLines(amounts, income, chart);
    expect(lines).toEqual([
      { Acc: A.receivables, DrP: 165_300, CrP: 0 },
      { Acc: A.discount, DrP: 10_000, CrP: 0 },
      { Acc: 4000, DrP: 0, CrP: 100_000 },
      { Acc: 4110, DrP: 0, CrP: 50_100 },
      { Acc: A.outputCgst, DrP: 0, CrP: 12_609 },
      { Acc: A.outputSgst, DrP: 0, CrP: 12_609 },
      { Acc: A.roundOff, DrP: 18, CrP: 0 },
    ]);
    expect(postingProblem(lines)).toBeUndefined();
  });

  it('a line naming a non-income account posts to the default of its kind', () => {
    const lines = invoiceLines(amounts, [{ ...income[0]!, acc: 1000 }, income[1]!], chart);
    expect(lines.find((l) => l.Acc === 4000)?.CrP).toBe(100_000);
    expect(lines.some((l) => l.Acc === 1000)).toBe(false);
  });

  it('a claim: the insurer’s invoice (−E) and the customer’s (+E) leave the excess account at zero', () => {
    const insurer = invoiceLines({ ...amounts, Excess: -100_000, Payable: 65_300 }, income, chart);
    const customer = invoiceLines(
      { CGST: 0, SGST: 0, IGST: 0, Adjust: 0, GrandTotal: 0, Excess: 100_000, Payable: 100_000 },
      [],
      chart,
    );
    expect(postingProblem(insurer)).toBeUndefined();
    expect(postingProblem(customer)).toBeUndefined();
    const net = [...insurer, ...customer]
      .filter((l) => l.Acc === A.excessClearing)
      .reduce((s, l) => s + l.DrP - l.CrP, 0);
    expect(net).toBe(0);
    const receivable = [...insurer, ...customer].filter((l) => l.Acc === A.receivables).reduce((s, l) => s + l.DrP, 0);
    expect(receivable).toBe(165_300);
  });

  it('a credit note posts its figures the other way round', () => {
    const note = creditNotePosting(ref, invoiceLines(amounts, income, chart));
    expect(note.Kind).toBe('CreditNote');
    expect(note.Lines.find((l) => l.Acc === A.receivables)).toEqual({ Acc: A.receivables, DrP: 0, CrP: 165_300 });
    expect(postingProblem(note.Lines)).toBeUndefined();
  });

  it('a payment: cash in, receivables paid, the rest an advance until applied', () => {
    const pay = paymentPosting({ ...ref, Type: 'Cash', amountP: 15_045, appliedP: 10_045 });
    expect(pay.Lines).toEqual([
      { Acc: A.cash, DrP: 15_045, CrP: 0 },
      { Acc: A.receivables, DrP: 0, CrP: 10_045 },
      { Acc: A.advances, DrP: 0, CrP: 5_000 },
    ]);
    expect(paymentPosting({ ...ref, Type: 'UPI', amountP: 100, appliedP: 100 }).Lines[0]?.Acc).toBe(A.bank);
    const later = applicationPosting({ ...ref, step: 2, appliedP: 5_000 });
    expect(later).toMatchObject({
      Step: 'A2',
      Lines: [
        { Acc: A.advances, DrP: 5_000 },
        { Acc: A.receivables, CrP: 5_000 },
      ],
    });
    expect(totalsOf(later.Lines)).toEqual({ drP: 5_000, crP: 5_000 });
  });
});

describe('stock movements (for inventory)', () => {
  it('posts issues to cost of goods and adjustments to stock adjustments, at the value given', () => {
    const issue = stockPosting({ ...ref, kind: 'issue', valueP: 84_250 });
    expect(issue).toMatchObject({ Kind: 'Stock', Step: 'P' });
    expect(issue.Lines).toEqual([
      { Acc: A.cogs, DrP: 84_250, CrP: 0 },
      { Acc: A.stock, DrP: 0, CrP: 84_250 },
    ]);
    expect(stockPosting({ ...ref, kind: 'lost', valueP: 100 }).Lines[0]).toEqual({
      Acc: A.stockAdjust,
      DrP: 100,
      CrP: 0,
    });
    expect(stockPosting({ ...ref, kind: 'found', valueP: 0 }).Lines).toEqual([]);
  });
});

describe('statements from period balances', () => {
  const balances = [
    { Month: '2026-09', Acc: 1000, DrP: 50_000, CrP: 0 },
    { Month: '2026-09', Acc: 3000, DrP: 0, CrP: 50_000 },
    { Month: '2026-10', Acc: 1000, DrP: 118_000, CrP: 0 },
    { Month: '2026-10', Acc: 4000, DrP: 0, CrP: 100_000 },
    { Month: '2026-10', Acc: 2100, DrP: 0, CrP: 9_000 },
    { Month: '2026-10', Acc: 2110, DrP: 0, CrP: 9_000 },
    // A second shard of the same account and month.
    { Month: '2026-11', Acc: 6100, DrP: 30_000, CrP: 0 },
    { Month: '2026-11', Acc: 6100, DrP: 10_000, CrP: 0 },
    { Month: '2026-11', Acc: 1000, DrP: 0, CrP: 40_000 },
  ];

  it('the trial balance: opening before the range, the range’s sides, closing; both sides equal', () => {
    const tb = trialBalance(balances, chart, '2026-10', '2026-11');
    expect(tb.Rows.find((r) => r.Code === 1000)).toMatchObject({
      OpeningP: 50_000,
      DrP: 118_000,
      CrP: 40_000,
      ClosingP: 128_000,
    });
    expect(tb.Rows.find((r) => r.Code === 6100)).toMatchObject({ DrP: 40_000, ClosingP: 40_000 });
    expect(tb.Totals.DrP).toBe(tb.Totals.CrP);
    expect(tb.Totals.ClosingDrP).toBe(tb.Totals.ClosingCrP);
  });

  it('profit and loss month by month: income credit-positive, expenses debit-positive', () => {
    const pnl = profitAndLoss(balances, chart, '2026-10', '2026-11');
    expect(pnl.Months).toEqual(['2026-10', '2026-11']);
    expect(pnl.IncomeP).toEqual([100_000, 0]);
    expect(pnl.ExpensesP).toEqual([0, 40_000]);
    expect(pnl.ProfitP).toEqual([100_000, -40_000]);
    expect(pnl.TotalProfitP).toBe(60_000);
  });

  it('counts months across a year end', () => {
    expect(monthsBetween('2026-11', '2027-02')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });
});
