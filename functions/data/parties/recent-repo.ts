import { PartyMessages } from '@shared/parties/party-messages';
import { decodePageCursor, encodePageCursor } from '../table/cursor';
import { queryIndexPage } from '../table/index-query';
import { orgPk } from '../table/keys';
import { recentPartition, type IndexKind } from './parties-keys';

const RECENT = 'RECENT';

/**
 * The records a branch created, newest first: one key-condition Query on the
 * branch's GSI1 `RECENT` partition (the attributes sit on the record itself,
 * written in its create transaction), reading only the ids; never a Scan. The
 * `Next` cursor is the index position, refused if it belongs to another
 * organisation, branch or kind.
 */
export async function listRecentlyCreated(
  orgId: string,
  kind: IndexKind,
  entityId: string,
  limit: number,
  cursor: string | undefined,
): Promise<{ ids: string[]; next?: string }> {
  const partition = recentPartition(orgId, kind, entityId);
  const startKey = decodePageCursor(cursor, {
    tag: RECENT,
    orgId,
    pk: { is: orgPk(orgId) },
    index: { number: 1, partition },
    refusal: PartyMessages.badCursor,
  });
  const page = await queryIndexPage<{ Id: string }>({
    index: 1,
    partition,
    attributes: ['Id'],
    newestFirst: true,
    limit,
    ...(startKey ? { startKey } : {}),
  });
  return {
    ids: page.items.map((item) => String(item.Id)),
    ...(page.lastKey ? { next: encodePageCursor(RECENT, page.lastKey) } : {}),
  };
}
