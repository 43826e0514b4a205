import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../../components/toast/toast-store';
import { formatDate } from '../../../lib/format';
import { INVOICE_ID, invoiceAnswer, ok, renderAccounting, SLOW, stubServer, type FakeServer } from '../testing/accounting-test-kit';

let server: FakeServer;
beforeEach(() => {
  server = () => undefined;
  stubServer((call) => server(call));
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

const issued = { Sts: 'Unpaid' as const, Num: 'INV/2627/00001', Actions: [] };
const dueField = async () => (await screen.findByRole('textbox', { name: 'Due date' }, SLOW)) as HTMLInputElement;

describe('the due date of an issued invoice', () => {
  it('is shown as set', async () => {
    server = ({ path }) => (path === `Accounting/Invoices/${INVOICE_ID}` ? ok(invoiceAnswer({ ...issued, DueDate: '2026-12-09' })) : undefined);
    renderAccounting(`/Accounting/Invoice/${INVOICE_ID}`);
    expect((await dueField()).value).toBe(formatDate('2026-12-09'));
  });

  it('without one, is the invoice date (due on receipt), not a blank', async () => {
    server = ({ path }) => (path === `Accounting/Invoices/${INVOICE_ID}` ? ok(invoiceAnswer({ ...issued })) : undefined);
    renderAccounting(`/Accounting/Invoice/${INVOICE_ID}`);
    expect((await dueField()).value).toBe(formatDate('2026-11-24'));
  });
});
