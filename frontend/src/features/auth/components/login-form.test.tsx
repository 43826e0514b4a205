import { Messages } from '@shared/api/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServerOfFile, inTurn } from '../../../components/testing/fake-server';
import { getToasts } from '../../../components/toast/toast-store';
import { sessionQueryKey } from '../../../lib/session';
import { loginAnswer, jsonResponse } from '../../../components/testing/fixtures';
import { renderWithProviders } from '../../../components/testing/render';
import { LoginForm } from './login-form';

const fake = fakeServerOfFile();
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Login' }));
const sentBody = () => fake.sent[0]?.body;

describe('LoginForm validation (spec platform §5 Login)', () => {
  it('shows the three spec tooltips for an empty form and sends nothing', async () => {
    renderWithProviders(<LoginForm hostDomain={undefined} onSuccess={vi.fn()} />);
    submit();
    expect(await screen.findByText(Messages.enterCorrectDomain)).toBeTruthy();
    expect(screen.getByText(Messages.enterCorrectUsername)).toBeTruthy();
    expect(screen.getByText(Messages.enterCorrectPassword)).toBeTruthy();
    expect(screen.getByLabelText('Domain').getAttribute('aria-invalid')).toBe('true');
    expect(fake.sent).toEqual([]);
  });

  it('refuses a domain with characters other than letters, digits, hyphen, underscore and spaces', async () => {
    renderWithProviders(<LoginForm hostDomain={undefined} onSuccess={vi.fn()} />);
    type('Domain', 'demo.motors');
    type('Username', 'advisor');
    type('Password', 'secret');
    submit();
    expect(await screen.findByText(Messages.enterCorrectDomain)).toBeTruthy();
    expect(screen.queryByText(Messages.enterCorrectUsername)).toBeNull();
    expect(fake.sent).toEqual([]);
  });

  it('strips spaces from the domain when the field is left', () => {
    renderWithProviders(<LoginForm hostDomain={undefined} onSuccess={vi.fn()} />);
    const domain = screen.getByLabelText<HTMLInputElement>('Domain');
    fireEvent.change(domain, { target: { value: ' de mo ' } });
    fireEvent.blur(domain);
    expect(domain.value).toBe('demo');
  });
});

describe('LoginForm submit (spec platform §4 Login and session)', () => {
  it('lowercases domain and username, strips their spaces, and stores token and session', async () => {
    fake.server = inTurn(jsonResponse(200, loginAnswer({ token: 'tok-9' })));
    const onSuccess = vi.fn();
    const { queryClient } = renderWithProviders(<LoginForm hostDomain={undefined} onSuccess={onSuccess} />);
    type('Domain', ' DeMo ');
    type('Username', ' Ad visor ');
    type('Password', 'karkhana-demo');
    submit();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(fake.sent[0]?.path).toBe('IAM/Auth/Authenticate');
    expect(sentBody()).toEqual({ domain: 'demo', username: 'advisor', password: 'karkhana-demo', KeepLoggedIn: false });
    expect(sessionStorage.getItem('workshop_token')).toBe('tok-9');
    expect(localStorage.getItem('Token')).toBeNull();
    expect(localStorage.getItem('appusername')).toBeNull();
    expect(queryClient.getQueryData(sessionQueryKey)).toMatchObject({ User: { UserId: 'user-1' } });
    expect(queryClient.getQueryData<Record<string, unknown>>(sessionQueryKey)).not.toHaveProperty('Token');
  });

  it('keeps the token and remembers username and domain when asked to', async () => {
    fake.server = inTurn(jsonResponse(200, loginAnswer({ token: 'tok-k' })));
    const onSuccess = vi.fn();
    renderWithProviders(<LoginForm hostDomain={undefined} onSuccess={onSuccess} />);
    type('Domain', 'demo');
    type('Username', 'advisor');
    type('Password', 'karkhana-demo');
    fireEvent.click(screen.getByLabelText('Remember me'));
    fireEvent.click(screen.getByLabelText('Keep me logged in'));
    fireEvent.submit(screen.getByRole('form', { name: 'Login' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(sentBody()).toMatchObject({ KeepLoggedIn: true });
    expect(localStorage.getItem('Token')).toBe('tok-k');
    expect(localStorage.getItem('appusername')).toBe('advisor');
    expect(localStorage.getItem('appdomname')).toBe('demo');
  });

  it('pre-fills a remembered username and domain', () => {
    localStorage.setItem('appusername', 'cashier');
    localStorage.setItem('appdomname', 'demo');
    renderWithProviders(<LoginForm hostDomain={undefined} onSuccess={vi.fn()} />);
    expect(screen.getByLabelText<HTMLInputElement>('Username').value).toBe('cashier');
    expect(screen.getByLabelText<HTMLInputElement>('Domain').value).toBe('demo');
    expect(screen.getByLabelText<HTMLInputElement>('Remember me').checked).toBe(true);
  });

  it('says Username/Password is Wrong. on a 401 and stops the spinner', async () => {
    fake.server = inTurn(jsonResponse(401, { errorCode: 401, message: 'whatever the server says' }));
    const onSuccess = vi.fn();
    renderWithProviders(<LoginForm hostDomain={undefined} onSuccess={onSuccess} />);
    type('Domain', 'demo');
    type('Username', 'advisor');
    type('Password', 'wrong');
    submit();
    expect(await screen.findByText(Messages.wrongCredentials)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login' }).hasAttribute('disabled')).toBe(false);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('workshop_token')).toBeNull();
  });

  it('a successful login clears the failure toasts of the attempts before it', async () => {
    fake.server = inTurn(
      jsonResponse(401, { errorCode: 401, message: 'whatever the server says' }),
      jsonResponse(200, loginAnswer()),
    );
    const onSuccess = vi.fn();
    renderWithProviders(<LoginForm hostDomain={undefined} onSuccess={onSuccess} />);
    type('Domain', 'demo');
    type('Username', 'advisor');
    type('Password', 'wrong');
    submit();
    expect(await screen.findByText(Messages.wrongCredentials)).toBeTruthy();
    type('Password', 'right');
    submit();
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(getToasts().map((shown) => shown.message)).toEqual([]);
  });

  it('shows the server message for other refusals (e.g. locked out)', async () => {
    fake.server = inTurn(jsonResponse(429, { errorCode: 429, message: Messages.lockedOut }));
    renderWithProviders(<LoginForm hostDomain={undefined} onSuccess={vi.fn()} />);
    type('Domain', 'demo');
    type('Username', 'advisor');
    type('Password', 'x');
    submit();
    expect(await screen.findByText(Messages.lockedOut)).toBeTruthy();
  });

  it('takes the domain from the host when the host names the tenant', async () => {
    fake.server = inTurn(jsonResponse(200, loginAnswer()));
    const onSuccess = vi.fn();
    renderWithProviders(<LoginForm hostDomain="acme" onSuccess={onSuccess} />);
    expect(screen.queryByLabelText('Domain')).toBeNull();
    type('Username', 'owner');
    type('Password', 'karkhana-demo');
    submit();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(sentBody()).toMatchObject({ domain: 'acme', username: 'owner' });
  });
});
