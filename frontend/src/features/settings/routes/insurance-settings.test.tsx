import { Messages } from '@shared/api/messages';
import type { UserAndEntity } from '@shared/api/routes/iam';
import { gstinCheckChar } from '@shared/gst/gstin';
import type { EntityInsurance } from '@shared/reference/branch-setup-schemas';
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/toast/toaster';
import { clearToasts, notifyError } from '../../../components/toast/toast-store';
import { clearUnsavedChanges, hasUnsavedChanges } from '../../../components/unsaved-changes/unsaved-changes-store';
import { sessionQueryKey } from '../../../lib/session';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { jsonResponse, loginAnswer } from '../../../components/testing/fixtures';
import { Component as InsuranceSettings } from './insurance-settings';

const adminSession = (): UserAndEntity => {
  const { Token: _token, ...session } = loginAnswer({ access: { SA: false, EA: true, Common: {} } });
  return { ...session, Entity: { ...session.Entity, SettingsVer: 3 } };
};

const INSURERS = [
  { _id: 'NIA', Name: 'The New India Assurance Co. Ltd.', Sector: 'Public' },
  { _id: 'DIGIT', Name: 'Go Digit General Insurance Ltd.', Sector: 'Private' },
];
const STATES = [
  { StCode: '27', Name: 'Maharashtra', Kind: 'State' },
  { StCode: '29', Name: 'Karnataka', Kind: 'State' },
];
const gstinOf = (stateCode: string): string => {
  const first14 = `${stateCode}ABCDE1234F1Z`;
  return `${first14}${gstinCheckChar(first14)}`;
};

const digitRecord = (): EntityInsurance => ({
  InsId: 'DIGIT',
  Name: 'Go Digit General Insurance Ltd.',
  EntId: 'ent-1',
  TieUp: true,
  GarageCode: 'DG-001',
  PayDays: 30,
  Branches: [
    { BranchId: 'b-pune', Name: 'Digit Pune', Ct: 'Pune', StCode: '27', State: 'Maharashtra', Phone: '020 1234567' },
  ],
  UpDt: '2025-01-01T00:00:00.000Z',
  ver: 4,
});

/** A small stand-in for the server: records per insurer, ver checked like insurance-calls.ts. */
let records: Map<string, EntityInsurance>;
let sent: Sent[];
/** What the server answered (a request aborted first is not answered, as in a browser). */
let answered: Response[];
let override: ((method: string, path: string) => Response | undefined) | undefined;

function stored(id: string, ver: number | undefined): EntityInsurance | Response {
  const current = records.get(id);
  if (current ? ver !== current.ver : ver !== undefined)
    return jsonResponse(409, { errorCode: 409, message: Messages.settingsUpdated });
  const name = INSURERS.find((insurer) => insurer._id === id)?.Name ?? id;
  return current ?? { InsId: id, Name: name, EntId: 'ent-1', TieUp: false, Branches: [], UpDt: '', ver: 0 };
}

function fakeServer(method: string, path: string, body: Record<string, unknown>): Response {
  if (path === 'System/Insurance') return jsonResponse(200, INSURERS);
  if (path === 'System/StatesCities/States') return jsonResponse(200, STATES);
  if (path === 'Service/EntityInsurance' && method === 'GET') return jsonResponse(200, [...records.values()]);
  const details = /^Service\/EntityInsurance\/(\w+)$/.exec(path);
  const branch = /^Service\/Insurance\/(\w+)\/Branch\/([\w-]+)$/.exec(path);
  const id = details?.[1] ?? branch?.[1] ?? '';
  if (details && method === 'GET') {
    const found = records.get(id);
    return found
      ? jsonResponse(200, found)
      : jsonResponse(404, {
          errorCode: 404,
          message: 'No tie up settings found. Please setup tie up information in settings.',
        });
  }
  if ((details || branch) && method === 'PUT') {
    const { ver, ...input } = body;
    const current = stored(id, ver as number | undefined);
    if (current instanceof Response) return current;
    const state = STATES.find((s) => s.StCode === input.StCode)?.Name ?? '';
    const next: Omit<EntityInsurance, 'ver'> = branch
      ? {
          ...current,
          Branches: [
            ...current.Branches.filter((b) => b.BranchId !== branch[2]),
            { ...(input as { Name: string; StCode: string }), BranchId: branch[2] ?? '', State: state },
          ],
        }
      : {
          ...(input as { TieUp: boolean }),
          InsId: id,
          Name: current.Name,
          EntId: 'ent-1',
          Branches: current.Branches,
          UpDt: '',
        };
    const saved: EntityInsurance = { ...next, ver: current.ver + 1 };
    records.set(id, saved);
    return jsonResponse(200, saved);
  }
  if (branch && method === 'DELETE') {
    const current = stored(id, body.ver as number);
    if (current instanceof Response) return current;
    const saved: EntityInsurance = {
      ...current,
      Branches: current.Branches.filter((b) => b.BranchId !== branch[2]),
      ver: current.ver + 1,
    };
    records.set(id, saved);
    return jsonResponse(200, saved);
  }
  return jsonResponse(404, { errorCode: 404, message: 'This call does not exist.' });
}

