import { Alert, Flex } from '@aws-amplify/ui-react';
import { formatMoney } from '@shared/documents/money-format';
import { formatQuantity } from '@shared/documents/quantity-format';
import type { PurchaseOrderAnswer } from '@shared/purchasing/purchase-schemas';
import { PurchaseMessages } from '@shared/purchasing/purchase-messages';
import { openPoActions, poRightsOf, poStateOf } from '@shared/purchasing/po-actions';
import { useParams, useSearchParams } from 'react-router';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import type { RecordColumn } from '../../../components/record-table/record-table';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { usePurchaseOrder } from '../api/purchase-calls';
import { PoActionsBar } from './po-actions-bar';
import { ConnectXDocStatus } from '../../../components/connectx/connectx-doc-status';
import { PartsOrderForm } from './parts-order-form';
import { PurchaseOrderForm } from './purchase-order-form';
import { GstRows } from './gst-rows';

type Line = PurchaseOrderAnswer['Lines'][number];

/** The order's figures as the server made them: GST heads by the supply, totals to the paisa. */
function OrderFigures({ order }: { order: PurchaseOrderAnswer }) {
  const timeZone = useSession().User.TZ;
  const columns: RecordColumn<Line>[] = [
    { id: 'Item', header: 'Item', cell: (l) => `${l.PCode ?? ''} ${l.Desc}`.trim() },
    { id: 'Qty', header: 'Qty', cell: (l) => `${formatQuantity(l.Qty)} ${l.UoM ?? ''}`.trim() },
    {
      id: 'Rate',
      header: <span className="kk-amount">Rate</span>,
      cell: (l) => <div className="kk-amount">{formatMoney(l.Rate)}</div>,
    },
    {
      id: 'Tax',
      header: <span className="kk-amount">{order.IntraState ? 'CGST + SGST' : 'IGST'}</span>,
      cell: (l) => <div className="kk-amount">{formatMoney(l.CGST + l.SGST + l.IGST)}</div>,
    },
    {
      id: 'Total',
      header: <span className="kk-amount">Total</span>,
      cell: (l) => <div className="kk-amount">{formatMoney(l.Total)}</div>,
    },
    { id: 'RecQty', header: 'Received', cell: (l) => formatQuantity(l.RecQty) },
    { id: 'Wo', header: 'For', cell: (l) => l.WoNum ?? '' },
  ];
  return (
    <Flex direction="column" gap="small">
      <p className="kk-record-card__muted">
        {`${order.VendName}${order.VendGSTIN ? ` · ${order.VendGSTIN}` : ''} · ${order.IntraState ? 'Within the state' : 'Inter-state (IGST)'}`}
        {order.ExpDate ? ` · expected ${formatDate(order.ExpDate, timeZone)}` : ''}
        {order.WhName ? ` · into ${order.WhName}` : ''}
      </p>
      <RecordTableOrCards
        caption={`Lines of ${order.Num}`}
        columns={columns}
        rows={order.Lines}
        rowKey={(l) => l._id}
        emptyText="No lines."
        isLoading={false}
        error={null}
        onRetry={() => undefined}
        card={(l) => (
          <div className="kk-record-card">
            <strong>{l.Desc}</strong>
            <span className="kk-amount">{formatMoney(l.Total)}</span>
            <span className="kk-record-card__muted">{`${formatQuantity(l.Qty)} × ${formatMoney(l.Rate)} · received ${formatQuantity(l.RecQty)}`}</span>
          </div>
        )}
      />
      <dl className="kk-totals">
        <dt>Amount</dt>
        <dd className="kk-amount">{formatMoney(order.Sub)}</dd>
        <GstRows doc={order} />
        <dt>Total</dt>
        <dd className="kk-amount">
          <strong>{formatMoney(order.Total)}</strong>
        </dd>
      </dl>
    </Flex>
  );
}

/**
 * PurchaseOrder/PurchaseOrder/New and /:Id (docs/purchasing.md): a new order,
 * or a saved one: a draft is edited at its `ver` and can be sent; a sent one
 * shows what came in and leads to its receive.
 */
export function PurchaseOrderScreen() {
  const { Id } = useParams();
  const result = usePurchaseOrder(Id);
  const session = useSession();
  const [params] = useSearchParams();
  if (!Id && params.get('From') === 'RequestedParts')
    return (
      <div className="kk-screen">
        <PartsOrderForm />
      </div>
    );
  if (!Id)
    return (
      <div className="kk-screen">
        <PurchaseOrderForm />
      </div>
    );
  if (result.isPending) return <p>Loading…</p>;
  if (result.isError) return <Alert variation="error">{PurchaseMessages.notFound}</Alert>;
  const order = result.data;
  const editable = openPoActions(
    poStateOf(order, session.Entity.Settings),
    poRightsOf({ access: session.Access, config: session.Entity.Config, user: session.User }),
  ).includes('Edit');
  return (
    <div className="kk-screen">
      <h2 className="kk-screen__title">{`${order.Num} · ${order.Sts}`}</h2>
      {order.SentAt ? (
        <p className="kk-record-card__muted">{`Sent ${formatDate(order.SentAt, session.User.TZ)}${order.SentTo ? ` to ${order.SentTo}` : ''}`}</p>
      ) : null}
      {order.SentTo?.endsWith('on Karkhana') ? <ConnectXDocStatus of="PurchaseOrder" id={order._id} /> : null}
      {editable ? <PurchaseOrderForm key={order.ver} order={order} /> : null}
      <OrderFigures order={order} />
      <PoActionsBar order={order} />
    </div>
  );
}
