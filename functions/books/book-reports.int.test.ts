import { beforeAll, describe, expect, it } from 'vitest';
import { booksRoutes as routes } from '@shared/api/routes/books';
import { invoicesRoutes } from '@shared/api/routes/invoices';
import type { AgeingAnswer } from '@shared/books/ageing';
import type { BalanceSheetAnswer, CashBookAnswer } from '@shared/books/balance-sheet';
import type { TrialBalanceAnswer } from '@shared/books/books-schemas';
import { SYSTEM_ACCOUNTS as A } from '@shared/books/chart';
import { rupeesToPaise } from '@shared/documents/money-math';
import type { InvoiceAnswer } from '@shared/invoices/call-schemas';
import {
  createApprovedInvoice,
  invoiceAction,
  invoicesOrganisation,
  ok,
  type InvoicesOrganisation,
} from '../test/invoices-test-kit';
import { invoke } from '../test/invoke';
import { postPayment } from '../test/payments-test-kit';

/**
 * The books' reports on DynamoDB Local through the real handler (docs/books.md
 * §6.3–6.5): the ageing adds up to the receivables control account to the
 * paisa after invoices, payments (part, full, with an advance) and a credit
 * note; the balance sheet balances; the cash book runs its balance over pages.
 */
let s: InvoicesOrganisation;
let owner = '';
beforeAll(async () => {
  s = await invoicesOrganisation(['owner', 'cashier']);
  owner = s.tokens.owner;
});
const today = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

describe('receivables ageing, balance sheet, cash book', () => {
  it('after invoices, payments and a credit note: the ageing equals the control account to the paisa, both bases', async () => {
    const cashier = s.tokens.cashier;
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => createApprovedInvoice(owner, s.cv)));
    if (!a || !b || !c) throw new Error('three invoices');
    // a: paid in full by cash, then a credit note (money owed back: the payer's credit).
    expect(
      (
        await postPayment(cashier, {
          Cust: s.cv.custId,
          Type: 'Cash',
          Amount: a.Totals.GrandTotal,
          Apply: [{ InvId: a._id, Amount: a.Totals.GrandTotal }],
        })
      ).status,
    ).toBe(200);
    const closedA = await ok<InvoiceAnswer>(invoicesRoutes.invoice, { token: owner, params: { Id: a._id } });
    expect((await invoiceAction(owner, closedA, 'CreditNote', { Reason: 'Returned' })).status).toBe(200);
    // b: ₹100.45 in part by UPI and ₹50 more left as an advance (not a receivable).
    expect(
      (
        await postPayment(cashier, {
          Cust: s.cv.custId,
          Type: 'UPI',
          Amount: 150.45,
          Apply: [{ InvId: b._id, Amount: 100.45 }],
        })
      ).status,
    ).toBe(200);
    for (const Basis of ['Due', 'Invoice'] as const) {
      const ageing = await ok<AgeingAnswer>(routes.receivablesAgeing, { token: owner, query: { Basis } });
      expect(ageing.Totals.TotalP).toBe(ageing.ControlP);
      const dueB = rupeesToPaise(b.Totals.GrandTotal) - 10_045;
      const dueC = rupeesToPaise(c.Totals.GrandTotal);
      expect(ageing.Totals.Buckets).toEqual([dueB + dueC, 0, 0, 0]);
      expect(ageing.Totals.CreditsP).toBe(-rupeesToPaise(a.Totals.GrandTotal));
      expect(ageing.Invoices.map((i) => i.Id).sort()).toEqual([b._id, c._id].sort());
      expect(ageing.Rows).toHaveLength(1);
    }
    const tb = await ok<TrialBalanceAnswer>(routes.trialBalance, {
      token: owner,
      query: { From: today().slice(0, 7), To: today().slice(0, 7) },
    });
    const ageing = await ok<AgeingAnswer>(routes.receivablesAgeing, { token: owner, query: {} });
    expect(tb.Rows.find((r) => r.Code === A.receivables)?.ClosingP).toBe(ageing.ControlP);
  });

  it('the balance sheet as of today balances: assets = liabilities + equity + profit', async () => {
    const expense = await invoke(routes.createExpense, {
      token: owner,
      body: { Date: today(), CatId: 'rent', Amount: 5_000, PayType: 'Cash' },
    });
    expect(expense.status).toBe(200);
    const bs = await ok<BalanceSheetAnswer>(routes.balanceSheet, { token: owner, query: { AsOf: today() } });
    expect(bs.AssetsP).toBe(bs.TotalP);
    expect(bs.Assets.find((r) => r.Code === A.receivables)).toBeDefined();
    expect(bs.Liabilities.find((r) => r.Code === A.advances)?.AmountP).toBe(5_000);
    const before = await ok<BalanceSheetAnswer>(routes.balanceSheet, { token: owner, query: { AsOf: '2000-01-31' } });
    expect(before).toMatchObject({ AssetsP: 0, TotalP: 0, Assets: [] });
  });

  it('the cash book lists the cash postings with a running balance, page after page', async () => {
    const query = { Acc: String(A.cash), From: today(), To: today() };
    const all = await ok<CashBookAnswer>(routes.cashBook, { token: owner, query: { ...query, Limit: '200' } });
    expect(all.Entries.length).toBeGreaterThanOrEqual(2);
    const closingP = all.Entries.at(-1)?.BalanceP;
    const tb = await ok<TrialBalanceAnswer>(routes.trialBalance, {
      token: owner,
      query: { From: today().slice(0, 7), To: today().slice(0, 7) },
    });
    expect(closingP).toBe(tb.Rows.find((r) => r.Code === A.cash)?.ClosingP);
    const first = await ok<CashBookAnswer>(routes.cashBook, { token: owner, query: { ...query, Limit: '1' } });
    expect(first.Entries).toHaveLength(1);
    const second = await ok<CashBookAnswer>(routes.cashBook, {
      token: owner,
      query: { ...query, Limit: '1', Cursor: first.Next ?? '' },
    });
    expect(second.OpeningP).toBe(first.Entries[0]?.BalanceP);
    expect(second.Entries[0]).toEqual(all.Entries[1]);
    const refused = await invoke(routes.cashBook, { token: owner, query: { ...query, Acc: '6100' } });
    expect(refused.status).toBe(400);
    const cashier = await invoke(routes.cashBook, { token: s.tokens.cashier, query });
    expect(cashier.status).toBe(403);
  });
});
