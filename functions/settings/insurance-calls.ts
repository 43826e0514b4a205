import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import type { settingsRoutes } from '@shared/api/routes/settings';
import {
  BranchSetupMessages,
  MAX_INSURANCE_BRANCHES,
  type EntityInsurance,
  type EntityInsuranceInput,
} from '@shared/reference/branch-setup-schemas';
import { gstinProblem, GstinMessages, gstinStateCode } from '@shared/gst/gstin';
import { findInsurer, type Insurer } from '@shared/reference/insurers';
import { findState, isAddressState, StateMessages } from '@shared/gst/states';
import { nowIso } from '../data/table/keys';
import { getReferenceSet } from '../data/reference/reference-repo';
import {
  getEntityInsurance as readEntityInsurance,
  listEntityInsurance as readBranchTieUps,
  putEntityInsurance as writeEntityInsurance,
} from '../data/settings/insurance-repo';
import type { Call, SessionContext } from '../lib/http/call';

/**
 * Insurer tie-ups of a branch (spec service-documents §7): the tie-up flag
 * (EntitySettings/InsCompSettings), the details (Service/EntityInsurance) and
 * the insurer's own branches the workshop deals with (Service/Insurance/.../Branch).
 */

async function knownInsurer(id: string): Promise<Insurer> {
  const insurer = findInsurer(await getReferenceSet('Insurers'), id);
  if (!insurer) throw new ApiError(ErrorCode.NotFound, BranchSetupMessages.unknownInsurer(id));
  return insurer;
}

/** A stale or missing `ver` against an existing record is a conflict; a `ver` for a missing one too. */
function expectedVer(existing: EntityInsurance | undefined, ver: number | undefined): number | undefined {
  if (existing && ver !== existing.ver) throw new ApiError(ErrorCode.Conflict, Messages.conflict);
  if (!existing && ver !== undefined) throw new ApiError(ErrorCode.Conflict, Messages.conflict);
  return existing?.ver;
}

async function upsert(
  session: SessionContext,
  insurerId: string,
  ver: number | undefined,
  change: (current: EntityInsurance) => EntityInsurance,
): Promise<EntityInsurance> {
  const insurer = await knownInsurer(insurerId);
  const existing = await readEntityInsurance(session.orgId, session.entityId, insurer._id);
  const expected = expectedVer(existing, ver);
  const base: EntityInsurance = existing ?? {
    InsId: insurer._id,
    Name: insurer.Name,
    EntId: session.entityId,
    TieUp: false,
    Branches: [],
    UpDt: nowIso(),
    ver: 0,
  };
  const next = {
    ...change(base),
    InsId: insurer._id,
    Name: insurer.Name,
    EntId: session.entityId,
    UpDt: nowIso(),
    ver: base.ver + 1,
  };
  await writeEntityInsurance(session.orgId, next, expected);
  return next;
}

/** PUT EntitySettings/InsCompSettings/{id}: the tie-up flag for one insurer. */
export const insCompSettings = (call: Call<typeof settingsRoutes.insCompSettings>): Promise<EntityInsurance> =>
  upsert(call.session, call.params.id, call.body.ver, (current) => ({ ...current, TieUp: call.body.TieUp }));

/** GET Service/EntityInsurance/{id}: the tie-up details, or the spec's 'No tie up settings found' message. */
export async function getEntityInsurance(
  call: Call<typeof settingsRoutes.getEntityInsurance>,
): Promise<EntityInsurance> {
  const insurer = await knownInsurer(call.params.id);
  const found = await readEntityInsurance(call.session.orgId, call.session.entityId, insurer._id);
  if (!found) throw new ApiError(ErrorCode.NotFound, BranchSetupMessages.noTieUp);
  return found;
}

/** GET Service/EntityInsurance: every tie-up record of the session's branch (an insurer never set up is absent). */
export const listEntityInsurance = (
  call: Call<typeof settingsRoutes.listEntityInsurance>,
): Promise<EntityInsurance[]> => readBranchTieUps(call.session.orgId, call.session.entityId);

/** PUT Service/EntityInsurance/{id}: the tie-up details (branches are kept). */
export function putEntityInsurance(call: Call<typeof settingsRoutes.putEntityInsurance>): Promise<EntityInsurance> {
  const { ver, ...input } = call.body;
  const details: EntityInsuranceInput = input;
  return upsert(
    call.session,
    call.params.id,
    ver,
    (current) => ({ ...details, Branches: current.Branches }) as EntityInsurance,
  );
}

/** PUT Service/Insurance/{id}/Branch/{branchId}: adds or replaces one branch of the insurer. */
export async function putInsuranceBranch(
  call: Call<typeof settingsRoutes.putInsuranceBranch>,
): Promise<EntityInsurance> {
  const { ver, ...input } = call.body;
  const state = findState(input.StCode, await getReferenceSet('States'));
  if (!state || !isAddressState(state)) {
    throw new ApiError(ErrorCode.BadRequest, StateMessages.unknown(input.StCode), [
      { path: 'StCode', message: StateMessages.unknown(input.StCode) },
    ]);
  }
  const gstin = input.GSTIN === '' ? undefined : input.GSTIN;
  if (gstin) {
    const problem = gstinProblem(gstin);
    const message = problem
      ? GstinMessages[problem]
      : gstinStateCode(gstin) !== state.StCode
        ? GstinMessages.branchStateMismatch(gstinStateCode(gstin), state.StCode)
        : undefined;
    if (message) throw new ApiError(ErrorCode.BadRequest, message, [{ path: 'GSTIN', message }]);
  }
  const branch = { ...input, GSTIN: gstin, BranchId: call.params.branchId, State: state.Name };
  return upsert(call.session, call.params.id, ver, (current) => {
    const others = current.Branches.filter((b) => b.BranchId !== branch.BranchId);
    if (others.length >= MAX_INSURANCE_BRANCHES)
      throw new ApiError(ErrorCode.BadRequest, BranchSetupMessages.tooManyBranches);
    return { ...current, Branches: [...others, branch].sort((a, b) => a.Name.localeCompare(b.Name)) };
  });
}

/** DELETE Service/Insurance/{id}/Branch/{branchId}?ver=n: removes one branch of the insurer. */
export const deleteInsuranceBranch = (
  call: Call<typeof settingsRoutes.deleteInsuranceBranch>,
): Promise<EntityInsurance> =>
  upsert(call.session, call.params.id, call.query.ver, (current) => {
    const kept = current.Branches.filter((branch) => branch.BranchId !== call.params.branchId);
    if (kept.length === current.Branches.length)
      throw new ApiError(ErrorCode.NotFound, BranchSetupMessages.insuranceBranchNotFound);
    return { ...current, Branches: kept };
  });
