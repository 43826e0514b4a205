import { ApiError, ErrorCode } from '@shared/api/errors';
import type { inventoryRoutes } from '@shared/api/routes/inventory';
import { QTY_DIGITS, toScaled } from '@shared/documents/money-math';
import { TransferMessages } from '@shared/inventory/transfer-messages';
import type { TransferLineInput } from '@shared/inventory/transfer-schemas';
import { TRANSFER_STATUS } from '@shared/inventory/transfer-statuses';
import type { DocumentLine } from '../data/documents/document-records';
import { receiveTransfer } from '../data/inventory/transfer-receipts';
import { readTransfer, updateTransferDraft } from '../data/inventory/transfers-repo';
import { serviceContext } from '../lib/branch-context';
import type { Call } from '../lib/http/call';
import { trackedItems } from './item-tracking';
import { toTransferAnswer } from './transfer-answers';
import { actorOf, notFound, step } from './transfer-calls';
import { checkTransferOrder } from './transfer-checks';

/**
 * Changing a draft and receiving (docs/inventory-transfers.md §3, §7). A draft
 * is changed at the `ver` the user edited (409 on a stale one), and what the
 * body leaves out stays: the order is checked whole again, as when it was made.
 * A receipt names what arrived per line (or nothing: everything in transit).
 */

/** A draft's stored line as the body would send it: the item, its quantity, the batches or serials picked. */
const asInput = (line: DocumentLine): TransferLineInput => {
  const batches = line.Batches as { Batch: string; Qty: number }[] | undefined;
  const serials = line.Serials as string[] | undefined;
  return {
    ItemId: String(line.ItemId),
    Qty: Number(line.Qty),
    ...(batches?.length ? { Batches: batches.map((b) => ({ Batch: b.Batch, Qty: b.Qty })) } : {}),
    ...(serials?.length ? { Serials: serials } : {}),
  };
};

export async function updateTransferOrder(call: Call<typeof inventoryRoutes.updateTransfer>) {
  const ctx = serviceContext(call.session);
  const { orgId, entityId } = ctx.actor;
  const doc = await readTransfer(orgId, entityId, call.params.Id, true);
  if (!doc || doc.head.EntId !== entityId) return notFound();
  if (doc.head.Sts !== TRANSFER_STATUS.draft) {
    const message = TransferMessages.notEditable(String(doc.head.Sts));
    throw new ApiError(ErrorCode.BadRequest, message, [{ path: 'Sts', message }]);
  }
  const body = call.body;
  const { ends, lines } = await checkTransferOrder(call.session, ctx, {
    FromWhId: body.FromWhId ?? doc.head.FromWhId,
    ToEntId: body.ToEntId ?? doc.head.ToEntId,
    ToWhId: body.ToWhId ?? doc.head.ToWhId,
    Lines: body.Lines ?? doc.lines.Lines.map(asInput),
  });
  const stored = await updateTransferDraft({
    ...ends,
    orgId,
    entId: entityId,
    docId: doc.head.DocId,
    ver: body.ver,
    notes: body.Notes,
    lines: body.Lines ? lines : undefined,
    actor: actorOf(ctx),
  });
  return toTransferAnswer(stored);
}

export const receiveTransferOrder = (call: Call<typeof inventoryRoutes.receiveTransfer>) =>
  step(call, 'receiver', async (s, doc) =>
    receiveTransfer({
      ...s,
      // The destination's own tracking of the items (its features), read once: the retries reuse it.
      tracks: await trackedItems(
        call.session,
        doc.lines.Lines.map((l) => String(l.ItemId)),
      ),
      lines: call.body.Lines?.map((l) => ({
        LineId: l._id,
        QtyM: toScaled(l.Qty, QTY_DIGITS),
        Batches: l.Batches?.map((b) => ({ Batch: b.Batch, QtyM: toScaled(b.Qty, QTY_DIGITS) })),
        Serials: l.Serials,
      })),
    }),
  );
