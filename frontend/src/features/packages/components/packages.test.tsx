import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserAndEntity } from '@shared/api/routes/iam';
import { FulfilmentMessages } from '@shared/fulfilment/fulfilment-messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { jsonResponse, loginAnswer } from '../../../components/testing/fixtures';
import { renderRoutes } from '../../../components/testing/render';
import { ONE_WAREHOUSE } from '../../../components/testing/sale-answers';
import { packageScreens } from '../routes/screens';
import { FulfilmentPanel } from '../../../components/fulfilment/fulfilment-panel';

/**
 * Packages' screens against the fake server (docs/sales-fulfilment.md §8): the dashboard's chips and ₹ in
 * Indian grouping, its empty state; Ship only with PkgShp and at the package's ver; packing sends the picked
 * quantities and shows a refusal under its line; the order's fulfilment panel offers Create invoice only for
 * what was shipped and not invoiced.
 */

const SLOW = { timeout: 5000 };
const ok = (body: unknown) => jsonResponse(200, body);
const ID = `01JD${'8'.padStart(22, '0')}`;
const SO_ID = `01JD${'9'.padStart(22, '0')}`;

const PKG = {
  _id: ID,
  ver: 1,
  Num: 'PKG/2627/00001',
  Date: '2026-11-28',
  Sts: 'Not Shipped',
  PkgSts: 'Fulfilled',
  SoId: SO_ID,
  SoNum: 'SO/2627/00004',
  Cust: { Id: 'C1', Name: 'Velu Motors' },
  WhId: 'WH1',
  WhName: 'Hosur Store',
  Total: 123456.5,
  EwayBillDue: true,
  Lines: [{ _id: 'PL1', SoLineId: 'SO1', ItemId: 'PRT1', Desc: 'Brake pad set', UoM: 'SET', Qty: 2, Total: 2832 }],
};
const FUL = {
  SoId: SO_ID,
  Num: 'SO/2627/00004',
  ver: 5,
  Sts: 'Shipped',
  Packages: 'Partially Shipped',
  Lines: [
    { LineId: 'SO1', Desc: 'Brake pad set', UoM: 'SET', Ordered: 4, Packed: 2, Shipped: 2, Delivered: 0, Invoiced: 0 },
    { LineId: 'SO2', Desc: 'Oil filter', UoM: 'NOS', Ordered: 6, Packed: 0, Shipped: 0, Delivered: 0, Invoiced: 0 },
  ],
  Invoices: [],
};

function session(so: string, flags: Record<string, boolean> = {}, invoice = 'CR'): UserAndEntity {
  const { Token: _token, ...s } = loginAnswer({
    access: {
      SA: false,
      EA: false,
      Common: {},
      Sales: { Access: true, MA: false, SO: so, ...flags },
      Accounting: { Access: true, MA: false, Invoice: invoice },
    },
  });
  return {
    ...s,
    Entity: { ...s.Entity, Config: { ...s.Entity.Config, Sales: { Access: true }, Accounting: { Access: true } } },
  };
}

