import { Messages } from '@shared/api/messages';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/aws-clients';
import type { Found, StoredRecord } from '../catalogue/record-repo';
import { itemKey } from './item-keys';
import type { ItemRecord } from './items-repo';
import { itemAsReadCheck, itemSearchRows, itemSearchWrites } from './item-search-rows';

/**
 * A part's edit (or deactivation) and the item search index (item-search-rows.ts): where the part is an
 * item, its rows go from the part as it was to as it will be, in the part's own transaction; either way
 * the item is checked to be as read (absent, or at its `ver`), so an item made or edited meanwhile
 * cancels the part's edit (409) rather than leave rows with the part's old facts.
 */
export async function itemSearchPartWrites(orgId: string, before: Found, next: StoredRecord) {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: itemKey(orgId, next._id), ConsistentRead: true }),
  );
  const item = answer.Item as ItemRecord | undefined;
  return [
    ...(item
      ? itemSearchWrites(itemSearchRows(orgId, before, item), itemSearchRows(orgId, { record: next, own: true }, item))
      : []),
    itemAsReadCheck(orgId, next._id, item, Messages.conflict),
  ];
}
