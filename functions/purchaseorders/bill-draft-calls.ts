import type { billDraftRoutes } from '@shared/api/routes/bill-drafts';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { BillDraftMessages } from '@shared/purchasing/bill-draft-messages';
import {
  createBillDraft,
  discardBillDraft,
  draftAt,
  draftBody,
  listBillDrafts,
  saveBillDraft,
} from '../data/purchasing/bill-drafts';
import { createBill } from '../data/purchasing/bills-repo';
import { serviceContext } from '../lib/branch-context';
import type { Call } from '../lib/http/call';
import { toBillAnswer, toBillRow } from '../lib/bill-answers';
import { checkBillsOn, planBill } from '../lib/bill-plan';

/**
 * A vendor bill's draft (docs/purchasing.md §24). Every save plans the body as a new bill is planned
 * (`planBill`: the same checks and figures); the draft keeps the plan and writes nothing else. Saved as
 * the bill, the draft's own body is planned again and written by `createBill` in its one transaction.
 */

const { BadRequest } = ErrorCode;

export async function billDrafts(call: Call<typeof billDraftRoutes.billDrafts>) {
  const ctx = serviceContext(call.session);
  checkBillsOn(ctx);
  const page = await listBillDrafts(ctx.actor.orgId, ctx.actor.entityId, {
    limit: call.query.Limit,
    cursor: call.query.Cursor,
  });
  return { Items: page.items.map(toBillRow), Count: page.count, ...(page.next ? { Next: page.next } : {}) };
}

export async function newBillDraft(call: Call<typeof billDraftRoutes.createBillDraft>) {
  const ctx = serviceContext(call.session);
  checkBillsOn(ctx);
  return toBillAnswer(await createBillDraft(await planBill(ctx, call.body)));
}

export async function saveDraft(call: Call<typeof billDraftRoutes.saveBillDraft>) {
  const ctx = serviceContext(call.session);
  checkBillsOn(ctx);
  const { ver, ...body } = call.body;
  const draft = await draftAt(ctx.actor.orgId, ctx.actor.entityId, call.params.Id, ver);
  // A draft from a receive stays with that receive; a direct draft may change its vendor.
  if (draft.head.RecId !== body.RecId) throw new ApiError(BadRequest, BillDraftMessages.keepsReceive);
  return toBillAnswer(await saveBillDraft(await planBill(ctx, body), draft));
}

export async function billFromDraft(call: Call<typeof billDraftRoutes.billFromDraft>) {
  const ctx = serviceContext(call.session);
  checkBillsOn(ctx);
  const draft = await draftAt(ctx.actor.orgId, ctx.actor.entityId, call.params.Id, call.body.ver);
  return toBillAnswer(await createBill(await planBill(ctx, draftBody(draft)), draft));
}

export async function discardDraft(call: Call<typeof billDraftRoutes.discardBillDraft>) {
  const ctx = serviceContext(call.session);
  checkBillsOn(ctx);
  const draft = await draftAt(ctx.actor.orgId, ctx.actor.entityId, call.params.Id, call.body.ver);
  return toBillAnswer(await discardBillDraft(draft, ctx.actor));
}
