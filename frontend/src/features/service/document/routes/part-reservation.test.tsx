import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReservationMessages } from '@shared/inventory/reservation-messages';
import { StockSwitchMessages } from '@shared/inventory/stock-switches';
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

  it('with Block Zero Quantity the server refuses instead of asking: no question, the refusal on the Qty cell', async () => {
    const most = StockSwitchMessages.onlyAvailable(1, 'NOS');
    server = ({ method, path }) => {
      if (method === 'PUT')
        return refuse(400, StockSwitchMessages.insufficient, { errors: [{ path: 'WP1.Qty', message: most }] });
      return path === `Service/WorkOrders/${ORDER_ID}` ? ok(stocked()) : undefined;
    };
    renderDocument(`/Service/WorkOrder/${ORDER_ID}`, 'admin');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Qty, part 1' }, SLOW), {
      target: { value: '3' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const problems = await screen.findByRole('list', { name: 'Problems' }, SLOW);
    expect(problems.textContent).toBe(`WP1 · Qty: ${most}`);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Qty, part 1' }).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes()).toHaveLength(1);
    expect(writes()[0]?.body?.AddShort).toBe('ask');
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

  it("ties a part picked from the catalogue to the stock where an AUTO-2 workshop's parts come from stock, and not where they do not", async () => {
    server = ({ method, path }) => {
      if (path.startsWith('DummyParts/ByDescriptionLite/'))
        return ok({
          Items: [
            {
              _id: 'PRT0001',
              PCode: 'BP-100',
              Desc: 'Brake pad set',
              Cat: 'BRAKES',
              Make: 'Bosch',
              HSN: '87083000',
              UoM: 'NOS',
              UnPr: 1450,
              TCode: 106,
            },
          ],
        });
      if (method === 'PUT') return ok({ ...stocked(), ver: 6 });
      return path === `Service/WorkOrders/${ORDER_ID}` ? ok(stocked()) : undefined;
    };
    const pickedPart = async (): Promise<Record<string, unknown> | undefined> => {
      fireEvent.click((await screen.findAllByRole('button', { name: 'Add part' }, SLOW))[0] as HTMLElement);
      const boxes = await screen.findAllByRole('combobox', { name: /^Part, part/ }, SLOW);
      fireEvent.change(boxes.at(-1) as HTMLElement, { target: { value: 'pad' } });
      fireEvent.click(await screen.findByRole('option', { name: /Brake pad set/ }, SLOW));
      // The pick fills the line (price, code) before it is saved.
      await waitFor(() => {
        const prices = screen.getAllByRole('textbox', { name: /^Unit price, part/ }) as HTMLInputElement[];
        expect(prices.at(-1)?.value).toBe('1450');
      }, SLOW);
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(writes().length).toBeGreaterThan(0), SLOW);
      const parts = (writes().at(-1)?.body?.Parts ?? []) as Record<string, unknown>[];
      return parts.find((p) => p.Desc === 'Brake pad set');
    };

    renderDocument(`/Service/WorkOrder/${ORDER_ID}`, 'admin', undefined, (c) => ({
      ...c,
      Inventory: { Access: true, Features: { Parts: true } },
    }));
    expect(await pickedPart()).toMatchObject({ PCode: 'BP-100', In_Id: 'PRT0001' });

    cleanup();
    sent.length = 0;
    renderDocument(`/Service/WorkOrder/${ORDER_ID}`, 'admin');
    const untied = await pickedPart();
    expect(untied).toMatchObject({ PCode: 'BP-100' });
    expect(untied).not.toHaveProperty('In_Id');
  });
});
