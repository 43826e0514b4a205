import { isPermitted } from '@shared/access/access-model';
import { industryLabels } from '@shared/access/industry-labels';
import { serviceRoutes } from '@shared/api/routes/service';
import { estimateDashboardStatuses, REPAIR_ORDER_DASHBOARD_STATUSES } from '@shared/documents/statuses';
import { statusLabel } from '@shared/documents/status-labels';
import type { EstimateStatus, RepairOrderStatus } from '@shared/documents/statuses';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCursorPages } from '../../../../components/record-table/use-cursor-pages';
import { StatusChips } from '../../../../components/status-chips/status-chips';
import { useSession } from '../../../../lib/session';
import { useEstimateDashboard, useRepairOrderDashboard, useSurveyorDashboard } from '../api/dashboards';
import { useShopFloorRefresh } from '../../live/use-shop-floor-refresh';
import { DashboardFilters, type DashboardFilterValues } from './dashboard-filters';
import { DashboardView } from './dashboard-view';
import '../../../../components/record-table/record-list.css';

/** The document screens a row and a New button open (spec platform §2 'Service'). */
export const SERVICE_PATHS = {
  estimate: (id: string) => `/Service/Estimate/${encodeURIComponent(id)}`,
  repairOrder: (id: string) => `/Service/WorkOrder/${encodeURIComponent(id)}`,
  newEstimate: '/Service/Estimate/New/false/autoclose/true',
  newRepairOrder: '/Service/WorkOrder/New/false/autoclose/true',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

type Filters = DashboardFilterValues & { Sts?: string | undefined };

/**
 * The filters live in the address (Back from a document shows the same list).
 * A status the dashboard does not list, or a malformed date, is ignored rather
 * than sent to be refused.
 */
function filtersFrom(params: URLSearchParams, statuses: readonly string[]): Filters {
  const sts = params.get('Sts') ?? undefined;
  const date = (name: string) => {
    const value = params.get(name) ?? undefined;
    return value && ISO_DATE.test(value) ? value : undefined;
  };
  return {
    Sts: sts && statuses.includes(sts) ? sts : undefined,
    SA: params.get('SA') || undefined,
    From: date('From'),
    To: date('To'),
  };
}

const withoutEmpty = (filters: Readonly<Record<string, string | undefined>>): Record<string, string> =>
  Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string] => entry[1] !== undefined));

/**
 * The query of a filter set: a range typed the wrong way round (From after To)
 * is read as the same range, so the list is never empty only for that.
 */
function queryOf(filters: Filters, cursor: string | undefined) {
  const [From, To] =
    filters.From && filters.To && filters.From > filters.To ? [filters.To, filters.From] : [filters.From, filters.To];
  return withoutEmpty({ ...filters, From, To, Cursor: cursor });
}

function useDashboardState(statuses: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params, statuses);
  // Every change of filters starts at page one, also when it returns to filters paged before.
  const [changes, setChanges] = useState(0);
  const pages = useCursorPages(`${changes}:${JSON.stringify(filters)}`);
  const filtered = Object.values(filters).some((value) => value !== undefined);
  const change = (next: Filters) => {
    setChanges((count) => count + 1);
    setParams(withoutEmpty(next), { replace: true });
  };
  return { filters, pages, filtered, change, query: queryOf(filters, pages.cursor) };
}

function NewButton({ to, label }: { to: string; label: string }) {
  return (
    <div className="kk-screen__bar">
      <Link to={to} className="amplify-button amplify-button--primary amplify-button--small">
        {label}
      </Link>
    </div>
  );
}

function useAccessContext() {
  const session = useSession();
  return {
    access: session.Access,
    config: session.Entity.Config,
    user: session.User,
    settings: session.Entity.Settings,
  };
}

/**
 * Service/EstimateDashboard (docs/service-dashboards.md): the branch's estimates in the
 * dashboard's statuses (§4 'Dashboards'). Whether Approved is among them is the
 * server's setting: its chip shows when the answer counts it.
 */
