import { AUTO2_TEST_CONFIG } from '@shared/access/test/access-test-context';
import { predefinedRole, type PredefinedRoleName } from '@shared/access/roles';
import type { PartsArrivedNotice } from '@shared/purchasing/parts-notices';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubServer } from '../../../components/testing/fake-server';
import { jsonResponse, loginAnswer } from '../../../components/testing/fixtures';
import { renderRoutes } from '../../../components/testing/render';
import { liveEvents } from '../../../lib/live-events';
import { partsArrivedEvents } from '../../../lib/parts-arrived-events';
import { PartsArrivedMenu } from './parts-arrived-menu';

/**
 * The header's 'Parts arrived' menu (docs/purchasing.md §22) against the fake server:
 * the advisor's notices with their count, each opening its repair order, a live
 * notice arriving as a toast and a count, the empty state, and no menu for a user
 * without the Service module.
 */
const NOTICE: PartsArrivedNotice = {
  Id: 'RCV1.WO1',
  WoId: 'WO1',
  WoNum: 'WO/2627/00001',
  RegNo: 'KA01AB1234',
  Parts: [{ Desc: 'Rear shock absorber', Qty: 2, UoM: 'NOS' }],
  RcvId: 'RCV1',
  RcvNum: 'PR/2627/00001',
  WoSts: 'Parts Available',
  At: '2026-11-28T10:15:00.000Z',
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  liveEvents.setConnected(false);
});

function renderMenu(
  notices: PartsArrivedNotice[],
  role: PredefinedRoleName = 'Service Advisor',
  config = AUTO2_TEST_CONFIG,
) {
  const sent = stubServer(({ path }) =>
    path === 'Notices/PartsArrived' ? jsonResponse(200, { Notices: notices }) : jsonResponse(404, {}),
  );
  const { Token: _token, ...session } = loginAnswer({ access: predefinedRole(role).Access });
  const router = renderRoutes(
    [
      { path: '/basic/Home', element: <PartsArrivedMenu /> },
      { path: '/Service/WorkOrder/:id', element: <p>The repair order</p> },
    ],
    '/basic/Home',
    { ...session, Entity: { ...session.Entity, Config: config } },
    { queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) },
  );
  return { sent, router };
}

const openMenu = async (name: string | RegExp) => {
  const button = await screen.findByRole('button', { name });
  button.focus();
  fireEvent.keyDown(button, { key: 'Enter' });
  return screen.findByRole('menu');
};

describe("the advisor's 'Parts arrived' menu", { timeout: 20_000 }, () => {
  it('counts the new notices, lists them by order, vehicle and part, and opens the repair order', async () => {
    const { sent, router } = renderMenu([NOTICE]);
    const menu = await openMenu('Parts arrived, 1 new parts arrival');
    expect(sent.map((s) => s.path)).toEqual(['Notices/PartsArrived']);
    const item = within(menu).getByRole('menuitem', { name: /Parts arrived for WO\/2627\/00001 \(KA01AB1234\)/ });
    expect(item.textContent).toContain('Rear shock absorber × 2 NOS');
    expect(item.textContent).toContain('Parts Available · PR/2627/00001');
    fireEvent.click(item);
    await screen.findByText('The repair order');
    expect(router.state.location.pathname).toBe('/Service/WorkOrder/WO1');
  });

  it('once opened, the same notices are no longer counted as new', async () => {
    renderMenu([NOTICE]);
    await openMenu('Parts arrived, 1 new parts arrival');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    cleanup();
    renderMenu([NOTICE]);
    expect(await screen.findByRole('button', { name: 'Parts arrived' })).toBeTruthy();
  });

  it('shows a notice pushed live at once: a toast and the count, without reading the list again', async () => {
    const { sent } = renderMenu([]);
    act(() => liveEvents.setConnected(true));
    const menu = await openMenu('Parts arrived');
    expect(within(menu).getByText('No parts have arrived for your repair orders yet.')).toBeTruthy();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    const reads = sent.length;
    act(() => partsArrivedEvents.publish({ event: 'PartsArrived', Notice: NOTICE }));
    expect(
      await screen.findByText('Parts arrived for WO/2627/00001 (KA01AB1234): Rear shock absorber × 2 NOS'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Parts arrived, 1 new parts arrival' })).toBeTruthy(),
    );
    expect(sent.length).toBe(reads);
  });

  it('is not offered in a branch without the Service module', async () => {
    const { sent } = renderMenu([NOTICE], 'Owner', { ...AUTO2_TEST_CONFIG, Service: { Access: false } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: /Parts arrived/ })).toBeNull();
    expect(sent).toEqual([]);
  });
});
