import { ServiceMessages } from '@shared/service/service-messages';
import { ulid } from 'ulid';
import { tableName } from '../../lib/aws-clients';
import { nowIso } from '../table/keys';
import { transact, type Write } from '../table/transact';
import { auditItem } from './document-items';
import { fitTransaction, type ChangeOf, type ChangeWritesOf, type HeadOf } from './document-changes';
import { commitWithNumber } from './document-numbering';
import { noLines, type StoreHead } from './document-type';
import { documentType } from './document-types';
import type {
  AuditEntry,
  DocumentHead,
  DocumentLine,
  DocumentLines,
  HeadDraft,
  HeadState,
  StoredDocument,
  StoredOf,
} from './document-records';
import { ESTIMATE } from './types/service-types';
import { commitWithWritesAhead } from './write-ahead';

/**
 * The document store's writes, for every document type (document-type.ts):
 * save at `ver`, actions, numbered creation, and other records' changes joined
 * into the same transaction. Every change is one TransactWriteItems; lines
 * beyond it go ahead and what it leaves unread is cleaned up after
 * (write-ahead.ts). Reads are in document-read.ts, the change builders in
 * document-changes.ts.
 */

/** The service documents' change, as the service calls name it. */
export type DocumentState = { head: HeadState; lines: DocumentLines };
export type DocumentChange = ChangeOf<DocumentHead, keyof DocumentLines>;
export type ChangeWrites = ChangeWritesOf<DocumentHead, keyof DocumentLines>;
export type { Cleanup } from './write-ahead';

/** An estimate's or order's lines, every group empty. */
export const emptyLines = (): DocumentLines => noLines(ESTIMATE);

/**
 * Writes of other records in the same commit: `writes` join the transaction
 * (another document's change, built by its own type through
 * `documentChangeWrites` or `headChangeWrites`, conditional on its own `ver`),
 * `ahead` go before it (new items nobody reads until it commits).
 */
export type AlsoWrites = { writes?: readonly Write[]; ahead?: readonly Write[] };

/** One commit of fitted changes and other writes (write-ahead.ts): ahead, the transaction, the clean-up. */
const commitOf = (planned: readonly ChangeWritesOf<StoreHead, string>[], also: AlsoWrites = {}) => ({
  prewrites: [...planned.flatMap((p) => p.prewrites), ...(also.ahead ?? [])],
  writes: [...planned.flatMap((p) => p.writes), ...(also.writes ?? [])],
  cleanup: planned.flatMap((p) => p.cleanup),
});

/**
 * Saves changes of one or more documents as one transaction, however many lines
 * they write: line revisions ahead, the transaction, then the clean-up (and,
 * should the transaction fail, the revisions written ahead are deleted).
 */
export async function saveDocuments<H extends StoreHead, G extends string>(
  // Creations may join (drafts generated with their order's change): they have no `before`.
  changes: readonly ChangeOf<H, G>[],
  also: AlsoWrites = {},
): Promise<StoredOf<H, G>[]> {
  const planned = fitTransaction(changes, also.writes?.length ?? 0);
  await commitWithWritesAhead(commitOf(planned as never, also));
  return planned.map((p) => p.stored);
}

/** Saves a change (a line-grid save, or an action's status change) and answers the stored document. */
export async function saveDocument<H extends StoreHead, G extends string>(
  change: ChangeOf<H, G> & { before: StoredOf<H, G> },
  also: AlsoWrites = {},
): Promise<StoredOf<H, G>> {
  const [stored] = await saveDocuments([change], also);
  return stored as StoredOf<H, G>;
}

/** Actions (Approve, Hold, Cancel, Complete...) write exactly what a save writes, under their own audit action. */
export const applyStatusChange = saveDocument;

/** Creates a document without a number (a Draft invoice), its lines beyond the transaction ahead. */
export async function createUnnumbered<H extends StoreHead, G extends string>(
  change: ChangeOf<H, G>,
  also: AlsoWrites = {},
): Promise<StoredOf<H, G>> {
  const planned = fitTransaction([change], also.writes?.length ?? 0);
  await commitWithWritesAhead(commitOf(planned as never, also));
  return (planned[0] as ChangeWritesOf<H, G>).stored;
}

/** The number a numbered change takes (document-numbering.ts). */
export type TakenNumber = { Num: string; Series: string; FY: string };

/** What a numbered change builds with its number; `lines` replaces the change's own when the build decides them. */
export type NumberedBuild<H extends StoreHead, G extends string> = {
  head: HeadOf<H>;
  also?: AlsoWrites;
  lines?: Record<G, DocumentLine[]>;
};

