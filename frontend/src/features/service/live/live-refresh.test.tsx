import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import type { DocumentChangedEvent } from '@shared/service/shop-floor-events';
import type { ShopFloorBoard } from '@shared/service/shop-floor-board';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../../components/toast/toast-store';
import { liveEvents } from '../../../lib/live-events';
import {
  docId,
  ok,
  refuse,
  renderRoute,
  row,
  sessionOf,
  SLOW,
  stubServer,
  type Sent,
} from '../dashboards/testing/service-list-kit';
import { Component as RepairOrderDashboard } from '../dashboards/routes/repair-order-dashboard';
import { Component as MyJobs } from '../jobs/routes/my-jobs';
import { Component as ShopFloor } from '../shop-floor/routes/shop-floor';
import { Component as Tv, TvTexts } from '../shop-floor/tv/route';
import { BoardTexts } from '../shop-floor/components/board-view';

/**
 * The live shop floor in the browser (docs/customer-loop.md §20): a DocumentChanged of
 * the branch, handed over by the tab's one socket (the chat hub), reads the repair-order
 * dashboard, My Jobs and the board again within a second; the wall display reads its
 * board with the token of its address and stops when the display is disconnected.
 */

let sent: Sent[];
let orders: ReturnType<typeof row>[];
let board: ShopFloorBoard;
let boardRefusal: string | undefined;

const changed = (n: number, Sts = 'InProgress'): DocumentChangedEvent => ({
  event: 'DocumentChanged',
  Type: 'RepairOrder',
  Id: docId(n),
  Num: `WO/2627/0000${n}`,
  Sts,
  ver: 2,
  By: 'user-manager',
  At: '2026-11-28T10:00:00.000Z',
});

const vehicle = (n: number, over: Partial<ShopFloorBoard['Vehicles'][number]> = {}) => ({
  Id: docId(n),
  Num: `WO/2627/0000${n}`,
  RegNo: `KA01AB100${n}`,
  Sts: 'InProgress',
  PrDate: '2026-11-28',
  PrTime: '17:00',
  SAName: 'Priya Nair',
  ...over,
});

function server({ path }: Sent): Response {
  if (path === 'Service/WorkOrders/Dashboard') return ok({ Items: orders, Counts: { New: orders.length } });
  if (path === 'Service/Jobs/Mine') return ok({ Items: [] });
  if (path === 'Service/ShopFloor') return ok(board);
  if (path.startsWith('Public/ShopFloor/'))
    return boardRefusal ? refuse(401, boardRefusal) : ok({ ...board, Branch: 'Karkhana Motors, Indiranagar' });
  return refuse(404, 'Not found.');
}

beforeEach(() => {
  orders = [row(1, { Num: 'WO/2627/00001' })];
  board = {
    Branch: 'Indiranagar',
    Today: '2026-11-28',
    Time: '12:00',
    More: false,
    Vehicles: [vehicle(1, { PrTime: '10:00' }), vehicle(2, { Sts: 'New', PrDate: undefined, PrTime: undefined })],
  };
  boardRefusal = undefined;
  sent = stubServer(server);
  liveEvents.setConnected(true);
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
  liveEvents.setConnected(false);
});

const calls = (path: string) => sent.filter((s) => s.path === path).length;

