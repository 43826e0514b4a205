import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { invoicesRoutes } from '@shared/api/routes/invoices';
import { rupeesToPaise } from '@shared/documents/money-math';
import type { InvoiceStatus } from '@shared/documents/statuses';
import type { PaymentAnswer, PaymentCreateBody } from '@shared/invoices/call-schemas';
import { db, tableName } from '../lib/aws-clients';
import {
  createdSortKey,
  headKey,
  invoiceStatusPartition,
  monthPartition,
  statusCountsIndex,
  statusCountsKey,
} from '../data/documents/document-keys';
import { addToStatusCounts } from '../data/table/status-counts';
import { invoke, type Answer } from './invoke';

/**
 * Helpers of the payment tests: issued invoice headers written straight into
 * the table in the layout of docs/data-model-invoices.md (the header is all a
 * payment reads or writes), and the payment calls with an Idempotency-Key.
 */

export type TestInvoice = { id: string; num: string };

let serial = 0;

/** An issued invoice header of `grandTotal` rupees for a customer (or, with `insId`, an insurer), counted in its status. */
export async function issuedInvoice(
  orgId: string,
  entId: string,
  p: { grandTotal: number; cust?: string; insId?: string; sts?: InvoiceStatus; name?: string },
): Promise<TestInvoice> {
  const id = ulid();
  serial += 1;
  const sts = p.sts ?? 'Unpaid';
  const num = sts === 'Draft' ? '' : `INV/2627/${String(90000 + serial).padStart(5, '0')}`;
  const date = '2026-11-20';
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...headKey(orgId, id),
        type: 'Invoice',
        OrgId: orgId,
        DocId: id,
        EntId: entId,
        Num: num,
        Sts: sts,
        InvDate: date,
        CrDate: date,
        Series: 'INV',
        Payer: p.insId ? 'insurer' : 'customer',
        ...(p.cust ? { Cust: p.cust } : {}),
        ...(p.insId ? { InsId: p.insId } : {}),
        BillTo: { Name: p.name ?? 'Ravi Kumar' },
        Amounts: {
          Taxable: 0,
          CGST: 0,
          SGST: 0,
          IGST: 0,
          Total: rupeesToPaise(p.grandTotal),
          Adjust: 0,
          GrandTotal: rupeesToPaise(p.grandTotal),
        },
        ver: 3,
        gsi1pk: invoiceStatusPartition(orgId, entId, 'INV', sts),
        gsi1sk: createdSortKey(date, id),
        gsi2pk: monthPartition(orgId, entId, 'INV', date),
        gsi2sk: createdSortKey(date, id),
      },
    }),
  );
  const counted = addToStatusCounts(
    statusCountsKey(orgId, entId, 'INV'),
    [{ to: sts }],
    statusCountsIndex(orgId, entId, 'INV'),
  );
  if (counted?.Update) await db().send(new UpdateCommand(counted.Update));
  return { id, num };
}

export type StoredInvoice = {
  Sts: InvoiceStatus;
  PaidP?: number;
  ver: number;
  gsi1pk: string;
  Payments?: { PayId: string; Num: string; Date: string; Type: string; Paid: number }[];
};

/** The invoice header as stored now. */
export async function storedInvoice(orgId: string, id: string): Promise<StoredInvoice> {
  const found = await db().send(
    new GetCommand({ TableName: tableName(), Key: headKey(orgId, id), ConsistentRead: true }),
  );
  return found.Item as StoredInvoice;
}

/** The branch's invoice status counts. */
export async function invoiceCounts(orgId: string, entId: string): Promise<Record<string, number>> {
  const found = await db().send(
    new GetCommand({ TableName: tableName(), Key: statusCountsKey(orgId, entId, 'INV'), ConsistentRead: true }),
  );
  const { pk: _pk, sk: _sk, gsi1pk: _ipk, gsi1sk: _isk, ...counts } = (found.Item ?? {}) as Record<string, number>;
  return counts;
}

export const newKey = (): string => randomUUID();

type PaymentBody = Omit<PaymentCreateBody, 'Apply'> & { Apply?: PaymentCreateBody['Apply'] };

/** POST Accounting/Payments with an Idempotency-Key (a fresh one unless given). */
export const postPayment = (token: string, body: PaymentBody, key: string = newKey()): Promise<Answer<PaymentAnswer>> =>
  invoke<PaymentAnswer>(invoicesRoutes.createPayment, { token, body, headers: { 'idempotency-key': key } });
