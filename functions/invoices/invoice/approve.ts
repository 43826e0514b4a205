import { ApiError, ErrorCode } from '@shared/api/errors';
import { invoicePosting } from '@shared/books/document-postings';
import { invoiceBillsSomething } from '@shared/documents/invoice-content';
import { InvoiceMessages } from '@shared/invoices/invoice-messages';
import { gstDocumentOf, gstLinesOf } from '@shared/invoices/gst-document-of';
import { linesWithoutCode } from '@shared/invoices/hsn-rule';
import { DEFAULT_SERIES_MAX_LENGTH, INVOICE_SERIES, isValidInvoiceNumber } from '@shared/invoices/invoice-rules';
import { queueEarly, type EarlyTicket } from '../../data/documents/document-numbering';
import { financialYear } from '../../data/documents/document-numbers';
import type { InvoiceHeadState } from '../../data/invoices/invoice-items';
import { issueWithNumber, type StoredInvoice } from '../../data/invoices/invoices-repo';
import { ledgerWrites } from '../../data/ledger/ledger-writes';
import { computeInvoice } from './invoice-compute';
import { requireRight, type InvoiceContext } from './invoice-context';
import { partiesOf } from './invoice-parties';
import { invoicePostingLines, partyOf } from './invoice-posting';

/**
 * What an approval freezes and posts, read and checked before its number: the
 * parties (the customer's record read now), the figures, every taxed line's
 * HSN/SAC (CGST Rule 46(g)) and the posting lines.
 */
async function issueFacts(ctx: InvoiceContext, before: StoredInvoice, InvDate: string) {
  const { head, lines } = before;
  const parties = await partiesOf(ctx.session.orgId, ctx.entity, { ...head, Sts: 'Draft' }, true);
  const computed = await computeInvoice(ctx.entity, { ...head, InvDate }, lines, parties.IntraState);
  const uncoded = linesWithoutCode(computed.invoice, computed.lines);
  if (uncoded.length > 0) {
    throw new ApiError(
      ErrorCode.BadRequest,
      InvoiceMessages.codeMissing(uncoded.map((l) => (l.Desc ? `${l._id} (${l.Desc})` : l._id))),
      uncoded.map((l) => ({ path: `${l.group}.${l._id}.${l.field}`, message: InvoiceMessages.lineNeedsCode(l.field) })),
    );
  }
  // Nothing to pay (a zero total, or an insurer's share the whole excess took) is settled at once.
  const Sts = computed.amounts.Payable === 0 ? 'Closed' : 'Unpaid';
  return { parties, computed, Sts, postingLines: await invoicePostingLines(ctx.session.orgId, computed, lines) };
}

/**
 * The place an approval takes in the queue of the branch's invoice series for
 * today's year while its draft is still read: most approvals number there, and
 * one that does not (another series, another year) gives it back
 * (docs/data-model-documents.md §3 'Numbers and counters').
 */
export const queueApproval = (ctx: InvoiceContext): EarlyTicket =>
  queueEarly(
    ctx.session.orgId,
    ctx.session.entityId,
    INVOICE_SERIES,
    ctx.today,
    ctx.entity.Settings.Common.General?.FYStart,
  );

/**
 * Approve (docs/invoices-api.md 'Number format'): a Draft with lines (or with only a claim's
 * compulsory excess to bill) is issued. In one
 * transaction it takes the next number of its series (per branch, series and
 * financial year), becomes Unpaid (Closed when its total is 0), freezes the
 * supplier, recipient and place of supply, stores the `Gst` a return reads, and
 * posts to the books (docs/books.md §3) in the same transaction.
 */
export async function approve(ctx: InvoiceContext, before: StoredInvoice, early?: EarlyTicket): Promise<StoredInvoice> {
  requireRight(ctx.rights.update, 'approve');
  const { head, lines } = before;
  if (head.Sts !== 'Draft') throw new ApiError(ErrorCode.Conflict, InvoiceMessages.approveNeedsDraft);
  // No lines is refused, except the customer's invoice of a claim that bills only the compulsory excess.
  if (!invoiceBillsSomething({ ...lines, Excess: typeof head.Excess === 'number' ? head.Excess : undefined })) {
    throw new ApiError(ErrorCode.BadRequest, InvoiceMessages.approveNeedsLines);
  }
  const fyStart = ctx.entity.Settings.Common.General?.FYStart;
  // A draft dated in a financial year already over is issued today: the old year's series is closed.
  const InvDate =
    financialYear(head.InvDate, fyStart) === financialYear(ctx.today, fyStart) || head.InvDate > ctx.today
      ? head.InvDate
      : ctx.today;
  const series = typeof head.Series === 'string' && head.Series !== '' ? head.Series : INVOICE_SERIES;
  const first = series === INVOICE_SERIES ? ctx.entity.Settings.Common.NextNo?.Inv : undefined;
  const maxLength = series === INVOICE_SERIES ? DEFAULT_SERIES_MAX_LENGTH : 16;
  const check = (num: string): void => {
    if (!isValidInvoiceNumber(num) || num.length > maxLength)
      throw new ApiError(ErrorCode.BadRequest, InvoiceMessages.numberTooLong(num));
  };
  // Read and checked while the approval queues for its number (a refusal gives its turn back, no number taken).
  const ready = issueFacts(ctx, before, InvDate);
  ready.catch(() => undefined);
  return issueWithNumber(
    { series, date: InvDate, check, early, ...(first ? { first } : {}), ...(fyStart ? { fyStart } : {}) },
    head.DocId,
    ctx.session.orgId,
    ctx.session.entityId,
    async (claim) => {
      const { parties, computed, Sts, postingLines } = await ready;
      const Gst = gstDocumentOf({
        Kind: 'Invoice',
        Id: head.DocId,
        Num: claim.Num,
        Series: series,
        Date: InvDate,
        Sts: 'Issued',
        SupplierGSTIN: parties.Supplier.GSTIN ?? '',
        SupplierStCode: parties.Supplier.StCode,
        ...(parties.BillTo.GSTIN ? { RecipientGSTIN: parties.BillTo.GSTIN } : {}),
        RecipientName: parties.BillTo.Name,
        POS: parties.POS,
        RevCharge: head.RevCharge === true,
        Value: computed.amounts.GrandTotal,
        lines: gstLinesOf(computed.invoice, computed.lines),
      });
      const next = {
        ...head,
        InvDate,
        Num: claim.Num,
        Series: series,
        FY: claim.FY,
        Sts,
        Supplier: parties.Supplier,
        BillTo: parties.BillTo,
        BillName: parties.BillTo.Name,
        POS: parties.POS,
        POSName: parties.POSName,
        IntraState: parties.IntraState,
        Amounts: computed.amounts,
        Gst,
        ...(Sts === 'Closed' ? { PaidP: 0 } : {}),
      } as unknown as InvoiceHeadState;
      const posting = invoicePosting(
        {
          EntId: ctx.session.entityId,
          DocId: head.DocId,
          Num: claim.Num,
          Date: InvDate,
          Party: partyOf(head as never),
        },
        postingLines,
      );
      return {
        alsoWrite: ledgerWrites(ctx.session.orgId, [posting]),
        change: {
          before,
          head: next,
          lines,
          audit: {
            Action: 'Approve',
            By: ctx.session.userId,
            Changes: [
              { Path: 'Num', After: claim.Num },
              { Path: 'Sts', Before: 'Draft', After: Sts },
            ],
          },
        },
      };
    },
  );
}
