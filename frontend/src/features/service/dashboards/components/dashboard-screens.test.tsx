import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../../../components/toast/toast-store';
import { Component as EstimateDashboard } from '../routes/estimate-dashboard';
import { Component as RepairOrderDashboard } from '../routes/repair-order-dashboard';
import { Component as SurveyorDashboard } from '../routes/surveyor-dashboard';
import {
  EMPLOYEES,
  ok,
  refuse,
  renderRoute,
  row,
  sessionOf,
  SLOW,
  stubServer,
  type Role,
  type Sent,
} from '../testing/service-list-kit';

let sent: Sent[];
/** The server's answer to a dashboard query: the rows it lists and what comes next. */
let answer: (query: Record<string, string>) => {
  Items: ReturnType<typeof row>[];
  Next?: string;
  Counts: Record<string, number>;
};

function server({ path, query }: Sent): Response {
  if (path.startsWith('Users/EmployeesOfEntity/')) return ok(EMPLOYEES);
  if (
    path === 'Service/Estimates/Dashboard' ||
    path === 'Service/WorkOrders/Dashboard' ||
    path === 'Service/Estimates/SurveyorDashboard'
  )
    return ok(answer(query));
  return refuse(404, 'Not found.');
}

const COUNTS = { New: 3, WtngForAppr: 2, OnHold: 0, Supplementary: 1 };

