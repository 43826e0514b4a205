import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../../components/toast/toast-store';
import { stubServer } from '../../../components/testing/fake-server';
import { ok, refuse, SLOW, WAREHOUSES } from '../testing/inventory-screens-kit';
import { GROUPS, ITEM_ANSWER, renderItems } from '../testing/item-screens-kit';

/** The item screen's batches and serial numbers (docs/inventory-batches.md §9). */

let tracking: unknown;

beforeEach(() => {
  stubServer(({ path }) => {
    if (path === 'Inventory/Settings/Warehouses') return ok(WAREHOUSES);
    if (path === 'Inventory/ItemGroups') return ok(GROUPS);
    if (path === 'Inventory/MasterItems/PRT9001') return ok(ITEM_ANSWER);
    if (path === 'Inventory/Items/PRT9001/Movements') return ok({ Balances: [], Items: [] });
    if (path === 'Inventory/Items/PRT9001/Batches') return ok(tracking);
    return refuse(404, 'No fake answer');
  });
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

describe('the item screen of a tracked item', () => {
  it('lists its batches earliest expiry first, the expired one marked', async () => {
    tracking = {
      ItemId: 'PRT9001',
      Track: 'BN',
      Batches: [
        { ItemId: 'PRT9001', WhId: 'WH1', Batch: 'OIL-X', Exp: '2020-01-01', OnHand: 4, Expired: true },
        { ItemId: 'PRT9001', WhId: 'WH1', Batch: 'OIL-C', Exp: '2031-12-31', OnHand: 1234.5, Expired: false },
      ],
      Serials: [],
    };
    renderItems('/items/masteritem/PRT9001');
    const table = await screen.findByRole('table', { name: 'Batches, earliest expiry first' }, SLOW);
    const rows = await within(table).findAllByTestId('batch-row', undefined, SLOW);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('OIL-X'),
      expect.stringContaining('OIL-C'),
    ]);
    expect(within(rows[0] as HTMLElement).getByText('1 Jan 2020 · expired')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('1,234.5 NOS')).toBeTruthy();
  });

  it('lists a serial-tracked item’s serials, in stock and issued', async () => {
    tracking = {
      ItemId: 'PRT9001',
      Track: 'SN',
      Batches: [],
      Serials: [
        { Serial: 'B-1001', WhId: 'WH1', Sts: 'InStock', UpDt: '2026-11-28T10:00:00Z' },
        { Serial: 'B-1002', WhId: 'WH1', Sts: 'Issued', DocNum: 'WO/2627/12', UpDt: '2026-11-28T10:00:00Z' },
      ],
    };
    renderItems('/items/masteritem/PRT9001');
    const table = await screen.findByRole('table', { name: 'Serial numbers, in stock first' }, SLOW);
    expect(await within(table).findByText('Issued · WO/2627/12', undefined, SLOW)).toBeTruthy();
    expect(within(table).getByText('B-1001')).toBeTruthy();
  });
});
