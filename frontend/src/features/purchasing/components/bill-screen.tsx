import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import { isPermitted, type AccessContext } from '@shared/access/access-model';
import { purchaseReturnsRoutes } from '@shared/api/routes/purchase-returns';
import { purchasingRoutes } from '@shared/api/routes/purchasing';
import { formatMoney } from '@shared/documents/money-format';
import { formatQuantity } from '@shared/documents/quantity-format';
import { BillMessages } from '@shared/purchasing/bill-messages';
import type { BillAnswer } from '@shared/purchasing/bill-schemas';
import { PAYABLE_BILL } from '@shared/purchasing/bill-statuses';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { billMayNeedEwayBill, EwayBillDialog } from '../../../components/eway-bill/eway-bill-dialog';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import type { RecordColumn } from '../../../components/record-table/record-table';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useBill } from '../api/bill-calls';
import { BillCancel } from './bill-cancel';
import { BillDraftForm } from './bill-form';
import { BillItcPeriod } from './bill-itc-period';
import { BILL_PATHS } from './bill-paths';
import { GstRows } from './gst-rows';
import { RETURN_PATHS } from './return-paths';

type Line = BillAnswer['Lines'][number];

const diffText = (l: Line): string =>
  l.PriceDiff === undefined || l.PriceDiff === 0
    ? ''
    : `${l.PriceDiff > 0 ? '+' : '−'}${formatMoney(Math.abs(l.PriceDiff))} against the receive (${formatMoney(l.RecRate ?? 0)})`;

function BillFigures({ bill }: { bill: BillAnswer }) {
  const columns: RecordColumn<Line>[] = [
    { id: 'Desc', header: 'Item or expense', cell: (l) => l.Desc },
    { id: 'HSN', header: 'HSN/SAC', cell: (l) => l.HSN ?? '' },
    { id: 'Qty', header: 'Qty', cell: (l) => `${formatQuantity(l.Qty)}${l.UoM ? ` ${l.UoM}` : ''}` },
    {
      id: 'Rate',
      header: <span className="kk-amount">Rate</span>,
      cell: (l) => <div className="kk-amount">{formatMoney(l.Rate)}</div>,
    },
    { id: 'Diff', header: 'Price difference', cell: diffText },
    {
      id: 'Charge',
      header: <span className="kk-amount">Freight share</span>,
      cell: (l) => <div className="kk-amount">{formatMoney(l.Charge)}</div>,
    },
    {
      id: 'Total',
      header: <span className="kk-amount">Total</span>,
      cell: (l) => <div className="kk-amount">{formatMoney(l.Total)}</div>,
    },
  ];
  return (
    <RecordTableOrCards
      caption={`Lines of ${bill.Num}`}
      columns={columns}
      rows={bill.Lines}
      rowKey={(l) => l._id}
      emptyText="No lines."
      isLoading={false}
      error={null}
      onRetry={() => undefined}
      card={(l) => (
        <div className="kk-record-card">
          <strong>{l.Desc}</strong>
          <span className="kk-amount">{formatMoney(l.Total)}</span>
          <span className="kk-record-card__muted">
            {`${formatQuantity(l.Qty)} × ${formatMoney(l.Rate)} · freight ${formatMoney(l.Charge)}${diffText(l) ? ` · ${diffText(l)}` : ''}`}
          </span>
        </div>
      )}
    />
  );
}

/**
 * Bills/Bill/:Id (docs/purchasing.md §12): the vendor's bill as recorded: its
 * lines with the price difference against the receive and each line's share
 * of the freight, the GST by supply, what was paid and what is due; Pay while
 * something is due; Cancel while nothing was paid or noted against it (§23),
 * and a cancelled bill read-only with its reason.
 */
