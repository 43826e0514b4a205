import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../../components/toast/toast-store';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { ok, refuse, SLOW } from '../testing/inventory-screens-kit';
import { GROUPS, ITEM_ANSWER, renderItems } from '../testing/item-screens-kit';

let sent: Sent[];
let answer: () => Response;
const PART = {
  _id: 'PRT9001',
  PCode: 'OF-1001',
  Desc: 'Oil filter Swift',
  Cat: 'FILTERS',
  Make: 'Bosch',
  HSN: '84212300',
  UoM: 'NOS',
  UnPr: 1250.5,
  TCode: 106,
};

beforeEach(() => {
  answer = () => ok(ITEM_ANSWER);
  sent = stubServer(({ method, path }) => {
    if (path === 'Inventory/ItemGroups') return ok(GROUPS);
    if (path.startsWith('Inventory/MasterItems/Sale/NameSearchLite/')) return ok({ Items: [PART] });
    if (path === 'Inventory/MasterItems' && method === 'POST') return answer();
    if (path === 'Inventory/MasterItems/PRT9001') return ok(ITEM_ANSWER);
    return refuse(404, 'No fake answer');
  });
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

describe('items/masteritem/New', () => {
  it('makes a catalogue part an item in one step, with its group, and opens it', async () => {
    renderItems('/items/masteritem/New');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Catalogue part' }, SLOW), {
      target: { value: 'oil' },
    });
    fireEvent.click(await screen.findByRole('option', { name: /Oil filter Swift/ }, SLOW));
    await screen.findByRole('option', { name: 'Filters' }, SLOW);
    fireEvent.change(screen.getByLabelText('Group'), { target: { value: 'IGR1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make item' }));
    await waitFor(() => expect(sent.some((s) => s.method === 'POST')).toBe(true), SLOW);
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({ ItemId: 'PRT9001', Grp: 'IGR1' });
    await waitFor(() => expect(sent.some((s) => s.path === 'Inventory/MasterItems/PRT9001')).toBe(true), SLOW);
  });

  it('shows a refusal of the new part on its field', async () => {
    answer = () =>
      refuse(400, 'A part price must be above zero.', [
        { path: 'Part.UnPr', message: 'A part price must be above zero.' },
      ]);
    renderItems('/items/item/New/false/AutoClose/true');
    fireEvent.click(await screen.findByLabelText('A new part of our own', undefined, SLOW));
    fireEvent.change(screen.getByLabelText('Part code'), { target: { value: 'WB-900' } });
    fireEvent.change(screen.getByLabelText('Price ₹'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make item' }));
    expect(await screen.findByText('A part price must be above zero.', undefined, SLOW)).toBeTruthy();
    const body = sent.find((s) => s.method === 'POST')?.body as { Part: { PCode: string; UnPr: number } };
    expect(body.Part).toMatchObject({ PCode: 'WB-900', UnPr: 0 });
  });
});
