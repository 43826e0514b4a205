import { ulid } from 'ulid';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import type { serviceRoutes } from '@shared/api/routes/service';
import { DEFAULT_PROMISED_TIME } from '@shared/documents/constants';
import { hasAccessFlag } from '@shared/access/module-access';
import { isEntityAdmin } from '@shared/access/access-context';
import { validateServiceDocument } from '@shared/documents/validate';
import { isModuleEnabled } from '@shared/access/module-switch';
import { isBelowIssued, issuedQtyEdit, type IssuedPart } from '@shared/inventory/part-issue';
import { DocumentMessages } from '@shared/documents/validation-messages';
import { getReferenceSet } from '../data/reference/reference-repo';
import type { EstimateAnswer, RepairOrderAnswer } from '@shared/service/call-schemas';
import { ServiceMessages } from '@shared/service/service-messages';
import { readBranchStaff } from '../data/identity/branch-staff-repo';
import { readCustomerAndVehicle } from '../data/parties/customer-vehicle-repo';
import { LINE_GROUPS, type DocKind } from '../data/documents/types/service-types';
import type { DocumentHead, DocumentLines, HeadDraft, StoredDocument } from '../data/documents/document-records';
import { againWhileHeaderChanges, createDocument, saveDocument } from '../data/documents/documents-repo';
import type { Call } from '../lib/http/call';
import type { Write } from '../data/table/transact';
import {
  calculate,
  documentAnswer,
  engineDocument,
  headTotals,
  readOwn,
} from '../lib/service-documents/document-answer';
import { withCatalogueCodes } from './catalogue-codes';
import { withTrackedParts } from './tracked-part-lines';
import { keptHead, mergeHeader, mergeLines, settleLines } from './document-input';
import { orderReservations, requestHead, type ReservationNote } from './order-reservations';
import { againWhileBalancesMove } from '../data/inventory/stock-writes';
import { addDays, badRequest } from '../lib/service-documents/service-context';
import { branchNow, serviceContext, type ServiceContext } from '../lib/branch-context';

/**
 * Create, read and save of estimates and repair orders.
 * Every answer is the whole document recomputed by the shared engine.
 */

type Routes = typeof serviceRoutes;

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/**
 * Display names and the checks behind them: the customer and vehicle (one
 * BatchGet of the parties area) and the advisor and surveyor (one of the
 * identity area), read in parallel, and only the ids that changed, so a save
 * that changes none reads nothing here. The caller's name is the session's
 * (authentication read their access item).
 */
async function resolveNames(
  ctx: ServiceContext,
  header: Record<string, unknown>,
  before: DocumentHead | undefined,
): Promise<{ names: Record<string, string | undefined>; byName?: string }> {
  const { orgId, entityId } = ctx.session;
  const names: Record<string, string | undefined> = {
    CustName: str(before?.CustName),
    RegNo: str(before?.RegNo),
    SAName: str(before?.SAName),
    SurName: str(before?.SurName),
  };
  /** The id in `field` when it is new to the document (then read and checked); a cleared id clears its name. */
  const changed = (field: string, name: string): string | undefined => {
    const id = str(header[field]);
    if (id === undefined) names[name] = undefined;
    return id !== undefined && (!before || str(before[field]) !== id) ? id : undefined;
  };
  const customerId = changed('Cust', 'CustName');
  const vehicleId = changed('ProdId', 'RegNo');
  const advisorId = changed('SA', 'SAName');
  const surveyorId = changed('Sur_Id', 'SurName');
  const [{ customer, vehicle }, { advisor, surveyor }] = await Promise.all([
    readCustomerAndVehicle(orgId, { customerId, vehicleId }),
    readBranchStaff(orgId, entityId, { advisorId, surveyorId }),
  ]);
  if (customerId !== undefined) {
    if (!customer) throw badRequest(ServiceMessages.customerNotFound, 'Cust');
    names.CustName = customer.DName;
  }
  if (vehicleId !== undefined) {
    if (!vehicle) throw badRequest(ServiceMessages.vehicleNotFound, 'ProdId');
    names.RegNo = str(vehicle.RegNo);
  }
  // An advisor is a user with access to this branch: the access item of the pair exists.
  if (advisorId !== undefined) {
    if (!advisor) throw badRequest(ServiceMessages.advisorNotInBranch, 'SA');
    names.SAName = advisor.Name;
  }
  if (surveyorId !== undefined) {
    if (!surveyor || surveyor.Active === false) throw badRequest(ServiceMessages.surveyorNotInOrganisation, 'Sur_Id');
    names.SurName = surveyor.Name;
  }
  return { names, byName: ctx.actor.userName };
}

/** The path of a validation issue in the body: `Ops.WO2.Pr`, or the header field. */
function issuePath(lines: DocumentLines, lineId: string | undefined, field: string): string {
  if (lineId === undefined) return field;
  const group = LINE_GROUPS.find((g) => lines[g].some((l) => l._id === lineId)) ?? 'Ops';
  return `${group}.${lineId}.${field}`;
}

/**
 * The shared validation at stage 'save' (§5): blocking issues refuse the save
 * with each line and field named. 'confirm' issues (a complaint without a
 * service) do not block a save; Approve refuses them.
 */
