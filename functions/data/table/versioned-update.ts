import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import { db, tableName } from '../../lib/aws-clients';
import type { Key } from './keys';
import type { Write } from './transact';

/**
 * A change to an editable record, conditional on the `ver` the writer read
 * (DESIGN §3: optimistic locking). `set` names attributes to write; a value of
 * `undefined` there removes the attribute, so a record never keeps a field the
 * caller cleared. `increment` adds one to counters (created at 1).
 */
export type VersionedUpdate = {
  key: Key;
  expectedVer: number;
  set?: Readonly<Record<string, unknown>>;
  remove?: readonly string[];
  increment?: readonly string[];
  /** The 409 text when someone else saved first (default: the catalogue's conflict text). */
  conflict?: string;
};

/** The UpdateItem input: `SET ver = ver + 1, …  REMOVE …` under `ver = :expected`. */
export function versionedUpdateInput(u: VersionedUpdate) {
  const names: Record<string, string> = { '#ver': 'ver' };
  const values: Record<string, unknown> = { ':ver': u.expectedVer, ':next': u.expectedVer + 1 };
  const sets = ['#ver = :next'];
  const removes: string[] = [];
  Object.entries(u.set ?? {}).forEach(([name, value], i) => {
    names[`#s${i}`] = name;
    if (value === undefined) removes.push(`#s${i}`);
    else {
      values[`:s${i}`] = value;
      sets.push(`#s${i} = :s${i}`);
    }
  });
  (u.remove ?? []).forEach((name, i) => {
    names[`#r${i}`] = name;
    removes.push(`#r${i}`);
  });
  if (u.increment?.length) values[':one'] = 1;
  if (u.increment?.length) values[':zero'] = 0;
  (u.increment ?? []).forEach((name, i) => {
    names[`#i${i}`] = name;
    sets.push(`#i${i} = if_not_exists(#i${i}, :zero) + :one`);
  });
  return {
    TableName: tableName(),
    Key: u.key,
    UpdateExpression: `SET ${sets.join(', ')}${removes.length > 0 ? ` REMOVE ${removes.join(', ')}` : ''}`,
    // A missing item has no `ver`, so this also refuses to create one.
    ConditionExpression: '#ver = :ver',
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

/** The change as one write of a transaction (see `transact`). */
export const versionedUpdate = (u: VersionedUpdate): Write => ({
  item: { Update: versionedUpdateInput(u) },
  conflict: u.conflict ?? Messages.conflict,
});

/** Applies the change on its own and answers the record as stored afterwards; 409 when the `ver` was stale. */
export async function updateVersioned<T>(u: VersionedUpdate): Promise<T> {
  try {
    const answer = await db().send(new UpdateCommand({ ...versionedUpdateInput(u), ReturnValues: 'ALL_NEW' }));
    return answer.Attributes as T;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') throw new ApiError(ErrorCode.Conflict, u.conflict ?? Messages.conflict);
    throw error;
  }
}

/**
 * A whole-item write: a new record only if absent (`expectedVer` undefined), an
 * existing one only if still at `expectedVer`.
 */
export const versionedPut = (item: Key & Record<string, unknown>, expectedVer: number | undefined, conflict: string = Messages.conflict): Write => ({
  item: {
    Put: {
      TableName: tableName(),
      Item: item,
      ...(expectedVer === undefined
        ? { ConditionExpression: 'attribute_not_exists(pk)' }
        : { ConditionExpression: 'ver = :ver', ExpressionAttributeValues: { ':ver': expectedVer } }),
    },
  },
  conflict,
});

/** Deletes a record only if it is still at `expectedVer`. */
export const versionedDelete = (key: Key, expectedVer: number, conflict: string = Messages.conflict): Write => ({
  item: { Delete: { TableName: tableName(), Key: key, ConditionExpression: 'ver = :ver', ExpressionAttributeValues: { ':ver': expectedVer } } },
  conflict,
});

/** Checks, inside a transaction, that a record read earlier is still at `ver` (a role being granted, say). */
export const unchangedSince = (key: Key, ver: number, conflict: string = Messages.conflict): Write => ({
  item: { ConditionCheck: { TableName: tableName(), Key: key, ConditionExpression: 'ver = :ver', ExpressionAttributeValues: { ':ver': ver } } },
  conflict,
});
