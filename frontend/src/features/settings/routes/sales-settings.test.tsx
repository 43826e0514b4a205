import type { EntitySettingsAnswer } from '@shared/api/routes/settings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearUnsavedChanges } from '../../../components/unsaved-changes/unsaved-changes-store';
import { stubServer } from '../../../components/testing/fake-server';
import { jsonResponse } from '../../../components/testing/fixtures';
import { sessionQueryKey } from '../../../lib/session';
import { inventoryAdminSession } from '../testing/inventory-admin-session';
import { Component as SalesSettings } from './sales-settings';

const SLOW = { timeout: 5000 };

const settingsAnswer = (): EntitySettingsAnswer => {
  const { Settings } = inventoryAdminSession({}).Entity;
  return {
    EntId: 'ent-1',
    DName: 'Hosur Auto Parts',
    // Disc and PrListId are not on the screen: they must go back as read.
    Settings: { ...Settings, Sales: { Disc: true, PrListId: 'PL-RETAIL', SOTerms: 'Old terms' } },
    HasLogo: false,
    SettingsVer: 3,
    ver: 7,
  };
};

let puts: { ver: number; Sales: Record<string, unknown> }[];

beforeEach(() => {
  puts = [];
  stubServer(({ method, path, body }) => {
    if (path === 'EntitySettings' && method === 'GET') return jsonResponse(200, settingsAnswer());
    if (path === 'Inventory/Settings/Warehouses')
      return jsonResponse(200, [
        { _id: 'WH1', Name: 'Main store', Active: true, EntId: 'ent-1', CrDt: '2026-11-01', ver: 1 },
        { _id: 'WH2', Name: 'Counter', Active: true, EntId: 'ent-1', CrDt: '2026-11-01', ver: 1 },
      ]);
    if (path === 'EntitySettings/Sales' && method === 'PUT') {
      const sent = body as (typeof puts)[number];
      puts.push(sent);
      const answer = settingsAnswer();
      return jsonResponse(200, { ...answer, Settings: { ...answer.Settings, Sales: sent.Sales }, ver: 8 });
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
      <SalesSettings />
    </QueryClientProvider>,
  );
}

describe('settings/salessettings', () => {
  it('reads approval as on when never set, and saves the Sales section whole at its ver', async () => {
    renderScreen({ Wh: true });
    await waitFor(() => expect(screen.getAllByRole('option', { name: 'Counter' })).toHaveLength(1), SLOW);
    const approval = screen.getByRole('switch', { name: /Approve sales orders before packing/ }) as HTMLInputElement;
    await waitFor(() => expect(approval.checked).toBe(true));
    fireEvent.click(approval);
    fireEvent.change(screen.getByLabelText(/^Warehouse for sales/), { target: { value: 'WH2' } });
    fireEvent.change(screen.getByLabelText(/^Estimates valid for/), { target: { value: '15' } });
    fireEvent.change(screen.getByLabelText(/^Terms on sales estimates/), {
      target: { value: 'Prices valid as dated.' },
    });
    fireEvent.change(screen.getByLabelText(/^Terms on sales orders/), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1), SLOW);
    expect(puts[0]).toEqual({
      ver: 7,
      Sales: {
        Disc: true,
        PrListId: 'PL-RETAIL',
        ApprSO: false,
        WhId: 'WH2',
        EstDays: 15,
        SETerms: 'Prices valid as dated.',
      },
    });
  });

  it('refuses validity days that are not whole days from 1 to 365, sending nothing', async () => {
    renderScreen({});
    const days = await screen.findByLabelText(/^Estimates valid for/, undefined, SLOW);
    expect(screen.queryByLabelText(/^Warehouse for sales/)).toBeNull();
    fireEvent.change(days, { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter whole days from 1 to 365.', undefined, SLOW)).toBeTruthy();
    expect(puts).toHaveLength(0);
  });
});