beforeEach(() => {
  answer = () => ({
    Items: [row(2, { Sts: 'WtngForAppr' }), row(1, { Code: 'a', Sts: 'Supplementary' })],
    Counts: COUNTS,
  });
  sent = stubServer(server);
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

const openEstimates = (role: Role = 'advisor', at = '/Service/EstimateDashboard') =>
  renderRoute([{ path: '/Service/EstimateDashboard', Component: EstimateDashboard }], at, sessionOf(role));
const dashboardCalls = () => sent.filter((s) => s.path.endsWith('Dashboard')).map((s) => s.query);
const chip = (name: RegExp) => within(screen.getByRole('group', { name: 'Status' })).getByRole('button', { name });
const rows = () => screen.getAllByTestId('dashboard-row');

describe('Service/EstimateDashboard', () => {
  it('shows recent estimates before any filter, with each status counted in words and amounts in rupees', async () => {
    openEstimates();
    await screen.findByRole('table', { name: 'Recent estimates' }, SLOW);
    expect(dashboardCalls()).toEqual([{}]);
    const chips = within(screen.getByRole('group', { name: 'Status' }))
      .getAllByRole('button')
      .map((b) => b.textContent);
    // Approved is not counted by this branch's server: no chip for it.
    expect(chips).toEqual(['All6', 'New3', 'Waiting for Approval2', 'On Hold0', 'Supplementary1']);
    expect(chip(/^All/).getAttribute('aria-pressed')).toBe('true');
    const first = within(rows()[0] as HTMLElement);
    expect(first.getByText('EST/2627/00002')).toBeTruthy();
    expect(first.getByText('Waiting for Approval')).toBeTruthy();
    expect(first.getByText('₹1,23,456.50')).toBeTruthy();
    expect(first.getByText('KA01AB1002')).toBeTruthy();
    // A supplementary estimate shows its code letter.
    expect(within(rows()[1] as HTMLElement).getByText('EST/2627/00001 a')).toBeTruthy();
  });

  it('shows the Approved chip when the server counts it', async () => {
    answer = () => ({ Items: [], Counts: { ...COUNTS, Approved: 4 } });
    openEstimates();
    await waitFor(() => expect(chip(/^Approved/).textContent).toBe('Approved4'), SLOW);
  });

  it('asks again for the chosen status, advisor and dates, and starts again at page one', async () => {
    answer = (query) => ({
      Items: [row(query.Cursor ? 9 : 2)],
      ...(query.Cursor ? {} : { Next: 'page-2' }),
      Counts: COUNTS,
    });
    openEstimates();
    await screen.findByRole('table', { name: 'Recent estimates' }, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('EST/2627/00009')).toBeTruthy(), SLOW);
    expect(screen.getByText('Page 2')).toBeTruthy();

    fireEvent.click(chip(/^Waiting for Approval/));
    await screen.findByRole('table', { name: 'Estimates: Waiting for Approval' }, SLOW);
    expect(chip(/^Waiting for Approval/).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(await_last()).toEqual({ Sts: 'WtngForAppr' }), SLOW);

    await screen.findByRole('option', { name: 'Suresh Gowda' }, SLOW);
    fireEvent.change(screen.getByLabelText('Advisor'), { target: { value: 'user-manager' } });
    fireEvent.change(screen.getByLabelText('Created from'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Created to'), { target: { value: '2026-11-30' } });
    await waitFor(
      () =>
        expect(await_last()).toEqual({ Sts: 'WtngForAppr', SA: 'user-manager', From: '2026-11-01', To: '2026-11-30' }),
      SLOW,
    );
    expect(screen.queryByText('Page 2')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(await_last()).toEqual({ Sts: 'WtngForAppr' }), SLOW);
    fireEvent.click(chip(/^All/));
    await waitFor(() => expect(await_last()).toEqual({}), SLOW);
  });

  it('reads a date range typed the wrong way round as the same range, and ignores a status it does not list', async () => {
    openEstimates('advisor', '/Service/EstimateDashboard?Sts=Converted&From=2026-11-30&To=2026-11-01');
    await screen.findByRole('table', {}, SLOW);
    expect(dashboardCalls()[0]).toEqual({ From: '2026-11-01', To: '2026-11-30' });
  });

  it('says so when nothing matches, and when there is nothing at all', async () => {
    answer = () => ({ Items: [], Counts: {} });
    openEstimates('advisor', '/Service/EstimateDashboard?SA=user-manager');
    expect(await screen.findByText('No Estimates match these filters.', {}, SLOW)).toBeTruthy();
    cleanup();
    openEstimates();
    expect(await screen.findByText('No Estimates to Show.', {}, SLOW)).toBeTruthy();
  });

  it('opens an estimate from its row, and offers New Estimate only to who may create', async () => {
    openEstimates();
    await screen.findByRole('table', {}, SLOW);
    const create = screen.getByRole('link', { name: 'New Estimate' });
    expect(create.getAttribute('href')).toBe('/Service/Estimate/New/false/autoclose/true');
    fireEvent.click(rows()[0] as HTMLElement);
    expect((await screen.findByTestId('elsewhere')).textContent).toBe(`/Service/Estimate/${row(2)._id}`);
    cleanup();
    openEstimates('reader');
    await screen.findByRole('table', {}, SLOW);
    expect(screen.queryByRole('link', { name: 'New Estimate' })).toBeNull();
  });

  it('shows each estimate as a card on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    openEstimates();
    const cards = await screen.findAllByTestId('dashboard-card', {}, SLOW);
    expect(screen.queryByRole('table')).toBeNull();
    expect(cards[0]?.getAttribute('href')).toBe(`/Service/Estimate/${row(2)._id}`);
    expect(cards[0]?.textContent).toContain('₹1,23,456.50');
    expect(cards[0]?.textContent).toContain('Waiting for Approval');
  });

  it('shows a failed load with Retry', async () => {
    let fail = true;
    vi.unstubAllGlobals();
    sent = stubServer((call) =>
      call.path.endsWith('Dashboard') && fail ? refuse(500, 'The list could not be read.') : server(call),
    );
    openEstimates();
    const retry = await screen.findByRole('button', { name: 'Retry' }, SLOW);
    fail = false;
    fireEvent.click(retry);
    await screen.findByRole('table', { name: 'Recent estimates' }, SLOW);
  });
});

/** The filters of the last dashboard call. */
function await_last(): Record<string, string> | undefined {
  return dashboardCalls().at(-1);
}

describe('Service/WODashboard', () => {
  const openOrders = (role: Role = 'advisor') =>
    renderRoute(
      [{ path: '/Service/WODashboard', Component: RepairOrderDashboard }],
      '/Service/WODashboard',
      sessionOf(role),
    );

  it('lists the order dashboard statuses in the industry words, and opens an order', async () => {
    answer = () => ({
      Items: [row(5, { Num: 'WO/2627/00005', Sts: 'PartsAvl' })],
      Counts: { InProgress: 7, PartsAvl: 1 },
    });
    openOrders();
    await screen.findByRole('table', { name: 'Recent repair orders' }, SLOW);
    const chips = within(screen.getByRole('group', { name: 'Status' }))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(chips).toEqual([
      'All8',
      'New0',
      'Being Inspected0',
      'Approved0',
      'Waiting for Approval0',
      'On Hold0',
      'In Progress7',
      'Parts Available1',
      'Waiting for Parts0',
      'Review0',
      'Completed0',
    ]);
    expect(screen.getByRole('link', { name: 'New Repair Order' }).getAttribute('href')).toBe(
      '/Service/WorkOrder/New/false/autoclose/true',
    );
    fireEvent.click(screen.getByRole('link', { name: 'WO/2627/00005' }));
    expect((await screen.findByTestId('elsewhere')).textContent).toBe(`/Service/WorkOrder/${row(5)._id}`);
    expect(sent.filter((s) => s.path === 'Service/WorkOrders/Dashboard')).toHaveLength(1);
  });

  it('offers no New button to a reader, and says when there are no orders', async () => {
    answer = () => ({ Items: [], Counts: {} });
    openOrders('reader');
    expect(await screen.findByText('No Repair Orders to Show.', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^New/ })).toBeNull();
  });
});

describe('Surveyor/estimatedashboard', () => {
  it("lists the surveyor's estimates, newest first, with paging", async () => {
    answer = (query) => ({ Items: [row(query.Cursor ? 3 : 4)], ...(query.Cursor ? {} : { Next: 'n' }), Counts: {} });
    renderRoute(
      [{ path: '/Surveyor/estimatedashboard', Component: SurveyorDashboard }],
      '/Surveyor/estimatedashboard',
      sessionOf('reader'),
    );
    await screen.findByRole('table', { name: 'Estimates to survey' }, SLOW);
    expect(screen.queryByRole('group', { name: 'Status' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('EST/2627/00003')).toBeTruthy(), SLOW);
    expect(sent.filter((s) => s.path === 'Service/Estimates/SurveyorDashboard').map((s) => s.query)).toEqual([
      {},
      { Cursor: 'n' },
    ]);
  });
});
