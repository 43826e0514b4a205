import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../../components/toast/toast-store';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { ok, refuse, SLOW, WAREHOUSES } from '../testing/inventory-screens-kit';
import { GROUPS, ITEM_ANSWER, renderItems } from '../testing/item-screens-kit';

let sent: Sent[];
let putAnswer: () => Response;
/** The balance the item's movements call answers with (a FIFO one in its own test). */
let shown: Record<string, unknown>;
/** The item the GET answers (one with a unit cost in its own test). */
let itemAnswer: Record<string, unknown>;

const balance = {
  ItemId: 'PRT9001',
  PCode: 'OF-1001',
  Desc: 'Oil filter Swift',
  UoM: 'NOS',
  WhId: 'WH1',
  OnHand: 11,
  Reserved: 0,
  Available: 11,
  Value: 286183.5,
  AvgCost: 26016.68,
  UpDt: '2026-11-28T10:00:00Z',
};
const movement = (MovId: string, Qty: number, DocNum: string) => ({
  MovId,
  At: '2026-11-28T10:00:00Z',
  WhId: 'WH1',
  Kind: Qty > 0 ? 'Adjust' : 'Issue',
  Qty,
  UnCost: 260.17,
  Value: Qty * 260.17,
  OnHand: 11,
  Balance: 2861.83,
  DocType: 'Adjustment',
  DocId: 'D1',
  DocNum,
  LineId: 'AL1',
  By: 'user-1',
  ByName: 'Parts Clerk',
});

