import { salesWarehouseOf } from '@shared/sales-orders/sales-settings';
import { hasAccessFlag } from '@shared/access/module-access';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { SalesOrderMessages as M } from '@shared/sales-orders/so-messages';
import type { SalesDocCreateBody, SalesDocSaveBody } from '@shared/sales-orders/so-schemas';
import { salesOrdersOn } from '@shared/sales-orders/so-feature';
import { SE_MOVES, SO_MOVES } from '@shared/sales-orders/so-statuses';
import type { SalesDocFields, SalesDocKind, SalesLinePlan, StoredSalesDoc } from '../data/sales-orders/so-records';
import { salesLines } from '../data/sales-orders/so-records';
import { branchNow, serviceContext, type ServiceContext } from '../lib/branch-context';
import type { SessionContext } from '../lib/http/call';
import { headAmountsOf } from '@shared/sales/receipt-totals';
import { salesBuyerOf } from '../lib/sales-doc-buyer';
import { priceSalesLines, type SalesLineRequest } from '../lib/sales-doc-lines';

/**
 * What the sales order and sales estimate calls share (docs/sales-orders.md §4):
 * the branch's Sales feature SO gate, each kind's flags and messages, and a
 * document's customer, lines and figures worked out from what a body names.
 */

/** The calls of a branch whose entity configuration switches the Sales feature SO off are refused (403). */
export function salesOrderContext(session: SessionContext): ServiceContext {
  const ctx = serviceContext(session);
  if (!salesOrdersOn(ctx.entity.Config)) throw new ApiError(ErrorCode.Forbidden, M.featureOff);
  return ctx;
}

/** Each kind's flags and texts: one table, so the order's and the estimate's calls are the same code. */
export const KIND = {
  SalesOrder: {
    approveFlag: 'ApprSO',
    editApprovedFlag: 'EdApprSO',
    approveRight: M.approveRight,
    editApproved: M.editApproved,
    notEditable: M.notEditable,
    notStep: M.notStep,
    moves: SO_MOVES as Record<string, { from: readonly string[]; to: string | undefined }>,
  },
  SalesEstimate: {
    approveFlag: 'ApprEst',
    editApprovedFlag: 'EdApprEst',
    approveRight: M.approveEstimateRight,
    editApproved: M.editApprovedEstimate,
    notEditable: M.estimateNotEditable,
    notStep: M.estimateNotStep,
    moves: SE_MOVES as Record<string, { from: readonly string[]; to: string | undefined }>,
  },
} as const;

export const hasSalesFlag = (ctx: ServiceContext, flag: 'ApprSO' | 'EdApprSO' | 'ApprEst' | 'EdApprEst'): boolean =>
  hasAccessFlag(ctx.access, 'Sales', flag);

export const refuse = (path: string, message: string): never => {
  throw new ApiError(ErrorCode.BadRequest, message, [{ path, message }]);
};

export const actorOf = (ctx: ServiceContext) => ({ userId: ctx.actor.userId, userName: ctx.actor.userName });
export const todayOf = (ctx: ServiceContext): string => branchNow(ctx).date;

type Named = Pick<SalesDocCreateBody, 'Cust' | 'WhId' | 'ExpDate' | 'RefNo' | 'Disc' | 'Perc' | 'Notes'>;

/** A document's customer, supply, lines and figures from what is named; `date` prices the lines (price lists' days). */
export async function planSalesDoc(
  ctx: ServiceContext,
  named: Named & { Lines: readonly (SalesLineRequest & { keepId?: string | undefined })[] },
  date: string,
): Promise<{ fields: SalesDocFields; lines: (SalesLinePlan & { keepId?: string | undefined })[] }> {
  if (named.ExpDate && named.ExpDate < date) refuse('ExpDate', M.expectedBeforeDate);
  const buyer = await salesBuyerOf(ctx, named.Cust);
  const priced = await priceSalesLines(ctx.session, ctx, named, { date, intra: buyer.IntraState, cat: buyer.Cat });
  const a = priced.amounts;
  return {
    fields: {
      ...buyer,
      WhId: named.WhId ?? salesWarehouseOf(ctx.entity.Settings),
      ExpDate: named.ExpDate,
      RefNo: named.RefNo,
      Disc: named.Disc,
      Perc: named.Disc ? named.Perc === true : undefined,
      Notes: named.Notes,
      ...headAmountsOf(a),
    },
    lines: priced.lines.map((line, i) => ({ ...line, keepId: named.Lines[i]?.keepId })),
  };
}

/** A stored line as a body would name it again (re-priced when the customer or the lines change). */
export const requestOfLine = (line: ReturnType<typeof salesLines>[number]): SalesLineRequest & { keepId: string } =>
  line.ItemId
    ? { keepId: line._id, ItemId: line.ItemId, Qty: line.Qty, UnPr: line.UnPr, Disc: line.Disc, Desc: line.Desc }
    : {
        keepId: line._id,
        Qty: line.Qty,
        UnPr: line.UnPr,
        Disc: line.Disc,
        Unmatched: { PCode: line.PCode, Desc: line.Desc, UoM: line.UoM },
      };

/** A save's lines: an `_id` must be a line of the document; fulfilled lines may not go or shrink below what went out. */
export function savedLines(
  before: StoredSalesDoc,
  body: Pick<SalesDocSaveBody, 'Lines'>,
): (SalesLineRequest & { keepId?: string | undefined })[] {
  const old = salesLines(before);
  if (!body.Lines) return old.map(requestOfLine);
  const ids = new Set(old.map((l) => l._id));
  const lines = body.Lines.map((l, i) => {
    if (l._id && !ids.has(l._id)) refuse(`Lines.${i}._id`, M.lineUnknown(l._id));
    const { _id, ...rest } = l;
    return { ...rest, keepId: _id };
  });
  const ful = before.head.Ful ?? {};
  for (const line of old) {
    const f = ful[line._id];
    const outM = Math.max(f?.PkM ?? 0, f?.InM ?? 0);
    if (outM <= 0) continue;
    const kept = lines.find((l) => l.keepId === line._id);
    if (!kept) refuse('Lines', M.fulfilledLineRemoved(line.Desc));
    else if (Math.round(kept.Qty * 1000) < outM) refuse('Lines', M.belowFulfilled(line.Desc));
  }
  return lines;
}

export type Kind = SalesDocKind;
export type SaveBody = SalesDocSaveBody;
