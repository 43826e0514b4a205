import { ApiError, ErrorCode } from '@shared/api/errors';
import type { invoicesRoutes } from '@shared/api/routes/invoices';
import { writeOffPosting, writeOffRefusal, type WriteOffRecord } from '@shared/books/write-off';
import { WriteOffMessages } from '@shared/books/write-off-messages';
import { paiseToRupees, rupeesToPaise } from '@shared/documents/money-math';
import type { InvoiceAnswer } from '@shared/invoices/call-schemas';
import { invoicePayableP, type PayableInvoice } from '@shared/invoices/payment-rules';
import type { InvoiceHeadState } from '../../data/invoices/invoice-items';
import { writeInvoice } from '../../data/invoices/invoices-repo';
import { ledgerWrites } from '../../data/ledger/ledger-writes';
import type { Call } from '../../lib/http/call';
import { invoiceAnswer } from './invoice-answer';
import { invoiceContext } from './invoice-context';
import { readAtVer } from './invoice-crud';
import { partyOf } from './invoice-posting';

/**
 * POST Accounting/Invoices/{Id}/WriteOff (docs/books.md §3.9): the whole due
 * of an Unpaid or Partial invoice written off, by a user with the WrtOff flag.
 * ONE transaction through the document store: the header (Closed, `WrtOffP`,
 * `WrtOff`) at the `ver` the user saw (409 when a payment or anyone else
 * changed it first), its audit record and status count, and the posting
 * Dr 6000 / Cr 1200 under the invoice's payer. A refusal writes nothing.
 */
export async function writeOffInvoice(call: Call<typeof invoicesRoutes.writeOffInvoice>): Promise<InvoiceAnswer> {
  const ctx = invoiceContext(call.session);
  if (!ctx.rights.writeOff) throw new ApiError(ErrorCode.Forbidden, WriteOffMessages.needsFlag);
  const before = await readAtVer(ctx, call.params.Id, call.body.ver);
  const { head } = before;
  const num = head.Num || head.DocId;
  const amountP = rupeesToPaise(call.body.Amount);
  const dueP = invoicePayableP(head as unknown as PayableInvoice) - Number(head.PaidP ?? 0);
  const refusal = writeOffRefusal({ Num: num, Sts: head.Sts, dueP }, amountP);
  if (refusal) throw new ApiError(ErrorCode.BadRequest, refusal, [{ path: 'Amount', message: refusal }]);

  const { userId, userName } = call.session;
  const WrtOff: WriteOffRecord = {
    Amount: paiseToRupees(amountP),
    Date: ctx.today,
    By: userId,
    ...(userName ? { ByName: userName } : {}),
    Reason: call.body.Reason,
  };
  const next = { ...head, Sts: 'Closed', WrtOffP: amountP, WrtOff } as unknown as InvoiceHeadState;
  const posting = writeOffPosting({
    EntId: head.EntId,
    DocId: head.DocId,
    Num: head.Num,
    Date: ctx.today,
    Party: partyOf(head as unknown as PayableInvoice),
    amountP,
  });
  const stored = await writeInvoice(
    {
      before,
      head: next,
      lines: before.lines,
      audit: {
        Action: 'WriteOff',
        By: userId,
        ...(userName ? { ByName: userName } : {}),
        Changes: [
          { Path: 'Sts', Before: head.Sts, After: 'Closed' },
          { Path: 'WrtOff', After: `${WrtOff.Amount}: ${WrtOff.Reason}` },
        ],
      },
    },
    ledgerWrites(ctx.session.orgId, [posting]),
  );
  return invoiceAnswer(ctx, stored);
}
