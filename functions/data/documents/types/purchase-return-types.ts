import { byDateSortKey } from '../../purchasing/purchase-keys';
import {
  notesPartition,
  returnsPartition,
  vendorNotesPartition,
  vendorReturnsPartition,
} from '../../purchasing/return-keys';
import { vendorAdvancesPartition } from '../../purchasing/bill-keys';
import type { DocumentType, IndexKeys, StoreHead } from '../document-type';
import { listedWhile } from './bill-types';

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

/** A note's part beyond its bill's due is an advance with the vendor: the payables ageing's credit (B9). */
const NOTE_ADVANCE = {
  indexItems: listedWhile('ADV', 'VendorNoteAdvance', (h) => (h.AdvanceP ?? 0) > 0, vendorAdvancesPartition),
  indexNames: ['ADV'],
} as const;

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
  ...NOTE_ADVANCE,
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
  ...NOTE_ADVANCE,
  statusCounts: false,
  numbering: { policy: 'counter', series: CREDIT_NOTE_RECEIVED_SERIES },
  audit: { lines: true },
};
