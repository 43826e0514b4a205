import { ApiError, ErrorCode } from '@shared/api/errors';
import { SalesOrderMessages } from '@shared/sales-orders/so-messages';
import { ulid } from 'ulid';
import type { DocumentLine } from '../documents/document-records';
import { readDocument } from '../documents/document-read';
import { readStatusCounts } from '../documents/document-lists';
import { docPk } from '../documents/document-keys';
import { financialYear, findDocumentIdByNumber, formatNumber } from '../documents/document-numbers';
import { commitNumbered, saveDocument, type AlsoWrites, type TakenNumber } from '../documents/documents-repo';
import type { ChangeOf } from '../documents/document-changes';
import {
  SALES_ESTIMATE,
  SALES_ESTIMATE_CODE,
  SALES_ORDER,
  SALES_ORDER_CODE,
} from '../documents/types/sales-order-types';
import { decodePageCursor, encodePageCursor } from '../table/cursor';
import { queryIndexPage } from '../table/index-query';
import { nowIso } from '../table/keys';
import { salesDocCustomerPartition, salesDocsPartition, salesDocStatusPartition } from './so-keys';
import type { SalesDocFields, SalesDocHead, SalesDocKind, SalesLinePlan, StoredSalesDoc } from './so-records';

/**
 * Sales orders and sales estimates through the document store
 * (docs/sales-orders.md): created with the next gapless number of the branch's
 * series in their own transaction (other records' writes may join it), read,
 * saved at `ver`, listed newest first (every status, one status, one customer)
 * with the counts per status, found by number.
 */

export type Actor = { userId: string; userName?: string | undefined };

const TYPES = { SalesOrder: SALES_ORDER, SalesEstimate: SALES_ESTIMATE } as const;
const CODES = { SalesOrder: SALES_ORDER_CODE, SalesEstimate: SALES_ESTIMATE_CODE } as const;
const LINE_PREFIX = { SalesOrder: 'SO', SalesEstimate: 'SE' } as const;

export const byOf = (actor: Actor) => ({ By: actor.userId, ...(actor.userName ? { ByName: actor.userName } : {}) });

const clean = <T extends Record<string, unknown>>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as T;

/**
 * The lines as stored, in the order given: a line that names an id it had keeps it (what went out against
 * it stays linked), a new one takes the next free id of its kind (`SO7`).
 */
export function salesDocumentLines(
  kind: SalesDocKind,
  lines: readonly (SalesLinePlan & { keepId?: string | undefined })[],
  before: readonly { _id: string }[] = [],
): DocumentLine[] {
  const prefix = LINE_PREFIX[kind];
  const numberOf = (id: string) => (id.startsWith(prefix) ? Number(id.slice(prefix.length)) || 0 : 0);
  let next = Math.max(0, ...before.map((l) => numberOf(l._id)), ...lines.map((l) => numberOf(l.keepId ?? ''))) + 1;
  return lines.map(({ keepId, ...line }) => ({
    ...clean(line as Record<string, unknown>),
    _id: keepId ?? `${prefix}${next++}`,
  })) as DocumentLine[];
}

export type NewSalesDoc = {
  kind: SalesDocKind;
  orgId: string;
  entId: string;
  /** The branch's day (CrDate): its financial year picks the counter. */
  date: string;
  fyStart?: number | undefined;
  /** The branch's configured first number (Settings.Common.NextNo.SO). */
  first?: number | undefined;
  actor: Actor;
  sts: string;
  fields: SalesDocFields & { EstId?: string; EstNum?: string };
  lines: readonly SalesLinePlan[];
  /** The document's id when the caller needs it before (a link written by the same transaction). */
  docId?: string;
  /** Other records' writes made with the number, in the same transaction (ConnectX's link, a converted estimate). */
  also?: (number: TakenNumber, docId: string) => AlsoWrites;
  alsoChanges?: readonly ChangeOf[];
  /** The audit action (default Create). */
  action?: string;
};

/** Creates a sales order or estimate with the next number of its series, in one transaction with `also`. */
export async function createSalesDoc(doc: NewSalesDoc): Promise<StoredSalesDoc> {
  const DocId = doc.docId ?? ulid();
  const at = nowIso();
  return commitNumbered<SalesDocHead, 'Lines'>({
    kind: doc.kind,
    orgId: doc.orgId,
    entId: doc.entId,
    docId: DocId,
    date: doc.date,
    numbering: { fyStart: doc.fyStart, first: doc.first },
    busy: SalesOrderMessages.numberBusy,
    build: (number) => ({
      head: clean({
        ...doc.fields,
        type: TYPES[doc.kind].kind,
        OrgId: doc.orgId,
        DocId,
        EntId: doc.entId,
        Num: number.Num,
        Series: number.Series,
        FY: number.FY,
        Sts: doc.sts,
        CrDate: doc.date,
        CrAt: at,
        CrBy: doc.actor.userId,
        CrByName: doc.actor.userName,
      }) as unknown as Omit<SalesDocHead, 'ver'>,
      ...(doc.also ? { also: doc.also(number, DocId) } : {}),
    }),
    lines: { Lines: salesDocumentLines(doc.kind, doc.lines) },
    audit: { Action: doc.action ?? 'Create', ...byOf(doc.actor) },
    ...(doc.alsoChanges ? { alsoChanges: doc.alsoChanges } : {}),
  });
}

