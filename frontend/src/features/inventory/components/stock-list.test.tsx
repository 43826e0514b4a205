import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { ok, refuse, renderInventory, SLOW, WAREHOUSES } from '../testing/inventory-screens-kit';

let sent: Sent[];
const row = (over: Record<string, unknown>) => ({
  ItemId: 'PRT9001',
  PCode: 'BP-1001',
  Desc: 'Brake pad set, front',
  UoM: 'SET',
  WhId: 'WH1',
  OnHand: 11,
  Reserved: 3,
  Available: 8,
  Value: 286183.5,
  AvgCost: 26016.68,
  UpDt: '2026-11-28T10:00:00Z',
  ...over,
});

beforeEach(() => {
  sent = stubServer(({ path, query }) => {
    if (path === 'Inventory/Settings/Warehouses') return ok(WAREHOUSES);
    if (path === 'Inventory/Stock')
      return ok({
        Items:
          query.Wh === 'WH2'
            ? [
                row({
                  WhId: 'WH2',
                  OnHand: 2.5,
                  Reserved: 0,
                  Available: 2.5,
                  UoM: 'LTR',
                  Desc: 'Engine oil',
                  Value: 1030.88,
                }),
              ]
            : [row({})],
      });
    return refuse(404, 'No fake answer');
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('items/inventory', () => {
  it('lists stock per warehouse with ₹ in Indian grouping, and one warehouse by its chip', async () => {
    renderInventory('/items/inventory');
    const table = await screen.findByRole('table', { name: 'Stock, recently moved first' }, SLOW);
    const first = (await within(table).findAllByTestId('stock-row', undefined, SLOW))[0] as HTMLElement;
    expect(within(first).getByText('₹2,86,183.50')).toBeTruthy();
    expect(within(first).getByText('11 SET')).toBeTruthy();
    // On hand, reserved for open repair orders, and available.
    expect(within(first).getByText('3')).toBeTruthy();
    expect(within(first).getByText('8')).toBeTruthy();
    await waitFor(() => expect(within(first).getByText('Main')).toBeTruthy(), SLOW);

    fireEvent.click(await screen.findByRole('button', { name: 'Rack B' }, SLOW));
    await waitFor(
      () => expect(sent.some((s) => s.path === 'Inventory/Stock' && s.query.Wh === 'WH2')).toBe(true),
      SLOW,
    );
    expect(await screen.findByText('2.5 LTR', undefined, SLOW)).toBeTruthy();
    expect(screen.getByText('₹1,030.88')).toBeTruthy();
  });
});
