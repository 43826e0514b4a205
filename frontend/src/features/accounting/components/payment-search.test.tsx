import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../../components/toast/toast-store';
import {
  docId,
  invoiceRow,
  ok,
  paymentAnswer,
  renderAccounting,
  SLOW,
  stubServer,
  type Sent,
} from '../testing/accounting-test-kit';

let sent: Sent[];

const LEFT_OVER = paymentAnswer({
  _id: docId(901),
  Num: 'RCPT/2627/00002',
  Amount: 2000,
  Unapplied: 500,
  Applied: [{ InvId: docId(1), InvNum: 'INV/2627/00001', Amount: 1500 }],
  ver: 3,
});

beforeEach(() => {
  sent = stubServer(({ method, path, query }) => {
    if (path === 'Accounting/Payments' && method === 'GET')
      return ok({ Items: query.Unapplied === 'true' ? [LEFT_OVER] : [paymentAnswer(), LEFT_OVER] });
    if (path === `Accounting/Payments/${docId(901)}/Apply`) return ok({ ...LEFT_OVER, Unapplied: 0, ver: 4 });
    if (path === 'Accounting/Invoices/Dashboard')
      return ok({ Items: query.Sts === 'Unpaid' ? [invoiceRow(3, { Due: 800 })] : [], Counts: {} });
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

describe('Accounting/PaymentSearch', () => {
  it('lists payments newest first with the invoices each went to', async () => {
    renderAccounting('/Accounting/PaymentSearch');
    await screen.findByRole('table', { name: 'Payments, newest first' }, SLOW);
    const rows = screen.getAllByTestId('payment-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'INV/2627/00001' })).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('₹500.00')).toBeTruthy();
  });

  it('applies what is left of an unapplied payment to the payer’s invoices', async () => {
    renderAccounting('/Accounting/PaymentSearch?Unapplied=true');
    await screen.findByRole('table', { name: 'Unapplied payments' }, SLOW);
    expect(sent.find((s) => s.path === 'Accounting/Payments')?.query).toEqual({ Unapplied: 'true' });
    fireEvent.click(screen.getByRole('button', { name: 'Apply to invoices' }));
    const dialog = await screen.findByRole('dialog', undefined, SLOW);
    await waitFor(
      () =>
        expect((within(dialog).getByRole('textbox', { name: /INV\/2627\/00003/ }) as HTMLInputElement).value).toBe(
          '500',
        ),
      SLOW,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply to invoices' }));
    await waitFor(() => expect(sent.some((s) => s.method === 'POST')).toBe(true), SLOW);
    expect(sent.find((s) => s.method === 'POST')).toMatchObject({
      path: `Accounting/Payments/${docId(901)}/Apply`,
      body: { ver: 3, Apply: [{ InvId: docId(3), Amount: 500 }] },
    });
    expect(await screen.findByText('Payment applied.', undefined, SLOW)).toBeTruthy();
  });
});