export function BillScreen() {
  const { Id } = useParams();
  const session = useSession();
  const timeZone = session.User.TZ;
  const result = useBill(Id);
  const [ewayBill, setEwayBill] = useState(false);
  if (result.isPending) return <p>Loading…</p>;
  if (result.isError) return <Alert variation="error">{BillMessages.notFound}</Alert>;
  const bill = result.data;
  const ctx: AccessContext = { access: session.Access, config: session.Entity.Config, user: session.User };
  // A draft opens in the form, editable, for those who may record bills (§24).
  if (bill.Sts === 'Draft' && isPermitted(purchasingRoutes.createBill.permission, ctx))
    return <BillDraftForm draft={bill} />;
  const canPay = PAYABLE_BILL.has(bill.Sts) && isPermitted(purchasingRoutes.createBillPayment.permission, ctx);
  // Goods back and price corrections reduce the bill (docs/purchase-returns.md): Inventory DNote.
  // A draft read without Bill C is not a bill yet: no notes, ITC period or e-way bill (§24).
  const posted = bill.Sts !== 'Cancelled' && bill.Sts !== 'Draft';
  const canNote = posted && isPermitted(purchaseReturnsRoutes.createDebitNote.permission, ctx);
  return (
    <div className="kk-screen">
      <h2 className="kk-screen__title">{`${bill.Num} · ${bill.Sts}`}</h2>
      <Flex direction="column" gap="small">
        <p className="kk-record-card__muted">
          {`${bill.VendName}${bill.VendGSTIN ? ` · ${bill.VendGSTIN}` : ''} · bill ${bill.VendBillNo} of ${formatDate(bill.VendBillDate, timeZone)}`}
          {bill.RecNum ? ` · receive ${bill.RecNum} (${bill.PoNum ?? ''})` : ' · direct bill'}
          {` · ${bill.IntraState ? 'Within the state' : 'Inter-state (IGST)'}`}
          {bill.RevCharge ? ' · tax payable on reverse charge' : ''}
        </p>
        {bill.Sts === 'Cancelled' ? <BillCancel bill={bill} /> : posted ? <BillItcPeriod bill={bill} /> : null}
        <BillFigures bill={bill} />
        <dl className="kk-totals">
          <dt>Amount</dt>
          <dd className="kk-amount">{formatMoney(bill.Sub)}</dd>
          {bill.ChargeLines.map((c) => (
            <span key={c.Desc} style={{ display: 'contents' }}>
              <dt>{c.Desc}</dt>
              <dd className="kk-amount">{formatMoney(c.Amount)}</dd>
            </span>
          ))}
          <GstRows doc={bill} />
          <dt>Total</dt>
          <dd className="kk-amount">{formatMoney(bill.Total)}</dd>
          <dt>Paid</dt>
          <dd className="kk-amount">{formatMoney(bill.Paid)}</dd>
          <dt>Due</dt>
          <dd className="kk-amount">
            <strong>{formatMoney(bill.Due)}</strong>
          </dd>
        </dl>
        {bill.Payments.length > 0 ? (
          <ul aria-label="Payments of this bill">
            {/* A payment can pay a bill twice (part, then its advance later, docs/purchasing.md §11.1). */}
            {bill.Payments.map((p, i) => (
              <li
                key={`${p.PayId}-${i}`}
              >{`${p.PayNum} · ${formatDate(p.Date, timeZone)} · ${formatMoney(p.Amount)}`}</li>
            ))}
          </ul>
        ) : null}
        <Flex justifyContent="flex-end" gap="small" wrap="wrap">
          <Link to={BILL_PATHS.bills} className="amplify-button">
            Back
          </Link>
          {canNote && bill.RecId ? (
            <Link to={RETURN_PATHS.newReturn(bill.RecId)} className="amplify-button">
              Return goods
            </Link>
          ) : null}
          {canNote ? (
            <>
              <Link to={RETURN_PATHS.newNote('Debit', bill._id)} className="amplify-button">
                Debit note
              </Link>
              <Link to={RETURN_PATHS.newNote('Credit', bill._id)} className="amplify-button">
                Vendor credit
              </Link>
            </>
          ) : null}
          {posted ? <BillCancel bill={bill} /> : null}
          {posted && billMayNeedEwayBill(bill) ? <Button onClick={() => setEwayBill(true)}>E-way bill</Button> : null}
          {canPay ? (
            <Link to={BILL_PATHS.newPayment(bill._id)} className="amplify-button amplify-button--primary">
              Pay
            </Link>
          ) : null}
        </Flex>
      </Flex>
      <EwayBillDialog
        of={{ kind: 'Bill', id: bill._id, docNo: `${bill.VendName}-${bill.VendBillNo}` }}
        open={ewayBill}
        onClose={() => setEwayBill(false)}
      />
    </div>
  );
}
