import { beforeAll, describe, expect, it } from 'vitest';
import { booksRoutes as routes } from '@shared/api/routes/books';
import { partiesRoutes } from '@shared/api/routes/parties';
import { purchasingRoutes } from '@shared/api/routes/purchasing';
import type { TrialBalanceAnswer } from '@shared/books/books-schemas';
import { SYSTEM_ACCOUNTS as A } from '@shared/books/chart';
import { StatementMessages } from '@shared/books/party-statement-messages';
import type { StatementAnswer } from '@shared/books/party-statement';
import type { PayablesAnswer } from '@shared/books/payables';
import { rupeesToPaise } from '@shared/documents/money-math';
import type { Party } from '@shared/parties/party-schemas';
import { purchaseReturnsRoutes } from '@shared/api/routes/purchase-returns';
import { BillMessages } from '@shared/purchasing/bill-messages';
import { MAX_PAYMENT_BILLS, type BillAnswer, type BillPaymentAnswer } from '@shared/purchasing/bill-schemas';
import { createApprovedInvoice, invoicesOrganisation, ok, type InvoicesOrganisation } from '../test/invoices-test-kit';
import { invoke } from '../test/invoke';
import { newKey, postPayment } from '../test/payments-test-kit';

/**
 * Payables ageing and party statements on DynamoDB Local through the real
 * handlers (docs/books.md §6.9–6.10): open bills by age and advances paid add
 * up to the Vendors control account to the paisa; a vendor's and a
 * customer's statement run from the opening balance to the closing one, which
 * is their share of the control accounts; bad input is refused clearly and
 * another organisation's party reads as absent.
 */
let s: InvoicesOrganisation;
let other: InvoicesOrganisation;
let owner = '';
let asha: Party;

