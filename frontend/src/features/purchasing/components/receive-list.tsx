import { isPermitted, type AccessContext } from '@shared/access/access-model';
import { purchaseReturnsRoutes } from '@shared/api/routes/purchase-returns';
import { purchaseOrderStepRoutes } from '@shared/api/routes/purchase-order-steps';
import { purchasingRoutes } from '@shared/api/routes/purchasing';
import { formatMoney } from '@shared/documents/money-format';
import { PoStepTexts } from '@shared/purchasing/po-step-messages';
import type { PurchaseReceiveRow } from '@shared/purchasing/purchase-schemas';
import { Flex } from '@aws-amplify/ui-react';
import { Link, useNavigate } from 'react-router';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import type { RecordColumn } from '../../../components/record-table/record-table';
import { useCursorPages } from '../../../components/record-table/use-cursor-pages';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { usePurchaseReceives } from '../api/purchase-calls';
import { BILL_PATHS } from './bill-paths';
import { PURCHASE_PATHS } from './purchase-paths';
import { RETURN_PATHS } from './return-paths';
import { RECEIVING_STATUS } from '@shared/purchasing/receive-parts';

/**
 * PurchaseOrder/PurchaseReceives (docs/purchasing.md): what came in, newest
 * first, with the order it came against and the stock value at the order's
 * rates. Choosing one opens its order; Record bill records the vendor's bill for it.
 */
export function ReceiveList() {
  const session = useSession();
  const timeZone = session.User.TZ;
  const ctx: AccessContext = { access: session.Access, config: session.Entity.Config, user: session.User };
  // The vendor's bill is recorded from the receive it bills (docs/purchasing.md §9).
  const canBill = isPermitted(purchasingRoutes.createBill.permission, ctx);
  // Goods go back against a billed receive (docs/purchase-returns.md §4).
  const canReturn = isPermitted(purchaseReturnsRoutes.createPurchaseReturn.permission, ctx);
  // Stock that came without an order is received on its own (docs/purchasing.md §20).
  const canReceive = isPermitted(purchaseOrderStepRoutes.createDirectReceive.permission, ctx);
  const navigate = useNavigate();
  const pages = useCursorPages('receives');
  const result = usePurchaseReceives(pages.cursor ? { Cursor: pages.cursor } : {});
  const columns: RecordColumn<PurchaseReceiveRow>[] = [
    { id: 'Num', header: 'Receive', cell: (r) => r.Num },
    { id: 'Date', header: 'Date', cell: (r) => formatDate(r.Date, timeZone) },
    { id: 'Order', header: 'Order', cell: (r) => r.PoNum ?? PoStepTexts.noOrder },
    { id: 'Vendor', header: 'Vendor', cell: (r) => r.VendName },
    { id: 'Ref', header: 'Challan', cell: (r) => r.VendRef ?? '' },
    { id: 'Items', header: 'Items', cell: (r) => String(r.LineCount) },
    {
      id: 'Value',
      header: <span className="kk-amount">Value</span>,
      cell: (r) => <div className="kk-amount">{formatMoney(r.Value)}</div>,
    },
    { id: 'Sts', header: 'Status', cell: (r) => r.Sts },
    ...(canBill
      ? [
          {
            id: 'Bill',
            header: 'Bill',
            cell: (r: PurchaseReceiveRow) =>
              r.Sts === 'Billed' || r.Sts === RECEIVING_STATUS ? null : (
                <Link to={BILL_PATHS.newBill(r._id)} onClick={(e) => e.stopPropagation()}>
                  Record bill
                </Link>
              ),
          },
        ]
      : []),
    ...(canReturn
      ? [
          {
            id: 'Return',
            header: 'Return',
            cell: (r: PurchaseReceiveRow) =>
              r.Sts === 'Received' || r.Sts === RECEIVING_STATUS ? null : (
                <Link to={RETURN_PATHS.newReturn(r._id)} onClick={(e) => e.stopPropagation()}>
                  Return
                </Link>
              ),
          },
        ]
      : []),
  ];
  return (
    <div className="kk-screen">
      {canReceive ? (
        <Flex justifyContent="flex-end">
          <Link to={PURCHASE_PATHS.newReceive()} className="amplify-button">
            {PoStepTexts.receiveWithoutOrder}
          </Link>
        </Flex>
      ) : null}
      <RecordTableOrCards
        caption="Purchase receives, newest first"
        columns={columns}
        rows={result.data?.Items}
        rowKey={(r) => r._id}
        emptyText="Nothing received yet. Open a sent purchase order and choose Receive."
        isLoading={result.isPending}
        error={result.isError ? result.error : null}
        onRetry={() => void result.refetch()}
        onRowClick={(r) => (r.PoId ? void navigate(PURCHASE_PATHS.order(r.PoId)) : undefined)}
        rowTestId="purchase-receive-row"
        paging={{ pages, next: result.data?.Next }}
        card={(r) => (
          <Link to={r.PoId ? PURCHASE_PATHS.order(r.PoId) : PURCHASE_PATHS.receives} className="kk-record-card">
            <strong>{`${r.Num} · ${r.PoNum ?? PoStepTexts.noOrder}`}</strong>
            <span className="kk-amount">{formatMoney(r.Value)}</span>
            <span className="kk-record-card__muted">{r.VendName}</span>
          </Link>
        )}
      />
    </div>
  );
}
