import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { QuickListEntry, QuickListInput } from '@shared/reference/branch-setup-schemas';
import { db, tableName } from '../../lib/aws-clients';
import { nowIso, orgPk, type Key } from '../table/keys';
import { queryAll } from '../table/query-all';
import { versionedDeleteInput, versionedUpdateInput } from '../table/versioned-update';

/**
 * The op-code quick list of a branch (docs/data-model-settings.md): one item per
 * entry, `ORG#o#ENT#<entId>#QUICKLIST / ENTRY#<ULID>`, each with its own `ver`.
 * Its own small item collection keeps the list to one Query and keeps entries out
 * of the tenant partition; one item per entry means adding entries never races,
 * and every change to an entry is conditional on the `ver` its editor read.
 */
export const quickListPk = (orgId: string, entityId: string): string => `${orgPk(orgId)}#ENT#${entityId}#QUICKLIST`;
const ENTRY = 'ENTRY#';
const entryKey = (orgId: string, entityId: string, id: string): Key => ({
  pk: quickListPk(orgId, entityId),
  sk: `${ENTRY}${id}`,
});

type QuickListRecord = QuickListEntry &
  Key & { type: 'QuickListEntry'; OrgId: string; EntId: string; CrDt: string; UpDt: string };

const strip = ({ _id, Pos, OpCode, Desc, ver }: QuickListRecord): QuickListEntry => ({ _id, Pos, OpCode, Desc, ver });

/** Shown by position; entries sharing one (two admins placing at once) keep the order they were added in (ULIDs sort by time). */
export const byPosition = (a: QuickListEntry, b: QuickListEntry): number =>
  a.Pos - b.Pos || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);

export async function listQuickListEntries(orgId: string, entityId: string): Promise<QuickListEntry[]> {
  const items = await queryAll<QuickListRecord>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :entry)',
    ExpressionAttributeValues: { ':pk': quickListPk(orgId, entityId), ':entry': ENTRY },
    ConsistentRead: true,
  });
  return items.map(strip).sort(byPosition);
}

/** Adds an entry under a fresh id; nothing else is touched, so adds never conflict with each other. */
export async function putNewQuickListEntry(
  orgId: string,
  entityId: string,
  id: string,
  input: QuickListInput,
): Promise<QuickListEntry> {
  const now = nowIso();
  const entry: QuickListEntry = { _id: id, ...input, ver: 1 };
  const item: QuickListRecord = {
    ...entryKey(orgId, entityId, id),
    type: 'QuickListEntry',
    OrgId: orgId,
    EntId: entityId,
    ...entry,
    CrDt: now,
    UpDt: now,
  };
  await db().send(
    new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
  );
  return entry;
}

// The toolkit builds the conditions on `ver`; the quick list answers them itself,
// because a refused change must say whether the entry is gone (404) or changed (409).

/** Why a conditional change was refused: the entry is gone, or it changed since `ver` was read. */
export type EntryRefusal = 'missing' | 'stale';

async function refusal(orgId: string, entityId: string, id: string, error: unknown): Promise<EntryRefusal> {
  if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  const answer = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: entryKey(orgId, entityId, id),
      ConsistentRead: true,
      ProjectionExpression: 'pk',
    }),
  );
  return answer.Item ? 'stale' : 'missing';
}

/** Replaces an entry's fields if it is still at `ver`; answers the entry as saved. */
export async function updateQuickListEntry(
  orgId: string,
  entityId: string,
  id: string,
  input: QuickListInput,
  ver: number,
): Promise<QuickListEntry | EntryRefusal> {
  try {
    const set = { Pos: input.Pos, OpCode: input.OpCode, Desc: input.Desc, UpDt: nowIso() };
    const answer = await db().send(
      new UpdateCommand({
        ...versionedUpdateInput({ key: entryKey(orgId, entityId, id), expectedVer: ver, set }),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return strip(answer.Attributes as QuickListRecord);
  } catch (error) {
    return refusal(orgId, entityId, id, error);
  }
}

/** Removes an entry if it is still at `ver`. */
export async function deleteQuickListEntry(
  orgId: string,
  entityId: string,
  id: string,
  ver: number,
): Promise<'deleted' | EntryRefusal> {
  try {
    await db().send(new DeleteCommand(versionedDeleteInput(entryKey(orgId, entityId, id), ver)));
    return 'deleted';
  } catch (error) {
    return refusal(orgId, entityId, id, error);
  }
}
