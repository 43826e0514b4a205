import { ApiError, ErrorCode, type FieldError } from '@shared/api/errors';
import type { purchaseReturnsRoutes } from '@shared/api/routes/purchase-returns';
import { fromScaled, paiseToRupees, QTY_DIGITS, toScaled } from '@shared/documents/money-math';
import { isWholeUnit } from '@shared/inventory/adjustment-reasons';
import { InventoryMessages } from '@shared/inventory/inventory-messages';
import { isInventoryFeatureOn } from '@shared/inventory/inventory-features';
import { PurchaseMessages } from '@shared/purchasing/purchase-messages';
import { ReturnMessages } from '@shared/purchasing/return-messages';
import type { BilledLine, ReceivedLine } from '@shared/purchasing/return-lines';
import { postPurchaseReturn, readBillIn, readReceiveIn } from '../data/purchasing/purchase-returns-repo';
import { listPurchaseReturns, readPurchaseReturn } from '../data/purchasing/vendor-notes-repo';
import { branchNow, serviceContext, type ServiceContext } from '../lib/branch-context';
import type { Call } from '../lib/http/call';
import { toReturnAnswer, toReturnRow } from './return-answers';

/**
 * Purchase returns (docs/purchase-returns.md §4, §7): the call checks what it
 * can without the receive's figures (whole units whole); what is left to
 * return, the bill and the stock are decided by the repository on consistent
 * reads inside the return's own transaction.
 */

type Routes = typeof purchaseReturnsRoutes;

/** Returns go back against purchase receives: the branch's Inventory `PO` feature (platform §3 Entity Config). */
export function checkPurchasesOn(ctx: ServiceContext): void {
  if (!isInventoryFeatureOn(ctx.entity.Config, 'PO'))
    throw new ApiError(ErrorCode.Forbidden, PurchaseMessages.featureOff);
}

export const fyStartOf = (ctx: ServiceContext): number | undefined => ctx.entity.Settings.Common.General?.FYStart;

export async function createReturn(call: Call<Routes['createPurchaseReturn']>) {
  const ctx = serviceContext(call.session);
  checkPurchasesOn(ctx);
  const { orgId, entityId } = ctx.actor;
  const rec = await readReceiveIn(orgId, entityId, call.body.RecId);
  const byId = new Map(rec.lines.Lines.map((l) => [l._id, l as unknown as ReceivedLine]));
  const errors: FieldError[] = [];
  const lines = call.body.Lines.map((line, i) => {
    const got = byId.get(line.LineId);
    if (got && isWholeUnit(got.UoM) && !Number.isInteger(line.Qty))
      errors.push({ path: `Lines.${i}.Qty`, message: InventoryMessages.wholeQuantity(got.UoM ?? 'NOS') });
    return { LineId: line.LineId, QtyM: toScaled(line.Qty, QTY_DIGITS), Serials: line.Serials };
  });
  if (errors.length > 0) throw new ApiError(ErrorCode.BadRequest, errors[0]?.message ?? '', errors);
  const { ret } = await postPurchaseReturn({
    orgId,
    entId: entityId,
    date: branchNow(ctx).date,
    fyStart: fyStartOf(ctx),
    actor: { userId: ctx.actor.userId, userName: ctx.actor.userName },
    recId: call.body.RecId,
    lines,
    reason: call.body.Reason,
  });
  return toReturnAnswer(ret);
}

export async function readReturn(call: Call<Routes['purchaseReturn']>) {
  const ctx = serviceContext(call.session);
  checkPurchasesOn(ctx);
  const doc = await readPurchaseReturn(ctx.actor.orgId, ctx.actor.entityId, call.params.Id);
  if (!doc) throw new ApiError(ErrorCode.NotFound, ReturnMessages.notFound);
  return toReturnAnswer(doc);
}

export async function searchReturns(call: Call<Routes['purchaseReturns']>) {
  const ctx = serviceContext(call.session);
  checkPurchasesOn(ctx);
  const page = await listPurchaseReturns(ctx.actor.orgId, ctx.actor.entityId, {
    vendId: call.query.VendId,
    limit: call.query.Limit,
    cursor: call.query.Cursor,
  });
  return { Items: page.items.map(toReturnRow), ...(page.next ? { Next: page.next } : {}) };
}

/** What a receive has left to return, with the bill each line is on (the return form). */
export async function returnable(call: Call<Routes['returnableReceive']>) {
  const ctx = serviceContext(call.session);
  checkPurchasesOn(ctx);
  const rec = await readReceiveIn(ctx.actor.orgId, ctx.actor.entityId, call.params.Id);
  const lines = rec.lines.Lines as unknown as (ReceivedLine & { BillNum?: string })[];
  const units = (m: number) => fromScaled(m, QTY_DIGITS);
  return {
    RecId: rec.head.DocId,
    RecNum: rec.head.Num,
    Date: rec.head.Date,
    VendId: rec.head.VendId,
    VendName: rec.head.VendName,
    ...(rec.head.WhName ? { WhName: rec.head.WhName } : {}),
    Lines: lines.map((l) => {
      const gone = new Set(l.RetSerials ?? []);
      return {
        LineId: l._id,
        Desc: l.Desc,
        ...(l.UoM ? { UoM: l.UoM } : {}),
        Qty: units(l.QtyM),
        Returned: units(l.RetQtyM ?? 0),
        Left: units(l.QtyM - (l.RetQtyM ?? 0)),
        ...(l.BillId ? { BillId: l.BillId, BillNum: String(l.BillNum ?? '') } : {}),
        ...(l.Serials ? { Serials: l.Serials.filter((s) => !gone.has(s)) } : {}),
      };
    }),
  };
}

/** What a bill's lines have left to credit (the note form). */
export async function creditable(call: Call<Routes['creditableBill']>) {
  const ctx = serviceContext(call.session);
  checkPurchasesOn(ctx);
  const bill = await readBillIn(ctx.actor.orgId, ctx.actor.entityId, call.params.Id);
  const h = bill.head;
  return {
    BillId: h.DocId,
    Num: h.Num,
    VendBillNo: h.VendBillNo,
    VendBillDate: h.VendBillDate,
    VendId: h.VendId,
    VendName: h.VendName,
    ...(h.RecId ? { RecId: h.RecId } : {}),
    Due: paiseToRupees(h.PayableP - h.PaidP),
    Lines: (bill.lines.Lines as unknown as (BilledLine & { Desc: string })[]).map((l) => {
      const taxable = l.AmtP + l.ChgP;
      const credited = l.NoteP ?? 0;
      return {
        LineId: l._id,
        Desc: l.Desc,
        Taxable: paiseToRupees(taxable),
        Credited: paiseToRupees(credited),
        Left: paiseToRupees(Math.max(0, taxable - credited)),
      };
    }),
  };
}
