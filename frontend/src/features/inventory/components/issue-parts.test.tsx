import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../../components/toast/toast-store';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { ok, refuse, renderInventory, SLOW, WAREHOUSES } from '../testing/inventory-screens-kit';

let sent: Sent[];
let answer: () => Response;
const ORDER = '01JD00000000000000000000W1';
const row = (LineId: string, Desc: string, Qty: number, IQty: number) => ({
  DocId: ORDER,
  Num: 'WO/2627/00012',
  Sts: 'Approved',
  ver: 3,
  RegNo: 'KA51MP7788',
  CustName: 'Deepa Hiremath',
  LineId,
  ItemId: `PRT-${LineId}`,
  PCode: `BP-${LineId}`,
  Desc,
  UoM: 'SET',
  Qty,
  IQty,
  ToIssue: Qty - IQty,
});
const ISSUED = {
  message: 'Quantity Updated Successfully.',
  DocId: ORDER,
  Num: 'WO/2627/00012',
  ver: 4,
  Sts: 'Approved',
  LineId: 'WP1',
  Qty: 2,
  IQty: 2,
  RQty: 2,
  LaborSts: 'PartsAvl',
  Movement: { MovId: 'M1', Qty: -2, UnCost: 400, Value: -800, OnHand: 3 },
};

beforeEach(() => {
  answer = () => ok(ISSUED);
  sent = stubServer(({ method, path, query }) => {
    if (path === 'Inventory/Settings/Warehouses') return ok(WAREHOUSES);
    if (path === 'Inventory/IssueParts' && method === 'POST') return answer();
    if (path === 'Inventory/IssueParts/Return') return ok({ ...ISSUED, IQty: 1, RQty: 1 });
    if (path === 'Inventory/IssueParts')
      return ok({
        Items: query.Issued ? [row('WP2', 'Oil filter', 1, 1)] : [row('WP1', 'Brake pads, front', 2, 0)],
      });
    return refuse(404, 'No fake answer');
  });
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

async function chooseFirst(): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: 'Parts waiting to be issued' }, SLOW);
  const first = (await within(table).findAllByTestId('waiting-part-row', undefined, SLOW))[0] as HTMLElement;
  expect(within(first).getByText('Brake pads, front')).toBeTruthy();
  expect(within(first).getByText('2 SET')).toBeTruthy();
  fireEvent.click(within(first).getByRole('button', { name: /Choose WO\/2627\/00012 Brake pads/ }));
  const form = await screen.findByRole('form', { name: 'Issue part' }, SLOW);
  await within(form).findByRole('option', { name: 'Rack B' }, SLOW);
  return form;
}

describe('items/IssueParts', () => {
  it('issues the chosen line from a warehouse, sending the order, line, warehouse and quantity', async () => {
    renderInventory('/items/IssueParts');
    const form = await chooseFirst();
    expect((within(form).getByLabelText('Quantity to issue') as HTMLInputElement).value).toBe('2');
    fireEvent.change(within(form).getByLabelText('Warehouse'), { target: { value: 'WH2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Issue' }));
    await waitFor(() => expect(sent.find((s) => s.method === 'POST')?.body).toBeTruthy(), SLOW);
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({ DocId: ORDER, LineId: 'WP1', WhId: 'WH2', Qty: 2 });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Issue part' })).toBeNull(), SLOW);
  });

  it("shows the server's refusal beside the line and keeps it open", async () => {
    answer = () => refuse(400, 'Insufficient Quantity.', [{ path: 'Qty', message: 'Insufficient Quantity.' }]);
    renderInventory('/items/IssueParts');
    const form = await chooseFirst();
    fireEvent.change(within(form).getByLabelText('Warehouse'), { target: { value: 'WH1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Issue' }));
    expect(await within(form).findByText('Insufficient Quantity.', undefined, SLOW)).toBeTruthy();
  });

  it('lists the issued lines and returns one to stock', async () => {
    renderInventory('/items/IssueParts');
    await screen.findByRole('table', { name: 'Parts waiting to be issued' }, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Issued' }));
    const table = await screen.findByRole('table', { name: 'Parts issued to open repair orders' }, SLOW);
    fireEvent.click(await within(table).findByRole('button', { name: /Choose .* Oil filter/ }, SLOW));
    const form = await screen.findByRole('form', { name: 'Return part' }, SLOW);
    await within(form).findByRole('option', { name: 'Main' }, SLOW);
    fireEvent.change(within(form).getByLabelText('Warehouse'), { target: { value: 'WH1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Return to stock' }));
    await waitFor(() => expect(sent.some((s) => s.path === 'Inventory/IssueParts/Return')).toBe(true), SLOW);
    expect(sent.find((s) => s.path === 'Inventory/IssueParts/Return')?.body).toEqual({
      DocId: ORDER,
      LineId: 'WP2',
      WhId: 'WH1',
      Qty: 1,
    });
  });
});
