import { Alert, Button, Radio, RadioGroupField, Text } from '@aws-amplify/ui-react';
import type { PayablesAnswer, PayablesBasis } from '@shared/books/payables';
import { formatPaise } from '@shared/documents/money-format';
import { useState } from 'react';
import { Link } from 'react-router';
import { RecordTable, type RecordColumn } from '../../../../components/record-table/record-table';
import { formatDate } from '../../../../lib/format';
import { usePayablesAgeing } from '../../api/party-statement-calls';
import { vendorStatementPath } from './statement-paths';
import '../../../../components/record-table/record-list.css';
import '../accounting.css';

type Row = PayablesAnswer['Rows'][number];
type Pick = { party?: string; bucket?: string };

/**
 * reports/payables (docs/books.md §6.9): what the branch owes each vendor by
 * age (0–30, 31–60, 61–90, 90+ days) from the due date or the vendor's bill
 * date, advances paid as the vendor's credits; each figure opens the bills
 * behind it, each vendor their statement; the total is checked against the
 * Vendors account of the books.
 */
export function PayablesAgeing() {
  const [basis, setBasis] = useState<PayablesBasis>('Due');
  const [picked, setPicked] = useState<Pick | undefined>();
  const result = usePayablesAgeing(basis);
  const data = result.data;
  const figure = (p: number, pick: Pick) =>
    p === 0 ? (
      <div className="kk-amount" />
    ) : (
      <div className="kk-amount">
        <Button size="small" variation="link" onClick={() => setPicked(pick)}>
          {formatPaise(p)}
        </Button>
      </div>
    );
  const columns: RecordColumn<Row>[] = [
    {
      id: 'Name',
      header: 'Vendor',
      cell: (r) => <Link to={vendorStatementPath(r.Party.slice(2))}>{r.Name || r.Party}</Link>,
    },
    ...(data?.Buckets ?? []).map((b, i) => ({
      id: b,
      header: <span className="kk-amount">{b} days</span>,
      cell: (r: Row) => figure(r.Buckets[i] ?? 0, { party: r.Party, bucket: b }),
    })),
    {
      id: 'Credits',
      header: <span className="kk-amount">Advances</span>,
      cell: (r) => <div className="kk-amount">{r.CreditsP ? formatPaise(r.CreditsP) : ''}</div>,
    },
    {
      id: 'Total',
      header: <span className="kk-amount">Total</span>,
      cell: (r) => figure(r.TotalP, { party: r.Party }),
    },
  ];
  const behind =
    data && picked
      ? data.Bills.filter(
          (b) => (!picked.party || b.Party === picked.party) && (!picked.bucket || b.Bucket === picked.bucket),
        )
      : [];
  return (
    <div className="kk-screen">
      <RadioGroupField
        legend="Age from"
        name="basis"
        direction="row"
        size="small"
        value={basis}
        onChange={(e) => setBasis(e.target.value as PayablesBasis)}
      >
        <Radio value="Due">Due date</Radio>
        <Radio value="Bill">Bill date</Radio>
      </RadioGroupField>
      <RecordTable
        caption="Payables ageing"
        columns={columns}
        rows={data?.Rows}
        rowKey={(r) => r.Party}
        emptyText="Nothing is owed to any vendor."
        isLoading={result.isPending}
        error={result.isError ? result.error : null}
        onRetry={() => void result.refetch()}
        rowTestId="payables-row"
      />
      {data && data.Rows.length > 0 ? (
        <dl className="kk-books-totals" aria-label="Totals">
          {data.Buckets.map((b, i) => (
            <div key={b}>
              <dt>{b} days</dt>
              <dd>{figure(data.Totals.Buckets[i] ?? 0, { bucket: b })}</dd>
            </div>
          ))}
          <div>
            <dt>Advances</dt>
            <dd>{formatPaise(data.Totals.CreditsP)}</dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd>{formatPaise(data.Totals.TotalP)}</dd>
          </div>
        </dl>
      ) : null}
      {data && data.Totals.TotalP !== data.ControlP ? (
        <Alert variation="warning">
          The Vendors account in the books stands at {formatPaise(data.ControlP)}, not {formatPaise(data.Totals.TotalP)}
          : bills recorded before the books were kept are not in it.
        </Alert>
      ) : null}
      {picked ? (
        <section aria-label="Bills behind the figure">
          <Text fontWeight="bold">Bills behind the figure</Text>
          <ul className="kk-ageing-invoices">
            {behind.map((b) => (
              <li key={b.Id} data-testid="payables-bill">
                <Link to={`/Bills/Bill/${b.Id}`}>{b.Num || b.Id}</Link> {b.Name} · their {b.VendBillNo} of{' '}
                {formatDate(b.BillDate)} · {formatPaise(b.DueP)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
