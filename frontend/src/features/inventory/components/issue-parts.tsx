import { Alert, Button, Flex, SelectField, TextField } from '@aws-amplify/ui-react';
import type { WaitingPartRow } from '@shared/inventory/issue-schemas';
import { issuesAtPartsDesk, StockSwitchMessages } from '@shared/inventory/stock-switches';
import { useState } from 'react';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import type { RecordColumn } from '../../../components/record-table/record-table';
import { useCursorPages } from '../../../components/record-table/use-cursor-pages';
import { notifyError, toast } from '../../../components/toast/toast-store';
import { toClientError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { useIssuePart, useWaitingParts } from '../api/issue-part-calls';
import { useIssueTracking } from './issue-tracking-fields';
import { startingWarehouse } from '@shared/inventory/starting-warehouse';
import { useWarehouses } from '../../../lib/warehouses';

type View = 'waiting' | 'issued';
const lineKey = (r: WaitingPartRow): string => `${r.DocId}#${r.LineId}`;
const qtyText = (r: WaitingPartRow, n: number): string => `${n}${r.UoM ? ` ${r.UoM}` : ''}`;

/** The chosen line: a warehouse and a quantity, issued or returned in one go; a refusal shows here. */
function IssuePanel({ row, view, onDone }: { row: WaitingPartRow; view: View; onDone: () => void }) {
  const warehouses = (useWarehouses().data ?? []).filter((w) => w.Active);
  const settings = useSession().Entity.Settings.Inventory;
  // The branch's default warehouse (DefWId), else its main one, else the only one.
  const [whId, setWhId] = useState(startingWarehouse(settings, warehouses, 'stock'));
  const [qty, setQty] = useState(String(view === 'waiting' ? row.ToIssue : row.IQty));
  const [problem, setProblem] = useState<string | undefined>();
  const move = useIssuePart();
  const back = view === 'issued';
  const tracking = useIssueTracking(row, back, whId);

  const submit = async () => {
    setProblem(undefined);
    try {
      const answer = await move.mutateAsync({
        body: {
          DocId: row.DocId,
          LineId: row.LineId,
          WhId: whId,
          Qty: qty.trim() === '' ? Number.NaN : Number(qty),
          ...tracking.body,
        },
        back,
      });
      toast.success(`${answer.message} ${row.Num}: ${row.Desc} issued ${answer.IQty} of ${answer.Qty}.`);
      onDone();
    } catch (error) {
      const refused = toClientError(error);
      // A refusal of the rules ('Insufficient Quantity.', more than required) stays beside the line; the rest is a toast.
      if (refused.code === 400 || refused.code === 404) setProblem(refused.message);
      else notifyError(error);
    }
  };

  return (
    <form
      aria-label={back ? 'Return part' : 'Issue part'}
      className="kk-record-card"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <strong>{`${row.Num} · ${row.PCode ? `${row.PCode} · ` : ''}${row.Desc}`}</strong>
      <span>{`Required ${qtyText(row, row.Qty)}, issued ${qtyText(row, row.IQty)}`}</span>
      {problem ? (
        <Alert variation="error" className="kk-record-card__wide">
          {problem}
        </Alert>
      ) : null}
      <Flex className="kk-record-card__wide" gap="small" wrap="wrap" alignItems="flex-end">
        <SelectField
          label="Warehouse"
          placeholder="Choose a warehouse"
          value={whId}
          onChange={(e) => setWhId(e.target.value)}
        >
          {warehouses.map((w) => (
            <option key={w._id} value={w._id}>
              {w.Name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={back ? 'Quantity to return' : 'Quantity to issue'}
          inputMode="decimal"
          value={qty}
          onChange={(e) => setQty(e.target.value)}
        />
        {tracking.fields}
        <Button type="submit" variation="primary" size="small" isLoading={move.isPending}>
          {back ? 'Return to stock' : 'Issue'}
        </Button>
      </Flex>
    </form>
  );
}

/**
 * items/IssueParts (docs/inventory.md §10): the part lines of open repair
 * orders waiting for stock, or (Issued) those with parts issued, to return. The
 * clerk picks a line, a warehouse and a quantity; the order's line and the
 * stock move together.
 */
export function IssueParts() {
  // A branch without a parts desk (Inventory setting Issue off) issues at the order's completion (docs/inventory-reservations.md §9).
  const deskOff = !issuesAtPartsDesk(useSession().Entity.Settings.Inventory);
  const [view, setView] = useState<View>('waiting');
  const [chosen, setChosen] = useState<string | undefined>();
  const pages = useCursorPages(view);
  const result = useWaitingParts({
    ...(view === 'issued' ? { Issued: 'true' as const } : {}),
    ...(pages.cursor ? { Cursor: pages.cursor } : {}),
  });
  const rows = result.data?.Items;
  const row = rows?.find((r) => lineKey(r) === chosen);
  const pick = (r: WaitingPartRow) => (
    <Button size="small" onClick={() => setChosen(lineKey(r))} aria-label={`Choose ${r.Num} ${r.Desc}`}>
      {view === 'issued' ? 'Return' : 'Issue'}
    </Button>
  );
  const columns: RecordColumn<WaitingPartRow>[] = [
    { id: 'Num', header: 'Repair order', cell: (r) => r.Num },
    { id: 'Veh', header: 'Vehicle', cell: (r) => [r.RegNo, r.CustName].filter(Boolean).join(' · ') },
    { id: 'PCode', header: 'Code', cell: (r) => r.PCode ?? '' },
    // What a tracked line holds (batch or serial numbers) beside the part, so a return names the right ones.
    { id: 'Desc', header: 'Part', cell: (r) => [r.Desc, r.Batch].filter(Boolean).join(' · ') },
    {
      id: 'Qty',
      header: <span className="kk-amount">Required</span>,
      cell: (r) => <div className="kk-amount">{qtyText(r, r.Qty)}</div>,
    },
    {
      id: 'IQty',
      header: <span className="kk-amount">Issued</span>,
      cell: (r) => <div className="kk-amount">{qtyText(r, r.IQty)}</div>,
    },
    { id: 'Pick', header: '', cell: pick },
  ];
  const switchTo = (next: View) => {
    setView(next);
    setChosen(undefined);
  };
  return (
    <div className="kk-screen">
      <div className="kk-screen__bar" role="group" aria-label="Lines">
        <Button size="small" variation={view === 'waiting' ? 'primary' : undefined} onClick={() => switchTo('waiting')}>
          Waiting
        </Button>
        <Button size="small" variation={view === 'issued' ? 'primary' : undefined} onClick={() => switchTo('issued')}>
          Issued
        </Button>
      </div>
      {deskOff ? <Alert variation="info">{StockSwitchMessages.issueOff}</Alert> : null}
      {row ? <IssuePanel key={chosen} row={row} view={view} onDone={() => setChosen(undefined)} /> : null}
      <RecordTableOrCards
        caption={view === 'issued' ? 'Parts issued to open repair orders' : 'Parts waiting to be issued'}
        columns={columns}
        rows={rows}
        rowKey={lineKey}
        emptyText={view === 'issued' ? 'No parts issued to open orders.' : 'No parts waiting to be issued.'}
        isLoading={result.isPending}
        error={result.isError ? result.error : null}
        onRetry={() => void result.refetch()}
        rowTestId="waiting-part-row"
        paging={{ pages, next: result.data?.Next }}
        card={(r) => (
          <div className="kk-record-card">
            <strong>{`${r.Num} · ${r.Desc}`}</strong>
            <span>{`Required ${qtyText(r, r.Qty)}, issued ${qtyText(r, r.IQty)}`}</span>
            {r.Batch ? <span className="kk-record-card__muted">{r.Batch}</span> : null}
            {pick(r)}
          </div>
        )}
      />
    </div>
  );
}
