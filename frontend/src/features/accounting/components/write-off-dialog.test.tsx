import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { WriteOffMessages } from '@shared/books/write-off-messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../../components/toast/toast-store';
import {
  INVOICE_ID,
  invoiceAnswer,
  ok,
  refuse,
  renderAccounting,
  SLOW,
  stubServer,
  type FakeServer,
  type Sent,
} from '../testing/accounting-test-kit';

let sent: Sent[];
let server: FakeServer;

const partial = invoiceAnswer({
  Sts: 'Partial',
  Num: 'INV/2627/00001',
  Totals: { ...invoiceAnswer().Totals, Paid: 4800.5, Due: 37.5 },
  Payments: [{ PayId: `01JD${'9'.repeat(22)}`, Num: 'RCPT/2627/00004', Date: '2026-11-25', Type: 'UPI', Paid: 4800.5 }],
  Actions: ['Accept Payment', 'Send SMS', 'Cancel', 'Write Off', 'Audit Log'],
});
const writtenOff = invoiceAnswer({
  ...partial,
  ver: 3,
  Sts: 'Closed',
  Totals: { ...partial.Totals, Due: 0 },
  WrtOff: { Amount: 37.5, Date: '2026-11-28', By: 'user-7', ByName: 'Asha', Reason: 'Customer will not pay' },
  Actions: ['Send SMS', 'Audit Log'],
});

beforeEach(() => {
  server = ({ path }) => (path === `Accounting/Invoices/${INVOICE_ID}` ? ok(partial) : undefined);
  sent = stubServer((call) => server(call));
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

const writes = () => sent.filter((s) => s.method !== 'GET');
const openDialog = async () => {
  const toolbar = await screen.findByRole('toolbar', { name: 'Invoice actions' }, SLOW);
  fireEvent.click(within(toolbar).getByRole('button', { name: 'Write Off' }));
  return screen.findByRole('dialog', { name: 'Write off ₹37.50 due on INV/2627/00001' }, SLOW);
};

describe('Write Off on the invoice screen (docs/books.md §3.9)', () => {
  it('asks why, sends the whole due at the ver read, and shows the write-off on the invoice and in its payments', async () => {
    server = ({ method, path }) => {
      if (method === 'POST' && path === `Accounting/Invoices/${INVOICE_ID}/WriteOff`) return ok(writtenOff);
      return path === `Accounting/Invoices/${INVOICE_ID}` ? ok(partial) : undefined;
    };
    renderAccounting(`/Accounting/Invoice/${INVOICE_ID}`);
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Write off ₹37.50' }));
    expect(await within(dialog).findByText(WriteOffMessages.reasonRequired)).toBeTruthy();
    expect(writes()).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Customer will not pay' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Write off ₹37.50' }));
    await waitFor(() => expect(writes()).toHaveLength(1), SLOW);
    expect(writes()[0]).toMatchObject({
      method: 'POST',
      path: `Accounting/Invoices/${INVOICE_ID}/WriteOff`,
      body: { ver: 2, Amount: 37.5, Reason: 'Customer will not pay' },
    });
    expect(
      await screen.findByText('Written off ₹37.50 on 28 Nov 2026 by Asha: Customer will not pay', undefined, SLOW),
    ).toBeTruthy();
    const payments = screen.getByRole('region', { name: 'Payments' });
    const row = within(payments).getByRole('row', { name: /Written off/ });
    expect(row.textContent).toContain('₹37.50');
    expect(row.textContent).toContain('Write-off: Customer will not pay');
    expect(
      within(await screen.findByRole('toolbar', { name: 'Invoice actions' })).queryByRole('button', {
        name: 'Write Off',
      }),
    ).toBeNull();
  });

  it("shows the server's refusal (a payment came in first) and leaves the invoice as it was", async () => {
    const message = WriteOffMessages.overDue('INV/2627/00001', 0);
    server = ({ method, path }) => {
      if (method === 'POST') return refuse(400, message);
      return path === `Accounting/Invoices/${INVOICE_ID}` ? ok(partial) : undefined;
    };
    renderAccounting(`/Accounting/Invoice/${INVOICE_ID}`);
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Short settlement' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Write off ₹37.50' }));
    expect(await screen.findByText(message, undefined, SLOW)).toBeTruthy();
    expect(screen.queryByText(/Written off ₹37.50 on/)).toBeNull();
  });

  it('is not offered without the right: the menu shows only what the answer lists', async () => {
    server = ({ path }) =>
      path === `Accounting/Invoices/${INVOICE_ID}`
        ? ok({ ...partial, Actions: ['Accept Payment', 'Send SMS', 'Cancel'] })
        : undefined;
    renderAccounting(`/Accounting/Invoice/${INVOICE_ID}`);
    const toolbar = await screen.findByRole('toolbar', { name: 'Invoice actions' }, SLOW);
    expect(within(toolbar).queryByRole('button', { name: 'Write Off' })).toBeNull();
  });
});
