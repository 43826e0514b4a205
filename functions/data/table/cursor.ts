import { ApiError, ErrorCode } from '@shared/api/errors';
import { indexKeyNames, type StartKey } from './index-query';
import { orgPk } from './keys';

/**
 * The opaque `Next` cursor of every list (docs/data-model.md 'Paging'): a
 * base64url JSON `{ f: tag, k: value }`. The tag names the list it came from
 * (the field searched, 'RECENT', 'AUDIT', ...), so a cursor of another list is
 * refused before its value is looked at. A refusal is a 400 with the list's
 * own catalogue text, never a DynamoDB error about a malformed start key.
 */

const refuse = (refusal: string): ApiError => new ApiError(ErrorCode.BadRequest, refusal);

/** A tagged value as an opaque cursor. */
export const encodeCursor = (tag: string, value: unknown): string =>
  Buffer.from(JSON.stringify({ f: tag, k: value }), 'utf8').toString('base64url');

/**
 * The value of a cursor carrying `tag`; 400 with `refusal` for one that does not
 * read, or carries another tag or no value. The caller checks the value's shape.
 */
export function decodeCursor(cursor: string, tag: string, refusal: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse(refusal);
  }
  const envelope = parsed as { f?: unknown; k?: unknown } | null;
  if (typeof envelope !== 'object' || envelope === null || envelope.f !== tag || envelope.k === undefined)
    throw refuse(refusal);
  return envelope.k;
}

/** What a page cursor must hold to be this list's own: anything else is tampered, stale or another list's. */
export type PageScope = {
  /** The list, as the cursor was encoded with. */
  tag: string;
  /** The caller's organisation: the table partition is `ORG#<orgId>` or one of its own (`ORG#<orgId>#…`). */
  orgId: string;
  /** The table partition the list reads: exactly one (`is`), or any of the organisation's under a prefix (`startsWith`). */
  pk: { is: string } | { startsWith: string };
  /** The index the list pages and its partition; absent for a list of the table itself. */
  index?: { number: 1 | 2; partition: string };
  /** The paged sort key (the index's, else the table's) starts with this. */
  sortPrefix?: string;
  /** The catalogue text of the list's refusal. */
  refusal: string;
};

/** A page's `LastEvaluatedKey` as the list's `Next`. */
export const encodePageCursor = (tag: string, lastKey: StartKey): string => encodeCursor(tag, lastKey);

const ownedBy = (pk: string, orgId: string): boolean => pk === orgPk(orgId) || pk.startsWith(`${orgPk(orgId)}#`);

/**
 * The start key a list's `Next` holds, or undefined for none (the first page).
 * Refused: another tag, keys other than the table's and the paged index's,
 * a value that is not a string, a partition of another organisation or outside
 * the list's, another index partition, or a sort key outside `sortPrefix`.
 */
export function decodePageCursor(cursor: string | undefined, scope: PageScope): StartKey | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  const value = decodeCursor(cursor, scope.tag, scope.refusal);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw refuse(scope.refusal);
  const key = value as Record<string, unknown>;
  const index = scope.index ? indexKeyNames(scope.index.number) : undefined;
  const expected = ['pk', 'sk', ...(index ? [index.pk, index.sk] : [])].sort().join();
  if (Object.keys(key).sort().join() !== expected || Object.values(key).some((v) => typeof v !== 'string'))
    throw refuse(scope.refusal);
  const start = key as StartKey;
  const pk = start.pk ?? '';
  const inList = 'is' in scope.pk ? pk === scope.pk.is : pk.startsWith(scope.pk.startsWith);
  if (!ownedBy(pk, scope.orgId) || !inList) throw refuse(scope.refusal);
  if (index && start[index.pk] !== scope.index?.partition) throw refuse(scope.refusal);
  const sortKey = start[index ? index.sk : 'sk'] ?? '';
  if (scope.sortPrefix !== undefined && !sortKey.startsWith(scope.sortPrefix)) throw refuse(scope.refusal);
  return start;
}
