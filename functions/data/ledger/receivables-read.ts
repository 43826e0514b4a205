import type { OpenInvoice, PayerCredit } from '@shared/books/ageing';
import { payerOfInvoice } from '@shared/invoices/payment-rules';
import { CREDIT_REFUND } from '@shared/sales/return-schemas';
import { dashboardPartition, statusPartition } from '../documents/document-keys';
import { returnsPartition } from '../sales/receipt-keys';
import { queryIndexAll } from '../table/index-query';

/**
 * What the receivables ageing reads (docs/books.md §4 B10): the branch's open
 * invoices (Unpaid and Partial headers, in the invoice dashboard's GSI1
 * partition with the drafts), its issued credit notes (their own status
 * partition) and its counter sales' returns whose refund was left on the
 * customer's account (Cr 1200 under the customer, docs/sales.md §12: the
 * branch's returns, few beside its invoices). Three Queries, never the paid
 * invoices' history.
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

type SalesReturnHead = {
  type?: string;
  DocId?: string;
  Num?: string;
  Date?: string;
  Sts?: string;
  Cust?: string;
  CustName?: string;
  Refund?: { Type?: string; AmtP?: number };
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
  const [dashboard, notes, returns] = await Promise.all([
    queryIndexAll<Head>({ index: 1, partition: dashboardPartition(orgId, entId, 'INV'), attributes: ATTRIBUTES }),
    queryIndexAll<Head>({ index: 1, partition: statusPartition(orgId, entId, 'CN', 'Issued'), attributes: ATTRIBUTES }),
    queryIndexAll<SalesReturnHead>({
      index: 1,
      partition: returnsPartition(orgId, entId),
      attributes: ['type', 'DocId', 'Num', 'Date', 'Sts', 'Cust', 'CustName', 'Refund'],
    }),
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
  const returnCredits = returns
    .filter((h) => h.type === 'SalesReturn' && h.Sts !== 'Cancelled' && h.Refund?.Type === CREDIT_REFUND && h.Cust)
    .map((h) => ({
      Id: String(h.DocId),
      Num: String(h.Num ?? ''),
      Party: `C#${h.Cust}`,
      Name: String(h.CustName ?? ''),
      Date: String(h.Date),
      AmtP: Number(h.Refund?.AmtP ?? 0),
    }));
  return { invoices, credits: [...credits, ...returnCredits] };
}
