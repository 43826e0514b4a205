import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import { isPermitted } from '@shared/access/access-model';
import { inventoryRoutes } from '@shared/api/routes/inventory';
import { formatMoney } from '@shared/documents/money-format';
import { paiseToRupees, rupeesToPaise } from '@shared/documents/money-math';
import { formatQuantity } from '@shared/documents/quantity-format';
import { TransferMessages } from '@shared/inventory/transfer-messages';
import { lineQuantityText } from '@shared/inventory/line-units';
import type { TransferAnswer, TransferReceiveBody } from '@shared/inventory/transfer-schemas';
import { IN_TRANSIT_STATUSES, TRANSFER_STATUS } from '@shared/inventory/transfer-statuses';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import type { RecordColumn } from '../../../components/record-table/record-table';
import { toast } from '../../../components/toast/toast-store';
import { toClientError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useTransfer, useTransferStep, type TransferStep } from '../api/transfer-calls';
import { endOf } from './transfer-dashboard';
import { TransferForm } from './transfer-form';
import { TRANSFER_PATHS } from './transfer-paths';
import { TransferReceipt } from './transfer-receipt';

type Line = TransferAnswer['Lines'][number];

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="kk-detail">
      <dt>{label}</dt>
      <dd>{value || '—'}</dd>
    </div>
  );
}
const qty = (n: number | undefined, uom: string | undefined): string =>
  n === undefined ? '' : `${formatQuantity(n)} ${uom ?? ''}`.trim();
/** The batches or serials a line carries (or, on a draft, those picked): 'OIL-A 2, OIL-B 2'. */
const carried = (l: Line): string =>
  l.Serials?.join(', ') ?? l.Batches?.map((b) => `${b.Batch} ${formatQuantity(b.Qty)}`).join(', ') ?? '';
/** Rupees still in transit: what left less what arrived and what went back, worked in paise. */
const stillInTransit = (t: TransferAnswer): number =>
  paiseToRupees(rupeesToPaise(t.Value) - rupeesToPaise(t.RecValue ?? 0) - rupeesToPaise(t.RetValue ?? 0));

/**
 * transferorder/transferorder/{Id} (docs/inventory-transfers.md §8): a transfer
 * with its lines and what each carries. The sending branch dispatches or
 * cancels a draft; the receiving branch receives one in transit. A refusal
 * ('Insufficient Quantity.', a warehouse not allowed) shows above the lines.
 */
