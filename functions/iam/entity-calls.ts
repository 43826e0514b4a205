import { isPermitted } from '@shared/access/access-model';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import type { Employee, EntitySummary, iamRoutes } from '@shared/api/routes/iam';
import { keys } from '../data/identity/identity-keys';
import { listEntities, listEntitiesOfUser, listEntityMembers } from '../data/identity/identity-repo';
import type { AccessRecord, EntityRecord, UserRecord } from '../data/identity/records';
import { batchGet } from '../data/table/batch-get';
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
 * Each member's technician flag: the access item's copy (`Tec`), or, for an item
 * written before the copy existed, the user's own `NoW.Tec` (one BatchGet of
 * those users only; absent there too means not a technician). Any later change
 * of the user or their access writes the copy.
 */
async function technicianFlags(orgId: string, members: readonly AccessRecord[]): Promise<Map<string, boolean>> {
  const flags = new Map<string, boolean>();
  const unknown: string[] = [];
  for (const m of members) {
    if (typeof m.Tec === 'boolean') flags.set(m.UserId, m.Tec);
    else unknown.push(m.UserId);
  }
  for (let i = 0; i < unknown.length; i += 100) {
    const users = await batchGet<UserRecord>(unknown.slice(i, i + 100).map((id) => keys.user(orgId, id)));
    for (const user of users) if (user) flags.set(user.UserId, user.NoW?.Tec === true);
  }
  return flags;
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
  const tec = await technicianFlags(orgId, members);
  return members
    .map((m) => ({
      UserId: m.UserId,
      Name: m.Name,
      UserName: m.UserName,
      Role: m.Role,
      Tec: tec.get(m.UserId) === true,
      ...(m.Desig ? { Desig: m.Desig } : {}),
      ...(m.Email ? { Email: m.Email } : {}),
      ...(m.Phone ? { Phone: m.Phone } : {}),
    }))
    .sort((a, b) => a.Name.localeCompare(b.Name));
}
