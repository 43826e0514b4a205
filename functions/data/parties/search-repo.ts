import { PartyMessages } from '@shared/parties/party-messages';
import { decodePageCursor, encodePageCursor } from '../table/cursor';
import { queryIndexPage, type StartKey } from '../table/index-query';
import { orgPk } from '../table/keys';
import { searchPartition, type IndexField, type IndexKind } from './parties-keys';

export type { StartKey };
export type IndexPage = { ids: string[]; lastKey?: StartKey };

/**
 * One page of the ids of the records whose `field` starts with `term` (the
 * search access pattern of docs/data-model-parties.md: customers, vendors or
 * products by name word, phone, e-mail, GSTIN, registration number or VIN).
 * A key-condition Query on one index partition (`<kind>#<field>#<first two
 * characters>`) with `begins_with` on `<value>#<id>`; never a Scan.
 */
export async function listIdsByFieldPrefix(
  orgId: string,
  kind: IndexKind,
  field: IndexField,
  term: string,
  limit: number,
  startKey?: StartKey,
): Promise<IndexPage> {
  const page = await queryIndexPage<{ Id: string }>({
    index: 1,
    partition: searchPartition(orgId, kind, field, term),
    sortPrefix: term,
    attributes: ['Id'],
    limit,
    ...(startKey ? { startKey } : {}),
  });
  return { ids: page.items.map((item) => String(item.Id)), ...(page.lastKey ? { lastKey: page.lastKey } : {}) };
}

/** The opaque `Next` cursor: the index position, tied to the field searched. */
export const encodeCursor = (field: IndexField, lastKey: StartKey): string => encodePageCursor(field, lastKey);

/**
 * Reads a cursor back, refusing one that belongs to another organisation,
 * another index partition or another field (tampered or from another search).
 */
export const decodeCursor = (
  cursor: string | undefined,
  orgId: string,
  kind: IndexKind,
  field: IndexField,
  term: string,
): StartKey | undefined =>
  decodePageCursor(cursor, {
    tag: field,
    orgId,
    // The index items sit in the organisation's own partition (docs/data-model-parties.md).
    pk: { is: orgPk(orgId) },
    index: { number: 1, partition: searchPartition(orgId, kind, field, term) },
    sortPrefix: term,
    refusal: PartyMessages.badCursor,
  });
