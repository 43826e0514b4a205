import { isPermitted } from '@shared/access/access-model';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import type { Employee, EntitySummary, iamRoutes } from '@shared/api/routes/iam';
import { listEntities, listEntitiesOfUser, listEntityMembers } from '../data/identity/identity-repo';
import type { EntityRecord } from '../data/identity/records';
import { loadSessionWithAccess } from '../data/identity/sessions-repo';
import type { Call } from '../lib/http/call';

const toSummary = (e: EntityRecord): EntitySummary => ({
  EntId: e.EntId,
  OrgId: e.OrgId,
  DName: e.DName,
  UName: e.UName,
  Industry: e.Config.Industry,
  StCode: e.Settings.Address?.StCode,
  HasLogo: e.HasLogo ?? false,
});

const byName = (a: { DName: string }, b: { DName: string }): number => a.DName.localeCompare(b.DName);

/** GET Entities: the branches of the caller's organisation. */
export async function entities(call: Call<typeof iamRoutes.entities>): Promise<EntitySummary[]> {
  return (await listEntities(call.session.orgId)).map(toSummary).sort(byName);
}

/**
 * GET Entities/ForUser/{userId}: branches the user can switch to. A user sees
 * their own; another user's list needs entity admin (checked on the caller's
 * current branch).
 */
export async function entitiesForUser(call: Call<typeof iamRoutes.entitiesForUser>): Promise<EntitySummary[]> {
  const { orgId, userId } = call.session;
  if (call.params.userId !== userId) {
    const { access, entity } = await loadSessionWithAccess(call.session, true);
    if (!access || !entity || !isPermitted({ kind: 'entityAdmin' }, { access: access.Access, config: entity.Config })) {
      throw new ApiError(ErrorCode.Forbidden, Messages.forbidden);
    }
  }
  return (await listEntitiesOfUser(orgId, call.params.userId)).map(toSummary).sort(byName);
}

/**
 * GET Users/EmployeesOfEntity/{orgId}/{entityId}: colleagues in a branch of the
 * caller's own organisation. Another organisation's id answers Not Found, the
 * same as an id that does not exist.
 */
export async function employeesOfEntity(call: Call<typeof iamRoutes.employeesOfEntity>): Promise<Employee[]> {
  const { orgId } = call.session;
  if (call.params.orgId !== orgId) throw new ApiError(ErrorCode.NotFound, Messages.notFound);
  const members = await listEntityMembers(orgId, call.params.entityId);
  return members
    .map((m) => ({
      UserId: m.UserId,
      Name: m.Name,
      UserName: m.UserName,
      Role: m.Role,
      ...(m.Desig ? { Desig: m.Desig } : {}),
      ...(m.Email ? { Email: m.Email } : {}),
      ...(m.Phone ? { Phone: m.Phone } : {}),
    }))
    .sort((a, b) => a.Name.localeCompare(b.Name));
}
