import { Button } from '@aws-amplify/ui-react';
import type { AgeingAnswer } from '@shared/books/ageing';
import { formatPaise } from '@shared/documents/money-format';
import { Link } from 'react-router';
import { RecordTable, type RecordColumn } from '../../../../components/record-table/record-table';
import '../../../../components/record-table/record-list.css';
import '../accounting.css';

type Row = AgeingAnswer['Rows'][number];
/** What a figure stands for: a party's bucket, a party's total, or a bucket of all parties. */
export type AgeingPick = { party?: string; bucket?: string };

type Props = {
  readonly caption: string;
  /** 'Customer or insurer', 'Vendor'. */
  readonly partyHeader: string;
  /** 'Credits' (receivables), 'Advances' (payables). */
  readonly creditsHeader: string;
  /** The party's statement (docs/books.md §6.10). */
  readonly partyPath: (party: string) => string;
  readonly data: Pick<AgeingAnswer, 'Buckets' | 'Rows' | 'Totals'> | undefined;
  readonly isLoading: boolean;
  readonly error: { message: string } | null;
  readonly onRetry: () => void;
  readonly emptyText: string;
  readonly rowTestId: string;
  readonly onPick: (pick: AgeingPick) => void;
};

/**
 * The table of an ageing (receivables §6.3, payables §6.9): a row per party
 * with its buckets, credits and total, then the totals; each figure a button
 * that asks for the documents behind it, each party's name a link to their
 * statement. The screens keep their own basis toggle, documents and warning.
 */
export function AgeingTable(p: Props) {
  const figure = (paise: number, pick: AgeingPick) =>
    paise === 0 ? (
      <div className="kk-amount" />
    ) : (
      <div className="kk-amount">
        <Button size="small" variation="link" onClick={() => p.onPick(pick)}>
          {formatPaise(paise)}
        </Button>
      </div>
    );
  const data = p.data;
  const columns: RecordColumn<Row>[] = [
    { id: 'Name', header: p.partyHeader, cell: (r) => <Link to={p.partyPath(r.Party)}>{r.Name || r.Party}</Link> },
    ...(data?.Buckets ?? []).map((b, i) => ({
      id: b,
      header: <span className="kk-amount">{b} days</span>,
      cell: (r: Row) => figure(r.Buckets[i] ?? 0, { party: r.Party, bucket: b }),
    })),
    {
      id: 'Credits',
      header: <span className="kk-amount">{p.creditsHeader}</span>,
      cell: (r) => <div className="kk-amount">{r.CreditsP ? formatPaise(r.CreditsP) : ''}</div>,
    },
    {
      id: 'Total',
      header: <span className="kk-amount">Total</span>,
      cell: (r) => figure(r.TotalP, { party: r.Party }),
    },
  ];
  return (
    <>
      <RecordTable
        caption={p.caption}
        columns={columns}
        rows={data?.Rows}
        rowKey={(r) => r.Party}
        emptyText={p.emptyText}
        isLoading={p.isLoading}
        error={p.error}
        onRetry={p.onRetry}
        rowTestId={p.rowTestId}
      />
      {data && data.Rows.length > 0 ? (
        <dl className="kk-books-totals" aria-label="Totals">
          {data.Buckets.map((b, i) => (
            <div key={b}>
              <dt>{b} days</dt>
              <dd>{figure(data.Totals.Buckets[i] ?? 0, { bucket: b })}</dd>
            </div>
          ))}
          {data.Totals.CreditsP !== 0 ? (
            <div>
              <dt>{p.creditsHeader}</dt>
              <dd>{formatPaise(data.Totals.CreditsP)}</dd>
            </div>
          ) : null}
          <div>
            <dt>Total</dt>
            <dd>{formatPaise(data.Totals.TotalP)}</dd>
          </div>
        </dl>
      ) : null}
    </>
  );
}
