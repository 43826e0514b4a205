import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  INVOICE_ID,
  invoiceAnswer,
  ok,
  renderAccounting,
  SLOW,
  fakeAccountingServer,
} from '../testing/accounting-test-kit';

const fake = fakeAccountingServer();

/** A brake disc on tax code 107: GST 28 % (auto parts) until 21 Sep 2025, 18 % from 22 Sep 2025. */
const withCode107 = (InvDate: string) =>
  invoiceAnswer({
    InvDate,
    Items: [{ _id: 'IP1', Desc: 'Brake disc', Qty: 1, UnPr: 2000, TCode: 107, HSN: '87083000' }],
  });

describe("a draft invoice's tax code cells", () => {
  it('show the version of the code in force on the invoice date, and offer only those versions', async () => {
    fake.server = ({ path }) =>
      path === `Accounting/Invoices/${INVOICE_ID}` ? ok(withCode107('2026-11-24')) : undefined;
    renderAccounting(`/Accounting/Invoice/${INVOICE_ID}`);
    const cell = (await screen.findByRole('combobox', { name: 'Tax code, part 1' }, SLOW)) as HTMLInputElement;
    expect(cell.value).toBe('107 · GST 18% (auto parts, was 28%)');
    fireEvent.change(cell, { target: { value: '107' } });
    const list = await screen.findByRole('listbox', { name: 'Tax code, part 1 suggestions' }, SLOW);
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['107 · GST 18% (auto parts, was 28%)']);
  });

  it('an invoice dated before 22 Sep 2025 shows the 28 % version', async () => {
    fake.server = ({ path }) =>
      path === `Accounting/Invoices/${INVOICE_ID}` ? ok(withCode107('2025-09-10')) : undefined;
    renderAccounting(`/Accounting/Invoice/${INVOICE_ID}`);
    const cell = (await screen.findByRole('combobox', { name: 'Tax code, part 1' }, SLOW)) as HTMLInputElement;
    expect(cell.value).toBe('107 · GST 28% (auto parts)');
    // Dated from the reform on, the same code reads as its 18 % version.
    fireEvent.change(screen.getByLabelText('Invoice date'), { target: { value: '2025-09-22' } });
    await waitFor(() => expect(cell.value).toBe('107 · GST 18% (auto parts, was 28%)'), SLOW);
  });
});
