import { Alert } from '@aws-amplify/ui-react';
import { formatMoney } from '@shared/documents/money-format';
import type { AdjustmentAnswer } from '@shared/inventory/call-schemas';
import { lineQuantityText } from '@shared/inventory/line-units';
import { Link, useParams } from 'react-router';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import type { RecordColumn } from '../../../components/record-table/record-table';
import { toClientError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useMaterial, type MaterialKind } from '../api/transfer-calls';
import { MATERIAL_SCREENS } from './material-list';
import { useWarehouses } from '../../../lib/warehouses';

type Line = AdjustmentAnswer['Lines'][number];

/** mi/mi/{Id} and mout/mout/{Id}: a saved material in or out, its lines and what each moved. */
export function MaterialView({ kind }: { kind: MaterialKind }) {
  const screen = MATERIAL_SCREENS[kind];
  const { Id = '' } = useParams();
  const timeZone = useSession().User.TZ;
  const warehouses = useWarehouses();
  const nameOf = (id: string): string => warehouses.data?.find((w) => w._id === id)?.Name ?? id;
  const result = useMaterial(kind, Id);
  const doc = result.data;
  const columns: RecordColumn<Line>[] = [
    { id: 'PCode', header: 'Code', cell: (l) => l.PCode ?? '' },
    { id: 'Desc', header: 'Item', cell: (l) => l.Desc },
    { id: 'WhId', header: 'Warehouse', cell: (l) => nameOf(l.WhId) },
    {
      id: 'Qty',
      header: <span className="kk-amount">Quantity</span>,
      cell: (l) => <div className="kk-amount">{lineQuantityText(l)}</div>,
    },
    { id: 'Reason', header: 'Reason', cell: (l) => l.Reason },
    {
      id: 'UnCost',
      header: <span className="kk-amount">Unit cost</span>,
      cell: (l) => <div className="kk-amount">{formatMoney(l.UnCost)}</div>,
    },
    {
      id: 'Value',
      header: <span className="kk-amount">Value</span>,
      cell: (l) => <div className="kk-amount">{formatMoney(l.Value)}</div>,
    },
  ];
  return (
    <div className="kk-screen">
      <div className="kk-screen__bar">
        <Link to={screen.list} className="amplify-button amplify-button--small">
          {screen.title}
        </Link>
      </div>
      {result.isError ? <Alert variation="error">{toClientError(result.error).message}</Alert> : null}
      {doc ? (
        <p>
          <strong>{doc.Num}</strong>
          {` · ${formatDate(doc.Date, timeZone)} · ${formatMoney(doc.Value)}`}
          {doc.CrByName ? ` · ${doc.CrByName}` : ''}
          {doc.Notes ? ` · ${doc.Notes}` : ''}
        </p>
      ) : null}
      <RecordTableOrCards
        caption="Lines"
        columns={columns}
        rows={doc?.Lines}
        rowKey={(l) => l._id}
        emptyText="No lines."
        isLoading={result.isPending}
        error={null}
        onRetry={() => void result.refetch()}
        rowTestId="material-line"
        card={(l) => (
          <div className="kk-record-card">
            <strong>{l.Desc}</strong>
            <span className="kk-amount">{formatMoney(l.Value)}</span>
            <span className="kk-record-card__muted">
              {[l.PCode, nameOf(l.WhId), l.Reason].filter(Boolean).join(' · ')}
            </span>
            <span className="kk-amount">{lineQuantityText(l)}</span>
          </div>
        )}
      />
    </div>
  );
}
