import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserAndEntity } from '@shared/api/routes/iam';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../../components/toast/toast-store';
import { renderRoutes } from '../../../components/testing/render';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { inventoryScreens } from '../routes/screens';
import { ok, partsClerkSession, refuse, SLOW, WAREHOUSES } from '../testing/inventory-screens-kit';
import { GROUPS, ITEM, ITEM_ANSWER } from '../testing/item-screens-kit';

/**
 * Units of measure and SKUs on the stock forms and item screens
 * (docs/inventory-items.md §5, §13): with MUoM on, a line picks one of its item's
 * units and sends it; with SKU on, the item's SKU is shown, searched and entered;
 * a new part starts in the branch's default unit (DUoM).
 */

let sent: Sent[];
let adjusted: () => Response;
const FILTER = {
  _id: 'PRT9001',
  PCode: 'OF-1001',
  Desc: 'Oil filter Swift',
  Cat: 'CAT-FILTERS',
  Make: 'Maruti Suzuki',
  HSN: '84212300',
  UoM: 'NOS',
  UnPr: 1250.5,
  TCode: 106,
  SKU: 'FLT-0001',
  UoMs: [{ UoM: 'BOX', Per: 12 }],
};
const SAVED = {
  _id: `01JD${'9'.padStart(22, '0')}`,
  Num: 'ADJ/2627/00004',
  Date: '2026-11-28',
  Sts: 'Adjusted',
  CrBy: 'user-1',
  CrAt: '2026-11-28T10:00:00Z',
  LineCount: 1,
  Value: 1440,
  ver: 1,
  Lines: [],
};
const MOUT_LINE = {
  _id: 'MO1',
  ItemId: 'PRT9001',
  PCode: 'OF-1001',
  Desc: 'Oil filter Swift',
  UoM: 'NOS',
  WhId: 'WH1',
  Qty: 12,
  EnUoM: 'BOX',
  EnQty: 1,
  Reason: 'Workshop consumables',
  UnCost: 80,
  Value: -960,
};
const DESTINATIONS = [{ EntId: 'ent-1', DName: 'Demo Motors Pune', Warehouses: [{ _id: 'WH2', Name: 'Rack B' }] }];

/** A parts clerk of a branch with MUoM and SKU on, and LTR (position 3) as its default unit. */
function session(on = true): UserAndEntity {
  const s = partsClerkSession();
  return {
    ...s,
    Entity: {
      ...s.Entity,
      Config: { ...s.Entity.Config, Inventory: { Access: true, Features: { MUoM: on } } },
      Settings: { ...s.Entity.Settings, Inventory: { DUoM: 3, SKU: on } },
    },
  };
}
const renderAt = (at: string, on = true) =>
  renderRoutes(
    [
      { path: '/items/adjustment/new', Component: inventoryScreens.adjustmentNew.Component },
      { path: '/mi/mi/New', Component: inventoryScreens.materialInNew.Component },
      { path: '/transferorder/transferorder/New', Component: inventoryScreens.transferNew.Component },
      { path: '/items/masteritem/New', Component: inventoryScreens.itemNew.Component },
      { path: '/items/masteritemlist', Component: inventoryScreens.itemList.Component },
      { path: '/items/masteritem/:Id', Component: inventoryScreens.itemView.Component },
      { path: '/items/inventory', Component: inventoryScreens.stock.Component },
      { path: '/mout/mout/:Id', Component: inventoryScreens.materialOut.Component },
      { path: '*', Component: () => <p>elsewhere</p> },
    ],
    at,
    session(on),
  );

const BALANCE = {
  ItemId: 'PRT9001',
  PCode: 'OF-1001',
  SKU: 'FLT-0001',
  Desc: 'Oil filter Swift',
  UoM: 'NOS',
  WhId: 'WH1',
  OnHand: 18,
  Reserved: 0,
  Available: 18,
  Value: 1440,
  AvgCost: 80,
  UpDt: '2026-11-28T10:00:00Z',
};

