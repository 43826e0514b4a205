import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { fromScaled, QTY_DIGITS, toScaled } from '@shared/documents/money-math';
import type { PartsArrivedEvent, PartsArrivedNotice } from '@shared/purchasing/parts-notices';
import { PARTS_NOTICE_LIMIT } from '@shared/purchasing/parts-notices';
import { db, tableName } from '../../lib/aws-clients';
import { log } from '../../lib/http/log';
import { fanOut, type Poster } from '../../lib/ws/fan-out';
import { postToConnection } from '../../lib/ws/post-to-connection';
import { listUserConnections } from '../realtime/connections-repo';
import type { DocumentHead } from '../documents/document-records';
import { orgPk } from '../table/keys';
import type { Write } from '../table/transact';

/**
 * The advisor's parts-arrived notices (docs/purchasing.md §22). One item per receive
 * and repair order, `pk = ORG#o#NOTICE#<branch>#<advisor>`, `sk = PARTS#<receive id>#<order id>`:
 * the receive id is a ULID, so the partition reads newest first, and the key is the
 * idempotency — the same receive and order write the same item, never a second one.
 * The advisor is the order's `SA`, or who opened it when it has none.
 */

export type ReceiveRef = { id: string; num: string; at: string; byName?: string | undefined };

type Part = { _id: string; Desc?: unknown; UoM?: unknown; RQty?: number | undefined };
type OrderState = { head: DocumentHead; lines: Record<string, unknown> };

/** A notice and whom it is for. */
export type PartsNotice = { advisor: string; entId: string; notice: PartsArrivedNotice };

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const m = (v: number | undefined): number => toScaled(v ?? 0, QTY_DIGITS);

export const noticesPk = (orgId: string, entId: string, userId: string): string =>
  `${orgPk(orgId)}#NOTICE#${entId}#${userId}`;

/** The notice of one repair order's change by a receive: what its part lines' Received rose by. */
export function partsNoticeOf(before: OrderState, next: OrderState, receive: ReceiveRef): PartsNotice | undefined {
  const head = next.head;
  const advisor = str(head.SA) ?? str(before.head.CrBy);
  if (!advisor) return undefined;
  const was = new Map(((before.lines.Parts ?? []) as Part[]).map((p) => [p._id, m(p.RQty)]));
  const parts = ((next.lines.Parts ?? []) as Part[]).flatMap((p) => {
    const rose = m(p.RQty) - (was.get(p._id) ?? 0);
    if (rose <= 0) return [];
    const UoM = str(p.UoM);
    return [{ Desc: str(p.Desc) ?? p._id, Qty: fromScaled(rose, QTY_DIGITS), ...(UoM ? { UoM } : {}) }];
  });
  if (parts.length === 0) return undefined;
  const RegNo = str(head.RegNo);
  return {
    advisor,
    entId: head.EntId,
    notice: {
      Id: `${receive.id}.${head.DocId}`,
      WoId: head.DocId,
      WoNum: head.Num,
      ...(RegNo ? { RegNo } : {}),
      Parts: parts,
      RcvId: receive.id,
      RcvNum: receive.num,
      WoSts: head.Sts,
      At: receive.at,
      ...(receive.byName ? { ByName: receive.byName } : {}),
    },
  };
}

/** The notice's Put, in the transaction that tells its repair order (a replay writes the same key). */
export const partsNoticeWrite = (orgId: string, n: PartsNotice): Write => ({
  item: {
    Put: {
      TableName: tableName(),
      Item: {
        pk: noticesPk(orgId, n.entId, n.advisor),
        sk: `PARTS#${n.notice.RcvId}#${n.notice.WoId}`,
        type: 'PartsArrivedNotice',
        ...n.notice,
      },
    },
  },
});

/** N1: the advisor's newest parts-arrived notices in the branch (one Query, newest first). */
export async function listPartsNotices(orgId: string, entId: string, userId: string): Promise<PartsArrivedNotice[]> {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :parts)',
      ExpressionAttributeValues: { ':pk': noticesPk(orgId, entId, userId), ':parts': 'PARTS#' },
      ScanIndexForward: false,
      Limit: PARTS_NOTICE_LIMIT,
    }),
  );
  return (answer.Items ?? []).map((item) => {
    const { pk: _pk, sk: _sk, type: _type, ...notice } = item;
    return notice as PartsArrivedNotice;
  });
}

let poster: Poster = postToConnection;

/** Tests replace the poster (the management API in the cloud, the emulator locally). */
export const setPartsNoticePoster = (post: Poster = postToConnection): void => {
  poster = post;
};

/**
 * After the commit: each advisor's live connections hear `PartsArrived` (one Query of
 * their connections, one post each). Never throws — the notice is stored and the list
 * shows it on its next read; a connection of another branch is skipped.
 */
export async function announcePartsNotices(orgId: string, notices: readonly PartsNotice[]): Promise<void> {
  for (const n of notices) {
    try {
      const connections = await listUserConnections(orgId, n.advisor);
      const ids = connections.filter((c) => c.EntId === n.entId).map((c) => c.ConnectionId);
      if (ids.length === 0) continue;
      const event: PartsArrivedEvent = { event: 'PartsArrived', Notice: n.notice };
      await fanOut(ids, event, undefined, poster);
    } catch (error) {
      log('warn', 'parts notice not pushed', { WoId: n.notice.WoId, error: (error as Error).name });
    }
  }
}
