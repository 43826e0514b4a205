import { Button, Flex } from '@aws-amplify/ui-react';
import { formatQuantity } from '@shared/documents/quantity-format';
import type { ReorderLine } from '@shared/inventory/reorder-schemas';
import { Link, useSearchParams } from 'react-router';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import type { RecordColumn } from '../../../components/record-table/record-table';
import { useCursorPages } from '../../../components/record-table/use-cursor-pages';
import { ChipGroup, ToggleChip } from '../../../components/status-chips/status-chips';
import { notifyError, toast } from '../../../components/toast/toast-store';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useCloseSuggestion, useReorderReport, useSuggestReorder } from '../api/item-calls';
import { ITEM_PATHS } from './item-paths';
import { useWarehouses } from '../../../lib/warehouses';

const key = (l: ReorderLine): string => `${l.ItemId}#${l.WhId}`;

/**
 * reports/reorderpointreport (docs/inventory-items.md §4): the items of the
 * branch at or below their reorder level, per warehouse, with what is available
 * and the quantity to buy. Suggest to buy opens one suggestion per line (never
 * two, however often it is pressed); a suggestion is closed once bought.
 */
export function ReorderReport() {
  const timeZone = useSession().User.TZ;
  const [params, setParams] = useSearchParams();
  const wh = params.get('Wh') ?? undefined;
  const warehouses = useWarehouses();
  const nameOf = (id: string): string => warehouses.data?.find((w) => w._id === id)?.Name ?? id;
  const pages = useCursorPages(wh ?? '');
  const report = useReorderReport({ ...(wh ? { Wh: wh } : {}), ...(pages.cursor ? { Cursor: pages.cursor } : {}) });
  const suggest = useSuggestReorder();
  const close = useCloseSuggestion();
  const open = (report.data?.Items ?? []).filter((l) => !l.Suggested);

  const suggestAll = async (lines: ReorderLine[]) => {
    try {
      const answer = await suggest.mutateAsync(lines.map((l) => ({ ItemId: l.ItemId, WhId: l.WhId })));
      const skipped = answer.Skipped.length > 0 ? `, ${answer.Skipped.length} left as they were` : '';
      toast.success(`${answer.Made.length} suggested${skipped}.`);
    } catch (error) {
      notifyError(error);
    }
  };
  const unit = (l: ReorderLine, q: number): string => `${formatQuantity(q)} ${l.UoM}`;

  const columns: RecordColumn<ReorderLine>[] = [
    { id: 'PCode', header: 'Code', cell: (l) => <Link to={ITEM_PATHS.item(l.ItemId)}>{l.PCode}</Link> },
    { id: 'Desc', header: 'Item', cell: (l) => l.Desc },
    { id: 'WhId', header: 'Warehouse', cell: (l) => nameOf(l.WhId) },
    {
      id: 'OnHand',
      header: <span className="kk-amount">Available</span>,
      cell: (l) => <div className="kk-amount">{unit(l, l.OnHand)}</div>,
    },
    {
      id: 'Lvl',
      header: <span className="kk-amount">Reorder level</span>,
      cell: (l) => <div className="kk-amount">{unit(l, l.Lvl)}</div>,
    },
    {
      id: 'ToBuy',
      header: <span className="kk-amount">To buy</span>,
      cell: (l) => <div className="kk-amount">{unit(l, l.ToBuy)}</div>,
    },
    {
      id: 'Suggested',
      header: 'Suggestion',
      cell: (l) => (l.Suggested ? `Suggested ${formatDate(l.Suggested.At, timeZone)}` : ''),
    },
  ];

  return (
    <div className="kk-screen">
      <div className="kk-screen__bar">
        <Button
          size="small"
          variation="primary"
          isDisabled={open.length === 0}
          isLoading={suggest.isPending}
          onClick={() => void suggestAll(open.slice(0, 25))}
        >
          {`Suggest to buy (${open.length})`}
        </Button>
      </div>
      <ChipGroup label="Warehouse">
        <ToggleChip pressed={wh === undefined} onPress={() => setParams({}, { replace: true })}>
          All warehouses
        </ToggleChip>
        {(warehouses.data ?? []).map((w) => (
          <ToggleChip key={w._id} pressed={wh === w._id} onPress={() => setParams({ Wh: w._id }, { replace: true })}>
            {w.Name}
          </ToggleChip>
        ))}
      </ChipGroup>
      <RecordTableOrCards
        caption="Items at or below their reorder level"
        columns={columns}
        rows={report.data?.Items}
        rowKey={key}
        emptyText="Nothing to reorder: every item with a reorder level is above it."
        isLoading={report.isPending}
        error={report.isError ? report.error : null}
        onRetry={() => void report.refetch()}
        rowTestId="reorder-row"
        paging={{ pages, next: report.data?.Next }}
        actionsHeader="Actions"
        rowActions={(l) =>
          l.Suggested ? (
            <Button size="small" onClick={() => void close.mutateAsync(l).catch(notifyError)}>
              {`Close suggestion for ${l.PCode}`}
            </Button>
          ) : (
            <Button size="small" onClick={() => void suggestAll([l])}>{`Suggest ${l.PCode}`}</Button>
          )
        }
        card={(l) => (
          <div className="kk-record-card" data-testid="reorder-card">
            <strong>{l.Desc}</strong>
            <span className="kk-amount">{`Buy ${unit(l, l.ToBuy)}`}</span>
            <span className="kk-record-card__muted">{`${l.PCode} · ${nameOf(l.WhId)}`}</span>
            <span className="kk-amount">{`${unit(l, l.OnHand)} of ${formatQuantity(l.Lvl)}`}</span>
            <Flex>
              {l.Suggested ? (
                <span>Suggested</span>
              ) : (
                <Button size="small" onClick={() => void suggestAll([l])}>
                  Suggest
                </Button>
              )}
            </Flex>
          </div>
        )}
      />
    </div>
  );
}
