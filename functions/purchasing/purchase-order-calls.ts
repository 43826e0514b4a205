import { ApiError, ErrorCode, type FieldError } from '@shared/api/errors';
import type { purchasingRoutes } from '@shared/api/routes/purchasing';
import { PurchaseMessages } from '@shared/purchasing/purchase-messages';
import { PARTS_ORDER_STATUS } from '@shared/purchasing/purchase-statuses';
import { readRequests } from '../data/purchasing/parts-order-writes';
import {
  checkVer,
  createPurchaseOrder,
  listPurchaseOrders,
  purchaseOrderIn,
  readPurchaseOrder,
  savePurchaseOrder,
} from '../data/purchasing/purchase-orders-repo';
import { stepOrder } from '../data/purchasing/po-steps-repo';
import { nowIso } from '../data/table/keys';
import { checkPoAction } from '../lib/po-action-check';
import type { PurchaseOrderLine, StoredPurchaseOrder } from '../data/purchasing/purchase-records';
import { branchNow, serviceContext, type ServiceContext } from '../lib/branch-context';
import type { Call, SessionContext } from '../lib/http/call';
import { toPurchaseOrderAnswer, toPurchaseOrderRow } from '../lib/purchase-answers';
import { checkFeature, planOrder, refuse, type OrderLineInput } from '../lib/purchase-plan';

/**
 * Purchase orders and parts orders (docs/purchasing.md §4, §5): the call checks
 * and prices with the shared rules (purchase-plan.ts), the repository writes
 * one transaction per step. A draft is saved at its `ver`; Send and Cancel
 * name the `ver` they were shown.
 */

const actorOf = (ctx: ServiceContext) => ({ userId: ctx.actor.userId, userName: ctx.actor.userName });

function contextOf(session: SessionContext): ServiceContext {
  const ctx = serviceContext(session);
  checkFeature(ctx);
  return ctx;
}

export async function createOrder(call: Call<typeof purchasingRoutes.createPurchaseOrder>) {
  const ctx = contextOf(call.session);
  const date = branchNow(ctx).date;
  const plan = await planOrder(ctx, call.body, date);
  const stored = await createPurchaseOrder({
    orgId: ctx.actor.orgId,
    entId: ctx.actor.entityId,
    date,
    actor: actorOf(ctx),
    plan,
  });
  return toPurchaseOrderAnswer(stored);
}

export async function readOrder(call: Call<typeof purchasingRoutes.purchaseOrder>) {
  const ctx = contextOf(call.session);
  const doc = await readPurchaseOrder(ctx.actor.orgId, ctx.actor.entityId, call.params.Id);
  if (!doc) throw new ApiError(ErrorCode.NotFound, PurchaseMessages.notFound);
  return toPurchaseOrderAnswer(doc);
}

export async function searchOrders(call: Call<typeof purchasingRoutes.purchaseOrders>) {
  const ctx = contextOf(call.session);
  const page = await listPurchaseOrders(ctx.actor.orgId, ctx.actor.entityId, {
    sts: call.query.Sts,
    limit: call.query.Limit,
    cursor: call.query.Cursor,
  });
  return { Items: page.items.map(toPurchaseOrderRow), ...(page.next ? { Next: page.next } : {}) };
}

const lineInputsOf = (doc: StoredPurchaseOrder): OrderLineInput[] =>
  doc.lines.Lines.map((stored) => {
    const l = stored as unknown as PurchaseOrderLine;
    return {
      ItemId: l.ItemId,
      Qty: l.Qty,
      Rate: l.Rate,
      ...(l.WoId && l.WoLineId ? { Wo: { WoId: l.WoId, WoNum: l.WoNum, WoLineId: l.WoLineId } } : {}),
    };
  });

/** Lines saved anew keep the repair order line of a stored line of the same item, each link once. */
function keepLinks(body: readonly { ItemId: string; Qty: number; Rate: number }[], stored: OrderLineInput[]) {
  const links = stored.filter((l) => l.Wo);
  return body.map((line): OrderLineInput => {
    const at = links.findIndex((l) => l.ItemId === line.ItemId);
    const link = at >= 0 ? links.splice(at, 1)[0] : undefined;
    return { ...line, ...(link?.Wo ? { Wo: link.Wo } : {}) };
  });
}

