import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PriceListMessages } from '@shared/inventory/price-list-messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../../components/toast/toast-store';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { ok, refuse, SLOW } from '../testing/inventory-screens-kit';
import { renderItems } from '../testing/item-screens-kit';

/**
 * The price list's customer category and validity (docs/inventory-items.md §6):
 * the list shows them, the new form sends them, an overlap refused by the server
 * shows on Valid from, and the list's screen edits them at its ver (an emptied
 * date cleared with null).
 */

let sent: Sent[];
const FLEET = { _id: 'PRL1', Name: 'Fleet 2026', CatId: 'Fleet', From: '2026-04-01', To: '2027-03-31', Act: true };
const RETAIL = { _id: 'PRL2', Name: 'Retail', Act: true };
const lists = [
  { ...FLEET, Count: 3, ver: 4 },
  { ...RETAIL, Count: 0, ver: 1 },
];
const OVERLAP = PriceListMessages.overlaps(FLEET, 'Fleet');
// The organisation's customer categories (settings/customercategories): the form picks from the active ones.
const CATEGORIES = [
  { _id: 'C1', Name: 'Fleet', Active: true, Used: true, ver: 1 },
  { _id: 'C2', Name: 'Retail', Active: true, ver: 1 },
  { _id: 'C3', Name: 'Insurance', Active: false, ver: 2 },
];
const optionsOf = (select: HTMLElement) =>
  [...(select as HTMLSelectElement).options].map((o) => [o.value, o.textContent]);

beforeEach(() => {
  sent = stubServer(({ method, path, body }) => {
    if (path === 'Inventory/PriceLists' && method === 'POST') {
      const b = body as { From?: string };
      if (b.From === '2026-10-01') return refuse(400, OVERLAP, [{ path: 'From', message: OVERLAP }]);
      return ok({ ...(body as object), _id: 'PRL9', Act: true, Count: 0, ver: 1 });
    }
    if (path === 'Inventory/PriceLists') return ok({ Items: lists });
    if (path === 'Settings/CustomerCategories') return ok(CATEGORIES);
    if (path === 'Inventory/PriceLists/PRL1' && method === 'PUT')
      return ok({ ...FLEET, To: undefined, Count: 3, ver: 5 });
    if (path.endsWith('/Prices')) return ok({ Items: [] });
    return refuse(404, 'No fake answer');
  });
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

describe('price lists by customer category and dates', () => {
  it('lists each with its customers and validity', async () => {
    renderItems('/items/pricelists');
    const table = await screen.findByRole('table', { name: 'Price lists' }, SLOW);
    const fleet = within(table).getByText('Fleet 2026').closest('tr');
    expect(fleet?.textContent).toContain('Fleet');
    expect(fleet?.textContent).toContain('1 Apr 2026 – 31 Mar 2027');
    const retail = within(table).getByText('Retail').closest('tr');
    expect(retail?.textContent).toContain('All customers');
    expect(retail?.textContent).toContain('Always');
  });

  it('sends the category and dates; an overlap shows on Valid from and nothing else is sent', async () => {
    renderItems('/items/pricelist/new');
    fireEvent.change(await screen.findByLabelText('Name', undefined, SLOW), { target: { value: 'Fleet Diwali' } });
    const category = screen.getByLabelText(/Customer category/);
    await waitFor(() => expect((category as HTMLSelectElement).options).toHaveLength(3), SLOW);
    expect(optionsOf(category)).toEqual([
      ['', 'All customers'],
      ['Fleet', 'Fleet'],
      ['Retail', 'Retail'],
    ]);
    fireEvent.change(category, { target: { value: 'Fleet' } });
    fireEvent.change(screen.getByLabelText('Valid from'), { target: { value: '2026-10-01' } });
    fireEvent.change(screen.getByLabelText('Valid to'), { target: { value: '2026-11-05' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save price list' }));
    expect(await screen.findByText(OVERLAP, undefined, SLOW)).toBeTruthy();
    expect(screen.getByLabelText('Valid from').getAttribute('aria-invalid')).toBe('true');
    const posts = sent.filter((s) => s.method === 'POST');
    expect(posts.map((s) => s.body)).toEqual([
      { Name: 'Fleet Diwali', CatId: 'Fleet', From: '2026-10-01', To: '2026-11-05' },
    ]);
    // the next year instead: saved, and its prices open
    fireEvent.change(screen.getByLabelText('Valid from'), { target: { value: '2027-04-01' } });
    fireEvent.change(screen.getByLabelText('Valid to'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save price list' }));
    await waitFor(() => expect(sent.some((s) => s.path === 'Inventory/PriceLists/PRL9/Prices')).toBe(true), SLOW);
    expect(sent.filter((s) => s.method === 'POST')[1]?.body).toEqual({
      Name: 'Fleet Diwali',
      CatId: 'Fleet',
      From: '2027-04-01',
    });
  });

  it("edits a list's dates at its ver; an emptied end date is cleared", async () => {
    renderItems('/items/pricelist/PRL1');
    const details = await screen.findByRole('form', { name: 'Price list details' }, SLOW);
    await waitFor(() => expect(within(details).getByLabelText('Valid to')).toHaveProperty('value', '2027-03-31'), SLOW);
    fireEvent.change(within(details).getByLabelText('Valid to'), { target: { value: '' } });
    fireEvent.click(within(details).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT')).toBe(true), SLOW);
    expect(sent.find((s) => s.method === 'PUT')?.body).toEqual({
      ver: 4,
      Name: 'Fleet 2026',
      Desc: '',
      CatId: 'Fleet',
      From: '2026-04-01',
      To: null,
      Act: true,
    });
  });

  it('keeps a stored category as it is: spelled as stored, or marked when it is not on the list', async () => {
    const categoryOf = async (CatId: string) => {
      cleanup();
      lists[0] = { ...FLEET, CatId, Count: 3, ver: 4 };
      renderItems('/items/pricelist/PRL1');
      const details = await screen.findByRole('form', { name: 'Price list details' }, SLOW);
      const category = within(details).getByLabelText(/Customer category/);
      await waitFor(() => expect((category as HTMLSelectElement).value).toBe(CatId), SLOW);
      return optionsOf(category);
    };
    try {
      expect(await categoryOf('fleet ')).toEqual([
        ['', 'All customers'],
        ['fleet ', 'Fleet'],
        ['Retail', 'Retail'],
      ]);
      expect(await categoryOf('Taxi')).toEqual([
        ['', 'All customers'],
        ['Taxi', 'Taxi (not on the list)'],
        ['Fleet', 'Fleet'],
        ['Retail', 'Retail'],
      ]);
    } finally {
      lists[0] = { ...FLEET, Count: 3, ver: 4 };
    }
  });
});
