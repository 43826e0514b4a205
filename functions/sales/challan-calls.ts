import type { challanRoutes } from '@shared/api/routes/challans';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { challanTotals } from '@shared/challans/challan-figures';
import { ChallanMessages } from '@shared/challans/challan-messages';
import type { ChallanAnswer, ChallanCreateBody } from '@shared/challans/challan-schemas';
import { CHALLAN_STATUSES, type ChallanPurpose } from '@shared/challans/challan-statuses';
import type { ChallanLinePlan, ChallanRecipient } from '../data/challans/challan-records';
import {
  createChallanDraft,
  listChallans,
  readChallan,
  saveChallanDraft,
  type ChallanFields,
} from '../data/challans/challans-repo';
import { cancelChallan, issueChallan, returnOnChallan } from '../data/challans/challan-stock';
import { branchNow, serviceContext, type ServiceContext } from '../lib/branch-context';
import type { Call, FamilyImplementation } from '../lib/http/call';
import { toChallanAnswer, toChallanRow } from './challan-answers';
import { challanEwayBill } from './challan-eway-bill';
import { planChallanLines, recipientOf, supplyOf, warehouseOf } from './challan-lines';

/**
 * Delivery challans (docs/challans.md): a draft made and saved at its `ver`,
 * issued (numbered, the goods out of the warehouse), goods taken back in part or
 * whole, cancelled while nothing came back; the branch's list newest first with
 * the counts per status; one challan; its e-way bill file.
 */

type Routes = typeof challanRoutes;
const actorOf = (ctx: ServiceContext) => ({ userId: ctx.actor.userId, userName: ctx.actor.userName });

/** What a body names, worked out: the consignee and supply, the warehouse, the lines and their totals. */
async function draftOf(
  call: { session: Call<Routes['createChallan']>['session'] },
  ctx: ServiceContext,
  body: Pick<ChallanCreateBody, 'Purpose' | 'WhId' | 'To' | 'Lines'>,
  date: string,
): Promise<{
  fields: Omit<ChallanFields, 'Date' | 'Purpose' | 'PurposeNote' | 'VehicleNo' | 'Notes'>;
  lines: ChallanLinePlan[];
}> {
  const to: ChallanRecipient = await recipientOf(ctx, body.To);
  const supply = supplyOf(ctx, to);
  const [WhName, lines] = await Promise.all([
    warehouseOf(ctx, body.WhId),
    planChallanLines(call.session, ctx, body.Lines, { purpose: body.Purpose, intra: supply.IntraState, date }),
  ]);
  const t = challanTotals(lines);
  return {
    fields: {
      WhId: body.WhId,
      WhName,
      To: to,
      ...supply,
      TaxableP: t.TaxableP,
      CGSTP: t.CGSTP,
      SGSTP: t.SGSTP,
      IGSTP: t.IGSTP,
      TotalP: t.TotalP,
    },
    lines,
  };
}

const purposeNoteOf = (purpose: ChallanPurpose, note: string | undefined): string | undefined => {
  if (purpose === 'Other' && !note)
    throw new ApiError(ErrorCode.BadRequest, ChallanMessages.purposeNote, [
      { path: 'PurposeNote', message: ChallanMessages.purposeNote },
    ]);
  return note;
};

export async function createChallan(call: Call<Routes['createChallan']>): Promise<ChallanAnswer> {
  const ctx = serviceContext(call.session);
  const body = call.body;
  const date = branchNow(ctx).date;
  const draft = await draftOf(call, ctx, body, date);
  const stored = await createChallanDraft({
    orgId: ctx.actor.orgId,
    entId: ctx.actor.entityId,
    date,
    actor: actorOf(ctx),
    fields: {
      ...draft.fields,
      Date: date,
      Purpose: body.Purpose,
      PurposeNote: purposeNoteOf(body.Purpose, body.PurposeNote),
      VehicleNo: body.VehicleNo,
      Notes: body.Notes,
    },
    lines: draft.lines,
  });
  if (!body.Issue) return toChallanAnswer(stored);
  return toChallanAnswer(await issueStep(ctx, stored.head.DocId, stored.head.ver));
}

