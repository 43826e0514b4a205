import { ApiError, ErrorCode } from '@shared/api/errors';
import type { salesReturnRoutes } from '@shared/api/routes/sales-returns';
import type { ReceiptAnswer } from '@shared/sales/receipt-schemas';
import { canReopenSalesReceipt } from '@shared/sales/sales-access';
import { SalesMessages } from '@shared/sales/sales-messages';
import { reopenReceipt } from '../data/sales/receipt-reopen';
import { branchNow } from '../lib/branch-context';
import type { Call } from '../lib/http/call';
import { decideSale, salesContext, toReceiptAnswer } from './receipt-calls';

/**
 * A receipt of today re-opened and saved again under its number (ReOpenSR,
 * docs/sales.md §13): the body is decided exactly as a new sale's (buyer,
 * prices, GST, discounts within the user's limits, payments to the paisa),
 * then the saved receipt is reversed and the new one applied in one transaction.
 */
export async function reopenOneReceipt(call: Call<typeof salesReturnRoutes.reopenReceipt>): Promise<ReceiptAnswer> {
  const ctx = salesContext(call);
  if (!canReopenSalesReceipt(ctx.access)) throw new ApiError(ErrorCode.Forbidden, SalesMessages.cancelNotAllowed);
  const { ver, ...body } = call.body;
  const sale = await decideSale(call.session, ctx, body);
  const stored = await reopenReceipt({
    orgId: ctx.actor.orgId,
    entId: ctx.actor.entityId,
    actor: { userId: ctx.actor.userId, userName: ctx.actor.userName },
    receiptId: call.params.Id,
    ver,
    today: branchNow(ctx).date,
    head: sale.head,
    lines: sale.lines,
    gst: sale.gst,
    blockShort: sale.blockShort,
  });
  return toReceiptAnswer(stored);
}

export const receiptReopenCalls = { reopenReceipt: reopenOneReceipt };
