import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ItemMessages } from '@shared/inventory/item-messages';
import { db, tableName } from '../../lib/aws-clients';
import { batchGet } from '../table/batch-get';
import { decodePageCursor, encodePageCursor } from '../table/cursor';
import { queryIndexPage } from '../table/index-query';
import { nowIso, orgPk } from '../table/keys';
import { queryAll } from '../table/query-all';
import { balanceKey } from './inventory-keys';
import { reorderKey, reorderPartition, suggestionKey, suggestionPk } from './item-keys';
import type { ReorderRecord } from './items-repo';
import type { BalanceRecord } from './stock-records';
import type { Page } from './stock-repo';

/**
 * The reorder point report's reads and the open suggestions
 * (docs/inventory-items.md §4, IM4–IM5). A page of the branch's reorder levels
 * (GSI1), their balances by one BatchGet (I3 keys), and the branch's open
 * suggestions; a suggestion is written only if absent, so there is at most one
 * per item and warehouse however many clerks ask at once.
 */

export type SuggestionRecord = { ItemId: string; WhId: string; QtyQ: number; At: string; By: string };

const LEVELS = 'REORDER';

/** IM4: a page of the branch's reorder levels, by item, with each one's balance (absent: nothing on hand). */
export async function levelsWithBalances(
  orgId: string,
  entId: string,
  q: { limit: number; cursor?: string | undefined },
): Promise<Page<{ level: ReorderRecord; balance: BalanceRecord | undefined }>> {
  const partition = reorderPartition(orgId, entId);
  const startKey = decodePageCursor(q.cursor, {
    tag: LEVELS,
    orgId,
    pk: { startsWith: `${orgPk(orgId)}#ITEM#` },
    index: { number: 1, partition },
    refusal: ItemMessages.badCursor,
  });
  const page = await queryIndexPage<ReorderRecord>({
    index: 1,
    partition,
    limit: q.limit,
    ...(startKey ? { startKey } : {}),
  });
  const balances = await batchGet<BalanceRecord>(page.items.map((l) => balanceKey(orgId, entId, l.ItemId, l.WhId)));
  const items = page.items.map((level, i) => ({ level, balance: balances[i] }));
  return page.lastKey ? { items, next: encodePageCursor(LEVELS, page.lastKey) } : { items };
}

/** IM5: the branch's open suggestions (a short list: one per item × warehouse to buy). */
export const openSuggestions = (orgId: string, entId: string): Promise<SuggestionRecord[]> =>
  queryAll<SuggestionRecord>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': suggestionPk(orgId, entId) },
    ConsistentRead: true,
  });

/** Opens a suggestion only if none is open for the item and warehouse; false when one was. */
export async function openSuggestion(orgId: string, entId: string, s: SuggestionRecord): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...suggestionKey(orgId, entId, s.ItemId, s.WhId), type: 'ReorderSuggestion', ...s, CrAt: nowIso() },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** Closes the open suggestion; false when there was none. */
export async function closeSuggestion(orgId: string, entId: string, itemId: string, whId: string): Promise<boolean> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: suggestionKey(orgId, entId, itemId, whId),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** The reorder levels and balances of the named item × warehouse pairs in this branch (to check a suggestion). */
export async function levelsOf(
  orgId: string,
  entId: string,
  pairs: readonly { ItemId: string; WhId: string }[],
): Promise<{ level: ReorderRecord | undefined; balance: BalanceRecord | undefined }[]> {
  const [levels, balances] = await Promise.all([
    batchGet<ReorderRecord>(
      pairs.map((p) => reorderKey(orgId, p.ItemId, entId, p.WhId)),
      true,
    ),
    batchGet<BalanceRecord>(
      pairs.map((p) => balanceKey(orgId, entId, p.ItemId, p.WhId)),
      true,
    ),
  ]);
  return pairs.map((_, i) => ({ level: levels[i], balance: balances[i] }));
}
