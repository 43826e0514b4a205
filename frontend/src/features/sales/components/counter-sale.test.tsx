import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_TAX_CODES, taxCodesInForce } from '@shared/documents/tax-codes';
import { StockSwitchMessages } from '@shared/inventory/stock-switches';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { jsonResponse } from '../../../components/testing/fixtures';
import { renderRoutes } from '../../../components/testing/render';
import { brakePadsOnSale } from '../../../components/testing/sale-answers';
import { clearToasts } from '../../../components/toast/toast-store';
import { salesScreens } from '../routes/screens';
import { PADS_RECEIPT_FIGURES, salesSession } from '../testing/sales-test-kit';

/**
 * Accounting/salesreceipts/New against the fake server: a scanner types a code
 * and Enter, the same code again adds one more, the payment splits, and a
 * refusal shows on its line.
 */

const SLOW = { timeout: 5000 };
const ok = (body: unknown) => jsonResponse(200, body);
const PADS = brakePadsOnSale('BP-1001', 'PRT9001');
const SAVED = {
  _id: `01JD${'9'.padStart(22, '0')}`,
  Num: 'SR/2627/00001',
  Date: '2026-11-28',
  ...PADS_RECEIPT_FIGURES,
  Payments: [{ Type: 'Cash', Amt: 2832 }],
  Lines: [
    {
      _id: 'SL1',
      ItemId: 'PRT9001',
      PCode: 'BP-1001',
      Desc: 'Brake pad set',
      Qty: 2,
      UnPr: 1200,
      Disc: 0,
      Taxable: 2400,
      CGST: 216,
      SGST: 216,
      IGST: 0,
      Total: 2832,
    },
  ],
  ver: 1,
};

const FLEET_CUSTOMER = {
  _id: 'CUST-7',
  Type: 'Company',
  DName: 'Karnataka Motors',
  Cons: { Phones: { Others: [] }, Emails: [] },
  GSTIN: '29AAKCK4321M1Z5',
  Cat: 'Fleet',
  CrDt: '2026-11-01T00:00:00Z',
  UpDt: '2026-11-01T00:00:00Z',
  ver: 1,
};

const counterSession = () => salesSession({ SlsRcpt: 'CR' }, { SlsRcpt: true });

