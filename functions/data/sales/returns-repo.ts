import { ulid } from 'ulid';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { fromScaled, QTY_DIGITS } from '@shared/documents/money-math';
import type { GstDocument, GstItem } from '@shared/gst/returns/gst-document';
import { gstDocumentOf } from '@shared/invoices/gst-document-of';
import { decideReturn, type DecidedReturnLine, type StoredSaleLine } from '@shared/sales/return-lines';
import { returnTotals } from '@shared/sales/return-figures';
import { returnPostings } from '@shared/sales/return-postings';
import { CREDIT_REFUND, type ReturnLineInput } from '@shared/sales/return-schemas';
import { SalesMessages } from '@shared/sales/sales-messages';
import type { DocumentLine, StoredOf } from '../documents/document-records';
import type { StoreHead } from '../documents/document-type';
import type { HeadOf } from '../documents/document-changes';
import { commitNumbered, HeaderChanged, headChangeWrites, readDocument } from '../documents/documents-repo';
import { SALES_RETURN } from '../documents/types/sales-return-type';
import { ledgerWrites } from '../ledger/ledger-writes';
import { againWhileBalancesMove, movementWrites, valueMovements, type Actor } from '../inventory/stock-writes';
import type { TrackingIntent } from '../inventory/tracking-writes';
import type { Page } from '../inventory/stock-repo';
import { bankAccountFor } from '../settings/bank-settings-repo';
import { nowIso } from '../table/keys';
import { receiptReturnsPartition, returnsPartition } from './receipt-keys';
import { headersPage, readReceipt, type ReceiptHead, type StoredReceipt } from './receipts-repo';

/**
 * Sales returns (docs/sales.md §12): ONE transaction holds the return's number
 * (its series' counter and pointer), its header, lines and audit, each line's
 * stock movement back (`SaleReturn`, at the sale's own cost, to its batches or
 * serials) and balance, the receipt's header at the `ver` read (what has been
 * returned, so two returns of one line never take back more than was sold),
 * and the books. The receipt is read once the return holds its turn at the
 * counter; a receipt or balance that moved before the commit reads and decides
 * again (the second of two returns of the last unit is then refused).
 */

export type ReturnHead = StoreHead & {
  Date: string;
  WhId: string;
  SR: string;
  SRNum: string;
  SRDate: string;
  Cust?: string;
  CustName?: string;
  Ph?: string;
  GSTIN?: string;
  B2B: boolean;
  POS: string;
  IntraState: boolean;
  Seller: ReceiptHead['Seller'];
  Reason: string;
  Refund: { Type: string; Ref?: string; AmtP: number };
  TaxableP: number;
  DiscP: number;
  CGSTP: number;
  SGSTP: number;
  IGSTP: number;
  AdjustP: number;
  GrandTotalP: number;
  CostP: number;
  Num: string;
  Series: string;
  FY: string;
  CrBy: string;
  CrByName?: string;
  CrAt: string;
  Gst?: GstDocument;
};
export type StoredReturn = StoredOf<ReturnHead, 'Lines'>;

export type NewReturn = {
  orgId: string;
  entId: string;
  fyStart?: number | undefined;
  actor: Actor;
  /** The branch's today: the return's date. */
  date: string;
  receiptId: string;
  lines: readonly ReturnLineInput[];
  refund: { Type: string; Ref?: string | undefined };
  reason: string;
};

const drop = <T extends Record<string, unknown>>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

const refuse = (errors: { path: string; message: string }[]): never => {
  throw new ApiError(ErrorCode.BadRequest, errors[0]?.message ?? SalesMessages.receiptNotFound, errors);
};

/** The movement's tracking: back to the batches the sale took, or the serials named. */
function trackingBack(d: DecidedReturnLine, today: string): TrackingIntent | undefined {
  if (d.Serials) return { Track: 'SN', today, Serials: d.Serials };
  if (d.Batches) return { Track: 'BN', today, Parts: d.Batches };
  return undefined;
}

