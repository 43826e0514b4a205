import { beforeAll, describe, expect, it } from 'vitest';
import { invoicesRoutes as routes } from '@shared/api/routes/invoices';
import type { PaymentAnswer } from '@shared/invoices/call-schemas';
import { PaymentMessages } from '@shared/invoices/payment-messages';
import { invoke } from '../test/invoke';
import { createCustomerAndVehicle, ok, serviceOrganisation, type ServiceOrganisation } from '../test/service-test-kit';
import { invoiceCounts, issuedInvoice, postPayment, storedInvoice } from '../test/payments-test-kit';

/** Payments (docs/payments.md): status by the §4 rule, several invoices, unapplied money applied later, refusals. */
let o: ServiceOrganisation;
let orgId = '';
let entId = '';
let cashier = '';
let cust = '';
let otherCust = '';

beforeAll(async () => {
  o = await serviceOrganisation(['owner', 'cashier', 'advisor']);
  orgId = o.org.orgId;
  entId = o.org.workshopId;
  cashier = o.tokens.cashier;
  [cust, otherCust] = [
    (await createCustomerAndVehicle(o.tokens.owner)).custId,
    (await createCustomerAndVehicle(o.tokens.owner, 'Asha Rao')).custId,
  ];
});

const answerOf = async (answer: Promise<{ status: number; body: PaymentAnswer }>): Promise<PaymentAnswer> => {
  const a = await answer;
  if (a.status !== 200) throw new Error(`answered ${a.status}: ${JSON.stringify(a.body)}`);
  return a.body;
};

