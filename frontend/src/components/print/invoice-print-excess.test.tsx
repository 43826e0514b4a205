import { buildInvoicePrintModel } from '@shared/documents/print';
import { customerInvoice, excessOnlyInvoice, insurerInvoice } from '@shared/documents/print/test/invoice-fixtures';
import { ExcessTexts } from '@shared/invoices/excess-adjustment';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentPrint } from './document-print';

afterEach(cleanup);

/**
 * The compulsory excess on a generated claim invoice's print
 * (docs/insurance-depreciation.md §6): under the GST totals, the adjustment and
 * the net payable; the UPI QR asks for what is due of the payable.
 * Insurer: 8,496.00 − 1,000.00 = 7,496.00. Customer: 4,411.00 + 1,000.00 = 5,411.00, paid 2,000.00 → 3,411.00 due.
 */
describe('the excess rows of the invoice print', () => {
  it('the insurer’s: less the excess, net payable by insurer, the QR for 7,496 and the words of it', () => {
    const insurer = {
      ...insurerInvoice,
      Excess: -1000,
      UPI: 'karkhana@okaxis',
      Totals: { ...insurerInvoice.Totals, Excess: -1000, Payable: 7496, Due: 7496 },
    };
    render(<DocumentPrint model={buildInvoicePrintModel({ kind: 'invoice', invoice: insurer }, 'withTax')} />);
    const totals = within(screen.getByRole('article', { name: 'Tax Invoice INV/2627/00008' })).getByRole('table', {
      name: 'Totals',
    });
    const names = within(totals)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(names.slice(-3)).toEqual([
      'Total₹8,496.00',
      `${ExcessTexts.insurerLess}-₹1,000.00`,
      `${ExcessTexts.insurerNet}₹7,496.00`,
    ]);
    expect(screen.getByText('Scan to pay ₹7,496.00 by UPI')).toBeTruthy();
    expect(screen.getAllByText(/Seven Thousand Four Hundred Ninety[- ]Six/).length).toBeGreaterThan(0);
  });

  it('the customer’s: add the excess under the grand total, net payable, paid and balance due', () => {
    const customer = {
      ...customerInvoice,
      Excess: 1000,
      Totals: { ...customerInvoice.Totals, Excess: 1000, Payable: 5411, Due: 3411 },
    };
    render(<DocumentPrint model={buildInvoicePrintModel({ kind: 'invoice', invoice: customer }, 'withTax')} />);
    const totals = screen.getByRole('table', { name: 'Totals' });
    expect(within(totals).getByRole('row', { name: `${ExcessTexts.customerAdd} ₹1,000.00` })).toBeTruthy();
    expect(within(totals).getByRole('row', { name: `${ExcessTexts.customerNet} ₹5,411.00` })).toBeTruthy();
    expect(within(totals).getByRole('row', { name: 'Balance due ₹3,411.00' })).toBeTruthy();
    expect(screen.getByText('Scan to pay ₹3,411.00 by UPI')).toBeTruthy();
  });
});

describe('the print of the customer’s invoice of the excess alone', () => {
  it('is titled Invoice, has no line table, shows the excess and the net payable, the words of ₹1,000 and the QR to pay it', () => {
    render(
      <DocumentPrint model={buildInvoicePrintModel({ kind: 'invoice', invoice: excessOnlyInvoice }, 'withTax')} />,
    );
    const page = screen.getByRole('article', { name: 'Invoice INV/2627/00009' });
    expect(within(page).queryByRole('heading', { name: 'Tax Invoice' })).toBeNull();
    const totals = within(page).getByRole('table', { name: 'Totals' });
    expect(
      within(totals)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([`${ExcessTexts.customerAdd}₹1,000.00`, `${ExcessTexts.customerNet}₹1,000.00`]);
    expect(within(page).getAllByRole('table')).toHaveLength(1);
    expect(screen.getAllByText(/One Thousand/).length).toBeGreaterThan(0);
    expect(screen.getByText('Scan to pay ₹1,000.00 by UPI')).toBeTruthy();
    expect(screen.getByText(/No supply is invoiced here/)).toBeTruthy();
  });
});
