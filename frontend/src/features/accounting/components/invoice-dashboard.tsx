import { Button, TextField } from '@aws-amplify/ui-react';
import { isPermitted } from '@shared/access/access-model';
import { industryLabels } from '@shared/access/industry-labels';
import { invoicesRoutes } from '@shared/api/routes/invoices';
import { formatMoney } from '@shared/documents/money-format';
import { statusLabel } from '@shared/documents/status-labels';
import { INVOICE_DASHBOARD_STATUSES, type InvoiceStatus } from '@shared/documents/statuses';
import type * as z from 'zod';
import type { invoiceRow } from '@shared/invoices/call-schemas';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { RecordColumn } from '../../../components/record-table/record-table';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import { useCursorPages } from '../../../components/record-table/use-cursor-pages';
import { StatusChips } from '../../../components/status-chips/status-chips';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useInvoiceDashboard } from '../api/invoice-calls';
import { AccountingMessages } from '../utils/messages';
import { ACCOUNTING_PATHS } from '../utils/paths';

type InvoiceRow = z.infer<typeof invoiceRow>;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
type Filters = { Sts?: InvoiceStatus | undefined; From?: string | undefined; To?: string | undefined };

/** A Draft has no number until Approve issues one. */
export const invoiceNumberOf = (row: { Num: string }): string => row.Num || 'Draft';

/** The filters live in the address (Back from an invoice shows the same list); a status or date the list does not know is ignored. */
function filtersFrom(params: URLSearchParams): Filters {
  const sts = params.get('Sts') ?? '';
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return ISO_DATE.test(value) ? value : undefined;
  };
  return {
    Sts: (INVOICE_DASHBOARD_STATUSES as readonly string[]).includes(sts) ? (sts as InvoiceStatus) : undefined,
    From: date('From'),
    To: date('To'),
  };
}
const withoutEmpty = (o: Readonly<Record<string, string | undefined>>): Record<string, string> =>
  Object.fromEntries(Object.entries(o).filter((e): e is [string, string] => e[1] !== undefined));

function columnsOf(timeZone: string, vehicleWord: string): RecordColumn<InvoiceRow>[] {
  const money = (value: number) => <div className="kk-amount">{formatMoney(value)}</div>;
  return [
    {
      id: 'Num',
      header: 'Number',
      cell: (row) => (
        <Link to={ACCOUNTING_PATHS.invoice(row._id)} onClick={(event) => event.stopPropagation()}>
          {invoiceNumberOf(row)}
        </Link>
      ),
    },
    { id: 'InvDate', header: 'Date', cell: (row) => formatDate(row.InvDate, timeZone) },
    { id: 'Sts', header: 'Status', cell: (row) => <span className="kk-status-badge">{statusLabel(row.Sts)}</span> },
    { id: 'Name', header: 'Recipient', cell: (row) => row.Name ?? '' },
    { id: 'RegNo', header: vehicleWord, cell: (row) => row.RegNo ?? '' },
    { id: 'WONum', header: 'Order', cell: (row) => row.WONum ?? '' },
    // Total is what the payer is billed (a claim's excess included), the figure Due counts down from.
    { id: 'Payable', header: <span className="kk-amount">Total</span>, cell: (row) => money(row.Payable) },
    { id: 'Due', header: <span className="kk-amount">Due</span>, cell: (row) => money(row.Due) },
  ];
}

/** A row as a card at 390 px: number and due first, then recipient, vehicle, order and date. */
function InvoiceCard({ row, timeZone }: { row: InvoiceRow; timeZone: string }) {
  return (
    <Link to={ACCOUNTING_PATHS.invoice(row._id)} className="kk-record-card" data-testid="invoice-card">
      <strong>{invoiceNumberOf(row)}</strong>
      <span className="kk-amount">{`Due ${formatMoney(row.Due)}`}</span>
      <span>{[row.Name, row.RegNo].filter(Boolean).join(' · ')}</span>
      <span className="kk-status-badge">{statusLabel(row.Sts)}</span>
      <span className="kk-record-card__muted">
        {[formatDate(row.InvDate, timeZone), row.WONum].filter(Boolean).join(' · ')}
      </span>
      <span className="kk-record-card__muted">{`Total ${formatMoney(row.Payable)}`}</span>
    </Link>
  );
}