let sent: Sent[];
let pkg: Record<string, unknown>;
let list: Record<string, unknown>;
let stepAnswer: () => Response;
beforeEach(() => {
  pkg = PKG;
  list = { Items: [PKG], Counts: { 'Not Shipped': 1, Shipped: 3, Delivered: 7 } };
  stepAnswer = () => ok({ ...PKG, Sts: 'Shipped', PkgSts: 'Shipped', ver: 2, Cost: 1600 });
  sent = stubServer(({ method, path }) => {
    if (path === 'Sales/Packages' && method === 'POST') return stepAnswer();
    if (path === 'Sales/Packages') return ok(list);
    if (path === `Sales/Packages/${ID}`) return ok(pkg);
    if (method === 'POST' && path.startsWith(`Sales/Packages/${ID}/`)) return stepAnswer();
    if (path === `Sales/SalesOrders/${SO_ID}/Fulfilment`) return ok(FUL);
    if (path === `Sales/SalesOrders/${SO_ID}/Invoice`) return stepAnswer();
    if (path === 'Inventory/Settings/Warehouses') return ok(ONE_WAREHOUSE);
    return jsonResponse(404, { errorCode: 404, message: 'No fake answer' });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const routes = [
  { path: '/SalesOrder/PackagesDashboard', Component: packageScreens.packageDashboard.Component },
  { path: '/SalesOrder/Package/New', Component: packageScreens.packageNew.Component },
  { path: '/SalesOrder/Package/:Id', Component: packageScreens.package.Component },
  { path: '/SalesOrder/SO/:Id', Component: () => <FulfilmentPanel soId={SO_ID} /> },
  { path: '/Accounting/Invoice/:Id', Component: () => <p>Invoice screen</p> },
];

describe('SalesOrder/PackagesDashboard', () => {
  it('lists packages with their status counts and ₹ in Indian grouping; a chip asks for its status', async () => {
    renderRoutes(routes, '/SalesOrder/PackagesDashboard', session('R'));
    expect((await screen.findAllByText('PKG/2627/00001', undefined, SLOW)).length).toBeGreaterThan(0);
    expect(screen.getAllByText('₹1,23,456.50').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: /^Delivered/ }));
    await waitFor(() => expect(sent.some((s) => s.query.Sts === 'Delivered')).toBe(true));
  });

  it('says how to start when there are none', async () => {
    list = { Items: [], Counts: {} };
    renderRoutes(routes, '/SalesOrder/PackagesDashboard', session('R'));
    expect(await screen.findByText(/No packages yet/, undefined, SLOW)).toBeTruthy();
  });
});

describe('SalesOrder/Package/:Id', () => {
  it('ships at its ver with the carrier for a user with PkgShp; without the flag there is no Ship', async () => {
    renderRoutes(routes, `/SalesOrder/Package/${ID}`, session('RU'));
    expect(await screen.findByText('Package PKG/2627/00001', undefined, SLOW)).toBeTruthy();
    expect(screen.getByText(/e-way bill/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ship' })).toBeNull();
    cleanup();
    renderRoutes(routes, `/SalesOrder/Package/${ID}`, session('RU', { PkgShp: true }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ship' }, SLOW));
    fireEvent.change(screen.getByLabelText('Carrier'), { target: { value: 'VRL Logistics' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ship package' }));
    await waitFor(() =>
      expect(sent.find((s) => s.method === 'POST')?.body).toEqual({ ver: 1, Carrier: 'VRL Logistics' }),
    );
    expect(sent.find((s) => s.method === 'POST')?.path).toBe(`Sales/Packages/${ID}/Ship`);
  });
});

describe('SalesOrder/Package/:Id shipped', () => {
  it('offers Delivered and, above ₹50,000, the e-way bill file; no Ship again', async () => {
    pkg = {
      ...PKG,
      Sts: 'Shipped',
      PkgSts: 'Shipped',
      ver: 2,
      Cost: 1600,
      Ship: { Carrier: 'VRL', Date: '2026-11-28' },
    };
    renderRoutes(routes, `/SalesOrder/Package/${ID}`, session('RU', { PkgShp: true }));
    expect(await screen.findByRole('button', { name: 'Delivered' }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ship' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'E-way bill' }));
    expect(await screen.findByLabelText('Distance (km)', undefined, SLOW)).toBeTruthy();
  });
});

describe('SalesOrder/Package/New', () => {
  it('packs what is left by line at the order’s ver, and shows a refusal under its line', async () => {
    const message = FulfilmentMessages.overPack('2 SET', 'Brake pad set');
    stepAnswer = () => jsonResponse(400, { errorCode: 400, message, errors: [{ path: 'Lines.0.Qty', message }] });
    renderRoutes(routes, `/SalesOrder/Package/New?SoId=${SO_ID}`, session('RU'));
    const pads = await screen.findByLabelText('Brake pad set: 2 SET left to pack', undefined, SLOW);
    fireEvent.change(pads, { target: { value: '3' } });
    await waitFor(() => expect((screen.getByLabelText('From warehouse') as HTMLSelectElement).value).toBe('WH1'));
    fireEvent.click(screen.getByRole('button', { name: 'Pack' }));
    expect(await screen.findByText(message, undefined, SLOW)).toBeTruthy();
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({
      SoId: SO_ID,
      SoVer: 5,
      WhId: 'WH1',
      Lines: [
        { LineId: 'SO1', Qty: 3 },
        { LineId: 'SO2', Qty: 6 },
      ],
    });
  });
});

describe('the fulfilment panel', () => {
  it('invoices what was shipped and not invoiced, then opens the invoice; a reader sees the figures only', async () => {
    renderRoutes(routes, `/SalesOrder/SO/${SO_ID}`, session('R'));
    expect(await screen.findByText('Packages: Partially Shipped', undefined, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create invoice' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New package' })).toBeNull();
    cleanup();
    stepAnswer = () => ok({ InvoiceId: 'INV-1', InvoiceNum: 'INV/2627/00009', Fulfilment: FUL });
    renderRoutes(routes, `/SalesOrder/SO/${SO_ID}`, session('RU'));
    expect(await screen.findByRole('button', { name: 'New package' }, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create invoice' }));
    // Only the shipped line is offered, at what is shipped and not invoiced.
    expect(screen.getByLabelText('Brake pad set: 2 SET shipped, not invoiced')).toBeTruthy();
    expect(screen.queryByLabelText(/Oil filter/)).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Create invoice' }).at(-1)!);
    expect(await screen.findByText('Invoice screen', undefined, SLOW)).toBeTruthy();
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({ ver: 5, Lines: [{ LineId: 'SO1', Qty: 2 }] });
  });
});
