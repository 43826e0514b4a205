import { tableName } from '../../lib/aws-clients';
import type { Key } from './keys';
import type { Write } from './transact';

/**
 * The claim-a-unique-value item (a username, an e-mail, a phone, a role or
 * warehouse name, a GSTIN...): its key holds the value, its attributes name the
 * owner. Claimed with `attribute_not_exists(pk)` in the same transaction as the
 * record, so two writers never both get it; 409 with `conflict` if taken, as an
 * error of `field` (the body field that holds the value) when one is named.
 */
export const uniquePointer = {
  claim: (key: Key, attributes: Readonly<Record<string, unknown>>, conflict?: string, field?: string): Write => ({
    item: {
      Put: { TableName: tableName(), Item: { ...key, ...attributes }, ConditionExpression: 'attribute_not_exists(pk)' },
    },
    ...(conflict ? { conflict } : {}),
    ...(conflict && field ? { conflictField: field } : {}),
  }),

  /** Gives the value up; with `owner`, only if this owner still holds it (never release another record's claim). */
  release: (key: Key, owner?: { name: string; value: string }): Write => ({
    item: {
      Delete: {
        TableName: tableName(),
        Key: key,
        ...(owner
          ? {
              ConditionExpression: '#owner = :owner',
              ExpressionAttributeNames: { '#owner': owner.name },
              ExpressionAttributeValues: { ':owner': owner.value },
            }
          : {}),
      },
    },
  }),
};