/** The note's GST lines: each share with its receipt line's HSN, rate and unit (the receipt's frozen items). */
function gstLinesOf(receipt: StoredReceipt, decided: readonly DecidedReturnLine[]): GstItem[] {
  const items = receipt.head.Gst?.Items ?? [];
  return decided.map((d) => {
    const sold = items[receipt.lines.Lines.findIndex((l) => l._id === d.line._id)];
    return {
      HSN: sold?.HSN ?? d.line.HSN ?? '',
      Desc: d.line.Desc,
      UQC: sold?.UQC ?? 'NOS',
      Qty: fromScaled(d.QtyM, QTY_DIGITS),
      Rate: sold?.Rate ?? 0,
      Gross: d.share.TaxableP + d.share.DiscP,
      Discount: d.share.DiscP,
      Taxable: d.share.TaxableP,
      IGST: d.share.IGSTP,
      CGST: d.share.CGSTP,
      SGST: d.share.SGSTP,
      Cess: 0,
    };
  });
}

const isHeaderLoss = (error: unknown): boolean => error instanceof HeaderChanged;

export async function postReturn(req: NewReturn): Promise<StoredReturn> {
  const DocId = ulid();
  const by = { By: req.actor.userId, ...(req.actor.userName ? { ByName: req.actor.userName } : {}) };
  // Where a refund leaves from (bank settings, docs/books.md §1.1); a credit left on account moves no money.
  const refundAcc =
    req.refund.Type === CREDIT_REFUND ? undefined : await bankAccountFor(req.orgId, req.entId, req.refund.Type);
  return againWhileBalancesMove(
    () =>
      commitNumbered<ReturnHead, 'Lines'>({
        kind: SALES_RETURN.kind,
        orgId: req.orgId,
        entId: req.entId,
        docId: DocId,
        date: req.date,
        numbering: { fyStart: req.fyStart },
        busy: SalesMessages.returnsBusy,
        lines: { Lines: [] },
        audit: { Action: 'Create', ...by },
        build: async (number) => {
          // Read in this return's turn: the returns of the branch commit one after another.
          const receipt = await readReceipt(req.orgId, req.entId, req.receiptId);
          if (!receipt) throw new ApiError(ErrorCode.NotFound, SalesMessages.receiptNotFound);
          const r = receipt.head;
          if (r.Sts === 'Cancelled') throw new ApiError(ErrorCode.Conflict, SalesMessages.receiptCancelled);
          if (req.refund.Type === CREDIT_REFUND && !r.Cust)
            refuse([{ path: 'Refund.Type', message: SalesMessages.creditNeedsCustomer }]);
          const sold = receipt.lines.Lines as unknown as StoredSaleLine[];
          const decision = decideReturn(sold, r.Returned ?? {}, req.lines);
          if (!decision.ok) return refuse(decision.errors);
          const decided = decision.lines;
          const lineIds = decided.map((_, i) => `RL${i + 1}`);
          const plan = await valueMovements(
            req.orgId,
            req.entId,
            decided.map((d, i) => ({
              ItemId: d.line.ItemId,
              WhId: r.WhId,
              PCode: d.line.PCode,
              Desc: d.line.Desc,
              UoM: d.line.UoM,
              Kind: 'SaleReturn',
              Qty: d.QtyM,
              // Back at exactly what the sale took out of the stock for these units.
              ValueP: d.share.CostP,
              Tracking: trackingBack(d, req.date),
              source: { DocType: SALES_RETURN.kind, DocId, LineId: lineIds[i] ?? '' },
            })),
          );
          const totals = returnTotals(
            decided.map((d) => d.share),
            r.AdjustP,
            decision.completes,
          );
          const at = nowIso();
          const lines: DocumentLine[] = decided.map((d, i) =>
            drop({
              _id: lineIds[i] ?? '',
              SRLine: d.line._id,
              ItemId: d.line.ItemId,
              PCode: d.line.PCode,
              Desc: d.line.Desc,
              HSN: d.line.HSN,
              UoM: d.line.UoM,
              Qty: fromScaled(d.QtyM, QTY_DIGITS),
              UnPrP: d.line.UnPrP,
              TCode: d.line.TCode,
              DiscP: d.share.DiscP,
              TaxableP: d.share.TaxableP,
              CGSTP: d.share.CGSTP,
              SGSTP: d.share.SGSTP,
              IGSTP: d.share.IGSTP,
              TotalP: d.share.TotalP,
              CostP: d.share.CostP,
              ...(d.Serials ? { Serials: d.Serials } : {}),
              ...(d.Batches
                ? {
                    Batch: d.Batches.map((b) => b.Batch).join(', '),
                    Batches: d.Batches.map((b) => ({ ...b, Qty: fromScaled(b.Qty, QTY_DIGITS) })),
                  }
                : {}),
            }),
          );
          const refundType = req.refund.Type === CREDIT_REFUND ? undefined : req.refund.Type;
          const head = drop({
            type: SALES_RETURN.kind,
            OrgId: req.orgId,
            DocId,
            EntId: req.entId,
            Sts: 'Issued',
            Num: number.Num,
            Series: number.Series,
            FY: number.FY,
            Date: req.date,
            WhId: r.WhId,
            SR: r.DocId,
            SRNum: r.Num,
            SRDate: r.Date,
            Cust: r.Cust,
            CustName: r.CustName,
            Ph: r.Ph,
            GSTIN: r.GSTIN,
            B2B: r.B2B,
            POS: r.POS,
            IntraState: r.IntraState,
            Seller: r.Seller,
            Reason: req.reason,
            Refund: drop({ Type: req.refund.Type, Ref: req.refund.Ref, AmtP: totals.GrandTotalP }),
            ...totals,
            CrBy: req.actor.userId,
            CrByName: req.actor.userName,
            CrAt: at,
            // A credit note of the receipt (Rule 53): cdnr with the buyer's GSTIN, else against b2cs (docs/gst-returns.md).
            Gst: r.Gst
              ? gstDocumentOf({
                  Kind: 'CreditNote',
                  Id: DocId,
                  Num: number.Num,
                  Series: number.Series,
                  Date: req.date,
                  Sts: 'Issued',
                  SupplierGSTIN: r.Gst.SupplierGSTIN,
                  SupplierStCode: r.Gst.SupplierStCode,
                  ...(r.Gst.RecipientGSTIN ? { RecipientGSTIN: r.Gst.RecipientGSTIN } : {}),
                  RecipientName: r.Gst.RecipientName,
                  POS: r.Gst.POS,
                  RevCharge: false,
                  Value: totals.GrandTotalP,
                  lines: gstLinesOf(receipt, decided),
                  OrigNum: r.Num,
                  OrigDate: r.Date,
                  OrigValue: r.GrandTotalP,
                })
              : undefined,
          }) as unknown as HeadOf<ReturnHead>;
          // The receipt's header at the ver read: what has been returned, and this return on its list.
          const receiptChange = headChangeWrites<ReceiptHead>(
            r,
            {
              ...r,
              Returned: decision.returned,
              Returns: [
                ...(r.Returns ?? []),
                { _id: DocId, Num: number.Num, Date: req.date, TotalP: totals.GrandTotalP },
              ],
            } as HeadOf<ReceiptHead>,
            { Action: 'Return', ...by, Changes: [{ Path: 'Returns', After: number.Num }] },
            at,
          );
          const books = returnPostings({
            EntId: req.entId,
            DocId,
            Num: number.Num,
            Date: req.date,
            Cust: r.Cust,
            ...totals,
            RefundType: refundType,
            RefundAcc: refundAcc,
            lines: decided.map((d) => d.share),
          });
          return {
            head,
            lines: { Lines: lines },
            also: {
              writes: [
                ...receiptChange.writes,
                ...movementWrites(plan, req.actor, at, number.Num),
                ...ledgerWrites(req.orgId, books, at),
              ],
            },
          };
        },
      }),
    12,
    isHeaderLoss,
  );
}

/** One return of the branch; another branch's or another type's document is not one. */
export async function readReturn(orgId: string, entId: string, docId: string): Promise<StoredReturn | undefined> {
  const doc = await readDocument<ReturnHead, 'Lines'>(orgId, docId);
  return doc && doc.head.type === SALES_RETURN.kind && doc.head.EntId === entId ? doc : undefined;
}

/** S5: the branch's returns newest first; S6 with `receiptId`: one receipt's. The headers themselves are on the index. */
export const listReturns = (
  orgId: string,
  entId: string,
  q: { limit: number; cursor?: string | undefined; receiptId?: string | undefined },
): Promise<Page<ReturnHead>> =>
  headersPage<ReturnHead>(orgId, {
    tag: 'SALES_RETURNS',
    index: q.receiptId ? 2 : 1,
    partition: q.receiptId ? receiptReturnsPartition(orgId, entId, q.receiptId) : returnsPartition(orgId, entId),
    limit: q.limit,
    cursor: q.cursor,
  });
