import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFERED_PAYMENT_TYPES } from '@shared/invoices/payment-types';
import { clearToasts } from '../../../components/toast/toast-store';
import {
  docId,
  invoiceAnswer,
  invoiceRow,
  ok,
  paymentAnswer,
  refuse,
  renderAccounting,
  SLOW,
  stubServer,
  type FakeServer,
  type Sent,
} from '../testing/accounting-test-kit';

let sent: Sent[];
let server: FakeServer;

/** Ravi Kumar's open invoices: an older Partial one (₹300 due) and a newer Unpaid one (₹1,000 due). */
const OPEN = {
  Unpaid: [invoiceRow(2, { InvDate: '2026-11-20', Due: 1000, Name: 'Ravi Kumar' })],
  Partial: [invoiceRow(1, { Sts: 'Partial', InvDate: '2026-11-02', Due: 300, Name: 'Ravi Kumar' })],
};
const lists: FakeServer = ({ path, query }) => {
  if (path === 'Customers/Search')
    return ok({ Items: [{ _id: 'C1', DName: 'Ravi Kumar', Type: 'Individual', Phone: '9800000001' }] });
  if (path === 'Accounting/Invoices/Dashboard')
    return ok({ Items: query.Cust === 'C1' ? OPEN[query.Sts as 'Unpaid' | 'Partial'] : [], Counts: {} });
  return undefined;
};

