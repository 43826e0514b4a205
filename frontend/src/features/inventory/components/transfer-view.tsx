import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import { isPermitted } from '@shared/access/access-model';
import { inventoryRoutes } from '@shared/api/routes/inventory';
import { formatMoney } from '@shared/documents/money-format';
import { formatQuantity } from '@shared/documents/quantity-format';
import { TransferMessages } from '@shared/inventory/transfer-messages';
import { lineQuantityText } from '@shared/inventory/line-units';
import type { TransferAnswer } from '@shared/inventory/transfer-schemas';
import { TRANSFER_STATUS } from '@shared/inventory/transfer-statuses';
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
import { TRANSFER_PATHS } from './transfer-paths';

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
  const t = result.data;

  const run = async (what: TransferStep) => {
    setProblem(undefined);
    try {
      const done = await step.mutateAsync(what);
      if (what === 'Dispatch') toast.success(TransferMessages.dispatched(done.Num));
      else if (what === 'Receive') toast.success(TransferMessages.received(done.Num));
      else toast.success(`Transfer ${done.Num} cancelled.`);
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
  ];
  const sender = t?.FromEntId === here;
  const receiver = t?.ToEntId === here;
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
            <Detail label={t.Sts === TRANSFER_STATUS.inTransit ? 'In transit' : 'Value'} value={formatMoney(t.Value)} />
            {t.DispDate ? <Detail label="Dispatched" value={when(t.DispDate, t.DispByName)} /> : null}
            {t.RecDate ? <Detail label="Received" value={when(t.RecDate, t.RecByName)} /> : null}
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
                  <Button onClick={() => setCancelling(true)}>Cancel transfer</Button>
                </>
              ) : null}
              {receiver && t.Sts === TRANSFER_STATUS.inTransit ? (
                <Button variation="primary" isLoading={step.isPending} onClick={() => void run('Receive')}>
                  Receive
                </Button>
              ) : null}
            </Flex>
          ) : null}
        </Flex>
      ) : null}
      <RecordTableOrCards
        caption="Lines"
        columns={columns}
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
        message="Cancel this draft transfer? No stock has moved."
        confirmLabel="Cancel transfer"
        busy={step.isPending}
        onConfirm={() => void run('Cancel')}
        onCancel={() => setCancelling(false)}
      />
    </div>
  );
}