let sent: Sent[];
let answer: () => Response;
beforeEach(() => {
  answer = () => ok(SAVED);
  sent = stubServer(({ method, path, query }) => {
    // A customer of the 'Fleet' category: the lookup told the category answers its list's price.
    if (path === 'Customers/CUST-7') return ok(FLEET_CUSTOMER);
    if (path.startsWith('Inventory/Items/Sale/NameSearchLite/') && query.Cat === 'Fleet')
      return ok({ Items: [{ ...PADS, UnPr: 1100, PrList: 'Fleet customers' }] });
    if (path === 'Inventory/Settings/Warehouses')
      return ok([{ _id: 'WH1', EntId: 'ent-1', Name: 'Counter', Active: true, CrDt: '2026-11-01T00:00:00Z', ver: 1 }]);
    if (path === 'System/TaxCodes') return ok(taxCodesInForce(DEFAULT_TAX_CODES, '2026-11-28'));
    if (path.startsWith('Inventory/Items/Sale/NameSearchLite/')) return ok({ Items: [PADS] });
    if (path === 'Customers/Search')
      return ok({ Items: [{ _id: 'CUST-7', DName: 'Karnataka Motors', Type: 'Company', GSTIN: '29AAKCK4321M1Z5' }] });
    if (path === 'Accounting/SalesReceipts' && method === 'POST') return answer();
    return jsonResponse(404, { errorCode: 404, message: 'No fake answer' });
  });
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

const open = () =>
  renderRoutes(
    [{ path: '/Accounting/salesreceipts/New', Component: salesScreens.receiptNew.Component }],
    '/Accounting/salesreceipts/New',
    counterSession(),
  );

/** What a barcode scanner does: the code typed into the focused field, then Enter. */
async function scan(code: string): Promise<void> {
  const field = await screen.findByLabelText(/^Item code or name/, undefined, SLOW);
  expect(document.activeElement).toBe(field);
  fireEvent.change(field, { target: { value: code } });
  fireEvent.keyDown(field, { key: 'Enter' });
  await waitFor(() => expect((field as HTMLInputElement).value).toBe(''), SLOW);
}

const posted = () => sent.find((s) => s.method === 'POST')?.body;

describe('Accounting/salesreceipts/New', () => {
  it('adds a scanned code as a line, one more on the same code, and saves it paid in cash', async () => {
    open();
    await scan('BP-1001');
    expect(await screen.findByText('Brake pad set', undefined, SLOW)).toBeTruthy();
    await scan('bp-1001');
    const lines = screen.getByRole('list', { name: 'Lines' });
    expect((within(lines).getByLabelText(/^Qty/) as HTMLInputElement).value).toBe('2');
    // 2 × 1,200 at 18% within the state (the session's branch and a walk-in): ₹2,832.00 with Indian grouping.
    await waitFor(() => expect(screen.getByLabelText('Total').textContent).toBe('₹2,832.00'), SLOW);
    expect(screen.getByLabelText('CGST').textContent).toBe('₹216.00');
    fireEvent.click(screen.getByRole('button', { name: 'Save & print' }));
    await waitFor(() => expect(posted()).toBeDefined(), SLOW);
    expect(posted()).toEqual({
      WhId: 'WH1',
      Lines: [{ ItemId: 'PRT9001', Qty: 2 }],
      Payments: [{ Type: 'Cash', Amt: 2832 }],
    });
    expect(await screen.findByText('Receipt SR/2627/00001 saved.', undefined, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print 80 mm' })).toBeTruthy();
  });

  it('splits the payment: what is still due goes to the next payment, and both are sent', async () => {
    open();
    await scan('BP-1001');
    await waitFor(() => expect(screen.getByLabelText('Total').textContent).toBe('₹1,416.00'), SLOW);
    fireEvent.change(screen.getByLabelText('Payment 1 amount ₹'), { target: { value: '1000' } });
    expect(screen.getByRole('status').textContent).toBe('₹416.00 still due');
    fireEvent.click(screen.getByRole('button', { name: 'Split payment' }));
    expect((screen.getByLabelText('Payment 2 amount ₹') as HTMLInputElement).value).toBe('416');
    fireEvent.change(screen.getByLabelText('Payment 2 reference'), { target: { value: 'UPI-77' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save & print' }));
    await waitFor(() => expect(posted()).toBeDefined(), SLOW);
    expect(posted()?.Payments).toEqual([
      { Type: 'Cash', Amt: 1000 },
      { Type: 'UPI', Amt: 416, Ref: 'UPI-77' },
    ]);
  });

  it('sells to a customer on record from another state: IGST on the screen, the customer sent by id', async () => {
    open();
    await scan('BP-1001');
    fireEvent.change(screen.getByRole('combobox', { name: /^Customer/ }), { target: { value: 'Karna' } });
    fireEvent.click(await screen.findByRole('option', { name: /Karnataka Motors/ }, SLOW));
    // The branch is in Maharashtra (27), the customer's GSTIN in Karnataka (29): IGST 18% of 1,200.
    await waitFor(() => expect(screen.getByLabelText('IGST').textContent).toBe('₹216.00'), SLOW);
    expect(screen.queryByLabelText('CGST')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save & print' }));
    await waitFor(() => expect(posted()).toBeDefined(), SLOW);
    expect(posted()).toMatchObject({ Cust: 'CUST-7', Payments: [{ Type: 'Cash', Amt: 1416 }] });
    expect(posted()?.Walk).toBeUndefined();
  });

  it('shows a refusal on its line and keeps the sale to correct', async () => {
    answer = () =>
      jsonResponse(400, {
        errorCode: 400,
        message: 'Insufficient Quantity.',
        errors: [{ path: 'Lines.0.Qty', message: 'Insufficient Quantity.' }],
      });
    open();
    await scan('BP-1001');
    fireEvent.click(await screen.findByRole('button', { name: 'Save & print' }, SLOW));
    const line = await screen.findByRole('listitem', { name: 'Brake pad set' }, SLOW);
    expect((await within(line).findByRole('alert', undefined, SLOW)).textContent).toBe('Insufficient Quantity.');
    expect(screen.queryByText(/saved/)).toBeNull();
  });

  it('with Block Zero Quantity on, says on the line how much may be sold (stock held for repair orders is not sold)', async () => {
    const most = StockSwitchMessages.onlyAvailable(1, 'SET');
    answer = () =>
      jsonResponse(400, {
        errorCode: 400,
        message: StockSwitchMessages.insufficient,
        errors: [{ path: 'Lines.0.Qty', message: most }],
      });
    open();
    await scan('BP-1001');
    await scan('BP-1001');
    fireEvent.click(await screen.findByRole('button', { name: 'Save & print' }, SLOW));
    const line = await screen.findByRole('listitem', { name: 'Brake pad set' }, SLOW);
    expect((await within(line).findByRole('alert', undefined, SLOW)).textContent).toBe(most);
    expect((within(line).getByRole('textbox', { name: 'Qty' }) as HTMLInputElement).value).toBe('2');
    expect(screen.queryByText(/saved/)).toBeNull();
  });

  it("prices a customer of a category at that category's list, naming the list on the line", async () => {
    open();
    await scan('BP-1001');
    const line = await screen.findByRole('listitem', { name: 'Brake pad set' }, SLOW);
    expect(line.textContent).toContain('₹1,200.00');
    fireEvent.change(screen.getByRole('combobox', { name: /^Customer/ }), { target: { value: 'Karna' } });
    fireEvent.click(await screen.findByRole('option', { name: /Karnataka Motors/ }, SLOW));
    // picked after the scan: the line is looked up again for the category (Cat=Fleet)
    await waitFor(() => expect(line.textContent).toContain('₹1,100.00'), SLOW);
    expect(line.textContent).toContain('Fleet customers list');
    expect(sent.some((s) => s.path.startsWith('Inventory/Items/Sale/') && s.query.Cat === 'Fleet')).toBe(true);
    // IGST 18% of 1,100 (Karnataka buyer)
    await waitFor(() => expect(screen.getByLabelText('Total').textContent).toBe('₹1,298.00'), SLOW);
    // the next scan (back in the item field) is priced for the category at once
    (screen.getByLabelText(/^Item code or name/) as HTMLInputElement).focus();
    await scan('BP-1001');
    expect((within(line).getByLabelText(/^Qty/) as HTMLInputElement).value).toBe('2');
    expect(line.textContent).toContain('Fleet customers list');
  });
});
