import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import { paiseToRupees } from '@shared/documents/money-math';
import type { BillCreateBody } from '@shared/purchasing/bill-schemas';
import { BILL_STATUS } from '@shared/purchasing/bill-statuses';
import { BillDraftMessages } from '@shared/purchasing/bill-draft-messages';
import { BillMessages } from '@shared/purchasing/bill-messages';
import { ulid } from 'ulid';
import { db, tableName } from '../../lib/aws-clients';
import type { DocumentLine } from '../documents/document-records';
import { createUnnumbered, saveDocument, type AlsoWrites } from '../documents/documents-repo';
import type { Page } from '../inventory/stock-repo';
import { nowIso } from '../table/keys';
import { indexKeyNames } from '../table/index-query';
import { draftBillsPartition } from './bill-keys';
import { documentsPage, readBill } from './bill-lists';
import type { BillHead, BillLine, StoredBill } from './bill-records';
import { plannedHead, type BillPlan } from './bills-repo';

/**
 * A vendor bill's draft (docs/purchasing.md §24): a Bill document in status
 * `Draft`, without a number, holding its plan's header and lines with their
 * figures, and nothing else: no posting, no stock value, no ITC index item, no
 * mark on the receive's lines and no claim of the vendor's bill number. It is
 * listed in B11 while a draft. Saved as the bill by `createBill(plan, draft)`;
 * discarded as `Cancelled`.
 */

const by = (plan: Pick<BillPlan, 'actor'>) => ({
  By: plan.actor.userId,
  ...(plan.actor.userName ? { ByName: plan.actor.userName } : {}),
});

function draftState(plan: BillPlan, DocId: string) {
  const head = {
    ...plannedHead(plan),
    DocId,
    Num: '',
    Sts: BILL_STATUS.draft,
    ...(plan.recId ? { RecId: plan.recId } : {}),
    CrBy: plan.actor.userId,
    ...(plan.actor.userName ? { CrByName: plan.actor.userName } : {}),
  } as unknown as Omit<BillHead, 'ver'>;
  const lines = plan.lines.map((l, i) => ({ ...l, _id: `BLL${i + 1}` }) as unknown as DocumentLine);
  return { head, lines: { Lines: lines } };
}

/** A draft of this branch, still a Draft at the `ver` the user saw (else 404 / 400 / 409). */
export async function draftAt(orgId: string, entId: string, id: string, ver: number): Promise<StoredBill> {
  const draft = await readBill(orgId, entId, id, true);
  if (!draft) throw new ApiError(ErrorCode.NotFound, BillMessages.notFound);
  if (draft.head.Sts !== BILL_STATUS.draft) throw new ApiError(ErrorCode.BadRequest, BillDraftMessages.notDraft);
  if (draft.head.ver !== ver) throw new ApiError(ErrorCode.Conflict, Messages.conflict);
  return draft;
}

/**
 * `also`: other records' writes in the draft's transaction, and `docId` the id they name (a connected
 * vendor's invoice marks itself delivered as this draft, docs/connectx.md §5).
 */
export async function createBillDraft(plan: BillPlan, also: AlsoWrites = {}, docId = ulid()): Promise<StoredBill> {
  const at = nowIso();
  const { head, lines } = draftState(plan, docId);
  return createUnnumbered<BillHead, 'Lines'>(
    {
      next: { head: { ...head, CrAt: at }, lines },
      audit: { Action: 'Create', ...by(plan) },
      now: at,
    },
    also,
  );
}

/** The draft saved again (the store's write is conditional on its `ver`: a lost race is a 409). */
export async function saveBillDraft(plan: BillPlan, draft: StoredBill): Promise<StoredBill> {
  const { head, lines } = draftState(plan, draft.head.DocId);
  return saveDocument<BillHead, 'Lines'>({
    before: draft,
    next: { head: { ...head, CrAt: draft.head.CrAt }, lines },
    audit: { Action: 'Save', ...by(plan) },
  });
}

/** Discard: the draft becomes Cancelled (it never was a bill: nothing to reverse) and leaves B11. */
export const discardBillDraft = (draft: StoredBill, actor: BillPlan['actor']): Promise<StoredBill> =>
  saveDocument<BillHead, 'Lines'>({
    before: draft,
    next: { head: { ...draft.head, Sts: BILL_STATUS.cancelled }, lines: draft.lines },
    audit: { Action: 'Discard', ...by({ actor }) },
  });

/** The body of a new bill a draft holds: saving it as the bill plans it exactly as a new bill is planned. */
export function draftBody(draft: StoredBill): BillCreateBody {
  const h = draft.head;
  const lines = draft.lines.Lines as unknown as BillLine[];
  const stock = lines.filter((l) => l.Kind === 'Stock' && l.RecLineId);
  const expenses = lines.filter((l) => l.Kind === 'Expense');
  return {
    ...(h.RecId ? { RecId: h.RecId } : { VendId: h.VendId }),
    VendBillNo: h.VendBillNo,
    VendBillDate: h.VendBillDate,
    ...(h.RevCharge ? { RevCharge: true } : {}),
    ...(h.ItcPeriod ? { ItcPeriod: h.ItcPeriod } : {}),
    ...(h.Notes ? { Notes: h.Notes } : {}),
    ...(stock.length > 0
      ? { Lines: stock.map((l) => ({ LineId: l.RecLineId ?? '', Rate: l.Rate, ...(l.HSN ? { HSN: l.HSN } : {}) })) }
      : {}),
    ...(expenses.length > 0
      ? {
          Expenses: expenses.map((l) => ({
            Desc: l.Desc,
            Acc: l.Acc ?? 0,
            ...(l.HSN ? { HSN: l.HSN } : {}),
            Qty: l.Qty,
            Rate: l.Rate,
            ...(l.TCode !== undefined ? { TCode: l.TCode } : {}),
          })),
        }
      : {}),
    ...(h.Charges.length > 0
      ? { Charges: h.Charges.map((c) => ({ Desc: c.Desc, Amount: paiseToRupees(c.AmtP) })) }
      : {}),
  };
}

/** How many drafts B11 holds: a COUNT query of the partition (drafts are few; pages of 1 MB otherwise). */
async function countDrafts(partition: string): Promise<number> {
  const index = indexKeyNames(1);
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const answer = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: index.name,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': index.pk },
        ExpressionAttributeValues: { ':pk': partition },
        Select: 'COUNT',
        ExclusiveStartKey: start,
      }),
    );
    count += answer.Count ?? 0;
    start = answer.LastEvaluatedKey;
  } while (start);
  return count;
}

/** B11: the branch's drafts, newest first, and how many there are (the list's Draft chip). */
export async function listBillDrafts(
  orgId: string,
  entId: string,
  q: { limit: number; cursor?: string | undefined },
): Promise<Page<BillHead> & { count: number }> {
  const partition = draftBillsPartition(orgId, entId);
  const [page, count] = await Promise.all([
    documentsPage<BillHead>('BILL_DRAFTS', orgId, 1, partition, q),
    countDrafts(partition),
  ]);
  return { ...page, count };
}
