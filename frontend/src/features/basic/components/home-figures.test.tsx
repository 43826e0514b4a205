import { inModule, resource, SESSION } from '@shared/access/permission';
import type { HomeFiguresAnswer } from '@shared/home/home-figures';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubServer } from '../../../components/testing/fake-server';
import { jsonResponse, loginAnswer } from '../../../components/testing/fixtures';
import { renderRoutes } from '../../../components/testing/render';
import { stubResizeObserver } from '../../../components/testing/resize-observer';
import { liveEvents } from '../../../lib/live-events';
import type { ScreenEntry } from '../../../lib/screen-manifest';
import { ScreensProvider } from '../../../lib/screens-context';
import { sessionFromLogin } from '../../../lib/session';
import { Component as Home } from '../routes/home';
import { HomeMessages } from '../utils/home-messages';

/**
 * Home's figures (docs/home.md) against the fake server: a tile per figure the
 * user may read, ₹ with Indian grouping, each a link to its list, the revenue
 * chart and the orders by status, the empty state of a new branch, a phone's
 * width, and a live event reading the figures again.
 */
const lazy = () => Promise.resolve({ Component: () => null });
const SCREENS: ScreenEntry[] = [
  { path: 'basic/Home', title: 'Home', permission: SESSION, menu: true, lazy },
  {
    path: 'Service/WODashboard',
    title: 'Repair Orders',
    permission: inModule('Service', resource('Service', 'WO', 'R')),
    lazy,
  },
  {
    path: 'Service/EstimateDashboard',
    title: 'Estimates',
    permission: inModule('Service', resource('Service', 'Est', 'R')),
    lazy,
  },
  { path: 'Accounting/Invoices', title: 'Invoices', permission: resource('Accounting', 'Invoice', 'R'), lazy },
  { path: 'Accounting/ProfitAndLoss', title: 'Profit and loss', permission: resource('Reports', '501', 'R'), lazy },
  { path: 'reports/receivables', title: 'Receivables ageing', permission: resource('Reports', '202', 'R'), lazy },
];

