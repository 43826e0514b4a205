import { Messages } from '@shared/api/messages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearToasts } from '../../../components/toast/toast-store';
import {
  CATEGORIES,
  cleanUpAfterEach,
  ok,
  refuse,
  renderRoute,
  stubServer,
  type Sent,
} from '../testing/catalogue-test-kit';
import { Component as ComplaintList } from './complaint-list';

type Complaint = { _id: string; Desc: string; Cat: string; Own: boolean; Act: boolean; ver: number };
let complaints: Complaint[];
let sent: Sent[];
/** What the next PUT answers instead of saving: a lost `ver` race or a duplicate description. */
let nextPut: 'conflict' | 'duplicate' | undefined;

function server({ method, path, query, body }: Sent): Response {
  if (path === 'Service/Categories') return ok(CATEGORIES);
  if (path === 'Service/Complaints' && method === 'GET') {
    const q = query.Q?.toLowerCase();
    return ok({
      Items: complaints.filter((c) => (query.All === 'true' || c.Act) && (!q || c.Desc.toLowerCase().includes(q))),
    });
  }
  if (path === 'Service/Complaints' && method === 'POST') {
    const created = { _id: 'CMP900', ...(body as { Desc: string; Cat: string }), Own: true, Act: true, ver: 1 };
    complaints.push(created);
    return ok(created);
  }
  const [, id, deactivate] = /^Service\/Complaints\/(\w+)(\/Deactivate)?$/.exec(path) ?? [];
  const current = complaints.find((c) => c._id === id);
  if (!current) return refuse(404, 'This catalogue record was not found.');
  if (nextPut === 'conflict' || body?.ver !== current.ver) return refuse(409, Messages.conflict);
  if (nextPut === 'duplicate') return refuse(409, 'This complaint is already in the catalogue.');
  const saved = {
    ...current,
    ...(body as Partial<Complaint>),
    ...(deactivate ? { Act: false } : {}),
    Own: true,
    ver: current.ver + 1,
  };
  complaints = complaints.map((c) => (c._id === id ? saved : c));
  return ok(saved);
}

beforeEach(() => {
  complaints = [
    { _id: 'CMP001', Desc: 'Noise from front suspension while braking', Cat: 'BRAKES', Own: false, Act: true, ver: 0 },
    { _id: 'CMP002', Desc: 'Battery drains overnight', Cat: 'ELECTRICAL', Own: true, Act: true, ver: 3 },
  ];
  nextPut = undefined;
  sent = stubServer(server);
});
cleanUpAfterEach();

const open = (role: 'admin' | 'advisor' = 'admin') =>
  renderRoute([{ path: '/settings/ComplaintList', Component: ComplaintList }], '/settings/ComplaintList', role);
const table = () => screen.findByRole('table', { name: 'Complaints' });
const rowTexts = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
/** The machine is shared: give list refreshes more than waitFor's default second. */
const SLOW = { timeout: 5000 };
const writes = () =>
  sent.filter((s) => s.method !== 'GET').map((s) => `${s.method} ${s.path} ${JSON.stringify(s.body)}`);

describe('settings/ComplaintList', () => {
  it('lists complaints before any search, with category names and system/own marks, then searches from 2 characters', async () => {
    open();
    await waitFor(
      async () =>
        expect(await rowTexts()).toEqual(['Noise from front suspension while braking', 'Battery drains overnight']),
      SLOW,
    );
    expect(within(await table()).getAllByText('Brakes')).toHaveLength(1);
    expect(within(await table()).getByText('System')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search complaints' }), { target: { value: 'b' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Search complaints' }), { target: { value: 'batt' } });
    await waitFor(async () => expect(await rowTexts()).toEqual(['Battery drains overnight']), SLOW);
    expect(sent.filter((s) => s.path === 'Service/Complaints').map((s) => s.query.Q ?? '')).toEqual(['', 'batt']);
  });

  it('creates a complaint, and edits one with the ver it read', async () => {
    open();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'New complaint' }));
    const dialog = screen.getByRole('dialog', { name: 'New complaint' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Complaint, as the customer says it' }), {
      target: { value: 'AC not cooling at idle' },
    });
    const category = within(dialog).getByLabelText('Category');
    await waitFor(() => expect(within(category).getAllByRole('option').length).toBeGreaterThan(1));
    fireEvent.change(category, { target: { value: 'ELECTRICAL' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText(Messages.saved);
    act(() => clearToasts());

    fireEvent.click(screen.getByRole('button', { name: 'Edit Battery drains overnight' }));
    const edit = screen.getByRole('dialog', { name: 'Edit complaint' });
    fireEvent.change(within(edit).getByRole('textbox', { name: 'Complaint, as the customer says it' }), {
      target: { value: 'Battery drains overnight when parked' },
    });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await screen.findByText(Messages.updated);
    expect(writes()).toEqual([
      'POST Service/Complaints {"Desc":"AC not cooling at idle","Cat":"ELECTRICAL"}',
      'PUT Service/Complaints/CMP002 {"ver":3,"Desc":"Battery drains overnight when parked","Cat":"ELECTRICAL"}',
    ]);
  });

  it('a lost ver race shows the conflict toast with Refresh; a duplicate goes under the field', async () => {
    open();
    await table();
    nextPut = 'conflict';
    fireEvent.click(screen.getByRole('button', { name: 'Edit Battery drains overnight' }));
    let dialog = screen.getByRole('dialog', { name: 'Edit complaint' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Complaint, as the customer says it' }), {
      target: { value: 'Battery flat every morning' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText(Messages.duplicate);
    expect(screen.getByText(Messages.conflict)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    act(() => clearToasts());

    nextPut = 'duplicate';
    dialog = screen.getByRole('dialog', { name: 'Edit complaint' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('This complaint is already in the catalogue.');
    expect(screen.queryByText(Messages.duplicate)).toBeNull();
  });

  it('deactivates with the ver read after a confirmation, and lists inactive complaints on request', async () => {
    open();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate Battery drains overnight' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Deactivate complaint' })).getByRole('button', { name: 'Deactivate' }),
    );
    await screen.findByText(Messages.updated);
    expect(writes()).toEqual(['PUT Service/Complaints/CMP002/Deactivate {"ver":3}']);
    await waitFor(async () => expect(await rowTexts()).toEqual(['Noise from front suspension while braking']), SLOW);
    fireEvent.click(screen.getByRole('switch', { name: 'Show inactive' }));
    await waitFor(async () => expect(await rowTexts()).toHaveLength(2), SLOW);
    expect(screen.getByRole('button', { name: 'Activate Battery drains overnight' })).toBeTruthy();
  });

  it('is read-only for a service advisor: no New, Edit, Deactivate or Import', async () => {
    open('advisor');
    await table();
    expect(screen.queryByRole('button', { name: 'New complaint' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import from CSV' })).toBeNull();
  });
});
