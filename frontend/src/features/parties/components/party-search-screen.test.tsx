import type { UserAndEntity } from '@shared/api/routes/iam';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '../../../lib/session';
import { jsonResponse, loginAnswer } from '../../../testing/fixtures';
import { PartySearchScreen } from './party-search-screen';

const adminSession = (): UserAndEntity => {
  const { Token: _token, ...session } = loginAnswer({ access: { SA: false, EA: true, Common: {} } });
  return session;
};

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const pathOf = (call: unknown[]) => String(call[0]).replace(/^\/api\//, '');

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/Vendors/Recent')) {
      return url.includes('Next=')
        ? jsonResponse(200, { Items: [{ _id: 'v1', DName: 'Anand Tyres', Type: 'Company' }] })
        : jsonResponse(200, { Items: [{ _id: 'v3', DName: 'Bosch Spares Depot', Type: 'Company', Ct: 'Pune' }], Next: 'opaque-2' });
    }
    return jsonResponse(200, { Items: [{ _id: 'v2', DName: 'Coastal Lubricants', Type: 'Company' }] });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderScreen() {
  const router = createMemoryRouter([{ path: '/Vendors/VendorSearch', element: <PartySearchScreen kind="vendor" /> }], {
    initialEntries: ['/Vendors/VendorSearch'],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionQueryKey, adminSession());
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('vendor search before and after a search (issue: recent records first)', { timeout: 20_000 }, () => {
  it('lists the branch’s recent vendors with their pages, then the search results', async () => {
    renderScreen();
    const recent = await screen.findByRole('table', { name: 'Recent vendors' });
    expect(within(recent).getByText('Bosch Spares Depot')).toBeTruthy();
    expect(pathOf(fetchMock.mock.calls[0] ?? [])).toBe('Vendors/Recent?Limit=25');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Anand Tyres')).toBeTruthy();
    expect(pathOf(fetchMock.mock.calls.at(-1) ?? [])).toBe('Vendors/Recent?Limit=25&Next=opaque-2');

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'coastal' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const found = await screen.findByRole('table', { name: 'Vendors found' });
    expect(within(found).getByText('Coastal Lubricants')).toBeTruthy();
    expect(pathOf(fetchMock.mock.calls.at(-1) ?? [])).toBe('Vendors/Search?Name=coastal&Limit=25');
  });
});
