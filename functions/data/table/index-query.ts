import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/aws-clients';
import { queryAll } from './query-all';

/**
 * The table's two generic global secondary indexes (docs/data-model.md). Their
 * names appear only here: repositories ask for an index by number and name
 * their own functions after the access pattern they serve
 * (`listEntityMembers`, `listRoleHolders`, ...).
 */
const INDEXES = {
  1: { IndexName: 'gsi1', pk: 'gsi1pk', sk: 'gsi1sk' },
  2: { IndexName: 'gsi2', pk: 'gsi2pk', sk: 'gsi2sk' },
} as const;

export type IndexQuery = {
  index: keyof typeof INDEXES;
  partition: string;
  /** `begins_with` on the index sort key. */
  sortPrefix?: string;
  /** Attributes to read (all when absent). */
  attributes?: readonly string[];
  /** Descending by the index sort key (newest first where it starts with a time). */
  newestFirst?: boolean;
  /**
   * Post-filters (a FilterExpression, ANDed): `contains` on a string attribute, or
   * `equals`. DynamoDB applies them after reading a page, so a page may hold
   * fewer than `limit` items and still have a `lastKey`.
   */
  where?: readonly IndexFilter[];
};

export type IndexFilter = {
  readonly attribute: string;
  readonly op: 'contains' | 'equals';
  readonly value: string | boolean;
};

export type StartKey = Record<string, string>;

function queryInput(q: IndexQuery) {
  const index = INDEXES[q.index];
  const names: Record<string, string> = { '#ipk': index.pk };
  const values: Record<string, unknown> = { ':ipk': q.partition };
  let condition = '#ipk = :ipk';
  if (q.sortPrefix !== undefined) {
    names['#isk'] = index.sk;
    values[':isk'] = q.sortPrefix;
    condition += ' AND begins_with(#isk, :isk)';
  }
  const filters = (q.where ?? []).map((f, i) => {
    names[`#f${i}`] = f.attribute;
    values[`:f${i}`] = f.value;
    return f.op === 'contains' ? `contains(#f${i}, :f${i})` : `#f${i} = :f${i}`;
  });
  const projection = q.attributes?.map((name, i) => {
    names[`#a${i}`] = name;
    return `#a${i}`;
  });
  return {
    IndexName: index.IndexName,
    KeyConditionExpression: condition,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ...(filters.length > 0 ? { FilterExpression: filters.join(' AND ') } : {}),
    ...(projection ? { ProjectionExpression: projection.join(', ') } : {}),
    ...(q.newestFirst ? { ScanIndexForward: false } : {}),
  };
}

/** Every item of one index partition (page by page). Index reads are eventually consistent. */
export const queryIndexAll = <T>(q: IndexQuery): Promise<T[]> => queryAll<T>(queryInput(q));

/** One page of an index partition, with the position to continue from. */
export async function queryIndexPage<T>(
  q: IndexQuery & { limit: number; startKey?: StartKey },
): Promise<{ items: T[]; lastKey?: StartKey }> {
  const answer = await db().send(
    new QueryCommand({ ...queryInput(q), TableName: tableName(), Limit: q.limit, ExclusiveStartKey: q.startKey }),
  );
  return { items: (answer.Items ?? []) as T[], lastKey: answer.LastEvaluatedKey as StartKey | undefined };
}

/**
 * An index's name and the names of its partition and sort key attributes (what a
 * start key on it holds besides `pk`, `sk`), for a list that builds its own key
 * condition (a date range).
 */
export const indexKeyNames = (index: keyof typeof INDEXES): { name: string; pk: string; sk: string } => ({
  name: INDEXES[index].IndexName,
  pk: INDEXES[index].pk,
  sk: INDEXES[index].sk,
});

/** The index sort key of an item read from `index` (to continue a page after it). */
export const indexSortKeyOf = (index: keyof typeof INDEXES, item: Record<string, unknown>): string =>
  String(item[INDEXES[index].sk]);

/** The `startKey` that continues an index query after the item with this table key and index sort key. */
export function indexStartKey(
  index: keyof typeof INDEXES,
  key: { pk: string; sk: string },
  partition: string,
  sortKey: string,
): StartKey {
  const names = INDEXES[index];
  return { pk: key.pk, sk: key.sk, [names.pk]: partition, [names.sk]: sortKey };
}
