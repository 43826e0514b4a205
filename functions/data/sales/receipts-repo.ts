import { ulid } from 'ulid';
import type { GstDocument } from '@shared/gst/returns/gst-document';
import { gstDocumentOf, type GstDocumentInput } from '@shared/invoices/gst-document-of';
import { unitCostOfGoods } from '@shared/books/unit-cost-counters';
import { receiptPostings } from '@shared/sales/receipt-postings';
import type { ReturnedSoFar } from '@shared/sales/return-lines';
import { SalesMessages } from '@shared/sales/sales-messages';
import { findDocumentIdByNumber } from '../documents/document-numbers';
import type { DocumentLine, StoredOf } from '../documents/document-records';
import { readDocument } from '../documents/document-read';
import type { StoreHead } from '../documents/document-type';
import type { HeadOf } from '../documents/document-changes';
import { commitNumbered } from '../documents/documents-repo';
import { docPk } from '../documents/document-keys';
import { SALES_RECEIPT } from '../documents/types/sales-receipt-type';
import { ledgerWrites } from '../ledger/ledger-writes';
import type { Page } from '../inventory/stock-repo';
import {
  againWhileBalancesMove,
  movementWrites,
  valueMovements,
  type Actor,
  type PlannedMovement,
  type ValuedPlan,
} from '../inventory/stock-writes';
import { refuseBeyondAvailable } from '../inventory/short-stock';
import { trackedLineFields, type TrackingIntent } from '../inventory/tracking-writes';
import { decodePageCursor, encodePageCursor } from '../table/cursor';
import { queryIndexPage } from '../table/index-query';
import { nowIso } from '../table/keys';
import { buyerReceiptsPartition, receiptsPartition, SALES_RECEIPT_SERIES } from './receipt-keys';

/**
 * Sales receipts (docs/sales.md): ONE transaction holds the receipt's number
 * (the series' counter and the number's pointer), its header, lines and audit,
 * and every line's stock movement (`Sale`) and balance. The stock is valued
 * first (stock-writes.ts; short stock refuses the line before a number is
 * asked for); a balance that moved before the commit values again and queues
 * again for a number, so the series stays gapless and the stock exact.
 */

/** `Acc`: the bank account the type mapped to when recorded (kept, so a cancellation takes back from there). */
export type ReceiptPayment = { Type: string; Card?: string; Ref?: string; AmtP: number; Acc?: number };

/** The header's figures and buyer as the call decided them; number, cost and bookkeeping are added here. */
export type ReceiptDraft = {
  Date: string;
  WhId: string;
  Cust?: string;
  CustName?: string;
  Ph?: string;
  GSTIN?: string;
  B2B: boolean;
  POS: string;
  IntraState: boolean;
  Seller: { Name: string; GSTIN?: string; StCode: string };
  AmtP: number;
  DiscP: number;
  TaxableP: number;
  CGSTP: number;
  SGSTP: number;
  IGSTP: number;
  AdjustP: number;
  GrandTotalP: number;
  Pays: ReceiptPayment[];
  Notes?: string;
  /** What GSTR-1 reads (gst-document.ts), frozen at the save; only in a branch with a GSTIN. */
  Gst?: GstDocument;
};

export type ReceiptHead = StoreHead &
  ReceiptDraft & {
    Num: string;
    Series: string;
    FY: string;
    /** The cost of the stock sold (the movements' value), for the margin. */
    CostP: number;
    /** The same at the items' unit cost, and the part of items without one, counted at `CostP` (docs/books.md §6.11). */
    CostUnitP?: number;
    CostNoUnitP?: number;
    CrBy: string;
    CrByName?: string;
    CrAt: string;
    /** What its sales returns took back, per line (docs/sales.md §12). */
    Returned?: ReturnedSoFar;
    /** Its sales returns, oldest first. */
    Returns?: { _id: string; Num: string; Date: string; TotalP: number }[];
    /** Cancelled (ReOpenSR, §13): why, when and by whom. */
    CancelReason?: string;
    CancelAt?: string;
    CancelBy?: string;
    /** Re-opened and saved again under its number (ReOpenSR, §13): how often, last when and by whom. */
    ReOpens?: number;
    ReOpenAt?: string;
    ReOpenBy?: string;
  };
export type StoredReceipt = StoredOf<ReceiptHead, 'Lines'>;

