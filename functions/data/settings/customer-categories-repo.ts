import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { Messages } from '@shared/api/messages';
import { categoryKey } from '@shared/inventory/sale-price';
import type { CustomerCategory } from '@shared/settings/customer-categories';
import { CustomerCategoryMessages as M } from '@shared/settings/customer-category-messages';
import { db, tableName } from '../../lib/aws-clients';
import { nowIso, orgPk, type Key } from '../table/keys';
import { queryAll } from '../table/query-all';
import { transact } from '../table/transact';
import { versionedDeleteInput, versionedUpdateInput } from '../table/versioned-update';

/**
 * The organisation's customer categories (docs/customer-categories.md §2): one
 * item per category in the organisation partition, `ORG#o / CUSTCAT#<name key>`,
 * the key being the name as the price rule compares it (`categoryKey`: trimmed,
 * spaces collapsed, upper case). So a name is unique by the key alone (a create
 * is a Put on `attribute_not_exists`), and the customer and price list saves mark
 * a category used with one UpdateItem on the name they carry, with no lookup.
 */

const PREFIX = 'CUSTCAT#';
export const customerCategoryKey = (orgId: string, name: string): Key => ({
  pk: orgPk(orgId),
  sk: `${PREFIX}${categoryKey(name)}`,
});

type CategoryRecord = CustomerCategory & Key & { type: 'CustomerCategory'; CrDt: string; UpDt?: string };

const FIELDS = ['_id', 'Name', 'Desc', 'Active', 'Used', 'ver'] as const;
const strip = (record: CategoryRecord): CustomerCategory =>
  Object.fromEntries(FIELDS.flatMap((f) => (record[f] === undefined ? [] : [[f, record[f]]]))) as CustomerCategory;

/** Active first, then by name: the order the screen and the selects show. */
const byName = (a: CustomerCategory, b: CustomerCategory): number =>
  Number(b.Active) - Number(a.Active) || a.Name.localeCompare(b.Name, 'en-IN', { sensitivity: 'base' });

/** Every category, active first then by name (one Query, consistent). */
export async function listCustomerCategories(orgId: string): Promise<CustomerCategory[]> {
  const items = await queryAll<CategoryRecord>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': orgPk(orgId), ':prefix': PREFIX },
    ConsistentRead: true,
  });
  return items.map(strip).sort(byName);
}

async function readByName(orgId: string, name: string): Promise<CustomerCategory | undefined> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: customerCategoryKey(orgId, name), ConsistentRead: true }),
  );
  return answer.Item ? strip(answer.Item as CategoryRecord) : undefined;
}

const recordOf = (orgId: string, category: CustomerCategory, crDt: string): CategoryRecord => ({
  ...customerCategoryKey(orgId, category.Name),
  type: 'CustomerCategory',
  ...category,
  CrDt: crDt,
  UpDt: nowIso(),
});

/** A new category; its name taken (as the price rule compares names) answers 409 on `Name`. */
export async function putNewCategory(orgId: string, category: CustomerCategory): Promise<CustomerCategory> {
  const item = recordOf(orgId, category, nowIso());
  await transact([
    {
      item: { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
      conflict: M.nameTaken(category.Name),
      conflictField: 'Name',
    },
  ]);
  return strip(item);
}

/** A change that keeps the name's key: one UpdateItem at `ver` (`undefined` removes a field). */
export async function updateCategory(
  orgId: string,
  stored: CustomerCategory,
  set: Readonly<Record<string, unknown>>,
): Promise<CustomerCategory | 'stale'> {
  try {
    const answer = await db().send(
      new UpdateCommand({
        ...versionedUpdateInput({
          key: customerCategoryKey(orgId, stored.Name),
          expectedVer: stored.ver,
          set: { ...set, UpDt: nowIso() },
        }),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return strip(answer.Attributes as CategoryRecord);
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    return 'stale';
  }
}

/**
 * A rename moves the item to its new name's key in one transaction: the old
 * one deleted at `ver` and only while nothing names it (a customer saved with
 * it a moment ago fails the rename, 409), the new one put only if that name is
 * free (409 on `Name`).
 */
export async function renameCategory(
  orgId: string,
  stored: CustomerCategory & { CrDt?: string },
  next: CustomerCategory,
): Promise<CustomerCategory> {
  const item = recordOf(orgId, next, stored.CrDt ?? nowIso());
  const remove = versionedDeleteInput(customerCategoryKey(orgId, stored.Name), stored.ver);
  await transact([
    {
      item: {
        Delete: { ...remove, ConditionExpression: `${remove.ConditionExpression} AND attribute_not_exists(Used)` },
      },
      conflict: Messages.conflict,
    },
    {
      item: { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
      conflict: M.nameTaken(next.Name),
      conflictField: 'Name',
    },
  ]);
  return strip(item);
}

/**
 * Removes the category if it is still at `ver` and nothing names it; one in use
 * (or put to use in the same instant: the condition sees it) is deactivated at
 * that `ver` instead.
 */
export async function removeCategory(
  orgId: string,
  stored: CustomerCategory,
): Promise<{ removed: true } | { removed: false; category: CustomerCategory } | 'stale' | 'missing'> {
  const remove = versionedDeleteInput(customerCategoryKey(orgId, stored.Name), stored.ver);
  try {
    await db().send(
      new DeleteCommand({
        ...remove,
        ConditionExpression: `${remove.ConditionExpression} AND attribute_not_exists(Used)`,
      }),
    );
    return { removed: true };
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
  const now = await readByName(orgId, stored.Name);
  if (!now) return 'missing';
  if (now.ver !== stored.ver || !now.Used) return 'stale';
  const deactivated = await updateCategory(orgId, now, { Active: false });
  return typeof deactivated === 'string' ? deactivated : { removed: false, category: deactivated };
}

/** For the demo seed: writes a category as given (its `Used` included) unless one of that name is there; true when written. */
export async function putCategoryIfAbsent(orgId: string, category: CustomerCategory): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: recordOf(orgId, category, nowIso()),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    return false;
  }
}

/**
 * Marks the category a customer or price list is being saved with as used, so
 * its name stays fixed and removing it deactivates it. Before the record's own
 * write, so a rename racing it either lands first (the mark finds no category
 * and the record keeps the text, shown as is) or fails on the mark. A text that
 * is no category (old data, an import) marks nothing and is kept as typed.
 */
export async function markCustomerCategoryUsed(orgId: string, name: string | undefined | null): Promise<void> {
  if (!name?.trim()) return;
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: customerCategoryKey(orgId, name),
        UpdateExpression: 'SET Used = :used',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(Used)',
        ExpressionAttributeValues: { ':used': true },
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}
