import { Messages } from '@shared/api/messages';
import { TicketMessages } from '@shared/tickets/ticket-messages';
import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeServerOfFile } from '../components/testing/fake-server';
import { setUnauthorisedHandler } from '../lib/api-client';
import { loginAnswer, jsonResponse } from '../components/testing/fixtures';
import { AppProvider } from './provider';
import { createAppQueryClient } from './query-client';
import { createAppRouter } from './router';
import { createUnauthorisedHandler } from './unauthorised-handler';

// The first visit of each lazy route compiles it on the fly.
configure({ asyncUtilTimeout: 5_000 });

const fake = fakeServerOfFile();
const session = () => {
  const { Token: _token, ...rest } = loginAnswer();
  return rest;
};

/** The app's own router and guards are under test here, so not the shared render's memory router. */
function startAt(path: string) {
  window.history.replaceState(null, '', path);
  const queryClient = createAppQueryClient();
  const router = createAppRouter(queryClient);
  setUnauthorisedHandler(createUnauthorisedHandler(queryClient, router));
  render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, queryClient };
}

const answer = (routes: Record<string, () => Response>) => {
  fake.server = ({ path }) => {
    const reply = routes[path];
    return reply ? reply() : jsonResponse(404, { errorCode: 404, message: 'This call does not exist.' });
  };
};

afterEach(() => {
  setUnauthorisedHandler(undefined);
  localStorage.clear();
  sessionStorage.clear();
});

