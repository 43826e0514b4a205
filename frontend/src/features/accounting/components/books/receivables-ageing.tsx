import { Alert, Button, RadioGroupField, Radio, Text } from '@aws-amplify/ui-react';
import type { AgeingAnswer } from '@shared/books/ageing';
import { formatPaise } from '@shared/documents/money-format';
import { useState } from 'react';
import { Link } from 'react-router';
import { RecordTable, type RecordColumn } from '../../../../components/record-table/record-table';
import { formatDate } from '../../../../lib/format';
import { useReceivablesAgeing } from '../../api/expense-calls';
import { customerStatementPath } from '../statements/statement-paths';
import { AgeingChart } from '../charts/lazy-charts';
import '../../../../components/record-table/record-list.css';
import '../accounting.css';

type Row = AgeingAnswer['Rows'][number];
type Pick = { party?: string; bucket?: string };

/**
 * reports/receivables (docs/books.md §6.3): what each customer and insurer
 * owes by age (0–30, 31–60, 61–90, 90+ days) from the due date or the invoice
 * date; each figure opens the invoices behind it; the total is checked against
 * the receivables account of the books.
 */
export function ReceivablesAgeing() {
  const [basis, setBasis] = useState<'Due' | 'Invoice'>('Due');
  const [picked, setPicked] = useState<Pick | undefined>();
  const result = useReceivablesAgeing(basis);
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
      header: 'Customer or insurer',
      cell: (r) => <Link to={customerStatementPath(r.Party)}>{r.Name || r.Party}</Link>,
    },
    ...(data?.Buckets ?? []).map((b, i) => ({
      id: b,
      header: <span className="kk-amount">{b} days</span>,
      cell: (r: Row) => figure(r.Buckets[i] ?? 0, { party: r.Party, bucket: b }),
    })),
    {
      id: 'Credits',
      header: <span className="kk-amount">Credits</span>,
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
      ? data.Invoices.filter(
          (i) => (!picked.party || i.Party === picked.party) && (!picked.bucket || i.Bucket === picked.bucket),
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
        onChange={(e) => setBasis(e.target.value as 'Due' | 'Invoice')}
      >
        <Radio value="Due">Due date</Radio>
        <Radio value="Invoice">Invoice date</Radio>
      </RadioGroupField>
      {data && data.Rows.length > 0 ? <AgeingChart data={data} /> : null}
      <RecordTable
        caption="Receivables ageing"
        columns={columns}
        rows={data?.Rows}
        rowKey={(r) => r.Party}
        emptyText="Nobody owes anything."
        isLoading={result.isPending}
        error={result.isError ? result.error : null}
        onRetry={() => void result.refetch()}
        rowTestId="ageing-row"
      />
      {data && data.Rows.length > 0 ? (
        <dl className="kk-books-totals" aria-label="Totals">
          {data.Buckets.map((b, i) => (
            <div key={b}>
              <dt>{b} days</dt>
              <dd>{figure(data.Totals.Buckets[i] ?? 0, { bucket: b })}</dd>
            </div>
          ))}
          {data.Totals.CreditsP ? (
            <div>
              <dt>Credits</dt>
              <dd>{formatPaise(data.Totals.CreditsP)}</dd>
            </div>
          ) : null}
          <div>
            <dt>Total</dt>
            <dd>{formatPaise(data.Totals.TotalP)}</dd>
          </div>
        </dl>
      ) : null}
      {data && data.Totals.TotalP !== data.ControlP ? (
        <Alert variation="warning">
          The receivables account in the books stands at {formatPaise(data.ControlP)}, not{' '}
          {formatPaise(data.Totals.TotalP)}: invoices issued before the books were kept are not in it.
        </Alert>
      ) : null}
      {picked ? (
        <section aria-label="Invoices behind the figure">
          <Text fontWeight="bold">Invoices behind the figure</Text>
          <ul className="kk-ageing-invoices">
            {behind.map((i) => (
              <li key={i.Id} data-testid="ageing-invoice">
                <Link to={`/Accounting/Invoice/${i.Id}`}>{i.Num || i.Id}</Link> {i.Name} · {formatDate(i.InvDate)} · due{' '}
                {formatDate(i.DueDate)} · {formatPaise(i.DueP)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
