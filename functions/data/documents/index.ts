/**
 * The documents repository: estimates and repair orders as stored
 * (docs/data-model-documents.md). Everything a service call or an action needs:
 *
 * Reading
 * - `readDocument(orgId, docId, consistent?)` — D1: header, lines, complaints,
 *   collisions and index items in one Query of the document's partition.
 * - `listDashboard({ orgId, lanes, from, to, limit, cursor })` — D2/D3/D5 and the
 *   surveyor list: one Query per status lane, merged newest first, with a cursor.
 * - `readStatusCounts(orgId, entId, code, statuses)` — the dashboard's counts.
 * - `listAudit(orgId, docId, limit, cursor?)` — D14, newest first.
 *
 * Writing (every change one TransactWriteItems)
 * - `createDocument({ head, lines, audit, numbering?, alsoChanges? })` — takes the
 *   branch's next number (`nextNumber`) in the same transaction; `alsoChanges`
 *   are other documents' changes fitted into it (convert: the estimate turning
 *   Converted at its `ver`). Any number of lines: those beyond the transaction go ahead.
 * - `documentChangeWrites({ before?, next, audit }, { room? })` — the composable
 *   builder: header (conditional on `ver`, carrying `LineOrder` and `LineRev`),
 *   changed lines, index items, status count and audit; answers
 *   `{ writes, prewrites, cleanup, movable, stored }` so callers can join several
 *   changes. Beyond `room`, line writes go ahead as revisions (`prewrites`) or are
 *   deleted after the commit (`cleanup`); both are empty unless `room` is given.
 * - `saveDocuments(changes, also?)` / `saveDocument(change, also?)` /
 *   `applyStatusChange(...)` — fit the changes into one transaction
 *   (`fitTransaction`), write revisions ahead, run it, clean up. Reads and My Jobs
 *   follow the header, so nothing shows until it commits. `also.writes` join the
 *   transaction, `also.ahead` go before it (generated drafts' lines).
 * - write-ahead: `commitWithWritesAhead({ prewrites, writes, cleanup })` — the one
 *   path of every large commit: a failed transaction deletes what went ahead
 *   (`discardWrittenAhead`), a committed one deletes what it made unread (`cleanUp`),
 *   including orphans of earlier failed changes (documentChangeWrites `cleanup`).
 * - `runDocumentTransaction(writes)` — runs writes, resending on DynamoDB's
 *   TransactionConflict so a lost race answers 409, never a busy error.
 * - `nextNumber(orgId, entId, series, date, docId, options)` — the number and
 *   its counter/pointer writes; `financialYear`, `formatNumber`.
 *
 * Items and keys (also for seeding and the bench)
 * - `headItem`, `lineItem`, `lineItems`, `lineOrderOf`, `indexItems` (IX#SA, IX#CUST, IX#PROD,
 *   IX#SUR), `auditItem`, `statusCountUpdate`, `summaryOf`, `isOnDashboard`.
 * - document-keys: `docPk`, `headKey`, `lineKey`, `indexItemKey`, `auditKey`,
 *   `counterKey`, `numberKey`, `statusCountsKey`, and the index partitions
 *   (`statusPartition`, `advisorPartition`, `surveyorPartition`,
 *   `technicianPartition` (My Jobs on labour lines with `Tech`), `monthPartition`,
 *   `customerHistoryPartition`, `vehicleHistoryPartition`) with `createdSortKey`
 *   and `jobSortKey`.
 * - `documentChanges(before, after)` — the audit's field-by-field changes.
 */
export * from './document-keys';
export * from './document-records';
export * from './document-items';
export * from './document-numbers';
export * from './document-lists';
export * from './audit-changes';
export * from './documents-repo';
export { commitWithWritesAhead, discardWrittenAhead, cleanUp, type AheadCommit } from './write-ahead';
