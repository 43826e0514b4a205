import { beforeAll, describe, expect, it } from 'vitest';
import { invoicesRoutes as routes } from '@shared/api/routes/invoices';
import { paiseToRupees, rupeesToPaise } from '@shared/documents/money-math';
import type { InvoiceAnswer } from '@shared/invoices/call-schemas';
import { PaymentMessages } from '@shared/invoices/payment-messages';
import {
  approveInvoice,
  createApprovedInvoice,
  createDraftInvoice,
  invoiceAction,
  invoicesOrganisation,
  ok,
  type InvoicesOrganisation,
} from '../test/invoices-test-kit';
import { postPayment } from '../test/payments-test-kit';

/**
 * Payments on invoices made and approved through the invoice calls (end to
 * end, at the API): the cashier approves, takes a part payment
 * (Partial), the rest by UPI (Closed), and the invoice reads, lists and acts
 * accordingly, up to its credit note.
 */
let s: InvoicesOrganisation;
let cashier = '';

beforeAll(async () => {
  s = await invoicesOrganisation(['owner', 'cashier', 'advisor']);
  cashier = s.tokens.cashier;
});

const readInvoice = (id: string) => ok<InvoiceAnswer>(routes.invoice, { token: cashier, params: { Id: id } });
const dashboardIds = async (Sts: string): Promise<string[]> =>
  (
    await ok<{ Items: { _id: string }[] }>(routes.invoiceDashboard, { token: cashier, query: { Sts, Limit: '50' } })
  ).Items.map((i) => i._id);

describe('payments on approved invoices', () => {
  it('part payment, then the rest by UPI: Partial then Closed, paid and due to the paisa, then a credit note', async () => {
    const inv = await approveInvoice(cashier, await createDraftInvoice(s.tokens.owner, s.cv));
    expect(inv.Sts).toBe('Unpaid');
    const grand = inv.Totals.GrandTotal;
    const part = 1000.55;
    const first = await postPayment(cashier, {
      Cust: s.cv.custId,
      Type: 'Cash',
      Amount: part,
      Apply: [{ InvId: inv._id, Amount: part }],
    });
    expect(first.status).toBe(200);
    expect(first.body.Applied).toEqual([{ InvId: inv._id, InvNum: inv.Num, Amount: part }]);
    expect(first.body.Name).toBe(inv.BillTo.Name);

    const partial = await readInvoice(inv._id);
    expect(partial).toMatchObject({ Sts: 'Partial', ver: inv.ver + 1 });
    expect(partial.Totals.Paid).toBe(part);
    expect(partial.Totals.Due).toBe(paiseToRupees(rupeesToPaise(grand) - rupeesToPaise(part)));
    expect(partial.Payments).toEqual([
      { PayId: first.body._id, Num: first.body.Num, Date: first.body.Date, Type: 'Cash', Paid: part },
    ]);
    expect(partial.Actions).toContain('Accept Payment');
    expect(await dashboardIds('Partial')).toContain(inv._id);
    expect(await dashboardIds('Unpaid')).not.toContain(inv._id);

    const rest = partial.Totals.Due;
    const upi = await postPayment(cashier, {
      Cust: s.cv.custId,
      Type: 'UPI',
      Ref: 'UPI-4411',
      Amount: rest,
      Apply: [{ InvId: inv._id, Amount: rest }],
    });
    expect(upi.status).toBe(200);
    const closed = await readInvoice(inv._id);
    expect(closed).toMatchObject({ Sts: 'Closed', ver: inv.ver + 2 });
    expect(closed.Totals).toMatchObject({ Paid: grand, Due: 0 });
    expect(closed.Actions).not.toContain('Accept Payment');
    expect(closed.Actions).toContain('Credit Note');
    expect(await dashboardIds('Partial')).not.toContain(inv._id);

    // A Closed invoice takes no more money, and takes its credit note.
    const more = await postPayment(cashier, {
      Cust: s.cv.custId,
      Type: 'Cash',
      Amount: 1,
      Apply: [{ InvId: inv._id, Amount: 1 }],
    });
    expect(more).toMatchObject({ status: 400, body: { message: PaymentMessages.notPayable(inv.Num, 'Closed') } });
    const note = await invoiceAction(s.tokens.owner, closed, 'CreditNote', { Reason: 'Wrong part billed' });
    expect(note.status).toBe(200);
  });

  it('refuses a Draft and a Cancelled invoice with their messages', async () => {
    const draft = await createDraftInvoice(s.tokens.owner, s.cv);
    const onDraft = await postPayment(cashier, {
      Cust: s.cv.custId,
      Type: 'Cash',
      Amount: 10,
      Apply: [{ InvId: draft._id, Amount: 10 }],
    });
    expect(onDraft).toMatchObject({ status: 400, body: { message: PaymentMessages.draftNotPayable } });
    const inv = await createApprovedInvoice(s.tokens.owner, s.cv);
    const cancelled = await invoiceAction<InvoiceAnswer>(s.tokens.owner, inv, 'Cancel', { Reason: 'Raised twice' });
    expect(cancelled.status).toBe(200);
    const onCancelled = await postPayment(cashier, {
      Cust: s.cv.custId,
      Type: 'Cash',
      Amount: 10,
      Apply: [{ InvId: inv._id, Amount: 10 }],
    });
    expect(onCancelled).toMatchObject({
      status: 400,
      body: { message: PaymentMessages.notPayable(inv.Num, 'Cancelled') },
    });
  });

  it("a stale invoice ver after a payment: the invoice editor's next action is a conflict, not a lost payment", async () => {
    const inv = await createApprovedInvoice(s.tokens.owner, s.cv);
    const paid = await postPayment(cashier, {
      Cust: s.cv.custId,
      Type: 'Cash',
      Amount: 5,
      Apply: [{ InvId: inv._id, Amount: 5 }],
    });
    expect(paid.status).toBe(200);
    // The screen still holds the ver it read before the payment.
    const cancel = await invoiceAction(s.tokens.owner, inv, 'Cancel', { Reason: 'late' });
    expect(cancel.status).toBe(409);
    expect((await readInvoice(inv._id)).Payments).toEqual([expect.objectContaining({ PayId: paid.body._id, Paid: 5 })]);
  });
});
