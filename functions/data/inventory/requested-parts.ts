import { InventoryMessages } from '@shared/inventory/inventory-messages';
import type { LineReservation } from '@shared/inventory/reservation';
import { tableName } from '../../lib/aws-clients';
import { decodePageCursor, encodePageCursor } from '../table/cursor';
import { queryIndexPage } from '../table/index-query';
import { orgPk } from '../table/keys';
import type { Write } from '../table/transact';

/**
 * Requested parts (docs/inventory-reservations.md §2): what a repair order's
 * stocked part line could not reserve, one record per line, kept in step with
 * the line by the order's own changes (the record is written in the order's
 * transaction, guarded by the order's `ver`, so it needs no `ver` of its own).
 * R1 lists a branch's requests newest first (GSI2), R2 those of one status (GSI1).
 */

/** R0: a branch's requested parts; sort key the order and its line. */
export const requestsPk = (orgId: string, entId: string): string => `${orgPk(orgId)}#RQP#${entId}`;
/** R1 (GSI2): every request of the branch, newest first. */
export const requestsPartition = (orgId: string, entId: string): string => `${requestsPk(orgId, entId)}#ALL`;
/** R2 (GSI1): the requests of one status. */
export const requestsStatusPartition = (orgId: string, entId: string, sts: string): string =>
  `${requestsPk(orgId, entId)}#STS#${sts}`;

export type RequestedPartRecord = {
  pk: string;
  sk: string;
  type: 'RequestedPart';
  DocId: string;
  DocNum?: string;
  LineId: string;
  ItemId: string;
  WhId?: string;
  PCode?: string;
  Desc: string;
  UoM?: string;
  /** Units requested: the line's shortfall (0 once it is no longer open). */
  Qty: number;
  Sts: string;
  RegNo?: string;
  CustName?: string;
  ReqAt: string;
  UpAt: string;
  gsi1pk: string;
  gsi1sk: string;
  gsi2pk: string;
  gsi2sk: string;
};

type OrderFacts = { OrgId: string; EntId: string; DocId: string; Num?: unknown; RegNo?: unknown; CustName?: unknown };
type LineFacts = Readonly<Record<string, unknown>>;

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/**
 * The record of a line whose request changed: its quantity now, and its status
 * when the change moved it (`RequestSts`), else `current` (the open one it had).
 */
export function requestedPartWrite(
  head: OrderFacts,
  line: LineFacts | undefined,
  change: LineReservation,
  at: string,
  current = 'New',
): Write | undefined {
  if (!change.ItemId || (change.Requested === 0 && !change.RequestSts)) return undefined;
  const Sts = change.RequestSts ?? current;
  const ReqAt = change.ReqAt ?? at;
  const order = `${ReqAt}#${head.DocId}#${change.LineId}`;
  const item: RequestedPartRecord = {
    pk: requestsPk(head.OrgId, head.EntId),
    sk: `${head.DocId}#${change.LineId}`,
    type: 'RequestedPart',
    DocId: head.DocId,
    LineId: change.LineId,
    ItemId: change.ItemId,
    Desc: str(line?.Desc) ?? str(line?.MPN) ?? change.ItemId,
    // A request no longer open keeps the quantity it was left with, so the list says what it was.
    Qty: change.Requested > 0 ? change.Requested : change.RequestedBefore,
    Sts,
    ReqAt,
    UpAt: at,
    gsi1pk: requestsStatusPartition(head.OrgId, head.EntId, Sts),
    gsi1sk: order,
    gsi2pk: requestsPartition(head.OrgId, head.EntId),
    gsi2sk: order,
  };
  for (const [name, value] of [
    ['DocNum', head.Num],
    ['RegNo', head.RegNo],
    ['CustName', head.CustName],
    ['PCode', line?.PCode],
    ['UoM', line?.UoM],
    ['WhId', change.WhId],
  ] as const)
    if (str(value)) (item as Record<string, unknown>)[name] = String(value);
  return { item: { Put: { TableName: tableName(), Item: item } } };
}

export type RequestPage = { items: RequestedPartRecord[]; next?: string };

const REQUESTS = 'REQUESTS';

/** R1/R2: a page of the branch's requested parts, newest first, all or of one status. */
export async function listRequestedParts(
  orgId: string,
  entId: string,
  q: { sts?: string | undefined; limit: number; cursor?: string | undefined },
): Promise<RequestPage> {
  const [index, partition] =
    q.sts === undefined
      ? ([2, requestsPartition(orgId, entId)] as const)
      : ([1, requestsStatusPartition(orgId, entId, q.sts)] as const);
  const startKey = decodePageCursor(q.cursor, {
    tag: REQUESTS,
    orgId,
    pk: { is: requestsPk(orgId, entId) },
    index: { number: index, partition },
    refusal: InventoryMessages.badCursor,
  });
  const page = await queryIndexPage<RequestedPartRecord>({
    index,
    partition,
    newestFirst: true,
    limit: q.limit,
    ...(startKey ? { startKey } : {}),
  });
  return page.lastKey ? { items: page.items, next: encodePageCursor(REQUESTS, page.lastKey) } : { items: page.items };
}
