import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReservationMessages } from '@shared/inventory/reservation-messages';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { renderRoutes } from '../../../components/testing/render';
import { inventoryScreens } from '../routes/screens';
import { ok, partsClerkSession, refuse, SLOW } from '../testing/inventory-screens-kit';

/** requestedparts/requestedpartslist and inventory/wodashboard against the fake server, as a parts clerk. */

let sent: Sent[];
let empty = false;
const request = (n: number, Sts: string) => ({
  DocId: `01JD${String(n).padStart(22, '0')}`,
  Num: `WO/2627/0000${n}`,
  LineId: 'WP1',
  ItemId: 'PRT1',
  PCode: 'SA-RR-SWIFT',
  Desc: 'Shock absorber, rear',
  UoM: 'NOS',
  Qty: 2,
  Sts,
  RegNo: 'KA03MN4521',
  ReqAt: '2026-11-28T09:30:00.000Z',
  UpAt: '2026-11-28T09:30:00.000Z',
});
const order = {
  DocId: '01JD0000000000000000000001',
  Num: 'WO/2627/00001',
  Sts: 'WtngForParts',
  ver: 4,
  RegNo: 'KA03MN4521',
  CustName: 'Ravi Kumar',
  PrDate: '2026-11-30',
  Lines: [
    {
      LineId: 'WP1',
      ItemId: 'PRT1',
      Desc: 'Shock absorber, rear',
      UoM: 'NOS',
      Qty: 2,
      IQty: 0,
      Resv: 1,
      ReqQty: 1,
      ToIssue: 2,
    },
  ],
};

beforeEach(() => {
  empty = false;
  sent = stubServer(({ path, query }) => {
    if (path === 'Inventory/RequestedParts')
      return ok({ Items: empty ? [] : query.Sts === 'Cancelled' ? [request(2, 'Cancelled')] : [request(1, 'New')] });
    if (path === 'Inventory/WorkOrders/WaitingForParts') return ok({ Items: empty ? [] : [order] });
    return refuse(404, 'No fake answer');
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const render = (at: string) =>
  renderRoutes(
    [
      { path: '/requestedparts/requestedpartslist', Component: inventoryScreens.requestedParts.Component },
      { path: '/inventory/wodashboard', Component: inventoryScreens.partsWaiting.Component },
    ],
    at,
    partsClerkSession(),
  );

describe('requestedparts/requestedpartslist', () => {
  it('lists the requests newest first with the order, vehicle, quantity and status, and one status by its chip', async () => {
    render('/requestedparts/requestedpartslist');
    const table = await screen.findByRole('table', { name: 'Requested parts, newest first' }, SLOW);
    const row = (await within(table).findAllByTestId('requested-part-row', undefined, SLOW))[0] as HTMLElement;
    expect(within(row).getByText('WO/2627/00001')).toBeTruthy();
    expect(within(row).getByText('KA03MN4521')).toBeTruthy();
    expect(within(row).getByText('2 NOS')).toBeTruthy();
    expect(within(row).getByText('New')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelled' }));
    await waitFor(() => expect(sent.at(-1)?.query).toEqual({ Sts: 'Cancelled' }), SLOW);
    expect(await screen.findByText('WO/2627/00002', undefined, SLOW)).toBeTruthy();
  });

  it('says so when nothing is requested', async () => {
    empty = true;
    render('/requestedparts/requestedpartslist');
    expect(await screen.findByText(ReservationMessages.noRequests, undefined, SLOW)).toBeTruthy();
  });
});

describe('inventory/wodashboard', () => {
  it('lists the orders waiting for parts with what each waits for', async () => {
    render('/inventory/wodashboard');
    const table = await screen.findByRole('table', { name: 'Repair orders waiting for parts' }, SLOW);
    const row = (await within(table).findAllByTestId('parts-wait-row', undefined, SLOW))[0] as HTMLElement;
    expect(within(row).getByText('WO/2627/00001')).toBeTruthy();
    expect(within(row).getByText('Shock absorber, rear: 2 NOS to issue (1 reserved, 1 requested)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Issue Parts' })).toBeTruthy();
  });

  it('says so when no order waits', async () => {
    empty = true;
    render('/inventory/wodashboard');
    expect(await screen.findByText(ReservationMessages.noWaitingOrders, undefined, SLOW)).toBeTruthy();
  });
});