const today = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
const daysAgo = (n: number): string =>
  new Date(Date.parse(`${today()}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  s = await invoicesOrganisation(['owner', 'cashier']);
  other = await invoicesOrganisation(['owner']);
  owner = s.tokens.owner;
  asha = await ok<Party>(partiesRoutes.createVendor, {
    token: owner,
    body: { DName: 'Asha Auto Spares', Cons: { Phones: { Main: '9811100077' } }, BAdd: { St: 'Karnataka' } },
  });
}, 120_000);

const directBill = (no: string, date: string, rate: number) =>
  ok<BillAnswer>(purchasingRoutes.createBill, {
    token: owner,
    body: {
      VendId: asha._id,
      VendBillNo: no,
      VendBillDate: date,
      Expenses: [{ Desc: 'Courier', Acc: 6140, Qty: 1, Rate: rate, TCode: 106 }],
    },
  });
const payVendor = (amount: number, apply: { BillId: string; Amount: number }[]) =>
  ok<BillPaymentAnswer>(purchasingRoutes.createBillPayment, {
    token: owner,
    body: { VendId: asha._id, Type: 'Cash', Amount: amount, Apply: apply },
    headers: { 'idempotency-key': newKey() },
  });
const vendorStatement = (query: Record<string, string>, token = owner) =>
  invoke<StatementAnswer>(routes.vendorStatement, { token, query });

describe('payables ageing and the vendor statement', () => {
  it('ages open bills, keeps advances as credits and equals 2000 Vendors to the paisa; the statement runs to the same', async () => {
    // ₹1,000 + 18% = ₹1,180.00, dated 45 days ago by the vendor: 31–60 days.
    const old = await directBill('AS/101', daysAgo(45), 1000);
    // ₹250 + 18% = ₹295.00, paid in full below.
    const fresh = await directBill('AS/102', today(), 250);
    await payVendor(500, [{ BillId: old._id, Amount: 500 }]);
    // ₹1,000 of which ₹295 pays the second bill and ₹705 is an advance.
    await payVendor(1000, [{ BillId: fresh._id, Amount: 295 }]);
    // A debit note of ₹100 + 18% on the paid bill: nothing left to reduce, so ₹118.00 more is with the vendor.
    const note = await invoke(purchaseReturnsRoutes.createDebitNote, {
      token: owner,
      body: {
        BillId: fresh._id,
        Lines: [{ LineId: fresh.Lines[0]?._id ?? '', Amount: 100 }],
        Reason: 'Rate agreed lower',
      },
    });
    expect(note.status, JSON.stringify(note.body)).toBe(200);

    for (const Basis of ['Due', 'Bill'] as const) {
      const ageing = await ok<PayablesAnswer>(routes.payablesAgeing, { token: owner, query: { Basis } });
      expect(ageing.ControlP).toBe(1_18_000 + 29_500 - 50_000 - 1_00_000 - 11_800);
      expect(ageing.Totals.TotalP).toBe(ageing.ControlP);
      expect(ageing.Rows).toEqual([
        {
          Party: `V#${asha._id}`,
          Name: 'Asha Auto Spares',
          Buckets: [0, 68_000, 0, 0],
          CreditsP: -70_500 - 11_800,
          TotalP: -14_300,
        },
      ]);
      // The paid bill is not read: only the open one is behind the figures.
      expect(ageing.Bills.map((b) => [b.Num, b.VendBillNo, b.DueP, b.Bucket])).toEqual([
        [old.Num, 'AS/101', 68_000, '31-60'],
      ]);
    }
    const tb = await ok<TrialBalanceAnswer>(routes.trialBalance, {
      token: owner,
      query: { From: today().slice(0, 7), To: today().slice(0, 7) },
    });
    expect(tb.Rows.find((r) => r.Code === A.payables)?.ClosingP).toBe(14_300);

    const st = await vendorStatement({ VendId: asha._id, From: daysAgo(60), To: today() });
    expect(st.status, JSON.stringify(st.body)).toBe(200);
    expect(st.body.Contact).toMatchObject({ Name: 'Asha Auto Spares', Ph: '9811100077' });
    expect(st.body.OpeningP).toBe(0);
    expect(st.body.Lines.map((l) => [l.Label, l.DebitP, l.CreditP, l.BalanceP])).toEqual([
      ['Bill', 0, 1_18_000, 1_18_000],
      ['Bill', 0, 29_500, 1_47_500],
      ['Payment made', 50_000, 0, 97_500],
      ['Payment made', 1_00_000, 0, -2_500],
      ['Vendor note', 11_800, 0, -14_300],
    ]);
    expect(st.body.ClosingP).toBe(-14_300);
    expect(st.body).toMatchObject({ TotalDebitP: 1_61_800, TotalCreditP: 1_47_500 });
    expect(st.body.ByAccount).toEqual([{ Acc: A.payables, ClosingP: -14_300 }]);

    // A range after every entry opens where the last one closed, with no lines.
    const later = await vendorStatement({ VendId: asha._id, From: '2099-01-01', To: '2099-01-31' });
    expect(later.body).toMatchObject({ OpeningP: -14_300, Lines: [], ClosingP: -14_300 });
  });

  it('refuses bad input clearly and writes nothing; another organisation’s vendor is absent', async () => {
    const reversed = await vendorStatement({ VendId: asha._id, From: today(), To: daysAgo(1) });
    expect(reversed.status).toBe(400);
    expect(JSON.stringify(reversed.body)).toContain(StatementMessages.rangeReversed);
    const long = await vendorStatement({ VendId: asha._id, From: '2024-01-01', To: '2026-03-31' });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain(StatementMessages.rangeTooLong);
    const unknown = await vendorStatement({ VendId: 'NOPE', From: daysAgo(1), To: today() });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: StatementMessages.vendorNotFound });
    // The same vendor asked for from another organisation: 404, nothing of the first shown.
    const theirs = await vendorStatement({ VendId: asha._id, From: daysAgo(1), To: today() }, other.tokens.owner);
    expect(theirs.status).toBe(404);
    const theirAgeing = await ok<PayablesAnswer>(routes.payablesAgeing, { token: other.tokens.owner, query: {} });
    expect(theirAgeing).toMatchObject({ Rows: [], ControlP: 0 });
    const badParty = await invoke(routes.customerStatement, {
      token: owner,
      query: { Party: `V#${asha._id}`, From: daysAgo(1), To: today() },
    });
    expect(badParty.status).toBe(400);
    expect(JSON.stringify(badParty.body)).toContain(StatementMessages.badParty);
    const noInsurer = await invoke(routes.customerStatement, {
      token: owner,
      query: { Party: 'I#INS-NOT-TIED', From: daysAgo(1), To: today() },
    });
    expect(noInsurer.status).toBe(404);
    // The cashier holds none of the reports 204–206.
    const cashier = await invoke(routes.payablesAgeing, { token: s.tokens.cashier, query: {} });
    expect(cashier.status).toBe(403);
  });
});

