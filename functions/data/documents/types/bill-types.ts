import { BILL_STATUS, PAYABLE_BILL } from '@shared/purchasing/bill-statuses';
import {
  billPaymentsPartition,
  billsPartition,
  draftBillsPartition,
  openBillsPartition,
  vendorAdvancesPartition,
  vendorBillsPartition,
  vendorPaymentsPartition,
} from '../../purchasing/bill-keys';
import { ITC_INDEX, itcIndexItems } from '../../purchasing/bill-itc-index';
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

type VendorHead = StoreHead & { Date: string; VendId: string; AdvanceP?: number };

/**
 * A copy of the header in a branch-wide partition while it matters to the
 * payables ageing (docs/books.md §6.9): a bill while it asks for money (B8), a
 * payment made or a vendor note while part of it is an advance (B9). The store
 * deletes the item when the condition stops holding (`indexNames`).
 */
export const listedWhile =
  (name: string, type: string, holds: (head: VendorHead) => boolean, partition: typeof openBillsPartition) =>
  (stored: StoreHead): Map<string, Record<string, unknown>> => {
    const head = stored as VendorHead;
    const items = new Map<string, Record<string, unknown>>();
    // Without the header's own index keys: the copy must not show twice in the vendor's list (B2, B4).
    const { gsi1pk: _p1, gsi1sk: _s1, gsi2pk: _p2, gsi2sk: _s2, ...fields } = head as VendorHead & IndexKeys;
    if (holds(head))
      items.set(name, {
        ...fields,
        type,
        gsi1pk: partition(head.OrgId, head.EntId),
        gsi1sk: byDateSortKey(head.Date, head.DocId),
      });
    return items;
  };

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
  // B8 while it asks for money; B10 while it claims input tax credit (its ITC period); B11 while a draft (§24).
  indexItems: (head) =>
    new Map([
      ...listedWhile('OPEN', 'BillOpen', (h) => PAYABLE_BILL.has(String(h.Sts)), openBillsPartition)(head),
      ...itcIndexItems(head),
      ...listedWhile('DRAFT', 'BillDraft', (h) => h.Sts === BILL_STATUS.draft, draftBillsPartition)(head),
    ]),
  indexNames: ['OPEN', ITC_INDEX, 'DRAFT'],
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
  indexItems: listedWhile('ADV', 'BillPaymentAdvance', (h) => (h.AdvanceP ?? 0) > 0, vendorAdvancesPartition),
  indexNames: ['ADV'],
  statusCounts: false,
  numbering: { policy: 'counter', series: BILL_PAYMENT_SERIES },
  audit: { lines: false },
};
