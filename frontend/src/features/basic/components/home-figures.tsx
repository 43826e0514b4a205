import { Card, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { isPermitted, type AccessContext } from '@shared/access/access-model';
import { industryLabels } from '@shared/access/industry-labels';
import { groupIndian, formatPaise } from '@shared/documents/money-format';
import { statusLabel } from '@shared/documents/status-labels';
import { changePercent, type HomeFiguresAnswer } from '@shared/home/home-figures';
import { HOME_FIGURE_PERMISSIONS } from '@shared/home/home-permissions';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { isScreenInBranch, type ScreenEntry } from '../../../lib/screen-manifest';
import { ruleHolds } from '../../../lib/screen-rules';
import { useHomeFigures } from '../api/home-figures';
import { HomeMessages } from '../utils/home-messages';
import './home-figures.css';

/** The lists the figures open (platform §2 paths), when the app has them and the user may open them. */
const LISTS = {
  orders: 'Service/WODashboard',
  estimates: 'Service/EstimateDashboard',
  invoices: 'Accounting/Invoices',
  profitAndLoss: 'Accounting/ProfitAndLoss',
  receivables: 'reports/receivables',
} as const;

/** The revenue chart and its library are a chunk of their own, fetched when Home first draws it. */
const RevenueByDayChart = lazy(() => import('./home-charts').then((m) => ({ default: m.RevenueByDayChart })));

type Tile = { key: string; label: string; value: string; detail?: React.ReactNode; to?: string | undefined };

function FigureTile({ tile }: { tile: Tile }) {
  const body = (
    <>
      <span className="kk-home-tile__label">{tile.label}</span>
      <span className="kk-home-tile__value">{tile.value}</span>
      {tile.detail ? <span className="kk-home-tile__detail">{tile.detail}</span> : null}
    </>
  );
  return (
    <li>
      {tile.to ? (
        <Link to={tile.to} className="kk-home-tile" data-testid={`home-figure-${tile.key}`}>
          {body}
        </Link>
      ) : (
        <div className="kk-home-tile" data-testid={`home-figure-${tile.key}`}>
          {body}
        </div>
      )}
    </li>
  );
}

/** 'vs last month +12%' against last month's same days; nothing when last month had none. */
function Comparison({ now, before }: { now: number; before: number }) {
  const change = changePercent(now, before);
  if (change === undefined) return <>{HomeMessages.nothingLastMonth}</>;
  const sign = change > 0 ? '+' : change < 0 ? '−' : '±';
  return (
    <>
      vs last month{' '}
      <span className={change > 0 ? 'kk-home-tile__up' : change < 0 ? 'kk-home-tile__down' : undefined}>
        {`${sign}${Math.abs(change)}%`}
      </span>
    </>
  );
}

const count = (n: number) => groupIndian(String(n));

/** Whether the branch shows nothing yet: no order, no sale, nothing owed, this month or last. */
const isEmpty = (f: HomeFiguresAnswer): boolean =>
  (f.Orders?.InShop ?? 0) === 0 &&
  (f.Orders?.OpenedMonth ?? 0) === 0 &&
  (f.Estimates?.WaitingApproval ?? 0) === 0 &&
  (f.Revenue?.MonthP ?? 0) === 0 &&
  (f.Revenue?.LastMonthP ?? 0) === 0 &&
  (f.Receivables?.DueP ?? 0) === 0;

function tilesOf(f: HomeFiguresAnswer, ctx: AccessContext, to: (path: string) => string | undefined): Tile[] {
  const words = industryLabels(ctx.config.Industry);
  const tiles: Tile[] = [];
  const { Orders, Revenue, AverageOrder, Estimates, Receivables } = f;
  if (Orders) {
    tiles.push(
      { key: 'in-shop', label: `${words.Products} in the shop`, value: count(Orders.InShop), to: to(LISTS.orders) },
      {
        key: 'opened',
        label: `${words.Orders} opened today`,
        value: count(Orders.OpenedToday),
        detail: `${count(Orders.OpenedMonth)} this month`,
        to: to(LISTS.orders),
      },
      {
        key: 'delivered',
        label: 'Delivered today',
        value: count(Orders.DeliveredToday),
        detail: 'invoiced today',
        to: to(LISTS.invoices),
      },
    );
  }
  if (Revenue) {
    tiles.push(
      { key: 'revenue-today', label: 'Revenue today', value: formatPaise(Revenue.TodayP), to: to(LISTS.invoices) },
      {
        key: 'revenue-month',
        label: 'Revenue this month',
        value: formatPaise(Revenue.MonthP),
        detail: <Comparison now={Revenue.MonthP} before={Revenue.LastMonthToDateP} />,
        to: to(LISTS.profitAndLoss),
      },
    );
  }
  if (AverageOrder) {
    tiles.push({
      key: 'average-order',
      label: `Average ${words.Order.toLowerCase()}`,
      value: formatPaise(AverageOrder.AverageP),
      detail: `${count(AverageOrder.Orders)} invoiced this month`,
      to: to(LISTS.invoices),
    });
  }
  if (Estimates || Orders) {
    const orders = Orders?.WaitingApproval ?? 0;
    const estimates = Estimates?.WaitingApproval ?? 0;
    tiles.push({
      key: 'approvals',
      label: 'Waiting for approval',
      value: count(estimates + orders),
      detail: Estimates && orders > 0 ? `${count(orders)} of them ${words.Orders.toLowerCase()}` : undefined,
      to: Estimates ? to(`${LISTS.estimates}?Sts=WtngForAppr`) : to(`${LISTS.orders}?Sts=WtngForAppr`),
    });
  }
  if (Receivables) {
    tiles.push({
      key: 'receivables',
      label: 'Receivables due',
      value: formatPaise(Receivables.DueP),
      to: to(LISTS.receivables),
    });
  }
  return tiles;
}

function OrdersByStatus({ figures, title }: { figures: NonNullable<HomeFiguresAnswer['Orders']>; title: string }) {
  const largest = Math.max(1, ...figures.ByStatus.map((b) => b.N));
  return (
    <figure className="kk-chart">
      <figcaption className="kk-chart__title">{title}</figcaption>
      <ul className="kk-home-bars" aria-label={title}>
        {figures.ByStatus.map((b) => (
          <li key={b.Sts}>
            <span>{statusLabel(b.Sts)}</span>
            <span
              className={b.N > 0 ? 'kk-home-bars__bar' : 'kk-home-bars__bar kk-home-bars__bar--none'}
              style={{ width: `${(b.N * 100) / largest}%` }}
              aria-hidden="true"
            />
            <span className="kk-home-bars__n">{count(b.N)}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

/** Whether the user may see any of Home's figures: only then is GET Home/Figures asked. */
export const seesHomeFigures = (ctx: AccessContext): boolean =>
  Object.values(HOME_FIGURE_PERMISSIONS).some((permission) => isPermitted(permission, ctx));

/**
 * Today's figures on Home (docs/home.md): a tile per figure the user may read,
 * each a link to its list, and two small charts (revenue by day against last
 * month, repair orders by status). A branch with nothing yet says so.
 */
export function HomeFigures({ ctx, screens }: { ctx: AccessContext; screens: readonly ScreenEntry[] }) {
  const words = industryLabels(ctx.config.Industry);
  const figures = useHomeFigures(true);
  const to = (path: string): string | undefined => {
    const [bare] = path.split('?');
    const screen = screens.find((s) => s.path.toLowerCase() === bare?.toLowerCase());
    const may = screen && isScreenInBranch(screen, ctx.config) && isPermitted(screen.permission, ctx);
    return may && ruleHolds(screen, ctx) ? `/${path}` : undefined;
  };
  const f = figures.data;
  return (
    <section aria-labelledby="home-figures-title">
      <Flex direction="column" gap="small">
        <Heading level={3} id="home-figures-title">
          {HomeMessages.title}
        </Heading>
        {figures.isPending ? <Loader ariaLabel={HomeMessages.loading} /> : null}
        {figures.isError ? <Text role="alert">{HomeMessages.failed}</Text> : null}
        {f && isEmpty(f) ? (
          <Card variation="outlined" data-testid="home-figures-empty">
            <Text>{HomeMessages.empty(words.Orders.toLowerCase())}</Text>
          </Card>
        ) : null}
        {f && !isEmpty(f) ? (
          <>
            <ul className="kk-home-figures" aria-label={HomeMessages.title}>
              {tilesOf(f, ctx, to).map((tile) => (
                <FigureTile key={tile.key} tile={tile} />
              ))}
            </ul>
            <div className="kk-home-charts">
              {f.Revenue && (f.Revenue.MonthP !== 0 || f.Revenue.LastMonthToDateP !== 0) ? (
                <Suspense fallback={<div className="kk-chart kk-chart--loading" aria-hidden="true" />}>
                  <RevenueByDayChart revenue={f.Revenue} />
                </Suspense>
              ) : null}
              {f.Orders && f.Orders.InShop > 0 ? (
                <OrdersByStatus figures={f.Orders} title={`${words.Orders} by status`} />
              ) : null}
            </div>
          </>
        ) : null}
      </Flex>
    </section>
  );
}
