import type { AccessData } from '../access/access-data';
import { isEntityAdmin } from '../access/access-context';

/** Admin level of a role's or user's access data: SA above EA above none. */
export type AdminLevel = 0 | 1 | 2;
export const adminLevel = (access: AccessData | undefined): AdminLevel =>
  access?.SA === true ? 2 : access?.EA === true ? 1 : 0;

/**
 * Whether a caller may give (or take away) access of that admin level: nobody
 * hands out or removes more admin rights than they hold themselves, so an
 * advisor with user rights cannot make anyone an owner or demote the owner.
 */
export const mayManageLevel = (caller: AccessData, level: AdminLevel): boolean => adminLevel(caller) >= level;

export type BranchAccessChange = {
  callerId: string;
  targetUserId: string;
  /** The target's access in the branch now (undefined: none). */
  current: AccessData | undefined;
  /** The access after the change (undefined: revoked). */
  next: AccessData | undefined;
  /** Other active users who are entity admins (SA or EA) of the branch. */
  otherActiveAdmins: number;
};

/**
 * The last-entity-admin rule: the last admin of a branch cannot remove their
 * own admin right (by a lesser role or by revoking their access there), or the
 * branch would be left with nobody to manage it.
 */
export function removesLastOwnAdminRight(change: BranchAccessChange): boolean {
  if (change.callerId !== change.targetUserId) return false;
  if (!change.current || !isEntityAdmin(change.current)) return false;
  if (change.next && isEntityAdmin(change.next)) return false;
  return change.otherActiveAdmins === 0;
}