beforeEach(() => {
  putAnswer = () => ok({ ...ITEM_ANSWER, ver: 4 });
  shown = balance;
  itemAnswer = ITEM_ANSWER;
  sent = stubServer(({ method, path, query }) => {
    if (path === 'Inventory/Settings/Warehouses') return ok(WAREHOUSES);
    if (path === 'Inventory/ItemGroups') return ok(GROUPS);
    if (path === 'Inventory/Settings/Lists/Attributes')
      return ok([{ _id: 'AT1', Name: 'Thread', Active: true, Values: ['M20', 'M22'], ver: 1 }]);
    if (path === 'Inventory/Settings/Lists/CustomFields')
      return ok([{ _id: 'CF1', Name: 'Warranty months', Active: true, Type: 'number', Req: false, ver: 1 }]);
    if (path === 'Inventory/Stock') return ok({ Items: [balance] });
    if (path === 'Inventory/MasterItems/PRT9001' && method === 'PUT') return putAnswer();
    if (path === 'Inventory/MasterItems/PRT9001') return ok(itemAnswer);
    if (path === 'Inventory/Items/PRT9001/Movements')
      return ok(
        query.Cursor
          ? { Balances: [shown], Items: [movement('M1', 10, 'ADJ/2627/1')] }
          : { Balances: [shown], Items: [movement('M2', -2, 'RO/2627/9')], Next: 'c2' },
      );
    return refuse(404, 'No fake answer');
  });
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

describe('items/masteritem/:Id', () => {
  it('opens from a stock row and shows the stock per warehouse and the movements, newest first, paged', async () => {
    renderItems('/items/inventory');
    fireEvent.click((await screen.findAllByTestId('stock-row', undefined, SLOW))[0] as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'OF-1001 · Oil filter Swift' }, SLOW)).toBeTruthy();
    const balances = await screen.findByRole('table', { name: 'Stock in this branch' }, SLOW);
    const row = (await within(balances).findAllByTestId('balance-row', undefined, SLOW))[0] as HTMLElement;
    expect(within(row).getByText('₹2,86,183.50')).toBeTruthy();
    expect(within(row).getByText('11 NOS')).toBeTruthy();
    // Kept at the moving average: no method named.
    expect(within(row).getByText('₹26,016.68')).toBeTruthy();

    const history = screen.getByRole('table', { name: 'Movements, newest first' });
    expect(await within(history).findByText('Issued RO/2627/9', undefined, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await within(history).findByText('Adjustment ADJ/2627/1', undefined, SLOW)).toBeTruthy();
    expect(sent.some((s) => s.path === 'Inventory/Items/PRT9001/Movements' && s.query.Cursor === 'c2')).toBe(true);
  });

  it('names FIFO beside the average cost of a balance the branch values first in, first out', async () => {
    shown = { ...balance, Val: 'FIFO' };
    renderItems('/items/masteritem/PRT9001');
    const balances = await screen.findByRole('table', { name: 'Stock in this branch' }, SLOW);
    const row = (await within(balances).findAllByTestId('balance-row', undefined, SLOW))[0] as HTMLElement;
    expect(within(row).getByText('₹26,016.68 · FIFO')).toBeTruthy();
  });

  it('saves the reorder level at the item’s ver, sending what the form holds', async () => {
    renderItems('/items/masteritem/PRT9001');
    const lvl = await screen.findByLabelText('Main: reorder at', undefined, SLOW);
    await waitFor(() => expect((lvl as HTMLInputElement).value).toBe('5'), SLOW);
    fireEvent.change(lvl, { target: { value: '8' } });
    fireEvent.change(screen.getByLabelText('Rack B: reorder at'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Rack B: buy'), { target: { value: '6' } });
    fireEvent.change(await screen.findByLabelText('Thread', undefined, SLOW), { target: { value: 'M22' } });
    fireEvent.change(screen.getByLabelText('Warranty months'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save item' }));
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT')).toBe(true), SLOW);
    expect(sent.find((s) => s.method === 'PUT')?.body).toEqual({
      ver: 3,
      Grp: 'IGR1',
      Track: null,
      UoMs: [{ UoM: 'BOX', Per: 12 }],
      Reorder: [
        { WhId: 'WH1', Lvl: 8, Qty: 24 },
        { WhId: 'WH2', Lvl: 2, Qty: 6 },
      ],
      Attrs: { AT1: 'M22' },
      CFs: { CF1: 12 },
    });
  });

  it('shows a refusal of a field where it belongs', async () => {
    putAnswer = () =>
      refuse(400, 'Warehouse WH9 is not a warehouse of this branch.', [
        { path: 'Reorder.0.WhId', message: 'Warehouse WH9 is not a warehouse of this branch.' },
      ]);
    renderItems('/items/masteritem/PRT9001');
    await waitFor(() => expect((screen.getByLabelText('Main: reorder at') as HTMLInputElement).value).toBe('5'), SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Save item' }));
    expect(await screen.findByText('Warehouse WH9 is not a warehouse of this branch.', undefined, SLOW)).toBeTruthy();
  });

  it('sends the unit cost (cost price) typed in ₹ and shows its refusal on the field', async () => {
    putAnswer = () =>
      refuse(400, 'An amount cannot be negative.', [{ path: 'UnCost', message: 'An amount cannot be negative.' }]);
    renderItems('/items/masteritem/PRT9001');
    const cost = await screen.findByLabelText('Unit cost (₹ per NOS)', undefined, SLOW);
    expect((cost as HTMLInputElement).value).toBe('');
    fireEvent.change(cost, { target: { value: '-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save item' }));
    expect(await screen.findByText('An amount cannot be negative.', undefined, SLOW)).toBeTruthy();
    expect((sent.find((s) => s.method === 'PUT')?.body as { UnCost?: number }).UnCost).toBe(-1);
  });

  it('shows the unit cost kept, sends a changed one, and removes it (null) when emptied', async () => {
    itemAnswer = { ...ITEM_ANSWER, UnCost: 210.5 };
    renderItems('/items/masteritem/PRT9001');
    const cost = await screen.findByLabelText('Unit cost (₹ per NOS)', undefined, SLOW);
    await waitFor(() => expect((cost as HTMLInputElement).value).toBe('210.5'), SLOW);
    fireEvent.change(cost, { target: { value: '215.25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save item' }));
    await waitFor(() => expect(sent.filter((s) => s.method === 'PUT')).toHaveLength(1), SLOW);
    expect((sent.find((s) => s.method === 'PUT')?.body as { UnCost?: number }).UnCost).toBe(215.25);
    // The saved item is read again (its new ver); the form then shows what the answer holds.
    const again = await screen.findByRole('button', { name: 'Save item' }, SLOW);
    fireEvent.change(await screen.findByLabelText('Unit cost (₹ per NOS)', undefined, SLOW), { target: { value: '' } });
    fireEvent.click(again);
    await waitFor(() => expect(sent.filter((s) => s.method === 'PUT')).toHaveLength(2), SLOW);
    expect((sent.filter((s) => s.method === 'PUT')[1]?.body as { UnCost?: number | null }).UnCost).toBeNull();
  });
});
