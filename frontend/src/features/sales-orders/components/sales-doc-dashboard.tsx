import { Button, Flex, SearchField } from '@aws-amplify/ui-react';
import { formatMoney } from '@shared/documents/money-format';
import type { SalesDocRow } from '@shared/sales-orders/so-schemas';
import { SE_STATUSES, SO_STATUSES } from '@shared/sales-orders/so-statuses';
import { useMemo, useState } from 'react';
import { customerSearch } from '../../../components/combobox/customer-search';
import { SearchCombobox } from '../../../components/combobox/search-combobox';
import { Link, useNavigate } from 'react-router';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import type { RecordColumn } from '../../../components/record-table/record-table';
import { useCursorPages } from '../../../components/record-table/use-cursor-pages';
import { StatusChips } from '../../../components/status-chips/status-chips';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useSalesDocs, type SalesKind } from '../api/sales-doc-calls';
import { NOUN, NOUNS, SALES_PATHS } from './sales-paths';

/**
 * SalesOrder/SODashboard and SalesOrder/SalesEstDashboard (docs/sales-orders.md
 * §7): the branch's documents newest first, a chip per status with its count,
 * a search by number or a customer's documents; each row's customer, expected delivery and total. A table
 * on a desktop, cards at 390 px.
 */
export function SalesDocDashboard({ kind }: { kind: SalesKind }) {
  const timeZone = useSession().User.TZ;
  const navigate = useNavigate();
  const statuses: readonly string[] = kind === 'SalesOrder' ? SO_STATUSES : SE_STATUSES;
  const [sts, setSts] = useState<string | undefined>();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [custText, setCustText] = useState('');
  const [cust, setCust] = useState<string | undefined>();
  const customers = useMemo(() => customerSearch(), []);
  const pages = useCursorPages(`${kind}:${sts ?? ''}:${q}:${cust ?? ''}`);
  const result = useSalesDocs(kind, {
    ...(sts ? { Sts: sts } : {}),
    ...(q ? { Q: q } : {}),
    ...(cust && !q ? { Cust: cust } : {}),
    ...(pages.cursor ? { Cursor: pages.cursor } : {}),
  });
  const paths = SALES_PATHS[kind];
  const columns: RecordColumn<SalesDocRow>[] = [
    { id: 'Num', header: 'Number', cell: (r) => <Link to={paths.one(r._id)}>{r.Num}</Link> },
    { id: 'CrDate', header: 'Date', cell: (r) => formatDate(r.CrDate, timeZone) },
    { id: 'Cust', header: 'Customer', cell: (r) => r.CustName },
    {
      id: 'ExpDate',
      header: kind === 'SalesOrder' ? 'Expected' : 'Valid until',
      cell: (r) => (r.ExpDate ? formatDate(r.ExpDate, timeZone) : '—'),
    },
    { id: 'Sts', header: 'Status', cell: (r) => <span className="kk-status-badge">{r.Sts}</span> },
    {
      id: 'Total',
      header: <span className="kk-amount">Total</span>,
      cell: (r) => <div className="kk-amount">{formatMoney(r.GrandTotal)}</div>,
    },
  ];
  return (
    <div className="kk-screen">
      <Flex className="kk-screen__bar" gap="small" wrap="wrap" alignItems="flex-end">
        <SearchField
          label={`Find a ${NOUN[kind].toLowerCase()} by number`}
          placeholder="Number, e.g. 12"
          size="small"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onSubmit={(value) => setQ(value.trim())}
          onClear={() => {
            setTyped('');
            setQ('');
          }}
        />
        <SearchCombobox
          label="Customer"
          text={custText}
          onTextChange={(text) => {
            setCustText(text);
            if (text.trim() === '') setCust(undefined);
          }}
          search={customers.search}
          onPick={(option) => {
            const picked = customers.recordOf(option);
            if (!picked) return;
            setCustText(picked.DName);
            setCust(picked._id);
          }}
        />
        <Button variation="primary" size="small" onClick={() => void navigate(paths.create)}>
          {`New ${NOUN[kind].toLowerCase()}`}
        </Button>
      </Flex>
      <StatusChips statuses={statuses} counts={result.data?.Counts} selected={sts} onSelect={setSts} />
      <RecordTableOrCards
        caption={sts ? `${NOUN[kind]}s: ${sts}` : `${NOUN[kind]}s, newest first`}
        columns={columns}
        rows={result.data?.Items}
        rowKey={(r) => r._id}
        emptyText={
          q
            ? `No ${NOUNS[kind]} have the number ${q}.`
            : sts
              ? `No ${NOUNS[kind]} are ${sts}.`
              : `No ${NOUNS[kind]} yet: New ${NOUN[kind].toLowerCase()}.`
        }
        isLoading={result.isPending}
        error={result.isError ? result.error : null}
        onRetry={() => void result.refetch()}
        paging={{ pages, next: result.data?.Next }}
        card={(r) => (
          <Link to={paths.one(r._id)} className="kk-record-card">
            <strong>{`${r.Num} · ${r.Sts}`}</strong>
            <span>{`${formatDate(r.CrDate, timeZone)} · ${r.CustName}`}</span>
            <span>{formatMoney(r.GrandTotal)}</span>
          </Link>
        )}
      />
    </div>
  );
}
