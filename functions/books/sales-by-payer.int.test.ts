import { beforeAll, describe, expect, it } from 'vitest';
import { booksRoutes as routes } from '@shared/api/routes/books';
import { invoicesRoutes } from '@shared/api/routes/invoices';
import type { SalesByPayerAnswer } from '@shared/books/sales-by-payer';
import { rupeesToPaise } from '@shared/documents/money-math';
import type { InvoiceAnswer } from '@shared/invoices/call-schemas';
import {
  addInsurerTieUp,
  createApprovedInvoice,
  invoiceAction,
  invoicesOrganisation,
  ok,
  type InvoicesOrganisation,
} from '../test/invoices-test-kit';
import { invoke } from '../test/invoke';
import { postPayment } from '../test/payments-test-kit';

/**
 * Sales by payer (docs/books.md §6.6) on DynamoDB Local through the real
 * handlers: each approval adds what it billed its payer to its month's period
 * balance, in the approval's own transaction; a credit note takes its total
 * off; the chart's read answers the months to the paisa.
 */
let s: InvoicesOrganisation;
beforeAll(async () => {
  s = await invoicesOrganisation(['owner', 'cashier']);
});
const month = (): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()).slice(0, 7);
const payable = (inv: InvoiceAnswer): number => rupeesToPaise(inv.Totals.Payable ?? inv.Totals.GrandTotal);

describe('GET Accounting/Reports/SalesByPayer', () => {
  it('answers what customers and insurers were billed this month, credit notes off, to the paisa', async () => {
    const owner = s.tokens.owner;
    await addInsurerTieUp(s.org.orgId, s.org.workshopId, 'NIA', [
      { Name: 'NIA Bengaluru', StCode: '29', GSTIN: '29AAACN4165C1ZP', Ct: 'Bengaluru' },
    ]);
    const [a, b] = await Promise.all([createApprovedInvoice(owner, s.cv), createApprovedInvoice(owner, s.cv)]);
    const claim = await createApprovedInvoice(owner, s.cv, { Payer: 'insurer', InsId: 'NIA' });
    if (!a || !b) throw new Error('two invoices');
    // a paid in full, then a credit note of all of it.
    const paid = await postPayment(s.tokens.cashier, {
      Cust: s.cv.custId,
      Type: 'Cash',
      Amount: a.Totals.GrandTotal,
      Apply: [{ InvId: a._id, Amount: a.Totals.GrandTotal }],
    });
    expect(paid.status).toBe(200);
    const closed = await ok<InvoiceAnswer>(invoicesRoutes.invoice, { token: owner, params: { Id: a._id } });
    expect((await invoiceAction(owner, closed, 'CreditNote', { Reason: 'Returned' })).status).toBe(200);

    const m = month();
    const sales = await ok<SalesByPayerAnswer>(routes.salesByPayer, { token: owner, query: { From: m, To: m } });
    expect(sales).toEqual({ Months: [m], CustomersP: [payable(b)], InsurersP: [payable(claim)] });
    expect(payable(claim)).toBeGreaterThan(0);
  });

  it('a month without sales is zero; more than 24 months is refused; a cashier may not read it', async () => {
    const empty = await ok<SalesByPayerAnswer>(routes.salesByPayer, {
      token: s.tokens.owner,
      query: { From: '2020-01', To: '2020-02' },
    });
    expect(empty).toEqual({ Months: ['2020-01', '2020-02'], CustomersP: [0, 0], InsurersP: [0, 0] });
    const long = await invoke(routes.salesByPayer, {
      token: s.tokens.owner,
      query: { From: '2020-01', To: '2022-01' },
    });
    expect(long.status).toBe(400);
    const backwards = await invoke(routes.salesByPayer, {
      token: s.tokens.owner,
      query: { From: '2020-02', To: '2020-01' },
    });
    expect(backwards.status).toBe(400);
    const cashier = await invoke(routes.salesByPayer, {
      token: s.tokens.cashier,
      query: { From: '2020-01', To: '2020-01' },
    });
    expect(cashier.status).toBe(403);
  });
});
