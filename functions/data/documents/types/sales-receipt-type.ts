import {
  buyerReceiptsPartition,
  buyerTag,
  receiptSortKey,
  receiptsPartition,
  SALES_RECEIPT_SERIES,
} from '../../sales/receipt-keys';
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

export const SALES_RECEIPT: DocumentType<'Lines'> = {
  kind: 'SalesReceipt',
  code: 'SR',
  lineGroups: { Lines: 'SRL#' },
  headIndexes,
  statusCounts: false,
  numbering: { policy: 'gapless', series: SALES_RECEIPT_SERIES },
  audit: { lines: true },
};
