import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { ok, refuse, SLOW } from '../testing/inventory-screens-kit';
import { ITEM, renderItems } from '../testing/item-screens-kit';

let sent: Sent[];

beforeEach(() => {
  sent = stubServer(({ path, query }) => {
    if (path === 'Inventory/MasterItems')
      return ok({ Items: query.Q === 'zzz' ? [] : [ITEM], ...(query.Q ? {} : { Next: 'c2' }) });
    return refuse(404, 'No fake answer');
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('items/masteritemlist', () => {
  it('lists items recently changed first with ₹ in Indian grouping, searches, and opens an item', async () => {
    renderItems('/items/masteritemlist');
    const table = await screen.findByRole('table', { name: 'Items, recently changed first' }, SLOW);
    const row = (await within(table).findAllByTestId('item-row', undefined, SLOW))[0] as HTMLElement;
    expect(within(row).getByText('₹1,250.50')).toBeTruthy();
    expect(within(row).getByText('Filters')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search items'), { target: { value: 'zzz' } });
    expect(await screen.findByText('No item matches this search.', undefined, SLOW)).toBeTruthy();
    expect(sent.some((s) => s.path === 'Inventory/MasterItems' && s.query.Q === 'zzz')).toBe(true);

    fireEvent.change(screen.getByLabelText('Search items'), { target: { value: '' } });
    fireEvent.click(await screen.findByRole('link', { name: 'OF-1001' }, SLOW));
    await waitFor(() => expect(sent.some((s) => s.path === 'Inventory/MasterItems/PRT9001')).toBe(true), SLOW);
  });
});
