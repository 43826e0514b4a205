import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../../components/toast/toast-store';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { ok, refuse, SLOW } from '../testing/inventory-screens-kit';
import { renderItems } from '../testing/item-screens-kit';

let sent: Sent[];
const LIST = { _id: 'PRL1', Name: 'Fleet', Act: true, Count: 1, ver: 2 };
const PART = {
  _id: 'PRT9003',
  PCode: 'EO-3',
  Desc: 'Engine oil',
  Cat: 'X',
  Make: 'Y',
  HSN: '2710',
  UoM: 'LTR',
  UnPr: 450,
  TCode: 1,
};

beforeEach(() => {
  sent = stubServer(({ method, path }) => {
    if (path === 'Inventory/PriceLists' && method === 'POST')
      return ok({ ...LIST, _id: 'PRL2', Name: 'Walk-in', Count: 0, ver: 1 });
    if (path === 'Inventory/PriceLists') return ok({ Items: [LIST] });
    if (path === 'Inventory/PriceLists/PRL1/Prices' && method === 'PUT') return ok({ ...LIST, Count: 2, ver: 3 });
    if (path.startsWith('Inventory/PriceLists/PRL'))
      return ok({
        Items: [{ ItemId: 'PRT9001', PCode: 'OF-1001', Desc: 'Oil filter', UoM: 'NOS', Pr: 123456.7, PartPr: 1250.5 }],
      });
    if (path === 'Inventory/ItemGroups' && method === 'POST')
      return ok({ _id: 'IGR2', Name: 'Brakes', Act: true, ver: 1 });
    if (path === 'Inventory/ItemGroups') return ok({ Items: [{ _id: 'IGR1', Name: 'Filters', Act: true, ver: 1 }] });
    if (path.startsWith('Inventory/MasterItems/Sale/NameSearchLite/')) return ok({ Items: [PART] });
    return refuse(404, 'No fake answer');
  });
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

describe('items/pricelists and items/pricelist/:Id', () => {
  it('lists price lists, opens one with ₹ in Indian grouping, and sets a price in rupees at the list’s ver', async () => {
    renderItems('/items/pricelists');
    fireEvent.click(await screen.findByRole('link', { name: 'Fleet' }, SLOW));
    const table = await screen.findByRole('table', { name: 'Prices' }, SLOW);
    expect(await within(table).findByText('₹1,23,456.70', undefined, SLOW)).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Item' }), { target: { value: 'oil' } });
    fireEvent.click(await screen.findByRole('option', { name: /Engine oil/ }, SLOW));
    fireEvent.change(screen.getByLabelText('Price ₹'), { target: { value: '412.37' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set price' }));
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT')).toBe(true), SLOW);
    expect(sent.find((s) => s.method === 'PUT')?.body).toEqual({ ver: 2, Prices: [{ ItemId: 'PRT9003', Pr: 412.37 }] });
  });

  it('makes a new price list and opens it', async () => {
    renderItems('/items/pricelist/new');
    fireEvent.change(await screen.findByLabelText('Name', undefined, SLOW), { target: { value: 'Walk-in' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save price list' }));
    await waitFor(() => expect(sent.some((s) => s.path === 'Inventory/PriceLists/PRL2/Prices')).toBe(true), SLOW);
  });
});

describe('items/ItemGroups', () => {
  it('lists groups and adds one', async () => {
    renderItems('/items/ItemGroups');
    expect(await screen.findByText('Filters', undefined, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'New group' }));
    fireEvent.change(await screen.findByLabelText('Group name', undefined, SLOW), { target: { value: 'Brakes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save group' }));
    await waitFor(() => expect(sent.some((s) => s.method === 'POST')).toBe(true), SLOW);
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({ Name: 'Brakes' });
    expect(await screen.findByRole('table', { name: 'Item groups' }, SLOW)).toBeTruthy();
  });
});
