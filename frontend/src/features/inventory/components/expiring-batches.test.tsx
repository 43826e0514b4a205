import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { renderRoutes } from '../../../components/testing/render';
import { inventoryScreens } from '../routes/screens';
import { ok, partsClerkSession, refuse, SLOW, WAREHOUSES } from '../testing/inventory-screens-kit';

/** reports/drugexpirereport, Expiring Batches (docs/inventory-batches.md §8). */

let sent: Sent[];
const ROWS = [
  {
    ItemId: 'PRT0388',
    PCode: '99000M52R00',
    Desc: 'Engine oil 5W-30',
    WhId: 'WH1',
    Batch: 'EO1-B24',
    Exp: '2026-11-08',
    OnHand: 12,
    Expired: true,
  },
  {
    ItemId: 'PRT0388',
    PCode: '99000M52R00',
    Desc: 'Engine oil 5W-30',
    WhId: 'WH2',
    Batch: 'EO1-B25',
    Exp: '2026-12-16',
    OnHand: 1234.5,
    Expired: false,
  },
];

beforeEach(() => {
  sent = stubServer(({ path, query }) => {
    if (path === 'Inventory/Settings/Warehouses') return ok(WAREHOUSES);
    if (path === 'Inventory/Batches/Expiring') return ok({ Items: query.Through ? ROWS.slice(0, 1) : ROWS });
    return refuse(404, 'No fake answer');
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const render = () =>
  renderRoutes(
    [{ path: '/reports/drugexpirereport', Component: inventoryScreens.expiringBatches.Component }],
    '/reports/drugexpirereport',
    partsClerkSession(),
  );

describe('reports/drugexpirereport', () => {
  it('lists the batches expiring soonest first, the expired marked, and asks again for a chosen date', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Batches expiring, soonest first' }, SLOW);
    const rows = await within(table).findAllByTestId('expiring-row', undefined, SLOW);
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('8 Nov 2026 · expired')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Rack B')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('1,234.5')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Expiring by/), { target: { value: '2026-11-30' } });
    await waitFor(() => expect(sent.some((s) => s.query.Through === '2026-11-30')).toBe(true), SLOW);
    await waitFor(() => expect(within(table).getAllByTestId('expiring-row')).toHaveLength(1), SLOW);
  });
});
