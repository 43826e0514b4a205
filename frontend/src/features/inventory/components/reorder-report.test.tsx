import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../../components/toast/toast-store';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { ok, refuse, SLOW, WAREHOUSES } from '../testing/inventory-screens-kit';
import { renderItems } from '../testing/item-screens-kit';

let sent: Sent[];
const LINE = {
  ItemId: 'PRT9001',
  PCode: 'OF-1001',
  Desc: 'Oil filter Swift',
  UoM: 'NOS',
  WhId: 'WH1',
  OnHand: 3,
  Lvl: 5,
  ToBuy: 24,
};

beforeEach(() => {
  sent = stubServer(({ method, path }) => {
    if (path === 'Inventory/Settings/Warehouses') return ok(WAREHOUSES);
    if (path === 'Inventory/ReorderPoint')
      return ok({
        Items: [
          LINE,
          {
            ...LINE,
            ItemId: 'PRT9002',
            PCode: 'BP-2',
            Desc: 'Brake pads',
            Suggested: { Qty: 4, At: '2026-11-27T10:00:00Z', By: 'u1' },
          },
        ],
      });
    if (path === 'Inventory/ReorderPoint/Suggestions' && method === 'POST')
      return ok({ Made: [{ ItemId: 'PRT9001', WhId: 'WH1', Qty: 24 }], Skipped: [] });
    return refuse(404, 'No fake answer');
  });
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

describe('reports/reorderpointreport', () => {
  it('lists what is at or below its level with the quantity to buy, and suggests only lines without a suggestion', async () => {
    renderItems('/reports/reorderpointreport');
    const table = await screen.findByRole('table', { name: 'Items at or below their reorder level' }, SLOW);
    const first = (await within(table).findAllByTestId('reorder-row', undefined, SLOW))[0] as HTMLElement;
    expect(within(first).getByText('24 NOS')).toBeTruthy();
    expect(within(first).getByText('3 NOS')).toBeTruthy();
    expect(await screen.findByText(/^Suggested /, undefined, SLOW)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Suggest to buy (1)' }));
    await waitFor(() => expect(sent.some((s) => s.method === 'POST')).toBe(true), SLOW);
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({ Lines: [{ ItemId: 'PRT9001', WhId: 'WH1' }] });
    expect(await screen.findByText('1 suggested.', undefined, SLOW)).toBeTruthy();
  });
});
