import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../../components/toast/toast-store';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { renderRoutes } from '../../../components/testing/render';
import { inventoryScreens } from '../routes/screens';
import { ok, partsClerkSession, refuse, renderInventory, SLOW, WAREHOUSES } from '../testing/inventory-screens-kit';

/**
 * Batches and serial numbers on the screens (docs/inventory-batches.md §9): the
 * adjustment line and the Issue Parts panel ask for a batch and expiry, or
 * serial numbers, only for a tracked item, send them, and show a refusal there.
 */

let sent: Sent[];
let adjustment: () => Response;
let issued: () => Response;
const OIL = {
  _id: 'PRT9601',
  PCode: 'OIL-5W30',
  Desc: 'Engine oil 5W-30',
  Cat: 'CAT-OIL',
  Make: 'Castrol',
  HSN: '2710',
  UoM: 'LTR',
  UnPr: 420,
  TCode: 106,
};
const BATTERY = { ...OIL, _id: 'PRT9603', PCode: 'BAT-35AH', Desc: 'Battery 35 Ah', UoM: 'NOS' };
const TRACKING: Record<string, unknown> = {
  PRT9601: {
    ItemId: 'PRT9601',
    Track: 'BN',
    Batches: [{ ItemId: 'PRT9601', WhId: 'WH1', Batch: 'OIL-A', Exp: '2030-01-31', OnHand: 4, Expired: false }],
    Serials: [],
  },
  PRT9603: { ItemId: 'PRT9603', Track: 'SN', Batches: [], Serials: [] },
};
const SAVED = {
  _id: 'D1',
  Num: 'ADJ/2627/00004',
  Date: '2026-11-28',
  Sts: 'Adjusted',
  CrBy: 'u',
  CrAt: '2026-11-28T10:00:00Z',
  LineCount: 1,
  Value: 840,
  ver: 1,
  Lines: [],
};
const ROW = {
  DocId: '01JD00000000000000000000W1',
  Num: 'WO/2627/00012',
  Sts: 'Approved',
  ver: 3,
  LineId: 'WP1',
  ItemId: 'PRT9603',
  Desc: 'Battery 35 Ah',
  UoM: 'NOS',
  Qty: 2,
  IQty: 0,
  ToIssue: 2,
  Track: 'SN',
};

