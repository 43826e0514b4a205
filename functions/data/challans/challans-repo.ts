import { ApiError, ErrorCode } from '@shared/api/errors';
import { ChallanMessages } from '@shared/challans/challan-messages';
import { CHALLAN_STATUS, mayChallan } from '@shared/challans/challan-statuses';
import { ulid } from 'ulid';
import type { DocumentLine } from '../documents/document-records';
import { readDocument } from '../documents/document-read';
import { readStatusCounts } from '../documents/document-lists';
import { docPk } from '../documents/document-keys';
import { saveDocuments } from '../documents/documents-repo';
import { DELIVERY_CHALLAN, CHALLAN_CODE } from '../documents/types/challan-type';
import type { Actor } from '../inventory/stock-writes';
import { decodePageCursor, encodePageCursor } from '../table/cursor';
import { queryIndexPage } from '../table/index-query';
import { nowIso } from '../table/keys';
import { challansPartition, challanStatusPartition } from './challan-keys';
import type { ChallanHead, ChallanLinePlan, StoredChallan } from './challan-records';

/**
 * Delivery challans (docs/challans.md): drafts created and saved at their `ver`
 * through the document store, one challan read, the branch's lists newest first
 * (every status, or one) with the counts per status. The stock steps (issue,
 * return, cancel) are challan-stock.ts.
 */

export type ChallanFields = Omit<
  ChallanHead,
  | keyof import('../documents/document-type').StoreHead
  | 'Num'
  | 'Series'
  | 'FY'
  | 'CrBy'
  | 'CrByName'
  | 'CrAt'
  | 'CostP'
  | 'RetCostP'
  | 'Returns'
>;

export const byOf = (actor: Actor) => ({ By: actor.userId, ...(actor.userName ? { ByName: actor.userName } : {}) });

/** The lines as stored: ids `DL1`, `DL2`… in the order given. */
export const challanDocumentLines = (lines: readonly ChallanLinePlan[]): DocumentLine[] =>
  lines.map((line, i) => {
    const defined = Object.fromEntries(Object.entries(line).filter(([, v]) => v !== undefined));
    return { ...defined, _id: `DL${i + 1}` } as DocumentLine;
  });

const clean = <T extends Record<string, unknown>>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as T;

/** A new draft (no number yet: the number is taken at issue, so a draft given up burns none). */
export async function createChallanDraft(c: {
  orgId: string;
  entId: string;
  date: string;
  actor: Actor;
  fields: ChallanFields;
  lines: readonly ChallanLinePlan[];
}): Promise<StoredChallan> {
  const DocId = ulid();
  const at = nowIso();
  const head = clean({
    ...c.fields,
    type: DELIVERY_CHALLAN.kind,
    OrgId: c.orgId,
    DocId,
    EntId: c.entId,
    Sts: CHALLAN_STATUS.draft,
    Date: c.date,
    CostP: 0,
    RetCostP: 0,
    CrBy: c.actor.userId,
    CrByName: c.actor.userName,
    CrAt: at,
  });
  const [stored] = await saveDocuments<ChallanHead, 'Lines'>([
    {
      next: { head: head as unknown as Omit<ChallanHead, 'ver'>, lines: { Lines: challanDocumentLines(c.lines) } },
      audit: { Action: 'Create', ...byOf(c.actor) },
      now: at,
    },
  ]);
  if (!stored) throw new Error('A challan save answered no document');
  return stored as StoredChallan;
}

/** One challan of the branch; another branch's, or another type's document, is not one. */
export async function readChallan(
  orgId: string,
  entId: string,
  docId: string,
  consistent = false,
): Promise<StoredChallan | undefined> {
  const doc = await readDocument<ChallanHead, 'Lines'>(orgId, docId, consistent);
  return doc && doc.head.type === DELIVERY_CHALLAN.kind && doc.head.EntId === entId ? doc : undefined;
}

/** The challan for a step, read consistently: 404 when not the branch's, 409 when changed since the `ver` shown. */
export async function challanAt(orgId: string, entId: string, docId: string, ver: number): Promise<StoredChallan> {
  const doc = await readChallan(orgId, entId, docId, true);
  if (!doc) throw new ApiError(ErrorCode.NotFound, ChallanMessages.notFound);
  if (doc.head.ver !== ver) throw new ApiError(ErrorCode.Conflict, ChallanMessages.changed);
  return doc;
}

/** A draft saved at the `ver` edited: what the change names replaces the draft's, the rest stays. */
export async function saveChallanDraft(c: {
  orgId: string;
  entId: string;
  docId: string;
  ver: number;
  actor: Actor;
  fields: Partial<ChallanFields>;
  lines?: readonly ChallanLinePlan[] | undefined;
}): Promise<StoredChallan> {
  const before = await challanAt(c.orgId, c.entId, c.docId, c.ver);
  if (!mayChallan('save', String(before.head.Sts)))
    throw new ApiError(ErrorCode.BadRequest, ChallanMessages.notDraft(String(before.head.Sts)));
  const head = clean({ ...before.head, ...c.fields }) as ChallanHead;
  const [stored] = await saveDocuments<ChallanHead, 'Lines'>([
    {
      before,
      next: { head, lines: { Lines: c.lines ? challanDocumentLines(c.lines) : before.lines.Lines } },
      audit: { Action: 'Update', ...byOf(c.actor) },
      now: nowIso(),
    },
  ]);
  return stored as StoredChallan;
}

export type ChallanPage = { items: ChallanHead[]; next?: string; counts: Record<string, number> };

/** The branch's challans newest first (C1), or those in one status (C2), with the counts per status. */
export async function listChallans(
  orgId: string,
  entId: string,
  q: { limit: number; cursor?: string | undefined; sts?: string | undefined; statuses: readonly string[] },
): Promise<ChallanPage> {
  const index = q.sts ? 2 : 1;
  const partition = q.sts ? challanStatusPartition(orgId, entId, q.sts) : challansPartition(orgId, entId);
  const startKey = decodePageCursor(q.cursor, {
    tag: 'CHALLANS',
    orgId,
    pk: { startsWith: docPk(orgId, '') },
    index: { number: index, partition },
    refusal: ChallanMessages.badCursor,
  });
  const [page, counts] = await Promise.all([
    queryIndexPage<ChallanHead>({
      index,
      partition,
      newestFirst: true,
      limit: q.limit,
      ...(startKey ? { startKey } : {}),
    }),
    readStatusCounts(orgId, entId, CHALLAN_CODE, q.statuses),
  ]);
  return {
    items: page.items,
    counts,
    ...(page.lastKey ? { next: encodePageCursor('CHALLANS', page.lastKey) } : {}),
  };
}
