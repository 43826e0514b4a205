import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_TAX_CODES, taxCodesInForce } from '@shared/documents/tax-codes';
import { SalesMessages } from '@shared/sales/sales-messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { jsonResponse } from '../../../components/testing/fixtures';
import { renderRoutes } from '../../../components/testing/render';
import { clearToasts } from '../../../components/toast/toast-store';
import { todayIn } from '../../../lib/format';
import { salesScreens } from '../routes/screens';
import { PADS_RECEIPT_FIGURES, salesSession } from '../testing/sales-test-kit';

/**
 * A saved receipt re-opened (docs/sales.md §13) against the fake server: Re-open
 * offered only with ReOpenSR on the day of the sale, the counter screen loaded
 * with the receipt, a line added and the receipt saved again under its number
 * at the `ver` shown; a refusal of the server shown.
 */

const SLOW = { timeout: 5000 };
const ok = (body: unknown) => jsonResponse(200, body);
const ID = `01JD${'7'.padStart(22, '0')}`;
const FILTER = {
  _id: 'PRT9002',
  PCode: 'OF-22',
  Desc: 'Oil filter',
  Cat: 'CAT-ENGINE',
  Make: 'Bosch',
  HSN: '84212300',
  UoM: 'NOS',
  UnPr: 400,
  TCode: 106,
};
const padsLine = {
  _id: 'SL1',
  ItemId: 'PRT9001',
  PCode: 'BP-1001',
  Desc: 'Brake pad set',
  UoM: 'SET',
  Qty: 2,
  UnPr: 1200,
  Disc: 0,
  TCode: 106,
  Taxable: 2400,
  CGST: 216,
  SGST: 216,
  IGST: 0,
  Total: 2832,
};
const RECEIPT = {
  _id: ID,
  Num: 'SR/2627/00004',
  Date: todayIn(undefined),
  ...PADS_RECEIPT_FIGURES,
  CustName: 'Ravi',
  Payments: [{ Type: 'UPI', Amt: 2832 }],
  Lines: [padsLine],
  ver: 3,
};

const session = (access: Record<string, unknown>) => salesSession(access);

let sent: Sent[];
let answer: () => Response;
beforeEach(() => {
  answer = () =>
    ok({ ...RECEIPT, GrandTotal: 3304, Lines: [padsLine, { ...padsLine, _id: 'SL2', Desc: 'Oil filter' }], ver: 4 });
  sent = stubServer(({ method, path }) => {
    if (path === `Accounting/SalesReceipts/${ID}` && method === 'PUT') return answer();
    if (path === `Accounting/SalesReceipts/${ID}`) return ok(RECEIPT);
    if (path === 'Inventory/Settings/Warehouses')
      return ok([
        { _id: 'WH0', EntId: 'ent-1', Name: 'Store', Active: true, CrDt: '2026-11-01T00:00:00Z', ver: 1 },
        { _id: 'WH1', EntId: 'ent-1', Name: 'Counter', Active: true, CrDt: '2026-11-01T00:00:00Z', ver: 1 },
      ]);
    if (path === 'System/TaxCodes') return ok(taxCodesInForce(DEFAULT_TAX_CODES, '2026-11-28'));
    if (path.startsWith('Inventory/Items/Sale/NameSearchLite/')) return ok({ Items: [FILTER] });
    return jsonResponse(404, { errorCode: 404, message: 'No fake answer' });
  });
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

const routes = [
  { path: '/Accounting/salesreceipts/:Id', Component: salesScreens.receipt.Component },
  { path: '/Accounting/salesreceipts/:Id/ReOpen', Component: salesScreens.receiptReopen.Component },
];

describe('re-opening a receipt', () => {
  it('is offered with ReOpenSR and SlsRcpt U on the day of the sale, not without the flag', async () => {
    renderRoutes(routes, `/Accounting/salesreceipts/${ID}`, session({ SlsRcpt: 'CR', ReOpenSR: true }));
    expect((await screen.findAllByText('SR/2627/00004', { exact: false }, SLOW)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Re-open' })).toBeNull();
    cleanup();
    renderRoutes(routes, `/Accounting/salesreceipts/${ID}`, session({ SlsRcpt: 'CRU' }));
    expect(await screen.findByRole('link', { name: 'Return items' }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Re-open' })).toBeNull();
  });

  it('loads the receipt into the counter and saves it again under its number at the ver shown', async () => {
    renderRoutes(routes, `/Accounting/salesreceipts/${ID}`, session({ SlsRcpt: 'CRU', ReOpenSR: true }));
    fireEvent.click(await screen.findByRole('link', { name: 'Re-open' }, SLOW));
    expect(await screen.findByText(/Re-opening SR\/2627\/00004/, undefined, SLOW)).toBeTruthy();
    expect(await screen.findByText('Brake pad set', { exact: false }, SLOW)).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('Total').textContent).toBe('₹2,832.00'), SLOW);
    // One more line scanned: 2,832.00 + 472.00 (400.00 and 18% GST).
    const field = screen.getByLabelText(/^Item code or name/);
    fireEvent.change(field, { target: { value: 'OF-22' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(screen.getByLabelText('Total').textContent).toBe('₹3,304.00'), SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Save SR/2627/00004 & print' }));
    expect(await screen.findByText('Receipt SR/2627/00004 saved.', undefined, SLOW)).toBeTruthy();
    const put = sent.find((s) => s.method === 'PUT');
    expect(put?.path).toBe(`Accounting/SalesReceipts/${ID}`);
    expect(put?.body).toEqual({
      WhId: 'WH1',
      Walk: { Name: 'Ravi' },
      Lines: [
        { ItemId: 'PRT9001', Qty: 2 },
        { ItemId: 'PRT9002', Qty: 1 },
      ],
      Payments: [{ Type: 'UPI', Amt: 3304 }],
      ver: 3,
    });
    expect(sent.some((s) => s.method === 'POST')).toBe(false);
  });

  it('shows the server’s refusal and keeps the lines', async () => {
    answer = () => jsonResponse(409, { errorCode: 409, message: SalesMessages.receiptChanged });
    renderRoutes(routes, `/Accounting/salesreceipts/${ID}/ReOpen`, session({ SlsRcpt: 'CRU', ReOpenSR: true }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save SR/2627/00004 & print' }, SLOW));
    expect(await screen.findByText(SalesMessages.receiptChanged, undefined, SLOW)).toBeTruthy();
    expect(screen.getByText('Brake pad set', { exact: false })).toBeTruthy();
  });
});
