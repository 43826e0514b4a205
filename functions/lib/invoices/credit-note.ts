import { ulid } from 'ulid';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { creditNotePosting } from '@shared/books/document-postings';
import { writtenOffP } from '@shared/books/write-off';
import { WriteOffMessages } from '@shared/books/write-off-messages';
import { invoiceHasLines } from '@shared/documents/invoice-content';
import { Dec, paiseToRupees, QTY_DIGITS, toScaled } from '@shared/documents/money-math';
import type { InvoiceActionBody } from '@shared/invoices/call-schemas';
import { gstDocumentOf, gstLinesOf } from '@shared/invoices/gst-document-of';
import { creditNoteDateProblem, creditNoteDeadline } from '@shared/invoices/credit-note-rules';
import { CREDIT_NOTE_SERIES } from '@shared/invoices/invoice-rules';
import { InvoiceMessages } from '@shared/invoices/invoice-messages';
import type { DocumentLine } from '../../data/documents/document-records';
import type { InvoiceHeadState, InvoiceLines } from '../../data/invoices/invoice-items';
import { invoiceChangeWrites, issueWithNumber, type StoredInvoice } from '../../data/invoices/invoices-repo';
import { ledgerWrites } from '../../data/ledger/ledger-writes';
import type { Write } from '../../data/table/transact';
import type { Posting } from '@shared/books/posting';
import { computeInvoice } from './invoice-compute';
import { requireRight, type InvoiceContext } from './invoice-context';
import { invoicePostingLines, partyOf } from './invoice-posting';

/**
 * Credit Note (docs/invoices-api.md 'Calls', CGST Rule 53): only for a Closed invoice. It
 * credits the listed quantities of the invoice's lines, or all that is left.
 * Each credited line carries its share of the invoice's line and document
 * discounts as an amount discount (like split-invoices), so a whole credit has
 * exactly the invoice's taxable values and taxes. One transaction writes the
 * note (its own 'CN' number, the original invoice's number and date, the
 * reason, its `Gst`), the invoice's CreditedP and CreditNotes, and the note's
 * posting (docs/books.md §3: its own figures, the invoice's the other way round).
 */

/** 400 with the catalogue's text when a note cannot carry `date` (shared/invoices/credit-note-rules.ts). */
function checkNoteDate(date: string, invoiceDate: string, today: string): void {
  const problem = creditNoteDateProblem({ noteDate: date, invoiceDate, today });
  if (!problem) return;
  const message =
    problem === 'beforeInvoice'
      ? InvoiceMessages.creditNoteBeforeInvoice(invoiceDate)
      : problem === 'future'
        ? InvoiceMessages.creditNoteInFuture
        : InvoiceMessages.creditNoteTooLate(creditNoteDeadline(invoiceDate));
  throw new ApiError(ErrorCode.BadRequest, message, [{ path: 'CNDate', message }]);
}

/** Per invoice line: quantity (thousandths) and discount (paise) credited so far. */
type CreditedLines = Record<string, { QtyM: number; DiscP: number }>;

const qtyM = (q: unknown): number => toScaled(typeof q === 'number' ? q : 1, QTY_DIGITS);

/**
 * A sales return's credit note (docs/sales-returns-orders.md): the goods come back, so the invoice may still be
 * open — the note then lowers what is due on it (`ReturnedP`, shared/invoices/payment-rules.ts) and closes it
 * when nothing is left to pay. The caller names the note's id, adds its fields and joins its own writes (stock
 * back, the order's header) to the note's one transaction.
 */
export type CreditNoteJoin = {
  noteId: string;
  head: Readonly<Record<string, unknown>>;
  /** The caller's writes, and its postings (booked with the note's in one ledger write: one balance item each). */
  writes: (note: { DocId: string; Num: string; Date: string; GrandTotalP: number }) => {
    writes: Write[];
    postings?: Posting[];
  };
};

/** The invoice after a return's note on an open invoice: what is due falls, and it closes when nothing is. */
function openInvoiceCredited(head: InvoiceHeadState, noteP: number): Partial<InvoiceHeadState> {
  if (head.Sts === 'Closed') return {};
  const ReturnedP = Number(head.ReturnedP ?? 0) + noteP;
  const payable = Number(head.Amounts.Payable ?? head.Amounts.GrandTotal ?? 0);
  return { ReturnedP, ...(Number(head.PaidP ?? 0) + ReturnedP >= payable ? { Sts: 'Closed' } : {}) };
}

