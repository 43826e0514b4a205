import { beforeAll, describe, expect, it } from 'vitest';
import { booksRoutes as routes } from '@shared/api/routes/books';
import { BooksMessages } from '@shared/books/books-messages';
import type { ChartAnswer, TrialBalanceAnswer } from '@shared/books/books-schemas';
import { SYSTEM_ACCOUNTS as A } from '@shared/books/chart';
import { ExpenseMessages, type CategoriesAnswer, type ExpenseAnswer } from '@shared/books/expenses';
import { gstinCheckChar } from '@shared/gst/gstin';
import { periodBalances, readPosting } from '../data/ledger/ledger-read';
import { invoicesOrganisation, ok, TAX_18, type InvoicesOrganisation } from '../test/invoices-test-kit';
import { invoke } from '../test/invoke';

/**
 * Expenses (docs/books.md §3.8) through the real handler on DynamoDB Local:
 * the posting in the expense's own transaction to the paisa, an edit at `ver`
 * (reversal + new posting), a cancel (reversal, the record kept), a closed
 * month refused writing nothing, access.
 */
let s: InvoicesOrganisation;
let owner = '';
beforeAll(async () => {
  s = await invoicesOrganisation(['owner', 'cashier']);
  owner = s.tokens.owner;
});

const gstin = (first14: string): string => `${first14}${gstinCheckChar(first14)}`;
const today = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
const month = (): string => today().slice(0, 7);
const trialBalance = () =>
  ok<TrialBalanceAnswer>(routes.trialBalance, { token: owner, query: { From: month(), To: month() } });
const closing = (tb: TrialBalanceAnswer, code: number): number => tb.Rows.find((r) => r.Code === code)?.ClosingP ?? 0;
const create = (body: Record<string, unknown>, token = owner) => invoke(routes.createExpense, { token, body });

