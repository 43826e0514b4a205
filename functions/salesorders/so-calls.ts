import { hasResourceRight } from '@shared/access/resource-access';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import type { packageRoutes } from '@shared/api/routes/packages';
import type { soReturnRoutes } from '@shared/api/routes/so-returns';
import type { salesOrderRoutes } from '@shared/api/routes/sales-orders';
import { SalesOrderMessages as M } from '@shared/sales-orders/so-messages';
import type { SalesDocAnswer, SalesDocCreateBody } from '@shared/sales-orders/so-schemas';
import { estimateValidUntil, storedOpeningStatus } from '@shared/sales-orders/sales-settings';
import { isApproved, OPENING_STATUSES, SE_STATUSES, SO_STATUSES } from '@shared/sales-orders/so-statuses';
import { listAudit } from '../data/documents/document-read';
import { salesLines, type SalesDocHead, type SalesDocKind } from '../data/sales-orders/so-records';
import {
  createSalesDoc,
  findSalesDocByNumber,
  listSalesDocs,
  readSalesDoc,
  salesDocAt,
  saveSalesDoc,
} from '../data/sales-orders/so-repo';
import type { Call, FamilyImplementation, SessionContext } from '../lib/http/call';
import { toSalesAnswer, toSalesRow } from './so-answers';
import {
  actorOf,
  hasSalesFlag,
  KIND,
  planSalesDoc,
  refuse,
  salesOrderContext,
  savedLines,
  todayOf,
  type SaveBody,
} from './so-context';

/**
 * Sales orders and sales estimates (docs/sales-orders.md §6): created as Draft
 * or New with the next number of the branch's series, saved at `ver` (what a
 * save leaves out stays; an approved one only with EdApprSO / EdApprEst),
 * approved with ApprSO / ApprEst, cancelled, closed or declined along the table
 * of statuses (shared/sales-orders/so-statuses.ts), listed newest first by
 * status with the counts, found by number or customer, and their audit log.
 * Every refusal is found before anything is written.
 */

type Routes = typeof salesOrderRoutes;
type Session = { session: SessionContext };

const notFound = (kind: SalesDocKind) =>
  new ApiError(ErrorCode.NotFound, kind === 'SalesOrder' ? M.notFound : M.estimateNotFound);

async function create(kind: SalesDocKind, call: Session & { body: SalesDocCreateBody }): Promise<SalesDocAnswer> {
  const ctx = salesOrderContext(call.session);
  const date = todayOf(ctx);
  const settings = ctx.entity.Settings;
  const named =
    kind === 'SalesEstimate' && !call.body.ExpDate
      ? { ...call.body, ExpDate: estimateValidUntil(settings, date) }
      : call.body;
  const plan = await planSalesDoc(ctx, named, date);
  const common = ctx.entity.Settings.Common;
  const stored = await createSalesDoc({
    kind,
    orgId: ctx.actor.orgId,
    entId: ctx.actor.entityId,
    date,
    fyStart: common.General?.FYStart,
    first: kind === 'SalesOrder' ? common.NextNo?.SO : undefined,
    actor: actorOf(ctx),
    sts: storedOpeningStatus(kind, call.body.Sts ?? OPENING_STATUSES[1], settings),
    fields: plan.fields,
    lines: plan.lines,
  });
  return toSalesAnswer(stored);
}

