import {
  receiptReturnsPartition,
  receiptSortKey,
  returnsPartition,
  SALES_RETURN_SERIES,
} from '../../sales/receipt-keys';
import { createdSortKey, monthPartition } from '../document-keys';
import type { DocumentType, IndexKeys, StoreHead } from '../document-type';

/**
 * Sales returns of counter sales (docs/sales.md §12): the credit note of the
 * goods a receipt's buyer brought back. Lines taken back under `SNL#`, the
 * branch's list by date (S5, GSI1) and the receipt's returns (S6, GSI2), one
 * status (Issued), and gapless numbers of their own series taken in the
 * return's transaction (a credit note's number, CGST Rule 53). Each line's
 * movement and balance, the receipt's header and the books join that
 * transaction (data/sales/returns-repo.ts).
 */

type ReturnHead = StoreHead & { Date: string; SR: string };

const headIndexes = (stored: StoreHead): IndexKeys => {
  const head = stored as ReturnHead;
  const sortKey = receiptSortKey(head.Date, head.DocId);
  return {
    gsi1pk: returnsPartition(head.OrgId, head.EntId),
    gsi1sk: sortKey,
    gsi2pk: receiptReturnsPartition(head.OrgId, head.EntId, head.SR),
    gsi2sk: sortKey,
  };
};

/** GSTR-1's month index (code `SRN`): a copy of the header while it carries the frozen `Gst`, as a receipt's. */
function indexItems(stored: StoreHead): Map<string, Record<string, unknown>> {
  const {
    gsi1pk: _list,
    gsi1sk: _at,
    ...head
  } = stored as ReturnHead & { Gst?: unknown; gsi1pk?: string; gsi1sk?: string };
  const items = new Map<string, Record<string, unknown>>();
  if (head.Gst)
    items.set('GST', {
      ...head,
      type: 'SalesReturnGst',
      gsi2pk: monthPartition(head.OrgId, head.EntId, SALES_RETURN_CODE, head.Date),
      gsi2sk: createdSortKey(head.Date, head.DocId),
    });
  return items;
}

export const SALES_RETURN_CODE = 'SRN';

export const SALES_RETURN: DocumentType<'Lines'> = {
  kind: 'SalesReturn',
  code: SALES_RETURN_CODE,
  lineGroups: { Lines: 'SNL#' },
  headIndexes,
  indexItems,
  indexNames: ['GST'],
  statusCounts: false,
  numbering: { policy: 'gapless', series: SALES_RETURN_SERIES },
  audit: { lines: true },
};
