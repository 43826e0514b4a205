import { ulid } from 'ulid';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { reversalOf } from '@shared/books/posting';
import type { invoicesRoutes } from '@shared/api/routes/invoices';
import { formatMoney } from '@shared/documents/money-format';
import { isMobileNumber, normalisePhone } from '@shared/fields/contact-fields';
import type { InvoiceActionBody } from '@shared/invoices/call-schemas';
import { InvoiceMessages, invoiceSmsText } from '@shared/invoices/invoice-messages';
import { INVOICE_SERIES } from '@shared/invoices/invoice-rules';
import { notify } from '../../lib/notifier';
import type { Call } from '../../lib/http/call';
import { recordAudit } from '../../data/documents/documents-repo';
import type { InvoiceHeadState } from '../../data/invoices/invoice-items';
import { writeInvoice, type StoredInvoice } from '../../data/invoices/invoices-repo';
import { readPosting } from '../../data/ledger/ledger-read';
import { ledgerWrites } from '../../data/ledger/ledger-writes';
import { releaseEarly } from '../../data/documents/document-numbering';
import { approve, queueApproval } from './approve';
import { creditNote } from './credit-note';
import { creditNoteAnswer, invoiceAnswer } from './invoice-answer';
import { computeInvoice } from './invoice-compute';
import { invoiceContext, requireRight, type InvoiceContext } from './invoice-context';
import { readAtVer } from './invoice-crud';
import { WRITABLE_HEADER } from './invoice-input';
import { partiesOf } from './invoice-parties';
import { invoiceLinkUrl, LINK_DAYS, signInvoiceLink } from './shared-link';

type Routes = typeof invoicesRoutes;

/**
 * Cancel (§2 'A cancelled invoice keeps its number'): refused when payments
 * are applied (they would be left pointing at nothing; a paid invoice is
 * corrected by a credit note). The number stays; its `Gst` says Cancelled, so
 * the return's document summary counts it as cancelled. An issued invoice's
 * posting is reversed on the day of the cancellation, in the same transaction
 * (docs/books.md §3); a Draft never posted.
 */
async function cancel(ctx: InvoiceContext, before: StoredInvoice, body: InvoiceActionBody): Promise<StoredInvoice> {
  requireRight(ctx.rights.cancel, 'cancel');
  const { head } = before;
  if (head.Sts === 'Cancelled') throw new ApiError(ErrorCode.Conflict, InvoiceMessages.alreadyCancelled);
  const paid = Number(head.PaidP ?? 0) > 0 || ((head.Payments as unknown[] | undefined) ?? []).length > 0;
  if (paid) throw new ApiError(ErrorCode.Conflict, InvoiceMessages.cancelWithPayments);
  const gst = head.Gst as Record<string, unknown> | undefined;
  const next = {
    ...head,
    Sts: 'Cancelled',
    CancelDt: ctx.today,
    ...(body.Reason ? { CancelReason: body.Reason } : {}),
    ...(gst ? { Gst: { ...gst, Sts: 'Cancelled' } } : {}),
  } as unknown as InvoiceHeadState;
  const posted =
    head.Sts === 'Draft'
      ? undefined
      : await readPosting(ctx.session.orgId, head.EntId, String(head.InvDate), head.DocId);
  return writeInvoice(
    {
      before,
      head: next,
      lines: before.lines,
      audit: {
        Action: 'Cancel',
        By: ctx.session.userId,
        Changes: [{ Path: 'Sts', Before: head.Sts, After: 'Cancelled' }],
      },
    },
    posted ? ledgerWrites(ctx.session.orgId, [reversalOf(posted, ctx.today)]) : [],
  );
}

