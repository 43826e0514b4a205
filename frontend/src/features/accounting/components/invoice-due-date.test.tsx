import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/format';
import {
  INVOICE_ID,
  invoiceAnswer,
  ok,
  renderAccounting,
  SLOW,
  fakeAccountingServer,
} from '../testing/accounting-test-kit';

const fake = fakeAccountingServer();

const issued = { Sts: 'Unpaid' as const, Num: 'INV/2627/00001', Actions: [] };
const dueField = async () => (await screen.findByRole('textbox', { name: 'Due date' }, SLOW)) as HTMLInputElement;

describe('the due date of an issued invoice', () => {
  it('is shown as set', async () => {
    fake.server = ({ path }) =>
      path === `Accounting/Invoices/${INVOICE_ID}`
        ? ok(invoiceAnswer({ ...issued, DueDate: '2026-12-09' }))
        : undefined;
    renderAccounting(`/Accounting/Invoice/${INVOICE_ID}`);
    expect((await dueField()).value).toBe(formatDate('2026-12-09'));
  });

  it('without one, is the invoice date (due on receipt), not a blank', async () => {
    fake.server = ({ path }) =>
      path === `Accounting/Invoices/${INVOICE_ID}` ? ok(invoiceAnswer({ ...issued })) : undefined;
    renderAccounting(`/Accounting/Invoice/${INVOICE_ID}`);
    expect((await dueField()).value).toBe(formatDate('2026-11-24'));
  });
});