describe('a payment made of the most bills it may pay', () => {
  it('fits one transaction with each bill’s ageing copy, and the ageing still equals 2000', async () => {
    const vendor = await ok<Party>(partiesRoutes.createVendor, {
      token: owner,
      body: { DName: 'Many Bills Traders', Cons: { Phones: { Main: '9811100078' } }, BAdd: { St: 'Karnataka' } },
    });
    const bills: BillAnswer[] = [];
    for (let i = 1; i <= MAX_PAYMENT_BILLS; i += 1)
      bills.push(
        await ok<BillAnswer>(purchasingRoutes.createBill, {
          token: owner,
          body: {
            VendId: vendor._id,
            VendBillNo: `MB/${i}`,
            VendBillDate: today(),
            Expenses: [{ Desc: 'Courier', Acc: 6140, Qty: 1, Rate: 100, TCode: 106 }],
          },
        }),
      );
    const paid = await invoke<BillPaymentAnswer>(purchasingRoutes.createBillPayment, {
      token: owner,
      body: {
        VendId: vendor._id,
        Type: 'Cash',
        Amount: 118 * MAX_PAYMENT_BILLS + 1,
        Apply: bills.map((b) => ({ BillId: b._id, Amount: 118 })),
      },
      headers: { 'idempotency-key': newKey() },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const ageing = await ok<PayablesAnswer>(routes.payablesAgeing, { token: owner, query: {} });
    expect(ageing.Totals.TotalP).toBe(ageing.ControlP);
    expect(ageing.Rows.find((r) => r.Party === `V#${vendor._id}`)).toMatchObject({ CreditsP: -100, TotalP: -100 });
    // One bill more is refused by the schema, clearly and before anything is read.
    const tooMany = await invoke(purchasingRoutes.createBillPayment, {
      token: owner,
      body: {
        VendId: vendor._id,
        Type: 'Cash',
        Amount: 1,
        Apply: [...bills, bills[0] as BillAnswer].map((b) => ({ BillId: b._id, Amount: 0.01 })),
      },
      headers: { 'idempotency-key': newKey() },
    });
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body)).toContain(BillMessages.tooManyBills(MAX_PAYMENT_BILLS));
  }, 120_000);
});

describe('the customer statement', () => {
  it('runs invoices and payments (an advance included) to the customer’s share of 1200 and 2200', async () => {
    const inv = await createApprovedInvoice(owner, s.cv);
    const totalP = rupeesToPaise(inv.Totals.GrandTotal);
    const paid = await postPayment(s.tokens.cashier, {
      Cust: s.cv.custId,
      Type: 'UPI',
      Amount: 150.45,
      Apply: [{ InvId: inv._id, Amount: 100.45 }],
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const st = await ok<StatementAnswer>(routes.customerStatement, {
      token: owner,
      query: { Party: `C#${s.cv.custId}`, From: daysAgo(30), To: today() },
    });
    expect(st.Kind).toBe('Customer');
    expect(st.OpeningP).toBe(0);
    expect(st.Lines.map((l) => [l.Label, l.Num, l.DebitP, l.CreditP, l.BalanceP])).toEqual([
      ['Invoice', inv.Num, totalP, 0, totalP],
      ['Payment received', paid.body.Num, 0, 15_045, totalP - 15_045],
    ]);
    expect(st.ClosingP).toBe(totalP - 15_045);
    // Receivable: the invoice less what was applied; the advance (₹50.00) stands apart, as the books keep it.
    expect(st.ByAccount).toEqual([
      { Acc: A.receivables, ClosingP: totalP - 10_045 },
      { Acc: A.advances, ClosingP: -5_000 },
    ]);
    const tb = await ok<TrialBalanceAnswer>(routes.trialBalance, {
      token: owner,
      query: { From: today().slice(0, 7), To: today().slice(0, 7) },
    });
    expect(tb.Rows.find((r) => r.Code === A.receivables)?.ClosingP).toBe(totalP - 10_045);
    expect(tb.Rows.find((r) => r.Code === A.advances)?.ClosingP).toBe(-5_000);
  });
});