export async function creditNote(
  ctx: InvoiceContext,
  inv: StoredInvoice,
  body: InvoiceActionBody,
  join?: CreditNoteJoin,
): Promise<{ note: StoredInvoice; invoice: StoredInvoice }> {
  requireRight(ctx.rights.update, 'issue credit notes for');
  const { head } = inv;
  if (head.Sts !== 'Closed' && !join) throw new ApiError(ErrorCode.Conflict, InvoiceMessages.creditNoteNeedsClosed);
  // Closed by a write-off, not by payment: nothing was received to give back (docs/books.md §3.9).
  if (writtenOffP(head) > 0) throw new ApiError(ErrorCode.Conflict, WriteOffMessages.noCreditNote(String(head.Num)));
  // The excess is never credited (docs/insurance-depreciation.md §6); an invoice of the excess alone has nothing else.
  if (!invoiceHasLines(inv.lines)) throw new ApiError(ErrorCode.Conflict, InvoiceMessages.creditNoteNoSupply);
  const Reason = body.Reason?.trim() ?? '';
  if (Reason === '')
    throw new ApiError(ErrorCode.BadRequest, InvoiceMessages.creditNoteNeedsReason, [
      { path: 'Reason', message: InvoiceMessages.creditNoteNeedsReason },
    ]);
  const date = body.CNDate ?? ctx.today;
  checkNoteDate(date, String(head.InvDate), ctx.today);

  const intra = head.IntraState === true;
  const calc = await computeInvoice(ctx.entity, head, inv.lines, intra);
  const credited: CreditedLines = { ...((head.Credited as CreditedLines | undefined) ?? {}) };
  const all = [...inv.lines.Ops, ...inv.lines.Items];
  const wanted = new Map<string, number>(
    body.Lines
      ? body.Lines.map((l) => [l._id, toScaled(l.Qty, QTY_DIGITS)])
      : all.map((l) => [l._id, qtyM(l.Qty) - (credited[l._id]?.QtyM ?? 0)]),
  );
  const noteLines: InvoiceLines = { Ops: [], Items: [] };
  for (const [id] of wanted)
    if (!all.some((l) => l._id === id))
      throw new ApiError(ErrorCode.BadRequest, InvoiceMessages.creditNoteUnknownLine(id));
  all.forEach((line, i) => {
    const q = wanted.get(line._id) ?? 0;
    if (q <= 0) return;
    const total = qtyM(line.Qty);
    const done = credited[line._id] ?? { QtyM: 0, DiscP: 0 };
    if (done.QtyM + q > total) throw new ApiError(ErrorCode.BadRequest, InvoiceMessages.creditNoteTooMuch(line._id));
    const portion = calc.lines[i]?.C;
    const lineDisc = portion ? portion.lineDisc + portion.recDisc : 0;
    // The last of a line takes what is left of its discount, so the notes add up to the invoice exactly.
    const disc =
      done.QtyM + q === total ? lineDisc - done.DiscP : Dec(lineDisc).mul(q).div(total).toDecimalPlaces(0).toNumber();
    credited[line._id] = { QtyM: done.QtyM + q, DiscP: done.DiscP + disc };
    const { Disc: _d, Perc: _p, NoDisc: _n, ...rest } = line as Record<string, unknown>;
    const copy = {
      ...rest,
      _id: line._id,
      Qty: q / 1000,
      Disc: paiseToRupees(disc),
      Perc: false,
      NoDisc: true,
    } as DocumentLine;
    (i < inv.lines.Ops.length ? noteLines.Ops : noteLines.Items).push(copy);
  });
  if (noteLines.Ops.length + noteLines.Items.length === 0)
    throw new ApiError(ErrorCode.Conflict, InvoiceMessages.creditNoteNothingLeft);

  const noteId = join?.noteId ?? ulid();
  const settings = { Tax: (head.Settings as { Tax?: boolean } | undefined)?.Tax ?? true };
  // The note reverses the tax its invoice charged (CGST Act s.34): rates as in force on the INVOICE's date, whatever the note's own date.
  const noteCalc = await computeInvoice(ctx.entity, { InvDate: head.InvDate, Settings: settings }, noteLines, intra);
  const postingLines = await invoicePostingLines(ctx.session.orgId, noteCalc, noteLines);
  const fyStart = ctx.entity.Settings.Common.General?.FYStart;
  const first = ctx.entity.Settings.Common.NextNo?.CNote;
  const Gst0 = head.Gst as
    | {
        SupplierGSTIN: string;
        SupplierStCode: string;
        RecipientGSTIN?: string;
        RecipientName: string;
        POS: string;
        RevCharge: boolean;
      }
    | undefined;
  let invoiceAfter: StoredInvoice | undefined;
  const note = await issueWithNumber(
    { series: CREDIT_NOTE_SERIES, date, ...(first ? { first } : {}), ...(fyStart ? { fyStart } : {}) },
    noteId,
    ctx.session.orgId,
    ctx.session.entityId,
    (claim) => {
      const Gst = gstDocumentOf({
        Kind: 'CreditNote',
        Id: noteId,
        Num: claim.Num,
        Series: CREDIT_NOTE_SERIES,
        Date: date,
        Sts: 'Issued',
        SupplierGSTIN: Gst0?.SupplierGSTIN ?? '',
        SupplierStCode: Gst0?.SupplierStCode ?? '',
        ...(Gst0?.RecipientGSTIN ? { RecipientGSTIN: Gst0.RecipientGSTIN } : {}),
        RecipientName: Gst0?.RecipientName ?? String(head.BillName ?? ''),
        POS: String(head.POS),
        RevCharge: head.RevCharge === true,
        Value: noteCalc.amounts.GrandTotal,
        lines: gstLinesOf(noteCalc.invoice, noteCalc.lines),
        OrigNum: head.Num,
        OrigDate: head.InvDate,
        OrigValue: Number(head.Amounts.GrandTotal ?? 0),
      });
      const noteHead = {
        type: 'CreditNote',
        OrgId: ctx.session.orgId,
        DocId: noteId,
        EntId: ctx.session.entityId,
        Sts: 'Issued',
        Num: claim.Num,
        Series: CREDIT_NOTE_SERIES,
        FY: claim.FY,
        InvDate: date,
        CrDate: ctx.today,
        CrBy: ctx.session.userId,
        InvId: head.DocId,
        InvNum: head.Num,
        OrigDate: head.InvDate,
        Reason,
        Payer: head.Payer,
        ...(head.Cust ? { Cust: head.Cust } : {}),
        ...(head.InsId ? { InsId: head.InsId } : {}),
        Supplier: head.Supplier,
        BillTo: head.BillTo,
        BillName: head.BillName,
        POS: head.POS,
        POSName: head.POSName,
        IntraState: intra,
        RevCharge: head.RevCharge === true,
        Settings: settings,
        Amounts: noteCalc.amounts,
        Gst,
        ...join?.head,
      } as unknown as InvoiceHeadState;
      const ref = { _id: noteId, Num: claim.Num, Date: date, Total: paiseToRupees(noteCalc.amounts.GrandTotal) };
      const invoiceNext = {
        ...head,
        CreditedP: Number(head.CreditedP ?? 0) + noteCalc.amounts.GrandTotal,
        CreditNotes: [...((head.CreditNotes as unknown[] | undefined) ?? []), ref],
        Credited: credited,
        ...(join ? openInvoiceCredited(head, noteCalc.amounts.GrandTotal) : {}),
      } as unknown as InvoiceHeadState;
      const invoiceChange = invoiceChangeWrites({
        before: inv,
        head: invoiceNext,
        lines: inv.lines,
        audit: { Action: 'CreditNote', By: ctx.session.userId, Changes: [{ Path: 'CreditNotes', After: claim.Num }] },
      });
      invoiceAfter = invoiceChange.stored;
      const joined = join?.writes({
        DocId: noteId,
        Num: claim.Num,
        Date: date,
        GrandTotalP: noteCalc.amounts.GrandTotal,
      });
      return {
        change: {
          head: noteHead,
          lines: noteLines,
          audit: { Action: 'Create', By: ctx.session.userId, Changes: [{ Path: 'InvNum', After: head.Num }] },
        },
        alsoWrite: [
          ...invoiceChange.writes,
          ...ledgerWrites(ctx.session.orgId, [
            creditNotePosting(
              { EntId: ctx.session.entityId, DocId: noteId, Num: claim.Num, Date: date, Party: partyOf(head as never) },
              postingLines,
            ),
            ...(joined?.postings ?? []),
          ]),
          ...(joined?.writes ?? []),
        ],
      };
    },
  );
  if (!invoiceAfter) throw new Error('credit note written without its invoice');
  return { note, invoice: invoiceAfter };
}
