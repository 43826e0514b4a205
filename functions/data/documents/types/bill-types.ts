import {
  billPaymentsPartition,
  billsPartition,
  vendorBillsPartition,
  vendorPaymentsPartition,
} from '../../purchasing/bill-keys';
import { byDateSortKey } from '../../purchasing/purchase-keys';
import type { DocumentType, IndexKeys, StoreHead } from '../document-type';

/**
 * Vendor bills and payments made (docs/purchasing.md §9). A bill is posted
 * when saved (the vendor's payable, the stock value it changes) and is on the
 * branch's list (B1) and its vendor's (B2); a payment made has no lines and is
 * on the branch's list (B3) and its vendor's (B4). Counter numbers in series
 * `BILL` and `VPAY` (the branch's own numbers; the vendor's bill number is the
 * bill's `VendBillNo`).
 */

export const BILL_SERIES = 'BILL';
export const BILL_PAYMENT_SERIES = 'VPAY';

type VendorHead = StoreHead & { Date: string; VendId: string };

export const BILL: DocumentType<'Lines'> = {
  kind: 'Bill',
  code: 'BILL',
  lineGroups: { Lines: 'BLL#' },
  headIndexes: (stored: StoreHead): IndexKeys => {
    const head = stored as VendorHead;
    const sk = byDateSortKey(head.Date, head.DocId);
    return {
      gsi1pk: billsPartition(head.OrgId, head.EntId),
      gsi1sk: sk,
      gsi2pk: vendorBillsPartition(head.OrgId, head.EntId, head.VendId),
      gsi2sk: sk,
    };
  },
  statusCounts: false,
  numbering: { policy: 'counter', series: BILL_SERIES },
  audit: { lines: true },
};

export const BILL_PAYMENT: DocumentType<never> = {
  kind: 'BillPayment',
  code: 'VPAY',
  lineGroups: {},
  headIndexes: (stored: StoreHead): IndexKeys => {
    const head = stored as VendorHead;
    const sk = byDateSortKey(head.Date, head.DocId);
    return {
      gsi1pk: billPaymentsPartition(head.OrgId, head.EntId),
      gsi1sk: sk,
      gsi2pk: vendorPaymentsPartition(head.OrgId, head.EntId, head.VendId),
      gsi2sk: sk,
    };
  },
  statusCounts: false,
  numbering: { policy: 'counter', series: BILL_PAYMENT_SERIES },
  audit: { lines: false },
};