export function TransferView() {
  const { Id = '' } = useParams();
  const session = useSession();
  const here = session.Entity.EntId;
  const may = isPermitted(inventoryRoutes.dispatchTransfer.permission, {
    access: session.Access,
    config: session.Entity.Config,
  });
  const result = useTransfer(Id);
  const step = useTransferStep(Id);
  const [problem, setProblem] = useState<string | undefined>();
  const [cancelling, setCancelling] = useState(false);
  const [editing, setEditing] = useState(false);
  const t = result.data;

  const run = async (what: TransferStep, body?: TransferReceiveBody) => {
    setProblem(undefined);
    try {
      const done = await step.mutateAsync({ step: what, ...(body ? { body } : {}) });
      if (what === 'Dispatch') toast.success(TransferMessages.dispatched(done.Num));
      else if (what === 'Receive')
        toast.success(
          done.Sts === TRANSFER_STATUS.received
            ? TransferMessages.received(done.Num)
            : TransferMessages.partlyReceived(done.Num),
        );
      else if (done.DispDate) toast.success(TransferMessages.cancelledInTransit(done.Num, done.FromWhName ?? ''));
      else toast.success(TransferMessages.cancelled(done.Num));
    } catch (error) {
      setProblem(toClientError(error).message);
    } finally {
      setCancelling(false);
    }
  };

  const columns: RecordColumn<Line>[] = [
    { id: 'PCode', header: 'Code', cell: (l) => l.PCode ?? '' },
    { id: 'Desc', header: 'Item', cell: (l) => l.Desc },
    {
      id: 'Qty',
      header: <span className="kk-amount">Quantity</span>,
      cell: (l) => <div className="kk-amount">{lineQuantityText(l)}</div>,
    },
    {
      id: 'UnCost',
      header: <span className="kk-amount">Unit cost</span>,
      cell: (l) => <div className="kk-amount">{l.UnCost === undefined ? '' : formatMoney(l.UnCost)}</div>,
    },
    {
      id: 'Value',
      header: <span className="kk-amount">Value</span>,
      cell: (l) => <div className="kk-amount">{l.Value === undefined ? '' : formatMoney(l.Value)}</div>,
    },
    {
      id: 'RecQty',
      header: <span className="kk-amount">Received</span>,
      cell: (l) => <div className="kk-amount">{qty(l.RecQty, l.UoM)}</div>,
    },
    { id: 'Carried', header: 'Batches or serials', cell: carried },
    {
      id: 'RetQty',
      header: <span className="kk-amount">Sent back</span>,
      cell: (l) => <div className="kk-amount">{qty(l.RetQty, l.UoM)}</div>,
    },
  ];
  // Tracking and sent back only when some line has them: most transfers carry neither.
  const shown = columns.filter(
    (c) =>
      (c.id !== 'Carried' || t?.Lines.some((l) => carried(l) !== '')) &&
      (c.id !== 'RetQty' || t?.Lines.some((l) => l.RetQty !== undefined)),
  );
  const sender = t?.FromEntId === here;
  const receiver = t?.ToEntId === here;
  const onWay = t !== undefined && IN_TRANSIT_STATUSES.includes(t.Sts);
  if (t && editing)
    return (
      <div className="kk-screen">
        <TransferForm draft={t} onDone={() => setEditing(false)} />
      </div>
    );
  const timeZone = session.User.TZ;
  const when = (date: string, by: string | undefined): string =>
    [formatDate(date, timeZone), by].filter(Boolean).join(' · ');
  return (
    <div className="kk-screen">
      <div className="kk-screen__bar">
        <Link to={TRANSFER_PATHS.transfers} className="amplify-button amplify-button--small">
          Transfers
        </Link>
      </div>
      {result.isError ? <Alert variation="error">{toClientError(result.error).message}</Alert> : null}
      {t ? (
        <Flex direction="column" gap="small">
          <dl className="kk-details" aria-label="Transfer">
            <Detail label="Transfer" value={`${t.Num} · ${t.Sts}`} />
            <Detail label="From" value={endOf(t, 'From', here)} />
            <Detail label="To" value={endOf(t, 'To', here)} />
            <Detail label={onWay ? 'In transit' : 'Value'} value={formatMoney(onWay ? stillInTransit(t) : t.Value)} />
            {t.RecValue !== undefined ? <Detail label="Received value" value={formatMoney(t.RecValue)} /> : null}
            {t.RetValue !== undefined ? <Detail label="Sent back" value={formatMoney(t.RetValue)} /> : null}
            {t.DispDate ? <Detail label="Dispatched" value={when(t.DispDate, t.DispByName)} /> : null}
            {t.RecDate ? <Detail label="Received" value={when(t.RecDate, t.RecByName)} /> : null}
            {t.CanDate ? <Detail label="Cancelled" value={when(t.CanDate, t.CanByName)} /> : null}
            {t.Notes ? <Detail label="Notes" value={t.Notes} /> : null}
          </dl>
          {problem ? <Alert variation="error">{problem}</Alert> : null}
          {may ? (
            <Flex gap="small" wrap="wrap">
              {sender && t.Sts === TRANSFER_STATUS.draft ? (
                <>
                  <Button variation="primary" isLoading={step.isPending} onClick={() => void run('Dispatch')}>
                    Dispatch
                  </Button>
                  <Button onClick={() => setEditing(true)}>Edit draft</Button>
                  <Button onClick={() => setCancelling(true)}>Cancel transfer</Button>
                </>
              ) : null}
              {sender && onWay ? <Button onClick={() => setCancelling(true)}>Cancel transfer</Button> : null}
            </Flex>
          ) : null}
          {may && receiver && onWay ? (
            <TransferReceipt
              key={`${t._id}#${t.ver}`}
              transfer={t}
              busy={step.isPending}
              onReceive={(body) => void run('Receive', body)}
            />
          ) : null}
        </Flex>
      ) : null}
      <RecordTableOrCards
        caption="Lines"
        columns={shown}
        rows={t?.Lines}
        rowKey={(l) => l._id}
        emptyText="No lines."
        isLoading={result.isPending}
        error={null}
        onRetry={() => void result.refetch()}
        rowTestId="transfer-line"
        card={(l) => (
          <div className="kk-record-card">
            <strong>{l.Desc}</strong>
            <span className="kk-amount">{l.Value === undefined ? '' : formatMoney(l.Value)}</span>
            <span className="kk-record-card__muted">{l.PCode ?? ''}</span>
            <span className="kk-amount">{lineQuantityText(l)}</span>
          </div>
        )}
      />
      <ConfirmDialog
        open={cancelling}
        title="Cancel transfer"
        message={
          onWay
            ? `Cancel this transfer? What is still in transit goes back to ${t?.FromWhName ?? 'the source warehouse'} at the value it left with.`
            : 'Cancel this draft transfer? No stock has moved.'
        }
        confirmLabel="Cancel transfer"
        busy={step.isPending}
        onConfirm={() => void run('Cancel')}
        onCancel={() => setCancelling(false)}
      />
    </div>
  );
}
