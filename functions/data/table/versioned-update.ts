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

/** `SET … REMOVE …` for the attributes given (`undefined` removes), with its names and values. */
function setRemove(
  set: Readonly<Record<string, unknown>>,
  remove: readonly string[] = [],
  increment: readonly string[] = [],
) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  const removes: string[] = [];
  Object.entries(set).forEach(([name, value], i) => {
    names[`#s${i}`] = name;
    if (value === undefined) removes.push(`#s${i}`);
    else {
      values[`:s${i}`] = value;
      sets.push(`#s${i} = :s${i}`);
    }
  });
  remove.forEach((name, i) => {
    names[`#r${i}`] = name;
    removes.push(`#r${i}`);
  });
  if (increment.length > 0) Object.assign(values, { ':one': 1, ':zero': 0 });
  increment.forEach((name, i) => {
    names[`#i${i}`] = name;
    sets.push(`#i${i} = if_not_exists(#i${i}, :zero) + :one`);
  });
  const expression = [
    sets.length > 0 ? `SET ${sets.join(', ')}` : '',
    removes.length > 0 ? `REMOVE ${removes.join(', ')}` : '',
  ];
  return { expression: expression.filter(Boolean).join(' '), names, values };
}

/** The UpdateItem input: `SET ver = ver + 1, …  REMOVE …` under `ver = :expected`. */
export function versionedUpdateInput(u: VersionedUpdate) {
  const parts = setRemove({ ver: u.expectedVer + 1, ...u.set }, u.remove, u.increment);
  return {
    TableName: tableName(),
    Key: u.key,
    UpdateExpression: parts.expression,
    // A missing item has no `ver`, so this also refuses to create one.
    ConditionExpression: '#ver = :ver',
    ExpressionAttributeNames: { ...parts.names, '#ver': 'ver' },
    ExpressionAttributeValues: { ...parts.values, ':ver': u.expectedVer },
  };
}

/**
 * A change to a denormalised copy (an access item carrying the user's name, a
 * role holder carrying the role's rights), made only while the item still
 * belongs to `owner`: it never resurrects or rewrites an item that moved on.
 */
export function updateWhileOwned(
  key: Key,
  owner: { name: string; value: string },
  set: Readonly<Record<string, unknown>>,
): Write {
  const parts = setRemove(set);
  return {
    item: {
      Update: {
        TableName: tableName(),
        Key: key,
        UpdateExpression: parts.expression,
        ConditionExpression: '#owner = :owner',
        ExpressionAttributeNames: { ...parts.names, '#owner': owner.name },
        ExpressionAttributeValues: { ...parts.values, ':owner': owner.value },
      },
    },
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
    if ((error as Error).name === 'ConditionalCheckFailedException')
      throw new ApiError(ErrorCode.Conflict, u.conflict ?? Messages.conflict);
    throw error;
  }
}

/**
 * A whole-item write: a new record only if absent (`expectedVer` undefined), an
 * existing one only if still at `expectedVer`.
 */
export const versionedPut = (
  item: Key & Record<string, unknown>,
  expectedVer: number | undefined,
  conflict: string = Messages.conflict,
): Write => ({
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

/** The DeleteItem input that removes a record only if it is still at `expectedVer`. */
export const versionedDeleteInput = (key: Key, expectedVer: number) => ({
  TableName: tableName(),
  Key: key,
  ConditionExpression: 'ver = :ver',
  ExpressionAttributeValues: { ':ver': expectedVer },
});

/** Deletes a record only if it is still at `expectedVer`. */
export const versionedDelete = (key: Key, expectedVer: number, conflict: string = Messages.conflict): Write => ({
  item: { Delete: versionedDeleteInput(key, expectedVer) },
  conflict,
});

/** Checks, inside a transaction, that a record read earlier is still at `ver` (a role being granted, say). */
export const unchangedSince = (key: Key, ver: number, conflict: string = Messages.conflict): Write => ({
  item: {
    ConditionCheck: {
      TableName: tableName(),
      Key: key,
      ConditionExpression: 'ver = :ver',
      ExpressionAttributeValues: { ':ver': ver },
    },
  },
  conflict,
});
