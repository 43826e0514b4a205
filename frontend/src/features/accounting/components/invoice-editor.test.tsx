import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../../components/toast/toast-store';
import {
  docId,
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

beforeEach(() => {
  server = ({ path }) => (path === `Accounting/Invoices/${INVOICE_ID}` ? ok(invoiceAnswer()) : undefined);
  sent = stubServer((call) => server(call));
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

const writes = () => sent.filter((s) => s.method !== 'GET');
const toolbar = () => screen.findByRole('toolbar', { name: 'Invoice actions' }, SLOW);

describe('Accounting/Invoice/{Id}: a Draft', () => {
  it('saves the lines it edits with the ver it read, and shows the totals recomputed as typed', async () => {
    server = ({ method, path }) => {
      if (method === 'PUT') return ok(invoiceAnswer({ ver: 3 }));
      return path === `Accounting/Invoices/${INVOICE_ID}` ? ok(invoiceAnswer()) : undefined;
    };
    renderAccounting(`/Accounting/Invoice/${INVOICE_ID}`);
    const price = await screen.findByRole('textbox', { name: 'Price, labour 1' }, SLOW);
    const totals = screen.getByRole('region', { name: 'Totals' });
    // As saved: the server's figures, CGST and SGST within the state.
    expect(within(totals).getByRole('status', { name: 'Grand total' }).textContent).toBe('₹4,838.00');
    expect(within(totals).getByRole('status', { name: 'CGST' }).textContent).toBe('₹369.00');
    expect(within(totals).queryByRole('status', { name: 'IGST' })).toBeNull();
    fireEvent.change(price, { target: { value: '1000' } });
    // 1.5 h × 1,000 + 2 × 1,450 = 4,400 taxable, 18 % GST in halves.
    await waitFor(
      () => expect(within(totals).getByRole('status', { name: 'Taxable' }).textContent).toBe('₹4,400.00'),
      SLOW,
    );
    expect(within(totals).getByRole('status', { name: 'Grand total' }).textContent).toBe('₹5,192.00');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toHaveLength(1), SLOW);
    expect(writes()[0]).toMatchObject({
      method: 'PUT',
      path: `Accounting/Invoices/${INVOICE_ID}`,
      body: {
        ver: 2,
        Payer: 'customer',
        Cust: 'C1',
        POS: '27',
        Ops: [{ _id: 'IO1', Pr: 1000, Qty: 1.5, TCode: 106, SAC: '9987' }],
        Items: [{ _id: 'IP1', UnPr: 1450, HSN: '8708' }],
      },
    });
    expect(await screen.findByText('Updated Successfully.', undefined, SLOW)).toBeTruthy();
  });

  it('shows the conflict toast with Refresh when someone saved the invoice first', async () => {
    server = ({ method, path }) => {
      if (method === 'PUT') return refuse(409, 'This record was changed by someone else.');
      return path === `Accounting/Invoices/${INVOICE_ID}` ? ok(invoiceAnswer()) : undefined;
    };
    renderAccounting(`/Accounting/Invoice/${INVOICE_ID}`);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Qty, part 1' }, SLOW), { target: { value: '3' } });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Qty, part 1' }), { key: 's', ctrlKey: true });
    expect(await screen.findByRole('button', { name: 'Refresh' }, SLOW)).toBeTruthy();
    expect(writes()[0]).toMatchObject({ method: 'PUT', body: { ver: 2 } });
  });

  it('creates a new Draft for a customer and opens it', async () => {
    server = ({ method, path }) => {
      if (method === 'POST' && path === 'Accounting/Invoices') return ok(invoiceAnswer({ ver: 1 }));
      if (path === 'Customers/Search')
        return ok({ Items: [{ _id: 'C1', DName: 'Ravi Kumar', Type: 'Individual', Phone: '9800000001' }] });
      return path === `Accounting/Invoices/${INVOICE_ID}` ? ok(invoiceAnswer({ ver: 1 })) : undefined;
    };
    const router = renderAccounting('/Accounting/Invoice/New');
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }, SLOW));
    expect(await screen.findByText('Choose the customer or insurer the invoice is for.', undefined, SLOW)).toBeTruthy();
    const customer = screen.getByRole('combobox', { name: 'Customer' });
    fireEvent.change(customer, { target: { value: 'Ravi' } });
    fireEvent.click(await screen.findByRole('option', { name: /Ravi Kumar/ }, SLOW));
    fireEvent.click(screen.getByRole('button', { name: 'Add labour' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Labour, labour 1' }), {
      target: { value: 'Wheel alignment' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Price, labour 1' }), { target: { value: '600' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toHaveLength(1), SLOW);
    expect(writes()[0]).toMatchObject({
      method: 'POST',
      path: 'Accounting/Invoices',
      body: { Cust: 'C1', Ops: [{ _id: 'IO1', Desc: 'Wheel alignment', Qty: 1, Pr: 600 }] },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/Accounting/Invoice/${INVOICE_ID}`), SLOW);
  });
});

describe('the invoice action menu', () => {
  it("shows exactly the answer's Actions, in its order", async () => {
    server = ({ path }) =>
      path === `Accounting/Invoices/${INVOICE_ID}`
        ? ok(
            invoiceAnswer({
              Sts: 'Unpaid',
              Num: 'INV/2627/00001',
              Actions: ['Accept Payment', 'Send SMS', 'Cancel', 'Audit Log', 'Settings'],
            }),
          )
        : undefined;
    renderAccounting(`/Accounting/Invoice/${INVOICE_ID}`);
    const bar = await toolbar();
    expect(Array.from(bar.querySelectorAll('button, a'), (b) => b.textContent)).toEqual([
      'Accept Payment',
      'Send SMS',
      'Cancel',
      'Audit Log',
      'Settings',
    ]);
    expect(within(bar).queryByRole('button', { name: 'Approve' })).toBeNull();
    // Issued: read only, no Save.
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Invoice INV/2627/00001' })).toBeTruthy();
    // The print button group loads beside the status.
    expect(await screen.findByRole('button', { name: 'Print invoice' }, SLOW)).toBeTruthy();
  });

  it('approves with the ver, and shows the issued invoice', async () => {
    server = ({ method, path }) => {
      if (method === 'POST' && path === `Accounting/Invoices/${INVOICE_ID}/Approve`)
        return ok(
          invoiceAnswer({ ver: 3, Sts: 'Unpaid', Num: 'INV/2627/00001', Actions: ['Accept Payment', 'Cancel'] }),
        );
      return path === `Accounting/Invoices/${INVOICE_ID}` ? ok(invoiceAnswer()) : undefined;
    };
    renderAccounting(`/Accounting/Invoice/${INVOICE_ID}`);
    fireEvent.click(within(await toolbar()).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('heading', { name: 'Invoice INV/2627/00001' }, SLOW)).toBeTruthy();
    expect(writes()[0]).toMatchObject({ path: `Accounting/Invoices/${INVOICE_ID}/Approve`, body: { ver: 2 } });
  });

  it('Cancel asks for a reason first', async () => {
    server = ({ method, path }) => {
      if (method === 'POST')
        return ok(
          invoiceAnswer({ ver: 3, Sts: 'Cancelled', Num: 'INV/2627/00001', CancelReason: 'Billed twice', Actions: [] }),
        );
      return path === `Accounting/Invoices/${INVOICE_ID}`
        ? ok(invoiceAnswer({ Sts: 'Unpaid', Num: 'INV/2627/00001', Actions: ['Cancel'] }))
        : undefined;
    };
    renderAccounting(`/Accounting/Invoice/${INVOICE_ID}`);
    fireEvent.click(within(await toolbar()).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel invoice' }));
    expect(await screen.findByText('Give a reason.')).toBeTruthy();
    expect(writes()).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), { target: { value: 'Billed twice' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel invoice' }));
    await waitFor(
      () =>
        expect(writes()[0]).toMatchObject({
          path: `Accounting/Invoices/${INVOICE_ID}/Cancel`,
          body: { ver: 2, Reason: 'Billed twice' },
        }),
      SLOW,
    );
    expect(await screen.findByText('Cancelled: Billed twice', undefined, SLOW)).toBeTruthy();
  });

  it('Credit Note needs a reason, sends the quantities typed, and shows the new note', async () => {
    const closed = invoiceAnswer({ Sts: 'Closed', Num: 'INV/2627/00001', Actions: ['Credit Note'] });
    server = ({ method, path }) => {
      if (method === 'POST') {
        const note = { _id: docId(50), Num: 'CN/2627/00001', Date: '2026-11-24', Total: 1711 };
        return ok({
          CreditNote: {
            ...note,
            Sts: 'Issued',
            InvId: INVOICE_ID,
            InvNum: closed.Num,
            InvDate: closed.InvDate,
            Reason: 'Pad returned',
            Supplier: closed.Supplier,
            BillTo: closed.BillTo,
            POS: '27',
            POSName: 'Maharashtra',
            IntraState: true,
            Ops: [],
            Items: [],
            Totals: {
              Labor: 0,
              Parts: 1450,
              Taxable: 1450,
              CGST: 130.5,
              SGST: 130.5,
              IGST: 0,
              Total: 1711,
              Adjust: 0,
              GrandTotal: 1711,
            },
            Words: 'x',
            ver: 1,
          },
          Invoice: {
            ...closed,
            ver: 3,
            CreditNotes: [{ _id: docId(50), Num: note.Num, Date: note.Date, Total: note.Total }],
          },
        });
      }
      return path === `Accounting/Invoices/${INVOICE_ID}` ? ok(closed) : undefined;
    };
    renderAccounting(`/Accounting/Invoice/${INVOICE_ID}`);
    fireEvent.click(within(await toolbar()).getByRole('button', { name: 'Credit Note' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Issue credit note' }));
    expect(await screen.findByText('Enter the reason for the credit note.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), { target: { value: 'Pad returned' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^IP1/ }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Issue credit note' }));
    expect(await screen.findByText('Credit note CN/2627/00001 issued.', undefined, SLOW)).toBeTruthy();
    expect(writes()[0]).toMatchObject({
      path: `Accounting/Invoices/${INVOICE_ID}/CreditNote`,
      body: { ver: 2, Reason: 'Pad returned', Lines: [{ _id: 'IP1', Qty: 1 }] },
    });
  });

  it('Accept Payment opens the payment form for this invoice', async () => {
    server = ({ path }) =>
      path === `Accounting/Invoices/${INVOICE_ID}`
        ? ok(invoiceAnswer({ Sts: 'Unpaid', Num: 'INV/2627/00001', Actions: ['Accept Payment'] }))
        : path === 'Accounting/Invoices/Dashboard'
          ? ok({ Items: [], Counts: {} })
          : undefined;
    const router = renderAccounting(`/Accounting/Invoice/${INVOICE_ID}`);
    fireEvent.click(within(await toolbar()).getByRole('button', { name: 'Accept Payment' }));
    await waitFor(
      () =>
        expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
          `/Accounting/ReceivePayment/New?Inv=${INVOICE_ID}`,
        ),
      SLOW,
    );
    // Its due is the amount, all applied to it.
    await waitFor(
      () =>
        expect(
          screen
            .getAllByDisplayValue('4838')
            .map((i) => i.getAttribute('aria-label') ?? (i as HTMLInputElement).labels?.[0]?.textContent),
        ).toEqual(['Amount received', expect.stringContaining('INV/2627/00001') as unknown]),
      SLOW,
    );
  });
});
