import { ApiError, ErrorCode } from '@shared/api/errors';
import type { PartyRelation } from '@shared/chat/call-schemas';
import { ChatMessages } from '@shared/chat/chat-messages';
import type { RoomLink } from '../data/chat/copies';
import { getEntity } from '../data/identity/identity-repo';
import type { EntityRecord } from '../data/identity/records';
import type { PartyKind } from '../data/parties/parties-keys';
import { findPartyConnectedTo } from '../data/parties/parties-repo';
import type { ChatActor } from './conversation-access';

/**
 * Which branches a caller may open a conversation with: their own
 * organisation's, and the branch of another organisation that one of the
 * caller's customer or vendor records is linked to (spec 'Connect with EId
 * and OId', docs/chat.md). A link exists only after the other side handed over a
 * connection code, so both sides consented. The link is found in the
 * caller's own connected-parties index (two key-condition queries);
 * every later write re-checks it on the base record (copies.ts linkCheck), so
 * the eventually consistent index never lets a removed link through.
 */
export type ResolvedBranch = { orgId: string; entity: EntityRecord; link?: RoomLink };

export const notConnected = (): ApiError => new ApiError(ErrorCode.Forbidden, ChatMessages.notConnected);

/** The caller's organisation's record linked to the other branch, if any. */
export async function findLink(orgId: string, otherEntityId: string): Promise<RoomLink | undefined> {
  const party = await findPartyConnectedTo(orgId, otherEntityId);
  return party && { OrgId: orgId, Sk: party.sk, OId: party.connect.OId, EId: party.connect.EId };
}

/**
 * What the other organisation of a shared room is to `orgId`, from the record
 * that links them (docs/chat.md 'What the other business is'): a vendor record
 * of one's own names a Vendor, a customer record a Customer; a record the other
 * side holds says the reverse (the workshop's vendor record of a distributor
 * makes the workshop the distributor's customer).
 */
export function relationOf(link: RoomLink, orgId: string): PartyRelation | undefined {
  const kind: PartyKind | undefined = link.Sk.startsWith('VEND#')
    ? 'VEND'
    : link.Sk.startsWith('CUST#')
      ? 'CUST'
      : undefined;
  if (!kind) return undefined;
  const held = kind === 'VEND' ? 'Vendor' : 'Customer';
  if (link.OrgId === orgId) return held;
  return held === 'Vendor' ? 'Customer' : 'Vendor';
}

/** A branch the actor may talk to: one of their organisation's, or a connected one (403 otherwise). */
export async function resolveBranch(actor: ChatActor, entityId: string): Promise<ResolvedBranch> {
  const own = await getEntity(actor.orgId, entityId);
  if (own) return { orgId: actor.orgId, entity: own };
  const link = await findLink(actor.orgId, entityId);
  const entity = link ? await getEntity(link.OId, entityId) : undefined;
  if (!link || !entity) throw notConnected();
  return { orgId: link.OId, entity, link };
}

/** Only a connected organisation's branch (the vendor panel's calls). */
export async function resolveConnectedBranch(
  actor: ChatActor,
  entityId: string,
): Promise<ResolvedBranch & { link: RoomLink }> {
  const resolved = await resolveBranch(actor, entityId);
  if (!resolved.link) throw new ApiError(ErrorCode.BadRequest, ChatMessages.colleagueNoRoom);
  return resolved as ResolvedBranch & { link: RoomLink };
}

/** The actor's own branch record. */
export async function ownBranch(actor: ChatActor): Promise<EntityRecord> {
  const mine = await getEntity(actor.orgId, actor.entityId);
  if (!mine) throw new ApiError(ErrorCode.NotFound, ChatMessages.notMember);
  return mine;
}
