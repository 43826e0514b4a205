import { ApiError, ErrorCode } from '@shared/api/errors';
import type { purchaseReturnsRoutes } from '@shared/api/routes/purchase-returns';
import { taxHeads } from '@shared/documents/calculate-line';
import { rupeesToPaise } from '@shared/documents/money-math';
import { taxResolver } from '@shared/documents/tax-codes';
import { ReturnMessages } from '@shared/purchasing/return-messages';
import type { NoteKind } from '@shared/purchasing/return-statuses';
import { financialYear } from '../data/documents/document-numbers';
import { readBillIn } from '../data/purchasing/purchase-returns-repo';
import type { BillLine } from '../data/purchasing/bill-records';
import { getReferenceSet } from '../data/reference/reference-repo';
import { listVendorNotes, postVendorNote, readVendorNote } from '../data/purchasing/vendor-notes-repo';
import { branchNow, serviceContext } from '../lib/branch-context';
import type { Call } from '../lib/http/call';
import type { SessionContext } from '../lib/http/call';
import { toNoteAnswer, toNoteRow } from './return-answers';
import { checkPurchasesOn, fyStartOf } from './return-calls';

/**
 * Vendor notes of their own (docs/purchase-returns.md §5): our debit note for a
 * price charged above the agreed, and the vendor's credit note received. Each
 * line's tax is the bill line's rate on the amount taken off, at the rates in
 * force on the vendor's bill date (Rule 53: the note follows the original
 * invoice's tax). A note raised by a return is the return's (return-calls.ts).
 */

type Routes = typeof purchaseReturnsRoutes;
type NoteBody = {
  BillId: string;
  Lines: { LineId: string; Amount: number }[];
  Reason: string;
  VendNoteNo?: string;
  VendNoteDate?: string;
};

async function postNote(session: SessionContext, kind: NoteKind, body: NoteBody) {
  const ctx = serviceContext(session);
  checkPurchasesOn(ctx);
  const { orgId, entityId } = ctx.actor;
  const today = branchNow(ctx).date;
  const fyStart = fyStartOf(ctx);
  const [bill, codes] = await Promise.all([readBillIn(orgId, entityId, body.BillId), getReferenceSet('TaxCodes')]);
  if (body.VendNoteDate && body.VendNoteDate > today)
    throw new ApiError(ErrorCode.BadRequest, ReturnMessages.vendNoteDateAfterToday, [
      { path: 'VendNoteDate', message: ReturnMessages.vendNoteDateAfterToday },
    ]);
  if (body.VendNoteDate && body.VendNoteDate < bill.head.VendBillDate)
    throw new ApiError(ErrorCode.BadRequest, ReturnMessages.noteBeforeBill, [
      { path: 'VendNoteDate', message: ReturnMessages.noteBeforeBill },
    ]);
  const seen = new Set<string>();
  const byId = new Map(bill.lines.Lines.map((l) => [l._id, l as unknown as BillLine]));
  const resolve = taxResolver(codes, bill.head.VendBillDate);
  const lines = body.Lines.map((l, i) => {
    const line = byId.get(l.LineId);
    const at = `Lines.${i}.LineId`;
    if (!line)
      throw new ApiError(ErrorCode.BadRequest, ReturnMessages.billLineUnknown(l.LineId), [
        { path: at, message: ReturnMessages.billLineUnknown(l.LineId) },
      ]);
    if (seen.has(l.LineId))
      throw new ApiError(ErrorCode.BadRequest, ReturnMessages.lineTwice, [
        { path: at, message: ReturnMessages.lineTwice },
      ]);
    seen.add(l.LineId);
    const TaxableP = rupeesToPaise(l.Amount);
    const heads = taxHeads(TaxableP, resolve(line.TCode));
    return { LineId: l.LineId, TaxableP, CgstP: heads.cgst, SgstP: heads.sgst, IgstP: heads.igst };
  });
  const note = await postVendorNote({
    orgId,
    entId: entityId,
    date: today,
    fyStart,
    actor: { userId: ctx.actor.userId, userName: ctx.actor.userName },
    kind,
    billId: body.BillId,
    lines,
    note: body.Reason,
    ...(body.VendNoteNo && body.VendNoteDate
      ? {
          vendorNote: {
            No: body.VendNoteNo,
            Date: body.VendNoteDate,
            FY: financialYear(body.VendNoteDate, fyStart),
          },
        }
      : {}),
  });
  return toNoteAnswer(note);
}

export const createDebitNote = (call: Call<Routes['createDebitNote']>) => postNote(call.session, 'Debit', call.body);
export const createVendorCredit = (call: Call<Routes['createVendorCredit']>) =>
  postNote(call.session, 'Credit', call.body);

async function readNote(session: SessionContext, kind: NoteKind, id: string) {
  const ctx = serviceContext(session);
  checkPurchasesOn(ctx);
  const doc = await readVendorNote(ctx.actor.orgId, ctx.actor.entityId, id);
  if (!doc || doc.head.NoteKind !== kind) throw new ApiError(ErrorCode.NotFound, ReturnMessages.noteNotFound);
  return toNoteAnswer(doc);
}

export const readDebitNote = (call: Call<Routes['debitNote']>) => readNote(call.session, 'Debit', call.params.Id);
export const readVendorCredit = (call: Call<Routes['vendorCredit']>) =>
  readNote(call.session, 'Credit', call.params.Id);

async function searchNotes(
  session: SessionContext,
  kind: NoteKind,
  q: { VendId?: string | undefined; Limit: number; Cursor?: string | undefined },
) {
  const ctx = serviceContext(session);
  checkPurchasesOn(ctx);
  const page = await listVendorNotes(ctx.actor.orgId, ctx.actor.entityId, kind, {
    vendId: q.VendId,
    limit: q.Limit,
    cursor: q.Cursor,
  });
  return { Items: page.items.map(toNoteRow), ...(page.next ? { Next: page.next } : {}) };
}

export const searchDebitNotes = (call: Call<Routes['debitNotes']>) => searchNotes(call.session, 'Debit', call.query);
export const searchVendorCredits = (call: Call<Routes['vendorCredits']>) =>
  searchNotes(call.session, 'Credit', call.query);
