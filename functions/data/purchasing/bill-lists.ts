import { InventoryMessages } from '@shared/inventory/inventory-messages';
import { docPk } from '../documents/document-keys';
import { readDocument, readDocumentHead } from '../documents/document-read';
import { BILL, BILL_PAYMENT } from '../documents/types/bill-types';
import type { Page } from '../inventory/stock-repo';
import { decodePageCursor, encodePageCursor } from '../table/cursor';
import { queryIndexPage } from '../table/index-query';
import { billPaymentsPartition, billsPartition, vendorBillsPartition, vendorPaymentsPartition } from './bill-keys';
import type { BillHead, BillPaymentHead, StoredBill } from './bill-records';

/** Reads of bills and payments made (docs/purchasing.md §9.1): one document, or a page of a list, newest first. */

export async function readBill(
  orgId: string,
  entId: string,
  id: string,
  consistent = false,
): Promise<StoredBill | undefined> {
  const doc = await readDocument<BillHead, 'Lines'>(orgId, id, consistent);
  return doc && doc.head.type === BILL.kind && doc.head.EntId === entId ? doc : undefined;
}

export async function readBillPayment(orgId: string, entId: string, id: string): Promise<BillPaymentHead | undefined> {
  const head = await readDocumentHead<BillPaymentHead>(orgId, id, true);
  return head && head.type === BILL_PAYMENT.kind && head.EntId === entId ? head : undefined;
}

/** A page of a purchasing document list, newest first, behind the one cursor (purchase returns' lists use it too). */
export async function documentsPage<T>(
  tag: string,
  orgId: string,
  index: 1 | 2,
  partition: string,
  q: { limit: number; cursor?: string | undefined },
): Promise<Page<T>> {
  const startKey = decodePageCursor(q.cursor, {
    tag,
    orgId,
    pk: { startsWith: docPk(orgId, '') },
    index: { number: index, partition },
    refusal: InventoryMessages.badCursor,
  });
  const found = await queryIndexPage<T>({
    index,
    partition,
    newestFirst: true,
    limit: q.limit,
    ...(startKey ? { startKey } : {}),
  });
  return found.lastKey ? { items: found.items, next: encodePageCursor(tag, found.lastKey) } : { items: found.items };
}

/** B1 / B2: the branch's bills, or one vendor's. */
export const listBills = (
  orgId: string,
  entId: string,
  q: { vendId?: string | undefined; limit: number; cursor?: string | undefined },
): Promise<Page<BillHead>> =>
  q.vendId
    ? documentsPage('VENDOR_BILLS', orgId, 2, vendorBillsPartition(orgId, entId, q.vendId), q)
    : documentsPage('BILLS', orgId, 1, billsPartition(orgId, entId), q);

/** B3 / B4: the branch's payments made, or one vendor's. */
export const listBillPayments = (
  orgId: string,
  entId: string,
  q: { vendId?: string | undefined; limit: number; cursor?: string | undefined },
): Promise<Page<BillPaymentHead>> =>
  q.vendId
    ? documentsPage('VENDOR_PAYMENTS', orgId, 2, vendorPaymentsPartition(orgId, entId, q.vendId), q)
    : documentsPage('BILL_PAYMENTS', orgId, 1, billPaymentsPartition(orgId, entId), q);
