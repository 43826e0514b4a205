/**
 * The document store: every business document type as stored
 * (docs/data-model-documents.md §0). A type is one descriptor
 * (`document-type.ts`; estimates and repair orders in `types/service-types.ts`,
 * invoices and credit notes in `types/invoice-types.ts`, payments in
 * `types/payment-type.ts`, all listed in `document-types.ts`).
 *
 * Reading (`document-read.ts`)
 * - `readDocument(orgId, docId, consistent?)` — D1: the header, every line and the
 *   index items in one Query of the whole partition; the header's type names the lines.
 * - `readDocumentHead(s)` — headers alone (a check, or a change of the header only).
 * - `listAudit(orgId, docId, limit, cursor?)` — D14, newest first, in the audit's partition.
 * - `listDashboard`, `readStatusCounts` (`document-lists.ts`) — D2/D3/D5 and the counts.
 *
 * Changing (every change one TransactWriteItems)
 * - `documentChangeWrites(change, { room? })` (`document-changes.ts`) — the header at
 *   `ver`, changed lines, index items, the status count and the audit of one change,
 *   as writes a caller may join with others; beyond `room`, lines go ahead
 *   (`prewrites`) or are deleted after (`cleanup`).
 * - `headChangeWrites(before, next, audit?)` — a change of a header alone: another
 *   document's effect on this one (a payment on its invoices), through this type.
 * - `saveDocuments` / `saveDocument` / `applyStatusChange` (`documents-repo.ts`) — fit
 *   changes (and creations joined to them) into one transaction, write ahead, commit,
 *   clean up; `AlsoWrites` joins other records' writes.
 * - `commitNumbered` / `createDocument` — a change that takes its type's gapless number
 *   in its own transaction (`document-numbering.ts`: turns at the counter, jittered
 *   retries, 409 when busy); `takeCounterNumber` (`document-numbers.ts`) for the
 *   `counter` policy; `createUnnumbered` for a Draft.
 * - `recordAudit` — an audit record of something done with a document that does not change it.
 * - write-ahead (`write-ahead.ts`): `commitWithWritesAhead`, `discardWrittenAhead`, `cleanUp`.
 * - `jobMoveWrites` (`job-store.ts`) — a technician's move, which bumps `JobSeq`, not `ver`.
 *
 * Items and keys (also for seeding and the bench)
 * - `headItem`, `lineItem`, `lineItems`, `lineOrderOf`, `lineSortKey`, `indexItems`,
 *   `auditItem`, `statusCountWrite` (`document-items.ts`), built from the descriptor.
 * - `document-keys.ts`: `docPk`, `headKey`, `indexItemKey`, `auditPk`, `auditKey`,
 *   `counterKey`, `numberKey`, `statusCountsKey`, and the index partitions.
 * - `documentChanges(before, after)` — the audit's field-by-field changes.
 */
export * from './document-keys';
export * from './document-records';
export * from './document-type';
export * from './document-items';
export * from './document-numbers';
export * from './document-lists';
export * from './audit-changes';
export * from './documents-repo';
export { DOC_CODE, LINE_GROUPS, isOnDashboard, summaryOf, type DocKind, type LineGroup } from './types/service-types';
export { commitWithWritesAhead, discardWrittenAhead, cleanUp, type AheadCommit } from './write-ahead';
