import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../../components/toast/toast-store';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { ok, refuse, renderInventory, SLOW, WAREHOUSES } from '../testing/inventory-screens-kit';

let sent: Sent[];
let answer: () => Response;
const PART = {
  _id: 'PRT9001',
  PCode: 'BP-1001',
  Desc: 'Brake pad set, front',
  Cat: 'CAT-BRAKES',
  Make: 'Maruti Suzuki',
  HSN: '87083000',
  UoM: 'SET',
  UnPr: 1200,
  TCode: 106,
};
const SAVED = {
  _id: `01JD${'9'.padStart(22, '0')}`,
  Num: 'ADJ/2627/00003',
  Date: '2026-11-28',
  Sts: 'Adjusted',
  CrBy: 'user-1',
  CrAt: '2026-11-28T10:00:00Z',
  LineCount: 1,
  Value: -1040.67,
  ver: 1,
  Lines: [],
};

/** The branch's reasons list: the active ones are offered, the deactivated one is not. */
const REASONS = [
  { _id: 'seed-stock-count', Name: 'Stock count', Active: true, ver: 1 },
  { _id: 'seed-damaged', Name: 'Damaged', Active: true, Used: true, ver: 1 },
  { _id: 'seed-expired', Name: 'Expired', Active: false, Used: true, ver: 2 },
];

beforeEach(() => {
  answer = () => ok(SAVED);
  sent = stubServer(({ method, path }) => {
    if (path === 'Inventory/Settings/Warehouses') return ok(WAREHOUSES);
    if (path === 'Inventory/Settings/Lists/Reasons') return ok(REASONS);
    if (path.startsWith('Inventory/Items/Purchase/NameSearchLite/')) return ok({ Items: [PART] });
    if (path === 'Inventory/Adjustments' && method === 'POST') return answer();
    if (path === 'Inventory/Adjustments') return ok({ Items: [] });
    return refuse(404, 'No fake answer');
  });
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

async function fillLine(qty: string): Promise<void> {
  renderInventory('/items/adjustment/new');
  fireEvent.change(await screen.findByRole('combobox', { name: 'Item 1' }, SLOW), { target: { value: 'brake' } });
  fireEvent.click(await screen.findByRole('option', { name: /Brake pad set, front/ }, SLOW));
  await waitFor(() => expect(screen.getByRole('option', { name: 'Rack B' })).toBeTruthy(), SLOW);
  fireEvent.change(screen.getByLabelText(/^Warehouse/), { target: { value: 'WH1' } });
  fireEvent.change(screen.getByLabelText(/^Quantity/), { target: { value: qty } });
  fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: 'Damaged' } });
}

describe('items/adjustment/new', () => {
  it('posts the picked item, warehouse, quantity and reason, then shows the adjustments', async () => {
    await fillLine('-4');
    fireEvent.click(screen.getByRole('button', { name: 'Save adjustment' }));
    await waitFor(() => expect(sent.some((s) => s.method === 'POST')).toBe(true), SLOW);
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({
      Lines: [{ ItemId: 'PRT9001', WhId: 'WH1', Qty: -4, Reason: 'Damaged' }],
    });
    expect(await screen.findByText('No adjustments yet.', undefined, SLOW)).toBeTruthy();
  });

  it("offers the branch's active reasons only (settings/inventory/reasons)", async () => {
    await fillLine('-1');
    const offered = [...(screen.getByLabelText(/^Reason/) as HTMLSelectElement).options].map((o) => o.value);
    expect(offered).toEqual(expect.arrayContaining(['Stock count', 'Damaged']));
    expect(offered).not.toContain('Expired');
  });

  it("shows the server's 'Insufficient Quantity.' on the line's quantity and stays on the form", async () => {
    answer = () => refuse(400, 'Insufficient Quantity.', [{ path: 'Lines.0.Qty', message: 'Insufficient Quantity.' }]);
    await fillLine('-40');
    fireEvent.click(screen.getByRole('button', { name: 'Save adjustment' }));
    await waitFor(() => expect(screen.getByLabelText(/^Quantity/).getAttribute('aria-invalid')).toBe('true'), SLOW);
    expect(screen.getAllByText('Insufficient Quantity.')).toHaveLength(1);
    expect(screen.getByRole('form', { name: 'New adjustment' })).toBeTruthy();
  });

  it('shows a refused item under its search, not in a toast', async () => {
    answer = () =>
      refuse(400, 'Item PRT9001 was not found.', [{ path: 'Lines.0.ItemId', message: 'Item PRT9001 was not found.' }]);
    await fillLine('2');
    fireEvent.click(screen.getByRole('button', { name: 'Save adjustment' }));
    expect(await screen.findByText('Item PRT9001 was not found.', undefined, SLOW)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Item 1' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Item PRT9001 was not found.')).toHaveLength(1);
  });

  it('sends an earlier date as a back-dated adjustment and shows a refused date under the field', async () => {
    answer = () =>
      refuse(400, 'A stock adjustment cannot be dated after today.', [
        { path: 'Date', message: 'A stock adjustment cannot be dated after today.' },
      ]);
    await fillLine('3');
    const date = screen.getByLabelText(/^Date/) as HTMLInputElement;
    expect(date.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    fireEvent.change(date, { target: { value: '2026-10-29' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save adjustment' }));
    await waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'), SLOW);
    expect(sent.find((s) => s.method === 'POST')?.body).toMatchObject({ Date: '2026-10-29' });
    expect(screen.getAllByText('A stock adjustment cannot be dated after today.')).toHaveLength(1);
  });
});
