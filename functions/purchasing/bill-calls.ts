import { ApiError, ErrorCode } from '@shared/api/errors';
import type { billRoutes } from '@shared/api/routes/purchasing-bills';
import { paiseToRupees } from '@shared/documents/money-math';
import { BillMessages } from '@shared/purchasing/bill-messages';
import { listBills, readBill } from '../data/purchasing/bill-lists';
import { createBill as saveBill } from '../data/purchasing/bills-repo';
import { readVendorBalance } from '../data/purchasing/vendor-balance';
import { serviceContext } from '../lib/branch-context';
import type { Call } from '../lib/http/call';
import { toBillAnswer, toBillRow } from '../lib/bill-answers';
import { checkBillsOn, planBill } from '../lib/bill-plan';
import { unfinishedBillOfReceive } from '../data/purchasing/bill-value-parts';

/** Vendor bills (docs/purchasing.md §9, §12): record one, open one, list them, a vendor's balance. */

export async function createBill(call: Call<typeof billRoutes.createBill>) {
  const ctx = serviceContext(call.session);
  checkBillsOn(ctx);
  const plan = await planBill(ctx, call.body).catch(async (error: unknown) => {
    // The same bill sent again after its value parts stopped (docs/purchasing-journey.md §4): that bill, finished.
    const { orgId, entityId } = ctx.actor;
    const again = call.body.RecId
      ? await unfinishedBillOfReceive(orgId, entityId, call.body.RecId, call.body.VendBillNo)
      : undefined;
    if (again) return again;
    throw error;
  });
  return toBillAnswer('head' in plan ? plan : await saveBill(plan));
}

export async function readOneBill(call: Call<typeof billRoutes.bill>) {
  const ctx = serviceContext(call.session);
  checkBillsOn(ctx);
  const doc = await readBill(ctx.actor.orgId, ctx.actor.entityId, call.params.Id);
  if (!doc) throw new ApiError(ErrorCode.NotFound, BillMessages.notFound);
  return toBillAnswer(doc);
}

export async function searchBills(call: Call<typeof billRoutes.bills>) {
  const ctx = serviceContext(call.session);
  checkBillsOn(ctx);
  const page = await listBills(ctx.actor.orgId, ctx.actor.entityId, {
    vendId: call.query.VendId,
    limit: call.query.Limit,
    cursor: call.query.Cursor,
  });
  return { Items: page.items.map(toBillRow), ...(page.next ? { Next: page.next } : {}) };
}

export async function vendorBalance(call: Call<typeof billRoutes.vendorBalance>) {
  const ctx = serviceContext(call.session);
  checkBillsOn(ctx);
  const b = await readVendorBalance(ctx.actor.orgId, ctx.actor.entityId, call.params.VendId);
  return {
    VendId: call.params.VendId,
    Billed: paiseToRupees(b.BilledP),
    Paid: paiseToRupees(b.PaidP),
    Balance: paiseToRupees(b.BilledP - b.PaidP),
  };
}
