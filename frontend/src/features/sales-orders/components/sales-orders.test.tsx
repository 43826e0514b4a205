import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserAndEntity } from '@shared/api/routes/iam';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { jsonResponse, loginAnswer } from '../../../components/testing/fixtures';
import { renderRoutes } from '../../../components/testing/render';
import { brakePadsOnSale, ONE_WAREHOUSE } from '../../../components/testing/sale-answers';
import { salesOrderScreens } from '../routes/screens';

/**
 * Sales order and estimate screens against the fake server (docs/sales-orders.md
 * §7): the dashboard's chips, rows in ₹ with Indian grouping and its empty state;
 * a new order made in the line grid, saved, opened saved and opened again with
 * its actions enabled (Approve at its ver); the actions a user's rights allow; an
 * approved estimate converted, opening the new order.
 */

const SLOW = { timeout: 5000 };
const ok = (body: unknown) => jsonResponse(200, body);
const SO_ID = `01JD${'8'.padStart(22, '0')}`;
const SE_ID = `01JD${'9'.padStart(22, '0')}`;

const line = {
  _id: 'SO1',
  ItemId: 'PRT1',
  PCode: 'BP-2101',
  Desc: 'Brake pad set',
  HSN: '87083000',
  UoM: 'SET',
  Qty: 3,
  UnPr: 1200,
  Disc: 0,
  TCode: 106,
  Amt: 3600,
  Taxable: 3600,
  CGST: 324,
  SGST: 324,
  IGST: 0,
  Total: 4248,
  DlvQty: 0,
  InvQty: 0,
  Avl: 2,
};
const ORDER = {
  _id: SO_ID,
  Num: 'SO/2627/00007',
  Sts: 'New',
  CrDate: '2026-11-28',
  Cust: 'C1',
  CustName: 'Velu Motors',
  ExpDate: '2026-12-05',
  GrandTotal: 4248,
  FY: '2627',
  WhId: 'WH1',
  POS: '33',
  IntraState: true,
  Amt: 3600,
  DiscAmt: 0,
  Taxable: 3600,
  CGST: 324,
  SGST: 324,
  IGST: 0,
  Adjust: 0,
  Lines: [line],
  ver: 1,
};
const ESTIMATE = {
  ...ORDER,
  _id: SE_ID,
  Num: 'SE/2627/00003',
  Sts: 'Approved',
  Lines: [{ ...line, _id: 'SE1', DlvQty: undefined, InvQty: undefined }],
  ver: 2,
};

function session(sales: Record<string, unknown>): UserAndEntity {
  const { Token: _token, ...s } = loginAnswer({
    access: { SA: false, EA: false, Common: {}, Sales: { Access: true, MA: false, ...sales } },
  });
  return { ...s, Entity: { ...s.Entity, Config: { ...s.Entity.Config, Sales: { Access: true } } } };
}
const MANAGER = { SO: 'CRU', Est: 'CRU', ApprSO: true, ApprEst: true };