beforeEach(() => {
  adjustment = () => ok(SAVED);
  issued = () =>
    ok({
      message: 'Quantity Updated Successfully.',
      DocId: ROW.DocId,
      Num: ROW.Num,
      ver: 4,
      Sts: 'Approved',
      LineId: 'WP1',
      Qty: 2,
      IQty: 2,
      RQty: 2,
      Batch: 'B-1, B-2',
      Movement: { MovId: 'M1', Qty: -2, UnCost: 4200, Value: -8400, OnHand: 1, Serials: ['B-1', 'B-2'] },
    });
  sent = stubServer(({ method, path, query }) => {
    if (path === 'Inventory/Settings/Warehouses') return ok(WAREHOUSES);
    if (path.startsWith('Inventory/Items/Purchase/NameSearchLite/battery')) return ok({ Items: [BATTERY] });
    if (path.startsWith('Inventory/Items/Purchase/NameSearchLite/')) return ok({ Items: [OIL] });
    const tracking = /^Inventory\/Items\/(\w+)\/Batches$/.exec(path);
    if (tracking) return ok(TRACKING[tracking[1] ?? '']);
    if (path === 'Inventory/Adjustments' && method === 'POST') return adjustment();
    if (path === 'Inventory/Adjustments') return ok({ Items: [] });
    if (path === 'Inventory/IssueParts' && method === 'POST') return issued();
    if (path === 'Inventory/MaterialOut' && method === 'POST') return ok({ ...SAVED, _id: 'M1', Num: 'MO/2627/1' });
    if (path === 'Inventory/IssueParts')
      return ok({ Items: [query.Issued ? { ...ROW, IQty: 2, ToIssue: 0, Batch: 'B-1, B-2' } : ROW] });
    return refuse(404, 'No fake answer');
  });
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

async function pick(text: string, name: RegExp, qty: string): Promise<void> {
  renderInventory('/items/adjustment/new');
  fireEvent.change(await screen.findByRole('combobox', { name: 'Item 1' }, SLOW), { target: { value: text } });
  fireEvent.click(await screen.findByRole('option', { name }, SLOW));
  await waitFor(() => expect(screen.getByRole('option', { name: 'Rack B' })).toBeTruthy(), SLOW);
  fireEvent.change(screen.getByLabelText(/^Warehouse/), { target: { value: 'WH1' } });
  fireEvent.change(screen.getByLabelText(/^Quantity/), { target: { value: qty } });
}

const posted = async (path: string) => {
  await waitFor(() => expect(sent.some((s) => s.method === 'POST' && s.path === path)).toBe(true), SLOW);
  return sent.find((s) => s.method === 'POST' && s.path === path)?.body;
};

describe('the adjustment line of a tracked item', () => {
  it('asks stock found of a batch-tracked item for its batch and expiry, and sends them', async () => {
    await pick('oil', /Engine oil/, '6');
    fireEvent.change(await screen.findByLabelText(/^Batch/, undefined, SLOW), { target: { value: 'OIL-B' } });
    fireEvent.change(screen.getByLabelText(/^Expiry date/), { target: { value: '2030-06-30' } });
    fireEvent.change(screen.getByLabelText(/^Unit cost/), { target: { value: '420' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save adjustment' }));
    expect(await posted('Inventory/Adjustments')).toEqual({
      Lines: [
        {
          ItemId: 'PRT9601',
          WhId: 'WH1',
          Qty: 6,
          Reason: 'Stock count',
          UnCost: 420,
          Batch: 'OIL-B',
          Exp: '2030-06-30',
        },
      ],
    });
  });

  it("offers the batches in stock for a loss, without an expiry, and shows the server's expired-batch refusal under the batch", async () => {
    const message =
      'Batch OIL-A expired on 2030-01-31: expired stock is only written off (an adjustment with the reason Expired).';
    adjustment = () => refuse(400, message, [{ path: 'Lines.0.Batch', message }]);
    await pick('oil', /Engine oil/, '-1');
    const batch = await screen.findByLabelText(/^Batch/, undefined, SLOW);
    expect(screen.queryByLabelText(/^Expiry date/)).toBeNull();
    expect(screen.getByText('Empty: earliest expiry first.')).toBeTruthy();
    expect(document.querySelector(`datalist option[value="OIL-A"]`)).toBeTruthy();
    fireEvent.change(batch, { target: { value: 'OIL-A' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save adjustment' }));
    await waitFor(() => expect(screen.getByLabelText(/^Batch/).getAttribute('aria-invalid')).toBe('true'), SLOW);
    expect(screen.getAllByText(message)).toHaveLength(1);
  });

  it('asks a serial-tracked item for its serial numbers and sends one per unit', async () => {
    await pick('battery', /Battery 35 Ah/, '2');
    fireEvent.change(await screen.findByLabelText(/^Serial numbers/, undefined, SLOW), {
      target: { value: 'B-1, B-2' },
    });
    expect(screen.queryByLabelText(/^Batch/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save adjustment' }));
    expect(((await posted('Inventory/Adjustments')) as { Lines: unknown[] }).Lines[0]).toMatchObject({
      Serials: ['B-1', 'B-2'],
    });
  });
});

describe('material out of a serial-tracked item', () => {
  it('asks for the serial numbers of the units going out and sends them', async () => {
    renderRoutes(
      [
        { path: '/mout/mout/New', Component: inventoryScreens.materialOutNew.Component },
        { path: '*', Component: () => null },
      ],
      '/mout/mout/New',
      partsClerkSession(),
    );
    fireEvent.change(await screen.findByRole('combobox', { name: 'Item 1' }, SLOW), { target: { value: 'battery' } });
    fireEvent.click(await screen.findByRole('option', { name: /Battery 35 Ah/ }, SLOW));
    await waitFor(() => expect(screen.getByRole('option', { name: 'Rack B' })).toBeTruthy(), SLOW);
    fireEvent.change(screen.getByLabelText(/^Warehouse/), { target: { value: 'WH1' } });
    fireEvent.change(screen.getByLabelText(/^Quantity/), { target: { value: '1' } });
    fireEvent.change(await screen.findByLabelText(/^Serial numbers/, undefined, SLOW), { target: { value: 'B-7' } });
    fireEvent.click(screen.getByRole('button', { name: /^Save/ }));
    expect(((await posted('Inventory/MaterialOut')) as { Lines: unknown[] }).Lines[0]).toMatchObject({
      ItemId: 'PRT9603',
      Qty: 1,
      Serials: ['B-7'],
    });
  });
});

describe('Issue Parts, issued lines', () => {
  it('shows what a tracked line holds beside the part', async () => {
    renderInventory('/items/IssueParts');
    fireEvent.click(await screen.findByRole('button', { name: 'Issued' }, SLOW));
    expect(await screen.findByText('Battery 35 Ah · B-1, B-2', undefined, SLOW)).toBeTruthy();
  });
});

describe('Issue Parts for a serial-tracked part', () => {
  it('sends the serial numbers with the issue, and shows a serial issued twice in the panel', async () => {
    const twice =
      'Serial number B-1 is not in stock in this warehouse: it has been issued already or was never received.';
    issued = () => refuse(400, twice, [{ path: 'Serials', message: twice }]);
    renderInventory('/items/IssueParts');
    fireEvent.click(await screen.findByRole('button', { name: /Choose WO\/2627\/00012 Battery/ }, SLOW));
    const form = await screen.findByRole('form', { name: 'Issue part' }, SLOW);
    await within(form).findByRole('option', { name: 'Rack B' }, SLOW);
    fireEvent.change(within(form).getByLabelText(/^Warehouse/), { target: { value: 'WH1' } });
    fireEvent.change(within(form).getByLabelText(/^Serial numbers/), { target: { value: 'B-1 B-2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Issue' }));
    expect(await posted('Inventory/IssueParts')).toEqual({
      DocId: ROW.DocId,
      LineId: 'WP1',
      WhId: 'WH1',
      Qty: 2,
      Serials: ['B-1', 'B-2'],
    });
    expect(await within(form).findByText(twice, undefined, SLOW)).toBeTruthy();
  });
});
