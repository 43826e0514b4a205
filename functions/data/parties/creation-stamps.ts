import type { Actor } from './parties-repo';

/**
 * The fields every new customer, vendor and vehicle record starts with: when,
 * by whom and from which branch it was created, and its first version.
 */
export const creationStamps = (actor: Actor, now: string) => ({
  CrDt: now,
  UpDt: now,
  CrBy: actor.userId,
  CrEntId: actor.entityId,
  UpBy: actor.userId,
  ver: 1,
});