let sent: Sent[];
let order: Record<string, unknown>;
let list: Record<string, unknown>;
beforeEach(() => {
  order = ORDER;
  list = {
    Items: [{ ...ORDER, GrandTotal: 123456.5 }],
    Counts: { Draft: 1, New: 2, Approved: 3 },
  };
  sent = stubServer(({ method, path }) => {
    if (path === 'Sales/SalesOrders' && method === 'POST') {
      order = { ...ORDER, Sts: 'Draft' };
      return ok(order);
    }
    if (path === 'Sales/SalesOrders' || path === 'Sales/SalesEstimates') return ok(list);
    if (path === `Sales/SalesOrders/${SO_ID}`) return ok(order);
    if (path === `Sales/SalesOrders/${SO_ID}/Approve`) {
      order = { ...ORDER, Sts: 'Approved', ver: 3 };
      return ok(order);
    }
    if (path === `Sales/SalesEstimates/${SE_ID}`) return ok(ESTIMATE);
    if (path === `Sales/SalesEstimates/${SE_ID}/Convert`) return ok({ ...ORDER, EstId: SE_ID, EstNum: ESTIMATE.Num });
    if (path === 'Inventory/Settings/Warehouses') return ok(ONE_WAREHOUSE);
    if (path === 'Customers/Search') return ok({ Items: [{ _id: 'C1', DName: 'Velu Motors', Type: 'Company' }] });
    if (path.startsWith('Inventory/Items/Sale/NameSearchLite/')) return ok({ Items: [brakePadsOnSale('BP-2101')] });
    return jsonResponse(404, { errorCode: 404, message: 'No fake answer' });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const routes = [
  { path: '/SalesOrder/SODashboard', Component: salesOrderScreens.soDashboard.Component },
  { path: '/SalesOrder/SO/New', Component: salesOrderScreens.soNew.Component },
  { path: '/SalesOrder/SO/:Id', Component: salesOrderScreens.so.Component },
  { path: '/SalesOrder/SalesEstDashboard', Component: salesOrderScreens.estDashboard.Component },
  { path: '/SalesOrder/Estimate/:Id', Component: salesOrderScreens.est.Component },
];

describe('SalesOrder/SODashboard', () => {
  it('lists the orders with their status counts and ₹ in Indian grouping; a chip asks for its status', async () => {
    renderRoutes(routes, '/SalesOrder/SODashboard', session({ SO: 'R' }));
    expect((await screen.findAllByText('SO/2627/00007', undefined, SLOW)).length).toBeGreaterThan(0);
    expect(screen.getAllByText('₹1,23,456.50').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: /^Approved/ }));
    await waitFor(() => expect(sent.some((s) => s.query.Sts === 'Approved')).toBe(true));
  });

  it('lists one customer’s orders when a customer is picked', async () => {
    renderRoutes(routes, '/SalesOrder/SODashboard', session({ SO: 'R' }));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Customer' }, SLOW), { target: { value: 'Velu' } });
    const customer = await screen.findByRole('option', { name: /Velu Motors/ }, SLOW);
    act(() => fireEvent.click(customer));
    await waitFor(() => expect(sent.some((s) => s.path === 'Sales/SalesOrders' && s.query.Cust === 'C1')).toBe(true));
  });

  it('says how to start when there are none', async () => {
    list = { Items: [], Counts: {} };
    renderRoutes(routes, '/SalesOrder/SalesEstDashboard', session({ Est: 'R' }));
    expect(await screen.findByText(/No sales estimates yet/, undefined, SLOW)).toBeTruthy();
  });
});

describe('a sales order saved, reopened and acted on', () => {
  it('is made in the line grid, saved as a draft, opens saved, and opened again offers Approve that acts at its ver', async () => {
    const router = renderRoutes(routes, '/SalesOrder/SO/New', session(MANAGER));
    await waitFor(() => expect((screen.getByLabelText('From warehouse') as HTMLSelectElement).value).toBe('WH1'), SLOW);
    fireEvent.change(screen.getByRole('combobox', { name: 'Customer' }), { target: { value: 'Velu' } });
    const customer = await screen.findByRole('option', { name: /Velu Motors/ }, SLOW);
    act(() => fireEvent.click(customer));
    fireEvent.change(screen.getByRole('combobox', { name: /^Item, line 1$/ }), { target: { value: 'BP-2' } });
    const item = await screen.findByRole('option', { name: /Brake pad set/ }, SLOW);
    act(() => fireEvent.click(item));
    fireEvent.change(screen.getByRole('textbox', { name: /^Qty, line 1$/ }), { target: { value: '3' } });
    expect(screen.getAllByText('₹3,600.00').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent.find((s) => s.method === 'POST')).toBeTruthy());
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({
      Cust: 'C1',
      WhId: 'WH1',
      Lines: [{ ItemId: 'PRT1', Qty: 3, UnPr: 1200 }],
      Sts: 'Draft',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/SalesOrder/SO/${SO_ID}`));
    expect(await screen.findByText('Sales order SO/2627/00007', undefined, SLOW)).toBeTruthy();
    // Reload: the saved order opened afresh, New now, with its actions enabled as the rules allow.
    cleanup();
    order = ORDER;
    renderRoutes(routes, `/SalesOrder/SO/${SO_ID}`, session(MANAGER));
    const approve = await screen.findByRole('button', { name: 'Approve' }, SLOW);
    expect(approve.hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    // Two are available of the three ordered: shown short.
    expect(screen.getByText('2').className).toContain('kk-sales-doc__short');
    fireEvent.click(approve);
    await waitFor(() =>
      expect(sent.find((s) => s.path === `Sales/SalesOrders/${SO_ID}/Approve`)?.body).toEqual({ ver: 1 }),
    );
    await waitFor(() => expect(screen.getByText('Approved')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Close order' })).toBeTruthy();
  });

  it('offers a clerk without ApprSO Edit but no Approve, and a reader no actions but the audit log', async () => {
    renderRoutes(routes, `/SalesOrder/SO/${SO_ID}`, session({ SO: 'CRU' }));
    expect(await screen.findByRole('button', { name: 'Edit' }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    cleanup();
    renderRoutes(routes, `/SalesOrder/SO/${SO_ID}`, session({ SO: 'R' }));
    expect(await screen.findByRole('button', { name: 'Audit log' }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Cancel sales order/ })).toBeNull();
  });
});

describe('SalesOrder/Estimate/:Id', () => {
  it('converts an approved estimate at its ver and opens the new sales order', async () => {
    const router = renderRoutes(routes, `/SalesOrder/Estimate/${SE_ID}`, session(MANAGER));
    fireEvent.click(await screen.findByRole('button', { name: 'Convert to sales order' }, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/SalesOrder/SO/${SO_ID}`));
    expect(sent.find((s) => s.path === `Sales/SalesEstimates/${SE_ID}/Convert`)?.body).toEqual({ ver: 2 });
  });
});
