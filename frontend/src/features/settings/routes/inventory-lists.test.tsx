import { Messages } from '@shared/api/messages';
import { SettingsListMessages } from '@shared/inventory/settings-list-messages';
import type { ListEntry } from '@shared/inventory/settings-lists';
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/toast/toaster';
import { clearToasts, notifyError } from '../../../components/toast/toast-store';
import { clearUnsavedChanges } from '../../../components/unsaved-changes/unsaved-changes-store';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { jsonResponse } from '../../../components/testing/fixtures';
import { sessionQueryKey } from '../../../lib/session';
import { inventoryAdminSession } from '../testing/inventory-admin-session';
import { listScreenModule, type InventoryListScreen } from './inventory-lists';

const SLOW = { timeout: 5000 };

/** A small stand-in for the server: one record per entry, `ver` checked and used entries deactivated like inventory-list-calls.ts. */
let lists: Record<string, Map<string, ListEntry>>;
let sent: Sent[];
let nextId: number;

function fakeServer({ method, path, body, query }: Sent): Response {
  if (path === 'Inventory/Settings/Warehouses')
    return jsonResponse(200, [
      { _id: 'WH1', Name: 'Main store', Active: true, EntId: 'ent-1', CrDt: '2026-11-01', ver: 1 },
    ]);
  const [, list = '', id] = /^Inventory\/Settings\/Lists\/(\w+)(?:\/([\w-]+))?$/.exec(path) ?? [];
  const entries = (lists[list] ??= new Map());
  if (!id && method === 'GET') return jsonResponse(200, [...entries.values()]);
  if (!id && method === 'POST') {
    const entry = { ...(body as Omit<ListEntry, '_id' | 'ver'>), _id: `NEW${nextId++}`, ver: 1 };
    entries.set(entry._id, entry);
    return jsonResponse(200, entry);
  }
  const current = entries.get(id ?? '');
  if (!current) return jsonResponse(404, { errorCode: 404, message: SettingsListMessages.entryNotFound });
  const ver = method === 'DELETE' ? Number(query.ver) : (body as { ver: number }).ver;
  if (ver !== current.ver) return jsonResponse(409, { errorCode: 409, message: Messages.conflict });
  if (method === 'DELETE' && !current.Used) {
    entries.delete(current._id);
    return jsonResponse(200, { message: Messages.deleted, Removed: true });
  }
  const saved = { ...current, ...(method === 'DELETE' ? { Active: false } : (body as object)), ver: current.ver + 1 };
  entries.set(current._id, saved);
  return method === 'DELETE'
    ? jsonResponse(200, { message: SettingsListMessages.deactivated(saved.Name), Removed: false, Entry: saved })
    : jsonResponse(200, saved);
}

beforeEach(() => {
  lists = {
    Reasons: new Map(
      [
        { _id: 'seed-damaged', Name: 'Damaged', Active: true, Used: true, ver: 1 },
        { _id: 'seed-found', Name: 'Found', Active: true, ver: 3 },
      ].map((e) => [e._id, e]),
    ),
  };
  nextId = 1;
  sent = [];
  stubServer((call) => {
    if (call.method !== 'GET') sent.push(call);
    return fakeServer(call);
  });
});
afterEach(() => {
  cleanup();
  clearToasts();
  clearUnsavedChanges();
  vi.unstubAllGlobals();
});

function renderList(name: InventoryListScreen, features: Record<string, boolean> = { Wh: true }) {
  const queryClient = new QueryClient({
    mutationCache: new MutationCache({ onError: (error) => notifyError(error) }),
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(sessionQueryKey, inventoryAdminSession(features));
  const { Component } = listScreenModule(name);
  render(
    <QueryClientProvider client={queryClient}>
      <Component />
      <Toaster />
    </QueryClientProvider>,
  );
}

const dialog = () => within(screen.getByRole('dialog'));

describe('settings/inventory/reasons', () => {
  it('lists the reasons and adds one, active, with what the list takes', async () => {
    renderList('reasons');
    expect(await screen.findByText('Damaged', undefined, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New reason' }));
    fireEvent.change(dialog().getByLabelText(/^Name/), { target: { value: 'Audit difference' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Audit difference', undefined, SLOW)).toBeTruthy();
    expect(sent.map((s) => [s.method, s.body])).toEqual([['POST', { Name: 'Audit difference', Active: true }]]);
  });

  it('renames at the ver it read', async () => {
    renderList('reasons');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Found' }, SLOW));
    fireEvent.change(dialog().getByLabelText(/^Name/), { target: { value: 'Found on the shelf' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Found on the shelf', undefined, SLOW)).toBeTruthy();
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      path: 'Inventory/Settings/Lists/Reasons/seed-found',
    });
    expect(sent[0]?.body).toEqual({ Name: 'Found on the shelf', Active: true, ver: 3 });
  });

  it('a rename from a stale copy answers 409: the dialog stays open with the text typed', async () => {
    renderList('reasons');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Found' }, SLOW));
    // Someone else saved first.
    lists.Reasons?.set('seed-found', { _id: 'seed-found', Name: 'Found (counted)', Active: true, ver: 4 });
    fireEvent.change(dialog().getByLabelText(/^Name/), { target: { value: 'Found again' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1), SLOW);
    expect(await screen.findByText(Messages.conflict, { exact: false }, SLOW)).toBeTruthy();
    expect((dialog().getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Found again');
  });

  it('a used reason is deactivated, not removed, and the screen says so', async () => {
    renderList('reasons');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Damaged' }, SLOW));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText(SettingsListMessages.deactivated('Damaged'), undefined, SLOW)).toBeTruthy();
    expect(sent[0]).toMatchObject({ method: 'DELETE', query: { ver: '1' } });
    await waitFor(() => expect(screen.getByText('Inactive')).toBeTruthy());
  });
});

describe('the other lists', () => {
  it('a custom field of type choice sends its choices', async () => {
    renderList('customfields');
    expect(await screen.findByText(/No custom field yet/, undefined, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New custom field' }));
    fireEvent.change(dialog().getByLabelText(/^Name/), { target: { value: 'Oil grade' } });
    fireEvent.change(dialog().getByLabelText(/^Type/), { target: { value: 'choice' } });
    fireEvent.change(await dialog().findByLabelText(/^Choices/), { target: { value: '5W-30, 10W-40 ,' } });
    fireEvent.click(dialog().getByRole('checkbox', { name: /Required/ }));
    fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1), SLOW);
    expect(sent[0]?.body).toEqual({
      Name: 'Oil grade',
      Active: true,
      Type: 'choice',
      Req: true,
      Choices: ['5W-30', '10W-40'],
    });
  });

  it('a location names its warehouse, and shows it', async () => {
    renderList('locations');
    fireEvent.click(await screen.findByRole('button', { name: 'New location' }, SLOW));
    fireEvent.change(dialog().getByLabelText(/^Name/), { target: { value: 'Rack A / Bin 3' } });
    await waitFor(() => expect(dialog().getByRole('option', { name: 'Main store' })).toBeTruthy(), SLOW);
    fireEvent.change(dialog().getByLabelText(/^Warehouse/), { target: { value: 'WH1' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Rack A / Bin 3', undefined, SLOW)).toBeTruthy();
    expect(sent[0]?.body).toEqual({ Name: 'Rack A / Bin 3', Active: true, WhId: 'WH1' });
    expect(screen.getByText('Main store')).toBeTruthy();
  });

  it('locations are not offered where the warehouse feature (Wh) is off', async () => {
    renderList('locations', { Wh: false });
    expect(await screen.findByText(SettingsListMessages.featureOff)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New location' })).toBeNull();
  });
});
