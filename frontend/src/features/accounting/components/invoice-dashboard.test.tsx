import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../../components/toast/toast-store';
import { invoiceRow, ok, renderAccounting, SLOW, stubServer, type Sent } from '../testing/accounting-test-kit';

let sent: Sent[];
let answer: (query: Record<string, string>) => {
  Items: ReturnType<typeof invoiceRow>[];
  Counts: Record<string, number>;
  Next?: string;
};

beforeEach(() => {
  answer = () => ({
    Items: [invoiceRow(2), invoiceRow(1, { Sts: 'Draft', Num: '' })],
    Counts: { Unpaid: 4, Partial: 2, Draft: 1 },
  });
  sent = stubServer(({ path, query }) => (path === 'Accounting/Invoices/Dashboard' ? ok(answer(query)) : undefined));
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

const dashboardCalls = () => sent.filter((s) => s.path === 'Accounting/Invoices/Dashboard').map((s) => s.query);
const chips = () => within(screen.getByRole('group', { name: 'Status' }));

describe('Accounting/Invoices', () => {
  it('lists recent invoices with the Unpaid, Partial and Draft counts, a Draft without a number, amounts in rupees', async () => {
    renderAccounting('/Accounting/Invoices');
    await screen.findByRole('table', { name: 'Recent invoices' }, SLOW);
    expect(dashboardCalls()).toEqual([{}]);
    expect(
      chips()
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All7', 'Unpaid4', 'Partial2', 'Draft1']);
    const [first, second] = screen.getAllByTestId('invoice-row') as HTMLElement[];
    expect(within(first as HTMLElement).getByText('INV/2627/00002')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('₹1,23,456.50')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('₹1,00,000.00')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('KA01AB1002')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('WO/2627/00002')).toBeTruthy();
    expect(
      within(second as HTMLElement)
        .getByRole('link', { name: 'Draft' })
        .getAttribute('href'),
    ).toBe('/Accounting/Invoice/01JD0000000000000000000001');
  });

  it('asks for one status when its tab is pressed, and for a date range', async () => {
    renderAccounting('/Accounting/Invoices');
    await screen.findByRole('table', { name: 'Recent invoices' }, SLOW);
    fireEvent.click(chips().getByRole('button', { name: /^Partial/ }));
    await waitFor(() => expect(dashboardCalls().at(-1)).toEqual({ Sts: 'Partial' }), SLOW);
    expect(
      chips()
        .getByRole('button', { name: /^Partial/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.change(screen.getByLabelText('Invoice date from'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(dashboardCalls().at(-1)).toEqual({ Sts: 'Partial', From: '2026-11-01' }), SLOW);
  });

  it('Total is what the payer is billed: a claim customer’s invoice of 6,785 plus the 1,000 excess reads Total and Due ₹7,785, in the table and the card', async () => {
    answer = () => ({ Items: [invoiceRow(3, { GrandTotal: 6785, Payable: 7785, Due: 7785 })], Counts: { Unpaid: 1 } });
    renderAccounting('/Accounting/Invoices');
    await screen.findByRole('table', { name: 'Recent invoices' }, SLOW);
    const row = screen.getAllByTestId('invoice-row')[0] as HTMLElement;
    expect(within(row).getAllByText('₹7,785.00')).toHaveLength(2);
    expect(within(row).queryByText('₹6,785.00')).toBeNull();
    cleanup();
    // At 390 px each row is a card.
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: true,
      media,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }));
    renderAccounting('/Accounting/Invoices');
    const card = (await screen.findAllByTestId('invoice-card', undefined, SLOW))[0] as HTMLElement;
    expect(within(card).getByText('Total ₹7,785.00')).toBeTruthy();
    expect(within(card).getByText('Due ₹7,785.00')).toBeTruthy();
  });

  it("says 'No Invoices to Show.' when there are none", async () => {
    answer = () => ({ Items: [], Counts: { Unpaid: 0, Partial: 0, Draft: 0 } });
    renderAccounting('/Accounting/Invoices');
    expect(await screen.findByText('No Invoices to Show.', undefined, SLOW)).toBeTruthy();
    expect(chips().getByRole('button', { name: /^All/ }).textContent).toBe('All0');
  });

  it('opens the invoice from its row', async () => {
    const router = renderAccounting('/Accounting/Invoices');
    await screen.findByRole('table', { name: 'Recent invoices' }, SLOW);
    fireEvent.click(screen.getAllByTestId('invoice-row')[0] as HTMLElement);
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/Accounting/Invoice/01JD0000000000000000000002'),
      SLOW,
    );
  });
});
