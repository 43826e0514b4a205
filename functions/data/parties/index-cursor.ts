import { ApiError, ErrorCode } from '@shared/api/errors';
import { PartyMessages } from '@shared/parties/party-messages';
import type { StartKey } from '../table/index-query';
import { orgPk } from '../table/keys';

/**
 * The opaque `Next` cursor of a GSI1 page (parties search and recent lists):
 * the index position, tagged with what was listed (the field searched, or
 * 'RECENT').
 */
export const encodeIndexCursor = (tag: string, lastKey: StartKey): string =>
  Buffer.from(JSON.stringify({ f: tag, k: lastKey }), 'utf8').toString('base64url');

/**
 * Reads a cursor back, refusing one with another tag, another organisation or
 * another index partition (tampered, or from another list), or whose sort key
 * does not start with `sortPrefix`.
 */
export function decodeIndexCursor(
  cursor: string | undefined,
  expected: { tag: string; orgId: string; partition: string; sortPrefix?: string },
): StartKey | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  const bad = () => new ApiError(ErrorCode.BadRequest, PartyMessages.badCursor);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  const value = parsed as { f?: unknown; k?: Record<string, unknown> } | null;
  const key = value?.k;
  if (value?.f !== expected.tag || typeof key !== 'object' || key === null) throw bad();
  const names = Object.keys(key).sort().join(',');
  if (names !== 'gsi1pk,gsi1sk,pk,sk' || Object.values(key).some((v) => typeof v !== 'string')) throw bad();
  if (key.pk !== orgPk(expected.orgId) || key.gsi1pk !== expected.partition) throw bad();
  if (expected.sortPrefix !== undefined && !String(key.gsi1sk).startsWith(expected.sortPrefix)) throw bad();
  return key as StartKey;
}
