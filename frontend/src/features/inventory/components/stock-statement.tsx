import { Button, SelectField } from '@aws-amplify/ui-react';
import { formatMoney } from '@shared/documents/money-format';
import { formatQuantity } from '@shared/documents/quantity-format';
import { StatementMessages } from '@shared/inventory/statement-messages';
import { closedMonths } from '@shared/inventory/statement-months';
import type { StatementLine, StatementTotals } from '@shared/inventory/statement-schemas';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import type { RecordColumn } from '../../../components/record-table/record-table';
import { useCursorPages } from '../../../components/record-table/use-cursor-pages';
import { ChipGroup, ToggleChip } from '../../../components/status-chips/status-chips';
import { notifyError } from '../../../components/toast/toast-store';
import { formatMonth, todayIn } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { downloadStatement, useStockStatement } from '../api/statement-calls';
import { ITEM_PATHS } from './item-paths';
import './stock-statement.css';
import { useWarehouses } from '../../../lib/warehouses';

const key = (l: StatementLine): string => `${l.ItemId}#${l.WhId}`;

/** A quantity with its unit over its value in ₹: one figure of the statement. */
function Figure({ qty, value, uom }: { qty: number; value: number; uom?: string | undefined }) {
  return (
    <div className="kk-amount">
      <div>{`${formatQuantity(qty)}${uom ? ` ${uom}` : ''}`}</div>
      <div className="kk-record-card__muted">{formatMoney(value)}</div>
    </div>
  );
}

const TOTALS: { id: keyof StatementTotals; label: string }[] = [
  { id: 'Open', label: 'Opening' },
  { id: 'In', label: 'In' },
  { id: 'Out', label: 'Out' },
  { id: 'Close', label: 'Closing' },
];

/**
 * reports/stockstatement (docs/inventory-snapshots.md §8): a month's opening,
 * in, out and closing of every item and warehouse, with the month's values in
 * total, read from the month-end snapshot; the first look at a month builds it,
 * and the screen shows how far that has got until it is ready.
 */
export function StockStatement() {
  const timeZone = useSession().User.TZ;
  const months = closedMonths(todayIn(timeZone));
  const [params, setParams] = useSearchParams();
  const month = params.get('Month') ?? months[0] ?? '';
  const wh = params.get('Wh') ?? undefined;
  const go = (next: { Month?: string; Wh?: string | undefined }) => {
    const Wh = 'Wh' in next ? next.Wh : wh;
    setParams({ Month: next.Month ?? month, ...(Wh ? { Wh } : {}) }, { replace: true });
  };
  const warehouses = useWarehouses();
  const nameOf = (id: string): string => warehouses.data?.find((w) => w._id === id)?.Name ?? id;
  const pages = useCursorPages(`${month}|${wh ?? ''}`);
  const statement = useStockStatement({
    Month: month,
    ...(wh ? { Wh: wh } : {}),
    ...(pages.cursor ? { Cursor: pages.cursor } : {}),
  });
  const [saving, setSaving] = useState(false);
  const building = statement.data?.Sts === 'Building';
  const totals = statement.data?.Sts === 'Ready' ? statement.data.Totals : undefined;

  const download = async () => {
    setSaving(true);
    try {
      await downloadStatement(month, wh, `Stock-statement-${month}${wh ? `-${nameOf(wh)}` : ''}.csv`);
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  };

  const figure = (l: StatementLine, q: number, v: number) => <Figure qty={q} value={v} uom={l.UoM} />;
  const columns: RecordColumn<StatementLine>[] = [
    { id: 'PCode', header: 'Code', cell: (l) => <Link to={ITEM_PATHS.item(l.ItemId)}>{l.PCode ?? l.ItemId}</Link> },
    { id: 'Desc', header: 'Item', cell: (l) => l.Desc },
    { id: 'WhId', header: 'Warehouse', cell: (l) => nameOf(l.WhId) },
    { id: 'Open', header: <span className="kk-amount">Opening</span>, cell: (l) => figure(l, l.OpenQty, l.Open) },
    { id: 'In', header: <span className="kk-amount">In</span>, cell: (l) => figure(l, l.InQty, l.In) },
    { id: 'Out', header: <span className="kk-amount">Out</span>, cell: (l) => figure(l, l.OutQty, l.Out) },
    { id: 'Close', header: <span className="kk-amount">Closing</span>, cell: (l) => figure(l, l.CloseQty, l.Close) },
  ];

  return (
    <div className="kk-screen">
      <div className="kk-list-filters">
        <SelectField label="Month" size="small" value={month} onChange={(e) => go({ Month: e.target.value })}>
          {months.map((m) => (
            <option key={m} value={m}>
              {formatMonth(m)}
            </option>
          ))}
        </SelectField>
        <Button
          size="small"
          isDisabled={statement.data?.Sts !== 'Ready'}
          isLoading={saving}
          onClick={() => void download()}
        >
          Download CSV
        </Button>
      </div>
      <ChipGroup label="Warehouse">
        <ToggleChip pressed={wh === undefined} onPress={() => go({ Wh: undefined })}>
          All warehouses
        </ToggleChip>
        {(warehouses.data ?? []).map((w) => (
          <ToggleChip key={w._id} pressed={wh === w._id} onPress={() => go({ Wh: w._id })}>
            {w.Name}
          </ToggleChip>
        ))}
      </ChipGroup>
      {building ? (
        <p role="status">{`Building the statement of ${formatMonth(month)}: ${statement.data?.Done ?? 0} stock records read so far…`}</p>
      ) : null}
      {totals ? (
        <dl className="kk-statement-totals" aria-label={`Totals of ${formatMonth(month)}`}>
          {TOTALS.map((t) => (
            <div key={t.id}>
              <dt>{t.label}</dt>
              <dd className="kk-amount">{formatMoney(totals[t.id])}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <RecordTableOrCards
        caption={`Stock statement of ${formatMonth(month)}`}
        columns={columns}
        rows={building ? undefined : statement.data?.Items}
        rowKey={key}
        emptyText={StatementMessages.empty}
        isLoading={statement.isPending || building}
        error={statement.isError ? statement.error : null}
        onRetry={() => void statement.refetch()}
        rowTestId="statement-row"
        paging={{ pages, next: statement.data?.Next }}
        card={(l) => (
          <div className="kk-record-card" data-testid="statement-card">
            <strong>{l.Desc}</strong>
            <span className="kk-amount">{`Closing ${formatQuantity(l.CloseQty)} ${l.UoM ?? ''} · ${formatMoney(l.Close)}`}</span>
            <span className="kk-record-card__muted">{`${l.PCode ?? l.ItemId} · ${nameOf(l.WhId)}`}</span>
            <span className="kk-record-card__muted">
              {`Opening ${formatQuantity(l.OpenQty)} · in ${formatQuantity(l.InQty)} · out ${formatQuantity(l.OutQty)}`}
            </span>
          </div>
        )}
      />
    </div>
  );
}
