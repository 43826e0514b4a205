import { resource, SESSION } from '@shared/access/permission';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScreenEntry } from '../../../lib/screen-manifest';
import { ScreensProvider } from '../../../lib/screens-context';
import { sessionFromLogin } from '../../../lib/session';
import { renderRoutes } from '../../../components/testing/render';
import { stubServer } from '../../../components/testing/fake-server';
import { jsonResponse, loginAnswer } from '../../../components/testing/fixtures';
import { Component as Home } from './home';

const lazy = () => Promise.resolve({ Component: () => null });
const SCREENS: ScreenEntry[] = [
  { path: 'basic/Home', title: 'Home', permission: SESSION, menu: true, lazy },
  {
    path: 'Customers/CustomerSearch',
    title: 'Customers',
    permission: resource('Common', 'Customer', 'R'),
    menu: true,
    lazy,
  },
  { path: 'Customers/Customer/:Id', title: 'Customer', permission: resource('Common', 'Customer', 'R'), lazy },
  {
    path: 'Products/ProductSearch',
    title: 'Products',
    industryLabel: 'Products',
    permission: resource('Common', 'Product', 'R'),
    menu: true,
    lazy,
  },
  {
    path: 'Products/Product/:Id',
    title: 'Product',
    industryLabel: 'Product',
    permission: resource('Common', 'Product', 'R'),
    lazy,
  },
  { path: 'Vendors/VendorSearch', title: 'Vendors', permission: resource('Common', 'Vendor', 'R'), menu: true, lazy },
];

beforeEach(() => {
  stubServer(({ path: url }) => {
    if (url.includes('Customers/Recent'))
      return jsonResponse(200, { Items: [{ _id: 'C1', DName: 'Asha Rao', Type: 'I', Phone: '9876543210' }] });
    if (url.includes('Products/Recent'))
      return jsonResponse(200, { Items: [{ _id: 'P1', RegNo: 'KA 05 MN 1234', Make: 'Maruti', Model: 'Swift' }] });
    if (url.includes('Service/Estimates/Dashboard'))
      return jsonResponse(200, { Items: [], Counts: { New: 4, WtngForAppr: 2, OnHold: 0, Supplementary: 1 } });
    if (url.includes('Service/WorkOrders/Dashboard'))
      return jsonResponse(200, { Items: [], Counts: { InProgress: 1200, WtngForParts: 1, Completed: 3 } });
    if (url.includes('Service/Jobs/Mine')) {
      const job = {
        WOId: '01JC0000000000000000000000',
        Num: 'WO/2627/00001',
        Desc: 'Brake pads',
        PrDate: '2026-11-24',
        ver: 1,
      };
      return jsonResponse(200, {
        Items: [
          { ...job, LineId: 'WO1', Sts: 'InProgress' },
          { ...job, LineId: 'WO2', Sts: 'Approved' },
        ],
      });
    }
    return jsonResponse(404, { errorCode: 404, message: 'No such call.' });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderHome(
  access: NonNullable<Parameters<typeof loginAnswer>[0]>['access'],
  options: { screens?: ScreenEntry[]; technician?: boolean } = {},
) {
  const login = loginAnswer({ access });
  if (options.technician) login.User = { ...login.User, NoW: { Tec: true } };
  const screens = options.screens ?? SCREENS;
  renderRoutes([{ path: '/basic/Home', Component: Home }], '/basic/Home', sessionFromLogin(login), {
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    wrapper: ({ children }: { children: ReactNode }) => <ScreensProvider screens={screens}>{children}</ScreensProvider>,
  });
}

/** Home shows each role what it needs today, and nothing that leads nowhere. */
describe('Home', () => {
  it('links the advisor to its screens and lists its newest customers and vehicles', async () => {
    renderHome({
      SA: false,
      EA: false,
      Common: { Customer: 'CRU', Product: 'CRU' },
      Service: { Access: true, MA: false },
    });
    const goTo = await screen.findByRole('navigation', { name: 'Go to' });
    expect(
      within(goTo)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Customers', 'Vehicles']);
    const customer = await screen.findByRole('link', { name: 'Asha Rao' });
    expect(customer.getAttribute('href')).toBe('/Customers/Customer/C1');
    const vehicle = await screen.findByRole('link', { name: 'KA 05 MN 1234' });
    expect(vehicle.getAttribute('href')).toBe('/Products/Product/P1');
    expect(screen.getByRole('heading', { name: 'Recent vehicles' })).toBeTruthy();
  });

  it('shows no module badge that leads nowhere, and no recent list the role cannot read', async () => {
    renderHome({ SA: false, EA: false, Common: { Vendor: 'R' }, Service: { Access: true, MA: false } });
    const goTo = await screen.findByRole('navigation', { name: 'Go to' });
    expect(
      within(goTo)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Vendors']);
    expect(screen.queryByText('Service', { exact: true })).toBeNull();
    expect(screen.queryByRole('heading', { name: /Recent/ })).toBeNull();
    expect(document.querySelector('.amplify-badge')).toBeNull();
  });

  const SERVICE_SCREENS: ScreenEntry[] = [
    ...SCREENS,
    {
      path: 'Service/EstimateDashboard',
      title: 'Estimates',
      permission: resource('Service', 'Est', 'R'),
      menu: true,
      lazy,
    },
    {
      path: 'Service/WODashboard',
      title: 'Repair Orders',
      permission: resource('Service', 'WO', 'R'),
      menu: true,
      lazy,
    },
    { path: 'Service/JobsDashboard', title: 'My Jobs', permission: SESSION, menu: true, lazy },
  ];

  it('shows the advisor what waits today: estimates and repair orders by status, each linking to its dashboard', async () => {
    renderHome(
      {
        SA: false,
        EA: false,
        Common: { Customer: 'CRU', Product: 'CRU' },
        Service: { Access: true, MA: false, Est: 'CRU', WO: 'CRU' },
      },
      { screens: SERVICE_SCREENS },
    );
    const estimates = await screen.findByRole('list', { name: 'Estimates' });
    expect([...estimates.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '4 new',
      '2 waiting for approval',
      '0 on hold',
    ]);
    const orders = await screen.findByRole('list', { name: 'Repair Orders' });
    expect([...orders.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '1,200 in progress',
      '1 waiting for parts',
      '3 completed, to invoice',
    ]);
    expect(screen.getByRole('link', { name: 'Open repair orders' }).getAttribute('href')).toBe('/Service/WODashboard');
    expect(screen.queryByRole('heading', { name: 'My Jobs' })).toBeNull();
  });

  it('shows a technician their own jobs and the repair orders, never the estimates they cannot read', async () => {
    renderHome(
      { SA: false, EA: false, Common: {}, Service: { Access: true, MA: false, WO: 'R' } },
      { screens: SERVICE_SCREENS, technician: true },
    );
    const jobs = await screen.findByRole('list', { name: 'My Jobs' });
    expect([...jobs.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['2 jobs to do', '1 in progress']);
    expect(await screen.findByRole('list', { name: 'Repair Orders' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Estimates' })).toBeNull();
  });
});