/** One line as priced and taxed by the call, in paise and thousandths. */
export type ReceiptLinePlan = {
  ItemId: string;
  PCode?: string | undefined;
  Desc: string;
  HSN?: string | undefined;
  UoM?: string | undefined;
  Qty: number;
  QtyM: number;
  UnPrP: number;
  TCode?: number | undefined;
  DiscP: number;
  TaxableP: number;
  CGSTP: number;
  SGSTP: number;
  IGSTP: number;
  TotalP: number;
  Tracking?: TrackingIntent | undefined;
};

export type NewReceipt = {
  orgId: string;
  entId: string;
  fyStart?: number | undefined;
  actor: Actor;
  head: ReceiptDraft;
  lines: readonly ReceiptLinePlan[];
  /** The GST return's copy without what the save decides (id, number, series). */
  gst?: Omit<GstDocumentInput, 'Id' | 'Num' | 'Series'> | undefined;
  /** Block Zero Quantity (BZQty): a line takes only what is available, not stock held for repair orders. */
  blockShort?: boolean | undefined;
};

/** A line's cost at its item's unit cost; an item without one counts at its posted cost, kept apart too. */
const lineUnitCost = (unitCostP: number | undefined, qtyM: number, costP: number) => {
  const c = unitCostOfGoods(unitCostP, qtyM, costP);
  return { CostUnitP: c.CogsUnitP, ...(c.CogsNoUnitP !== 0 ? { CostNoUnitP: c.CogsNoUnitP } : {}) };
};

export const drop = <T extends Record<string, unknown>>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/** The stock going out for a sale's lines (movements `Sale`), each naming its receipt's line. */
export const saleMoves = (
  lines: readonly ReceiptLinePlan[],
  whId: string,
  docId: string,
  lineIds: readonly string[],
): PlannedMovement[] =>
  lines.map((line, i) => ({
    ItemId: line.ItemId,
    WhId: whId,
    PCode: line.PCode,
    Desc: line.Desc,
    UoM: line.UoM,
    Kind: 'Sale',
    Qty: -line.QtyM,
    Tracking: line.Tracking,
    source: { DocType: SALES_RECEIPT.kind, DocId: docId, LineId: lineIds[i] ?? '' },
  }));

/** The receipt's lines as stored: the call's figures with the cost the valuation took out (a sale and a re-open). */
export const storedSaleLines = (
  lines: readonly ReceiptLinePlan[],
  plan: Pick<ValuedPlan, 'valued' | 'unitCosts' | 'tracking'>,
  lineIds: readonly string[],
): DocumentLine[] =>
  lines.map((line, i) =>
    drop({
      _id: lineIds[i] ?? '',
      ItemId: line.ItemId,
      PCode: line.PCode,
      Desc: line.Desc,
      HSN: line.HSN,
      UoM: line.UoM,
      Qty: line.Qty,
      UnPrP: line.UnPrP,
      TCode: line.TCode,
      DiscP: line.DiscP,
      TaxableP: line.TaxableP,
      CGSTP: line.CGSTP,
      SGSTP: line.SGSTP,
      IGSTP: line.IGSTP,
      TotalP: line.TotalP,
      CostP: -(plan.valued[i]?.ValueP ?? 0),
      // At the item's unit cost too, for the P&L by unit cost (report 502, docs/books.md §6.11).
      ...lineUnitCost(plan.unitCosts?.[i], line.QtyM, -(plan.valued[i]?.ValueP ?? 0)),
      ...trackedLineFields(plan.tracking?.fields[i]),
    }),
  );

/** The header's cost of the stock sold, from its stored lines. */
export const saleCosts = (lines: readonly DocumentLine[]) => ({
  CostP: lines.reduce((sum, l) => sum + Number(l.CostP), 0),
  CostUnitP: lines.reduce((sum, l) => sum + Number(l.CostUnitP ?? 0), 0),
  CostNoUnitP: lines.reduce((sum, l) => sum + Number(l.CostNoUnitP ?? 0), 0),
});

/** A saving's line ids, numbered on after `after` (a re-open's lines are new lines: SL4… after SL1–SL3). */
export const saleLineIds = (count: number, after = 0): string[] =>
  Array.from({ length: count }, (_, i) => `SL${after + i + 1}`);

