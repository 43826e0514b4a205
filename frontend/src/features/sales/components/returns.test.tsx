import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserAndEntity } from '@shared/api/routes/iam';
import { SalesMessages } from '@shared/sales/sales-messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { jsonResponse, loginAnswer } from '../../../components/testing/fixtures';
import { renderRoutes } from '../../../components/testing/render';
import { todayIn } from '../../../lib/format';
import { salesScreens } from '../routes/screens';

/**
 * Sales returns against the fake server (docs/sales.md §12–13): the receipt's
 * Return items and Cancel receipt by access and rules, the return screen's
 * refund as typed and a refusal on its line, the list with ₹ in Indian grouping.
 */

const SLOW = { timeout: 5000 };
const ok = (body: unknown) => jsonResponse(200, body);
const RECEIPT_ID = `01JD${'9'.padStart(22, '0')}`;
const RETURN_ID = `01JD${'8'.padStart(22, '0')}`;
const line = (id: string, Desc: string, Qty: number, Taxable: number, tax: number) => ({
  _id: id,
  ItemId: `PRT-${id}`,
  Desc,
  Qty,
  UnPr: Taxable / Qty,
  Disc: 0,
  Taxable,
  CGST: tax,
  SGST: tax,
  IGST: 0,
  Total: Taxable + 2 * tax,
});
const RECEIPT = {
  _id: RECEIPT_ID,
  Num: 'SR/2627/00001',
  Date: todayIn(undefined),
  Sts: 'Paid',
  B2B: false,
  GrandTotal: 4425,
  CrAt: '2026-11-28T10:00:00Z',
  FY: '2627',
  WhId: 'WH1',
  POS: '29',
  IntraState: true,
  Seller: { Name: 'Karkhana Spares Hosur', StCode: '29' },
  Amount: 3898.49,
  Disc: 0,
  Taxable: 3898.49,
  CGST: 263.21,
  SGST: 263.21,
  IGST: 0,
  Adjust: 0.09,
  Payments: [{ Type: 'Cash', Amt: 4425 }],
  Lines: [
    line('SL1', 'Brake pad set', 2, 2400, 216),
    line('SL2', 'Oil filter', 3, 1348.5, 33.71),
    line('SL3', 'Engine oil', 1.5, 149.99, 13.5),
  ],
  ver: 1,
};
const NOTE = {
  _id: RETURN_ID,
  Num: 'SRN/2627/00001',
  Date: '2026-11-28',
  Sts: 'Issued',
  SR: RECEIPT_ID,
  SRNum: 'SR/2627/00001',
  SRDate: '2026-11-28',
  RefundType: 'Cash',
  GrandTotal: 123456.5,
  CrAt: '2026-11-28T11:00:00Z',
};

function session(access: Record<string, unknown>): UserAndEntity {
  const { Token: _token, ...s } = loginAnswer({
    access: { SA: false, EA: false, Common: {}, Accounting: { Access: true, MA: false, ...access } },
  });
  return { ...s, Entity: { ...s.Entity, Config: { ...s.Entity.Config, Accounting: { Access: true } } } };
}

