import { Text } from '@aws-amplify/ui-react';
import { formatMoney } from '@shared/documents/money-format';
import type { Gstr2bRowAnswer } from '@shared/gst/returns/gstr2b-call-schemas';
import { GSTR2B_REASON_LABELS, GSTR2B_STATUS_LABELS } from '@shared/gst/returns/gstr2b-csv';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { RecordColumn } from '../../../components/record-table/record-table';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import type { ClientError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format';

type Doc = NonNullable<Gstr2bRowAnswer['Doc']>;
type Bill = NonNullable<Gstr2bRowAnswer['Bill']>;

const billPath = (id: string): string => `/Bills/Bill/${id}`;

export const reasonText = (r: Gstr2bRowAnswer): string =>
  r.Reasons.length > 0 ? r.Reasons.map((x) => GSTR2B_REASON_LABELS[x]).join(', ') : GSTR2B_STATUS_LABELS[r.Status];

/** One side's facts, the same on both sides so the two read across. */
function Side({ title, children }: { title: string; children: ReactNode }) {
  return (
    <span className="kk-gstr2b-side">
      <Text as="span" variation="secondary" fontSize="small">
        {title}
      </Text>{' '}
      {children}
    </span>
  );
}

const docCell = (d: Doc | undefined) =>
  d ? (
    <Side title={d.Name || d.GSTIN}>
      {d.No} · {formatDate(d.Date)} · {formatMoney(d.Value)} (tax {formatMoney(d.Tax)})
      {d.Kind !== 'INV' ? ` · ${d.Kind === 'CN' ? 'credit note' : 'debit note'}` : ''}
      {d.Itc === 'N' ? ' · ITC not available' : ''}
    </Side>
  ) : (
    '—'
  );
const billCell = (b: Bill | undefined) =>
  b ? (
    <Side title={b.VendName}>
      <Link to={billPath(b.BillId)}>{b.Num}</Link> · {b.No} · {formatDate(b.Date)} · {formatMoney(b.Value)} (tax{' '}
      {formatMoney(b.Tax)}){b.GSTIN ? '' : ' · no GSTIN'}
    </Side>
  ) : (
    '—'
  );

const COLUMNS: RecordColumn<Gstr2bRowAnswer>[] = [
  { id: 'reason', header: 'Reason', cell: reasonText },
  { id: 'gstin', header: 'Supplier GSTIN', cell: (r) => r.Doc?.GSTIN ?? r.Bill?.GSTIN ?? '' },
  { id: 'doc', header: 'In GSTR-2B', cell: (r) => docCell(r.Doc) },
  { id: 'bill', header: 'In the books', cell: (r) => billCell(r.Bill) },
];

/** The rows of one outcome: the 2B's document and the bill side by side with the reason; cards at 390 px. */
export function Gstr2bRows(props: {
  caption: string;
  rows: Gstr2bRowAnswer[] | undefined;
  emptyText: string;
  isLoading: boolean;
  error: ClientError | null;
  onRetry: () => void;
}) {
  return (
    <RecordTableOrCards
      caption={props.caption}
      columns={COLUMNS}
      rows={props.rows}
      rowKey={(r) => `${r.Doc?.GSTIN ?? ''}|${r.Doc?.No ?? ''}|${r.Bill?.BillId ?? ''}`}
      emptyText={props.emptyText}
      isLoading={props.isLoading}
      loadingLabel="Reconciling"
      error={props.error}
      onRetry={props.onRetry}
      card={(r) => (
        <div className="kk-record-card">
          <Text as="strong">{reasonText(r)}</Text>
          <div>{docCell(r.Doc)}</div>
          <div>{billCell(r.Bill)}</div>
        </div>
      )}
    />
  );
}
