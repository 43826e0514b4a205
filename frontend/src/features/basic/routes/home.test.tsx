import { resource, SESSION } from '@shared/access/permission';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScreenEntry } from '../../../lib/screen-manifest';
import { ScreensProvider } from '../../../lib/screens-context';
import { sessionFromLogin, sessionQueryKey } from '../../../lib/session';
import { jsonResponse, loginAnswer } from '../../../testing/fixtures';
import { Component as Home } from './home';

const lazy = () => Promise.resolve({ Component: () => null });
const SCREENS: ScreenEntry[] = [
  { path: 'basic/Home', title: 'Home', permission: SESSION, menu: true, lazy },
  { path: 'Customers/CustomerSearch', title: 'Customers', permission: resource('Common', 'Customer', 'R'), menu: true, lazy },
  { path: 'Customers/Customer/:Id', title: 'Customer', permission: resource('Common', 'Customer', 'R'), lazy },
  { path: 'Products/ProductSearch', title: 'Products', industryLabel: 'Products', permission: resource('Common', 'Product', 'R'), menu: true, lazy },
  { path: 'Products/Product/:Id', title: 'Product', industryLabel: 'Product', permission: resource('Common', 'Product', 'R'), lazy },
  { path: 'Vendors/VendorSearch', title: 'Vendors', permission: resource('Common', 'Vendor', 'R'), menu: true, lazy },
];

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = String(input);
      if (url.includes('Customers/Recent')) return jsonResponse(200, { Items: [{ _id: 'C1', DName: 'Asha Rao', Type: 'I', Phone: '9876543210' }] });
      if (url.includes('Products/Recent')) return jsonResponse(200, { Items: [{ _id: 'P1', RegNo: 'KA 05 MN 1234', Make: 'Maruti', Model: 'Swift' }] });
      return jsonResponse(404, { errorCode: 404, message: 'No such call.' });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderHome(access: NonNullable<Parameters<typeof loginAnswer>[0]>['access']) {
  const router = createMemoryRouter([{ path: '/basic/Home', Component: Home }], { initialEntries: ['/basic/Home'] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionQueryKey, sessionFromLogin(loginAnswer({ access })));
  render(
    <QueryClientProvider client={queryClient}>
      <ScreensProvider screens={SCREENS}>
        <RouterProvider router={router} />
      </ScreensProvider>
    </QueryClientProvider>,
  );
}

/** Issue 16 item 22: Home shows each role what it needs today, and nothing that leads nowhere. */
describe('Home', () => {
  it('links the advisor to its screens and lists its newest customers and vehicles', async () => {
    renderHome({ SA: false, EA: false, Common: { Customer: 'CRU', Product: 'CRU' }, Service: { Access: true, MA: false } });
    const goTo = await screen.findByRole('navigation', { name: 'Go to' });
    expect(within(goTo).getAllByRole('link').map((link) => link.textContent)).toEqual(['Customers', 'Vehicles']);
    const customer = await screen.findByRole('link', { name: 'Asha Rao' });
    expect(customer.getAttribute('href')).toBe('/Customers/Customer/C1');
    const vehicle = await screen.findByRole('link', { name: 'KA 05 MN 1234' });
    expect(vehicle.getAttribute('href')).toBe('/Products/Product/P1');
    expect(screen.getByRole('heading', { name: 'Recent vehicles' })).toBeTruthy();
  });

  it('shows no module badge that leads nowhere, and no recent list the role cannot read', async () => {
    renderHome({ SA: false, EA: false, Common: { Vendor: 'R' }, Service: { Access: true, MA: false } });
    const goTo = await screen.findByRole('navigation', { name: 'Go to' });
    expect(within(goTo).getAllByRole('link').map((link) => link.textContent)).toEqual(['Vendors']);
    expect(screen.queryByText('Service', { exact: true })).toBeNull();
    expect(screen.queryByRole('heading', { name: /Recent/ })).toBeNull();
    expect(document.querySelector('.amplify-badge')).toBeNull();
  });
});
