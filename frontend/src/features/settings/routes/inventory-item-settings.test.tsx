import type { EntitySettingsAnswer } from '@shared/api/routes/settings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearUnsavedChanges } from '../../../components/unsaved-changes/unsaved-changes-store';
import { stubServer } from '../../../components/testing/fake-server';
import { jsonResponse } from '../../../components/testing/fixtures';
import { sessionQueryKey } from '../../../lib/session';
import { inventoryAdminSession } from '../testing/inventory-admin-session';
import { Component as InventoryItemSettings } from './inventory-item-settings';

const SLOW = { timeout: 5000 };

const settingsAnswer = (): EntitySettingsAnswer => {
  const { Settings } = inventoryAdminSession({}).Entity;
  return {
    EntId: 'ent-1',
    DName: 'Demo Motors Pune',
    // PrListId is not on the screen (no price list can be chosen here yet): it must go back as read.
    Settings: { ...Settings, Inventory: { DUoM: -1, PrList: true, PrListId: 'PL-RETAIL', MultiWh: true } },
    HasLogo: false,
    SettingsVer: 3,
    ver: 7,
  };
};

let puts: { ver: number; Inventory: Record<string, unknown> }[];

beforeEach(() => {
  puts = [];
  stubServer(({ method, path, body }) => {
    if (path === 'EntitySettings' && method === 'GET') return jsonResponse(200, settingsAnswer());
    if (path === 'Inventory/Settings/Warehouses')
      return jsonResponse(200, [
        { _id: 'WH1', Name: 'Main store', Active: true, EntId: 'ent-1', CrDt: '2026-11-01', ver: 1 },
        { _id: 'WH2', Name: 'Rack B', Active: true, EntId: 'ent-1', CrDt: '2026-11-01', ver: 1 },
      ]);
    if (path === 'EntitySettings/Inventory' && method === 'PUT') {
      const sent = body as (typeof puts)[number];
      puts.push(sent);
      const answer = settingsAnswer();
      return jsonResponse(200, {
        ...answer,
        Settings: { ...answer.Settings, Inventory: sent.Inventory },
        ver: 8,
      });
    }
    return jsonResponse(404, { errorCode: 404, message: 'This call does not exist.' });
  });
});
afterEach(() => {
  cleanup();
  clearUnsavedChanges();
  vi.unstubAllGlobals();
});

function renderScreen(features: Record<string, boolean>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(sessionQueryKey, inventoryAdminSession(features));
  render(
    <QueryClientProvider client={queryClient}>
      <InventoryItemSettings />
    </QueryClientProvider>,
  );
}

describe('settings/inventory/Items', () => {
  it('saves the Inventory section at its ver, with the default warehouse picked and what it does not show as read', async () => {
    renderScreen({ Wh: true, PrList: true });
    await waitFor(() => expect(screen.getAllByRole('option', { name: 'Rack B' })).toHaveLength(2), SLOW);
    fireEvent.change(screen.getByLabelText(/^Default warehouse/), { target: { value: 'WH2' } });
    fireEvent.change(screen.getByLabelText(/^Default unit of measure/), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('switch', { name: /Block zero quantity/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1), SLOW);
    expect(puts[0]).toEqual({
      ver: 7,
      Inventory: {
        DefWId: 'WH2',
        MultiWh: true,
        PrList: true,
        PrListId: 'PL-RETAIL',
        NoPRPrice: false,
        SKU: false,
        DUoM: 3,
        // Absent Issue is on (parts desk): saved as on unless switched off.
        Issue: true,
        BZQty: true,
        Valuation: 'AVG',
      },
    });
  });

  it('chooses FIFO valuation, saved with the rest of the section', async () => {
    renderScreen({});
    const valuation = await screen.findByLabelText(/^Stock valuation/, undefined, SLOW);
    expect(screen.getByText(/Changing it changes no value/)).toBeTruthy();
    fireEvent.change(valuation, { target: { value: 'FIFO' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1), SLOW);
    expect(puts[0]?.Inventory).toMatchObject({ Valuation: 'FIFO', PrListId: 'PL-RETAIL' });
  });

  it('shows each switch with what it does, and no warehouse or price list fields where those features are off', async () => {
    renderScreen({});
    expect(await screen.findByRole('switch', { name: /SKU codes/ }, SLOW)).toBeTruthy();
    expect(screen.getByText(/Stock never goes below zero/)).toBeTruthy();
    // The form takes the branch's settings as they arrive: absent Issue reads on.
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: /Issue parts from the stores/ }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
    expect(screen.queryByLabelText(/^Default warehouse/)).toBeNull();
    expect(screen.queryByRole('switch', { name: /Multiple warehouses/ })).toBeNull();
    expect(screen.queryByRole('switch', { name: /^Price lists/ })).toBeNull();
  });
});
