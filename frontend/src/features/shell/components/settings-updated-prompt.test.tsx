import { Messages } from '@shared/api/messages';
import type { UserAndEntity } from '@shared/api/routes/iam';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '../../../lib/session';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { jsonResponse, loginAnswer } from '../../../components/testing/fixtures';
import { SettingsUpdatedPrompt } from './settings-updated-prompt';

const sessionAt = (settingsVer: number): UserAndEntity => {
  const { Token: _token, ...session } = loginAnswer();
  return { ...session, Entity: { ...session.Entity, SettingsVer: settingsVer } };
};

let serverVer = 3;
const reload = vi.fn();
let sent: Sent[] = [];

beforeEach(() => {
  sent = stubServer(() => jsonResponse(200, sessionAt(serverVer)));
  vi.stubGlobal('location', { ...window.location, reload });
});
afterEach(() => {
  cleanup();
  reload.mockReset();
  vi.unstubAllGlobals();
});

function renderPrompt(loadedVer: number) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionQueryKey, sessionAt(loadedVer));
  render(
    <QueryClientProvider client={queryClient}>
      <SettingsUpdatedPrompt />
    </QueryClientProvider>,
  );
  const check = () => act(() => queryClient.refetchQueries({ queryKey: ['settings-version-check'] }));
  return { queryClient, check };
}

describe('settings-updated prompt (spec platform §4 Update and connectivity)', { timeout: 20_000 }, () => {
  it('asks to refresh when the branch settings are newer on the server, and reloads on confirm', async () => {
    serverVer = 4;
    const { check } = renderPrompt(3);
    expect(screen.queryByRole('dialog')).toBeNull();
    await check();
    expect(await screen.findByText(Messages.settingsUpdated)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not ask the person whose own save moved the session SettingsVer', async () => {
    serverVer = 4;
    const { queryClient, check } = renderPrompt(3);
    // What a settings save does with its answer (features/settings session-sync).
    act(() =>
      queryClient.setQueryData<UserAndEntity>(sessionQueryKey, (s) =>
        s ? { ...s, Entity: { ...s.Entity, SettingsVer: 4 } } : s,
      ),
    );
    await check();
    await waitFor(() => expect(sent).not.toEqual([]));
    expect(screen.queryByText(Messages.settingsUpdated)).toBeNull();
  });

  it('asks once per new version when the user chooses to stay', async () => {
    serverVer = 5;
    const { check } = renderPrompt(3);
    await check();
    await screen.findByText(Messages.settingsUpdated);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await check();
    expect(screen.queryByText(Messages.settingsUpdated)).toBeNull();
    serverVer = 6;
    await check();
    expect(await screen.findByText(Messages.settingsUpdated)).toBeTruthy();
  });
});
