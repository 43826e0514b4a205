import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReservationMessages } from '@shared/inventory/reservation-messages';
import { clearToasts } from '../../../../components/toast/toast-store';
import { clearUnsavedChanges } from '../../../../components/unsaved-changes/unsaved-changes-store';
import {
  ok,
  ORDER_ID,
  orderAnswer,
  refuse,
  renderDocument,
  stubServer,
  type FakeServer,
  type Sent,
} from '../testing/document-test-kit';

/**
 * A repair order's stocked part (docs/inventory-reservations.md §4): its issued
 * quantity is not typed on the grid, and a part the shelf cannot hold in full is
 * asked about ('Do You Still Want To Add The Part?') before it is saved and requested.
 */
const SLOW = { timeout: 10_000 };
let sent: Sent[];
let server: FakeServer;
beforeEach(() => {
  server = () => undefined;
  sent = stubServer((call) => server(call));
});
afterEach(() => {
  cleanup();
  clearToasts();
  clearUnsavedChanges();
  vi.unstubAllGlobals();
});
const writes = () => sent.filter((s) => s.method !== 'GET');

const stocked = (over: Record<string, unknown> = {}) =>
  orderAnswer({
    Parts: [
      {
        _id: 'WP1',
        Desc: 'Shock absorber, rear',
        MPN: 'SA-RR',
        OpId: 'WO1',
        In_Id: 'PRT1',
        Qty: 1,
        RQty: 0,
        IQty: 0,
        Resv: 1,
        UnPr: 2400,
        PBy: 'Cus',
        Sts: 'Approved',
        TCode: 106,
        ...over,
      },
    ],
  });
/** A fresh answer each time: a response's body is read once. */
const short = () =>
  refuse(400, ReservationMessages.addShort, {
    errors: [{ path: 'Parts.WP1.Qty', message: ReservationMessages.shortDetail(1, 2) }],
  });

describe("a repair order's stocked part", () => {
  it('does not let the issued quantity be typed', async () => {
    server = ({ path }) => (path === `Service/WorkOrders/${ORDER_ID}` ? ok(stocked()) : undefined);
    renderDocument(`/Service/WorkOrder/${ORDER_ID}`);
    await screen.findByRole('heading', { name: 'Repair Order WO/2627/00007' }, SLOW);
    expect(screen.queryByRole('textbox', { name: 'Issued, part 1' })).toBeNull();
  });

  it('asks before saving a part that cannot be reserved in full; yes saves it and says it is not all reserved', async () => {
    server = ({ method, path, body }) => {
      if (method === 'PUT')
        return body?.AddShort === 'ask'
          ? short()
          : ok({
              ...stocked({ Qty: 3, ReqQty: 2 }),
              ver: 6,
              Reservations: [{ LineId: 'WP1', Reserved: 1, Requested: 2, Message: ReservationMessages.notReserved }],
            });
      return path === `Service/WorkOrders/${ORDER_ID}` ? ok(stocked()) : undefined;
    };
    renderDocument(`/Service/WorkOrder/${ORDER_ID}`, 'admin');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Qty, part 1' }, SLOW), {
      target: { value: '3' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', undefined, SLOW);
    expect(dialog.textContent).toContain(ReservationMessages.addShort);
    expect(dialog.textContent).toContain(ReservationMessages.shortDetail(1, 2));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(writes()).toHaveLength(2), SLOW);
    expect(writes().map((w) => w.body?.AddShort)).toEqual(['ask', 'yes']);
    expect(await screen.findByText(ReservationMessages.notReserved, undefined, SLOW)).toBeTruthy();
  });

  it('no: nothing more is sent and the edit stays to change', async () => {
    server = ({ method, path }) => {
      if (method === 'PUT') return short();
      return path === `Service/WorkOrders/${ORDER_ID}` ? ok(stocked()) : undefined;
    };
    renderDocument(`/Service/WorkOrder/${ORDER_ID}`, 'admin');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Qty, part 1' }, SLOW), {
      target: { value: '3' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', undefined, SLOW);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // Nothing more is sent: the advisor may lower the quantity or remove the part.
    await new Promise((r) => setTimeout(r, 300));
    expect(writes()).toHaveLength(1);
    expect(screen.queryByText(ReservationMessages.notReserved)).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Qty, part 1' }) as HTMLInputElement).value).toBe('3');
  });

  it('a save that reserves in full says so', async () => {
    server = ({ method, path }) => {
      if (method === 'PUT')
        return ok({
          ...stocked(),
          ver: 6,
          Reservations: [{ LineId: 'WP1', Reserved: 1, Requested: 0, Message: ReservationMessages.reserved }],
        });
      return path === `Service/WorkOrders/${ORDER_ID}` ? ok(stocked()) : undefined;
    };
    renderDocument(`/Service/WorkOrder/${ORDER_ID}`, 'admin');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Notes' }, SLOW), { target: { value: 'Rush' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ReservationMessages.reserved, undefined, SLOW)).toBeTruthy();
  });
});
