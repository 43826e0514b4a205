import type { OpenInvoice, PayerCredit } from '@shared/books/ageing';
import { payerOfInvoice } from '@shared/invoices/payment-rules';
import { dashboardPartition, statusPartition } from '../documents/document-keys';
import { queryIndexAll } from '../table/index-query';

/**
 * What the receivables ageing reads (docs/books.md §4 B10): the branch's open
 * invoices (Unpaid and Partial headers, in the invoice dashboard's GSI1
 * partition with the drafts) and its issued credit notes (their own status
 * partition). Two Queries, never the paid invoices' history.
 */

type Head = {
  type?: string;
  DocId?: string;
  Num?: string;
  Sts?: string;
  InvDate?: string;
  DueDate?: string;
  BillName?: string;
  Payer?: string;
  Cust?: string;
  InsId?: string;
  Claim?: { InsId?: string };
  Amounts?: { GrandTotal?: number; Payable?: number };
  PaidP?: number;
  CreditedP?: number;
};

const partyOf = (h: Head): string => {
  const payer = payerOfInvoice(h);
  return payer.Cust ? `C#${payer.Cust}` : payer.InsId ? `I#${payer.InsId}` : 'C#';
};
const ATTRIBUTES = [
  'type',
  'DocId',
  'Num',
  'Sts',
  'InvDate',
  'DueDate',
  'BillName',
  'Payer',
  'Cust',
  'InsId',
  'Claim',
  'Amounts',
  'PaidP',
  'CreditedP',
];

export async function openReceivables(
  orgId: string,
  entId: string,
): Promise<{ invoices: OpenInvoice[]; credits: PayerCredit[] }> {
  const [dashboard, notes] = await Promise.all([
    queryIndexAll<Head>({ index: 1, partition: dashboardPartition(orgId, entId, 'INV'), attributes: ATTRIBUTES }),
    queryIndexAll<Head>({ index: 1, partition: statusPartition(orgId, entId, 'CN', 'Issued'), attributes: ATTRIBUTES }),
  ]);
  const invoices = dashboard
    .filter((h) => h.type === 'Invoice' && (h.Sts === 'Unpaid' || h.Sts === 'Partial'))
    .map((h) => {
      const payable = Number(h.Amounts?.Payable ?? h.Amounts?.GrandTotal ?? 0);
      return {
        Id: String(h.DocId),
        Num: String(h.Num ?? ''),
        Party: partyOf(h),
        Name: String(h.BillName ?? ''),
        InvDate: String(h.InvDate),
        ...(h.DueDate ? { DueDate: h.DueDate } : {}),
        DueP: payable - Number(h.PaidP ?? 0) - Number(h.CreditedP ?? 0),
      };
    })
    .filter((i) => i.DueP !== 0);
  const credits = notes
    .filter((h) => h.type === 'CreditNote')
    .map((h) => ({
      Id: String(h.DocId),
      Num: String(h.Num ?? ''),
      Party: partyOf(h),
      Name: String(h.BillName ?? ''),
      Date: String(h.InvDate),
      AmtP: Number(h.Amounts?.Payable ?? h.Amounts?.GrandTotal ?? 0),
    }));
  return { invoices, credits };
}