describe('a status change reaches the open lists within a second', () => {
  it('Service/WODashboard reads its page again', async () => {
    renderRoute(
      [{ path: '/Service/WODashboard', Component: RepairOrderDashboard }],
      '/Service/WODashboard',
      sessionOf('advisor'),
    );
    await screen.findByText('WO/2627/00001', {}, SLOW);
    const before = calls('Service/WorkOrders/Dashboard');
    orders = [row(2, { Num: 'WO/2627/00002' }), ...orders];
    act(() => liveEvents.publish(changed(2, 'New')));
    expect(await screen.findByText('WO/2627/00002', {}, { timeout: 1000 })).toBeTruthy();
    expect(calls('Service/WorkOrders/Dashboard')).toBe(before + 1);
  });

  it('events arriving together read once', async () => {
    renderRoute(
      [{ path: '/Service/WODashboard', Component: RepairOrderDashboard }],
      '/Service/WODashboard',
      sessionOf('advisor'),
    );
    await screen.findByText('WO/2627/00001', {}, SLOW);
    const before = calls('Service/WorkOrders/Dashboard');
    act(() => {
      for (let n = 1; n <= 5; n += 1) liveEvents.publish(changed(n));
    });
    await waitFor(() => expect(calls('Service/WorkOrders/Dashboard')).toBe(before + 1), { timeout: 1000 });
    await new Promise((r) => setTimeout(r, 300));
    expect(calls('Service/WorkOrders/Dashboard')).toBe(before + 1);
  });

  it('My Jobs reads the technician list again, and the socket coming back does too', async () => {
    renderRoute(
      [{ path: '/Service/VehicleJobsDashboard', Component: MyJobs }],
      '/Service/VehicleJobsDashboard',
      sessionOf('technician'),
    );
    await waitFor(() => expect(calls('Service/Jobs/Mine')).toBe(1), SLOW);
    act(() => liveEvents.publish(changed(1)));
    await waitFor(() => expect(calls('Service/Jobs/Mine')).toBe(2), { timeout: 1000 });
    act(() => {
      liveEvents.setConnected(false);
      liveEvents.setConnected(true);
    });
    await waitFor(() => expect(calls('Service/Jobs/Mine')).toBe(3), { timeout: 1000 });
  });
});

describe('Service/ShopFloor', () => {
  it('shows the vehicles by status and promised time, the late one marked in words, and follows the events', async () => {
    renderRoute([{ path: '/Service/ShopFloor', Component: ShopFloor }], '/Service/ShopFloor', sessionOf('reader'));
    const working = await screen.findByRole('region', { name: 'In Progress' }, SLOW);
    expect(within(working).getByText('KA01AB1001')).toBeTruthy();
    expect(within(working).getByText(/Late/)).toBeTruthy();
    const waiting = screen.getByRole('region', { name: 'New' });
    expect(within(waiting).getByText(BoardTexts.notPromised)).toBeTruthy();
    expect(within(waiting).queryByText(/Late/)).toBeNull();
    // No wall displays for a user who is not a Service module admin.
    expect(screen.queryByRole('button', { name: 'Wall displays' })).toBeNull();

    board = { ...board, Vehicles: [vehicle(1, { Sts: 'Completed', PrTime: '10:00' }), board.Vehicles[1]!] };
    act(() => liveEvents.publish(changed(1, 'Completed')));
    const done = await screen.findByRole('region', { name: 'Completed' }, { timeout: 1000 });
    // Completed waits for its customer, not the shop: not late.
    expect(within(done).queryByText(/Late/)).toBeNull();
  });
});

describe('/tv (the wall display)', () => {
  const token = 'a'.repeat(40);

  it('reads the board of its token in large type without a login', async () => {
    renderRoute([{ path: '/tv', Component: Tv }], `/tv#${token}`, sessionOf('reader'));
    expect(await screen.findByRole('heading', { name: 'Karkhana Motors, Indiranagar' }, SLOW)).toBeTruthy();
    expect(document.querySelector('.kk-board--large')).not.toBeNull();
    expect(sent.find((s) => s.path.startsWith('Public/ShopFloor/'))?.path).toBe(`Public/ShopFloor/${token}`);
  });

  it('shows the refusal of a disconnected display and stops asking', async () => {
    boardRefusal = 'This display is no longer connected. Ask a manager for a new link.';
    renderRoute([{ path: '/tv', Component: Tv }], `/tv#${token}`, sessionOf('reader'));
    expect(await screen.findByText(boardRefusal, {}, SLOW)).toBeTruthy();
    expect(sent.filter((s) => s.path.startsWith('Public/ShopFloor/'))).toHaveLength(1);
  });

  it('says so when the address has no token, and asks nothing', async () => {
    renderRoute([{ path: '/tv', Component: Tv }], '/tv', sessionOf('reader'));
    expect(await screen.findByText(TvTexts.noToken, {}, SLOW)).toBeTruthy();
    expect(sent).toHaveLength(0);
  });
});