export type NumberedChangeOf<H extends StoreHead = StoreHead, G extends string = string> = {
  /** The type, branch and id of the document that takes the number. */
  kind: string;
  orgId: string;
  entId: string;
  docId: string;
  /** The document's date: its financial year picks the counter. */
  date: string;
  /** The document as read, when an existing one takes its number (a Draft invoice approved). */
  before?: StoredOf<H, G>;
  /** The series, when not the type's own (an invoice's custom series), its first number, the year's first month. */
  numbering?: {
    series?: string;
    first?: number | undefined;
    fyStart?: number | undefined;
    check?: (num: string) => void;
  };
  /** The header with its number (the GST copy of an invoice names it), and other records' writes made with it. */
  build: (number: TakenNumber) => NumberedBuild<H, G> | Promise<NumberedBuild<H, G>>;
  lines: Record<G, DocumentLine[]>;
  audit: ChangeOf['audit'];
  /** Changes of other documents fitted into the same transaction (the estimate a conversion marks Converted). */
  alsoChanges?: readonly ChangeOf[];
  /** The 409 text when no number could be had. */
  busy?: string;
};

/**
 * A change that takes the next number of its branch's series (a creation, or a
 * Draft issued), all in one transaction, however many lines it has (those that
 * do not fit go ahead as revisions, data-model §4a); document-numbering.ts takes
 * the number. Any other failure (the estimate of a conversion changed
 * meanwhile: 409) deletes what went ahead too and leaves the document as it was.
 */
export async function commitNumbered<H extends StoreHead, G extends string>(
  doc: NumberedChangeOf<H, G>,
): Promise<StoredOf<H, G>> {
  const type = documentType(doc.kind);
  if (type.numbering?.policy !== 'gapless') throw new Error(`${type.kind} is not numbered in its transaction`);
  const series = doc.numbering?.series ?? type.numbering.series;
  return commitWithNumber(
    {
      orgId: doc.orgId,
      entId: doc.entId,
      series,
      date: doc.date,
      docId: doc.docId,
      first: doc.numbering?.first,
      fyStart: doc.numbering?.fyStart,
      ...(doc.numbering?.check ? { check: doc.numbering.check } : {}),
      busy: doc.busy ?? ServiceMessages.numberBusy,
    },
    async (claim) => {
      const { head, also = {}, lines } = await doc.build({ Num: claim.Num, Series: series, FY: claim.FY });
      const change: ChangeOf<H, G> = {
        ...(doc.before ? { before: doc.before } : {}),
        next: { head, lines: lines ?? doc.lines },
        audit: doc.audit,
      };
      // The other documents' changes first, so their lines stay in the transaction and the new document's go ahead.
      const planned = fitTransaction(
        [...(doc.alsoChanges ?? []), change as unknown as ChangeOf],
        claim.writes.length + (also.writes?.length ?? 0),
      );
      const numbered = planned[planned.length - 1] as unknown as ChangeWritesOf<H, G>;
      // Each attempt names its own revisions (a fresh one per build), so each writes its lines ahead.
      return { ...commitOf(planned, also), result: numbered.stored };
    },
  );
}

export type NewDocument = {
  /** The header without its number (taken here) and `ver`. */
  head: HeadDraft;
  lines: DocumentLines;
  audit: ChangeOf['audit'];
  numbering?: { first?: number; fyStart?: number };
  alsoChanges?: readonly ChangeOf[];
  /** Other records' writes made with the number taken (a repair order's reservations, docs/inventory-reservations.md). */
  also?: (number: TakenNumber) => AlsoWrites;
};

/** Creates an estimate or repair order with the next number of its branch's series (see `commitNumbered`). */
export const createDocument = (doc: NewDocument): Promise<StoredDocument> =>
  commitNumbered<DocumentHead, keyof DocumentLines>({
    kind: doc.head.type,
    orgId: doc.head.OrgId,
    entId: doc.head.EntId,
    docId: doc.head.DocId,
    date: doc.head.CrDate,
    ...(doc.numbering ? { numbering: doc.numbering } : {}),
    build: (number) => ({
      head: { ...doc.head, ...number, Series: number.Series as HeadState['Series'] } as HeadState,
      ...(doc.also ? { also: doc.also(number) } : {}),
    }),
    lines: doc.lines,
    audit: doc.audit,
    ...(doc.alsoChanges ? { alsoChanges: doc.alsoChanges } : {}),
  });

/**
 * An audit record of something done with a document that does not change it
 * (an invoice sent by SMS): the record names the `ver` it was done at.
 */
export async function recordAudit(head: StoreHead, entry: AuditEntry, at = nowIso()): Promise<void> {
  await transact([
    {
      item: {
        Put: {
          TableName: tableName(),
          Item: auditItem(head.OrgId, head.DocId, { ...entry, At: at, ver: head.ver }, ulid()),
        },
      },
    },
  ]);
}

export { documentChangeWrites, fitTransaction, headChangeWrites } from './document-changes';
export { readDocument, readDocumentHead, readDocumentHeads, listAudit, type AuditPage } from './document-read';
/** The key of an index item, for callers that only need to touch one (a job update's IX#SA). */
export { indexItemKey } from './document-keys';
export {
  againWhileHeaderChanges,
  HeaderChanged,
  headerWrite,
  MAX_CHANGED_LINES,
  runDocumentTransaction,
} from './header-guard';
