import { formatMoney } from '@shared/documents/money-format';
import type { AdjustmentRow } from '@shared/inventory/call-schemas';
import { Link, useNavigate } from 'react-router';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import type { RecordColumn } from '../../../components/record-table/record-table';
import { useCursorPages } from '../../../components/record-table/use-cursor-pages';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useMaterials, type MaterialKind } from '../api/transfer-calls';
import { TRANSFER_PATHS } from './transfer-paths';

/** What differs between the material in and the material out screens. */
export const MATERIAL_SCREENS = {
  In: {
    title: 'Material In',
    list: TRANSFER_PATHS.materialIns,
    create: TRANSFER_PATHS.newMaterialIn,
    open: TRANSFER_PATHS.materialIn,
    empty: 'No material in yet.',
  },
  Out: {
    title: 'Material Out',
    list: TRANSFER_PATHS.materialOuts,
    create: TRANSFER_PATHS.newMaterialOut,
    open: TRANSFER_PATHS.materialOut,
    empty: 'No material out yet.',
  },
} as const;

/**
 * mi/midashboard and mout/moutdashboard (docs/inventory-transfers.md §8): the
 * branch's material in or out, newest first, with the value each moved.
 */
export function MaterialList({ kind }: { kind: MaterialKind }) {
  const screen = MATERIAL_SCREENS[kind];
  const timeZone = useSession().User.TZ;
  const navigate = useNavigate();
  const pages = useCursorPages(kind);
  const result = useMaterials(kind, pages.cursor ? { Cursor: pages.cursor } : {});
  const columns: RecordColumn<AdjustmentRow>[] = [
    { id: 'Num', header: screen.title, cell: (a) => a.Num },
    { id: 'Date', header: 'Date', cell: (a) => formatDate(a.Date, timeZone) },
    { id: 'Lines', header: 'Items', cell: (a) => String(a.LineCount) },
    { id: 'By', header: 'By', cell: (a) => a.CrByName ?? '' },
    { id: 'Notes', header: 'Notes', cell: (a) => a.Notes ?? '' },
    {
      id: 'Value',
      header: <span className="kk-amount">Value</span>,
      cell: (a) => <div className="kk-amount">{formatMoney(a.Value)}</div>,
    },
  ];
  return (
    <div className="kk-screen">
      <div className="kk-screen__bar">
        <Link to={screen.create} className="amplify-button amplify-button--primary amplify-button--small">
          {`New ${screen.title}`}
        </Link>
      </div>
      <RecordTableOrCards
        caption={`${screen.title}, newest first`}
        columns={columns}
        rows={result.data?.Items}
        rowKey={(a) => a._id}
        emptyText={screen.empty}
        isLoading={result.isPending}
        error={result.isError ? result.error : null}
        onRetry={() => void result.refetch()}
        onRowClick={(a) => void navigate(screen.open(a._id))}
        rowTestId="material-row"
        paging={{ pages, next: result.data?.Next }}
        card={(a) => (
          <Link to={screen.open(a._id)} className="kk-record-card">
            <strong>{a.Num}</strong>
            <span className="kk-amount">{formatMoney(a.Value)}</span>
            <span className="kk-record-card__muted">{`${formatDate(a.Date, timeZone)} · ${a.LineCount} items`}</span>
          </Link>
        )}
      />
    </div>
  );
}
