import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { UserAndEntity } from '@shared/api/routes/iam';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubServer } from '../../../components/testing/fake-server';
import { jsonResponse, loginAnswer } from '../../../components/testing/fixtures';
import { renderRoutes } from '../../../components/testing/render';
import { stubResizeObserver } from '../../../components/testing/resize-observer';
import { salesOrderScreens } from '../routes/screens';

/**
 * The saved sales order (docs/sales-settings.md §2–§4): every figure of a line readable at 390 px (a card per
 * line) and in the table on a desktop; Print opens the A4 page with the branch's terms; an order that arrived
 * from a connected buyer shows the buyer's purchase order status.
 */

const SLOW = { timeout: 5000 };
const SO_ID = `01JD${'7'.padStart(22, '0')}`;
const ORDER = {
  _id: SO_ID,
  Num: 'SO/2627/00009',
  Sts: 'Approved',
  CrDate: '2026-11-28',
  Cust: 'C1',
  CustName: 'Test Motors workshop',
  GrandTotal: 2832,
  FY: '2627',
  POS: '33',
  IntraState: true,
  Amt: 2500,
  DiscAmt: 0,
  Taxable: 2400,
  CGST: 216,
  SGST: 216,
  IGST: 0,
  Adjust: 0,
  Origin: { Kind: 'ConnectedPO', OrgId: 'org-w', EntId: 'ent-w', PoId: 'PO1', PoNo: 'PO/2627/00031' },
  Lines: [
    {
      _id: 'SO1',
      ItemId: 'PRT1',
      PCode: 'BP-2101',
      Desc: 'Brake pad set',
      UoM: 'SET',
      Qty: 2,
      UnPr: 1250,
      Disc: 100,
      Amt: 2500,
      Taxable: 2400,
      CGST: 216,
      SGST: 216,
      IGST: 0,
      Total: 2832,
    },
  ],
  ver: 4,
};

function session(): UserAndEntity {
  const { Token: _token, ...s } = loginAnswer({
    access: { SA: false, EA: false, Common: {}, Sales: { Access: true, MA: false, SO: 'R' } },
  });
  return {
    ...s,
    Entity: {
      ...s.Entity,
      Config: { ...s.Entity.Config, Sales: { Access: true } },
      Settings: { ...s.Entity.Settings, Sales: { SOTerms: 'Goods once sold are not taken back.' } },
    },
  };
}

beforeEach(() => {
  stubServer(({ path }) => {
    if (path === `Sales/SalesOrders/${SO_ID}`) return jsonResponse(200, ORDER);
    if (path === `ConnectX/SalesOrders/${SO_ID}/Status`)
      return jsonResponse(200, {
        Row: {
          _id: 'r1',
          Kind: 'PurchaseOrder',
          At: '2026-11-28T10:00:00Z',
          PartyName: 'Test Motors workshop',
          Own: { DocId: SO_ID, Num: ORDER.Num, Sts: 'Approved' },
          Their: { DocId: 'PO1', Num: 'PO/2627/00031', Sts: 'Sent' },
          State: 'Delivered',
          LineCount: 1,
        },
      });
    return jsonResponse(404, { errorCode: 404, message: 'No fake answer' });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const routes = [{ path: '/SalesOrder/SO/:Id', Component: salesOrderScreens.so.Component }];

describe('a saved sales order', () => {
  it('shows every figure of a line as a card at 390 px, and as the table at 1366 px', async () => {
    const report = stubResizeObserver();
    renderRoutes(routes, `/SalesOrder/SO/${SO_ID}`, session());
    expect(await screen.findByRole('table', { name: 'Items' }, SLOW)).toBeTruthy();
    act(() => report(390));
    expect(screen.queryByRole('table', { name: 'Items' })).toBeNull();
    const card = within(screen.getByRole('region', { name: 'Items' })).getByRole('listitem');
    const figures: [string, string][] = [
      ['Qty', '2 SET'],
      ['Price', '₹1,250.00'],
      ['Discount', '₹100.00'],
      ['Taxable', '₹2,400.00'],
      ['GST', '₹432.00'],
      ['Total', '₹2,832.00'],
    ];
    for (const [label, value] of figures)
      expect(within(card).getByText(label).nextElementSibling?.textContent).toBe(value);
    act(() => report(1366));
    expect(screen.getByRole('table', { name: 'Items' })).toBeTruthy();
  });

  it("prints on A4 with the branch's terms for orders", async () => {
    renderRoutes(routes, `/SalesOrder/SO/${SO_ID}`, session());
    fireEvent.click(await screen.findByRole('button', { name: 'Print' }, SLOW));
    const page = await screen.findByRole('dialog', { name: /Sales Order SO\/2627\/00009/ }, SLOW);
    expect(within(page).getByText('Goods once sold are not taken back.')).toBeTruthy();
    expect(within(page).getByText('GST by rate')).toBeTruthy();
  });

  it("shows the connected buyer's purchase order and its status", async () => {
    renderRoutes(routes, `/SalesOrder/SO/${SO_ID}`, session());
    expect(
      await screen.findByText("Test Motors workshop's purchase order PO/2627/00031: Sent (on Karkhana).", {}, SLOW),
    ).toBeTruthy();
  });
});
