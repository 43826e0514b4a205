import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { PartyMessages } from '@shared/parties/party-schemas';
import { db, tableName } from '../../lib/aws-clients';
import { orgPk } from '../table/keys';
import { searchPartition, type IndexField, type IndexKind } from './parties-keys';

export type StartKey = Record<string, string>;
export type IndexPage = { ids: string[]; lastKey?: StartKey };

/**
 * One page of a search index: a key-condition Query on one GSI1 partition
 * (`<kind>#<field>#<first two characters>`) with `begins_with` on
 * `<value>#<id>`. Only the record ids are read; never a Scan.
 */
export async function queryIndex(
  orgId: string,
  kind: IndexKind,
  field: IndexField,
  term: string,
  limit: number,
  startKey?: StartKey,
): Promise<IndexPage> {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :term)',
      ExpressionAttributeValues: { ':pk': searchPartition(orgId, kind, field, term), ':term': term },
      ProjectionExpression: 'Id',
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return {
    ids: (answer.Items ?? []).map((item) => String(item.Id)),
    lastKey: answer.LastEvaluatedKey as StartKey | undefined,
  };
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
