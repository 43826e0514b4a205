import type { Conversation } from '@shared/chat/conversation-ids';
import { conversationId } from '@shared/chat/conversation-ids';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/aws-clients';
import { putAll } from '../table/batch-write';
import { chatKeys } from './chat-keys';

/**
 * Search without a Scan: each message writes one small item per distinct word
 * (at most MAX_WORDS) into per-reader word partitions — a private message
 * under both users, a room message under the room. A search reads the
 * partitions of its rarest-looking (longest) word for the caller and the
 * caller's rooms, then checks every word against the message text. Trade-off:
 * more writes per message (one per word and reader) for reads that never leave
 * the caller's conversations; deleted or edited messages leave stale word
 * items, which the text check and the message read drop.
 */
const MAX_WORDS = 30;
const WORD = /[\p{L}\p{N}]{2,}/gu;

export const wordsOf = (text: string): string[] =>
  [...new Set((text.toLowerCase().match(WORD) ?? []).map((w) => w.slice(0, 40)))].slice(0, MAX_WORDS);

export type WordHit = { MsgId: string; Conv: string; Ulid: string };

export async function indexMessage(
  orgId: string,
  c: Conversation,
  ulid: string,
  msgId: string,
  text: string,
): Promise<void> {
  const readers =
    c.kind === 'P'
      ? c.users.map((u) => (w: string) => chatKeys.privateWord(orgId, u, w))
      : [(w: string) => chatKeys.roomWord(orgId, c.roomId, w)];
  const items = wordsOf(text).flatMap((word) =>
    readers.map((pkOf) => ({ pk: pkOf(word), sk: ulid, MsgId: msgId, Conv: conversationId(c), Ulid: ulid })),
  );
  await putAll(items);
}

export async function wordHits(partition: string, limit: number): Promise<WordHit[]> {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': partition },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (answer.Items ?? []) as WordHit[];
}