const day = (n: number, p: number) => Array.from({ length: n }, (_, i) => (i === n - 1 ? p : 1_000_00));
const FIGURES: HomeFiguresAnswer = {
  Today: '2026-11-28',
  Orders: {
    InShop: 14,
    OpenedToday: 3,
    OpenedMonth: 61,
    DeliveredToday: 2,
    ByStatus: [
      { Sts: 'New', N: 4 },
      { Sts: 'InProgress', N: 7 },
      { Sts: 'WtngForAppr', N: 1 },
      { Sts: 'Completed', N: 2 },
    ],
    WaitingApproval: 1,
  },
  Estimates: { WaitingApproval: 5 },
  Revenue: {
    Month: '2026-11',
    LastMonth: '2026-10',
    TodayP: 1_23_456_78,
    MonthP: 12_34_567_89,
    LastMonthP: 15_00_000_00,
    LastMonthToDateP: 11_02_292_76,
    DaysP: day(28, 1_23_456_78),
    LastDaysP: day(31, 90_000_00),
  },
  AverageOrder: { ValueP: 9_00_000_00, Orders: 48, AverageP: 18_750_00 },
  Receivables: { DueP: 4_56_789_01 },
};
const EMPTY: HomeFiguresAnswer = {
  Today: '2026-11-28',
  Orders: { ...FIGURES.Orders!, InShop: 0, OpenedToday: 0, OpenedMonth: 0, DeliveredToday: 0, WaitingApproval: 0 },
  Estimates: { WaitingApproval: 0 },
  Revenue: {
    ...FIGURES.Revenue!,
    TodayP: 0,
    MonthP: 0,
    LastMonthP: 0,
    LastMonthToDateP: 0,
    DaysP: day(28, 0).map(() => 0),
    LastDaysP: [],
  },
  Receivables: { DueP: 0 },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderHome(
  access: NonNullable<Parameters<typeof loginAnswer>[0]>['access'],
  answer: HomeFiguresAnswer = FIGURES,
) {
  const sent = stubServer(({ path }) => {
    if (path === 'Home/Figures') return jsonResponse(200, answer);
    return jsonResponse(200, { Items: [], Counts: {} });
  });
  renderRoutes([{ path: '/basic/Home', Component: Home }], '/basic/Home', sessionFromLogin(loginAnswer({ access })), {
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    wrapper: ({ children }: { children: ReactNode }) => <ScreensProvider screens={SCREENS}>{children}</ScreensProvider>,
  });
  return sent;
}

const OWNER = { SA: true, EA: false, Common: {} };
const tile = (key: string) => screen.getByTestId(`home-figure-${key}`);

describe("Home's figures", () => {
  it("the owner's tiles: large figures in ₹ with Indian grouping, the month against last month's same days, each a link to its list", async () => {
    renderHome(OWNER);
    const tiles = await screen.findByRole('list', { name: HomeMessages.title });
    expect(within(tiles).getAllByRole('listitem')).toHaveLength(8);
    // The test branch has no Accounting module: the invoice dashboard's tiles are figures without a link.
    expect(within(tiles).getAllByRole('link')).toHaveLength(5);
    expect(tile('in-shop').textContent).toBe('Vehicles in the shop14');
    expect(tile('opened').textContent).toBe('Repair Orders opened today361 this month');
    expect(tile('revenue-today').textContent).toContain('₹1,23,456.78');
    // (12,34,567.89 − 11,02,292.76) ÷ 11,02,292.76 = +12%.
    expect(tile('revenue-month').textContent).toBe('Revenue this month₹12,34,567.89vs last month +12%');
    expect(tile('average-order').textContent).toBe('Average repair order₹18,750.0048 invoiced this month');
    expect(tile('approvals').textContent).toBe('Waiting for approval61 of them repair orders');
    expect(tile('receivables').textContent).toContain('₹4,56,789.01');
    const href = (key: string) => tile(key).getAttribute('href');
    expect(href('in-shop')).toBe('/Service/WODashboard');
    expect(href('delivered')).toBeNull();
    expect(tile('delivered').tagName).toBe('DIV');
    expect(href('revenue-month')).toBe('/Accounting/ProfitAndLoss');
    expect(href('approvals')).toBe('/Service/EstimateDashboard?Sts=WtngForAppr');
    expect(href('receivables')).toBe('/reports/receivables');
  });

  it('draws revenue by day against last month and the repair orders by status', async () => {
    renderHome(OWNER);
    const chart = await screen.findByRole('img', { name: /^Revenue by day, this month and last\./ }, { timeout: 5000 });
    expect(chart.getAttribute('aria-label')).toContain('28: This month ₹1,23,456.78, Last month ₹1,000.00');
    expect(within(chart.closest('figure') as HTMLElement).getAllByTestId('chart-bar')).toHaveLength(28);
    const bars = screen.getByRole('list', { name: 'Repair Orders by status' });
    expect([...bars.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'New4',
      'In Progress7',
      'Waiting for Approval1',
      'Completed2',
    ]);
  });

  it('a new branch: one calm sentence instead of rows of zeros', async () => {
    renderHome(OWNER, EMPTY);
    expect((await screen.findByTestId('home-figures-empty')).textContent).toBe(HomeMessages.empty('repair orders'));
    expect(screen.queryByRole('list', { name: HomeMessages.title })).toBeNull();
  });

  it('a cashier with the ageing only: the receivables tile; a tile whose list the user cannot open is no link', async () => {
    renderHome(
      { SA: false, EA: false, Common: {}, Reports: { Access: true, MA: false, Reports: ['202'] } },
      { Today: '2026-11-28', Receivables: { DueP: 1_000_50 } },
    );
    const tiles = await screen.findByRole('list', { name: HomeMessages.title });
    expect(within(tiles).getAllByRole('listitem')).toHaveLength(1);
    expect(tile('receivables').getAttribute('href')).toBe('/reports/receivables');
    expect(tile('receivables').textContent).toBe('Receivables due₹1,000.50');
  });

  it('a user who may read none of the lists is not asked for the figures and keeps their links', async () => {
    const sent = renderHome({ SA: false, EA: false, Common: { Customer: 'R' } });
    await screen.findByRole('heading', { level: 2 });
    expect(screen.queryByRole('heading', { name: HomeMessages.title })).toBeNull();
    expect(sent.some((s) => s.path === 'Home/Figures')).toBe(false);
  });

  it('fits a phone: the chart drawn at 358 px of its box', async () => {
    const report = stubResizeObserver();
    renderHome(OWNER);
    const chart = await screen.findByRole('img', { name: /^Revenue by day/ }, { timeout: 5000 });
    act(() => report(358));
    await waitFor(() => expect(chart.getAttribute('width')).toBe('358'));
  });

  it('a DocumentChanged of the branch reads the figures again', async () => {
    const sent = renderHome(OWNER);
    await screen.findByRole('list', { name: HomeMessages.title });
    const asked = () => sent.filter((s) => s.path === 'Home/Figures').length;
    expect(asked()).toBe(1);
    act(() => liveEvents.publish('resync'));
    await waitFor(() => expect(asked()).toBe(2), { timeout: 3000 });
  });
});
