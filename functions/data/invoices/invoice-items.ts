import type { Write } from '../table/transact';
import { headChangeWrites } from '../documents/document-changes';
import type { DocumentLine } from '../documents/document-records';
import type { InvoiceKind, InvoiceLineGroup } from '../documents/types/invoice-types';

/**
 * The shapes of an invoice or credit note (docs/data-model-invoices.md). They
 * are documents of the store (documents/types/invoice-types.ts): their own
 * partition `ORG#o#DOC#<id>` with header `HEAD`, labour lines `OP#IO{n}` and
 * part lines `PART#IP{n}`, so a Draft from GenerateInvoice, a direct invoice
 * and a credit note are indexed alike.
 */

export { INVOICE_CODE, type InvoiceKind } from '../documents/types/invoice-types';

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

/** The lines as the invoice calls name them; stored as the groups `Ops` and `Parts`. */
export type InvoiceLines = { Ops: DocumentLine[]; Items: DocumentLine[] };
export type StoredInvoiceLines = Record<InvoiceLineGroup, DocumentLine[]>;

export const storedLinesOf = (lines: InvoiceLines): StoredInvoiceLines => ({ Ops: lines.Ops, Parts: lines.Items });
export const invoiceLinesOf = (lines: Partial<StoredInvoiceLines>): InvoiceLines => ({
  Ops: lines.Ops ?? [],
  Items: lines.Parts ?? [],
});

/**
 * A status change of the header alone (Cancel, a payment, a credit note on its
 * invoice), written by the store at the `ver` read (409 otherwise) with its
 * index keys and status count, as writes for one transaction.
 */
export function invoiceStatusWrites(
  head: InvoiceHead,
  to: string,
  set: Readonly<Record<string, unknown>> = {},
): Write[] {
  return headChangeWrites(head, { ...head, ...set, Sts: to }, undefined).writes;
}
