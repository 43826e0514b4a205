import { batchGet } from '../table/batch-get';
import type { Key } from '../table/keys';
import { keys } from './identity-keys';
import type { AccessRecord, UserRecord } from './records';

export type BranchStaff = { advisor?: AccessRecord; surveyor?: UserRecord };

/**
 * The people a service document names, in one BatchGetItem: an advisor is a
 * user with access to the branch (the access item of the pair, where names are
 * denormalised), a surveyor a user of the organisation. An id left undefined
 * is not read, so with neither no request is made (a save that names the same
 * people costs no read here).
 */
export async function readBranchStaff(
  orgId: string,
  entityId: string,
  ids: { advisorId: string | undefined; surveyorId: string | undefined },
): Promise<BranchStaff> {
  const wanted: Key[] = [];
  if (ids.advisorId !== undefined) wanted.push(keys.access(orgId, ids.advisorId, entityId));
  if (ids.surveyorId !== undefined) wanted.push(keys.user(orgId, ids.surveyorId));
  const found = await batchGet<Record<string, unknown>>(wanted);
  const advisor = ids.advisorId !== undefined ? (found.shift() as AccessRecord | undefined) : undefined;
  const surveyor = ids.surveyorId !== undefined ? (found.shift() as UserRecord | undefined) : undefined;
  return { ...(advisor ? { advisor } : {}), ...(surveyor ? { surveyor } : {}) };
}