export async function saveOrder(call: Call<typeof purchasingRoutes.savePurchaseOrder>) {
  const ctx = contextOf(call.session);
  const before = await purchaseOrderIn(ctx.actor.orgId, ctx.actor.entityId, call.params.Id);
  checkVer(before, call.body.ver);
  // An order once approved or sent is amended as Modified (docs/purchasing.md §18): the table says who may.
  const Sts = checkPoAction(ctx, before, 'Edit');
  const body = call.body;
  const stored = lineInputsOf(before);
  const expDate = body.ExpDate === null ? undefined : (body.ExpDate ?? before.head.ExpDate);
  const plan = await planOrder(
    ctx,
    {
      VendId: body.VendId ?? before.head.VendId,
      WhId: body.WhId ?? before.head.WhId,
      ExpDate: expDate,
      Notes: body.Notes ?? before.head.Notes,
      Lines: body.Lines ? keepLinks(body.Lines, stored) : stored,
    },
    before.head.Date,
  );
  return toPurchaseOrderAnswer(await savePurchaseOrder(before, plan, actorOf(ctx), Sts));
}

async function step(
  call: { session: SessionContext; params: { Id: string }; body: { ver: number } },
  action: 'Send' | 'Cancel',
) {
  const ctx = contextOf(call.session);
  const before = await purchaseOrderIn(ctx.actor.orgId, ctx.actor.entityId, call.params.Id);
  checkVer(before, call.body.ver);
  const Sts = checkPoAction(ctx, before, action);
  // 'Mark as sent' (handed over or phoned in): when and by whom; the link by SMS and e-mail is SendToVendor's.
  const fields = action === 'Send' ? { SentAt: nowIso(), SentBy: ctx.actor.userId } : undefined;
  return toPurchaseOrderAnswer(await stepOrder({ before, Sts, action, actor: actorOf(ctx), fields }));
}

export const sendOrder = (call: Call<typeof purchasingRoutes.sendPurchaseOrder>) => step(call, 'Send');
export const cancelOrder = (call: Call<typeof purchasingRoutes.cancelPurchaseOrder>) => step(call, 'Cancel');

/** A parts order: New requested parts of the branch's repair orders, ordered from one vendor, one line each. */
export async function createPartsOrder(call: Call<typeof purchasingRoutes.createPartsOrder>) {
  const ctx = contextOf(call.session);
  const { orgId, entityId } = ctx.actor;
  const body = call.body;
  const requests = await readRequests(orgId, entityId, body.Lines);
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  body.Lines.forEach((line, i) => {
    const key = `${line.DocId}#${line.LineId}`;
    const request = requests[i];
    if (seen.has(key)) errors.push({ path: `Lines.${i}.LineId`, message: PurchaseMessages.requestTwice });
    seen.add(key);
    if (!request || request.Qty <= 0)
      errors.push({ path: `Lines.${i}.LineId`, message: PurchaseMessages.requestUnknown });
    else if (request.Sts !== PARTS_ORDER_STATUS.new)
      errors.push({ path: `Lines.${i}.LineId`, message: PurchaseMessages.requestNotNew(request.Sts) });
  });
  if (errors.length > 0) refuse(errors);
  const date = branchNow(ctx).date;
  const found = requests.filter((r) => r !== undefined);
  const plan = await planOrder(
    ctx,
    {
      VendId: body.VendId,
      WhId: body.WhId,
      ExpDate: body.ExpDate,
      Notes: body.Notes,
      Lines: body.Lines.map((line, i) => {
        const request = found[i];
        return {
          ItemId: request?.ItemId ?? '',
          Qty: request?.Qty ?? 0,
          Rate: line.Rate,
          Wo: { WoId: line.DocId, WoNum: request?.DocNum, WoLineId: line.LineId },
        };
      }),
    },
    date,
  );
  const stored = await createPurchaseOrder({
    orgId,
    entId: entityId,
    date,
    actor: actorOf(ctx),
    plan,
    requests: found,
  });
  return toPurchaseOrderAnswer(stored);
}
