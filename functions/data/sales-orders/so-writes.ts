import { headChangeWrites, type AlsoWrites, type TakenNumber } from '../documents/documents-repo';
import { nowIso } from '../table/keys';
import type { Write } from '../table/transact';
import { createSalesDoc, readSalesDoc, salesDocAt, type Actor } from './so-repo';
import type { SalesDocFields, SalesDocHead, SalesLinePlan, StoredSalesDoc } from './so-records';
import { SO_STATUS } from '@shared/sales-orders/so-statuses';

/**
 * What other modules do with a sales order (docs/sales-orders.md §8), each
 * through the sales order's own type: ConnectX creates one from a connected
 * buyer's purchase order in one transaction with its own records; fulfilment
 * (packages, shipments, delivery, invoicing) changes its header at the `ver`
 * it read, inside its own transaction. No module builds a sales order's items itself.
 */

export type NewSalesOrder = {
  orgId: string;
  entId: string;
  /** The branch's day (`branchNow(ctx).date`). */
  date: string;
  fyStart?: number | undefined;
  first?: number | undefined;
  actor: Actor;
  /** Draft or New (an order from a connected PO arrives New). */
  sts?: typeof SO_STATUS.draft | typeof SO_STATUS.new;
  /** The buyer (functions/lib/sales-doc-buyer.ts `salesBuyerOf`), figures (functions/lib/sales-doc-lines.ts) and the rest. */
  fields: SalesDocFields;
  lines: readonly SalesLinePlan[];
  docId?: string;
  /** The caller's own writes, made with the order's number and id, in the order's transaction. */
  also?: (number: TakenNumber, docId: string) => AlsoWrites;
};

/** A new sales order with its gapless number, the caller's writes in the same transaction. */
export const createSalesOrder = (o: NewSalesOrder): Promise<StoredSalesDoc> =>
  createSalesDoc({
    kind: 'SalesOrder',
    orgId: o.orgId,
    entId: o.entId,
    date: o.date,
    fyStart: o.fyStart,
    first: o.first,
    actor: o.actor,
    sts: o.sts ?? SO_STATUS.new,
    fields: o.fields,
    lines: o.lines,
    ...(o.docId ? { docId: o.docId } : {}),
    ...(o.also ? { also: o.also } : {}),
  });

/** A sales order of the branch (undefined when not one); `consistent` for a change. */
export const readSalesOrder = (orgId: string, entId: string, docId: string, consistent = false) =>
  readSalesDoc('SalesOrder', orgId, entId, docId, consistent);

/** The sales order at the `ver` the caller showed: 404 / 409 as the order's own calls answer. */
export const salesOrderAt = (orgId: string, entId: string, docId: string, ver: number) =>
  salesDocAt('SalesOrder', orgId, entId, docId, ver);

/**
 * The writes of a change of a sales order's header at the `ver` read (fulfilment's `Ful`, `Invoices`,
 * `ShipSts` and `Sts` along SO_MOVES), for the caller's transaction: the header only if still at that
 * `ver` (409 otherwise), its lists and status counts moved, and an audit record under `audit.Action`.
 */
export function salesOrderHeadWrites(
  before: SalesDocHead,
  patch: Partial<Pick<SalesDocHead, 'Sts' | 'Ful' | 'Invoices' | 'ShipSts'>> & Readonly<Record<string, unknown>>,
  audit: { Action: string; By: string; ByName?: string | undefined },
  at = nowIso(),
): Write[] {
  const { ver: _ver, ...rest } = before;
  return headChangeWrites<SalesDocHead>(
    before,
    { ...rest, ...patch } as Omit<SalesDocHead, 'ver'>,
    { Action: audit.Action, By: audit.By, ...(audit.ByName ? { ByName: audit.ByName } : {}) },
    at,
  ).writes;
}
