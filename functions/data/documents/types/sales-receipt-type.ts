import {
  buyerReceiptsPartition,
  buyerTag,
  receiptSortKey,
  receiptsPartition,
  SALES_RECEIPT_SERIES,
} from '../../sales/receipt-keys';
import { createdSortKey, monthPartition } from '../document-keys';
import type { DocumentType, IndexKeys, StoreHead } from '../document-type';

/**
 * Sales receipts, the counter sale (docs/sales.md): lines of items sold from
 * one warehouse, the branch's list by date (S1) and the buyer's (S2), one
 * status (Paid: a receipt is paid in full when saved, so no counts), and
 * gapless numbers taken in the receipt's own transaction, because a receipt
 * with a buyer's GSTIN is a tax invoice whose numbers must run without a gap.
 * Each line's movement and balance join that transaction (data/sales/receipts-repo.ts).
 */

type ReceiptHead = StoreHead & { Date: string; Cust?: string; Ph?: string };

const headIndexes = (stored: StoreHead): IndexKeys => {
  const head = stored as ReceiptHead;
  const sortKey = receiptSortKey(head.Date, head.DocId);
  const buyer = buyerTag(head);
  return {
    gsi1pk: receiptsPartition(head.OrgId, head.EntId),
    gsi1sk: sortKey,
    ...(buyer ? { gsi2pk: buyerReceiptsPartition(head.OrgId, head.EntId, buyer), gsi2sk: sortKey } : {}),
  };
};

/**
 * GSTR-1's month index (the invoices' `monthPartition` with code `SR`): a copy
 * of the header while it carries the frozen `Gst`, since GSI2 of the header
 * itself is the buyer's list. data/invoices/gst-repo.ts reads it with the invoices.
 */
function indexItems(stored: StoreHead): Map<string, Record<string, unknown>> {
  const {
    gsi1pk: _list,
    gsi1sk: _at,
    ...head
  } = stored as ReceiptHead & { Gst?: unknown; gsi1pk?: string; gsi1sk?: string };
  const items = new Map<string, Record<string, unknown>>();
  if (head.Gst)
    items.set('GST', {
      ...head,
      type: 'SalesReceiptGst',
      gsi2pk: monthPartition(head.OrgId, head.EntId, SALES_RECEIPT_CODE, head.Date),
      gsi2sk: createdSortKey(head.Date, head.DocId),
    });
  return items;
}

export const SALES_RECEIPT_CODE = 'SR';

export const SALES_RECEIPT: DocumentType<'Lines'> = {
  kind: 'SalesReceipt',
  code: SALES_RECEIPT_CODE,
  lineGroups: { Lines: 'SRL#' },
  headIndexes,
  indexItems,
  indexNames: ['GST'],
  statusCounts: false,
  numbering: { policy: 'gapless', series: SALES_RECEIPT_SERIES },
  audit: { lines: true },
};