/** One sales document of the branch; another branch's, or another type's document, is not one. */
export async function readSalesDoc(
  kind: SalesDocKind,
  orgId: string,
  entId: string,
  docId: string,
  consistent = false,
): Promise<StoredSalesDoc | undefined> {
  const doc = await readDocument<SalesDocHead, 'Lines'>(orgId, docId, consistent);
  return doc && doc.head.type === kind && doc.head.EntId === entId ? doc : undefined;
}

const notFound = (kind: SalesDocKind) =>
  kind === 'SalesOrder' ? SalesOrderMessages.notFound : SalesOrderMessages.estimateNotFound;
const changed = (kind: SalesDocKind) =>
  kind === 'SalesOrder' ? SalesOrderMessages.changed : SalesOrderMessages.estimateChanged;

/** The document for a change, read consistently: 404 when not the branch's, 409 when changed since the `ver` shown. */
export async function salesDocAt(
  kind: SalesDocKind,
  orgId: string,
  entId: string,
  docId: string,
  ver: number,
): Promise<StoredSalesDoc> {
  const doc = await readSalesDoc(kind, orgId, entId, docId, true);
  if (!doc) throw new ApiError(ErrorCode.NotFound, notFound(kind));
  if (doc.head.ver !== ver) throw new ApiError(ErrorCode.Conflict, changed(kind));
  return doc;
}

/** A change of a document read at its `ver`: the header as given (what it leaves out stays), lines when given. */
export async function saveSalesDoc(c: {
  before: StoredSalesDoc;
  head: Partial<SalesDocHead>;
  lines?: readonly (SalesLinePlan & { keepId?: string | undefined })[] | undefined;
  action: string;
  actor: Actor;
  also?: AlsoWrites;
}): Promise<StoredSalesDoc> {
  const kind = c.before.head.type as SalesDocKind;
  const { ver: _ver, ...rest } = { ...c.before.head, ...c.head };
  const head = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as Omit<SalesDocHead, 'ver'>;
  return saveDocument<SalesDocHead, 'Lines'>(
    {
      before: c.before,
      next: {
        head,
        lines: { Lines: c.lines ? salesDocumentLines(kind, c.lines, c.before.lines.Lines) : c.before.lines.Lines },
      },
      audit: { Action: c.action, ...byOf(c.actor) },
      now: nowIso(),
    },
    c.also,
  );
}

export type SalesDocPage = { items: Record<string, unknown>[]; next?: string; counts: Record<string, number> };

/** The branch's documents newest first (S1), in one status (S2) or of one customer (S3), with the counts per status. */
export async function listSalesDocs(
  kind: SalesDocKind,
  orgId: string,
  entId: string,
  q: {
    limit: number;
    cursor?: string | undefined;
    sts?: string | undefined;
    cust?: string | undefined;
    statuses: readonly string[];
  },
): Promise<SalesDocPage> {
  const code = CODES[kind];
  const index = q.sts && !q.cust ? 2 : 1;
  const partition = q.cust
    ? salesDocCustomerPartition(orgId, entId, code, q.cust)
    : q.sts
      ? salesDocStatusPartition(orgId, entId, code, q.sts)
      : salesDocsPartition(orgId, entId, code);
  const tag = `SALES${code}`;
  const startKey = decodePageCursor(q.cursor, {
    tag,
    orgId,
    pk: { startsWith: docPk(orgId, '') },
    index: { number: index, partition },
    refusal: SalesOrderMessages.badCursor,
  });
  const [page, counts] = await Promise.all([
    queryIndexPage<Record<string, unknown>>({
      index,
      partition,
      newestFirst: true,
      limit: q.limit,
      ...(startKey ? { startKey } : {}),
    }),
    readStatusCounts(orgId, entId, code, q.statuses),
  ]);
  // A customer's list with a status chip: the customer's index item carries `Sts`, filtered here (a page may be short).
  const items = q.cust && q.sts ? page.items.filter((i) => i.Sts === q.sts) : page.items;
  return { items, counts, ...(page.lastKey ? { next: encodePageCursor(tag, page.lastKey) } : {}) };
}

/**
 * The document a number names (`SO/2627/00012`), or, given only digits, that number of the financial year
 * of `date`: one GetItem on the number's pointer (data-model-documents D13).
 */
export async function findSalesDocByNumber(
  kind: SalesDocKind,
  orgId: string,
  entId: string,
  text: string,
  date: string,
  fyStart?: number,
): Promise<StoredSalesDoc | undefined> {
  const series = TYPES[kind].numbering?.series ?? CODES[kind];
  const full = /^([A-Z0-9]{1,6})\/(\d{4})\/(\d{1,9})$/i.exec(text.trim());
  const digits = /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : undefined;
  const fy = full ? full[2] : financialYear(date, fyStart);
  const seq = full ? Number(full[3]) : digits;
  if (seq === undefined || !fy || (full && full[1]?.toUpperCase() !== series)) return undefined;
  const docId = await findDocumentIdByNumber(orgId, entId, series, fy, formatNumber(series, fy, seq));
  return docId ? readSalesDoc(kind, orgId, entId, docId) : undefined;
}