async function save(kind: SalesDocKind, call: Session & { params: { Id: string }; body: SaveBody }) {
  const ctx = salesOrderContext(call.session);
  const k = KIND[kind];
  const body = call.body;
  const before = await salesDocAt(kind, ctx.actor.orgId, ctx.actor.entityId, call.params.Id, body.ver);
  const sts = before.head.Sts;
  if (!k.moves.save?.from.includes(sts)) refuse('Sts', k.notEditable(sts));
  if (isApproved(sts) && !hasSalesFlag(ctx, k.editApprovedFlag))
    throw new ApiError(ErrorCode.Forbidden, k.editApproved);
  if (body.Sts && !(OPENING_STATUSES as readonly string[]).includes(sts)) refuse('Sts', M.openingStatus);
  const h = before.head;
  const pick = <K extends keyof SaveBody & keyof SalesDocHead>(key: K) =>
    body[key] !== undefined ? body[key] : h[key];
  const plan = await planSalesDoc(
    ctx,
    {
      Cust: body.Cust ?? h.Cust,
      WhId: pick('WhId') as string | undefined,
      ExpDate: pick('ExpDate') as string | undefined,
      RefNo: pick('RefNo') as string | undefined,
      Disc: pick('Disc') as number | undefined,
      Perc: pick('Perc') as boolean | undefined,
      Notes: pick('Notes') as string | undefined,
      Lines: savedLines(before, body),
    },
    // Priced on the day the document was made (the price lists of that day), not the day it is edited.
    h.CrDate,
  );
  const stored = await saveSalesDoc({
    before,
    head: { ...plan.fields, ...(body.Sts ? { Sts: storedOpeningStatus(kind, body.Sts, ctx.entity.Settings) } : {}) },
    lines: plan.lines,
    action: 'Update',
    actor: actorOf(ctx),
  });
  return toSalesAnswer(stored);
}

async function approve(kind: SalesDocKind, call: Session & { params: { Id: string }; body: { ver: number } }) {
  const ctx = salesOrderContext(call.session);
  const k = KIND[kind];
  if (!hasSalesFlag(ctx, k.approveFlag)) throw new ApiError(ErrorCode.Forbidden, k.approveRight);
  const before = await salesDocAt(kind, ctx.actor.orgId, ctx.actor.entityId, call.params.Id, call.body.ver);
  if (!k.moves.approve?.from.includes(before.head.Sts)) refuse('Sts', k.notStep('approved', before.head.Sts));
  const unmatched = salesLines(before).find((l) => l.Unmatched);
  if (unmatched) refuse('Lines', M.unmatched(unmatched.PCode ?? unmatched.Desc));
  const stored = await saveSalesDoc({
    before,
    head: {
      Sts: k.moves.approve?.to,
      ApprBy: ctx.actor.userId,
      ...(ctx.actor.userName ? { ApprByName: ctx.actor.userName } : {}),
      ApprAt: new Date().toISOString(),
    },
    action: 'Approve',
    actor: actorOf(ctx),
  });
  return toSalesAnswer(stored);
}

const ENDS = { cancel: 'cancelled', close: 'closed', decline: 'declined' } as const;

async function end(
  kind: SalesDocKind,
  step: keyof typeof ENDS,
  call: Session & { params: { Id: string }; body: { ver: number; Reason: string } },
) {
  const ctx = salesOrderContext(call.session);
  const k = KIND[kind];
  const before = await salesDocAt(kind, ctx.actor.orgId, ctx.actor.entityId, call.params.Id, call.body.ver);
  const move = k.moves[step];
  if (!move?.from.includes(before.head.Sts)) refuse('Sts', k.notStep(ENDS[step], before.head.Sts));
  // An order something was packed or invoiced against is closed (what is left will not go), never cancelled.
  if (step === 'cancel' && Object.values(before.head.Ful ?? {}).some((f) => f.PkM > 0 || f.InM > 0))
    refuse('Sts', M.notStep('cancelled: goods were packed or invoiced on it; close it instead', before.head.Sts));
  const stored = await saveSalesDoc({
    before,
    head: { Sts: move?.to, Reason: call.body.Reason },
    action: step === 'cancel' ? 'Cancel' : step === 'close' ? 'Close' : 'Decline',
    actor: actorOf(ctx),
  });
  return toSalesAnswer(stored);
}

async function readOne(kind: SalesDocKind, call: Session & { params: { Id: string } }) {
  const ctx = salesOrderContext(call.session);
  const doc = await readSalesDoc(kind, ctx.actor.orgId, ctx.actor.entityId, call.params.Id);
  if (!doc) throw notFound(kind);
  return toSalesAnswer(doc);
}