let sent: Sent[];
let receipt: Record<string, unknown>;
let saveAnswer: () => Response;
beforeEach(() => {
  receipt = RECEIPT;
  saveAnswer = () =>
    ok({
      ...NOTE,
      GrandTotal: 1533.99,
      FY: '2627',
      WhId: 'WH1',
      B2B: false,
      POS: '29',
      IntraState: true,
      Seller: RECEIPT.Seller,
      Reason: 'Wrong size',
      Refund: { Type: 'Cash', Amt: 1533.99 },
      Taxable: 1299.99,
      Disc: 0,
      CGST: 117,
      SGST: 117,
      IGST: 0,
      Adjust: 0,
      Lines: [],
      ver: 1,
    });
  sent = stubServer(({ method, path }) => {
    if (path === `Accounting/SalesReceipts/${RECEIPT_ID}`) return ok(receipt);
    if (path === 'Accounting/SalesReturns' && method === 'POST') return saveAnswer();
    if (path === 'Accounting/SalesReturns') return ok({ Items: [NOTE] });
    return jsonResponse(404, { errorCode: 404, message: 'No fake answer' });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const routes = [
  { path: '/Accounting/salesreceipts/:Id', Component: salesScreens.receipt.Component },
  { path: '/salesreturn/salesreturn/New', Component: salesScreens.returnNew.Component },
  { path: '/salesreturn/salesreturn/:Id', Component: () => <p>Return saved</p> },
  { path: '/salesreturn/salesreturns', Component: salesScreens.returnList.Component },
];

describe('a receipt’s actions', () => {
  it('offers Return items and Cancel receipt to a user with SlsRcpt CRU and ReOpenSR on the day of the sale', async () => {
    renderRoutes(routes, `/Accounting/salesreceipts/${RECEIPT_ID}`, session({ SlsRcpt: 'CRU', ReOpenSR: true }));
    expect(await screen.findByRole('link', { name: 'Return items' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel receipt' })).toBeTruthy();
  });

  it('offers neither to a reader, nor Cancel receipt once something was returned', async () => {
    renderRoutes(routes, `/Accounting/salesreceipts/${RECEIPT_ID}`, session({ SlsRcpt: 'R' }));
    expect((await screen.findAllByText('SR/2627/00001', { exact: false }, SLOW)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Return items' })).toBeNull();
    cleanup();
    receipt = { ...RECEIPT, Returns: [{ _id: RETURN_ID, Num: 'SRN/2627/00001', Date: '2026-11-28', Total: 1533.99 }] };
    renderRoutes(routes, `/Accounting/salesreceipts/${RECEIPT_ID}`, session({ SlsRcpt: 'CRU', ReOpenSR: true }));
    expect(await screen.findByRole('link', { name: 'SRN/2627/00001' }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel receipt' })).toBeNull();
  });
});

describe('salesreturn/salesreturn/New', () => {
  it('opened without its receipt, says where a return starts and asks the server nothing', async () => {
    renderRoutes(routes, '/salesreturn/salesreturn/New', session({ SlsRcpt: 'CR' }));
    expect(await screen.findByRole('link', { name: 'Sales receipts' }, SLOW)).toBeTruthy();
    expect(sent.filter((s) => s.path.startsWith('Accounting/SalesReceipts'))).toEqual([]);
  });

  it('shows the refund of the quantities typed at the receipt’s figures and saves the lines chosen', async () => {
    renderRoutes(routes, `/salesreturn/salesreturn/New?SR=${RECEIPT_ID}`, session({ SlsRcpt: 'CR' }));
    const pads = await screen.findByLabelText('Return quantity of Brake pad set', undefined, SLOW);
    fireEvent.change(pads, { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Return quantity of Engine oil'), { target: { value: '1' } });
    // 1,416.00 + 117.99 (1 of 1.5 litres: 99.99 + 9.00 + 9.00).
    expect(screen.getByText('To refund: ₹1,533.99')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Wrong size' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save return' }));
    expect(await screen.findByText('Return saved', undefined, SLOW)).toBeTruthy();
    const post = sent.find((s) => s.method === 'POST');
    expect(post?.body).toEqual({
      SR: RECEIPT_ID,
      Lines: [
        { LineId: 'SL1', Qty: 1 },
        { LineId: 'SL3', Qty: 1 },
      ],
      Refund: { Type: 'Cash' },
      Reason: 'Wrong size',
    });
  });

  it('shows a refusal under its line', async () => {
    const message = SalesMessages.returnTooMuch('Brake pad set', '2');
    saveAnswer = () => jsonResponse(400, { errorCode: 400, message, errors: [{ path: 'Lines.0.Qty', message }] });
    renderRoutes(routes, `/salesreturn/salesreturn/New?SR=${RECEIPT_ID}`, session({ SlsRcpt: 'CR' }));
    fireEvent.change(await screen.findByLabelText('Return quantity of Brake pad set', undefined, SLOW), {
      target: { value: '3' },
    });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save return' }));
    expect(await screen.findByText(message, undefined, SLOW)).toBeTruthy();
  });
});

describe('salesreturn/salesreturn/:Id', () => {
  it('prints the credit note on the receipt’s sheet, against its receipt, with the refund', async () => {
    const full = (await saveAnswer().json()) as Record<string, unknown>;
    sent = stubServer(({ path }) =>
      path === `Accounting/SalesReturns/${RETURN_ID}`
        ? ok({ ...full, Lines: [{ ...line('SL1', 'Brake pad set', 1, 1200, 108), SRLine: 'SL1', Cost: 800 }] })
        : jsonResponse(404, { errorCode: 404, message: 'No fake answer' }),
    );
    renderRoutes(
      [{ path: '/salesreturn/salesreturn/:Id', Component: salesScreens.returnView.Component }],
      `/salesreturn/salesreturn/${RETURN_ID}`,
      session({ SlsRcpt: 'R' }),
    );
    expect(await screen.findByText('Credit Note', undefined, SLOW)).toBeTruthy();
    expect(screen.getByText(/Against SR\/2627\/00001 of .* · Wrong size/)).toBeTruthy();
    expect(screen.getByText('Refund · Cash')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print 80 mm' })).toBeTruthy();
  });
});

describe('salesreturn/salesreturns', () => {
  it('lists the returns newest first with ₹ in Indian grouping and the receipt each is against', async () => {
    renderRoutes(routes, '/salesreturn/salesreturns', session({ SlsRcpt: 'R' }));
    expect((await screen.findAllByText('SRN/2627/00001', undefined, SLOW)).length).toBeGreaterThan(0);
    expect(screen.getAllByText('₹1,23,456.50', { exact: false }).length).toBeGreaterThan(0);
    await waitFor(() => expect(sent.some((s) => s.path === 'Accounting/SalesReturns')).toBe(true));
  });
});
