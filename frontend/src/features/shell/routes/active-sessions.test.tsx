import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionFromLogin } from '../../../lib/session';
import { stubServer } from '../../../components/testing/fake-server';
import { jsonResponse, loginAnswer } from '../../../components/testing/fixtures';
import { renderWithProviders } from '../../../components/testing/render';
import { Component as ActiveSessions } from './active-sessions';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Active sessions', () => {
  it('table cells show instants with the one formatter, in the user’s time zone', async () => {
    stubServer(() =>
      jsonResponse(200, [
        {
          SessionId: 'sess-1',
          Current: true,
          // 11:53 pm UTC on 23 Nov is 5:23 am on 24 Nov in India.
          CrDt: '2026-11-23T23:53:00.000Z',
          LastDt: '2026-11-24T04:30:00.000Z',
          EntId: 'ent-1',
          EntName: 'Demo Motors Pune',
          ExpDt: '2026-11-25T23:53:00.000Z',
        },
      ]),
    );
    renderWithProviders(<ActiveSessions />, sessionFromLogin(loginAnswer()));
    const row = await screen.findByTestId('active-session');
    expect(within(row).getByText('24 Nov 2026, 5:23 am')).toBeTruthy();
    expect(within(row).getByText('24 Nov 2026, 10:00 am')).toBeTruthy();
    expect(within(row).getByText('26 Nov 2026, 5:23 am')).toBeTruthy();
  });
});
