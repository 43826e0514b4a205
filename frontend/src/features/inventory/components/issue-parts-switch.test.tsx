import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StockSwitchMessages } from '@shared/inventory/stock-switches';
import { stubServer } from '../../../components/testing/fake-server';
import { renderRoutes } from '../../../components/testing/render';
import { inventoryScreens } from '../routes/screens';
import { ok, partsClerkSession, refuse, SLOW, WAREHOUSES } from '../testing/inventory-screens-kit';

/**
 * Issue Parts in a branch whose Inventory setting Issue is off (docs/inventory-reservations.md §9):
 * the screen says parts leave stock at the order's completion and that only serial parts are issued here.
 */
beforeEach(() => {
  stubServer(({ path }) => {
    if (path === 'Inventory/Settings/Warehouses') return ok(WAREHOUSES);
    if (path === 'Inventory/IssueParts') return ok({ Items: [] });
    return refuse(404, 'No fake answer');
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderIssueParts(Issue: boolean | undefined) {
  const session = partsClerkSession();
  const Inventory = { ...session.Entity.Settings.Inventory, ...(Issue === undefined ? {} : { Issue }) };
  renderRoutes([{ path: '/items/IssueParts', Component: inventoryScreens.issueParts.Component }], '/items/IssueParts', {
    ...session,
    Entity: { ...session.Entity, Settings: { ...session.Entity.Settings, Inventory } },
  });
}

describe('items/IssueParts and the Issue setting', () => {
  it('off: says the branch issues at completion, above the list', async () => {
    renderIssueParts(false);
    expect(await screen.findByText(StockSwitchMessages.issueOff, undefined, SLOW)).toBeTruthy();
    expect(await screen.findByText('No parts waiting to be issued.', undefined, SLOW)).toBeTruthy();
  });

  it('on, or not set: the parts desk issues, and no notice is shown', async () => {
    for (const Issue of [true, undefined]) {
      renderIssueParts(Issue);
      expect(await screen.findByText('No parts waiting to be issued.', undefined, SLOW)).toBeTruthy();
      expect(screen.queryByText(StockSwitchMessages.issueOff)).toBeNull();
      cleanup();
    }
  });
});