export async function saveChallan(call: Call<Routes['saveChallan']>): Promise<ChallanAnswer> {
  const ctx = serviceContext(call.session);
  const body = call.body;
  const { orgId, entityId } = ctx.actor;
  const before = await readChallan(orgId, entityId, call.params.Id);
  if (!before) throw new ApiError(ErrorCode.NotFound, ChallanMessages.notFound);
  const date = branchNow(ctx).date;
  const purpose = body.Purpose ?? before.head.Purpose;
  // A change of consignee, warehouse, purpose or lines works the figures out again from what the draft then holds.
  const refigure = body.To || body.WhId || body.Lines || body.Purpose;
  const draft = refigure
    ? await draftOf(
        call,
        ctx,
        {
          Purpose: purpose,
          WhId: body.WhId ?? before.head.WhId,
          To: body.To ?? toInput(before.head.To),
          Lines:
            body.Lines ??
            before.lines.Lines.map((l) => ({
              ItemId: String(l.ItemId),
              Qty: Number(l.Qty),
              Rate: Number(l.RateP) / 100,
              TaxPct: Number(l.TaxPct),
              Desc: String(l.Desc),
            })),
        },
        date,
      )
    : undefined;
  const stored = await saveChallanDraft({
    orgId,
    entId: entityId,
    docId: call.params.Id,
    ver: body.ver,
    actor: actorOf(ctx),
    fields: {
      ...(draft?.fields ?? {}),
      Purpose: purpose,
      ...(body.PurposeNote !== undefined || body.Purpose
        ? { PurposeNote: purposeNoteOf(purpose, body.PurposeNote ?? before.head.PurposeNote) }
        : {}),
      ...(body.VehicleNo !== undefined ? { VehicleNo: body.VehicleNo } : {}),
      ...(body.Notes !== undefined ? { Notes: body.Notes } : {}),
    },
    lines: draft?.lines,
  });
  return toChallanAnswer(stored);
}

/** A stored consignee as the body would name it (a party by id, a typed one as typed). */
const toInput = (to: ChallanRecipient) =>
  to.Kind === 'Other'
    ? {
        Kind: to.Kind,
        Name: to.Name,
        ...(to.Addr
          ? { Addr: { A1: to.Addr.A1, A2: to.Addr.A2, Ct: to.Addr.Ct, St: to.Addr.St, Pin: to.Addr.Pin } }
          : {}),
        ...(to.GSTIN ? { GSTIN: to.GSTIN } : {}),
      }
    : { Kind: to.Kind, Id: to.Id };

const issueStep = (ctx: ServiceContext, docId: string, ver: number) =>
  issueChallan({
    orgId: ctx.actor.orgId,
    entId: ctx.actor.entityId,
    docId,
    ver,
    date: branchNow(ctx).date,
    actor: actorOf(ctx),
    fyStart: ctx.entity.Settings.Common.General?.FYStart,
  });

export async function issueOneChallan(call: Call<Routes['issueChallan']>): Promise<ChallanAnswer> {
  const ctx = serviceContext(call.session);
  return toChallanAnswer(await issueStep(ctx, call.params.Id, call.body.ver));
}

export async function returnChallan(call: Call<Routes['returnChallan']>): Promise<ChallanAnswer> {
  const ctx = serviceContext(call.session);
  const stored = await returnOnChallan({
    orgId: ctx.actor.orgId,
    entId: ctx.actor.entityId,
    docId: call.params.Id,
    ver: call.body.ver,
    date: branchNow(ctx).date,
    actor: actorOf(ctx),
    lines: call.body.Lines,
    notes: call.body.Notes,
  });
  return toChallanAnswer(stored);
}

export async function cancelOneChallan(call: Call<Routes['cancelChallan']>): Promise<ChallanAnswer> {
  const ctx = serviceContext(call.session);
  const stored = await cancelChallan({
    orgId: ctx.actor.orgId,
    entId: ctx.actor.entityId,
    docId: call.params.Id,
    ver: call.body.ver,
    date: branchNow(ctx).date,
    actor: actorOf(ctx),
    reason: call.body.Reason,
  });
  return toChallanAnswer(stored);
}

export async function readOneChallan(call: Call<Routes['challan']>): Promise<ChallanAnswer> {
  const ctx = serviceContext(call.session);
  const doc = await readChallan(ctx.actor.orgId, ctx.actor.entityId, call.params.Id);
  if (!doc) throw new ApiError(ErrorCode.NotFound, ChallanMessages.notFound);
  return toChallanAnswer(doc);
}

export async function searchChallans(call: Call<Routes['challans']>) {
  const ctx = serviceContext(call.session);
  const page = await listChallans(ctx.actor.orgId, ctx.actor.entityId, {
    limit: call.query.Limit,
    cursor: call.query.Cursor,
    sts: call.query.Sts,
    statuses: CHALLAN_STATUSES,
  });
  return { Items: page.items.map(toChallanRow), Counts: page.counts, ...(page.next ? { Next: page.next } : {}) };
}

export const challanCalls: FamilyImplementation<Routes> = {
  challans: searchChallans,
  challan: readOneChallan,
  createChallan,
  saveChallan,
  issueChallan: issueOneChallan,
  returnChallan,
  cancelChallan: cancelOneChallan,
  challanEwayBill,
};
