import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../components/testing/render';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { clearToasts } from '../../../components/toast/toast-store';
import { inventoryScreens } from '../routes/screens';
import { ok, partsClerkSession, refuse, SLOW, WAREHOUSES } from '../testing/inventory-screens-kit';

/**
 * The transfer screen's steps beyond dispatch (docs/inventory-transfers.md §8):
 * a receipt in part, naming the batches or serials that arrived; a cancel in
 * transit; a draft changed at its ver. Against the fake server, as a parts clerk of ent-1.
 */

const ID = `01JE${'9'.padStart(22, '0')}`;
const HEAD = {
  _id: ID,
  Num: 'TO/2627/7',
  Date: '2026-11-28',
  DispDate: '2026-11-28',
  Sts: 'In Transit',
  FromEntId: 'ent-2',
  FromEntName: 'Demo Spares Hub',
  FromWhId: 'WH9',
  FromWhName: 'Spares Store',
  ToEntId: 'ent-1',
  ToEntName: 'Demo Motors Pune',
  ToWhId: 'WH1',
  ToWhName: 'Main',
  LineCount: 2,
  Value: 11653.31,
  ver: 3,
};
const OIL = {
  _id: 'TL1',
  ItemId: 'PRT9421',
  PCode: 'OIL-5W30',
  Desc: 'Engine oil 5W-30',
  UoM: 'LTR',
  Qty: 4,
  UnCost: 413.33,
  Value: 1653.33,
  Track: 'BN',
  Batch: 'OIL-A, OIL-B',
  Batches: [
    { Batch: 'OIL-A', Exp: '2030-01-31', Qty: 2 },
    { Batch: 'OIL-B', Exp: '2030-06-30', Qty: 2 },
  ],
};
const BATTERY = {
  _id: 'TL2',
  ItemId: 'PRT9423',
  PCode: 'BAT-35AH',
  Desc: 'Battery 35 Ah',
  UoM: 'NOS',
  Qty: 2,
  UnCost: 4999.99,
  Value: 9999.98,
  Track: 'SN',
  Serials: ['B-1', 'B-2'],
};

let sent: Sent[];
let transfer: Record<string, unknown>;

const renderAt = () =>
  renderRoutes(
    [{ path: '/transferorder/transferorder/:Id', Component: inventoryScreens.transfer.Component }],
    `/transferorder/transferorder/${ID}`,
    partsClerkSession(),
  );

