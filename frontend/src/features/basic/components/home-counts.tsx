import { Card, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { isPermitted, type AccessContext } from '@shared/access/access-model';
import { industryLabels } from '@shared/access/industry-labels';
import { canOpenMyJobs } from '@shared/access/specific-rules';
import { serviceRoutes } from '@shared/api/routes/service';
import { groupIndian } from '@shared/documents/money-format';
import type { EstimateStatus, RepairOrderStatus } from '@shared/documents/statuses';
import { Link } from 'react-router';
import type { ScreenEntry } from '../../../lib/screen-manifest';
import { useHomeEstimateCounts, useHomeMyJobs, useHomeRepairOrderCounts } from '../api/counts-for-home';

/** The screens Home's figures link to (platform §2), when the app has them. */
const ESTIMATES = 'Service/EstimateDashboard';
const REPAIR_ORDERS = 'Service/WODashboard';
const MY_JOBS = 'Service/JobsDashboard';

/** The statuses that ask something of the person at the counter today, in their words. */
const ESTIMATE_FIGURES: readonly [EstimateStatus, string][] = [
  ['New', 'new'],
  ['WtngForAppr', 'waiting for approval'],
  ['OnHold', 'on hold'],
];
const REPAIR_ORDER_FIGURES: readonly [RepairOrderStatus, string][] = [
  ['InProgress', 'in progress'],
  ['WtngForParts', 'waiting for parts'],
  ['Completed', 'completed, to invoice'],
];

type Figure = { count: number; text: string };

function FigureCard({
  title,
  to,
  figures,
  loading,
}: {
  title: string;
  to: string;
  figures: readonly Figure[] | undefined;
  loading: boolean;
}) {
  return (
    <Card variation="outlined" className="kk-home-card">
      <Flex direction="column" gap="small">
        <Heading level={3}>{title}</Heading>
        {loading ? <Loader ariaLabel={`Loading ${title.toLowerCase()}`} /> : null}
        {figures ? (
          <ul className="kk-home-list" aria-label={title}>
            {figures.map((f) => (
              <li key={f.text}>
                <Text as="span" fontWeight="bold">
                  {groupIndian(String(f.count))}
                </Text>{' '}
                {f.text}
              </li>
            ))}
          </ul>
        ) : null}
        <Link to={`/${to}`}>{`Open ${title.toLowerCase()}`}</Link>
      </Flex>
    </Card>
  );
}

const has = (screens: readonly ScreenEntry[], path: string) =>
  screens.some((s) => s.path.toLowerCase() === path.toLowerCase());
const figuresOf = <S extends string>(
  counts: Record<string, number> | undefined,
  list: readonly [S, string][],
): Figure[] | undefined => counts && list.map(([sts, text]) => ({ count: counts[sts] ?? 0, text }));

/**
 * Home's figures: what waits for this role today — estimates
 * and repair orders by the statuses that need someone, and a technician's own
 * jobs. Each card shows only where the user may read the list and the app has
 * its screen.
 */
export function HomeCounts({ ctx, screens }: { ctx: AccessContext; screens: readonly ScreenEntry[] }) {
  const words = industryLabels(ctx.config.Industry);
  const showEstimates = has(screens, ESTIMATES) && isPermitted(serviceRoutes.estimateDashboard.permission, ctx);
  const showOrders = has(screens, REPAIR_ORDERS) && isPermitted(serviceRoutes.repairOrderDashboard.permission, ctx);
  const showJobs = has(screens, MY_JOBS) && canOpenMyJobs(ctx);
  const estimates = useHomeEstimateCounts(showEstimates);
  const orders = useHomeRepairOrderCounts(showOrders);
  const jobs = useHomeMyJobs(showJobs);
  const jobItems = jobs.data?.Items;
  return (
    <>
      {showJobs ? (
        <FigureCard
          title="My Jobs"
          to={MY_JOBS}
          loading={jobs.isPending}
          figures={
            jobItems && [
              { count: jobItems.length, text: jobItems.length === 1 ? 'job to do' : 'jobs to do' },
              { count: jobItems.filter((j) => j.Sts === 'InProgress').length, text: 'in progress' },
            ]
          }
        />
      ) : null}
      {showOrders ? (
        <FigureCard
          title={words.Orders}
          to={REPAIR_ORDERS}
          loading={orders.isPending}
          figures={figuresOf(orders.data?.Counts, REPAIR_ORDER_FIGURES)}
        />
      ) : null}
      {showEstimates ? (
        <FigureCard
          title="Estimates"
          to={ESTIMATES}
          loading={estimates.isPending}
          figures={figuresOf(estimates.data?.Counts, ESTIMATE_FIGURES)}
        />
      ) : null}
    </>
  );
}
