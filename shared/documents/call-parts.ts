import * as z from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageOf } from '../fields/paging';

/**
 * Call parts every document family shares (service and invoices): the document
 * id in a path, the line limit, the page fields and the audit log. Kept apart
 * from each family's call schemas so that one family's Lambda does not build
 * the other family's schemas at its cold start.
 */

/** A document id in a path: a ULID. */
export const documentId = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Enter a valid document id.');
export const documentParams = z.strictObject({ Id: documentId });

/** The most lines one document holds (docs/data-model-documents.md §4). */
export const MAX_LINES = 1000;

/** The page fields of a document list's query: the opaque cursor of the previous page and the page size. */
export const pageFields = {
  Cursor: z.string().max(2000).optional(),
  Limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

/** One audit record (data-model-documents §3): who, when, what changed, field by field. */
export const auditRecord = z.object({
  At: z.string(),
  By: z.string(),
  ByName: z.string().optional(),
  Action: z.string(),
  ver: z.number().int(),
  Changes: z.array(z.object({ Path: z.string(), Before: z.unknown().optional(), After: z.unknown().optional() })),
});
export const auditPage = pageOf(auditRecord);

/** A dashboard page: a page of rows, with each status's count in the branch. */
export const dashboardPageOf = <T extends z.ZodType>(row: T) =>
  pageOf(row).extend({ Counts: z.record(z.string(), z.number().int()) });
export const auditQuery = z.strictObject(pageFields);
