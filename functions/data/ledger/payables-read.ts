import type { OpenBill, VendorAdvance } from '@shared/books/payables';
import { openBillsPartition, vendorAdvancesPartition } from '../purchasing/bill-keys';
import { queryIndexAll } from '../table/index-query';

/**
 * What the payables ageing reads (docs/books.md §4 B14): the branch's open
 * bills (their `IX#OPEN` copies while Unpaid or Partial) and its advances
 * with vendors (the `IX#ADV` copies of payments made, and of debit and credit
 * notes, while part of them is beyond what their bills asked). Two Queries,
 * never the paid bills' history.
 */

type BillCopy = {
  type?: string;
  DocId?: string;
  Num?: string;
  Date?: string;
  VendBillNo?: string;
  VendBillDate?: string;
  DueDate?: string;
  VendId?: string;
  VendName?: string;
  PayableP?: number;
  PaidP?: number;
  AdvanceP?: number;
};

export async function openPayables(
  orgId: string,
  entId: string,
): Promise<{ bills: OpenBill[]; advances: VendorAdvance[] }> {
  const [open, paid] = await Promise.all([
    queryIndexAll<BillCopy>({
      index: 1,
      partition: openBillsPartition(orgId, entId),
      attributes: [
        'type',
        'DocId',
        'Num',
        'Date',
        'VendBillNo',
        'VendBillDate',
        'DueDate',
        'VendId',
        'VendName',
        'PayableP',
        'PaidP',
      ],
    }),
    queryIndexAll<BillCopy>({
      index: 1,
      partition: vendorAdvancesPartition(orgId, entId),
      attributes: ['type', 'DocId', 'Num', 'Date', 'VendId', 'VendName', 'AdvanceP'],
    }),
  ]);
  const bills = open
    .filter((b) => b.type === 'BillOpen')
    .map((b) => ({
      Id: String(b.DocId),
      Num: String(b.Num ?? ''),
      VendBillNo: String(b.VendBillNo ?? ''),
      Party: `V#${b.VendId}`,
      Name: String(b.VendName ?? ''),
      BillDate: String(b.VendBillDate ?? b.Date),
      ...(b.DueDate ? { DueDate: b.DueDate } : {}),
      DueP: Number(b.PayableP ?? 0) - Number(b.PaidP ?? 0),
    }))
    .filter((b) => b.DueP !== 0);
  const advances = paid
    .filter((p) => p.type === 'BillPaymentAdvance' || p.type === 'VendorNoteAdvance')
    .map((p) => ({
      Id: String(p.DocId),
      Num: String(p.Num ?? ''),
      Party: `V#${p.VendId}`,
      Name: String(p.VendName ?? ''),
      Date: String(p.Date),
      AmtP: Number(p.AdvanceP ?? 0),
    }));
  return { bills, advances };
}
