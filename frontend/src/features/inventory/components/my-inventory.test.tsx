import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { ok, refuse, renderInventory, SLOW } from '../testing/inventory-screens-kit';

let sent: Sent[];
const part = (n: number, Desc: string) => ({
  DocId: `01JD${String(n).padStart(22, '0')}`,
  Num: `WO/2627/0001${n}`,
  RegNo: 'KA51MP7788',
  LaborId: 'WO1',
  LaborDesc: 'Front brake pads replace',
  LineId: 'WP1',
  ItemId: 'PRT1',
  PCode: 'BP-1001',
  Desc,
  UoM: 'SET',
  Qty: 2,
  IQty: 1,
});

beforeEach(() => {
  sent = stubServer(({ path, query }) => {
    if (path === 'Inventory/AllocatedParts')
      return ok(
        query.Cursor ? { Items: [part(2, 'Oil filter')] } : { Items: [part(1, 'Brake pads, front')], Next: 'page-2' },
      );
    return refuse(404, 'No fake answer');
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('allocatedparts/allocatedpartslist', () => {
  it("lists the parts issued to the technician's jobs with the job and the quantity, and pages on", async () => {
    renderInventory('/allocatedparts/allocatedpartslist');
    const table = await screen.findByRole('table', { name: 'Parts issued to my jobs' }, SLOW);
    const first = (await within(table).findAllByTestId('allocated-part-row', undefined, SLOW))[0] as HTMLElement;
    expect(within(first).getByText('Brake pads, front')).toBeTruthy();
    expect(within(first).getByText('Front brake pads replace')).toBeTruthy();
    expect(within(first).getByText('1 SET of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(sent.at(-1)?.query).toEqual({ Cursor: 'page-2' }), SLOW);
    expect(await screen.findByText('Oil filter', undefined, SLOW)).toBeTruthy();
  });
});
