import { BillMessages } from '@shared/purchasing/bill-messages';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { renderRoutes } from '../../../components/testing/render';
import { clearToasts } from '../../../components/toast/toast-store';
import { purchasingScreens } from '../routes/screens';
import {
  accountant,
  BILL_FIGURES,
  BILL_LINE,
  ok,
  RECEIVE_HEAD,
  RECEIVE_LINE,
  refuse,
  REC_ID,
  SLOW,
  Where,
} from '../testing/bill-kit';

/** The bills and payments made screens against the fake server, as an accountant (Accounting Bill and VPay CR). */

const BILL_ID = `01JF${'3'.padStart(22, '0')}`;
const BILL = {
  _id: BILL_ID,
  Num: 'BILL/2627/3',
  VendBillNo: 'INV/2026-07',
  Sts: 'Unpaid',
  ...BILL_FIGURES,
  RecNum: 'PR/2627/9',
  PoNum: 'PO/2627/7',
  ver: 1,
};
const LINE = {
  ...BILL_LINE,
  ItemId: 'PRT9701',
  UoM: 'SET',
  HSN: '87083000',
  RecRate: 1000,
  RecValue: 3000,
  PriceDiff: 30,
};
const RECEIVE = { ...RECEIVE_HEAD, Lines: [{ ...RECEIVE_LINE, PoLineId: 'POL1' }] };

let sent: Sent[];

const renderAt = (at: string) =>
  renderRoutes(
    [
      { path: '/Bills/BillsDashboard', Component: purchasingScreens.bills.Component },
      { path: '/Bills/Bill/New', Component: purchasingScreens.billNew.Component },
      { path: '/Bills/Bill/:Id', Component: purchasingScreens.bill.Component },
      { path: '/Bills/PaymentsMade', Component: purchasingScreens.billPayments.Component },
      { path: '/Bills/BillPayment/New', Component: purchasingScreens.billPaymentNew.Component },
      { path: '*', Component: Where },
    ],
    at,
    accountant(),
  );

let payments: unknown[];
beforeEach(() => {
  payments = [];
  sent = stubServer(({ method, path }) => {
    if (path === 'Bills/Bills' && method === 'POST') {
      const message = BillMessages.billNoTaken('CH-88', '2026');
      return refuse(409, message, [{ path: 'VendBillNo', message }]);
    }
    if (path === 'Bills/Bills') return ok({ Items: [BILL] });
    if (path === `Bills/Bills/${BILL_ID}`)
      return ok({ ...BILL, Lines: [LINE], ChargeLines: [{ Desc: 'Freight', Amount: 75.19 }], Payments: [] });
    if (path === `PurchaseOrder/PurchaseReceives/${REC_ID}`) return ok(RECEIVE);
    if (path === 'Bills/PaymentsMade' && method === 'POST')
      return ok({
        _id: 'P1',
        Num: 'VPAY/2627/1',
        Date: '2026-11-28',
        VendId: 'V1',
        VendName: 'Asha Auto Spares',
        Type: 'Bank Transfer',
        Amount: 3664.13,
        Advance: 0,
        Applied: [],
        ver: 1,
      });
    if (path === 'Bills/PaymentsMade') return ok({ Items: payments });
    return refuse(404, 'No fake answer');
  });
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

describe('Bills/BillsDashboard', () => {
  it('lists the bills newest first with the vendor’s number and what is due in ₹ Indian grouping', async () => {
    renderAt('/Bills/BillsDashboard');
    expect(await screen.findByText('BILL/2627/3', undefined, SLOW)).toBeTruthy();
    expect(screen.getAllByText('₹3,664.13').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'New Bill' }).getAttribute('href')).toBe('/Bills/Bill/New');
  });
});