describe('guards (spec platform §2 Guard behaviour)', () => {
  it('sends a visitor without a token to Login, remembering the page', async () => {
    const { router } = startAt('/basic/Home');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?returnUrl=%2Fbasic%2FHome');
    expect(fake.sent).toEqual([]);
  });

  it('redirects the empty path to basic and on to Home after loading the session', async () => {
    sessionStorage.setItem('workshop_token', 'tok');
    answer({ 'IAM/Auth/GetUserAndEntitySettings': () => jsonResponse(200, session()) });
    const { router } = startAt('/');
    expect(await screen.findByText(/, Asha Rao$/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/basic/Home');
    expect(screen.getByText('Demo Motors Pune', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText('27')).toBeTruthy();
    expect(screen.getByText('Auto workshop (AUTO-2)')).toBeTruthy();
    expect(screen.queryByText(Messages.noFeatures)).toBeNull();
    expect(screen.getByText(`© ${new Date().getFullYear()} Karkhana`)).toBeTruthy();
  });

  it('logs in automatically in a new tab with a kept token', async () => {
    localStorage.setItem('Token', 'kept');
    answer({ 'IAM/Auth/GetUserAndEntitySettings': () => jsonResponse(200, session()) });
    startAt('/basic/Home');
    expect(await screen.findByText(/, Asha Rao$/)).toBeTruthy();
    expect(fake.sent[0]?.headers.authorization).toBe('Bearer kept');
  });

  it('clears a refused token and goes to Login', async () => {
    localStorage.setItem('Token', 'stale');
    answer({ 'IAM/Auth/GetUserAndEntitySettings': () => jsonResponse(401, { errorCode: 401, message: 'ended' }) });
    const { router } = startAt('/basic/Home');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('Token')).toBeNull();
    expect(sessionStorage.getItem('workshop_token')).toBeNull();
  });

  it('goes to Retry on other failures, and Retry tries again', async () => {
    sessionStorage.setItem('workshop_token', 'tok');
    let up = false;
    answer({
      'IAM/Auth/GetUserAndEntitySettings': () => (up ? jsonResponse(200, session()) : jsonResponse(500, {})),
    });
    const { router } = startAt('/basic/Home');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(router.state.location.pathname).toBe('/retry');
    up = true;
    fireEvent.click(retry);
    expect(await screen.findByText(/, Asha Rao$/)).toBeTruthy();
  });

  it('sends a logged-in user from login to Home', async () => {
    sessionStorage.setItem('workshop_token', 'tok');
    answer({ 'IAM/Auth/GetUserAndEntitySettings': () => jsonResponse(200, session()) });
    const { router } = startAt('/login');
    expect(await screen.findByText(/, Asha Rao$/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/basic/Home');
  });

  it('shows the not-found page for any other path', async () => {
    startAt('/no/such/screen');
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });

  it('opens the tickets list at the spec path (Tickets/ticketslist) for a user with Service Ticket R', async () => {
    sessionStorage.setItem('workshop_token', 'tok');
    const { Token: _t, ...reader } = loginAnswer({
      access: { SA: false, EA: false, Common: {}, Service: { Access: true, MA: false, Ticket: 'R' } },
    });
    answer({
      'IAM/Auth/GetUserAndEntitySettings': () => jsonResponse(200, reader),
      Tickets: () => jsonResponse(200, { Items: [], Today: '2026-11-28', Counts: {} }),
    });
    const { router } = startAt('/Tickets/ticketslist');
    expect(await screen.findByText(TicketMessages.empty)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/Tickets/ticketslist');
  });

  it('shows the no-features notice to a user without any module', async () => {
    sessionStorage.setItem('workshop_token', 'tok');
    const { Token: _t, ...bare } = loginAnswer({ access: { SA: false, EA: false, Common: {} } });
    answer({ 'IAM/Auth/GetUserAndEntitySettings': () => jsonResponse(200, bare) });
    startAt('/basic/Home');
    expect(await screen.findByText(Messages.noFeatures)).toBeTruthy();
  });
});

describe('login and the 401 login modal (spec platform §4)', () => {
  it('logs in from the login page and lands on the page the user came for', async () => {
    answer({ 'IAM/Auth/Authenticate': () => jsonResponse(200, loginAnswer()) });
    const { router } = startAt('/login?returnUrl=%2Fsettings%2Factiveloginsessions');
    fireEvent.change(await screen.findByLabelText('Domain'), { target: { value: 'demo' } });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'advisor' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'karkhana-demo' } });
    answer({
      'IAM/Auth/Authenticate': () => jsonResponse(200, loginAnswer()),
      'Identities/ActiveSessions': () =>
        jsonResponse(200, [
          {
            SessionId: 'sess-1',
            Current: true,
            CrDt: '2026-01-05T10:00:00Z',
            EntId: 'ent-1',
            ExpDt: '2026-01-06T10:00:00Z',
          },
        ]),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('This session')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings/activeloginsessions');
  });

  it('retries a call that met a 401 after the same user logs in again in the modal', async () => {
    sessionStorage.setItem('workshop_token', 'old');
    let sessionsCalls = 0;
    answer({
      'IAM/Auth/GetUserAndEntitySettings': () => jsonResponse(200, session()),
      'IAM/Auth/Authenticate': () => jsonResponse(200, loginAnswer({ token: 'new' })),
      'Identities/ActiveSessions': () => {
        sessionsCalls += 1;
        return sessionsCalls === 1
          ? jsonResponse(401, { errorCode: 401, message: 'ended' })
          : jsonResponse(200, [
              {
                SessionId: 'sess-1',
                Current: true,
                CrDt: '2026-01-05T10:00:00Z',
                EntId: 'ent-1',
                ExpDt: '2026-01-06T10:00:00Z',
              },
            ]);
      },
    });
    startAt('/settings/activeloginsessions');
    const modal = await screen.findByTestId('login-modal');
    expect(modal).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'karkhana-demo' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    });
    expect(await screen.findByText('This session')).toBeTruthy();
    expect(screen.queryByTestId('login-modal')).toBeNull();
    expect(fake.sent.at(-1)?.headers.authorization).toBe('Bearer new');
  });

  it('goes to Login when the login modal is dismissed with Escape', async () => {
    sessionStorage.setItem('workshop_token', 'old');
    answer({
      'IAM/Auth/GetUserAndEntitySettings': () => jsonResponse(200, session()),
      'Identities/ActiveSessions': () => jsonResponse(401, { errorCode: 401, message: 'ended' }),
    });
    const { router } = startAt('/settings/activeloginsessions');
    await screen.findByTestId('login-modal');
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem('workshop_token')).toBeNull();
  });
});
