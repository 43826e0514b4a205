import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { ok, refuse, renderInventory, SLOW } from '../testing/inventory-screens-kit';

let sent: Sent[];
const adjustment = (n: number, Value: number) => ({
  _id: `01JD${String(n).padStart(22, '0')}`,
  Num: `ADJ/2627/0000${n}`,
  Date: '2026-11-28',
  Sts: 'Adjusted',
  CrBy: 'user-1',
  CrByName: 'Parts Clerk',
  CrAt: '2026-11-28T10:00:00Z',
  LineCount: 2,
  Value,
  ver: 1,
});

beforeEach(() => {
  sent = stubServer(({ path, query }) => {
    if (path === 'Inventory/Adjustments')
      return ok(
        query.Cursor ? { Items: [adjustment(1, 2500)] } : { Items: [adjustment(2, -104067.25)], Next: 'page-2' },
      );
    return refuse(404, 'No fake answer');
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('items/adjustments', () => {
  it('lists adjustments newest first with the value each moved, pages on, and opens a new one', async () => {
    renderInventory('/items/adjustments');
    const table = await screen.findByRole('table', { name: 'Adjustments, newest first' }, SLOW);
    const first = (await within(table).findAllByTestId('adjustment-row', undefined, SLOW))[0] as HTMLElement;
    expect(within(first).getByText('ADJ/2627/00002')).toBeTruthy();
    expect(within(first).getByText('-₹1,04,067.25')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(sent.at(-1)?.query).toEqual({ Cursor: 'page-2' }), SLOW);
    expect(await screen.findByText('ADJ/2627/00001', undefined, SLOW)).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'New Adjustment' }));
    expect(await screen.findByRole('form', { name: 'New adjustment' }, SLOW)).toBeTruthy();
  });
});
