import { industryLabels, type IndustryLabels } from '@shared/access/industry-labels';
import type { DashboardRow } from '@shared/service/call-schemas';
import { formatMoney } from '@shared/documents/money-format';
import { statusLabel } from '@shared/documents/status-labels';
import { Link, useNavigate } from 'react-router';
import type { RecordColumn } from '../../../../components/record-table/record-table';
import { RecordTableOrCards } from '../../../../components/record-table/record-list';
import type { CursorPages } from '../../../../components/record-table/use-cursor-pages';
import { formatDate } from '../../../../lib/format';
import { useSession } from '../../../../lib/session';

/** What a dashboard's query gives the view (a TanStack Query result, narrowed to what is shown). */
export type DashboardResult = {
  data: { Items: DashboardRow[]; Next?: string | undefined; Counts: Record<string, number> } | undefined;
  isPending: boolean;
  isError: boolean;
  error: { message: string } | null;
  refetch: () => unknown;
};

/** The document a row opens: an estimate or a repair order (routes of spec platform §2). */
export type DocumentPath = (id: string) => string;

/** A row's number; a supplementary estimate shows its code letter after it. */
const numberOf = (row: DashboardRow): string => (row.Code ? `${row.Num} ${row.Code}` : row.Num);
const promisedOf = (row: DashboardRow, timeZone: string | undefined): string =>
  row.PrDate ? [formatDate(row.PrDate, timeZone), row.PrTime ?? ''].filter(Boolean).join(' ') : '';

function columnsOf(
  labels: IndustryLabels,
  pathOf: DocumentPath,
  timeZone: string | undefined,
): RecordColumn<DashboardRow>[] {
  return [
    {
      id: 'Num',
      header: 'Number',
      cell: (row) => (
        <Link to={pathOf(row._id)} onClick={(event) => event.stopPropagation()}>
          {numberOf(row)}
        </Link>
      ),
    },
    { id: 'Sts', header: 'Status', cell: (row) => <span className="kk-status-badge">{statusLabel(row.Sts)}</span> },
    { id: 'CustName', header: labels.Customer, cell: (row) => row.CustName ?? '' },
    { id: 'RegNo', header: labels.Product, cell: (row) => row.RegNo ?? '' },
    { id: 'SAName', header: 'Advisor', cell: (row) => row.SAName ?? '' },
    { id: 'CrDate', header: 'Created', cell: (row) => formatDate(row.CrDate, timeZone) },
    { id: 'PrDate', header: 'Promised', cell: (row) => promisedOf(row, timeZone) },
    {
      id: 'GrandTotal',
      header: <span className="kk-amount">Amount</span>,
      cell: (row) => <div className="kk-amount">{formatMoney(row.GrandTotal)}</div>,
    },
  ];
}

/** A row as a card (390 px): number and amount first, then status, customer, vehicle and dates. */
function DashboardCard({ row, to, timeZone }: { row: DashboardRow; to: string; timeZone: string | undefined }) {
  return (
    <Link to={to} className="kk-record-card" data-testid="dashboard-card">
      <strong>{numberOf(row)}</strong>
      <span className="kk-amount">{formatMoney(row.GrandTotal)}</span>
      <span>{[row.CustName, row.RegNo].filter(Boolean).join(' · ')}</span>
      <span className="kk-status-badge">{statusLabel(row.Sts)}</span>
      <span className="kk-record-card__muted">{`${row.SAName ? `${row.SAName} · ` : ''}Created ${formatDate(row.CrDate, timeZone)}`}</span>
      <span className="kk-record-card__muted">{row.PrDate ? `Promised ${promisedOf(row, timeZone)}` : ''}</span>
    </Link>
  );
}

/**
 * The list of a dashboard: a dense table on a desktop, cards on a phone (the
 * list's own width decides, like the line grid), newest first as the server
 * answers, with Previous/Next over the cursor. A row opens its document.
 */
export function DashboardView({
  caption,
  result,
  pages,
  pathOf,
  emptyText,
}: {
  caption: string;
  result: DashboardResult;
  pages: CursorPages;
  pathOf: DocumentPath;
  emptyText: string;
}) {
  const session = useSession();
  const labels = industryLabels(session.Entity.Config.Industry);
  const timeZone = session.User.TZ;
  const navigate = useNavigate();

  return (
    <RecordTableOrCards
      caption={caption}
      columns={columnsOf(labels, pathOf, timeZone)}
      rows={result.data?.Items}
      rowKey={(row) => row._id}
      card={(row) => <DashboardCard row={row} to={pathOf(row._id)} timeZone={timeZone} />}
      emptyText={emptyText}
      isLoading={result.isPending}
      error={result.isError ? result.error : null}
      onRetry={() => void result.refetch()}
      onRowClick={(row) => void navigate(pathOf(row._id))}
      rowTestId="dashboard-row"
      paging={{ pages, next: result.data?.Next }}
    />
  );
}
