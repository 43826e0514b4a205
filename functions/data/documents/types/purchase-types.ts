import {
  byDateSortKey,
  purchaseOrdersPartition,
  purchaseOrdersStatusPartition,
  purchaseReceivesPartition,
} from '../../purchasing/purchase-keys';
import type { DocumentType, IndexKeys, StoreHead } from '../document-type';

/**
 * Purchase orders and purchase receives (docs/purchasing.md). A purchase order
 * to a vendor is owned by the branch that orders: its header is on the
 * branch's list (P1) and on the list of its status (P2). A purchase receive is
 * posted when saved (stock in, the order's received quantities) and is on the
 * branch's receives list (P3). Counter numbers in series `PO` and `PR`.
 */

export const PURCHASE_ORDER_SERIES = 'PO';
export const PURCHASE_RECEIVE_SERIES = 'PR';

type DatedHead = StoreHead & { Date: string };

export const PURCHASE_ORDER: DocumentType<'Lines'> = {
  kind: 'PurchaseOrder',
  code: 'PO',
  lineGroups: { Lines: 'POL#' },
  headIndexes: (stored: StoreHead): IndexKeys => {
    const head = stored as DatedHead;
    const sk = byDateSortKey(head.Date, head.DocId);
    return {
      gsi1pk: purchaseOrdersPartition(head.OrgId, head.EntId),
      gsi1sk: sk,
      gsi2pk: purchaseOrdersStatusPartition(head.OrgId, head.EntId, String(head.Sts)),
      gsi2sk: sk,
    };
  },
  statusCounts: false,
  numbering: { policy: 'counter', series: PURCHASE_ORDER_SERIES },
  audit: { lines: true },
};

export const PURCHASE_RECEIVE: DocumentType<'Lines'> = {
  kind: 'PurchaseReceive',
  code: 'PR',
  lineGroups: { Lines: 'PRL#' },
  headIndexes: (stored: StoreHead): IndexKeys => {
    const head = stored as DatedHead;
    return {
      gsi1pk: purchaseReceivesPartition(head.OrgId, head.EntId),
      gsi1sk: byDateSortKey(head.Date, head.DocId),
    };
  },
  statusCounts: false,
  numbering: { policy: 'counter', series: PURCHASE_RECEIVE_SERIES },
  audit: { lines: true },
};
