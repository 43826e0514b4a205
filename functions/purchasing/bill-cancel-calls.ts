import { BooksMessages } from '@shared/books/books-messages';
import { monthOf } from '@shared/books/posting';
import type { billRoutes } from '@shared/api/routes/purchasing-bills';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { readChart } from '../data/ledger/chart-repo';
import { cancelBill as cancelStoredBill } from '../data/purchasing/bill-cancel';
import { branchNow, serviceContext } from '../lib/branch-context';
import type { Call } from '../lib/http/call';
import { toBillAnswer } from '../lib/bill-answers';
import { checkBillsOn } from '../lib/bill-plan';

/**
 * POST Bills/Bills/{Id}/Cancel (docs/purchasing.md §23): the bill's reversal dated the branch's today, so
 * today's month must be open in the books (as an expense's cancel); the rules and the one transaction are
 * `cancelBill`'s.
 */
export async function cancelBill(call: Call<typeof billRoutes.cancelBill>) {
  const ctx = serviceContext(call.session);
  checkBillsOn(ctx);
  const { orgId, entityId } = ctx.actor;
  const today = branchNow(ctx).date;
  const closed = (await readChart(orgId)).Closed?.[entityId];
  if (closed && monthOf(today) <= closed) throw new ApiError(ErrorCode.BadRequest, BooksMessages.closedPeriod(closed));
  const bill = await cancelStoredBill({
    orgId,
    entId: entityId,
    actor: ctx.actor,
    billId: call.params.Id,
    ver: call.body.ver,
    reason: call.body.Reason,
    today,
  });
  return toBillAnswer(bill);
}
