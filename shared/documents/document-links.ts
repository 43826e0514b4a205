import * as z from 'zod';
import { inModule, resource, type Permission } from '../access/permission';
import { CREDIT_NOTE_SERIES, PAYMENT_SERIES } from '../invoices/invoice-rules';
import { parseDocumentNumber } from './document-number';

/**
 * Opening a document from its number (docs/chat.md 'Document links': a number
 * written in a chat message opens the repair order, estimate or invoice for a
 * user allowed to read it). The server finds the number's pointer in the
 * caller's branch and answers the document's type and id; the UI opens that
 * type's screen.
 */

export const LINKED_DOCUMENTS = ['Estimate', 'RepairOrder', 'Invoice'] as const;
export type LinkedDocument = (typeof LINKED_DOCUMENTS)[number];

/** Numbering series of estimates and repair orders (functions/data/documents: `EST/2627/00001`, `WO/2627/00001`). */
export const SERVICE_SERIES = { Estimate: 'EST', RepairOrder: 'WO' } as const;

/** Series that number something without a screen of its own: credit notes (shown on their invoice) and payment receipts. */
const UNLINKED_SERIES: ReadonlySet<string> = new Set([CREDIT_NOTE_SERIES, PAYMENT_SERIES]);

/**
 * The document a series numbers. Estimates and repair orders have fixed
 * series; an invoice's is INV or one the branch chose (settings), so any other
 * series is an invoice's.
 */
export function linkedDocumentOfSeries(series: string): LinkedDocument | undefined {
  if (series === SERVICE_SERIES.Estimate) return 'Estimate';
  if (series === SERVICE_SERIES.RepairOrder) return 'RepairOrder';
  return UNLINKED_SERIES.has(series) ? undefined : 'Invoice';
}

/** The read right of each type: the one its read call requires (shared/api/routes/service.ts, invoices.ts). */
export const DOCUMENT_READ: Readonly<Record<LinkedDocument, Permission>> = {
  Estimate: inModule('Service', resource('Service', 'Est', 'R')),
  RepairOrder: inModule('Service', resource('Service', 'WO', 'R')),
  Invoice: inModule('Accounting', resource('Accounting', 'Invoice', 'R')),
};

/** A number of the numbering's shape whose series names a document with a screen. */
export const isLinkableNumber = (text: string): boolean => {
  const parsed = parseDocumentNumber(text);
  return parsed !== undefined && linkedDocumentOfSeries(parsed.Series) !== undefined;
};

/** The one answer for an unknown number and for one the caller may not read (existence is not told). */
export const DocumentLinkMessages = {
  notFound: 'No document with this number was found in this branch.',
  invalidNumber: 'Enter a valid document number.',
} as const;

export const documentByNumberQuery = z.strictObject({
  Num: z.string().max(20).refine(isLinkableNumber, DocumentLinkMessages.invalidNumber),
});
export const documentByNumberAnswer = z.object({ type: z.enum(LINKED_DOCUMENTS), Id: z.string() });
export type DocumentByNumber = z.infer<typeof documentByNumberAnswer>;