beforeEach(() => {
  records = new Map([['DIGIT', digitRecord()]]);
  override = undefined;
  answered = [];
  sent = stubServer((call) => {
    // A DELETE carries its ver in the query string.
    const body = call.body ?? (call.query.ver ? { ver: Number(call.query.ver) } : {});
    const answer = override?.(call.method, call.path) ?? fakeServer(call.method, call.path, body);
    answered.push(answer);
    return answer;
  });
});
afterEach(() => {
  cleanup();
  clearToasts();
  clearUnsavedChanges();
  vi.unstubAllGlobals();
});

function renderScreen() {
  // Like the app: failed mutations are shown once, by the mutation cache.
  const queryClient = new QueryClient({
    mutationCache: new MutationCache({ onError: (error) => notifyError(error) }),
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(sessionQueryKey, adminSession());
  // StrictMode as in main.tsx: mounting twice must not break the shared lookup requests.
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <InsuranceSettings />
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  );
  return queryClient;
}

async function openDetails(name: string) {
  const button = await screen.findByRole('button', { name: `Details of ${name}` });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(button);
  return screen.findByRole('dialog', { name });
}

/** A call as asked: its path, then its query string if it has one. */
const asked = (call: Sent | undefined): string => {
  const query = new URLSearchParams(call?.query).toString();
  return `${call?.path}${query ? `?${query}` : ''}`;
};
const puts = (pathPart: string) =>
  sent
    .filter((call) => call.method === 'PUT' && asked(call).includes(pathPart))
    .map((call) => ({ url: asked(call), body: call.body }));

describe('settings/entityinsurancesettings list', () => {
  it('reads the tie-ups that exist in one request: no call per insurer, no 404', async () => {
    renderScreen();
    expect(await screen.findByText('DG-001')).toBeTruthy();
    await waitFor(() =>
      expect(
        (screen.getByRole('switch', { name: 'Tie-up with Go Digit General Insurance Ltd.' }) as HTMLInputElement)
          .checked,
      ).toBe(true),
    );
    expect(
      (screen.getByRole('switch', { name: 'Tie-up with The New India Assurance Co. Ltd.' }) as HTMLInputElement)
        .checked,
    ).toBe(false);
    const tieUpReads = sent.filter((call) => asked(call).includes('EntityInsurance') && call.method === 'GET');
    // StrictMode may start the one read twice (the first aborted); never one per insurer.
    expect(new Set(tieUpReads.map(asked))).toEqual(new Set(['Service/EntityInsurance']));
    expect(answered.filter((answer) => answer.status === 404)).toEqual([]);
  });
});

describe('settings/entityinsurancesettings details and branches (service-documents §7 Insurance and geography)', () => {
  it('sets up an insurer never set up: no ver, blank texts left out, and the list switch follows the saved record', async () => {
    renderScreen();
    const dialog = await openDetails('The New India Assurance Co. Ltd.');
    const d = within(dialog);
    expect((d.getByLabelText('Garage code') as HTMLInputElement).value).toBe('');
    fireEvent.click(d.getByRole('switch', { name: 'Cashless tie-up' }));
    fireEvent.change(d.getByLabelText('Garage code'), { target: { value: ' NIA-PUNE-7 ' } });
    fireEvent.change(d.getByLabelText('Claim settlement days'), { target: { value: '45' } });
    await waitFor(() => expect(hasUnsavedChanges()).toBe(true));
    fireEvent.click(d.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(Messages.updated)).toBeTruthy();
    expect(puts('Service/EntityInsurance/NIA').map((put) => put.body)).toEqual([
      { TieUp: true, GarageCode: 'NIA-PUNE-7', PayDays: 45 },
    ]);
    await waitFor(() => expect(hasUnsavedChanges()).toBe(false));
    // Same cache entry as the list: its switch and garage code show the save without another GET.
    const gets = sent.filter((call) => asked(call).endsWith('EntityInsurance/NIA') && call.method === 'GET').length;
    fireEvent.click(d.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      (screen.getByRole('switch', { name: 'Tie-up with The New India Assurance Co. Ltd.' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect(screen.getByText('NIA-PUNE-7')).toBeTruthy();
    expect(sent.filter((call) => asked(call).endsWith('EntityInsurance/NIA') && call.method === 'GET').length).toBe(
      gets,
    );
  });

  it('checks the settlement days on the form, and puts a server field error on its field', async () => {
    renderScreen();
    const d = within(await openDetails('Go Digit General Insurance Ltd.'));
    expect((d.getByLabelText('Garage code') as HTMLInputElement).value).toBe('DG-001');
    expect((d.getByLabelText('Claim settlement days') as HTMLInputElement).value).toBe('30');
    fireEvent.change(d.getByLabelText('Claim settlement days'), { target: { value: '400' } });
    fireEvent.click(d.getByRole('button', { name: 'Save' }));
    expect(await d.findByText('Enter the days from 0 to 365.')).toBeTruthy();
    expect(puts('EntityInsurance')).toEqual([]);

    override = (method) =>
      method === 'PUT'
        ? jsonResponse(400, {
            errorCode: 400,
            message: 'Some fields are not valid.',
            errors: [{ path: 'Email', message: 'This mailbox does not accept mail.' }],
          })
        : undefined;
    fireEvent.change(d.getByLabelText('Claim settlement days'), { target: { value: '60' } });
    fireEvent.change(d.getByLabelText('E-mail'), { target: { value: 'claims@digit.example' } });
    fireEvent.click(d.getByRole('button', { name: 'Save' }));
    expect(await d.findByText('This mailbox does not accept mail.')).toBeTruthy();
    expect(d.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(puts('EntityInsurance')[0]?.body).toMatchObject({
      ver: 4,
      PayDays: 60,
      Email: 'claims@digit.example',
      GarageCode: 'DG-001',
    });
  });

  it('adds a branch under a client-made id with the record ver; the GSTIN must be of the chosen state; Escape closes only the branch dialog', async () => {
    renderScreen();
    const details = await openDetails('Go Digit General Insurance Ltd.');
    expect(within(details).getByRole('cell', { name: 'Digit Pune' })).toBeTruthy();

    fireEvent.click(within(details).getByRole('button', { name: 'Add branch' }));
    const branchDialog = await screen.findByRole('dialog', { name: 'New branch of Go Digit General Insurance Ltd.' });
    const b = within(branchDialog);
    await b.findByRole('option', { name: 'Karnataka' });
    fireEvent.change(b.getByLabelText(/Branch name/), { target: { value: 'Digit Bengaluru' } });
    fireEvent.change(b.getByLabelText('City'), { target: { value: 'Bengaluru' } });
    fireEvent.change(b.getByLabelText(/State/), { target: { value: '29' } });
    fireEvent.change(b.getByLabelText('GSTIN'), { target: { value: gstinOf('27') } });
    expect(await b.findByText(/but the branch address is in state code/)).toBeTruthy();
    fireEvent.click(b.getByRole('button', { name: 'Save branch' }));
    await waitFor(() => expect(b.getByLabelText('GSTIN').getAttribute('aria-invalid')).toBe('true'));
    expect(puts('/Branch/')).toEqual([]);

    fireEvent.change(b.getByLabelText('GSTIN'), { target: { value: gstinOf('29').toLowerCase() } });
    expect(await b.findByText('Valid GSTIN of Karnataka (29).')).toBeTruthy();
    fireEvent.click(b.getByRole('button', { name: 'Save branch' }));

    expect(await screen.findByText(Messages.saved)).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New branch of Go Digit General Insurance Ltd.' })).toBeNull(),
    );
    const [put] = puts('/Branch/');
    expect(put?.url).toMatch(/Service\/Insurance\/DIGIT\/Branch\/[\w-]{1,40}$/);
    expect(put?.body).toEqual({ Name: 'Digit Bengaluru', Ct: 'Bengaluru', StCode: '29', GSTIN: gstinOf('29'), ver: 4 });
    expect(await within(details).findByRole('cell', { name: 'Digit Bengaluru' })).toBeTruthy();
    expect(within(details).getByRole('cell', { name: gstinOf('29') })).toBeTruthy();
    expect(within(details).getByRole('cell', { name: 'Karnataka' })).toBeTruthy();

    // Escape closes the top dialog only.
    fireEvent.click(within(details).getByRole('button', { name: 'Edit Digit Pune' }));
    await screen.findByRole('dialog', { name: 'Edit Digit Pune' });
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Digit Pune' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Go Digit General Insurance Ltd.' })).toBeTruthy();
  });

  it('edits a branch under its own id, then saves the details with the ver the branch save answered', async () => {
    renderScreen();
    const details = await openDetails('Go Digit General Insurance Ltd.');
    fireEvent.click(within(details).getByRole('button', { name: 'Edit Digit Pune' }));
    const b = within(await screen.findByRole('dialog', { name: 'Edit Digit Pune' }));
    await b.findByRole('option', { name: 'Maharashtra' });
    expect((b.getByLabelText(/State/) as HTMLSelectElement).value).toBe('27');
    fireEvent.change(b.getByLabelText('Phone'), { target: { value: '' } });
    fireEvent.change(b.getByLabelText('PIN code'), { target: { value: '411001' } });
    fireEvent.click(b.getByRole('button', { name: 'Save branch' }));
    expect(await screen.findByText(Messages.updated)).toBeTruthy();
    expect(puts('/Branch/')).toEqual([
      {
        url: 'Service/Insurance/DIGIT/Branch/b-pune',
        body: { Name: 'Digit Pune', Ct: 'Pune', StCode: '27', Pin: '411001', ver: 4 },
      },
    ]);

    fireEvent.change(within(details).getByLabelText('Garage code'), { target: { value: 'DG-002' } });
    fireEvent.click(within(details).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts('EntityInsurance')).toHaveLength(1));
    expect(puts('EntityInsurance')[0]?.body).toMatchObject({ ver: 5, GarageCode: 'DG-002' });
    await waitFor(() => expect(records.get('DIGIT')?.ver).toBe(6));
    expect(records.get('DIGIT')?.Branches[0]?.Pin).toBe('411001');
  });

  it('removes a branch after confirmation, with the ver the dialog holds', async () => {
    renderScreen();
    const d = within(await openDetails('Go Digit General Insurance Ltd.'));
    fireEvent.click(d.getByRole('button', { name: 'Remove Digit Pune' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Remove branch' }));
    expect(confirm.getByText('Remove the branch Digit Pune of Go Digit General Insurance Ltd.?')).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText(Messages.deleted)).toBeTruthy();
    expect(await d.findByText('No branches yet.')).toBeTruthy();
    const removal = sent.find((call) => call.method === 'DELETE');
    expect(asked(removal)).toBe('Service/Insurance/DIGIT/Branch/b-pune?ver=4');
    expect(records.get('DIGIT')).toMatchObject({ Branches: [], ver: 5 });
    // The dialog moved on to the ver the removal answered.
    fireEvent.change(d.getByLabelText('Garage code'), { target: { value: 'DG-003' } });
    fireEvent.click(d.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts('EntityInsurance')[0]?.body).toMatchObject({ ver: 5, GarageCode: 'DG-003' }));
  });

  it('a save against a record changed elsewhere shows the conflict toast and reads the record again', async () => {
    renderScreen();
    const d = within(await openDetails('Go Digit General Insurance Ltd.'));
    // Someone else adds a branch meanwhile.
    const other = digitRecord();
    records.set('DIGIT', {
      ...other,
      Branches: [...other.Branches, { BranchId: 'b-mum', Name: 'Digit Mumbai', StCode: '27', State: 'Maharashtra' }],
      ver: 5,
    });
    fireEvent.change(d.getByLabelText('Garage code'), { target: { value: 'DG-009' } });
    fireEvent.click(d.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(Messages.duplicate)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    // The record is read again, so the branch added elsewhere shows; the edit is kept.
    expect(await d.findByRole('cell', { name: 'Digit Mumbai' })).toBeTruthy();
    expect((d.getByLabelText('Garage code') as HTMLInputElement).value).toBe('DG-009');
  });
});
