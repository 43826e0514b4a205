import { Messages } from '@shared/api/messages';
import type { CustomerCategory } from '@shared/settings/customer-categories';
import { CustomerCategoryMessages as M } from '@shared/settings/customer-category-messages';
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/toast/toaster';
import { clearToasts, notifyError } from '../../../components/toast/toast-store';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { jsonResponse } from '../../../components/testing/fixtures';
import { sessionQueryKey } from '../../../lib/session';
import { inventoryAdminSession } from '../testing/inventory-admin-session';
import { Component } from './customer-categories';

const SLOW = { timeout: 5000 };

/** A stand-in for customer-category-calls.ts: `ver` checked, names unique case aside, a used category keeps its name. */
let categories: Map<string, CustomerCategory>;
let sent: Sent[];

function fakeServer({ method, path, body, query }: Sent): Response {
  const id = /^Settings\/CustomerCategories\/(\w+)$/.exec(path)?.[1];
  if (!id && method === 'GET') return jsonResponse(200, [...categories.values()]);
  const fields = body as Partial<CustomerCategory>;
  const taken = (name: string | undefined, self?: string) =>
    name !== undefined &&
    [...categories.values()].some((c) => c._id !== self && c.Name.toLowerCase() === name.trim().toLowerCase());
  if (!id && method === 'POST') {
    if (taken(fields.Name)) {
      const message = M.nameTaken(fields.Name ?? '');
      return jsonResponse(409, { errorCode: 409, message, errors: [{ path: 'Name', message }] });
    }
    const made = { Active: true, ...fields, _id: `NEW${categories.size}`, ver: 1 } as CustomerCategory;
    categories.set(made._id, made);
    return jsonResponse(200, made);
  }
  const current = categories.get(id ?? '');
  if (!current) return jsonResponse(404, { errorCode: 404, message: M.notFound });
  const ver = method === 'DELETE' ? Number(query.ver) : (fields.ver ?? 0);
  if (ver !== current.ver) return jsonResponse(409, { errorCode: 409, message: Messages.conflict });
  if (method === 'PUT' && current.Used && fields.Name !== current.Name) {
    const message = M.renameInUse(current.Name);
    return jsonResponse(400, { errorCode: 400, message, errors: [{ path: 'Name', message }] });
  }
  if (method === 'DELETE' && !current.Used) {
    categories.delete(current._id);
    return jsonResponse(200, { message: Messages.deleted, Removed: true });
  }
  const saved = { ...current, ...(method === 'DELETE' ? { Active: false } : fields), ver: current.ver + 1 };
  categories.set(current._id, saved);
  return method === 'DELETE'
    ? jsonResponse(200, { message: M.deactivated(saved.Name), Removed: false, Category: saved })
    : jsonResponse(200, saved);
}

beforeEach(() => {
  categories = new Map(
    [
      { _id: 'FLEET', Name: 'Fleet', Desc: 'Transporters', Active: true, Used: true, ver: 2 },
      { _id: 'RETAIL', Name: 'Retail', Active: true, ver: 1 },
    ].map((c) => [c._id, c as CustomerCategory]),
  );
  sent = [];
  stubServer((call) => {
    if (call.method !== 'GET') sent.push(call);
    return fakeServer(call);
  });
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

function renderScreen() {
  const queryClient = new QueryClient({
    mutationCache: new MutationCache({ onError: (error) => notifyError(error) }),
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(sessionQueryKey, inventoryAdminSession({}));
  render(
    <QueryClientProvider client={queryClient}>
      <Component />
      <Toaster />
    </QueryClientProvider>,
  );
}

const addForm = () => within(screen.getByRole('form', { name: 'Add customer category' }));

describe('settings/customercategories', () => {
  it('lists the categories and adds one with Enter, then is ready for the next', async () => {
    renderScreen();
    expect(await screen.findByText('Transporters', undefined, SLOW)).toBeTruthy();
    const name = addForm().getByLabelText(/^New category/) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Insurance' } });
    fireEvent.change(addForm().getByLabelText(/^Description/), { target: { value: 'Claims paid by insurers' } });
    fireEvent.submit(name.form!);
    expect(await screen.findByText('Claims paid by insurers', undefined, SLOW)).toBeTruthy();
    expect(sent.map((s) => [s.method, s.body])).toEqual([
      ['POST', { Name: 'Insurance', Desc: 'Claims paid by insurers' }],
    ]);
    await waitFor(() => expect(name.value).toBe(''));
  });

  it('shows a taken name under the field and writes nothing else', async () => {
    renderScreen();
    await screen.findByText('Retail', undefined, SLOW);
    const name = addForm().getByLabelText(/^New category/) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'retail' } });
    fireEvent.submit(name.form!);
    expect(await screen.findAllByText(M.nameTaken('retail'), undefined, SLOW)).not.toHaveLength(0);
    expect(categories.size).toBe(2);
  });

  it('edits a row in place at the ver it read: Enter saves, Escape cancels', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Retail' }, SLOW));
    const name = screen.getByLabelText('Name of Retail');
    fireEvent.keyDown(name, { key: 'Escape' });
    expect(screen.queryByLabelText('Name of Retail')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Retail' }));
    fireEvent.change(screen.getByLabelText('Name of Retail'), { target: { value: 'Retail counter' } });
    fireEvent.change(screen.getByLabelText('Description of Retail'), { target: { value: 'Walk-in buyers' } });
    fireEvent.keyDown(screen.getByLabelText('Description of Retail'), { key: 'Enter' });
    expect(await screen.findByText('Retail counter', undefined, SLOW)).toBeTruthy();
    expect(sent[0]).toMatchObject({ method: 'PUT', path: 'Settings/CustomerCategories/RETAIL' });
    expect(sent[0]?.body).toEqual({ Name: 'Retail counter', Desc: 'Walk-in buyers', Active: true, ver: 1 });
  });

  it('keeps the name of a category in use fixed, and deactivates it instead of removing it', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Fleet' }, SLOW));
    expect((screen.getByLabelText('Name of Fleet') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Fleet' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText(M.deactivated('Fleet'), undefined, SLOW)).toBeTruthy();
    expect(sent[0]).toMatchObject({ method: 'DELETE', query: { ver: '2' } });
    await waitFor(() => expect(screen.getByText('Inactive')).toBeTruthy());
  });

  it('a save from a stale copy answers 409 with the conflict notice', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Retail' }, SLOW));
    categories.set('RETAIL', { _id: 'RETAIL', Name: 'Retail', Active: false, ver: 2 });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Active' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(Messages.conflict, { exact: false }, SLOW)).toBeTruthy();
  });
});
