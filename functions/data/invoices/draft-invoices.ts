import { ulid } from 'ulid';
import type { DraftInvoiceDoc } from '@shared/service/service-docs';
import { tableName } from '../../lib/aws-clients';
import type { Write } from '../table/transact';
import { versionedPut } from '../table/versioned-update';
import { auditItem } from '../documents/document-items';
import { createdSortKey, headKey, invoiceStatusPartition, lineKey, type DocCode } from '../documents/document-keys';
import { invoiceCountWrite } from './invoice-items';

/**
 * Draft invoices generated from a repair order (data-model-documents §3, §4
 * 'Generate invoice from an order'): each its own partition `ORG#o#DOC#<id>`,
 * header `HEAD` (type Invoice, Sts Draft, no number: a draft gets its number
 * when it is approved), labour lines `OP#IO{n}`, part lines `PART#IP{n}`, an
 * audit record, and the invoice dashboard key (D4, Draft). The invoice calls
 * approve them (docs/invoices-api.md).
 */

const INVOICE_CODE: DocCode = 'INV';

export type DraftInvoiceInput = {
  orgId: string;
  entId: string;
  draft: DraftInvoiceDoc;
  crDate: string;
  crTime: string;
  by: string;
  /** Totals in paise (Taxable, taxes, Total, Adjust, GrandTotal, Excess, Payable). */
  amounts: Readonly<Record<string, number>>;
  /**
   * What the invoice dashboard shows of a draft before anyone opens it: the
   * order's number and vehicle, and the recipient's name when the order knows it.
   */
  listing: { WONum?: string | undefined; RegNo?: string | undefined; BillName?: string | undefined };
  now: string;
};

/** A draft's writes: its header and audit record, and its lines (which a large order writes ahead, documents/write-ahead.ts). */
export type DraftInvoiceWrites = { head: Write[]; lines: Write[] };

export function draftInvoiceWrites(p: DraftInvoiceInput): DraftInvoiceWrites {
  const { draft, orgId, entId } = p;
  const { _id: docId, Ops = [], Items = [], ...fields } = draft;
  const head = {
    ...headKey(orgId, docId),
    ...fields,
    type: 'Invoice',
    OrgId: orgId,
    DocId: docId,
    EntId: entId,
    CrDate: p.crDate,
    CrTime: p.crTime,
    CrBy: p.by,
    // A draft is dated the day it is generated; approving keeps the date (docs/data-model-invoices.md).
    InvDate: p.crDate,
    Amounts: p.amounts,
    ...Object.fromEntries(Object.entries(p.listing).filter(([, v]) => v !== undefined && v !== '')),
    LineCount: Ops.length + Items.length,
    // The display order, as service documents keep it (document-items lineOrderOf).
    LineOrder: { Ops: Ops.map((l) => l._id), Parts: Items.map((l) => l._id), Comps: [], Colli: [] },
    ver: 1,
    gsi1pk: invoiceStatusPartition(orgId, entId, INVOICE_CODE, 'Draft'),
    gsi1sk: createdSortKey(p.crDate, docId),
    // No month index (GSI2) until it is issued: GSTR-1 reads issued documents only.
  };
  const lines = [
    ...Ops.map((line) => ({ ...lineKey(orgId, docId, 'Ops', line._id), ...line, ver: 1 })),
    ...Items.map((line) => ({ ...lineKey(orgId, docId, 'Parts', line._id), ...line, ver: 1 })),
  ];
  const audit = auditItem(
    orgId,
    docId,
    { Action: 'Create', By: p.by, Changes: [{ Path: 'WOId', After: draft.WOId }], At: p.now, ver: 1 },
    ulid(),
  );
  return {
    head: [versionedPut(head, undefined), { item: { Put: { TableName: tableName(), Item: audit } } }],
    lines: lines.map((item) => versionedPut(item, undefined)),
  };
}

/** The Draft count of the branch's invoice dashboard, one ADD for all the drafts of one generation (one item per transaction). */
export const draftsCountWrite = (orgId: string, entId: string, drafts: number): Write[] => {
  const write = drafts > 0 ? invoiceCountWrite(orgId, entId, INVOICE_CODE, undefined, 'Draft', drafts) : undefined;
  return write ? [write] : [];
};