async function list(
  kind: SalesDocKind,
  call: Session & {
    query: {
      Sts?: string | undefined;
      Q?: string | undefined;
      Cust?: string | undefined;
      Limit: number;
      Cursor?: string | undefined;
    };
  },
) {
  const ctx = salesOrderContext(call.session);
  const { orgId, entityId } = ctx.actor;
  const statuses = kind === 'SalesOrder' ? SO_STATUSES : SE_STATUSES;
  if (call.query.Q) {
    const [doc, page] = await Promise.all([
      findSalesDocByNumber(
        kind,
        orgId,
        entityId,
        call.query.Q,
        todayOf(ctx),
        ctx.entity.Settings.Common.General?.FYStart,
      ),
      listSalesDocs(kind, orgId, entityId, { limit: 1, statuses }),
    ]);
    const rows = doc && (!call.query.Sts || doc.head.Sts === call.query.Sts) ? [toSalesRow(doc.head)] : [];
    return { Items: rows, Counts: page.counts };
  }
  const page = await listSalesDocs(kind, orgId, entityId, {
    limit: call.query.Limit,
    cursor: call.query.Cursor,
    sts: call.query.Sts,
    cust: call.query.Cust,
    statuses,
  });
  return { Items: page.items.map(toSalesRow), Counts: page.counts, ...(page.next ? { Next: page.next } : {}) };
}

async function audit(
  kind: SalesDocKind,
  call: Session & { params: { Id: string }; query: { Limit: number; Cursor?: string | undefined } },
) {
  const ctx = salesOrderContext(call.session);
  const doc = await readSalesDoc(kind, ctx.actor.orgId, ctx.actor.entityId, call.params.Id);
  if (!doc) throw notFound(kind);
  const page = await listAudit(ctx.actor.orgId, doc.head.DocId, call.query.Limit, call.query.Cursor);
  return { Items: page.items, ...(page.next ? { Next: page.next } : {}) };
}

/** "Convert to sales order" writes an order: the estimate's U and the order's C (403 without it). */
export function mayCreateOrder(call: Session): void {
  const ctx = salesOrderContext(call.session);
  if (!hasResourceRight(ctx.access, 'Sales', 'SO', 'C')) throw new ApiError(ErrorCode.Forbidden, Messages.forbidden);
}

// The family's registry also spreads fulfilment's routes (packageRoutes), answered by functions/salesorders/package-calls.ts,
// and the returns' (soReturnRoutes), answered by so-return-calls.ts.
export const salesDocCalls: Omit<
  FamilyImplementation<Routes>,
  'convertSalesEstimate' | keyof typeof packageRoutes | keyof typeof soReturnRoutes
> = {
  salesOrders: (call: Call<Routes['salesOrders']>) => list('SalesOrder', call),
  salesOrder: (call: Call<Routes['salesOrder']>) => readOne('SalesOrder', call),
  createSalesOrder: (call: Call<Routes['createSalesOrder']>) => create('SalesOrder', call),
  saveSalesOrder: (call: Call<Routes['saveSalesOrder']>) => save('SalesOrder', call),
  approveSalesOrder: (call: Call<Routes['approveSalesOrder']>) => approve('SalesOrder', call),
  cancelSalesOrder: (call: Call<Routes['cancelSalesOrder']>) => end('SalesOrder', 'cancel', call),
  closeSalesOrder: (call: Call<Routes['closeSalesOrder']>) => end('SalesOrder', 'close', call),
  salesOrderAudit: (call: Call<Routes['salesOrderAudit']>) => audit('SalesOrder', call),
  salesEstimates: (call: Call<Routes['salesEstimates']>) => list('SalesEstimate', call),
  salesEstimate: (call: Call<Routes['salesEstimate']>) => readOne('SalesEstimate', call),
  createSalesEstimate: (call: Call<Routes['createSalesEstimate']>) => create('SalesEstimate', call),
  saveSalesEstimate: (call: Call<Routes['saveSalesEstimate']>) => save('SalesEstimate', call),
  approveSalesEstimate: (call: Call<Routes['approveSalesEstimate']>) => approve('SalesEstimate', call),
  declineSalesEstimate: (call: Call<Routes['declineSalesEstimate']>) => end('SalesEstimate', 'decline', call),
  cancelSalesEstimate: (call: Call<Routes['cancelSalesEstimate']>) => end('SalesEstimate', 'cancel', call),
  salesEstimateAudit: (call: Call<Routes['salesEstimateAudit']>) => audit('SalesEstimate', call),
};
