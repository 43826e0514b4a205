import type { UserAndEntity } from '@shared/api/routes/iam';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppQueryClient } from '../../../app/query-client';
import { Toaster } from '../../../components/toast/toaster';
import { clearToasts } from '../../../components/toast/toast-store';
import { sessionQueryKey } from '../../../lib/session';
import { stubServer } from '../../../components/testing/fake-server';
import { jsonResponse, loginAnswer } from '../../../components/testing/fixtures';
import { NamedListScreen } from './named-list-screen';

const TAKEN = 'This name is already in use.';

beforeEach(() => {
  stubServer(({ method }) =>
    method === 'GET'
      ? jsonResponse(200, [{ Id: 'd1', Name: 'Floor Supervisor', ver: 1 }])
      : jsonResponse(409, { errorCode: 409, message: TAKEN, errors: [{ path: 'Name', message: TAKEN }] }),
  );
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

describe('NamedListScreen', () => {
  it('a name already in the list is the input’s error; no conflict toast with Refresh', async () => {
    const { Token: _token, ...session } = loginAnswer({ access: { SA: false, EA: true, Common: {} } });
    // The app's client: failed saves reach the toaster as they do in the app.
    const queryClient = createAppQueryClient();
    queryClient.setQueryData<UserAndEntity>(sessionQueryKey, session);
    render(
      <QueryClientProvider client={queryClient}>
        <NamedListScreen list="Designations" resourceName="Desig" title="Designations" singular="Designation" />
        <Toaster />
      </QueryClientProvider>,
    );
    await screen.findByText('Floor Supervisor');
    fireEvent.change(screen.getByLabelText('New designation'), { target: { value: 'floor supervisor' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.getByLabelText('New designation').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(TAKEN).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
  });
});
