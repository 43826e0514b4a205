import { AdvanceMessages } from '@shared/purchasing/advance-messages';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { renderRoutes } from '../../../components/testing/render';
import { clearToasts } from '../../../components/toast/toast-store';
import { purchasingScreens } from '../routes/screens';
import { accountant, ok, refuse, SLOW } from '../testing/bill-kit';

/** A payment made's advance applied to later bills (docs/purchasing.md §11.1), against the fake server. */

/** An accountant who may edit payments made (VPay CRU) unless told otherwise. */
const payer = (VPay = 'CRU') => accountant({ VPay });

const PAY_ID = `01JF${'8'.padStart(22, '0')}`;
const OLD_ID = `01JF${'1'.padStart(22, '0')}`;
const NEW_ID = `01JF${'2'.padStart(22, '0')}`;
const bill = (id: string, num: string, no: string, date: string, due: number) => ({
  _id: id,
  Num: num,
  Date: date,
  VendBillNo: no,
  VendBillDate: date,
  Sts: 'Unpaid',
  VendId: 'V1',
  VendName: 'Asha Auto Spares',
  POS: '29',
  IntraState: true,
  RevCharge: false,
  LineCount: 1,
  Sub: due,
  Charges: 0,
  CGST: 0,
  SGST: 0,
  IGST: 0,
  Total: due,
  Payable: due,
  Paid: 0,
  Due: due,
  ver: 1,
});
// Listed newest first, as the server lists them; the form proposes the oldest first.
const BILLS = [
  bill(NEW_ID, 'BILL/2627/12', 'ASH-102', '2026-11-20', 7500.5),
  bill(OLD_ID, 'BILL/2627/11', 'ASH-101', '2026-11-02', 3333.33),
];
const PAYMENT = {
  _id: PAY_ID,
  Num: 'VPAY/2627/4',
  Date: '2026-11-01',
  VendId: 'V1',
  VendName: 'Asha Auto Spares',
  Type: 'Bank Transfer',
  Ref: 'UTR-ADV-1',
  Amount: 10000,
  Advance: 10000,
  Applied: [],
  ver: 1,
};

let sent: Sent[];
let applyAnswer: Response | undefined;
const renderAt = (at: string, session = payer()) =>
  renderRoutes(
    [
      { path: '/Bills/BillPayment/New', Component: purchasingScreens.billPaymentNew.Component },
      { path: '/Bills/BillPayment/:Id', Component: purchasingScreens.billPayment.Component },
    ],
    at,
    session,
  );

beforeEach(() => {
  applyAnswer = undefined;
  sent = stubServer(({ method, path }) => {
    if (path === `Bills/Advances/${PAY_ID}/Apply` && method === 'POST')
      return (
        applyAnswer ??
        ok({ _id: PAY_ID, Kind: 'BillPayment', Num: PAYMENT.Num, VendId: 'V1', Advance: 0, Applied: [], ver: 2 })
      );
    if (path === `Bills/PaymentsMade/${PAY_ID}`) return ok(PAYMENT);
    if (path === 'Bills/PaymentsMade') return ok({ Items: [PAYMENT] });
    if (path === 'Bills/Bills') return ok({ Items: BILLS });
    if (path === 'Vendors/Search') return ok({ Items: [{ _id: 'V1', DName: 'Asha Auto Spares', Type: 'Vendor' }] });
    return refuse(404, 'No fake answer');
  });
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

const applied = () => sent.find((s) => s.path === `Bills/Advances/${PAY_ID}/Apply`);

describe('Apply to bills on a payment made', () => {
  it('proposes the advance oldest bill first, each up to its due, and applies it at the payment’s ver', async () => {
    renderAt(`/Bills/BillPayment/${PAY_ID}`);
    expect(await screen.findByText('Payment VPAY/2627/4 · Asha Auto Spares', undefined, SLOW)).toBeTruthy();
    expect(screen.getAllByText('₹10,000.00').length).toBeGreaterThan(0);
    const older = await screen.findByLabelText(/^BILL\/2627\/11 · ASH-101 · .* · due ₹3,333\.33$/, undefined, SLOW);
    const newer = screen.getByLabelText(/^BILL\/2627\/12 · ASH-102 · .* · due ₹7,500\.50$/);
    expect((older as HTMLInputElement).value).toBe('3333.33');
    expect((newer as HTMLInputElement).value).toBe('6666.67');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(applied()).toBeTruthy(), SLOW);
    expect(applied()?.body).toEqual({
      ver: 1,
      Apply: [
        { BillId: OLD_ID, Amount: 3333.33 },
        { BillId: NEW_ID, Amount: 6666.67 },
      ],
    });
  });

  it('shows a refusal under the bill it names, and sends only the bills given an amount', async () => {
    const message = AdvanceMessages.aboveDue('BILL/2627/11', '₹3,333.33');
    applyAnswer = refuse(400, message, [{ path: 'Apply.0.Amount', message }]);
    renderAt(`/Bills/BillPayment/${PAY_ID}`);
    const older = await screen.findByLabelText(/^BILL\/2627\/11 · /, undefined, SLOW);
    fireEvent.change(older, { target: { value: '3333.34' } });
    fireEvent.change(screen.getByLabelText(/^BILL\/2627\/12 · /), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(message, undefined, SLOW)).toBeTruthy();
    expect(applied()?.body).toEqual({ ver: 1, Apply: [{ BillId: OLD_ID, Amount: 3333.34 }] });
  });

  it('is not offered without VPay U', async () => {
    renderAt(`/Bills/BillPayment/${PAY_ID}`, payer('CR'));
    expect(await screen.findByText('Payment VPAY/2627/4 · Asha Auto Spares', undefined, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });
});

describe('the Bill Payment form', () => {
  it('links to the vendor’s advance before paying again', async () => {
    renderAt('/Bills/BillPayment/New');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Vendor' }, SLOW), { target: { value: 'asha' } });
    fireEvent.click(await screen.findByRole('option', { name: /Asha Auto Spares/ }, SLOW));
    const hint = await screen.findByTestId('advance-hint', undefined, SLOW);
    expect(hint.textContent).toContain(AdvanceMessages.hint('₹10,000.00', 'VPAY/2627/4'));
    expect(screen.getByRole('link', { name: 'apply it to bills' }).getAttribute('href')).toBe(
      `/Bills/BillPayment/${PAY_ID}`,
    );
  });
});
