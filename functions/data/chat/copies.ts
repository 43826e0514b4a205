import { ApiError, ErrorCode } from '@shared/api/errors';
import { ChatMessages } from '@shared/chat/chat-messages';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/aws-clients';
import { chatKeys } from './chat-keys';
import { cancellationReasons } from '../table/cancellation';
import { orgPk, type Key } from '../table/keys';
import { transact, type TransactItem } from '../table/transact';

/**
 * Conversations with a connected organisation are mirrored (docs/chat.md
 * 'Connected organisations'): every item lives once under each organisation's
 * own key, so each side reads only its own copy with key-condition queries and
 * the ORG# rule holds. Every write to a shared conversation is ONE
 * TransactWriteItems over both copies, with a ConditionCheck on the party
 * record that links the two organisations: a removed link refuses the write
 * and nothing is written on either side.
 */

/** The party record (customer or vendor) whose Connect must still name the other side. */
export type RoomLink = { OrgId: string; Sk: string; OId: string; EId: string };

/** The other organisations holding a copy, and the link every write re-checks. Empty for a conversation inside one organisation. */
export type Copies = { others: string[]; link?: RoomLink };

export const NO_COPIES: Copies = { others: [] };

/** The same key under another organisation: the ORG# prefix swapped, the rest unchanged. */
export const movedKey = (key: Key, from: string, to: string): Key => ({
  pk: `${orgPk(to)}${key.pk.slice(orgPk(from).length)}`,
  sk: key.sk,
});

/** The ConditionCheck that keeps a shared conversation writable only while the connection lives. */
export function linkCheck(link: RoomLink): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: { pk: orgPk(link.OrgId), sk: link.Sk },
      ConditionExpression: '#c.#o = :o AND #c.#e = :e',
      ExpressionAttributeNames: { '#c': 'Connect', '#o': 'OId', '#e': 'EId' },
      ExpressionAttributeValues: { ':o': link.OId, ':e': link.EId },
    },
  };
}

/** Whether a transaction was cancelled by the condition of the item at `index`. */
export const cancelledAt = (error: unknown, index: number): boolean =>
  cancellationReasons(error)?.failedChecks.includes(index) ?? false;

/**
 * Runs the items (own copy first) plus the link check as one transaction. A
 * failed link check is 403 'no longer connected'; any other failure is the
 * caller's to read (cancelledAt).
 */
export async function transactCopies(items: readonly TransactItem[], copies: Copies): Promise<void> {
  const all = copies.link ? [...items, linkCheck(copies.link)] : [...items];
  try {
    await transact(all.map((item) => ({ item })));
  } catch (error) {
    if (copies.link && cancelledAt(error, all.length - 1))
      throw new ApiError(ErrorCode.Forbidden, ChatMessages.linkGone);
    throw error;
  }
}

/** The organisation under whose prefix a shared room's file is kept, from the record in the reader's own copy. */
export async function sharedFileOrg(orgId: string, fileKey: string): Promise<string | undefined> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: chatKeys.sharedFile(orgId, fileKey) }));
  return (answer.Item as { KeptIn?: string } | undefined)?.KeptIn;
}
