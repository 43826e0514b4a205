import { ApiError, ErrorCode } from '@shared/api/errors';
import type { inventoryStatementRoutes } from '@shared/api/routes/inventory-statement';
import { DEFAULT_TIME_ZONE } from '@shared/fields/time-zone';
import { Dec, fromScaled, paiseToRupees, paiseToRupeeText, QTY_DIGITS } from '@shared/documents/money-math';
import { StatementMessages } from '@shared/inventory/statement-messages';
import type { StatementLine, StatementTotals } from '@shared/inventory/statement-schemas';
import { monthHasEnded } from '@shared/inventory/statement-months';
import type { Branch } from '../data/inventory/snapshot-build';
import type { SnapshotRow, SnapshotTotals } from '../data/inventory/snapshot-records';
import { allStatementRows, readStatement, readySnapshot, totalsOf } from '../data/inventory/snapshot-statement';
import { listWarehouses } from '../data/settings/warehouses-repo';
import { branchNow, serviceContext } from '../lib/branch-context';
import type { Call, Reply, SessionContext } from '../lib/http/call';
import { csvReply } from '../lib/http/csv-reply';

/**
 * The stock statement of a month (reports/stockstatement;
 * docs/inventory-snapshots.md §8): read from the month's snapshot, which the
 * first request of a month builds in steps of at most a few seconds each,
 * answering its progress until it is ready.
 */

type R = typeof inventoryStatementRoutes;

/** How long one request builds before it answers its progress (the Lambda's limit is 10 s). */
export const REQUEST_BUILD_MS = 4_000;

const units = (q: number): number => fromScaled(q, QTY_DIGITS);

/** The session's branch and the month asked for, refused unless it has ended in the branch's zone. */
function branchMonth(session: SessionContext, month: string): Branch {
  const ctx = serviceContext(session);
  if (!monthHasEnded(month, branchNow(ctx).date))
    throw new ApiError(ErrorCode.BadRequest, StatementMessages.notEnded, [
      { path: 'Month', message: StatementMessages.notEnded },
    ]);
  return { orgId: ctx.actor.orgId, entId: ctx.actor.entityId, zone: ctx.entity.Settings.TZ ?? DEFAULT_TIME_ZONE };
}

const toLine = (r: SnapshotRow): StatementLine => ({
  ItemId: r.ItemId,
  ...(r.PCode ? { PCode: r.PCode } : {}),
  Desc: r.Desc,
  ...(r.UoM ? { UoM: r.UoM } : {}),
  WhId: r.WhId,
  OpenQty: units(r.OpenQ),
  Open: paiseToRupees(r.OpenP),
  InQty: units(r.InQ),
  In: paiseToRupees(r.InP),
  OutQty: units(r.OutQ),
  Out: paiseToRupees(r.OutP),
  CloseQty: units(r.CloseQ),
  Close: paiseToRupees(r.CloseP),
});

const toTotals = (t: SnapshotTotals): StatementTotals => ({
  Open: paiseToRupees(t.OpenP),
  In: paiseToRupees(t.InP),
  Out: paiseToRupees(t.OutP),
  Close: paiseToRupees(t.CloseP),
});

export async function readStockStatement(call: Call<R['stockStatement']>) {
  const { Month, Wh, Limit, Cursor } = call.query;
  const branch = branchMonth(call.session, Month);
  const statement = await readStatement(branch, Month, { whId: Wh, limit: Limit, cursor: Cursor }, REQUEST_BUILD_MS);
  const { head } = statement;
  if (!('rows' in statement)) return { Month, Sts: 'Building' as const, Done: head.Done, Items: [] };
  return {
    Month,
    Sts: 'Ready' as const,
    Done: head.Done,
    Totals: toTotals(statement.totals),
    ...(head.ReadyAt ? { ReadyAt: head.ReadyAt } : {}),
    Items: statement.rows.map(toLine),
    ...(statement.next ? { Next: statement.next } : {}),
  };
}

/** Rupees with two decimals and quantities as they are, without grouping: a spreadsheet reads them as numbers. */
const rupees = paiseToRupeeText;
const qty = (q: number): string => new Dec(q).div(1000).toString();

export async function downloadStockStatement(call: Call<R['stockStatementCsv']>): Promise<Reply> {
  const { Month, Wh } = call.query;
  const branch = branchMonth(call.session, Month);
  const head = await readySnapshot(branch, Month, REQUEST_BUILD_MS);
  if (head.Sts !== 'Ready') throw new ApiError(ErrorCode.Conflict, StatementMessages.building);
  const [rows, warehouses] = await Promise.all([
    allStatementRows(branch, Month, Wh),
    listWarehouses(branch.orgId, branch.entId),
  ]);
  const name = (id: string): string => warehouses.find((w) => w._id === id)?.Name ?? id;
  const t = totalsOf(head, Wh);
  // The warehouse's name in the file name, in characters every file system and the header take as they are.
  const suffix = Wh ? `-${name(Wh).replace(/[^A-Za-z0-9_-]+/g, '-')}` : '';
  return csvReply(`Stock-statement-${Month}${suffix}.csv`, {
    header: [
      'Code',
      'Item',
      'Warehouse',
      'Unit',
      'Opening qty',
      'Opening ₹',
      'In qty',
      'In ₹',
      'Out qty',
      'Out ₹',
      'Closing qty',
      'Closing ₹',
    ],
    rows: [
      ...rows.map((r) => [
        r.PCode ?? '',
        r.Desc,
        name(r.WhId),
        r.UoM ?? '',
        qty(r.OpenQ),
        rupees(r.OpenP),
        qty(r.InQ),
        rupees(r.InP),
        qty(r.OutQ),
        rupees(r.OutP),
        qty(r.CloseQ),
        rupees(r.CloseP),
      ]),
      [
        '',
        'Total',
        Wh ? name(Wh) : '',
        '',
        '',
        rupees(t.OpenP),
        '',
        rupees(t.InP),
        '',
        rupees(t.OutP),
        '',
        rupees(t.CloseP),
      ],
    ],
  });
}

export const statementCalls = { stockStatement: readStockStatement, stockStatementCsv: downloadStockStatement };
