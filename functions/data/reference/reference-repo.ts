import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  REFERENCE_DATA_VERSION,
  REFERENCE_SET_NAMES,
  SHIPPED_REFERENCE,
  type ReferenceSetName,
  type ReferenceSets,
} from '@shared/reference/reference-data';
import { db, tableName } from '../../lib/aws-clients';
import { log } from '../../lib/http/log';
import type { Key } from '../table/keys';

/**
 * Global reference data under `SYS#REF` (docs/data-model-settings.md): one item
 * per set, `sk = SET#<name>`, holding the whole list and its `DataVer`. The sets
 * are small (the largest, states with cities, is a few KB), so one GetItem
 * answers a lookup and warm containers keep a copy for a few minutes.
 */
export const referenceKey = (name: ReferenceSetName): Key => ({ pk: 'SYS#REF', sk: `SET#${name}` });

type ReferenceItem<N extends ReferenceSetName> = Key & {
  type: 'Reference';
  Set: N;
  DataVer: number;
  Items: ReferenceSets[N];
};

const MEMO_MS = 5 * 60 * 1000;
const memo = new Map<ReferenceSetName, { at: number; items: unknown }>();

/**
 * A reference set as stored. If the seed has not run yet (a fresh table), the
 * shipped constants answer so that lookups and validation never fail for it.
 */
export async function getReferenceSet<N extends ReferenceSetName>(name: N): Promise<ReferenceSets[N]> {
  const cached = memo.get(name);
  if (cached && Date.now() - cached.at < MEMO_MS) return cached.items as ReferenceSets[N];
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: referenceKey(name) }));
  const item = answer.Item as ReferenceItem<N> | undefined;
  if (!item) {
    log('warn', 'reference set not seeded; answering the shipped copy', { set: name });
    return SHIPPED_REFERENCE[name];
  }
  memo.set(name, { at: Date.now(), items: item.Items });
  return item.Items;
}

/**
 * Writes every shipped set whose stored copy is missing or older than
 * REFERENCE_DATA_VERSION. Conditional, so concurrent starts and re-runs are safe
 * and a newer copy (from a newer deployment) is never replaced.
 */
export async function seedReferenceSets(): Promise<{ written: ReferenceSetName[]; present: ReferenceSetName[] }> {
  const written: ReferenceSetName[] = [];
  const present: ReferenceSetName[] = [];
  for (const name of REFERENCE_SET_NAMES) {
    try {
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            ...referenceKey(name),
            type: 'Reference',
            Set: name,
            DataVer: REFERENCE_DATA_VERSION,
            Items: SHIPPED_REFERENCE[name],
          },
          ConditionExpression: 'attribute_not_exists(pk) OR DataVer < :v',
          ExpressionAttributeValues: { ':v': REFERENCE_DATA_VERSION },
        }),
      );
      written.push(name);
    } catch (error) {
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
      present.push(name);
    }
  }
  return { written, present };
}
