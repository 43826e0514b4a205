import { ApiError, ErrorCode } from '@shared/api/errors';
import { gstDocumentOf, type GstDocumentInput } from '@shared/invoices/gst-document-of';
import { receiptPostings } from '@shared/sales/receipt-postings';
import { cancelPostings } from '@shared/sales/return-postings';
import type { StoredSaleLine } from '@shared/sales/return-lines';
import { SalesMessages } from '@shared/sales/sales-messages';
import type { HeadOf } from '../documents/document-changes';
import { documentChangeWrites, HeaderChanged, runDocumentTransaction } from '../documents/documents-repo';
import { chainedWrites, sharedKeys } from '../inventory/chained-movements';
import { refuseBeyondAvailable } from '../inventory/short-stock';
import { againWhileBalancesMove, movementWrites, valueMovements, type Actor } from '../inventory/stock-writes';
import { ledgerWrites } from '../ledger/ledger-writes';
import { MAX_TRANSACTION_ITEMS } from '../table/transact';
import { nowIso } from '../table/keys';
import { refuseUnlessOpen, saleReversal } from './receipt-cancel';
import {
  drop,
  readReceipt,
  saleCosts,
  saleLineIds,
  saleMoves,
  storedSaleLines,
  type ReceiptDraft,
  type ReceiptHead,
  type ReceiptLinePlan,
  type StoredReceipt,
} from './receipts-repo';

/**
 * A receipt re-opened and saved again under its own number and id (ReOpenSR,
 * docs/sales.md §13): the same rules as its cancel (its day, nothing returned,
 * not cancelled, the `ver` shown). ONE transaction takes the saved receipt
 * back — every line's stock in at exactly its `CostP` (batches and serials
 * back), its postings turned round — and applies the new lines as a sale
 * does: stock out valued against the balances as the reversal leaves them,
 * the new postings under the receipt's next steps, the header, lines and GST
 * copy rewritten, the audit with every field before and after.
 */

export type ReceiptReopen = {
  orgId: string;
  entId: string;
  actor: Actor;
  receiptId: string;
  ver: number;
  /** The branch's today. */
  today: string;
  head: ReceiptDraft;
  lines: readonly ReceiptLinePlan[];
  gst?: Omit<GstDocumentInput, 'Id' | 'Num' | 'Series'> | undefined;
  blockShort?: boolean | undefined;
};

const refuse = (message: string): never => {
  throw new ApiError(ErrorCode.BadRequest, message);
};

export async function reopenReceipt(req: ReceiptReopen): Promise<StoredReceipt> {
  const by = { By: req.actor.userId, ...(req.actor.userName ? { ByName: req.actor.userName } : {}) };
  return againWhileBalancesMove(
    async () => {
      const receipt = await readReceipt(req.orgId, req.entId, req.receiptId);
      if (!receipt) throw new ApiError(ErrorCode.NotFound, SalesMessages.receiptNotFound);
      const r = receipt.head;
      refuseUnlessOpen(r, req, true);
      const old = receipt.lines.Lines as unknown as StoredSaleLine[];
      // New ids, never an earlier saving's: a return typed against the receipt as it was names lines that are
      // no longer on it and is refused, rather than taking back whatever a re-used id now means.
      const last = Math.max(0, ...old.map((l) => Number(/^SL(\d+)$/.exec(l._id)?.[1] ?? 0)));
      const lineIds = saleLineIds(req.lines.length, last);
      const back = await valueMovements(req.orgId, req.entId, saleReversal(r, old, req.today));
      const moves = saleMoves(req.lines, req.head.WhId, r.DocId, lineIds);
      const sale = await valueMovements(req.orgId, req.entId, moves, back);
      // A batch or serial brought back and taken again would be two writes of one item: not in one transaction.
      const both = sharedKeys(back, sale);
      const tracked = moves.find((m, i) => m.Tracking && both.some((k) => k.sk === sale.keys[i]?.sk));
      if (tracked) refuse(SalesMessages.reopenTracked(tracked.Desc));
      if (req.blockShort) refuseBeyondAvailable(sale);
      const at = nowIso();
      const lines = storedSaleLines(req.lines, sale, lineIds);
      const ReOpens = (r.ReOpens ?? 0) + 1;
      // What the new saving does not say is not kept from the old one (a walk-in's phone, the notes, the GST copy).
      const { Cust: _c, CustName: _n, Ph: _p, GSTIN: _g, Notes: _o, Gst: _t, CostNoUnitP: _u, ...kept } = r;
      const head = drop({
        ...kept,
        ...req.head,
        Sts: 'Paid',
        ...saleCosts(lines),
        ReOpens,
        ReOpenAt: at,
        ReOpenBy: req.actor.userId,
        Gst: req.gst ? gstDocumentOf({ ...req.gst, Id: r.DocId, Num: r.Num, Series: r.Series }) : undefined,
      }) as unknown as HeadOf<ReceiptHead>;
      const change = documentChangeWrites<ReceiptHead, 'Lines'>({
        before: receipt,
        next: { head, lines: { Lines: lines } },
        audit: { Action: 'ReOpen', ...by },
        now: at,
      });
      const books = [
        // The saved receipt's postings turned round, then the new saving's under its own steps (`P2`, `S2`, …).
        ...cancelPostings({ ...r, lines: old }, req.today),
        ...receiptPostings({ ...(head as unknown as ReceiptHead), lines: req.lines }),
      ];
      const writes = [
        ...change.writes,
        ...chainedWrites(movementWrites(back, req.actor, at, r.Num), sale, movementWrites(sale, req.actor, at, r.Num)),
        ...ledgerWrites(req.orgId, books, at),
      ];
      if (writes.length > MAX_TRANSACTION_ITEMS || change.prewrites.length > 0)
        refuse(SalesMessages.reopenTooLarge(old.length + req.lines.length));
      await runDocumentTransaction(writes);
      return change.stored;
    },
    12,
    (error) => error instanceof HeaderChanged,
  );
}
