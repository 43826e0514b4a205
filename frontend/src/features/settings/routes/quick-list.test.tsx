import { Messages } from '@shared/api/messages';
import type { UserAndEntity } from '@shared/api/routes/iam';
import type { QuickListEntry } from '@shared/reference/branch-setup-schemas';
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/toast/toaster';
import { clearToasts, notifyError } from '../../../components/toast/toast-store';
import { clearUnsavedChanges, hasUnsavedChanges } from '../../../components/unsaved-changes/unsaved-changes-store';
import { sessionQueryKey } from '../../../lib/session';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { jsonResponse, loginAnswer } from '../../../components/testing/fixtures';
import { Component as QuickListScreen } from './quick-list';

const adminSession = (): UserAndEntity => {
  const { Token: _token, ...session } = loginAnswer({ access: { SA: false, EA: true, Common: {} } });
  return session;
};

/** A small stand-in for the server: one record per entry, `ver` checked like quick-list-calls.ts. */
let entries: Map<string, QuickListEntry>;
let sent: Sent[];
let nextId: number;

function fakeServer(
  method: string,
  path: string,
  body: Record<string, unknown> | undefined,
  ver: string | null,
): Response {
  if (path === 'OpCodeQuickLists' && method === 'GET') return jsonResponse(200, [...entries.values()]);
  if (path === 'OpCodeQuickLists' && method === 'POST') {
    const entry = { ...(body as Omit<QuickListEntry, '_id' | 'ver'>), _id: `01NEW${nextId++}`, ver: 1 };
    entries.set(entry._id, entry);
    return jsonResponse(200, entry);
  }
  const id = /^OpCodeQuickLists\/(\w+)$/.exec(path)?.[1] ?? '';
  const current = entries.get(id);
  if (!current) return jsonResponse(404, { errorCode: 404, message: 'Quick list entry not found.' });
  const sentVer = method === 'DELETE' ? Number(ver) : (body?.ver as number);
  if (sentVer !== current.ver) return jsonResponse(409, { errorCode: 409, message: Messages.conflict });
  if (method === 'DELETE') {
    entries.delete(id);
    return jsonResponse(200, { message: Messages.deleted });
  }
  const { ver: _ver, ...input } = body as QuickListEntry;
  const saved = { ...current, ...input, ver: current.ver + 1 };
  entries.set(id, saved);
  return jsonResponse(200, saved);
}

beforeEach(() => {
  entries = new Map(
    [
      { _id: '01GS', Pos: 1, OpCode: 'GS01', Desc: 'General service', ver: 3 },
      { _id: '01WB', Pos: 2, OpCode: 'WB01', Desc: 'Wheel balancing', ver: 1 },
    ].map((e) => [e._id, e]),
  );
  sent = [];
  nextId = 1;
  stubServer((call) => {
    if (call.method !== 'GET') sent.push(call);
    return fakeServer(call.method, call.path, call.body, call.query.ver ?? null);
  });
});
afterEach(() => {
  cleanup();
  clearToasts();
  clearUnsavedChanges();
  vi.unstubAllGlobals();
});

