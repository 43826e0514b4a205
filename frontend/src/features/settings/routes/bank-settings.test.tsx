import { Messages } from '@shared/api/messages';
import type { BankSettings } from '@shared/settings/bank-accounts';
import { IfscMessages } from '@shared/validation/ifsc';
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/toast/toaster';
import { clearToasts, notifyError } from '../../../components/toast/toast-store';
import { clearUnsavedChanges } from '../../../components/unsaved-changes/unsaved-changes-store';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { jsonResponse, loginAnswer } from '../../../components/testing/fixtures';
import { sessionQueryKey } from '../../../lib/session';
import { Component as BankSettingsScreen } from './bank-settings';

const HDFC_ID = '01JD0000000000000000000001';
const stored = (): BankSettings => ({
  Accounts: [
    {
      Id: HDFC_ID,
      Name: 'HDFC current account',
      Bank: 'HDFC Bank',
      AccNo: '50200012345678',
      IFSC: 'HDFC0001234',
      Acc: 1110,
      Active: true,
    },
  ],
  Map: { UPI: HDFC_ID },
  ver: 4,
});

let sent: Sent[];
let answer: (body: Record<string, unknown>) => Response;

beforeEach(() => {
  answer = () => jsonResponse(200, { ...stored(), ver: 5 });
  sent = stubServer(({ method, path, body }) => {
    if (path !== 'Accounting/BankSettings') return jsonResponse(404, { errorCode: 404, message: 'No such call.' });
    return method === 'PUT' ? answer(body as Record<string, unknown>) : jsonResponse(200, stored());
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
  const { Token: _token, ...session } = loginAnswer({ access: { SA: false, EA: true, Common: {} } });
  queryClient.setQueryData(sessionQueryKey, session);
  render(
    <QueryClientProvider client={queryClient}>
      <BankSettingsScreen />
      <Toaster />
    </QueryClientProvider>,
  );
}
const puts = () => sent.filter((s) => s.method === 'PUT');

describe('settings/banksettings (docs/books.md §1.1)', () => {
  it('lists the accounts with the number masked and their ledger account', async () => {
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Bank accounts' });
    const row = within(table).getByRole('row', { name: /HDFC current account/ });
    expect(row.textContent).toContain('•••• 5678');
    expect(row.textContent).not.toContain('50200012345678');
    expect(row.textContent).toContain('1110');
  });

  it('adds an account: the IFSC checked by the shared rule first, then sent with the ver read', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'New bank account' }));
    const dialog = await screen.findByRole('dialog', { name: 'New bank account' });
    fireEvent.change(within(dialog).getByLabelText(/Name in the books/), { target: { value: 'ICICI collections' } });
    fireEvent.change(within(dialog).getByLabelText(/^Bank/), { target: { value: 'ICICI Bank' } });
    fireEvent.change(within(dialog).getByLabelText(/Account number/), { target: { value: '000405012345' } });
    fireEvent.change(within(dialog).getByLabelText(/IFSC/), { target: { value: 'ICIC1234567' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(IfscMessages.ifsc)).toBeTruthy();
    expect(puts()).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/IFSC/), { target: { value: 'icic0000004' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toEqual({
      ver: 4,
      Accounts: [
        { Name: 'ICICI collections', Bank: 'ICICI Bank', AccNo: '000405012345', IFSC: 'ICIC0000004', Active: true },
      ],
    });
  });

  it('maps the payment types: every type sent, the default as null', async () => {
    renderScreen();
    const section = await screen.findByRole('region', { name: 'Payment types' });
    expect((within(section).getByLabelText('UPI') as HTMLSelectElement).value).toBe(HDFC_ID);
    expect(within(section).queryByLabelText('Cash')).toBeNull();
    fireEvent.change(within(section).getByLabelText('Cheque'), { target: { value: HDFC_ID } });
    fireEvent.change(within(section).getByLabelText('UPI'), { target: { value: '' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save payment types' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toMatchObject({ ver: 4, Map: { UPI: null, Cheque: HDFC_ID, Wallet: null } });
  });

  it('a save that lost to someone else shows the refresh prompt', async () => {
    answer = () => jsonResponse(409, { errorCode: 409, message: Messages.settingsUpdated });
    renderScreen();
    const section = await screen.findByRole('region', { name: 'Payment types' });
    fireEvent.change(within(section).getByLabelText('Cheque'), { target: { value: HDFC_ID } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save payment types' }));
    expect(await screen.findByText(Messages.settingsUpdated)).toBeTruthy();
  });
});
