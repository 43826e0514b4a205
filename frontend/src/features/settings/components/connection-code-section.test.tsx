import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../../components/toast/toast-store';
import { sessionFromLogin } from '../../../lib/session';
import { stubServer } from '../../../components/testing/fake-server';
import { jsonResponse, loginAnswer } from '../../../components/testing/fixtures';
import { renderWithProviders } from '../../../components/testing/render';
import { ConnectionCodeSection } from './connection-code-section';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

/** Renders the section for a user in India (Asia/Calcutta, fixtures.ts). */
function renderInSession() {
  return renderWithProviders(<ConnectionCodeSection />, sessionFromLogin(loginAnswer()));
}

describe('Connection code (Company Profile)', () => {
  it('creates a code on request, shows it with its expiry, and makes a new one each time', async () => {
    let n = 0;
    const sent = stubServer(() => {
      n += 1;
      return jsonResponse(200, {
        Code: `ORGA.BRANCHA.ABCDEFGHIJKLMNO${n === 1 ? 'P' : 'Q'}`,
        Expires: '2026-12-01T10:00:00.000Z',
      });
    });
    renderInSession();
    expect(screen.queryByLabelText('Code to share')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create a connection code' }));
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Code to share').value).toBe('ORGA.BRANCHA.ABCDEFGHIJKLMNOP'),
    );
    expect(screen.getByText('Valid until 1 Dec 2026.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create another code' }));
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Code to share').value).toBe('ORGA.BRANCHA.ABCDEFGHIJKLMNOQ'),
    );
    expect(sent.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST Common/ConnectionCodes',
      'POST Common/ConnectionCodes',
    ]);
  });

  it('the expiry hint is the day in the user’s time zone, as every date shows', async () => {
    // 8:00 pm UTC on 1 Dec is 1:30 am on 2 Dec in India.
    stubServer(() => jsonResponse(200, { Code: 'ORGA.BRANCHA.ABCDEFGHIJKLMNOP', Expires: '2026-12-01T20:00:00.000Z' }));
    renderInSession();
    fireEvent.click(screen.getByRole('button', { name: 'Create a connection code' }));
    expect(await screen.findByText('Valid until 2 Dec 2026.')).toBeTruthy();
  });
});
