import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { CxKind } from '@shared/connectx/connectx-schemas';
import { db, tableName } from '../../lib/aws-clients';
import { batchGetAll } from '../table/batch-get';
import { decodePageCursor, encodePageCursor } from '../table/cursor';
import { queryIndexPage } from '../table/index-query';
import { orgPk, type Key } from '../table/keys';
import type { Write } from '../table/transact';

/**
 * ConnectX's own items (docs/connectx.md §3). The outbox item lives under the
 * sender's organisation, the inbox marker under the receiver's; every key
 * starts with its own organisation. Only the delivery step and the status
 * mirror read the other side's items, by keys the link names (CX1, CX3, CX5).
 */

/** A line as sent: the sender's line id and code, quantity in thousandths, money in paise. */
export type CxLine = {
  LineId: string;
  PCode?: string;
  Desc: string;
  UoM?: string;
  HSN?: string;
  QtyM: number;
  RateP: number;
  /** The GST rate in percent, when the sender's document names one. */
  Gst?: number;
};

export type CxOutItem = {
  Kind: CxKind;
  DocId: string;
  DocNum: string;
  FromOrg: string;
  FromEnt: string;
  /** The sender's party record of the receiver (its key's sort part) and name. */
  PartySk: string;
  PartyName: string;
  ToOrg: string;
  ToEnt: string;
  At: string;
  By: string;
  ByName?: string;
  Lines: CxLine[];
  TotP: number;
  /** An invoice: its date and the purchase order its sales order came from. */
  Date?: string;
  PoId?: string;
  PoNum?: string;
};

export type CxInItem = {
  Kind: CxKind;
  FromOrg: string;
  FromEnt: string;
  SrcDocId: string;
  SrcNum: string;
  PartyName: string;
  /** The receiver's document made of it (absent while Waiting). */
  DocId?: string;
  DocNum?: string;
  State: 'Delivered' | 'Waiting';
  Note?: string;
  At: string;
  LineCount: number;
  Unmatched?: number;
  TotP?: number;
  PoId?: string;
};

const OUT = 'CXOUT';
const IN = 'CXIN';

/** CX1: the sender's outbox for one receiving branch. */
export const outboxPk = (orgId: string, toEnt: string): string => `${orgPk(orgId)}#${OUT}#${toEnt}`;
export const outboxKey = (o: Pick<CxOutItem, 'FromOrg' | 'ToEnt' | 'At' | 'Kind' | 'DocId'>): Key => ({
  pk: outboxPk(o.FromOrg, o.ToEnt),
  sk: `${o.At}#${o.Kind}#${o.DocId}`,
});
/** CX2: a branch's outgoing documents, newest first. */
export const outgoingPartition = (orgId: string, entId: string): string => `${orgPk(orgId)}#ENT#${entId}#${OUT}`;
/** CX3: the receiver's marker of one sender's document. */
export const markerKey = (toOrg: string, fromOrg: string, kind: CxKind, srcDocId: string): Key => ({
  pk: `${orgPk(toOrg)}#${IN}`,
  sk: `${fromOrg}#${kind}#${srcDocId}`,
});
/** CX4: a branch's incoming documents of one kind, newest first. */
export const incomingPartition = (orgId: string, entId: string, kind: CxKind): string =>
  `${orgPk(orgId)}#ENT#${entId}#${IN}#${kind}`;

/** The sender's guard of one sending per document (the outbox item's key holds the time, for CX1's order). */
export const sentKey = (orgId: string, kind: CxKind, docId: string): Key => ({
  pk: `${orgPk(orgId)}#CXSENT`,
  sk: `${kind}#${docId}`,
});

/** The outbox item's put and the guard's, only if absent: a document is sent on Karkhana once. */
export function outboxWrites(o: CxOutItem, conflict: string): Write[] {
  const guard: Write = {
    item: {
      Put: {
        TableName: tableName(),
        Item: { ...sentKey(o.FromOrg, o.Kind, o.DocId), type: 'CxSent', At: o.At, ToOrg: o.ToOrg, ToEnt: o.ToEnt },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    conflict,
  };
  return [guard, outboxPut(o, conflict)];
}

function outboxPut(o: CxOutItem, conflict: string): Write {
  return {
    item: {
      Put: {
        TableName: tableName(),
        Item: {
          ...outboxKey(o),
          gsi1pk: outgoingPartition(o.FromOrg, o.FromEnt),
          gsi1sk: `${o.At}#${o.DocId}`,
          type: 'CxOut',
          ...o,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    conflict,
  };
}

/** The inbox marker's put: only if absent, or over a Waiting one (twice is once). */
export function markerWrite(toOrg: string, toEnt: string, m: CxInItem, conflict: string): Write {
  return {
    item: {
      Put: {
        TableName: tableName(),
        Item: {
          ...markerKey(toOrg, m.FromOrg, m.Kind, m.SrcDocId),
          gsi1pk: incomingPartition(toOrg, toEnt, m.Kind),
          gsi1sk: `${m.At}#${m.SrcDocId}`,
          type: 'CxIn',
          ...m,
        },
        ConditionExpression: 'attribute_not_exists(pk) OR #state = :waiting',
        ExpressionAttributeNames: { '#state': 'State' },
        ExpressionAttributeValues: { ':waiting': 'Waiting' },
      },
    },
    conflict,
  };
}

/** CX1: the newest outbox items of a sender for one receiving branch (the pull reads at most `limit`). */
export async function outboxFor(fromOrg: string, toEnt: string, limit = 100): Promise<CxOutItem[]> {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': outboxPk(fromOrg, toEnt) },
      ScanIndexForward: false,
      Limit: limit,
      ConsistentRead: true,
    }),
  );
  return (answer.Items ?? []) as CxOutItem[];
}

/** CX3: markers by key, undefined where absent. */
export const markersAt = (keys: readonly Key[]): Promise<(CxInItem | undefined)[]> =>
  batchGetAll<CxInItem & Record<string, unknown>>(keys);

type Paged<T> = { items: T[]; next?: string };

async function page<T>(
  tag: string,
  orgId: string,
  partition: string,
  limit: number,
  cursor?: string,
): Promise<Paged<T>> {
  const startKey = decodePageCursor(cursor, {
    tag,
    orgId,
    pk: { startsWith: orgPk(orgId) },
    index: { number: 1, partition },
    refusal: 'This list cannot be continued; open it again.',
  });
  const got = await queryIndexPage<T>({
    index: 1,
    partition,
    newestFirst: true,
    limit,
    ...(startKey ? { startKey } : {}),
  });
  return got.lastKey ? { items: got.items, next: encodePageCursor(tag, got.lastKey) } : { items: got.items };
}

/** CX2: a page of the branch's outgoing documents. */
export const outgoingPage = (orgId: string, entId: string, limit: number, cursor?: string) =>
  page<CxOutItem>('CX_OUT', orgId, outgoingPartition(orgId, entId), limit, cursor);
/** CX4: a page of the branch's incoming documents of one kind. */
export const incomingPage = (orgId: string, entId: string, kind: CxKind, limit: number, cursor?: string) =>
  page<CxInItem>(`CX_IN_${kind}`, orgId, incomingPartition(orgId, entId, kind), limit, cursor);
