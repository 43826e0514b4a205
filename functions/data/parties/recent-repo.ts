import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { PartyMessages } from '@shared/parties/party-schemas';
import { db, tableName } from '../../lib/aws-clients';
import { orgPk } from '../table/keys';
import { recentPartition, type IndexKind } from './parties-keys';

type StartKey = Record<string, string>;

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
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': partition },
      ProjectionExpression: 'Id',
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: decodeRecentCursor(cursor, orgId, partition),
    }),
  );
  const lastKey = answer.LastEvaluatedKey as StartKey | undefined;
  return {
    ids: (answer.Items ?? []).map((item) => String(item.Id)),
    ...(lastKey ? { next: Buffer.from(JSON.stringify({ r: lastKey }), 'utf8').toString('base64url') } : {}),
  };
}

function decodeRecentCursor(cursor: string | undefined, orgId: string, partition: string): StartKey | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  const bad = () => new ApiError(ErrorCode.BadRequest, PartyMessages.badCursor);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  const key = (parsed as { r?: Record<string, unknown> } | null)?.r;
  if (typeof key !== 'object' || key === null) throw bad();
  if (Object.keys(key).sort().join(',') !== 'gsi1pk,gsi1sk,pk,sk' || Object.values(key).some((v) => typeof v !== 'string')) throw bad();
  if (key.pk !== orgPk(orgId) || key.gsi1pk !== partition) throw bad();
  return key as StartKey;
}