describe('expenses', () => {
  it('a cash expense posts Dr the category account, Cr cash; a bill from a registered vendor adds input GST', async () => {
    const cats = await ok<CategoriesAnswer>(routes.expenseCategories, { token: owner });
    expect(cats.Categories.find((c) => c.Id === 'electricity')?.Acc).toBe(6120);
    const before = await trialBalance();
    const power = await create({ Date: today(), CatId: 'electricity', Amount: 1234.56, PayType: 'Cash' });
    expect(power.status).toBe(200);
    const bill = await create({
      Date: today(),
      CatId: 'repairs',
      Amount: 1000.05,
      PayType: 'UPI',
      Bill: { VendName: 'Sri Ganesh Electricals', GSTIN: gstin('29ABCDE1234F1Z'), BillNo: 'SG/101', TCode: TAX_18 },
    });
    expect(bill.status).toBe(200);
    const e = bill.body as ExpenseAnswer;
    // 18% of ₹1,000.05 intra-state: 9% each head, half up: 9,000.45 paise → 9,000.
    expect(e).toMatchObject({ AmtP: 100_005, CgstP: 9_000, SgstP: 9_000, IgstP: 0, TotP: 118_005 });
    const posting = await readPosting(s.org.orgId, s.org.workshopId, today(), e._id, 'P1');
    expect(posting?.Lines).toEqual([
      { Acc: 6150, DrP: 100_005, CrP: 0 },
      { Acc: A.inputCgst, DrP: 9_000, CrP: 0 },
      { Acc: A.inputSgst, DrP: 9_000, CrP: 0 },
      { Acc: A.bank, DrP: 0, CrP: 118_005 },
    ]);
    const after = await trialBalance();
    expect(closing(after, 6120) - closing(before, 6120)).toBe(123_456);
    expect(closing(after, A.cash) - closing(before, A.cash)).toBe(-123_456);
    expect(closing(after, A.bank) - closing(before, A.bank)).toBe(-118_005);
    expect(after.Totals.ClosingDrP).toBe(after.Totals.ClosingCrP);
    // Another state's vendor: IGST.
    const igst = await create({
      Date: today(),
      CatId: 'phone',
      Amount: 500,
      PayType: 'Bank Transfer',
      Bill: { VendName: 'Telco', GSTIN: gstin('27ABCDE1234F1Z'), BillNo: 'T-9', TCode: TAX_18 },
    });
    expect(igst.body).toMatchObject({ CgstP: 0, SgstP: 0, IgstP: 9_000, TotP: 59_000 });
  });

  it('an edit at its ver reverses the standing posting and posts the new one; a stale ver is refused', async () => {
    const made = (await create({ Date: today(), CatId: 'rent', Amount: 10_000, PayType: 'Cash' }))
      .body as ExpenseAnswer;
    const before = await trialBalance();
    const edited = await invoke(routes.updateExpense, {
      token: owner,
      params: { Id: made._id },
      body: { ver: 1, Date: today(), CatId: 'electricity', Amount: 9_999.99, PayType: 'Cheque', Ref: '000123' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ ver: 2, Acc: 6120, TotP: 999_999 });
    const after = await trialBalance();
    expect(closing(after, 6100) - closing(before, 6100)).toBe(-1_000_000);
    expect(closing(after, 6120) - closing(before, 6120)).toBe(999_999);
    expect(closing(after, A.cash) - closing(before, A.cash)).toBe(1_000_000);
    expect(closing(after, A.bank) - closing(before, A.bank)).toBe(-999_999);
    expect(await readPosting(s.org.orgId, s.org.workshopId, today(), made._id, 'R1')).toBeDefined();
    const stale = await invoke(routes.updateExpense, {
      token: owner,
      params: { Id: made._id },
      body: { ver: 1, Date: today(), CatId: 'rent', Amount: 1, PayType: 'Cash' },
    });
    expect(stale.status).toBe(409);
    expect(await trialBalance()).toEqual(after);
  });

  it('two edits of one expense at the same ver at once: one is recorded, the other refused, the books hold one', async () => {
    const made = (await create({ Date: today(), CatId: 'phone', Amount: 100, PayType: 'Cash' })).body as ExpenseAnswer;
    const before = await trialBalance();
    const edit = (Amount: number) =>
      invoke(routes.updateExpense, {
        token: owner,
        params: { Id: made._id },
        body: { ver: 1, Date: today(), CatId: 'phone', Amount, PayType: 'Cash' },
      });
    const answers = await Promise.all([edit(200), edit(300)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const won = answers.find((a) => a.status === 200)?.body as ExpenseAnswer;
    const after = await trialBalance();
    expect(closing(after, 6140) - closing(before, 6140)).toBe(won.AmtP - 10_000);
    expect(closing(after, A.cash) - closing(before, A.cash)).toBe(10_000 - won.AmtP);
    expect(after.Totals.ClosingDrP).toBe(after.Totals.ClosingCrP);
  });

  it('a cancel posts the reversal and keeps the record; a second cancel is refused', async () => {
    const made = (await create({ Date: today(), CatId: 'bank', Amount: 59, PayType: 'UPI' })).body as ExpenseAnswer;
    const before = await trialBalance();
    const cancelled = await invoke(routes.cancelExpense, {
      token: owner,
      params: { Id: made._id },
      body: { ver: 1, Reason: 'Entered twice' },
    });
    expect(cancelled.body).toMatchObject({ Sts: 'Cancelled', ver: 2 });
    const after = await trialBalance();
    expect(closing(after, 6130) - closing(before, 6130)).toBe(-5_900);
    expect(closing(after, A.bank) - closing(before, A.bank)).toBe(5_900);
    const again = await invoke(routes.cancelExpense, {
      token: owner,
      params: { Id: made._id },
      body: { ver: 2, Reason: 'Again' },
    });
    expect(again).toMatchObject({ status: 409, body: { message: ExpenseMessages.cancelled } });
    const list = await ok<{ Items: ExpenseAnswer[] }>(routes.expenses, { token: owner, query: {} });
    expect(list.Items.find((i) => i._id === made._id)?.Sts).toBe('Cancelled');
  });

  it('refuses a future date, an unknown category, a non-expense account and access without VPay, writing nothing', async () => {
    const before = await periodBalances(s.org.orgId, s.org.workshopId, month(), month());
    const future = await create({ Date: '2999-01-01', CatId: 'rent', Amount: 1, PayType: 'Cash' });
    expect(future).toMatchObject({ status: 400, body: { message: ExpenseMessages.dateAfterToday } });
    const unknown = await create({ Date: today(), CatId: 'nope', Amount: 1, PayType: 'Cash' });
    expect(unknown).toMatchObject({ status: 400, body: { message: ExpenseMessages.unknownCategory } });
    const cats = await ok<CategoriesAnswer>(routes.expenseCategories, { token: owner });
    const badCat = await invoke(routes.saveExpenseCategories, {
      token: owner,
      body: { ver: cats.ver, Categories: [{ Name: 'Cash', Acc: A.cash }] },
    });
    expect(badCat).toMatchObject({ status: 400, body: { message: ExpenseMessages.categoryAccount(A.cash) } });
    const cashier = await create({ Date: today(), CatId: 'rent', Amount: 1, PayType: 'Cash' }, s.tokens.cashier);
    expect(cashier.status).toBe(403);
    expect(await periodBalances(s.org.orgId, s.org.workshopId, month(), month())).toEqual(before);
  });

  it('a category added maps to its account; after the month is closed, an expense dated in it is refused', async () => {
    const cats = await ok<CategoriesAnswer>(routes.expenseCategories, { token: owner });
    const saved = await ok<CategoriesAnswer>(routes.saveExpenseCategories, {
      token: owner,
      body: { ver: cats.ver, Categories: [...cats.Categories, { Name: 'Workshop consumables', Acc: 5100 }] },
    });
    const consumables = saved.Categories.find((c) => c.Name === 'Workshop consumables');
    const used = await create({ Date: today(), CatId: consumables?.Id, Amount: 250, PayType: 'Cash' });
    expect(used.body).toMatchObject({ Acc: 5100, CatName: 'Workshop consumables' });
    const chart = await ok<ChartAnswer>(routes.chartOfAccounts, { token: owner });
    await ok(routes.closeBooks, { token: owner, body: { ver: chart.ver, Through: month() } });
    const before = await periodBalances(s.org.orgId, s.org.workshopId, month(), month());
    const late = await create({ Date: today(), CatId: 'rent', Amount: 1, PayType: 'Cash' });
    expect(late).toMatchObject({ status: 400, body: { message: BooksMessages.closedPeriod(month()) } });
    const edit = await invoke(routes.updateExpense, {
      token: owner,
      params: { Id: (used.body as ExpenseAnswer)._id },
      body: { ver: 1, Date: today(), CatId: 'rent', Amount: 1, PayType: 'Cash' },
    });
    expect(edit).toMatchObject({ status: 400, body: { message: BooksMessages.closedPeriod(month()) } });
    expect(await periodBalances(s.org.orgId, s.org.workshopId, month(), month())).toEqual(before);
  });
});