beforeEach(() => {
  transfer = { ...HEAD, Lines: [OIL, BATTERY] };
  sent = stubServer(({ method, path }) => {
    if (path === 'Inventory/Settings/Warehouses') return ok(WAREHOUSES);
    if (path === 'Inventory/TransferDestinations')
      return ok([{ EntId: 'ent-1', DName: 'Demo Motors Pune', Warehouses: WAREHOUSES }]);
    if (path.endsWith('/Batches')) return refuse(403, 'Not allowed.');
    if (path === `Inventory/TransferOrders/${ID}/Receive`) return ok({ ...transfer, Sts: 'Partially Received' });
    if (path === `Inventory/TransferOrders/${ID}/Cancel`) return ok({ ...transfer, Sts: 'Cancelled' });
    if (path === `Inventory/TransferOrders/${ID}` && method === 'PUT') return ok({ ...transfer, ver: 2 });
    if (path === `Inventory/TransferOrders/${ID}`) return ok(transfer);
    return refuse(404, 'No fake answer');
  });
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

describe('receiving in part', () => {
  it('starts every field at what is in transit, and sends the batches and serials that arrived', async () => {
    renderAt();
    const form = await screen.findByRole('form', { name: 'Receive' }, SLOW);
    const oil = within(form).getByRole('group', { name: 'Received Engine oil 5W-30' });
    expect(within(oil).getByText('Engine oil 5W-30 · in transit 4 LTR')).toBeTruthy();
    const a = within(oil).getByLabelText(/^Batch OIL-A/);
    expect((a as HTMLInputElement).value).toBe('2');
    fireEvent.change(a, { target: { value: '0' } });
    fireEvent.change(within(oil).getByLabelText(/^Batch OIL-B/), { target: { value: '1.5' } });
    fireEvent.click(within(form).getByLabelText('B-1'));
    fireEvent.click(within(form).getByRole('button', { name: 'Receive' }));
    await waitFor(() => expect(sent.some((s) => s.path.endsWith('/Receive'))).toBe(true), SLOW);
    expect(sent.find((s) => s.path.endsWith('/Receive'))?.body).toEqual({
      Lines: [
        { _id: 'TL1', Qty: 1.5, Batches: [{ Batch: 'OIL-B', Qty: 1.5 }] },
        { _id: 'TL2', Qty: 1, Serials: ['B-2'] },
      ],
    });
    expect(await screen.findByText('Transfer TO/2627/7 partly received: the rest is still in transit.')).toBeTruthy();
  });

  it('shows what is still in transit after an earlier receipt, and only that to receive', async () => {
    transfer = {
      ...HEAD,
      Sts: 'Partially Received',
      RecValue: 620,
      Lines: [{ ...OIL, RecQty: 1.5, RecValue: 620, RecBatches: [{ Batch: 'OIL-B', Exp: '2030-06-30', Qty: 1.5 }] }],
    };
    renderAt();
    // ₹11,653.31 left, ₹620.00 arrived: ₹11,033.31 still in transit.
    expect(await screen.findByText('₹11,033.31', undefined, SLOW)).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Receive' });
    expect(within(form).getByText('Engine oil 5W-30 · in transit 2.5 LTR')).toBeTruthy();
    expect((within(form).getByLabelText(/^Batch OIL-B/) as HTMLInputElement).value).toBe('0.5');
  });
});

describe('cancelling in transit and changing a draft', () => {
  it('lets the sender cancel a transfer in transit, saying where the rest goes', async () => {
    transfer = { ...HEAD, FromEntId: 'ent-1', ToEntId: 'ent-2', FromWhName: 'Main', Lines: [OIL] };
    renderAt();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel transfer' }, SLOW));
    expect(
      screen.getByText('Cancel this transfer? What is still in transit goes back to Main at the value it left with.'),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Receive' })).toBeNull();
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel transfer' }));
    await waitFor(() => expect(sent.some((s) => s.path.endsWith('/Cancel'))).toBe(true), SLOW);
  });

  it('changes a draft at its ver: the quantity and the notes, nothing else reset', async () => {
    const line = { _id: 'TL1', ItemId: 'PRT9001', PCode: 'BP-1001', Desc: 'Brake pad set, front', UoM: 'SET', Qty: 4 };
    transfer = {
      ...HEAD,
      Sts: 'Draft',
      Value: 0,
      FromEntId: 'ent-1',
      FromWhId: 'WH1',
      ToEntId: 'ent-1',
      ToWhId: 'WH2',
      Notes: 'For bay 2',
      Lines: [line],
    };
    renderAt();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit draft' }, SLOW));
    const form = await screen.findByRole('form', { name: 'Edit transfer TO/2627/7' }, SLOW);
    const qty = within(form).getByLabelText(/^Quantity/);
    expect((qty as HTMLInputElement).value).toBe('4');
    fireEvent.change(qty, { target: { value: '3' } });
    await waitFor(
      () => expect(within(form).getAllByRole('option', { name: 'Rack B' }).length).toBeGreaterThan(0),
      SLOW,
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT')).toBe(true), SLOW);
    expect(sent.find((s) => s.method === 'PUT')?.body).toEqual({
      FromWhId: 'WH1',
      ToEntId: 'ent-1',
      ToWhId: 'WH2',
      Notes: 'For bay 2',
      Lines: [{ ItemId: 'PRT9001', Qty: 3 }],
      ver: 3,
    });
    expect(await screen.findByText('Transfer TO/2627/7 saved.')).toBeTruthy();
  });
});
