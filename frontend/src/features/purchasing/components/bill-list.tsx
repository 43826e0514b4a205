import { isPermitted, type AccessContext } from '@shared/access/access-model';
import { purchasingRoutes } from '@shared/api/routes/purchasing';
import { formatMoney } from '@shared/documents/money-format';
import type { BillRow } from '@shared/purchasing/bill-schemas';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ChipGroup, ToggleChip } from '../../../components/status-chips/status-chips';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import type { RecordColumn } from '../../../components/record-table/record-table';
import { useCursorPages } from '../../../components/record-table/use-cursor-pages';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useBills } from '../api/bill-calls';
import { useBillDrafts } from '../api/bill-draft-calls';
import { BILL_PATHS } from './bill-paths';

/**
 * Bills/BillsDashboard (docs/purchasing.md §12): the vendors' bills, newest
 * first, with the vendor's own number and date, the status and what is still
 * due; a table on a desktop, cards at 390 px. With `vendId`, one vendor's
 * (the vendor's screen).
 */
export function BillList({ vendId }: { vendId?: string }) {
  const session = useSession();
  const timeZone = session.User.TZ;
  const navigate = useNavigate();
  // The Draft chip (§24): drafts are not bills yet, so they are counted and listed apart (B11).
  const [onlyDrafts, setOnlyDrafts] = useState(false);
  const pages = useCursorPages(vendId ? `bills-${vendId}` : onlyDrafts ? 'bill-drafts' : 'bills');
  const cursor = pages.cursor ? { Cursor: pages.cursor } : {};
  const bills = useBills({ ...(vendId ? { VendId: vendId } : {}), ...(onlyDrafts ? {} : cursor) });
  const drafts = useBillDrafts(onlyDrafts ? cursor : {}, !vendId);
  const result = onlyDrafts ? drafts : bills;
  const ctx: AccessContext = { access: session.Access, config: session.Entity.Config, user: session.User };
  const canCreate = isPermitted(purchasingRoutes.createBill.permission, ctx);
  const columns: RecordColumn<BillRow>[] = [
    { id: 'Num', header: 'Bill', cell: (b) => b.Num || 'Draft' },
    { id: 'Date', header: 'Date', cell: (b) => formatDate(b.Date, timeZone) },
    ...(vendId ? [] : [{ id: 'Vendor', header: 'Vendor', cell: (b: BillRow) => b.VendName }]),
    {
      id: 'VendBillNo',
      header: 'Vendor bill',
      cell: (b) => `${b.VendBillNo} · ${formatDate(b.VendBillDate, timeZone)}`,
    },
    { id: 'Sts', header: 'Status', cell: (b) => b.Sts },
    {
      id: 'Total',
      header: <span className="kk-amount">Total</span>,
      cell: (b) => <div className="kk-amount">{formatMoney(b.Total)}</div>,
    },
    {
      id: 'Due',
      header: <span className="kk-amount">Due</span>,
      cell: (b) => <div className="kk-amount">{formatMoney(b.Due)}</div>,
    },
  ];
  return (
    <div className={vendId ? undefined : 'kk-screen'}>
      {canCreate && !vendId ? (
        <p>
          <Link to={BILL_PATHS.newBill()} className="amplify-button amplify-button--primary">
            New Bill
          </Link>
        </p>
      ) : null}
      {vendId ? null : (
        <ChipGroup label="Status">
          <ToggleChip pressed={!onlyDrafts} onPress={() => setOnlyDrafts(false)}>
            <span>All bills</span>
          </ToggleChip>
          <ToggleChip pressed={onlyDrafts} onPress={() => setOnlyDrafts(true)}>
            <span>Draft</span>
            <span className="kk-chip__count" aria-label={`${drafts.data?.Count ?? 0} records`}>
              {drafts.data ? drafts.data.Count : '…'}
            </span>
          </ToggleChip>
        </ChipGroup>
      )}
      <RecordTableOrCards
        caption={vendId ? 'Bills of this vendor, newest first' : 'Bills, newest first'}
        columns={columns}
        rows={result.data?.Items}
        rowKey={(b) => b._id}
        emptyText={
          onlyDrafts
            ? 'No drafts. Save as draft on a new bill to finish it later.'
            : "No bills yet. Record the vendor's bill from Received Parts, or a direct bill with New Bill."
        }
        isLoading={result.isPending}
        error={result.isError ? result.error : null}
        onRetry={() => void result.refetch()}
        onRowClick={(b) => void navigate(BILL_PATHS.bill(b._id))}
        rowTestId="bill-row"
        paging={{ pages, next: result.data?.Next }}
        card={(b) => (
          <Link to={BILL_PATHS.bill(b._id)} className="kk-record-card">
            <strong>{`${b.Num || 'Draft'} · ${b.Sts}`}</strong>
            <span className="kk-amount">{formatMoney(b.Due)}</span>
            <span className="kk-record-card__muted">{`${b.VendName} · ${b.VendBillNo} · ${formatMoney(b.Total)}`}</span>
          </Link>
        )}
      />
    </div>
  );
}
