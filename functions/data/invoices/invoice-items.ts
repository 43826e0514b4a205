import { Messages } from '@shared/api/messages';
import type { Key } from '../table/keys';
import { addToStatusCounts } from '../table/status-counts';
import type { Write } from '../table/transact';
import { versionedUpdateInput } from '../table/versioned-update';
import {
  createdSortKey,
  headKey,
  invoiceStatusPartition,
  lineKey,
  monthPartition,
  statusCountsIndex,
  statusCountsKey,
  type DocCode,
} from '../documents/document-keys';
import type { DocumentLine } from '../documents/document-records';

/**
 * The items of an invoice or credit note (docs/data-model-invoices.md): its own
 * partition `ORG#o#DOC#<id>` with header `HEAD`, labour lines `OP#IO{n}`, part
 * lines `PART#IP{n}` and audit records, like a service document. Every writer
 * builds keys here, so a Draft from GenerateInvoice, a direct invoice and a
 * credit note are indexed alike.
 */

export type InvoiceKind = 'Invoice' | 'CreditNote';
export const INVOICE_CODE: Record<InvoiceKind, DocCode> = { Invoice: 'INV', CreditNote: 'CN' };

/** An invoice or credit-note header as stored (spec field names ride along by name). */
export type InvoiceCore = {
  type: InvoiceKind;
  OrgId: string;
  DocId: string;
  EntId: string;
  Sts: string;
  /** Invoice (or credit-note) date: the dashboard and month indexes sort by it. */
  InvDate: string;
  CrDate: string;
  Num: string;
  ver: number;
  Amounts: Record<string, number>;
};
export type InvoiceHead = InvoiceCore & Record<string, unknown>;
/** A header about to be written: `ver` is the repository's. */
export type InvoiceHeadState = Omit<InvoiceCore, 'ver'> & Record<string, unknown>;

type Item = Key & Record<string, unknown>;

/** An issued document (numbered) is in its month's index (GSTR-1 reads it); a Draft is not. */
const issued = (head: Pick<InvoiceHead, 'Num' | 'Sts'>): boolean => head.Num !== '' && head.Sts !== 'Draft';

/** The index keys of a header: by status (GSI1, every status) and, once issued, by month (GSI2). */
export function invoiceIndexKeys(
  head: Pick<InvoiceHead, 'type' | 'OrgId' | 'EntId' | 'DocId' | 'Sts' | 'InvDate' | 'Num'>,
): Record<string, string> {
  const code = INVOICE_CODE[head.type];
  return {
    gsi1pk: invoiceStatusPartition(head.OrgId, head.EntId, code, head.Sts),
    gsi1sk: createdSortKey(head.InvDate, head.DocId),
    ...(issued(head)
      ? {
          gsi2pk: monthPartition(head.OrgId, head.EntId, code, head.InvDate),
          gsi2sk: createdSortKey(head.InvDate, head.DocId),
        }
      : {}),
  };
}

export const invoiceHeadItem = (head: InvoiceHead): Item => ({
  ...headKey(head.OrgId, head.DocId),
  ...head,
  ...invoiceIndexKeys(head),
});

export type InvoiceLines = { Ops: DocumentLine[]; Items: DocumentLine[] };

/** Line items: labour lines under `OP#`, part lines under `PART#` (the service documents' groups). */
export function invoiceLineItems(head: Pick<InvoiceHead, 'OrgId' | 'DocId'>, lines: InvoiceLines, ver: number): Item[] {
  return [
    ...lines.Ops.map((l) => ({ ...lineKey(head.OrgId, head.DocId, 'Ops', l._id), ...l, ver })),
    ...lines.Items.map((l) => ({ ...lineKey(head.OrgId, head.DocId, 'Parts', l._id), ...l, ver })),
  ];
}

/** The status count ADD of one branch and code (dashboard Counts), in the transaction of the change. */
export function invoiceCountWrite(
  orgId: string,
  entId: string,
  code: DocCode,
  from: string | undefined,
  to: string | undefined,
  n = 1,
): Write | undefined {
  const item = addToStatusCounts(
    statusCountsKey(orgId, entId, code),
    [{ from, to, n }],
    statusCountsIndex(orgId, entId, code),
  );
  return item ? { item } : undefined;
}

/**
 * A status change written in place (payments, Cancel, a credit note on its
 * invoice): the new Sts, its index key, ver + 1 and `set`, only at the `ver`
 * read (409 otherwise), and the status count, as writes for one transaction.
 */
export function invoiceStatusWrites(
  head: InvoiceHead,
  to: string,
  set: Readonly<Record<string, unknown>> = {},
): Write[] {
  const keys = invoiceIndexKeys({ ...head, Sts: to });
  const update: Write = {
    item: {
      Update: versionedUpdateInput({
        key: headKey(head.OrgId, head.DocId),
        expectedVer: head.ver,
        set: { ...set, Sts: to, ...keys },
      }),
    },
    conflict: Messages.conflict,
  };
  const count = invoiceCountWrite(head.OrgId, head.EntId, INVOICE_CODE[head.type], head.Sts, to);
  return count ? [update, count] : [update];
}
