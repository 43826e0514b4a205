import { byDateSortKey } from '../../purchasing/purchase-keys';
import {
  notesPartition,
  returnsPartition,
  vendorNotesPartition,
  vendorReturnsPartition,
} from '../../purchasing/return-keys';
import type { DocumentType, IndexKeys, StoreHead } from '../document-type';

/**
 * Purchase returns, our debit notes and the vendors' credit notes received
 * (docs/purchase-returns.md). Each is posted when saved and is on the branch's
 * list and its vendor's. Counter numbers in series `PRT`, `DN` and `VCN` (the
 * branch's own; a vendor's credit note keeps its own number in `VendNoteNo`).
 */

export const PURCHASE_RETURN_SERIES = 'PRT';
export const DEBIT_NOTE_SERIES = 'DN';
export const CREDIT_NOTE_RECEIVED_SERIES = 'VCN';

type VendorHead = StoreHead & { Date: string; VendId: string };

const vendorListed =
  (branch: (o: string, e: string) => string, vendor: (o: string, e: string, v: string) => string) =>
  (stored: StoreHead): IndexKeys => {
    const head = stored as VendorHead;
    const sk = byDateSortKey(head.Date, head.DocId);
    return {
      gsi1pk: branch(head.OrgId, head.EntId),
      gsi1sk: sk,
      gsi2pk: vendor(head.OrgId, head.EntId, head.VendId),
      gsi2sk: sk,
    };
  };

export const PURCHASE_RETURN: DocumentType<'Lines'> = {
  kind: 'PurchaseReturn',
  code: 'PRT',
  lineGroups: { Lines: 'PRTL#' },
  headIndexes: vendorListed(returnsPartition, vendorReturnsPartition),
  statusCounts: false,
  numbering: { policy: 'counter', series: PURCHASE_RETURN_SERIES },
  audit: { lines: true },
};

export const VENDOR_DEBIT_NOTE: DocumentType<'Lines'> = {
  kind: 'VendorDebitNote',
  code: 'VDN',
  lineGroups: { Lines: 'VDNL#' },
  headIndexes: vendorListed(
    (o, e) => notesPartition(o, e, 'VDN'),
    (o, e, v) => vendorNotesPartition(o, e, 'VDN', v),
  ),
  statusCounts: false,
  numbering: { policy: 'counter', series: DEBIT_NOTE_SERIES },
  audit: { lines: true },
};

export const VENDOR_CREDIT_NOTE: DocumentType<'Lines'> = {
  kind: 'VendorCreditNote',
  code: 'VCN',
  lineGroups: { Lines: 'VCNL#' },
  headIndexes: vendorListed(
    (o, e) => notesPartition(o, e, 'VCN'),
    (o, e, v) => vendorNotesPartition(o, e, 'VCN', v),
  ),
  statusCounts: false,
  numbering: { policy: 'counter', series: CREDIT_NOTE_RECEIVED_SERIES },
  audit: { lines: true },
};
