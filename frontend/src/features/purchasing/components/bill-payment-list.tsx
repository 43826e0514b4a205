import { isPermitted, type AccessContext } from '@shared/access/access-model';
import { purchasingRoutes } from '@shared/api/routes/purchasing';
import { formatMoney } from '@shared/documents/money-format';
import type { BillPaymentAnswer } from '@shared/purchasing/bill-schemas';
import { Link } from 'react-router';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import type { RecordColumn } from '../../../components/record-table/record-table';
import { useCursorPages } from '../../../components/record-table/use-cursor-pages';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useBillPayments } from '../api/bill-calls';
import { BILL_PATHS } from './bill-paths';

const billsOf = (p: BillPaymentAnswer): string =>
  p.Applied.length === 0 ? 'Advance' : p.Applied.map((a) => a.BillNum).join(', ');

/**
 * Bills/PaymentsMade (docs/purchasing.md §11): money paid to vendors, newest
 * first, with the bills it paid and what is left as an advance. With `vendId`,
 * one vendor's (the vendor's screen).
 */
export function BillPaymentList({ vendId }: { vendId?: string }) {
  const session = useSession();
  const timeZone = session.User.TZ;
  const pages = useCursorPages(vendId ? `vpay-${vendId}` : 'vpay');
  const result = useBillPayments({
    ...(vendId ? { VendId: vendId } : {}),
    ...(pages.cursor ? { Cursor: pages.cursor } : {}),
  });
  const ctx: AccessContext = { access: session.Access, config: session.Entity.Config, user: session.User };
  const canPay = isPermitted(purchasingRoutes.createBillPayment.permission, ctx);
  const columns: RecordColumn<BillPaymentAnswer>[] = [
    { id: 'Num', header: 'Payment', cell: (p) => <Link to={BILL_PATHS.payment(p._id)}>{p.Num}</Link> },
    { id: 'Date', header: 'Date', cell: (p) => formatDate(p.Date, timeZone) },
    ...(vendId ? [] : [{ id: 'Vendor', header: 'Vendor', cell: (p: BillPaymentAnswer) => p.VendName }]),
    { id: 'Type', header: 'Paid by', cell: (p) => `${p.Type}${p.Ref ? ` · ${p.Ref}` : ''}` },
    { id: 'Bills', header: 'Bills', cell: billsOf },
    {
      id: 'Amount',
      header: <span className="kk-amount">Amount</span>,
      cell: (p) => <div className="kk-amount">{formatMoney(p.Amount)}</div>,
    },
    {
      id: 'Advance',
      header: <span className="kk-amount">Advance</span>,
      cell: (p) => <div className="kk-amount">{formatMoney(p.Advance)}</div>,
    },
  ];
  return (
    <div className={vendId ? undefined : 'kk-screen'}>
      {canPay && !vendId ? (
        <p>
          <Link to={BILL_PATHS.newPayment()} className="amplify-button amplify-button--primary">
            New Payment
          </Link>
        </p>
      ) : null}
      <RecordTableOrCards
        caption={vendId ? 'Payments to this vendor, newest first' : 'Payments made, newest first'}
        columns={columns}
        rows={result.data?.Items}
        rowKey={(p) => p._id}
        emptyText="No payments made yet. Open a bill and choose Pay, or record an advance with New Payment."
        isLoading={result.isPending}
        error={result.isError ? result.error : null}
        onRetry={() => void result.refetch()}
        rowTestId="bill-payment-row"
        paging={{ pages, next: result.data?.Next }}
        card={(p) => (
          <div className="kk-record-card">
            <strong>
              <Link to={BILL_PATHS.payment(p._id)}>{p.Num}</Link>
              {` · ${p.VendName}`}
            </strong>
            <span className="kk-amount">{formatMoney(p.Amount)}</span>
            <span className="kk-record-card__muted">{`${formatDate(p.Date, timeZone)} · ${p.Type} · ${billsOf(p)}`}</span>
          </div>
        )}
      />
    </div>
  );
}
