import { Alert, Flex } from '@aws-amplify/ui-react';
import { formatMoney } from '@shared/documents/money-format';
import { BillMessages } from '@shared/purchasing/bill-messages';
import type { BillPaymentAnswer } from '@shared/purchasing/bill-schemas';
import { Link, useParams } from 'react-router';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import type { RecordColumn } from '../../../components/record-table/record-table';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useBillPayment } from '../api/advance-calls';
import { AdvanceApplyForm } from './advance-apply-form';
import { BILL_PATHS } from './bill-paths';

// Numbered: a payment can pay one bill twice (part when made, more from its advance later).
type Applied = BillPaymentAnswer['Applied'][number] & { n: number };

/**
 * Bills/BillPayment/:Id (docs/purchasing.md §11, §11.1): one payment made, the
 * bills it paid and what stays with the vendor as an advance; while some does,
 * Apply to bills.
 */
export function BillPaymentScreen() {
  const { Id } = useParams();
  const timeZone = useSession().User.TZ;
  const result = useBillPayment(Id);
  if (result.isPending) return <p>Loading…</p>;
  if (result.isError) return <Alert variation="error">{BillMessages.paymentNotFound}</Alert>;
  const p = result.data;
  const columns: RecordColumn<Applied>[] = [
    { id: 'Bill', header: 'Bill', cell: (a) => <Link to={BILL_PATHS.bill(a.BillId)}>{a.BillNum}</Link> },
    { id: 'VendBillNo', header: 'Vendor’s number', cell: (a) => a.VendBillNo },
    {
      id: 'Amount',
      header: <span className="kk-amount">Paid</span>,
      cell: (a) => <div className="kk-amount">{formatMoney(a.Amount)}</div>,
    },
  ];
  return (
    <div className="kk-screen">
      <h2 className="kk-screen__title">{`Payment ${p.Num} · ${p.VendName}`}</h2>
      <Flex direction="column" gap="small">
        <p className="kk-record-card__muted">
          {`${formatDate(p.Date, timeZone)} · ${p.Type}${p.Ref ? ` · ${p.Ref}` : ''}${p.CrByName ? ` · by ${p.CrByName}` : ''}`}
        </p>
        {p.Notes ? <p>{p.Notes}</p> : null}
        <RecordTableOrCards
          caption={`Bills ${p.Num} paid`}
          columns={columns}
          rows={p.Applied.map((a, n) => ({ ...a, n }))}
          rowKey={(a) => `${a.BillId}-${a.n}`}
          emptyText="No bill yet: all of it is an advance with the vendor."
          isLoading={false}
          error={null}
          onRetry={() => undefined}
          card={(a) => (
            <div className="kk-record-card">
              <strong>{`${a.BillNum} · ${a.VendBillNo}`}</strong>
              <span className="kk-amount">{formatMoney(a.Amount)}</span>
            </div>
          )}
        />
        <dl className="kk-totals">
          <dt>Amount</dt>
          <dd className="kk-amount">{formatMoney(p.Amount)}</dd>
          <dt>Advance with the vendor</dt>
          <dd className="kk-amount">
            <strong>{formatMoney(p.Advance)}</strong>
          </dd>
        </dl>
        <AdvanceApplyForm source={{ _id: p._id, Num: p.Num, VendId: p.VendId, Advance: p.Advance, ver: p.ver }} />
        <Flex justifyContent="flex-end" gap="small" wrap="wrap">
          <Link to={BILL_PATHS.payments} className="amplify-button">
            Back
          </Link>
        </Flex>
      </Flex>
    </div>
  );
}