describe('a bill', () => {
  it('shows the price difference against the receive and the freight share, and leads to Pay', async () => {
    renderAt(`/Bills/Bill/${BILL_ID}`);
    expect(await screen.findByText('BILL/2627/3 · Unpaid', undefined, SLOW)).toBeTruthy();
    expect(screen.getAllByText(/\+₹30\.00 against the receive/).length).toBeGreaterThan(0);
    expect(screen.getAllByText('₹75.19').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Pay' }).getAttribute('href')).toBe(
      `/Bills/BillPayment/New?BillId=${BILL_ID}`,
    );
  });

  it('bills a receive at an edited rate, shows the difference, and a reused number on its field', async () => {
    renderAt(`/Bills/Bill/New?RecId=${REC_ID}`);
    const rate = (await screen.findByLabelText(
      /^Billed rate of Brake pads, front/,
      undefined,
      SLOW,
    )) as HTMLInputElement;
    expect(rate.value).toBe('1000');
    fireEvent.change(rate, { target: { value: '1010' } });
    expect(await screen.findByText(/Price difference \+₹30\.00/, undefined, SLOW)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Freight/), { target: { value: '75.19' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save bill' }));
    expect(await screen.findByText(BillMessages.billNoTaken('CH-88', '2026'), undefined, SLOW)).toBeTruthy();
    const post = sent.find((s) => s.path === 'Bills/Bills' && s.method === 'POST');
    expect(post?.body).toMatchObject({
      RecId: REC_ID,
      VendBillNo: 'CH-88',
      Lines: [{ LineId: 'PRL1', Rate: 1010 }],
      Charges: [{ Desc: 'Freight', Amount: 75.19 }],
    });
  });
});

describe('payments made', () => {
  it('says so when nothing is paid yet', async () => {
    renderAt('/Bills/PaymentsMade');
    expect(await screen.findByText(/No payments made yet/, undefined, SLOW)).toBeTruthy();
  });

  it('pays a bill its due with one Idempotency-Key for every try', async () => {
    renderAt(`/Bills/BillPayment/New?BillId=${BILL_ID}`);
    const amount = (await screen.findByLabelText(/^Amount/, undefined, SLOW)) as HTMLInputElement;
    expect(amount.value).toBe('3664.13');
    fireEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('BILL/2627/3 · Unpaid', undefined, SLOW)).toBeTruthy();
    const post = sent.find((s) => s.path === 'Bills/PaymentsMade' && s.method === 'POST');
    expect(post?.body).toMatchObject({ VendId: 'V1', Amount: 3664.13, Apply: [{ BillId: BILL_ID, Amount: 3664.13 }] });
    expect(post?.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('pays one of a vendor’s open bills from Payments Made, the other left blank', async () => {
    const other = { ...BILL, _id: `01JF${'5'.padStart(22, '0')}`, Num: 'BILL/2627/5', VendBillNo: 'INV/2026-09' };
    sent = stubServer(({ method, path }) => {
      if (path === 'Vendors/Search') return ok({ Items: [{ _id: 'V1', DName: 'Asha Auto Spares', Type: 'Vendor' }] });
      if (path === 'Bills/Bills') return ok({ Items: [BILL, other] });
      if (path === 'Bills/PaymentsMade' && method === 'POST')
        return ok({ _id: 'P2', Num: 'VPAY/2627/2', Date: '2026-11-28', VendId: 'V1', VendName: 'Asha Auto Spares' });
      if (path === 'Bills/PaymentsMade') return ok({ Items: payments });
      return refuse(404, 'No fake answer');
    });
    renderAt('/Bills/BillPayment/New');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Vendor' }, SLOW), { target: { value: 'asha' } });
    fireEvent.click(await screen.findByRole('option', { name: /Asha Auto Spares/ }, SLOW));
    fireEvent.change(await screen.findByLabelText(/^BILL\/2627\/3 · /, undefined, SLOW), {
      target: { value: '3664.13' },
    });
    fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: '3664.13' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    const posted = () => sent.find((s) => s.path === 'Bills/PaymentsMade' && s.method === 'POST');
    await waitFor(() => expect(posted()).toBeTruthy(), SLOW);
    expect(posted()?.body).toEqual({
      VendId: 'V1',
      Date: expect.any(String) as string,
      Type: 'Bank Transfer',
      Amount: 3664.13,
      Apply: [{ BillId: BILL_ID, Amount: 3664.13 }],
    });
  });
});
