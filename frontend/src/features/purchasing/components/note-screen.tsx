import { Alert, Flex } from '@aws-amplify/ui-react';
import { formatMoney } from '@shared/documents/money-format';
import { formatQuantity } from '@shared/documents/quantity-format';
import { ReturnMessages } from '@shared/purchasing/return-messages';
import type { NoteAnswer } from '@shared/purchasing/return-schemas';
import type { NoteKind } from '@shared/purchasing/return-statuses';
import { Link, useParams } from 'react-router';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import type { RecordColumn } from '../../../components/record-table/record-table';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useVendorNote } from '../api/return-calls';
import { AdvanceApplyForm } from './advance-apply-form';
import { BILL_PATHS } from './bill-paths';
import { GstRows } from './gst-rows';
import { RETURN_PATHS } from './return-paths';

type Line = NoteAnswer['Lines'][number];

const money = (rupees: number) => <div className="kk-amount">{formatMoney(rupees)}</div>;

/**
 * vendordebit/debit/:Id and vendorcreditnote/vendorcreditnote/:Id
 * (docs/purchase-returns.md §5): the note with the fields CGST Rule 53 asks of
 * it — its number and date, the vendor's GSTIN and state, the original bill's
 * number and date, the taxable value and the tax per head at the bill's rates —
 * and what it did: the bill's due it took, the advance it left.
 */
export function NoteScreen({ kind }: { kind: NoteKind }) {
  const { Id } = useParams();
  const timeZone = useSession().User.TZ;
  const result = useVendorNote(kind, Id);
  if (result.isPending) return <p>Loading…</p>;
  if (result.isError) return <Alert variation="error">{ReturnMessages.noteNotFound}</Alert>;
  const note = result.data;
  const columns: RecordColumn<Line>[] = [
    { id: 'Desc', header: 'Item or expense', cell: (l) => l.Desc },
    { id: 'HSN', header: 'HSN/SAC', cell: (l) => l.HSN ?? '' },
    { id: 'Qty', header: 'Qty', cell: (l) => (l.Qty === undefined ? '' : `${formatQuantity(l.Qty)} ${l.UoM ?? ''}`) },
    { id: 'Taxable', header: <span className="kk-amount">Taxable value</span>, cell: (l) => money(l.Taxable) },
    { id: 'Tax', header: <span className="kk-amount">Tax</span>, cell: (l) => money(l.CGST + l.SGST + l.IGST) },
    { id: 'Total', header: <span className="kk-amount">Total</span>, cell: (l) => money(l.Total) },
  ];
  const title = kind === 'Debit' ? 'Debit note' : `Vendor credit note ${note.VendNoteNo ?? ''}`;
  return (
    <div className="kk-screen">
      <h2 className="kk-screen__title">{`${title} · ${note.Num} · ${note.Sts}`}</h2>
      <Flex direction="column" gap="small">
        <p className="kk-record-card__muted">
          {`${formatDate(note.VendNoteDate ?? note.Date, timeZone)} · ${note.VendName}`}
          {note.VendGSTIN ? ` · GSTIN ${note.VendGSTIN}` : ' · unregistered'}
          {note.VendState ? ` · state ${note.VendState}` : ''}
          {` · against bill ${note.VendBillNo} of ${formatDate(note.VendBillDate, timeZone)} (${note.BillNum})`}
          {` · ${note.IntraState ? 'Within the state' : 'Inter-state (IGST)'}`}
        </p>
        <p>{note.Reason === 'Return' ? `Goods returned (${note.ReturnNum ?? ''}): ${note.Note}` : note.Note}</p>
        <RecordTableOrCards
          caption={`Lines of ${note.Num}`}
          columns={columns}
          rows={note.Lines}
          rowKey={(l) => l._id}
          emptyText="No lines."
          isLoading={false}
          error={null}
          onRetry={() => undefined}
          card={(l) => (
            <div className="kk-record-card">
              <strong>{l.Desc}</strong>
              <span className="kk-amount">{formatMoney(l.Total)}</span>
              <span className="kk-record-card__muted">{`taxable ${formatMoney(l.Taxable)}`}</span>
            </div>
          )}
        />
        <dl className="kk-totals">
          <dt>Taxable value</dt>
          <dd className="kk-amount">{formatMoney(note.Taxable)}</dd>
          <GstRows doc={note} />
          <dt>Total</dt>
          <dd className="kk-amount">
            <strong>{formatMoney(note.Total)}</strong>
          </dd>
          <dt>Applied to bills</dt>
          <dd className="kk-amount">{formatMoney(note.Applied)}</dd>
          <dt>Advance with the vendor</dt>
          <dd className="kk-amount">{formatMoney(note.Advance)}</dd>
        </dl>
        {note.Later?.length ? (
          <p>
            {'Its advance paid later: '}
            {note.Later.map((a, i) => (
              <span key={`${a.BillId}-${i}`}>
                {i > 0 ? ', ' : ''}
                <Link to={BILL_PATHS.bill(a.BillId)}>{a.BillNum}</Link>
                {` ${formatMoney(a.Amount)}`}
              </span>
            ))}
          </p>
        ) : null}
        {note.ver !== undefined ? (
          <AdvanceApplyForm
            source={{ _id: note._id, Num: note.Num, VendId: note.VendId, Advance: note.Advance, ver: note.ver }}
          />
        ) : null}
        <Flex justifyContent="flex-end" gap="small" wrap="wrap">
          <Link to={RETURN_PATHS.notes(kind)} className="amplify-button">
            Back
          </Link>
          <Link to={BILL_PATHS.bill(note.BillId)} className="amplify-button">
            Open the bill
          </Link>
        </Flex>
      </Flex>
    </div>
  );
}