beforeEach(() => {
  server = lists;
  sent = stubServer((call) => server(call));
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

const payments = () => sent.filter((s) => s.method === 'POST' && s.path === 'Accounting/Payments');
const applyBox = () => within(screen.getByRole('region', { name: 'Apply to invoices' }));

async function pickRavi(): Promise<void> {
  fireEvent.change(await screen.findByRole('combobox', { name: 'Received from' }, SLOW), { target: { value: 'Ravi' } });
  fireEvent.click(await screen.findByRole('option', { name: /Ravi Kumar/ }, SLOW));
}

describe('Accounting/ReceivePayment/New', () => {
  it("offers the spec's payment types in order, and the card networks only for cards", async () => {
    renderAccounting('/Accounting/ReceivePayment/New');
    const type = await screen.findByLabelText('Payment type', undefined, SLOW);
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([...OFFERED_PAYMENT_TYPES]);
    expect(screen.queryByLabelText('Card network')).toBeNull();
    fireEvent.change(type, { target: { value: 'Credit Card' } });
    const network = screen.getByLabelText('Card network');
    expect(
      within(network)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select the network', 'Visa', 'Master', 'Rupay', 'Other']);
  });

  it("spreads the amount over the payer's open invoices oldest first and shows what stays unapplied", async () => {
    renderAccounting('/Accounting/ReceivePayment/New');
    await pickRavi();
    await waitFor(() => expect(applyBox().getAllByRole('textbox')).toHaveLength(2), SLOW);
    // Only the payer's invoices were asked for.
    expect(sent.filter((s) => s.path === 'Accounting/Invoices/Dashboard').every((s) => s.query.Cust === 'C1')).toBe(
      true,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount received' }), { target: { value: '1500' } });
    const [older, newer] = applyBox().getAllByRole('textbox') as HTMLInputElement[];
    await waitFor(() => expect(older?.value).toBe('300'));
    expect(older?.labels?.[0]?.textContent).toContain('INV/2627/00001');
    expect(newer?.value).toBe('1000');
    expect(screen.getByRole('status', { name: 'Unapplied' }).textContent).toBe('₹200.00');
    // Less than the older invoice's due: all of it goes there.
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount received' }), { target: { value: '250' } });
    await waitFor(() => expect(older?.value).toBe('250'));
    expect(newer?.value).toBe('');
    expect(screen.getByRole('status', { name: 'Unapplied' }).textContent).toBe('₹0.00');
  });

  it('sends one Idempotency-Key per form: a double click and a retry carry the same key', async () => {
    let answers = 0;
    server = (call) => {
      if (call.method === 'POST' && call.path === 'Accounting/Payments') {
        answers += 1;
        // The first answer is lost on the way (the server may have recorded it).
        return answers === 1
          ? refuse(503, 'Service unavailable.')
          : ok(
              paymentAnswer({
                Amount: 1300,
                Applied: [
                  { InvId: docId(1), InvNum: 'INV/2627/00001', Amount: 300 },
                  { InvId: docId(2), InvNum: 'INV/2627/00002', Amount: 1000 },
                ],
              }),
            );
      }
      return lists(call);
    };
    const router = renderAccounting('/Accounting/ReceivePayment/New');
    await pickRavi();
    fireEvent.change(screen.getByLabelText('Payment type'), { target: { value: 'UPI' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Reference/ }), { target: { value: 'UPI-123' } });
    await waitFor(() => expect(applyBox().getAllByRole('textbox')).toHaveLength(2), SLOW);
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount received' }), { target: { value: '1300' } });
    const save = screen.getByRole('button', { name: 'Save payment' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(payments().length).toBeGreaterThanOrEqual(1), SLOW);
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Save payment' }).hasAttribute('disabled')).toBe(false),
      SLOW,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Accounting/PaymentSearch'), SLOW);
    const keys = payments().map((p) => p.headers['idempotency-key']);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(1);
    expect(payments().at(-1)?.body).toEqual({
      Cust: 'C1',
      Date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown,
      Type: 'UPI',
      Ref: 'UPI-123',
      Amount: 1300,
      Apply: [
        { InvId: docId(1), Amount: 300 },
        { InvId: docId(2), Amount: 1000 },
      ],
    });
  });

  it('refuses to apply more than was received', async () => {
    renderAccounting('/Accounting/ReceivePayment/New');
    await pickRavi();
    await waitFor(() => expect(applyBox().getAllByRole('textbox')).toHaveLength(2), SLOW);
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount received' }), { target: { value: '100' } });
    const [older] = applyBox().getAllByRole('textbox') as HTMLInputElement[];
    await waitFor(() => expect(older?.value).toBe('100'));
    fireEvent.change(applyBox().getAllByRole('textbox')[1] as HTMLElement, { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save payment' }));
    expect(await screen.findByText('The amounts applied add up to more than the ₹100.00 available.')).toBeTruthy();
    expect(payments()).toHaveLength(0);
  });

  it('opened for an invoice, starts with its payer and its due', async () => {
    server = (call) =>
      call.path === `Accounting/Invoices/${docId(1)}`
        ? ok(invoiceAnswer({ Sts: 'Unpaid', Num: 'INV/2627/00001' }))
        : lists(call);
    renderAccounting(`/Accounting/ReceivePayment/New?Inv=${docId(1)}`);
    expect(await screen.findByDisplayValue('Ravi Kumar', undefined, SLOW)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Amount received' }) as HTMLInputElement).value).toBe('4838');
  });

  it('opened for a claim’s insurer invoice (which also names the customer), takes the insurer as payer and lists the insurer’s invoices by their payable', async () => {
    const insurer = invoiceAnswer({
      Sts: 'Unpaid',
      Num: 'INV/2627/00008',
      Payer: 'insurer',
      Cust: 'C1',
      InsId: 'INS-KA',
      BillTo: { Name: 'New India Assurance' },
      Totals: { ...invoiceAnswer().Totals, GrandTotal: 29205, Excess: -1000, Payable: 28205, Due: 28205 },
    });
    server = (call) => {
      if (call.path === `Accounting/Invoices/${docId(1)}`) return ok(insurer);
      if (call.path === 'Accounting/Invoices/Dashboard' && call.query.InsId === 'INS-KA') {
        return ok({
          Items:
            call.query.Sts === 'Unpaid'
              ? [
                  invoiceRow(1, {
                    Payer: 'insurer',
                    Cust: undefined,
                    InsId: 'INS-KA',
                    Num: 'INV/2627/00008',
                    GrandTotal: 29205,
                    Payable: 28205,
                    Due: 28205,
                    Name: 'New India Assurance',
                  }),
                ]
              : [],
          Counts: {},
        });
      }
      return lists(call);
    };
    renderAccounting(`/Accounting/ReceivePayment/New?Inv=${docId(1)}`);
    expect(await screen.findByDisplayValue('New India Assurance', undefined, SLOW)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Amount received' }) as HTMLInputElement).value).toBe('28205');
    await waitFor(
      () =>
        expect(sent.some((c) => c.path === 'Accounting/Invoices/Dashboard' && c.query.InsId === 'INS-KA')).toBe(true),
      SLOW,
    );
    expect(sent.some((c) => c.path === 'Accounting/Invoices/Dashboard' && c.query.Cust !== undefined)).toBe(false);
    expect(await applyBox().findByText(/due ₹28,205\.00/, undefined, SLOW)).toBeTruthy();
  });

  it('lists an invoice once when both lists hold it (part-paid between the two reads), without a duplicate-key warning', async () => {
    const errors = vi.spyOn(console, 'error');
    const both = {
      Unpaid: [invoiceRow(1, { InvDate: '2026-11-02', Due: 1000, Name: 'Ravi Kumar' })],
      Partial: [invoiceRow(1, { Sts: 'Partial', InvDate: '2026-11-02', Due: 300, Name: 'Ravi Kumar' })],
    };
    server = (call) =>
      call.path === 'Accounting/Invoices/Dashboard'
        ? ok({ Items: call.query.Cust === 'C1' ? both[call.query.Sts as 'Unpaid' | 'Partial'] : [], Counts: {} })
        : lists(call);
    renderAccounting('/Accounting/ReceivePayment/New');
    await pickRavi();
    await waitFor(
      () =>
        expect(sent.filter((s) => s.path === 'Accounting/Invoices/Dashboard' && s.query.Cust === 'C1')).toHaveLength(2),
      SLOW,
    );
    await waitFor(() => expect(applyBox().getAllByRole('textbox')).toHaveLength(1), SLOW);
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount received' }), { target: { value: '500' } });
    const [only] = applyBox().getAllByRole('textbox') as HTMLInputElement[];
    await waitFor(() => expect(only?.value).toBe('300'));
    expect(only?.labels?.[0]?.textContent).toContain('₹300.00');
    expect(screen.getByRole('status', { name: 'Unapplied' }).textContent).toBe('₹200.00');
    const sameKey = errors.mock.calls.filter((args) =>
      args.some((a) => typeof a === 'string' && a.includes('same key')),
    );
    expect(sameKey).toEqual([]);
    errors.mockRestore();
  });
});
