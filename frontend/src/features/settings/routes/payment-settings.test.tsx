import { FieldMessages } from '@shared/validation/field-messages';
import type { EntitySettingsAnswer } from '@shared/api/routes/settings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearUnsavedChanges } from '../../../components/unsaved-changes/unsaved-changes-store';
import { sessionQueryKey } from '../../../lib/session';
import { stubServer } from '../../../components/testing/fake-server';
import { jsonResponse, loginAnswer } from '../../../components/testing/fixtures';
import { Component as PaymentSettings } from './payment-settings';

const session = () => {
  const { Token: _token, ...rest } = loginAnswer({ access: { SA: false, EA: true, Common: {} } });
  return rest;
};

const settingsAnswer = (): EntitySettingsAnswer => ({
  EntId: 'ent-1',
  DName: 'Demo Motors Pune',
  Settings: { ...session().Entity.Settings, Acc: { ...session().Entity.Settings.Acc, Round: true } },
  HasLogo: false,
  SettingsVer: 3,
  ver: 7,
});

let puts: unknown[];

beforeEach(() => {
  puts = [];
  stubServer(({ method, path, body: sent }) => {
    if (path === 'EntitySettings' && method !== 'PUT') return jsonResponse(200, settingsAnswer());
    if (path === 'EntitySettings/Accounting' && method === 'PUT') {
      const body = sent as { Acc: EntitySettingsAnswer['Settings']['Acc'] };
      puts.push(body);
      return jsonResponse(200, {
        ...settingsAnswer(),
        Settings: { ...settingsAnswer().Settings, Acc: body.Acc },
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

function renderScreen() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(sessionQueryKey, session());
  render(
    <QueryClientProvider client={queryClient}>
      <PaymentSettings />
    </QueryClientProvider>,
  );
}

describe('settings/paymentsettings', () => {
  it('refuses a malformed UPI id with the shared message and sends nothing', async () => {
    renderScreen();
    fireEvent.change(await screen.findByLabelText('UPI id'), { target: { value: 'not a upi id' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(FieldMessages.upi)).toBeTruthy();
    expect(puts).toEqual([]);
  });

  it('saves the UPI id in the Accounting section, sending the rest of the section back as read', async () => {
    renderScreen();
    fireEvent.change(await screen.findByLabelText('UPI id'), { target: { value: 'demomotors@okbank' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({
      ver: 7,
      Acc: { UPI: 'demomotors@okbank', Round: true, EInv: false, ExcessSettle: false },
    });
  });

  it('the compulsory excess is billed to the insured by default; the switch keeps it as a settlement adjustment (Acc.ExcessSettle)', async () => {
    renderScreen();
    const excess = await screen.findByRole('switch', { name: /Compulsory excess as a settlement adjustment/ });
    expect((excess as HTMLInputElement).checked).toBe(false);
    fireEvent.click(excess);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ ver: 7, Acc: { Round: true, ExcessSettle: true } });
  });
});