async function checkValid(
  ctx: ServiceContext,
  kind: DocKind,
  head: Record<string, unknown>,
  lines: DocumentLines,
  date: string,
): Promise<void> {
  const taxCodes = await getReferenceSet('TaxCodes');
  const issues = validateServiceDocument(engineDocument(head, lines), {
    kind,
    stage: 'save',
    date,
    taxCodes,
    // Parts tied to inventory keep at least their issued quantity where the branch keeps stock (§5).
    inventoryFeature: isModuleEnabled(ctx.entity.Config, 'Inventory'),
    supplementary: str(head.ParentId) !== undefined,
    discounts: { canDiscount: isEntityAdmin(ctx.access.access) || hasAccessFlag(ctx.access, 'Service', 'Disc') },
  }).filter((i) => i.level === 'error');
  const first = issues[0];
  if (first) {
    throw new ApiError(
      ErrorCode.BadRequest,
      issues.length === 1 ? first.message : ServiceMessages.lineInvalid,
      issues.map((i) => ({ path: issuePath(lines, i.lineId, i.field), message: i.message })),
    );
  }
}

/**
 * Issued quantities before the other quantity rules, so their own messages answer
 * (docs/inventory.md §10): a stocked part's `IQty` moves only with its stock
 * (Issue Parts), never by a save, and its `Qty` stays at least `IQty` (§5, the
 * shared validation's rule, checked again by `checkValid`).
 */
function checkIssuedKept(ctx: ServiceContext, before: DocumentLines['Parts'], lines: DocumentLines): void {
  if (!isModuleEnabled(ctx.entity.Config, 'Inventory')) return;
  const edit = issuedQtyEdit(before as IssuedPart[], lines.Parts as IssuedPart[]);
  if (edit) throw badRequest(edit.message, `Parts.${edit.lineId}.${edit.field}`);
  const below = (lines.Parts as IssuedPart[]).find(isBelowIssued);
  if (below) throw badRequest(DocumentMessages.qtyBelowIssued(String(below.IQty ?? 0)), `Parts.${below._id}.Qty`);
}

const withNames = (
  head: Record<string, unknown>,
  names: Record<string, string | undefined>,
): Record<string, unknown> => {
  const out = { ...head };
  for (const [name, value] of Object.entries(names)) {
    if (value === undefined) delete out[name];
    else out[name] = value;
  }
  return out;
};

/** A saved document and what its save did to the reservations of its stocked parts. */
type Saved = { stored: StoredDocument; notes: ReservationNote[] };

const addShortOf = (body: Record<string, unknown>): 'ask' | 'yes' | undefined =>
  body.AddShort === 'ask' || body.AddShort === 'yes' ? body.AddShort : undefined;

/**
 * What another record adds to a creation (check-in of an appointment, docs/customer-loop.md §5):
 * header fields of the server's own (a link back) and writes joined to the document's transaction.
 */
export type CreationExtra = {
  head?: Record<string, unknown>;
  writes?: (created: { DocId: string; Num: string }) => readonly Write[];
};

async function create(
  ctx: ServiceContext,
  kind: DocKind,
  body: Record<string, unknown>,
  extra: CreationExtra = {},
): Promise<Saved> {
  const now = branchNow(ctx);
  const settings = ctx.entity.Settings;
  const header = mergeHeader(body);
  header.PrDate ??= addDays(now.date, settings.Service.PrDays);
  header.PrTime ??= DEFAULT_PROMISED_TIME;
  const docSettings = (header.Settings ?? {}) as Record<string, unknown>;
  header.Settings = { ...docSettings, Tax: docSettings.Tax ?? settings.Common.Tax.Tax };
  const asked = mergeLines(body);
  checkIssuedKept(ctx, [], asked);
  const settled = settleLines({ ctx, kind, docSts: 'New' }, asked);
  const { Sts } = settled;
  // A part tied to a tracked item is tracked from this save (docs/inventory-batches.md §6).
  const lines = await withTrackedParts(ctx, kind, await withCatalogueCodes(ctx, settled.lines));
  const { names, byName } = await resolveNames(ctx, header, undefined);
  const draftFields = withNames(header, names);
  await checkValid(ctx, kind, draftFields, lines, now.date);
  const { totals } = await calculate(ctx, engineDocument(draftFields, lines), now.date);
  const head: HeadDraft = {
    ...draftFields,
    type: kind,
    OrgId: ctx.session.orgId,
    DocId: ulid(),
    EntId: ctx.session.entityId,
    Sts,
    CrDate: now.date,
    CrTime: now.time,
    CrBy: ctx.session.userId,
    Amounts: headTotals(totals),
    LineCount: 0,
    ...extra.head,
  };
  const nextNo = settings.Common.NextNo?.[kind === 'Estimate' ? 'Est' : 'WO'];
  const fyStart = settings.Common.General?.FYStart;
  const held = await orderReservations(ctx, kind, {
    head: requestHead(head),
    before: undefined,
    lines,
    grow: true,
    addShort: addShortOf(body),
  });
  const stored = await createDocument({
    head,
    lines: held.lines,
    audit: { Action: 'Create', By: ctx.session.userId, ...(byName ? { ByName: byName } : {}) },
    numbering: { ...(nextNo ? { first: nextNo } : {}), ...(fyStart ? { fyStart } : {}) },
    also: (number) => ({
      writes: [
        ...held.writes(requestHead({ ...head, Num: number.Num })),
        ...(extra.writes?.({ DocId: head.DocId, Num: number.Num }) ?? []),
      ],
    }),
  });
  return { stored, notes: held.notes };
}

