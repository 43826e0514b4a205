import { Messages } from '@shared/api/messages';
import type { UserAndEntity } from '@shared/api/routes/iam';
import type { EntitySettingsAnswer } from '@shared/api/routes/settings';
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServerOfFile } from '../../../components/testing/fake-server';
import { Toaster } from '../../../components/toast/toaster';
import { notifyError } from '../../../components/toast/toast-store';
import { hasUnsavedChanges } from '../../../components/unsaved-changes/unsaved-changes-store';
import { sessionQueryKey } from '../../../lib/session';
import { jsonResponse, loginAnswer } from '../../../components/testing/fixtures';
import { Component as TaxSettings } from './tax-settings';

const adminSession = (): UserAndEntity => {
  const { Token: _token, ...session } = loginAnswer({ access: { SA: false, EA: true, Common: {} } });
  return { ...session, Entity: { ...session.Entity, SettingsVer: 3 } };
};

const settingsAnswer = (overrides: Partial<EntitySettingsAnswer> = {}): EntitySettingsAnswer => ({
  EntId: 'ent-1',
  DName: 'Demo Motors Pune',
  Settings: adminSession().Entity.Settings,
  HasLogo: false,
  SettingsVer: 3,
  ver: 7,
  ...overrides,
});

const TAX_CODES = [
  { _id: 106, Type: 1, CGST: 9, SGST: 9, IGST: 0, EffFrom: '2017-07-01', Desc: 'GST 18%' },
  { _id: 114, Type: 2, CGST: 0, SGST: 0, IGST: 18, EffFrom: '2017-07-01', Desc: 'IGST 18%' },
];

const fake = fakeServerOfFile();
let putReply: () => Response;

beforeEach(() => {
  fake.server = ({ method, path }) => {
    if (path === 'EntitySettings') return jsonResponse(200, settingsAnswer());
    if (path === 'System/TaxCodes') return jsonResponse(200, TAX_CODES);
    if (path === 'EntitySettings/Common' && method === 'PUT') return putReply();
    return jsonResponse(404, { errorCode: 404, message: 'This call does not exist.' });
  };
});

