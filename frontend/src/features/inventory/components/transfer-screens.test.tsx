import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../components/testing/render';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { clearToasts } from '../../../components/toast/toast-store';
import { inventoryScreens } from '../routes/screens';
import { ok, partsClerkSession, refuse, SLOW, WAREHOUSES } from '../testing/inventory-screens-kit';

/** Transfer orders and material in/out against the fake server, as a parts clerk of branch ent-1. */

const ID = `01JE${'7'.padStart(22, '0')}`;
const ROW = {
  _id: ID,
  Num: 'TO/2627/4',
  Date: '2026-11-28',
  DispDate: '2026-11-28',
  Sts: 'In Transit',
  FromEntId: 'ent-1',
  FromEntName: 'Demo Motors Pune',
  FromWhId: 'WH1',
  FromWhName: 'Main',
  ToEntId: 'ent-2',
  ToEntName: 'Demo Spares Hub',
  ToWhId: 'WH9',
  ToWhName: 'Spares Store',
  LineCount: 1,
  Value: 104067.5,
  ver: 2,
};
const LINE = { _id: 'TL1', ItemId: 'PRT9001', PCode: 'BP-1001', Desc: 'Brake pad set, front', UoM: 'SET', Qty: 4 };
const PART = {
  _id: 'PRT9001',
  PCode: 'BP-1001',
  Desc: 'Brake pad set, front',
  Cat: 'CAT-BRAKES',
  Make: 'Maruti Suzuki',
  HSN: '87083000',
  UoM: 'SET',
  UnPr: 1200,
  TCode: 106,
};
const DESTINATIONS = [
  {
    EntId: 'ent-1',
    DName: 'Demo Motors Pune',
    Warehouses: [
      { _id: 'WH1', Name: 'Main' },
      { _id: 'WH2', Name: 'Rack B' },
    ],
  },
  { EntId: 'ent-2', DName: 'Demo Spares Hub', Warehouses: [{ _id: 'WH9', Name: 'Spares Store' }] },
];

const MOUT = {
  _id: `01JE${'8'.padStart(22, '0')}`,
  Num: 'MOUT/2627/2',
  Date: '2026-11-28',
  Sts: 'Posted',
  CrBy: 'user-1',
  CrByName: 'Parts Clerk',
  CrAt: '2026-11-28T10:00:00Z',
  LineCount: 1,
  Value: -129999.4,
  ver: 1,
};
const MOUT_LINE = {
  _id: 'MO1',
  ItemId: 'PRT9001',
  PCode: 'BP-1001',
  Desc: 'Brake pad set, front',
  UoM: 'SET',
  WhId: 'WH2',
  Qty: 2,
  Reason: 'Workshop consumables',
  UnCost: 64999.7,
  Value: -129999.4,
};

let sent: Sent[];
let transfer: Record<string, unknown>;
let created: () => Response;

function Where() {
  const location = useLocation();
  return <p data-testid="elsewhere">{location.pathname}</p>;
}
const renderAt = (at: string) =>
  renderRoutes(
    [
      { path: '/transferorder/transferorderderdashboard', Component: inventoryScreens.transfers.Component },
      { path: '/transferorder/transferorder/New', Component: inventoryScreens.transferNew.Component },
      { path: '/transferorder/transferorder/:Id', Component: inventoryScreens.transfer.Component },
      { path: '/mi/mi/New', Component: inventoryScreens.materialInNew.Component },
      { path: '/mout/moutdashboard', Component: inventoryScreens.materialOutList.Component },
      { path: '/mout/mout/:Id', Component: inventoryScreens.materialOut.Component },
      { path: '/mout/mout/New', Component: inventoryScreens.materialOutNew.Component },
      { path: '*', Component: Where },
    ],
    at,
    partsClerkSession(),
  );