function renderScreen() {
  const queryClient = new QueryClient({
    mutationCache: new MutationCache({ onError: (error) => notifyError(error) }),
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(sessionQueryKey, adminSession());
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <QuickListScreen />
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  );
}

const cell = (header: 'Op code' | 'Description', n: number): HTMLInputElement =>
  screen.getByRole(header === 'Op code' ? 'combobox' : 'textbox', {
    name: `${header}, entry ${n}`,
  }) as HTMLInputElement;
const codes = (): string[] =>
  screen.queryAllByRole('combobox', { name: /^Op code, entry \d+$/ }).map((el) => (el as HTMLInputElement).value);
const saveButton = (): HTMLButtonElement => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const writes = (): string[] =>
  sent.map((s) => `${s.method} ${s.path} ${JSON.stringify(s.body ?? { ver: Number(s.query.ver) })}`);

/** Waits for a save to finish (its toast), then clears it so the next save's toast is its own. */
async function savedOk(): Promise<void> {
  await screen.findByText(Messages.saved);
  act(() => clearToasts());
}

async function loaded() {
  renderScreen();
  await screen.findByRole('table', { name: 'Quick list' });
  await waitFor(() => expect(codes()).toEqual(['GS01', 'WB01']));
}

describe('Quick list screen (settings/quicklist) on the line grid', () => {
  it('shows the entries as lines in position order with a count in the footer; Save waits for a change', async () => {
    await loaded();
    expect(cell('Description', 2).value).toBe('Wheel balancing');
    expect(screen.getByText('2 entries')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('saves only the changed lines, each with its own ver; a new line added by Enter is created at its position', async () => {
    await loaded();
    fireEvent.change(cell('Description', 1), { target: { value: 'General service (petrol)' } });
    cell('Description', 2).focus();
    fireEvent.keyDown(cell('Description', 2), { key: 'Enter' });
    await waitFor(() => expect(document.activeElement).toBe(cell('Op code', 3)));
    fireEvent.change(cell('Op code', 3), { target: { value: 'AC01' } });
    fireEvent.change(cell('Description', 3), { target: { value: 'AC gas top-up' } });
    expect(screen.getByText('3 entries')).toBeTruthy();
    expect(hasUnsavedChanges()).toBe(true);
    fireEvent.click(saveButton());
    await savedOk();
    expect(writes()).toEqual([
      'PUT OpCodeQuickLists/01GS {"Pos":1,"OpCode":"GS01","Desc":"General service (petrol)","ver":3}',
      'POST OpCodeQuickLists {"Pos":3,"OpCode":"AC01","Desc":"AC gas top-up"}',
    ]);
    await waitFor(() => expect(saveButton().disabled).toBe(true));
    expect(hasUnsavedChanges()).toBe(false);
    // The saved versions are what the next edit is made against.
    fireEvent.change(cell('Description', 1), { target: { value: 'General service (diesel)' } });
    fireEvent.change(cell('Description', 3), { target: { value: 'AC gas refill' } });
    fireEvent.click(saveButton());
    await savedOk();
    expect(writes().slice(2)).toEqual([
      'PUT OpCodeQuickLists/01GS {"Pos":1,"OpCode":"GS01","Desc":"General service (diesel)","ver":4}',
      'PUT OpCodeQuickLists/01NEW1 {"Pos":3,"OpCode":"AC01","Desc":"AC gas refill","ver":1}',
    ]);
  });

  it('a reorder saves the moved lines’ positions; a removed line is deleted with its ver; a blank new line is dropped', async () => {
    await loaded();
    cell('Op code', 1).focus();
    fireEvent.keyDown(cell('Op code', 1), { key: 'ArrowDown', altKey: true });
    expect(codes()).toEqual(['WB01', 'GS01']);
    fireEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    await waitFor(() => expect(codes()).toEqual(['WB01', 'GS01', '']));
    fireEvent.click(saveButton());
    await savedOk();
    expect(writes()).toEqual([
      'PUT OpCodeQuickLists/01WB {"Pos":1,"OpCode":"WB01","Desc":"Wheel balancing","ver":1}',
      'PUT OpCodeQuickLists/01GS {"Pos":2,"OpCode":"GS01","Desc":"General service","ver":3}',
    ]);
    expect(codes()).toEqual(['WB01', 'GS01']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove entry 2' }));
    expect(codes()).toEqual(['WB01']);
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());
    await savedOk();
    expect(writes()[2]).toBe('DELETE OpCodeQuickLists/01GS {"ver":4}');
  });

  it('a line changed elsewhere answers 409: the conflict toast offers Refresh, the line says why and keeps the typing, the other lines are saved', async () => {
    await loaded();
    // Someone else saves GS01 after this screen read it.
    entries.set('01GS', { ...(entries.get('01GS') as QuickListEntry), Desc: 'Changed elsewhere', ver: 4 });
    fireEvent.change(cell('Description', 1), { target: { value: 'Mine' } });
    fireEvent.change(cell('Description', 2), { target: { value: 'Wheel balancing (alloy)' } });
    fireEvent.click(saveButton());
    const toast = await screen.findByTestId('toast-conflict');
    expect(toast.textContent).toContain(Messages.conflict);
    expect(within(toast).getByRole('button', { name: 'Refresh' })).toBeTruthy();
    const problems = await screen.findByRole('list', { name: 'Problems in entry 1' });
    expect(problems.textContent).toBe(Messages.conflict);
    expect(screen.queryByRole('list', { name: 'Problems in entry 2' })).toBeNull();
    expect(cell('Description', 1).value).toBe('Mine');
    expect(entries.get('01WB')).toMatchObject({ Desc: 'Wheel balancing (alloy)', ver: 2 });
    expect(entries.get('01GS')).toMatchObject({ Desc: 'Changed elsewhere', ver: 4 });
    expect(screen.queryByText(Messages.saved)).toBeNull();
    // Still unsaved, and saving again sends only the refused line (still against the ver it read).
    expect(hasUnsavedChanges()).toBe(true);
    sent = [];
    act(() => clearToasts());
    fireEvent.click(saveButton());
    await screen.findByTestId('toast-conflict');
    expect(writes()).toEqual(['PUT OpCodeQuickLists/01GS {"Pos":1,"OpCode":"GS01","Desc":"Mine","ver":3}']);
  });

  it('refuses an empty op code under its own line and sends nothing', async () => {
    await loaded();
    fireEvent.change(cell('Op code', 2), { target: { value: ' ' } });
    fireEvent.click(saveButton());
    const problems = await screen.findByRole('list', { name: 'Problems in entry 2' });
    expect(problems.textContent).toBe('Op code: Enter the operation code.');
    expect(sent).toEqual([]);
  });

  it('the op-code cell searches the list as you type; picking a code fills an empty description', async () => {
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    await waitFor(() => expect(codes()).toHaveLength(3));
    fireEvent.change(cell('Op code', 3), { target: { value: 'wheel' } });
    const option = await screen.findByRole('option', { name: /WB01/ });
    await act(async () => {
      fireEvent.click(option);
    });
    expect(cell('Op code', 3).value).toBe('WB01');
    expect(cell('Description', 3).value).toBe('Wheel balancing');
  });
});