export async function postReceipt(doc: NewReceipt): Promise<StoredReceipt> {
  const DocId = ulid();
  const lineIds = saleLineIds(doc.lines.length);
  const moves = saleMoves(doc.lines, doc.head.WhId, DocId, lineIds);
  const by = { By: doc.actor.userId, ...(doc.actor.userName ? { ByName: doc.actor.userName } : {}) };
  // A balance moved by another writer (an adjustment, an issue) between the read and the commit: value again.
  return againWhileBalancesMove(() =>
    commitNumbered<ReceiptHead, 'Lines'>({
      kind: SALES_RECEIPT.kind,
      orgId: doc.orgId,
      entId: doc.entId,
      docId: DocId,
      date: doc.head.Date,
      numbering: { fyStart: doc.fyStart },
      busy: SalesMessages.numberBusy,
      lines: { Lines: [] },
      audit: { Action: 'Create', ...by },
      // Valued once this sale holds the counter's turn: the sales of one branch commit one after another, each
      // against the stock the one before left (short stock refuses the line, 400, and passes the turn on).
      build: async (number) => {
        const plan = await valueMovements(doc.orgId, doc.entId, moves);
        if (doc.blockShort) refuseBeyondAvailable(plan);
        const at = nowIso();
        const lines = storedSaleLines(doc.lines, plan, lineIds);
        const head = drop({
          ...doc.head,
          type: SALES_RECEIPT.kind,
          OrgId: doc.orgId,
          DocId,
          EntId: doc.entId,
          Sts: 'Paid',
          Num: number.Num,
          Series: number.Series,
          FY: number.FY,
          ...saleCosts(lines),
          CrBy: doc.actor.userId,
          CrByName: doc.actor.userName,
          CrAt: at,
          Gst: doc.gst ? gstDocumentOf({ ...doc.gst, Id: DocId, Num: number.Num, Series: number.Series }) : undefined,
        }) as unknown as HeadOf<ReceiptHead>;
        // The books in the same transaction (docs/books.md): the sale and its payments, and the stock at its cost.
        const books = receiptPostings({
          ...(head as unknown as ReceiptHead),
          lines: doc.lines,
        });
        return {
          head,
          lines: { Lines: lines },
          also: { writes: [...movementWrites(plan, doc.actor, at, number.Num), ...ledgerWrites(doc.orgId, books, at)] },
        };
      },
    }),
  );
}

/** S4: one receipt of the branch; another branch's or another type's document is not one. */
export async function readReceipt(orgId: string, entId: string, docId: string): Promise<StoredReceipt | undefined> {
  const doc = await readDocument<ReceiptHead, 'Lines'>(orgId, docId);
  return doc && doc.head.type === SALES_RECEIPT.kind && doc.head.EntId === entId ? doc : undefined;
}

/** S3: a receipt by its number (the store's number pointer, one GetItem). */
export async function receiptIdByNumber(orgId: string, entId: string, num: string): Promise<string | undefined> {
  const fy = /^SR\/(\d{2,4})\//.exec(num)?.[1];
  return fy ? findDocumentIdByNumber(orgId, entId, SALES_RECEIPT_SERIES, fy, num) : undefined;
}

/**
 * A page of the headers on one index partition, newest first, with the list's cursor (its tag names the
 * list, so a cursor of another list is refused): the receipts' lists and the returns' (returns-repo.ts).
 */
export async function headersPage<T>(
  orgId: string,
  q: { tag: string; index: 1 | 2; partition: string; limit: number; cursor?: string | undefined },
): Promise<Page<T>> {
  const startKey = decodePageCursor(q.cursor, {
    tag: q.tag,
    orgId,
    pk: { startsWith: docPk(orgId, '') },
    index: { number: q.index, partition: q.partition },
    refusal: SalesMessages.badCursor,
  });
  const page = await queryIndexPage<T>({
    index: q.index,
    partition: q.partition,
    newestFirst: true,
    limit: q.limit,
    ...(startKey ? { startKey } : {}),
  });
  return page.lastKey ? { items: page.items, next: encodePageCursor(q.tag, page.lastKey) } : { items: page.items };
}

/** S1: the branch's receipts newest first; S2 with `buyer`: one buyer's. The headers themselves are on the index. */
export const listReceipts = (
  orgId: string,
  entId: string,
  q: { limit: number; cursor?: string | undefined; buyer?: string | undefined },
): Promise<Page<ReceiptHead>> =>
  headersPage<ReceiptHead>(orgId, {
    tag: 'SALES_RECEIPTS',
    index: q.buyer ? 2 : 1,
    partition: q.buyer ? buyerReceiptsPartition(orgId, entId, q.buyer) : receiptsPartition(orgId, entId),
    limit: q.limit,
    cursor: q.cursor,
  });