export function EstimateDashboard() {
  const ctx = useAccessContext();
  const [params] = useSearchParams();
  // Approved is a dashboard status only with the branch's flag; before the first answer, the address may already ask for it.
  const statuses = estimateDashboardStatuses(true);
  const { filters, pages, filtered, change, query } = useDashboardState(statuses);
  const result = useEstimateDashboard(
    { ...query, Sts: query.Sts as EstimateStatus | undefined },
    useShopFloorRefresh(),
  );
  const counts = result.data?.Counts;
  const shown = estimateDashboardStatuses(
    counts !== undefined ? 'Approved' in counts : params.get('Sts') === 'Approved',
  );
  return (
    <div className="kk-screen">
      {isPermitted(serviceRoutes.createEstimate.permission, ctx) ? (
        <NewButton to={SERVICE_PATHS.newEstimate} label="New Estimate" />
      ) : null}
      <StatusChips
        statuses={shown}
        counts={counts}
        selected={filters.Sts}
        onSelect={(Sts) => change({ ...filters, Sts })}
      />
      <DashboardFilters values={filters} onChange={(values) => change({ ...values, Sts: filters.Sts })} />
      <DashboardView
        caption={
          filters.Sts ? `Estimates: ${statusLabel(filters.Sts)}` : filtered ? 'Estimates found' : 'Recent estimates'
        }
        result={result}
        pages={pages}
        pathOf={SERVICE_PATHS.estimate}
        emptyText={filtered ? 'No Estimates match these filters.' : 'No Estimates to Show.'}
      />
    </div>
  );
}

/** Service/WODashboard (docs/service-dashboards.md): the branch's repair orders in the dashboard's statuses (§4 'Dashboards'). */
export function RepairOrderDashboard() {
  const ctx = useAccessContext();
  const labels = industryLabels(ctx.config.Industry);
  const { filters, pages, filtered, change, query } = useDashboardState(REPAIR_ORDER_DASHBOARD_STATUSES);
  // Live: any status change in the branch refreshes the list and its counts (docs/customer-loop.md §20).
  const result = useRepairOrderDashboard(
    { ...query, Sts: query.Sts as RepairOrderStatus | undefined },
    useShopFloorRefresh(),
  );
  return (
    <div className="kk-screen">
      {isPermitted(serviceRoutes.createRepairOrder.permission, ctx) ? (
        <NewButton to={SERVICE_PATHS.newRepairOrder} label={`New ${labels.Order}`} />
      ) : null}
      <StatusChips
        statuses={REPAIR_ORDER_DASHBOARD_STATUSES}
        counts={result.data?.Counts}
        selected={filters.Sts}
        onSelect={(Sts) => change({ ...filters, Sts })}
      />
      <DashboardFilters values={filters} onChange={(values) => change({ ...values, Sts: filters.Sts })} />
      <DashboardView
        caption={
          filters.Sts
            ? `${labels.Orders}: ${statusLabel(filters.Sts)}`
            : filtered
              ? `${labels.Orders} found`
              : `Recent ${labels.Orders.toLowerCase()}`
        }
        result={result}
        pages={pages}
        pathOf={SERVICE_PATHS.repairOrder}
        emptyText={filtered ? `No ${labels.Orders} match these filters.` : `No ${labels.Orders} to Show.`}
      />
    </div>
  );
}

/**
 * Surveyor/estimatedashboard: the estimates assigned to the caller as surveyor
 * (IX#SUR), newest first, each opening the estimate to enter approved amounts.
 */
export function SurveyorDashboard() {
  const pages = useCursorPages('surveyor');
  const result = useSurveyorDashboard(pages.cursor ? { Cursor: pages.cursor } : {});
  return (
    <div className="kk-screen">
      <DashboardView
        caption="Estimates to survey"
        result={result}
        pages={pages}
        pathOf={SERVICE_PATHS.estimate}
        emptyText="No Estimates to Show."
      />
    </div>
  );
}