/**
 * A save at the user's `ver`; made again when only a technician's job move got in
 * between (documents-repo headerWrite), or a balance it reserves on moved.
 */
const save = (
  ctx: ServiceContext,
  kind: DocKind,
  id: string,
  body: Record<string, unknown> & { ver: number },
): Promise<Saved> => againWhileBalancesMove(() => againWhileHeaderChanges(() => saveOnce(ctx, kind, id, body)));

async function saveOnce(
  ctx: ServiceContext,
  kind: DocKind,
  id: string,
  body: Record<string, unknown> & { ver: number },
): Promise<Saved> {
  const before = await readOwn(ctx, kind, id, true);
  if (before.head.ver !== body.ver) throw new ApiError(ErrorCode.Conflict, Messages.conflict);
  const header = mergeHeader(body, before.head);
  const asked = mergeLines(body, before.lines);
  checkIssuedKept(ctx, before.lines.Parts, asked);
  const settled = settleLines({ ctx, kind, docSts: before.head.Sts, before: before.lines }, asked);
  const { Sts } = settled;
  const lines = await withTrackedParts(
    ctx,
    kind,
    await withCatalogueCodes(ctx, settled.lines, before.lines),
    before.lines,
  );
  const { names, byName } = await resolveNames(ctx, header, before.head);
  const fields = withNames({ ...keptHead(before.head), ...header }, names);
  await checkValid(ctx, kind, fields, lines, before.head.CrDate);
  const { totals } = await calculate(ctx, engineDocument(fields, lines), before.head.CrDate);
  const head = { ...(fields as DocumentHead), Sts, Amounts: headTotals(totals) };
  const held = await orderReservations(ctx, kind, {
    head: requestHead(head),
    before: before.lines,
    lines,
    grow: true,
    addShort: addShortOf(body),
  });
  const stored = await saveDocument(
    {
      before,
      next: { head, lines: held.lines },
      audit: { Action: 'Save', By: ctx.session.userId, ...(byName ? { ByName: byName } : {}) },
    },
    { writes: held.writes(requestHead(head)) },
  );
  return { stored, notes: held.notes };
}

/** The answer of a save or creation: the document, and for a repair order each stocked line's reservation. */
async function savedAnswer(ctx: ServiceContext, saved: Saved): Promise<unknown> {
  const answer = await documentAnswer(ctx, saved.stored);
  return saved.notes.length > 0 ? { ...answer, Reservations: saved.notes } : answer;
}

export async function createEstimate(call: Call<Routes['createEstimate']>): Promise<EstimateAnswer> {
  const ctx = serviceContext(call.session);
  return (await savedAnswer(ctx, await create(ctx, 'Estimate', call.body))) as EstimateAnswer;
}

export async function createRepairOrder(call: Call<Routes['createRepairOrder']>): Promise<RepairOrderAnswer> {
  const ctx = serviceContext(call.session);
  return (await savedAnswer(
    ctx,
    await againWhileBalancesMove(() => create(ctx, 'RepairOrder', call.body)),
  )) as RepairOrderAnswer;
}

/** A repair order created with another record's writes in its transaction (an appointment checked in). */
export const createRepairOrderWith = async (
  ctx: ServiceContext,
  body: Record<string, unknown>,
  extra: CreationExtra,
): Promise<StoredDocument> => (await againWhileBalancesMove(() => create(ctx, 'RepairOrder', body, extra))).stored;

export async function estimate(call: Call<Routes['estimate']>): Promise<EstimateAnswer> {
  const ctx = serviceContext(call.session);
  return (await documentAnswer(ctx, await readOwn(ctx, 'Estimate', call.params.Id))) as EstimateAnswer;
}

export async function repairOrder(call: Call<Routes['repairOrder']>): Promise<RepairOrderAnswer> {
  const ctx = serviceContext(call.session);
  return (await documentAnswer(ctx, await readOwn(ctx, 'RepairOrder', call.params.Id))) as RepairOrderAnswer;
}

export async function saveEstimate(call: Call<Routes['saveEstimate']>): Promise<EstimateAnswer> {
  const ctx = serviceContext(call.session);
  return (await savedAnswer(ctx, await save(ctx, 'Estimate', call.params.Id, call.body))) as EstimateAnswer;
}

export async function saveRepairOrder(call: Call<Routes['saveRepairOrder']>): Promise<RepairOrderAnswer> {
  const ctx = serviceContext(call.session);
  return (await savedAnswer(ctx, await save(ctx, 'RepairOrder', call.params.Id, call.body))) as RepairOrderAnswer;
}