beforeEach(() => {
  adjusted = () => ok(SAVED);
  sent = stubServer(({ method, path }) => {
    if (path === 'Inventory/Settings/Warehouses') return ok(WAREHOUSES);
    if (path === 'Inventory/Settings/Lists/Reasons')
      return ok([{ _id: 'r1', Name: 'Stock count', Active: true, ver: 1 }]);
    if (path.startsWith('Inventory/Settings/Lists/')) return ok([]);
    if (path.startsWith('Inventory/Items/Purchase/NameSearchLite/')) return ok({ Items: [FILTER] });
    if (path.startsWith('Inventory/MasterItems/Sale/NameSearchLite/')) return ok({ Items: [FILTER] });
    if (path === 'Inventory/Adjustments' && method === 'POST') return adjusted();
    if (path === 'Inventory/Adjustments') return ok({ Items: [] });
    if (path === 'Inventory/MaterialIn' && method === 'POST') return ok({ ...SAVED, Num: 'MI/2627/1' });
    if (path === 'Inventory/TransferDestinations') return ok(DESTINATIONS);
    if (path === 'Inventory/TransferOrders' && method === 'POST')
      return refuse(400, 'This item has no unit BOX.', [
        { path: 'Lines.0.UoM', message: 'This item has no unit BOX.' },
      ]);
    if (path === 'Inventory/MasterItems' && method === 'POST') return ok(ITEM_ANSWER);
    if (path === 'Inventory/MasterItems') return ok({ Items: [{ ...ITEM, SKU: 'FLT-0001' }] });
    if (path === 'Inventory/ItemGroups') return ok(GROUPS);
    if (path === 'Inventory/MasterItems/PRT9001') return ok({ ...ITEM_ANSWER, SKU: 'FLT-0001' });
    if (path === 'Inventory/Items/PRT9001/Movements') return ok({ Items: [], Balances: [BALANCE] });
    if (path === 'Inventory/Stock') return ok({ Items: [BALANCE] });
    if (path === `Inventory/MaterialOut/${SAVED._id}`)
      return ok({ ...SAVED, Num: 'MOUT/2627/3', Sts: 'Posted', Lines: [MOUT_LINE] });
    return refuse(404, 'No fake answer');
  });
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

async function pickFilter(): Promise<void> {
  fireEvent.change(await screen.findByRole('combobox', { name: 'Item 1' }, SLOW), { target: { value: 'flt' } });
  // The lookup shows the SKU beside the part code.
  fireEvent.click(await screen.findByRole('option', { name: /Oil filter Swift.*SKU FLT-0001/ }, SLOW));
}
const posted = () => sent.find((s) => s.method === 'POST')?.body as { Lines: Record<string, unknown>[] };

describe('a line in another of its item’s units (MUoM)', () => {
  it('adjusts 1.5 BOX: the unit is offered once the item is picked and sent with the line', async () => {
    renderAt('/items/adjustment/new');
    await pickFilter();
    const unit = (await screen.findByLabelText(/^Unit$/, undefined, SLOW)) as HTMLSelectElement;
    expect([...unit.options].map((o) => o.textContent)).toEqual(['NOS', 'BOX (12 NOS)']);
    expect(unit.value).toBe('NOS');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Rack B' })).toBeTruthy(), SLOW);
    fireEvent.change(screen.getByLabelText(/^Warehouse/), { target: { value: 'WH1' } });
    fireEvent.change(screen.getByLabelText(/^Quantity/), { target: { value: '1.5' } });
    fireEvent.change(unit, { target: { value: 'BOX' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save adjustment' }));
    await waitFor(() => expect(posted()).toBeTruthy(), SLOW);
    expect(posted().Lines).toEqual([{ ItemId: 'PRT9001', WhId: 'WH1', Qty: 1.5, UoM: 'BOX', Reason: 'Stock count' }]);
  });

  it("shows the server's refusal of the quantity in that unit on the line", async () => {
    adjusted = () =>
      refuse(400, 'This comes to a part of a NOS, which is counted whole.', [
        { path: 'Lines.0.Qty', message: 'This comes to a part of a NOS, which is counted whole.' },
      ]);
    renderAt('/items/adjustment/new');
    await pickFilter();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Rack B' })).toBeTruthy(), SLOW);
    fireEvent.change(screen.getByLabelText(/^Warehouse/), { target: { value: 'WH1' } });
    fireEvent.change(screen.getByLabelText(/^Quantity/), { target: { value: '1.04' } });
    fireEvent.change(await screen.findByLabelText(/^Unit$/, undefined, SLOW), { target: { value: 'BOX' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save adjustment' }));
    await waitFor(() => expect(screen.getByLabelText(/^Quantity/).getAttribute('aria-invalid')).toBe('true'), SLOW);
    expect(screen.getByText('This comes to a part of a NOS, which is counted whole.')).toBeTruthy();
  });

  it('offers no unit and sends none while MUoM is off', async () => {
    renderAt('/mi/mi/New', false);
    await pickFilter();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Rack B' })).toBeTruthy(), SLOW);
    expect(screen.queryByLabelText(/^Unit$/)).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Warehouse/), { target: { value: 'WH2' } });
    fireEvent.change(screen.getByLabelText(/^Quantity/), { target: { value: '24' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save material in' }));
    await waitFor(() => expect(posted()).toBeTruthy(), SLOW);
    expect(posted().Lines).toEqual([{ ItemId: 'PRT9001', WhId: 'WH2', Qty: 24, Reason: 'Customer supplied' }]);
  });

  it('brings 2 BOX in by material in', async () => {
    renderAt('/mi/mi/New');
    await pickFilter();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Rack B' })).toBeTruthy(), SLOW);
    fireEvent.change(screen.getByLabelText(/^Warehouse/), { target: { value: 'WH2' } });
    fireEvent.change(screen.getByLabelText(/^Quantity/), { target: { value: '2' } });
    fireEvent.change(await screen.findByLabelText(/^Unit$/, undefined, SLOW), { target: { value: 'BOX' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save material in' }));
    await waitFor(() => expect(posted()).toBeTruthy(), SLOW);
    expect(posted().Lines).toEqual([
      { ItemId: 'PRT9001', WhId: 'WH2', Qty: 2, UoM: 'BOX', Reason: 'Customer supplied' },
    ]);
  });

  it('sends the unit on a transfer line and shows a refusal of it on the unit', async () => {
    renderAt('/transferorder/transferorder/New');
    await waitFor(() => expect(screen.getAllByRole('option', { name: 'Rack B' }).length).toBeGreaterThan(0), SLOW);
    fireEvent.change(screen.getByLabelText(/^From warehouse/), { target: { value: 'WH1' } });
    fireEvent.change(screen.getByLabelText(/^To warehouse/), { target: { value: 'WH2' } });
    await pickFilter();
    fireEvent.change(screen.getByLabelText(/^Quantity/), { target: { value: '1' } });
    fireEvent.change(await screen.findByLabelText(/^Unit$/, undefined, SLOW), { target: { value: 'BOX' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dispatch' }));
    await waitFor(() => expect(screen.getByLabelText(/^Unit$/).getAttribute('aria-invalid')).toBe('true'), SLOW);
    expect(posted().Lines).toEqual([{ ItemId: 'PRT9001', Qty: 1, UoM: 'BOX' }]);
  });
});

describe('a document line entered in another unit', () => {
  it('shows what was entered beside what moved on the material out', async () => {
    renderAt(`/mout/mout/${SAVED._id}`);
    expect(await screen.findByText('1 BOX (12 NOS)', undefined, SLOW)).toBeTruthy();
  });
});

describe('items with SKUs and units', () => {
  it('starts a new part in the default unit (DUoM) and sends the SKU typed', async () => {
    renderAt('/items/masteritem/New');
    const form = await screen.findByRole('form', { name: 'New item' }, SLOW);
    fireEvent.click(within(form).getByLabelText('A new part of our own'));
    expect((within(form).getByLabelText(/^Unit/) as HTMLSelectElement).value).toBe('LTR');
    fireEvent.click(within(form).getByLabelText('A catalogue part'));
    fireEvent.change(within(form).getByRole('combobox', { name: 'Catalogue part' }), { target: { value: 'oil' } });
    fireEvent.click(await screen.findByRole('option', { name: /Oil filter Swift/ }, SLOW));
    fireEvent.change(within(form).getByLabelText(/^SKU/), { target: { value: ' FLT-0001 ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Make item' }));
    await waitFor(() => expect(posted()).toBeTruthy(), SLOW);
    expect(posted()).toEqual({ ItemId: 'PRT9001', SKU: 'FLT-0001' });
  });

  it('shows the SKU in the item list and the stock list, and on hand in the larger unit on the item', async () => {
    renderAt('/items/masteritemlist');
    expect(await screen.findByRole('columnheader', { name: 'SKU' }, SLOW)).toBeTruthy();
    expect(screen.getAllByText('FLT-0001').length).toBeGreaterThan(0);
    cleanup();
    renderAt('/items/inventory');
    expect(await screen.findByRole('columnheader', { name: 'SKU' }, SLOW)).toBeTruthy();
    cleanup();
    renderAt('/items/masteritem/PRT9001');
    // 18 NOS with 1 BOX = 12 NOS.
    expect(await screen.findByText('18 NOS = 1 BOX 6 NOS', undefined, SLOW)).toBeTruthy();
    expect(screen.getByText(/SKU FLT-0001 · Unit NOS · 1 BOX = 12 NOS/)).toBeTruthy();
  });
});
