import { ApiError, ErrorCode } from '@shared/api/errors';
import { PartyMessages } from '@shared/parties/party-schemas';
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
export const encodeCursor = (field: IndexField, lastKey: StartKey): string =>
  Buffer.from(JSON.stringify({ f: field, k: lastKey }), 'utf8').toString('base64url');

/**
 * Reads a cursor back, refusing one that belongs to another organisation,
 * another index partition or another field (tampered or from another search).
 */
export function decodeCursor(
  cursor: string | undefined,
  orgId: string,
  kind: IndexKind,
  field: IndexField,
  term: string,
): StartKey | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  const bad = () => new ApiError(ErrorCode.BadRequest, PartyMessages.badCursor);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  const value = parsed as { f?: unknown; k?: Record<string, unknown> };
  const key = value.k;
  if (value.f !== field || typeof key !== 'object' || key === null) throw bad();
  const names = Object.keys(key).sort().join(',');
  if (names !== 'gsi1pk,gsi1sk,pk,sk' || Object.values(key).some((v) => typeof v !== 'string')) throw bad();
  if (key.pk !== orgPk(orgId) || key.gsi1pk !== searchPartition(orgId, kind, field, term)) throw bad();
  if (!String(key.gsi1sk).startsWith(term)) throw bad();
  return key as StartKey;
}
