import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { ServiceMessages } from '@shared/service/service-messages';
import { db, tableName } from '../../lib/aws-clients';
import { decodeCursor, encodeCursor } from '../table/cursor';
import { COUNTS_SORT_KEY, docPk, statusCountsKey, type DocCode } from './document-keys';
import { DASHBOARD_ROW_FIELDS } from './types/service-types';

/**
 * Dashboard lists (D2, D3, D5, surveyor): each status is its own index
 * partition (or its own sort-key prefix in an advisor's or surveyor's
 * partition), so a list of several statuses is one Query per status, in
 * parallel, merged newest first. The cursor keeps each status's position, so
 * the next page continues every status exactly where this one stopped.
 */

/**
 * One status of a list: the GSI1 partition, the sort-key prefix within it, and
 * the item kind it reads. `holdsCounts`: the partition is a dashboard partition
 * (D2a), whose count item sorts last in it.
 */
export type Lane = { status: string; partition: string; prefix: string; itemSk: string; holdsCounts?: boolean };

/** Attributes a dashboard row reads (never a whole header). */
const ROW_ATTRIBUTES = ['DocId', ...DASHBOARD_ROW_FIELDS, 'Amounts', 'GrandTotal'];

/** A lane position: the created key (`<CrDate>#<docId>`) of the last row taken, or '' for "from the newest". */
type Positions = Record<string, string>;
const POSITION = /^(|\d{4}-\d{2}-\d{2}#[0-9A-HJKMNP-TV-Z]{26})$/;

const LANES = 'LANES';

/** The lanes' positions a `Next` holds: only this list's statuses, each a created key (the key itself is built here, in the caller's organisation). */
function decodePositions(cursor: string | undefined, lanes: readonly Lane[]): Positions {
  if (cursor === undefined || cursor === '') return Object.fromEntries(lanes.map((l) => [l.status, '']));
  const parsed = decodeCursor(cursor, LANES, ServiceMessages.badCursor);
  const known = new Set(lanes.map((l) => l.status));
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new ApiError(ErrorCode.BadRequest, ServiceMessages.badCursor);
  for (const [status, position] of Object.entries(parsed)) {
    if (!known.has(status) || typeof position !== 'string' || !POSITION.test(position))
      throw new ApiError(ErrorCode.BadRequest, ServiceMessages.badCursor);
  }
  return parsed as Positions;
}

type Row = Record<string, unknown> & { created: string };

export type DashboardQuery = {
  orgId: string;
  lanes: readonly Lane[];
  /** Created-date range (inclusive), as key conditions. */
  from?: string;
  to?: string;
  limit: number;
  cursor?: string;
  /** The date the sort key starts with (default CrDate; invoices sort by InvDate), and more attributes a row reads. */
  dateField?: string;
  attributes?: readonly string[];
  /**
   * Only rows whose attributes equal these (a payer's invoices). DynamoDB filters
   * after the page limit, so a page may be short; the cursor still moves past
   * everything read, and Next says when there is more.
   */
  equals?: Readonly<Record<string, string>>;
  /**
   * The statuses whose counts the page answers too. With one lane over a
   * dashboard partition (D2a), on the first page and with no `to`, the count item
   * that sorts last in it comes with the rows, in the same Query; otherwise (or
   * for an item written before it carried its index keys) it is read by itself.
   */
  counts?: { code: DocCode; entId: string; statuses: readonly string[] };
};

export type DashboardPage = { rows: Record<string, unknown>[]; next?: string; counts?: Record<string, number> };

/** A count item's numbers for the statuses asked (a missing or negative one reads 0). */
const countsOf = (item: Record<string, unknown>, statuses: readonly string[]): Record<string, number> =>
  Object.fromEntries(statuses.map((s) => [s, typeof item[s] === 'number' ? Math.max(0, item[s]) : 0]));

/** One page of a dashboard: rows newest first across every lane, and the cursor of the next page. */
export async function listDashboard(q: DashboardQuery): Promise<DashboardPage> {
  const positions = decodePositions(q.cursor, q.lanes);
  const lanes = q.lanes.filter((l) => positions[l.status] !== undefined);
  const low = q.from ?? '0000-00-00';
  const high = `${q.to ?? '9999-99-99'}~`;
  // The counts ride along only where the count item is in the range read: one lane, its newest end, no filter.
  const withCounts =
    q.counts !== undefined &&
    q.lanes.length === 1 &&
    q.lanes[0]?.holdsCounts === true &&
    !q.cursor &&
    !q.to &&
    !q.equals
      ? q.counts
      : undefined;
  let counts: Record<string, number> | undefined;
  const separately =
    q.counts && !withCounts ? readStatusCounts(q.orgId, q.counts.entId, q.counts.code, q.counts.statuses) : undefined;
  const pages = await Promise.all(
    lanes.map(async (lane) => {
      const position = positions[lane.status] ?? '';
      if (position !== '' && (position < low || position > high))
        throw new ApiError(ErrorCode.BadRequest, ServiceMessages.badCursor);
      const names: Record<string, string> = { '#pk': 'gsi1pk', '#sk': 'gsi1sk' };
      const projection = [
        ...new Set([
          ...ROW_ATTRIBUTES,
          ...(q.attributes ?? []),
          q.dateField ?? 'CrDate',
          ...(withCounts?.statuses ?? []),
        ]),
      ].map((a, i) => {
        names[`#a${i}`] = a;
        return `#a${i}`;
      });
      const values: Record<string, string> = {
        ':pk': lane.partition,
        ':low': `${lane.prefix}${low}`,
        ':high': withCounts ? COUNTS_SORT_KEY : `${lane.prefix}${high}`,
      };
      const filters = Object.entries(q.equals ?? {}).map(([attribute, value], i) => {
        names[`#f${i}`] = attribute;
        values[`:f${i}`] = value;
        return `#f${i} = :f${i}`;
      });
      const answer = await db().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: 'gsi1',
          KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :low AND :high',
          ...(filters.length > 0 ? { FilterExpression: filters.join(' AND ') } : {}),
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ProjectionExpression: projection.join(', '),
          ScanIndexForward: false,
          Limit: withCounts ? q.limit + 1 : q.limit,
          ...(position !== ''
            ? {
                ExclusiveStartKey: {
                  pk: docPk(q.orgId, position.slice(11)),
                  sk: lane.itemSk,
                  gsi1pk: lane.partition,
                  gsi1sk: `${lane.prefix}${position}`,
                },
              }
            : {}),
        }),
      );
      let items = answer.Items ?? [];
      let trimmed = false;
      if (withCounts) {
        // Newest first, the count item (sorting last in the partition) is the first answered, when it is there.
        const first = items[0];
        if (first !== undefined && first.DocId === undefined) {
          counts = countsOf(first, withCounts.statuses);
          items = items.slice(1);
        } else if (items.length > q.limit) {
          items = items.slice(0, q.limit);
          trimmed = true;
        }
      }
      const rows = items.map((item): Row => ({
        ...item,
        created: `${String(item[q.dateField ?? 'CrDate'])}#${String(item.DocId)}`,
      }));
      // Where the read stopped: past rows a filter dropped too, so a page of none still moves on (a row trimmed here is not past).
      const stoppedAt =
        answer.LastEvaluatedKey && !trimmed
          ? String(answer.LastEvaluatedKey.gsi1sk).slice(lane.prefix.length)
          : undefined;
      return { lane, rows, more: stoppedAt !== undefined || trimmed, stoppedAt };
    }),
  );
  const merged = pages
    .flatMap((p) => p.rows.map((row) => ({ row, lane: p.lane.status })))
    .sort((a, b) => (a.row.created < b.row.created ? 1 : a.row.created > b.row.created ? -1 : 0))
    .slice(0, q.limit);
  const next: Positions = {};
  for (const page of pages) {
    const taken = merged.filter((m) => m.lane === page.lane.status);
    const last = taken[taken.length - 1];
    const exhausted = taken.length === page.rows.length && !page.more;
    if (exhausted) continue;
    const allTaken = taken.length === page.rows.length;
    next[page.lane.status] =
      allTaken && page.stoppedAt !== undefined
        ? page.stoppedAt
        : last
          ? last.row.created
          : (positions[page.lane.status] ?? '');
  }
  // A count item written before it carried its index keys is not in the partition: read by itself.
  counts ??=
    (await separately) ??
    (q.counts ? await readStatusCounts(q.orgId, q.counts.entId, q.counts.code, q.counts.statuses) : undefined);
  return {
    rows: merged.map((m) => m.row),
    ...(Object.keys(next).length > 0 ? { next: encodeCursor(LANES, next) } : {}),
    ...(counts ? { counts } : {}),
  };
}

/** Documents per status of a branch and type (one GetItem of the count item). */
export async function readStatusCounts(
  orgId: string,
  entId: string,
  code: DocCode,
  statuses: readonly string[],
): Promise<Record<string, number>> {
  const found = await db().send(new GetCommand({ TableName: tableName(), Key: statusCountsKey(orgId, entId, code) }));
  return countsOf((found.Item ?? {}) as Record<string, unknown>, statuses);
}