describe('taking payments', () => {
  it('a part payment makes the invoice Partial and the rest, by UPI, Closed', async () => {
    const inv = await issuedInvoice(orgId, entId, { grandTotal: 11800.5, cust });
    const before = await invoiceCounts(orgId, entId);
    const first = await answerOf(
      postPayment(cashier, { Cust: cust, Type: 'Cash', Amount: 5000, Apply: [{ InvId: inv.id, Amount: 5000 }] }),
    );
    expect(first).toMatchObject({
      Amount: 5000,
      Unapplied: 0,
      Applied: [{ InvId: inv.id, InvNum: inv.num, Amount: 5000 }],
      Name: 'Ravi Kumar',
      ver: 1,
    });
    expect(first.Num).toMatch(/^RCPT\/\d{4}\/\d{5}$/);
    let stored = await storedInvoice(orgId, inv.id);
    expect(stored).toMatchObject({ Sts: 'Partial', PaidP: 500000, ver: 4 });
    expect(stored.gsi1pk).toMatch(/#INV#DASH$/);

    const rest = await answerOf(
      postPayment(cashier, {
        Cust: cust,
        Type: 'UPI',
        Ref: 'UPI-991',
        Amount: 6800.5,
        Apply: [{ InvId: inv.id, Amount: 6800.5 }],
      }),
    );
    stored = await storedInvoice(orgId, inv.id);
    expect(stored).toMatchObject({ Sts: 'Closed', PaidP: 1180050, ver: 5 });
    expect(stored.Payments).toEqual([
      { PayId: first._id, Num: first.Num, Date: first.Date, Type: 'Cash', Paid: 5000 },
      { PayId: rest._id, Num: rest.Num, Date: rest.Date, Type: 'UPI', Paid: 6800.5 },
    ]);
    // Receipt numbers are consecutive in the branch's RCPT series.
    expect(Number(rest.Num.slice(-5))).toBe(Number(first.Num.slice(-5)) + 1);
    const after = await invoiceCounts(orgId, entId);
    expect((after.Unpaid ?? 0) - (before.Unpaid ?? 0)).toBe(-1);
    expect((after.Closed ?? 0) - (before.Closed ?? 0)).toBe(1);
    expect(after.Partial ?? 0).toBe(before.Partial ?? 0);
  });

  it('one payment pays two invoices of the customer in one go', async () => {
    const a = await issuedInvoice(orgId, entId, { grandTotal: 1000, cust });
    const b = await issuedInvoice(orgId, entId, { grandTotal: 2500.25, cust });
    const pay = await answerOf(
      postPayment(cashier, {
        Cust: cust,
        Type: 'Debit Card',
        Card: 'Rupay',
        Amount: 3000,
        Apply: [
          { InvId: a.id, Amount: 1000 },
          { InvId: b.id, Amount: 2000 },
        ],
      }),
    );
    expect(pay).toMatchObject({
      Card: 'Rupay',
      Unapplied: 0,
      Applied: [
        { InvId: a.id, Amount: 1000 },
        { InvId: b.id, Amount: 2000 },
      ],
    });
    expect(await storedInvoice(orgId, a.id)).toMatchObject({ Sts: 'Closed', PaidP: 100000 });
    expect(await storedInvoice(orgId, b.id)).toMatchObject({ Sts: 'Partial', PaidP: 200000 });
  });

  it('keeps what is left over unapplied, lists it, and applies it later', async () => {
    const inv = await issuedInvoice(orgId, entId, { grandTotal: 4000, cust: otherCust, name: 'Asha Rao' });
    const pay = await answerOf(
      postPayment(cashier, {
        Cust: otherCust,
        Type: 'Cheque',
        Ref: '004512',
        Amount: 5000,
        Apply: [{ InvId: inv.id, Amount: 1500 }],
      }),
    );
    expect(pay).toMatchObject({ Unapplied: 3500, Applied: [{ InvId: inv.id, Amount: 1500 }] });

    const unapplied = await ok<{ Items: PaymentAnswer[] }>(routes.payments, {
      token: cashier,
      query: { Unapplied: 'true' },
    });
    expect(unapplied.Items.map((p) => p._id)).toContain(pay._id);
    const mine = await ok<{ Items: PaymentAnswer[] }>(routes.payments, {
      token: cashier,
      query: { Unapplied: 'true', Cust: otherCust },
    });
    expect(mine.Items.map((p) => [p._id, p.Unapplied])).toEqual([[pay._id, 3500]]);

    const applied = await ok<PaymentAnswer>(routes.applyPayment, {
      token: cashier,
      params: { Id: pay._id },
      body: { ver: 1, Apply: [{ InvId: inv.id, Amount: 2500 }] },
    });
    expect(applied).toMatchObject({ Unapplied: 1000, ver: 2, Applied: [{ Amount: 1500 }, { Amount: 2500 }] });
    expect(await storedInvoice(orgId, inv.id)).toMatchObject({ Sts: 'Closed', PaidP: 400000 });
    // The invoice lists the receipt once per application.
    expect((await storedInvoice(orgId, inv.id)).Payments?.map((p) => p.Paid)).toEqual([1500, 2500]);

    const stale = await invoke(routes.applyPayment, {
      token: cashier,
      params: { Id: pay._id },
      body: { ver: 1, Apply: [{ InvId: inv.id, Amount: 1 }] },
    });
    expect(stale.status).toBe(409);
    const spent = await issuedInvoice(orgId, entId, { grandTotal: 5000, cust: otherCust });
    const tooMuch = await invoke(routes.applyPayment, {
      token: cashier,
      params: { Id: pay._id },
      body: { ver: 2, Apply: [{ InvId: spent.id, Amount: 1000.01 }] },
    });
    expect(tooMuch).toMatchObject({ status: 400, body: { message: PaymentMessages.overAmount(100000) } });
    await ok(routes.applyPayment, {
      token: cashier,
      params: { Id: pay._id },
      body: { ver: 2, Apply: [{ InvId: spent.id, Amount: 1000 }] },
    });
    const after = await ok<{ Items: PaymentAnswer[] }>(routes.payments, {
      token: cashier,
      query: { Unapplied: 'true', Cust: otherCust },
    });
    expect(after.Items).toEqual([]);
    expect(await ok(routes.payment, { token: cashier, params: { Id: pay._id } })).toMatchObject({
      Unapplied: 0,
      ver: 3,
    });
    const nothing = await invoke(routes.applyPayment, {
      token: cashier,
      params: { Id: pay._id },
      body: { ver: 3, Apply: [{ InvId: spent.id, Amount: 1 }] },
    });
    expect(nothing).toMatchObject({ status: 400, body: { message: PaymentMessages.nothingUnapplied } });
  });

  it('searches payments newest first, by customer and date, page by page', async () => {
    const page1 = await ok<{ Items: PaymentAnswer[]; Next?: string }>(routes.payments, {
      token: cashier,
      query: { Limit: '2' },
    });
    expect(page1.Items).toHaveLength(2);
    expect(page1.Next).toBeDefined();
    const page2 = await ok<{ Items: PaymentAnswer[] }>(routes.payments, {
      token: cashier,
      query: { Limit: '50', Cursor: page1.Next ?? '' },
    });
    const all = [...page1.Items, ...page2.Items];
    // The four payments of the tests above.
    expect(all).toHaveLength(4);
    const ids = all.map((p) => p._id);
    expect([...ids].sort().reverse()).toEqual(ids);
    const byCust = await ok<{ Items: PaymentAnswer[] }>(routes.payments, {
      token: cashier,
      query: { Cust: otherCust },
    });
    expect(byCust.Items.every((p) => p.Cust === otherCust)).toBe(true);
    expect(byCust.Items).toHaveLength(1);
    const date = all[0]?.Date ?? '';
    expect(
      (await ok<{ Items: PaymentAnswer[] }>(routes.payments, { token: cashier, query: { From: date, To: date } }))
        .Items,
    ).toHaveLength(all.length);
    expect(
      (await ok<{ Items: PaymentAnswer[] }>(routes.payments, { token: cashier, query: { To: '2020-01-01' } })).Items,
    ).toEqual([]);
    expect((await invoke(routes.payments, { token: cashier, query: { Cursor: 'bm90IGEgY3Vyc29y' } })).status).toBe(400);
  });

  it("an insurer pays its invoices; the customer's are not its to pay", async () => {
    const claimInv = await issuedInvoice(orgId, entId, {
      grandTotal: 25000,
      insId: 'INS-NIA',
      name: 'New India Assurance',
    });
    const custInv = await issuedInvoice(orgId, entId, { grandTotal: 500, cust });
    const pay = await answerOf(
      postPayment(cashier, {
        Type: 'Bank Transfer',
        Ref: 'NEFT-77',
        Amount: 25000,
        Apply: [{ InvId: claimInv.id, Amount: 25000 }],
      }),
    );
    expect(pay).toMatchObject({ InsId: 'INS-NIA', Name: 'New India Assurance', Unapplied: 0 });
    expect(pay.Cust).toBeUndefined();
    expect(await storedInvoice(orgId, claimInv.id)).toMatchObject({ Sts: 'Closed', PaidP: 2500000 });
    const wrong = await postPayment(cashier, {
      InsId: 'INS-NIA',
      Type: 'Cash',
      Amount: 500,
      Apply: [{ InvId: custInv.id, Amount: 500 }],
    });
    expect(wrong).toMatchObject({ status: 400, body: { message: PaymentMessages.otherPayer(custInv.num) } });
    const both = await postPayment(cashier, { Cust: cust, InsId: 'INS-NIA', Type: 'Cash', Amount: 500 });
    expect(both).toMatchObject({ status: 400, body: { message: PaymentMessages.payerBoth } });
  });
});

describe('refusals', () => {
  it.each([
    ['Draft', PaymentMessages.draftNotPayable],
    ['Cancelled', 'is Cancelled'],
    ['Closed', 'is Closed'],
    ['Paid', 'is Paid'],
  ] as const)('refuses a payment on a %s invoice', async (sts, message) => {
    const inv = await issuedInvoice(orgId, entId, { grandTotal: 100, cust, sts });
    const answer = await postPayment(cashier, {
      Cust: cust,
      Type: 'Cash',
      Amount: 100,
      Apply: [{ InvId: inv.id, Amount: 100 }],
    });
    expect(answer.status).toBe(400);
    expect((answer.body as unknown as { message: string }).message).toContain(message);
    expect(await storedInvoice(orgId, inv.id)).toMatchObject({ Sts: sts, ver: 3 });
  });

  it("refuses more than is due, another payer's invoice, an invoice twice, and more than the amount", async () => {
    const inv = await issuedInvoice(orgId, entId, { grandTotal: 700, cust });
    const over = await postPayment(cashier, {
      Cust: cust,
      Type: 'Cash',
      Amount: 800,
      Apply: [{ InvId: inv.id, Amount: 700.01 }],
    });
    expect(over).toMatchObject({ status: 400, body: { message: PaymentMessages.overDue(inv.num, 70000) } });
    const other = await postPayment(cashier, {
      Cust: otherCust,
      Type: 'Cash',
      Amount: 100,
      Apply: [{ InvId: inv.id, Amount: 100 }],
    });
    expect(other).toMatchObject({ status: 400, body: { message: PaymentMessages.otherPayer(inv.num) } });
    const twice = await postPayment(cashier, {
      Cust: cust,
      Type: 'Cash',
      Amount: 100,
      Apply: [
        { InvId: inv.id, Amount: 50 },
        { InvId: inv.id, Amount: 50 },
      ],
    });
    expect(twice).toMatchObject({ status: 400, body: { message: PaymentMessages.invoiceOnce } });
    const more = await postPayment(cashier, {
      Cust: cust,
      Type: 'Cash',
      Amount: 100,
      Apply: [{ InvId: inv.id, Amount: 200 }],
    });
    expect(more).toMatchObject({ status: 400, body: { message: PaymentMessages.overAmount(10000) } });
    const nobody = await postPayment(cashier, { Type: 'Cash', Amount: 100 });
    expect(nobody).toMatchObject({ status: 400, body: { message: PaymentMessages.payerMissing } });
    const missing = await postPayment(cashier, {
      Cust: cust,
      Type: 'Cash',
      Amount: 100,
      Apply: [{ InvId: '01JZZZZZZZZZZZZZZZZZZZZZZZ', Amount: 100 }],
    });
    expect(missing.status).toBe(404);
    // Another branch's invoice is not found, as if absent.
    const elsewhere = await issuedInvoice(orgId, o.org.partsBranchId, { grandTotal: 100, cust });
    const across = await postPayment(cashier, {
      Cust: cust,
      Type: 'Cash',
      Amount: 100,
      Apply: [{ InvId: elsewhere.id, Amount: 100 }],
    });
    expect(across).toMatchObject({ status: 404, body: { message: PaymentMessages.invoiceNotFound(elsewhere.id) } });
    expect(await storedInvoice(orgId, inv.id)).toMatchObject({ Sts: 'Unpaid', ver: 3 });
  });

  it('answers 401 without a session, 403 to a service advisor, 400 without a valid Idempotency-Key', async () => {
    const body = { Cust: cust, Type: 'Cash', Amount: 10 };
    expect((await invoke(routes.createPayment, { body, headers: { 'idempotency-key': 'abcdefgh1' } })).status).toBe(
      401,
    );
    expect(
      (
        await invoke(routes.createPayment, {
          token: o.tokens.advisor,
          body,
          headers: { 'idempotency-key': 'abcdefgh2' },
        })
      ).status,
    ).toBe(403);
    expect((await invoke(routes.payments, { token: o.tokens.advisor })).status).toBe(403);
    const none = await invoke(routes.createPayment, { token: cashier, body });
    expect(none).toMatchObject({ status: 400, body: { message: PaymentMessages.idempotencyKeyMissing } });
    expect(
      (await invoke(routes.createPayment, { token: cashier, body, headers: { 'idempotency-key': 'short' } })).status,
    ).toBe(400);
    expect(
      (
        await invoke(routes.createPayment, {
          token: cashier,
          body: { ...body, Amount: 0 },
          headers: { 'idempotency-key': 'abcdefgh3' },
        })
      ).status,
    ).toBe(400);
    expect(
      (await invoke(routes.payment, { token: cashier, params: { Id: '01JZZZZZZZZZZZZZZZZZZZZZZZ' } })).status,
    ).toBe(404);
  });
});