function renderScreen(industry?: UserAndEntity['Entity']['Config']['Industry']) {
  // Like the app: failed mutations are shown once, by the mutation cache.
  const queryClient = new QueryClient({
    mutationCache: new MutationCache({ onError: (error) => notifyError(error) }),
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const session = adminSession();
  queryClient.setQueryData(
    sessionQueryKey,
    industry
      ? { ...session, Entity: { ...session.Entity, Config: { ...session.Entity.Config, Industry: industry } } }
      : session,
  );
  render(
    <QueryClientProvider client={queryClient}>
      {/* Like the app (main.tsx): StrictMode mounts every field twice. */}
      <StrictMode>
        <TaxSettings />
      </StrictMode>
      <Toaster />
    </QueryClientProvider>,
  );
  return queryClient;
}

async function editSac(value: string) {
  const sac = await screen.findByLabelText('SAC for services');
  await screen.findByRole('option', { name: 'GST 18% (CGST 9% + SGST 9%)' });
  fireEvent.change(sac, { target: { value } });
  await waitFor(() => expect(hasUnsavedChanges()).toBe(true));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
}

const sentBody = (): unknown => fake.sent.find((call) => call.method === 'PUT')?.body;

describe('settings/TaxSettings save (spec platform §8 messages and conflict)', { timeout: 20_000 }, () => {
  it('saves the Common section with the ver it read, says "Updated Successfully." and moves the session SettingsVer', async () => {
    const saved = adminSession().Entity.Settings;
    putReply = () =>
      jsonResponse(
        200,
        settingsAnswer({
          Settings: { ...saved, Common: { ...saved.Common, Tax: { Tax: true, SAC: '9987' } } },
          SettingsVer: 4,
          ver: 8,
        }),
      );
    const queryClient = renderScreen();
    await editSac('9987');

    expect(await screen.findByText(Messages.updated)).toBeTruthy();
    expect(sentBody()).toMatchObject({ ver: 7, Common: { Tax: { Tax: true, GSTType: 1, SAC: '9987' } } });
    // The author's own save must not trigger the 'settings has been updated' prompt.
    expect(queryClient.getQueryData<UserAndEntity>(sessionQueryKey)?.Entity.SettingsVer).toBe(4);
    await waitFor(() => expect(hasUnsavedChanges()).toBe(false));
  });

  it('puts a server field error on its field', async () => {
    putReply = () =>
      jsonResponse(400, {
        errorCode: 400,
        message: 'Some fields are not valid.',
        errors: [{ path: 'Common.Tax.SAC', message: 'This SAC is not a services code.' }],
      });
    renderScreen();
    await editSac('1234');
    expect(await screen.findByText('This SAC is not a services code.')).toBeTruthy();
    expect(screen.getByLabelText('SAC for services').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the conflict toast with Refresh when the settings changed meanwhile (409)', async () => {
    putReply = () => jsonResponse(409, { errorCode: 409, message: Messages.conflict });
    renderScreen();
    await editSac('9988');
    expect(await screen.findByText(Messages.duplicate)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    // The edit stays, so nothing typed is lost before the refresh.
    expect((screen.getByLabelText('SAC for services') as HTMLInputElement).value).toBe('9988');
  });
});

describe(
  'settings/TaxSettings unsaved changes (issue: "Unsaved changes" asked when nothing was touched)',
  { timeout: 20_000 },
  () => {
    it('starts from exactly what it shows: untouched, or with an edit undone, there is nothing to save', async () => {
      renderScreen();
      const sac = await screen.findByLabelText('SAC for services');
      await screen.findByRole('option', { name: 'GST 18% (CGST 9% + SGST 9%)' });
      // No default tax code is set: the drop-downs show 'None' and the form holds none.
      expect((screen.getByLabelText('Default intra-state tax code') as HTMLSelectElement).value).toBe('');
      expect(hasUnsavedChanges()).toBe(false);
      expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);

      fireEvent.change(sac, { target: { value: '9987' } });
      await waitFor(() => expect(hasUnsavedChanges()).toBe(true));
      fireEvent.change(sac, { target: { value: '' } });
      await waitFor(() => expect(hasUnsavedChanges()).toBe(false));
      expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    });

    it('sends a chosen default tax code as its number', async () => {
      const saved = adminSession().Entity.Settings;
      putReply = () =>
        jsonResponse(
          200,
          settingsAnswer({
            Settings: { ...saved, Common: { ...saved.Common, Tax: { Tax: true, IntraTC: 106 } } },
            ver: 8,
          }),
        );
      renderScreen();
      await screen.findByRole('option', { name: 'GST 18% (CGST 9% + SGST 9%)' });
      fireEvent.change(screen.getByLabelText('Default intra-state tax code'), { target: { value: '106' } });
      await waitFor(() => expect(hasUnsavedChanges()).toBe(true));
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(Messages.updated)).toBeTruthy();
      expect(sentBody()).toMatchObject({ Common: { Tax: { IntraTC: 106 } } });
      expect(JSON.stringify(sentBody())).not.toContain('InterTC');
    });
  },
);

describe('settings/TaxSettings words and dates', { timeout: 20_000 }, () => {
  it('the tax-code hints name patients in a clinic', async () => {
    renderScreen('HC-2');
    expect(await screen.findByText("CGST + SGST, for patients in the branch's state.")).toBeTruthy();
    expect(screen.getByText('IGST, for patients in other states.')).toBeTruthy();
  });

  it('asks for the tax codes in force on the user’s today, not the UTC day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 8:00 pm UTC on 23 Nov is 1:30 am on 24 Nov in India (the user's time zone).
    vi.setSystemTime(new Date('2026-11-23T20:00:00.000Z'));
    try {
      renderScreen();
      await waitFor(() => expect(fake.sent.some((call) => call.path === 'System/TaxCodes')).toBe(true));
      const asked = fake.sent.find((call) => call.path === 'System/TaxCodes');
      expect(asked?.query).toHaveProperty('Date', '2026-11-24');
    } finally {
      vi.useRealTimers();
    }
  });
});
