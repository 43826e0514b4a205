import { ADJUSTMENT, ADJUSTMENT_SERIES } from '../documents/types/adjustment-type';
import { adjustmentsPartition } from './inventory-keys';
import type { Page } from './stock-repo';
import {
  listStockDocuments,
  postStockDocument,
  readStockDocument,
  type NewStockDocument,
  type StockDocumentHead,
  type StockDocumentKind,
  type StockLinePlan,
  type StoredStockDocument,
} from './stock-documents';

/**
 * Stock adjustments (docs/inventory.md §5): a document of the store
 * (types/adjustment-type.ts) posted, read and listed by the machinery every
 * document that moves stock once shares (stock-documents.ts): one transaction
 * with every line's movement (`Adjust`) and balance, a counter number.
 */

export type AdjustmentHead = StockDocumentHead;
export type StoredAdjustment = StoredStockDocument;
/** A line: `Qty` signed as entered (+ found, − lost), `QtyM` the same in thousandths. */
export type AdjustmentLinePlan = StockLinePlan;
export type NewAdjustment = NewStockDocument;

export const ADJUSTMENT_KIND: StockDocumentKind = {
  type: ADJUSTMENT,
  series: ADJUSTMENT_SERIES,
  sts: 'Adjusted',
  linePrefix: 'AL',
  movement: 'Adjust',
  cursorTag: 'ADJUSTMENTS',
  partition: adjustmentsPartition,
};

/** Posts an adjustment: its number, then the document with every line's movement and balance in one transaction. */
export const postAdjustment = (adj: NewAdjustment): Promise<StoredAdjustment> =>
  postStockDocument(ADJUSTMENT_KIND, adj);

/** I6: an adjustment of the branch; another branch's or another type's document is not one. */
export const readAdjustment = (orgId: string, entId: string, docId: string): Promise<StoredAdjustment | undefined> =>
  readStockDocument(ADJUSTMENT_KIND, orgId, entId, docId);

/** I5: the branch's adjustments, newest first (the headers themselves are on the index). */
export const listAdjustments = (
  orgId: string,
  entId: string,
  q: { limit: number; cursor?: string | undefined },
): Promise<Page<AdjustmentHead>> => listStockDocuments(ADJUSTMENT_KIND, orgId, entId, q);
