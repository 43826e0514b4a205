import { ExcessTexts } from '@shared/invoices/excess-adjustment';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../../components/toast/toast-store';
import { INVOICE_ID, invoiceAnswer, ok, renderAccounting, SLOW, stubServer } from '../testing/accounting-test-kit';

afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

/**
 * By default a customer's invoice generated from a claim bills the compulsory
 * excess as ordinary taxed lines (docs/insurance-depreciation.md §8): no
 * adjustment row, the payable is the grand total.
 */
describe('the excess billed as lines (the default)', () => {
  it('shows the excess line with its tax among the lines and no adjustment under the grand total', async () => {
    // 4,838 + "Compulsory excess on Windscreen" 847.46 + 76.27 + 76.27 = 1,000.00 → 5,838.00.
    const generated = invoiceAnswer({
      Items: [
        { _id: 'IP1', Desc: 'Brake pad set', Qty: 2, UnPr: 1450, TCode: 106, HSN: '8708' },
        {
          _id: 'IP2',
          Desc: 'Compulsory excess on Windscreen',
          Qty: 1,
          UnPr: 847.46,
          Disc: 0,
          Perc: false,
          NoDisc: true,
          TCode: 106,
          HSN: '8708',
        },
      ],
    });
    generated.Totals = {
      ...generated.Totals,
      Parts: 3747.46,
      Taxable: 4947.46,
      CGST: 445.27,
      SGST: 445.27,
      Total: 5838,
      GrandTotal: 5838,
      Due: 5838,
    };
    stubServer(({ path }) => (path === `Accounting/Invoices/${INVOICE_ID}` ? ok(generated) : undefined));
    renderAccounting(`/Accounting/Invoice/${INVOICE_ID}`);
    expect(await screen.findByDisplayValue('Compulsory excess on Windscreen', undefined, SLOW)).toBeTruthy();
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByRole('status', { name: 'Grand total' }).textContent).toBe('₹5,838.00');
    for (const name of [ExcessTexts.customerAdd, ExcessTexts.customerNet])
      expect(within(totals).queryByRole('status', { name })).toBeNull();
  });
});

/**
 * With the branch setting Acc.ExcessSettle, a customer's invoice generated from a
 * claim repair order carries the
 * compulsory excess (docs/insurance-depreciation.md §6): the totals show it
 * read-only under the grand total with the net payable, and keep it while the
 * lines are edited. Grand total 4,838 + 1,000 = 5,838; after the price edit
 * 5,192 + 1,000 = 6,192.
 */
describe('the excess in the invoice editor’s totals', () => {
  it('shows the adjustment and the net payable under the grand total, not as a field, and keeps it while the lines change', async () => {
    const generated = invoiceAnswer({ Excess: 1000 });
    generated.Totals = { ...generated.Totals, Excess: 1000, Payable: 5838 };
    stubServer(({ path }) => (path === `Accounting/Invoices/${INVOICE_ID}` ? ok(generated) : undefined));
    renderAccounting(`/Accounting/Invoice/${INVOICE_ID}`);
    const price = await screen.findByRole('textbox', { name: 'Price, labour 1' }, SLOW);
    const totals = screen.getByRole('region', { name: 'Totals' });
    const figure = (name: string) => within(totals).getByRole('status', { name }).textContent;
    expect(figure('Grand total')).toBe('₹4,838.00');
    expect(figure(ExcessTexts.customerAdd)).toBe('₹1,000.00');
    expect(figure(ExcessTexts.customerNet)).toBe('₹5,838.00');
    // Read-only: nothing to type the excess into.
    expect(screen.queryByRole('textbox', { name: /excess/i })).toBeNull();
    fireEvent.change(price, { target: { value: '1000' } });
    await waitFor(() => expect(figure('Grand total')).toBe('₹5,192.00'), SLOW);
    expect(figure(ExcessTexts.customerAdd)).toBe('₹1,000.00');
    expect(figure(ExcessTexts.customerNet)).toBe('₹6,192.00');
  });

  it('an issued insurer’s invoice: less the excess, net payable by insurer, and the due follows it', async () => {
    const insurer = invoiceAnswer({
      Sts: 'Unpaid',
      Num: 'INV/2627/00009',
      Payer: 'insurer',
      InsId: 'INS1',
      Excess: -1000,
      Actions: ['Accept Payment'],
    });
    insurer.Totals = { ...insurer.Totals, Excess: -1000, Payable: 3838, Due: 3838 };
    stubServer(({ path }) =>
      path === `Accounting/Invoices/${INVOICE_ID}`
        ? ok(insurer)
        : path === 'Accounting/Invoices/Dashboard'
          ? ok({ Items: [], Counts: {} })
          : undefined,
    );
    renderAccounting(`/Accounting/Invoice/${INVOICE_ID}`);
    const totals = await screen.findByRole('region', { name: 'Totals' }, SLOW);
    const figure = (name: string) => within(totals).getByRole('status', { name }).textContent;
    expect(figure('Grand total')).toBe('₹4,838.00');
    expect(figure(ExcessTexts.insurerLess)).toBe('-₹1,000.00');
    expect(figure(ExcessTexts.insurerNet)).toBe('₹3,838.00');
    expect(figure('Due')).toBe('₹3,838.00');
  });
});