/** Clone (behind the new-features flag): a new Draft with the same recipient, header fields and lines, dated today. */
async function clone(ctx: InvoiceContext, source: StoredInvoice): Promise<StoredInvoice> {
  if (!ctx.newFeatures) throw new ApiError(ErrorCode.Forbidden, InvoiceMessages.cloneNeedsNewFeatures);
  requireRight(ctx.rights.create, 'create');
  const fields: Record<string, unknown> = {};
  for (const name of [...WRITABLE_HEADER, 'CBillTo', 'Claim', 'RegNo'] as const)
    if (source.head[name] !== undefined) fields[name] = source.head[name];
  fields.InvDate = ctx.today;
  fields.Series ??= INVOICE_SERIES;
  const parties = await partiesOf(ctx.session.orgId, ctx.entity, { ...fields, Sts: 'Draft' });
  const { amounts } = await computeInvoice(ctx.entity, fields, source.lines, parties.IntraState);
  const head = {
    ...fields,
    type: 'Invoice',
    OrgId: ctx.session.orgId,
    DocId: ulid(),
    EntId: ctx.session.entityId,
    Sts: 'Draft',
    Num: '',
    InvDate: ctx.today,
    CrDate: ctx.today,
    CrBy: ctx.session.userId,
    Amounts: amounts,
    BillName: parties.BillTo.Name,
    ClonedFrom: source.head.DocId,
  } as unknown as InvoiceHeadState;
  return writeInvoice({
    head,
    lines: source.lines,
    audit: { Action: 'Clone', By: ctx.session.userId, Changes: [{ Path: 'ClonedFrom', After: source.head.DocId }] },
  });
}

/** The recipient's own phone when a text can reach it (an Indian mobile number), else 400 asking for one. */
function recipientMobile(stored: string | undefined): string {
  const normalised = stored ? normalisePhone(stored) : undefined;
  if (normalised && isMobileNumber(normalised)) return normalised;
  const message = stored ? InvoiceMessages.smsNotMobile : InvoiceMessages.smsNoPhone;
  throw new ApiError(ErrorCode.BadRequest, message, [{ path: 'Ph', message }]);
}

/** Send SMS: the invoice's link (signed, expiring) to the recipient's phone (or the one given), through the notifier. */
async function sendSms(ctx: InvoiceContext, inv: StoredInvoice, body: InvoiceActionBody) {
  const { head } = inv;
  if (head.Sts === 'Draft') throw new ApiError(ErrorCode.Conflict, InvoiceMessages.smsNotIssued);
  if (head.Sts === 'Cancelled') throw new ApiError(ErrorCode.Conflict, InvoiceMessages.smsCancelled);
  const answer = await invoiceAnswer(ctx, inv);
  const Ph = body.Ph ?? recipientMobile(answer.BillTo.Ph);
  const { token, expires } = await signInvoiceLink({
    org: ctx.session.orgId,
    ent: ctx.session.entityId,
    inv: head.DocId,
  });
  const Link = await invoiceLinkUrl(ctx.session.orgId, token);
  await notify({
    channel: 'sms',
    to: Ph,
    subject: `Invoice ${head.Num}`,
    text: invoiceSmsText({
      branch: ctx.entity.DName,
      num: head.Num,
      due: formatMoney(answer.Totals.Due),
      link: Link,
      days: LINK_DAYS,
    }),
  });
  // The audit log records the sending; the invoice itself does not change (no new ver).
  await recordAudit(head, {
    Action: 'SendSMS',
    By: ctx.session.userId,
    Changes: [{ Path: 'Ph', After: Ph }],
  });
  return { Ph, Link, Expires: expires.toISOString(), Invoice: answer };
}

export async function invoiceAction(call: Call<Routes['invoiceAction']>) {
  const ctx = invoiceContext(call.session);
  if (call.params.Action === 'Approve') {
    // Queued for the number while the draft is read; a refusal before the number gives the place back.
    const early = queueApproval(ctx);
    try {
      return invoiceAnswer(ctx, await approve(ctx, await readAtVer(ctx, call.params.Id, call.body.ver), early));
    } catch (error) {
      await releaseEarly(early);
      throw error;
    }
  }
  const before = await readAtVer(ctx, call.params.Id, call.body.ver);
  switch (call.params.Action) {
    case 'Cancel':
      return invoiceAnswer(ctx, await cancel(ctx, before, call.body));
    case 'Clone':
      return invoiceAnswer(ctx, await clone(ctx, before));
    case 'SendSMS':
      return sendSms(ctx, before, call.body);
    case 'CreditNote': {
      const { note, invoice } = await creditNote(ctx, before, call.body);
      return { CreditNote: await creditNoteAnswer(ctx, note), Invoice: await invoiceAnswer(ctx, invoice) };
    }
  }
}
