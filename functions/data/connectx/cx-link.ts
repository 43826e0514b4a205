import { ApiError, ErrorCode } from '@shared/api/errors';
import { ConnectXMessages } from '@shared/connectx/connectx-messages';
import { tableName } from '../../lib/aws-clients';
import { getParty, listConnectedParties, type PartyRecord } from '../parties/parties-repo';
import { partyKey, type PartyKind } from '../parties/parties-keys';
import type { Write } from '../table/transact';

/**
 * The link trade needs (docs/connectx.md §2): each side's own party record of
 * the other, linked with the other's connection code (`Connect {OId, EId}`).
 * The GSI2 connected index finds a record; the base record, read consistently,
 * decides; the receiver's transaction re-checks it with a ConditionCheck, so a
 * link removed meanwhile refuses the delivery and writes nothing.
 */
export type CxLink = { orgId: string; kind: PartyKind; partyId: string; name: string; OId: string; EId: string };

const linkOf = (orgId: string, kind: PartyKind, record: PartyRecord | undefined): CxLink | undefined =>
  record?.Connect
    ? {
        orgId,
        kind,
        partyId: record.Id,
        name: record.DName ?? '',
        OId: record.Connect.OId,
        EId: record.Connect.EId,
      }
    : undefined;

/** The sender's own record (the order's vendor), linked to another organisation; else 400. */
export async function ownLink(orgId: string, kind: PartyKind, partyId: string): Promise<CxLink> {
  const link = linkOf(orgId, kind, await getParty(orgId, kind, partyId, true));
  if (!link || link.OId === orgId) throw new ApiError(ErrorCode.BadRequest, ConnectXMessages.vendorNotOnKarkhana);
  return link;
}

/** The record `orgId` keeps of the other organisation's branch, linked back to it (undefined when none). */
export async function linkBack(
  orgId: string,
  kind: PartyKind,
  other: { orgId: string; entId: string },
): Promise<CxLink | undefined> {
  const found = (await listConnectedParties(orgId, kind)).find(
    (r) => r.Connect?.OId === other.orgId && r.Connect.EId === other.entId,
  );
  if (!found) return undefined;
  const link = linkOf(orgId, kind, await getParty(orgId, kind, found.Id, true));
  return link && link.OId === other.orgId && link.EId === other.entId ? link : undefined;
}

/** Every record of `orgId` of this kind linked to another organisation (the pull's senders). */
export async function linkedParties(orgId: string, kind: PartyKind): Promise<CxLink[]> {
  const records = await listConnectedParties(orgId, kind);
  return records.flatMap((r) => linkOf(orgId, kind, r) ?? []).filter((l) => l.OId !== orgId);
}

/** The receiver's transaction holds only while its record is linked as read. */
export function linkCheckWrite(link: CxLink): Write {
  return {
    item: {
      ConditionCheck: {
        TableName: tableName(),
        Key: partyKey(link.orgId, link.kind, link.partyId),
        ConditionExpression: '#c.#o = :o AND #c.#e = :e',
        ExpressionAttributeNames: { '#c': 'Connect', '#o': 'OId', '#e': 'EId' },
        ExpressionAttributeValues: { ':o': link.OId, ':e': link.EId },
      },
    },
    conflict: ConnectXMessages.linkGone,
  };
}