/**
 * Accounting/Invoices (docs/invoice-screens.md 'Invoice dashboard'): the branch's
 * Unpaid, Partial and Draft invoices, recent first, with each status's count, an
 * invoice-date filter, and 'No Invoices to Show.' when there are none. A row (or its
 * number, by Tab and Enter) opens the invoice.
 */
export function InvoiceDashboard() {
  const session = useSession();
  const timeZone = session.User.TZ;
  const labels = industryLabels(session.Entity.Config.Industry);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const [changes, setChanges] = useState(0);
  const pages = useCursorPages(`${changes}:${JSON.stringify(filters)}`);
  const [From, To] =
    filters.From && filters.To && filters.From > filters.To ? [filters.To, filters.From] : [filters.From, filters.To];
  const result = useInvoiceDashboard({ ...withoutEmpty({ Sts: filters.Sts, From, To, Cursor: pages.cursor }) });
  const change = (next: Filters): void => {
    setChanges((n) => n + 1);
    setParams(withoutEmpty(next), { replace: true });
  };
  const dated = filters.From !== undefined || filters.To !== undefined;
  const ctx = { access: session.Access, config: session.Entity.Config, user: session.User };
  const caption = filters.Sts ? `Invoices: ${statusLabel(filters.Sts)}` : 'Recent invoices';
  const emptyText = dated ? AccountingMessages.noInvoicesFiltered : AccountingMessages.noInvoices;

  return (
    <div className="kk-screen">
      <div className="kk-screen__bar">
        {isPermitted(invoicesRoutes.payments.permission, ctx) ? (
          <Link to={ACCOUNTING_PATHS.paymentSearch} className="amplify-button amplify-button--small">
            Payments
          </Link>
        ) : null}
        {isPermitted(invoicesRoutes.createPayment.permission, ctx) ? (
          <Link to={ACCOUNTING_PATHS.receivePayment()} className="amplify-button amplify-button--small">
            Receive Payment
          </Link>
        ) : null}
        {isPermitted(invoicesRoutes.createInvoice.permission, ctx) ? (
          <Link
            to={ACCOUNTING_PATHS.newInvoice}
            className="amplify-button amplify-button--primary amplify-button--small"
          >
            New Invoice
          </Link>
        ) : null}
      </div>
      <StatusChips
        statuses={INVOICE_DASHBOARD_STATUSES}
        counts={result.data?.Counts}
        selected={filters.Sts}
        onSelect={(Sts) => change({ ...filters, Sts })}
      />
      <div className="kk-list-filters">
        <TextField
          label="Invoice date from"
          type="date"
          size="small"
          value={filters.From ?? ''}
          onChange={(e) => change({ ...filters, From: e.target.value || undefined })}
        />
        <TextField
          label="Invoice date to"
          type="date"
          size="small"
          value={filters.To ?? ''}
          onChange={(e) => change({ ...filters, To: e.target.value || undefined })}
        />
        {dated ? (
          <Button size="small" variation="link" onClick={() => change({ Sts: filters.Sts })}>
            Clear dates
          </Button>
        ) : null}
      </div>
      <RecordTableOrCards
        caption={caption}
        columns={columnsOf(timeZone, labels.Product)}
        rows={result.data?.Items}
        rowKey={(row) => row._id}
        card={(row) => <InvoiceCard row={row} timeZone={timeZone} />}
        emptyText={emptyText}
        isLoading={result.isPending}
        error={result.isError ? result.error : null}
        onRetry={() => void result.refetch()}
        onRowClick={(row) => void navigate(ACCOUNTING_PATHS.invoice(row._id))}
        rowTestId="invoice-row"
        paging={{ pages, next: result.data?.Next }}
      />
    </div>
  );
}