beforeEach(() => {
  transfer = { ...ROW, Lines: [{ ...LINE, UnCost: 26016.88, Value: 104067.5 }] };
  created = () => ok({ ...ROW, Lines: [LINE] });
  sent = stubServer(({ method, path, query }) => {
    if (path === 'Inventory/Settings/Warehouses') return ok(WAREHOUSES);
    if (path === 'Inventory/TransferDestinations') return ok(DESTINATIONS);
    if (path.startsWith('Inventory/Items/Purchase/NameSearchLite/')) return ok({ Items: [PART] });
    if (path === 'Inventory/TransferOrders' && method === 'POST') return created();
    if (path === 'Inventory/TransferOrders') return ok({ Items: query.Direction === 'In' ? [] : [ROW] });
    if (path === `Inventory/TransferOrders/${ID}/Receive`) return ok({ ...transfer, Sts: 'Received' });
    if (path === `Inventory/TransferOrders/${ID}/Dispatch`)
      return refuse(400, 'Insufficient Quantity.', [{ path: 'Lines.0.Qty', message: 'Insufficient Quantity.' }]);
    if (path === `Inventory/TransferOrders/${ID}`) return ok(transfer);
    if (path === 'Inventory/MaterialOut') return ok({ Items: [MOUT] });
    if (path === `Inventory/MaterialOut/${MOUT._id}`) return ok({ ...MOUT, Lines: [MOUT_LINE] });
    if (path === 'Inventory/MaterialIn' && method === 'POST') return ok({ ...ROW, Num: 'MI/2627/1', Lines: [] });
    return refuse(404, 'No fake answer');
  });
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

async function pickItem(): Promise<void> {
  fireEvent.change(await screen.findByRole('combobox', { name: 'Item 1' }, SLOW), { target: { value: 'brake' } });
  fireEvent.click(await screen.findByRole('option', { name: /Brake pad set, front/ }, SLOW));
}

describe('transferorder/transferorderderdashboard', () => {
  it('lists the transfers sent from here with ₹ in Indian grouping, and those coming here on the other chip', async () => {
    renderAt('/transferorder/transferorderderdashboard');
    expect(await screen.findByText('TO/2627/4', undefined, SLOW)).toBeTruthy();
    expect(screen.getByText('₹1,04,067.50')).toBeTruthy();
    expect(screen.getByText('Demo Spares Hub · Spares Store')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Coming here' }));
    expect(await screen.findByText('Nothing is on its way here.', undefined, SLOW)).toBeTruthy();
    expect(sent.some((s) => s.path === 'Inventory/TransferOrders' && s.query.Direction === 'In')).toBe(true);
  });
});

describe('transferorder/transferorder/New', () => {
  async function fill(): Promise<void> {
    renderAt('/transferorder/transferorder/New');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Demo Spares Hub' })).toBeTruthy(), SLOW);
    await waitFor(() => expect(screen.getAllByRole('option', { name: 'Rack B' }).length).toBeGreaterThan(0), SLOW);
    fireEvent.change(screen.getByLabelText(/^From warehouse/), { target: { value: 'WH1' } });
    fireEvent.change(screen.getByLabelText(/^To branch/), { target: { value: 'ent-2' } });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Spares Store' })).toBeTruthy(), SLOW);
    fireEvent.change(screen.getByLabelText(/^To warehouse/), { target: { value: 'WH9' } });
    await pickItem();
    fireEvent.change(screen.getByLabelText(/^Quantity/), { target: { value: '4' } });
  }

  it('dispatches to another branch and opens the transfer', async () => {
    await fill();
    fireEvent.click(screen.getByRole('button', { name: 'Dispatch' }));
    await waitFor(() => expect(sent.some((s) => s.method === 'POST')).toBe(true), SLOW);
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({
      FromWhId: 'WH1',
      ToEntId: 'ent-2',
      ToWhId: 'WH9',
      Lines: [{ ItemId: 'PRT9001', Qty: 4 }],
      Dispatch: true,
    });
    expect(await screen.findByText('TO/2627/4 · In Transit', undefined, SLOW)).toBeTruthy();
  });

  it("keeps a draft, and shows the server's 'Insufficient Quantity.' on the line", async () => {
    created = () => refuse(400, 'Insufficient Quantity.', [{ path: 'Lines.0.Qty', message: 'Insufficient Quantity.' }]);
    await fill();
    fireEvent.click(screen.getByRole('button', { name: 'Dispatch' }));
    await waitFor(() => expect(screen.getByLabelText(/^Quantity/).getAttribute('aria-invalid')).toBe('true'), SLOW);
    expect(screen.getAllByText('Insufficient Quantity.')).toHaveLength(1);
    created = () => ok({ ...ROW, Sts: 'Draft', Value: 0, Lines: [LINE] });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent.filter((s) => s.method === 'POST')).toHaveLength(2), SLOW);
    expect(sent.filter((s) => s.method === 'POST')[1]?.body?.Dispatch).toBe(false);
  });
});

describe('transferorder/transferorder/:Id', () => {
  it('receives a transfer on its way here', async () => {
    transfer = { ...transfer, FromEntId: 'ent-2', FromEntName: 'Demo Spares Hub', ToEntId: 'ent-1', ToWhName: 'Main' };
    renderAt(`/transferorder/transferorder/${ID}`);
    expect(await screen.findByText('Demo Spares Hub · Main', undefined, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dispatch' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Receive' }));
    await waitFor(() => expect(sent.some((s) => s.path.endsWith('/Receive') && s.method === 'POST')).toBe(true), SLOW);
  });

  it('offers a draft of this branch for dispatch, and shows a refusal above the lines', async () => {
    transfer = { ...transfer, Sts: 'Draft', Value: 0, Lines: [LINE] };
    renderAt(`/transferorder/transferorder/${ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Dispatch' }, SLOW));
    expect(await screen.findByText('Insufficient Quantity.', undefined, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel transfer' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Receive' })).toBeNull();
  });
});

describe('material in and out', () => {
  it('posts material in with its unit cost and reason', async () => {
    renderAt('/mi/mi/New');
    await pickItem();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Rack B' })).toBeTruthy(), SLOW);
    fireEvent.change(screen.getByLabelText(/^Warehouse/), { target: { value: 'WH2' } });
    fireEvent.change(screen.getByLabelText(/^Quantity/), { target: { value: '7.5' } });
    fireEvent.change(screen.getByLabelText(/^Unit cost/), { target: { value: '133.33' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save material in' }));
    await waitFor(() => expect(sent.some((s) => s.method === 'POST')).toBe(true), SLOW);
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({
      Lines: [{ ItemId: 'PRT9001', WhId: 'WH2', Qty: 7.5, Reason: 'Customer supplied', UnCost: 133.33 }],
    });
  });

  it('lists material out with ₹ in Indian grouping and opens one with its lines', async () => {
    renderAt('/mout/moutdashboard');
    expect(await screen.findByText('MOUT/2627/2', undefined, SLOW)).toBeTruthy();
    expect(screen.getByText('-₹1,29,999.40')).toBeTruthy();
    fireEvent.click(screen.getByText('MOUT/2627/2'));
    expect(await screen.findByText('Workshop consumables', undefined, SLOW)).toBeTruthy();
    expect(screen.getByText('Rack B')).toBeTruthy();
  });

  it('asks material out for no cost: it leaves at the average', async () => {
    renderAt('/mout/mout/New');
    const form = await screen.findByRole('form', { name: 'New Material Out' }, SLOW);
    expect(within(form).queryByLabelText(/^Unit cost/)).toBeNull();
    expect(within(form).getByRole('option', { name: 'Workshop consumables' })).toBeTruthy();
  });
});
