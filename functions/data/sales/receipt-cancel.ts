import { ApiError, ErrorCode } from '@shared/api/errors';
import { QTY_DIGITS, toScaled } from '@shared/documents/money-math';
import type { StoredSaleLine } from '@shared/sales/return-lines';
import { cancelPostings } from '@shared/sales/return-postings';
import { SalesMessages } from '@shared/sales/sales-messages';
import type { HeadOf } from '../documents/document-changes';
import { HeaderChanged, headChangeWrites, runDocumentTransaction } from '../documents/documents-repo';
import { SALES_RECEIPT } from '../documents/types/sales-receipt-type';
import {
  againWhileBalancesMove,
  movementWrites,
  valueMovements,
  type Actor,
  type PlannedMovement,
} from '../inventory/stock-writes';
import { ledgerWrites } from '../ledger/ledger-writes';
import { nowIso } from '../table/keys';
import { readReceipt, type ReceiptHead, type StoredReceipt } from './receipts-repo';

/**
 * A receipt saved wrongly, cancelled (ReOpenSR, docs/sales.md §13): only on the
 * branch's day of the sale and only while nothing was returned against it. ONE
 * transaction puts every line's stock back at the sale's own cost (its batches
 * and serials back in stock), turns its postings round, and writes the
 * receipt's header at the `ver` the user saw: status Cancelled, its `Gst`
 * cancelled (GSTR-1 counts it only as cancelled in the document summary), its
 * number kept (the series stays gapless). The audit keeps the receipt as it was.
 */

export type ReceiptCancel = {
  orgId: string;
  entId: string;
  actor: Actor;
  receiptId: string;
  ver: number;
  reason: string;
  /** The branch's today. */
  today: string;
};

const conflict = (message: string): never => {
  throw new ApiError(ErrorCode.Conflict, message);
};

/** A receipt may be cancelled or re-opened only at the `ver` shown, once, on its day, with nothing returned (409s). */
export function refuseUnlessOpen(r: ReceiptHead, req: { ver: number; today: string }, reopen = false): void {
  if (r.Sts === 'Cancelled') conflict(SalesMessages.alreadyCancelled);
  if (r.ver !== req.ver) conflict(SalesMessages.receiptChanged);
  if ((r.Returns ?? []).length > 0)
    conflict(reopen ? SalesMessages.reopenAfterReturn : SalesMessages.cancelAfterReturn);
  if (r.Date !== req.today) conflict(reopen ? SalesMessages.reopenNotToday : SalesMessages.cancelNotToday);
}

/** Every line's stock back into the receipt's warehouse at exactly what the sale took out, batches and serials back. */
export const saleReversal = (r: ReceiptHead, lines: readonly StoredSaleLine[], today: string): PlannedMovement[] =>
  lines.map((l) => ({
    ItemId: l.ItemId,
    WhId: r.WhId,
    PCode: l.PCode,
    Desc: l.Desc,
    UoM: l.UoM,
    Kind: 'SaleCancel',
    Qty: toScaled(l.Qty, QTY_DIGITS),
    ValueP: l.CostP,
    Tracking: l.Serials
      ? { Track: 'SN' as const, today, Serials: l.Serials }
      : l.Batches && l.Batches.length > 0
        ? {
            Track: 'BN' as const,
            today,
            Parts: l.Batches.map((b) => ({ ...b, Qty: toScaled(Math.abs(b.Qty), QTY_DIGITS) })),
          }
        : undefined,
    source: { DocType: SALES_RECEIPT.kind, DocId: r.DocId, LineId: l._id },
  }));

export async function cancelReceipt(req: ReceiptCancel): Promise<StoredReceipt> {
  const by = { By: req.actor.userId, ...(req.actor.userName ? { ByName: req.actor.userName } : {}) };
  return againWhileBalancesMove(
    async () => {
      const receipt = await readReceipt(req.orgId, req.entId, req.receiptId);
      if (!receipt) throw new ApiError(ErrorCode.NotFound, SalesMessages.receiptNotFound);
      const r = receipt.head;
      refuseUnlessOpen(r, req);
      const lines = receipt.lines.Lines as unknown as StoredSaleLine[];
      const plan = await valueMovements(req.orgId, req.entId, saleReversal(r, lines, req.today));
      const at = nowIso();
      const change = headChangeWrites<ReceiptHead>(
        r,
        {
          ...r,
          Sts: 'Cancelled',
          CancelReason: req.reason,
          CancelAt: at,
          CancelBy: req.actor.userId,
          ...(r.Gst ? { Gst: { ...r.Gst, Sts: 'Cancelled' } } : {}),
        } as HeadOf<ReceiptHead>,
        { Action: 'Cancel', ...by, Changes: [{ Path: 'Sts', Before: r.Sts, After: 'Cancelled' }] },
        at,
      );
      const books = cancelPostings({ ...r, lines }, req.today);
      await runDocumentTransaction([
        ...change.writes,
        ...movementWrites(plan, req.actor, at, r.Num),
        ...ledgerWrites(req.orgId, books, at),
      ]);
      return { ...receipt, head: change.head };
    },
    12,
    (error) => error instanceof HeaderChanged,
  );
}
