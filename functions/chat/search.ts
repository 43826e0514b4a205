import type { ChatMessage } from '@shared/chat/call-schemas';
import { parseMessageId } from '@shared/chat/conversation-ids';
import { chatKeys } from '../data/chat/chat-keys';
import { batchGet } from '../data/table/batch-get';
import { listMemberRooms } from '../data/chat/rooms-repo';
import { toMessage, type MessageItem } from '../data/chat/messages-repo';
import { wordHits, wordsOf } from '../data/chat/search-index';
import type { ChatActor } from './conversation-access';

const HITS_PER_PARTITION = 50;

/**
 * Beyond the spec: the caller's messages containing every word of Text,
 * newest first. Reads only the caller's word partitions (private) and those of
 * the rooms of the caller's branch (docs/chat.md 'Search').
 */
export async function searchMessages(actor: ChatActor, text: string, limit: number): Promise<ChatMessage[]> {
  const words = wordsOf(text);
  const key = [...words].sort((a, b) => b.length - a.length)[0];
  if (!key) return [];
  const rooms = await listMemberRooms(actor.orgId, actor.entityId, actor.userId);
  const partitions = [
    chatKeys.privateWord(actor.orgId, actor.userId, key),
    ...rooms.map((r) => chatKeys.roomWord(actor.orgId, r._id, key)),
  ];
  const hits = (await Promise.all(partitions.map((p) => wordHits(p, HITS_PER_PARTITION)))).flat();
  hits.sort((a, b) => b.Ulid.localeCompare(a.Ulid));
  const candidates = hits.slice(0, 100).flatMap((hit) => {
    const ref = parseMessageId(hit.MsgId);
    return ref ? [chatKeys.message(actor.orgId, hit.Conv, ref.ulid)] : [];
  });
  const items = await batchGet<MessageItem>(candidates);
  return items
    .filter((item): item is MessageItem => item !== undefined)
    .filter((item) => {
      const have = new Set(wordsOf(item.Msg));
      return words.every((w) => have.has(w));
    })
    .slice(0, limit)
    .map(toMessage);
}
