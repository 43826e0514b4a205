import { InvoiceMessages } from '@shared/invoices/invoice-messages';
import { MAX_TRANSACTION_ITEMS, type Write } from '../table/transact';
import { documentChangeWrites, type ChangeOf } from '../documents/document-changes';
import { commitWithNumber, type EarlyTicket } from '../documents/document-numbering';
import type { NumberClaim } from '../documents/document-numbers';
import type { FieldChange } from '../documents/document-records';
import { readDocument } from '../documents/document-read';
import { createUnnumbered, saveDocument } from '../documents/documents-repo';
import type { InvoiceLineGroup } from '../documents/types/invoice-types';
import {
  invoiceLinesOf,
  storedLinesOf,
  type InvoiceHead,
  type InvoiceHeadState,
  type InvoiceKind,
  type InvoiceLines,
} from './invoice-items';

/**
 * Invoices and credit notes on the document store (docs/data-model-invoices.md
 * I1–I6; their type is documents/types/invoice-types.ts). This module only
 * names the lines as the invoice calls do (`Items` for the stored `Parts`);
 * reads, saves, numbering, write-ahead, counts and audit are the store's.
 */

export type StoredInvoice = {
  head: InvoiceHead;
  lines: InvoiceLines;
  items: ReadonlyMap<string, Readonly<Record<string, unknown>>>;
};

const asStored = (inv: StoredInvoice) => ({ head: inv.head, lines: storedLinesOf(inv.lines), items: inv.items });

/** I1: the header and lines of one invoice or credit note (one Query of its partition), or undefined. */
export async function readInvoice(
  orgId: string,
  docId: string,
  consistent = false,
  kind: InvoiceKind = 'Invoice',
): Promise<StoredInvoice | undefined> {
  const found = await readDocument<InvoiceHead, InvoiceLineGroup>(orgId, docId, consistent);
  if (!found || found.head.type !== kind) return undefined;
  const head = found.head;
  // Drafts generated before invoices carried a date are dated the day they were generated.
  if (typeof head.InvDate !== 'string' || head.InvDate === '') head.InvDate = head.CrDate;
  return { head, lines: invoiceLinesOf(found.lines), items: found.items };
}

export type InvoiceAudit = { Action: string; By: string; ByName?: string; Changes?: FieldChange[] };

export type InvoiceChange = {
  before?: StoredInvoice;
  /** The header without `ver`, LineOrder and LineCount (set by the store). */
  head: InvoiceHeadState;
  lines: InvoiceLines;
  audit: InvoiceAudit;
};

const storeChange = (change: InvoiceChange): ChangeOf<InvoiceHead, InvoiceLineGroup> => ({
  ...(change.before ? { before: asStored(change.before) } : {}),
  next: { head: change.head, lines: storedLinesOf(change.lines) },
  audit: change.audit,
});

/**
 * The writes of one change, for a caller that joins it to another (a credit
 * note's invoice): the store's writes, with lines beyond `room` ahead.
 */
export function invoiceChangeWrites(change: InvoiceChange, room = MAX_TRANSACTION_ITEMS) {
  const planned = documentChangeWrites(storeChange(change), { room });
  const { head, lines, items } = planned.stored;
  return { ...planned, stored: { head, lines: invoiceLinesOf(lines), items } as StoredInvoice };
}

/** Writes one change (create, save, action) as one transaction, with other records' writes joined. */
export async function writeInvoice(change: InvoiceChange, alsoWrite: readonly Write[] = []): Promise<StoredInvoice> {
  const also = { writes: alsoWrite };
  const stored = change.before
    ? await saveDocument({ ...storeChange(change), before: asStored(change.before) }, also)
    : await createUnnumbered(storeChange(change), also);
  return { head: stored.head, lines: invoiceLinesOf(stored.lines), items: stored.items };
}

export type Numbering = {
  series: string;
  date: string;
  first?: number;
  fyStart?: number;
  check?: (num: string) => void;
  /** A ticket taken while the draft was read (document-numbering.ts queueEarly). */
  early?: EarlyTicket | undefined;
};

/** The change an issue makes once it holds its number, and other records' writes joined to it. */
type IssueChange = { change: InvoiceChange; alsoWrite?: readonly Write[] };

/**
 * Issues a document with the next gapless number of its series, taken in the
 * change's own transaction (the store's numbering, document-numbering.ts).
 * `build` makes the change from the number (the GST copy names it) and any other
 * records' writes (the credit note's invoice); it may wait for reads begun before
 * the number was queued for (an approval's parties and figures).
 */
export async function issueWithNumber(
  numbering: Numbering,
  docId: string,
  orgId: string,
  entId: string,
  build: (claim: NumberClaim) => IssueChange | Promise<IssueChange>,
): Promise<StoredInvoice> {
  return commitWithNumber({ ...numbering, orgId, entId, docId, busy: InvoiceMessages.numberBusy }, async (claim) => {
    const { change, alsoWrite = [] } = await build(claim);
    const { writes, prewrites, cleanup, stored } = invoiceChangeWrites(
      change,
      MAX_TRANSACTION_ITEMS - claim.writes.length - alsoWrite.length,
    );
    return { writes: [...writes, ...alsoWrite], prewrites, cleanup, result: stored };
  });
}
