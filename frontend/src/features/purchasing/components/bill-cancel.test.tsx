import { BillMessages } from '@shared/purchasing/bill-messages';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { jsonResponse } from '../../../components/testing/fixtures';
import { renderRoutes } from '../../../components/testing/render';
import { clearToasts } from '../../../components/toast/toast-store';
import { purchasingScreens } from '../routes/screens';
import { accountant, ok, SLOW } from '../testing/bill-kit';

/** Cancel on the bill's screen (docs/purchasing.md §23) against the fake server: the right, the dialog, the answer. */

const BILL_ID = `01JF${'5'.padStart(22, '0')}`;

const BILL = {
  _id: BILL_ID,
  Num: 'BILL/2627/4',
  Date: '2026-11-28',
  VendBillNo: 'INV/2026-88',
  VendBillDate: '2026-11-27',
  Sts: 'Unpaid',
  VendId: 'V1',
  VendName: 'Asha Auto Spares',
  POS: '29',
  IntraState: true,
  RevCharge: false,
  LineCount: 0,
  Sub: 50,
  Charges: 0,
  CGST: 4.5,
  SGST: 4.5,
  IGST: 0,
  Total: 59,
  Payable: 59,
  Paid: 0,
  Due: 59,
  ver: 3,
  Lines: [],
  ChargeLines: [],
  Payments: [],
  Cancellable: true,
};

let sent: Sent[];
const serve = (bill: Record<string, unknown>, cancelled?: Record<string, unknown> | Response) => {
  sent = stubServer(({ method, path }) => {
    if (path === `Bills/Bills/${BILL_ID}/Cancel` && method === 'POST')
      return cancelled instanceof Response ? cancelled : ok(cancelled);
    if (path === `Bills/Bills/${BILL_ID}`) return ok(bill);
    return jsonResponse(404, { errorCode: 404, message: 'No fake answer' });
  });
};
const renderBill = (rights = 'CRD') =>
  renderRoutes(
    [{ path: '/Bills/Bill/:Id', Component: purchasingScreens.bill.Component }],
    `/Bills/Bill/${BILL_ID}`,
    accountant({ Bill: rights }),
  );

afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

describe('cancelling a bill', () => {
  it('asks the reason and cancels at the ver shown; the bill then reads Cancelled with its reason', async () => {
    const done = { ...BILL, Sts: 'Cancelled', CancelReason: 'Keyed twice', Cancellable: false, ver: 4 };
    serve(BILL, done);
    renderBill();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel bill' }, SLOW));
    const confirm = screen.getByRole('button', { name: 'Cancel this bill' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Reason for cancelling'), { target: { value: ' Keyed twice ' } });
    serve(done, done);
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.getByText('Cancelled: Keyed twice')).toBeTruthy(), SLOW);
    const post = sent.find((s) => s.method === 'POST');
    expect(post?.body).toEqual({ ver: 3, Reason: 'Keyed twice' });
    expect(screen.getByText('BILL/2627/4 · Cancelled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel bill' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Pay' })).toBeNull();
  });

  it('shows the server’s refusal in the dialog', async () => {
    const message = BillMessages.cancelPaid('BILL/2627/4');
    serve(BILL, jsonResponse(400, { errorCode: 400, message }));
    renderBill();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel bill' }, SLOW));
    fireEvent.change(screen.getByLabelText('Reason for cancelling'), { target: { value: 'Wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel this bill' }));
    expect(await screen.findByText(message, undefined, SLOW)).toBeTruthy();
  });

  it('offers no Cancel without Accounting Bill D, nor on a bill the server says cannot be cancelled', async () => {
    serve(BILL);
    renderBill('CR');
    expect(await screen.findByText('BILL/2627/4 · Unpaid', undefined, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel bill' })).toBeNull();
    cleanup();
    serve({ ...BILL, Sts: 'Partial', Paid: 10, Due: 49, Cancellable: false });
    renderBill();
    expect(await screen.findByText('BILL/2627/4 · Partial', undefined, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel bill' })).toBeNull();
  });
});
