import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { Messages } from '@shared/api/messages';
import { DEFAULT_EXPENSE_CATEGORIES, type ExpenseCategory, type ExpenseFigures } from '@shared/books/expenses';
import { db, tableName } from '../../lib/aws-clients';
import { orgPk, type Key } from '../table/keys';
import { queryIndexPage, type StartKey } from '../table/index-query';
import type { Write } from '../table/transact';

/**
 * Expenses and their categories (docs/books.md §4 B6–B8). An expense is one
 * item in its own partition (`ORG#o#BOOKS#EXP#<id>`), listed per branch newest
 * first by GSI1 (`ORG#o#ENT#e#EXP`, `<Date>#<id>`); the categories are one item
 * per organisation, like the chart they point into.
 */

export type ExpenseRecord = ExpenseFigures & {
  _id: string;
  EntId: string;
  Date: string;
  CatId: string;
  CatName: string;
  Ref?: string;
  Desc?: string;
  Bill?: { VendName: string; GSTIN: string; BillNo: string; TCode: number };
  Sts: 'Recorded' | 'Cancelled';
  CancelReason?: string;
  /** The step of the posting that stands (`P<ver>`), so an edit or a cancel reverses exactly it. */
  PostStep: string;
  ver: number;
  CrBy: string;
  CrAt: string;
  UpBy?: string;
  UpAt?: string;
};

export const categoriesKey = (orgId: string): Key => ({ pk: `${orgPk(orgId)}#BOOKS`, sk: 'EXPCAT' });
export const expenseKey = (orgId: string, id: string): Key => ({ pk: `${orgPk(orgId)}#BOOKS#EXP#${id}`, sk: 'EXP' });
export const expenseListPartition = (orgId: string, entId: string): string => `${orgPk(orgId)}#ENT#${entId}#EXP`;

const KEYS = ['pk', 'sk', 'type', 'OrgId', 'gsi1pk', 'gsi1sk'];
const strip = <T>(item: Record<string, unknown>): T =>
  Object.fromEntries(Object.entries(item).filter(([k]) => !KEYS.includes(k))) as T;

/** The organisation's categories; before anyone edits them, the defaults at `ver` 0. */
export async function readCategories(orgId: string): Promise<{ Categories: ExpenseCategory[]; ver: number }> {
  const found = await db().send(
    new GetCommand({ TableName: tableName(), Key: categoriesKey(orgId), ConsistentRead: true }),
  );
  if (!found.Item) return { Categories: [...DEFAULT_EXPENSE_CATEGORIES], ver: 0 };
  return { Categories: found.Item.Categories as ExpenseCategory[], ver: Number(found.Item.ver) };
}

/** The categories written at the `ver` read (the first edit creates the item), 409 when someone changed them first. */
export function categoriesWrite(orgId: string, Categories: readonly ExpenseCategory[], ver: number, by: string): Write {
  return {
    item: {
      Put: {
        TableName: tableName(),
        Item: { ...categoriesKey(orgId), type: 'ExpenseCategories', OrgId: orgId, Categories, ver: ver + 1, UpBy: by },
        ...(ver === 0
          ? { ConditionExpression: 'attribute_not_exists(pk)' }
          : { ConditionExpression: 'ver = :ver', ExpressionAttributeValues: { ':ver': ver } }),
      },
    },
    conflict: Messages.conflict,
  };
}

export async function readExpense(orgId: string, id: string): Promise<ExpenseRecord | undefined> {
  const found = await db().send(
    new GetCommand({ TableName: tableName(), Key: expenseKey(orgId, id), ConsistentRead: true }),
  );
  return found.Item ? strip<ExpenseRecord>(found.Item) : undefined;
}

/** The expense's Put: new (`before` undefined) or at the `ver` read. */
export function expenseWrite(orgId: string, record: ExpenseRecord, before?: number): Write {
  return {
    item: {
      Put: {
        TableName: tableName(),
        Item: {
          ...expenseKey(orgId, record._id),
          type: 'Expense',
          OrgId: orgId,
          gsi1pk: expenseListPartition(orgId, record.EntId),
          gsi1sk: `${record.Date}#${record._id}`,
          ...record,
        },
        ...(before === undefined
          ? { ConditionExpression: 'attribute_not_exists(pk)' }
          : { ConditionExpression: 'ver = :ver', ExpressionAttributeValues: { ':ver': before } }),
      },
    },
    conflict: Messages.conflict,
  };
}

/** A page of a branch's expenses, newest date first (B7). */
export async function listExpenses(
  orgId: string,
  entId: string,
  limit: number,
  startKey?: StartKey,
): Promise<{ items: ExpenseRecord[]; lastKey?: StartKey }> {
  const page = await queryIndexPage<Record<string, unknown>>({
    index: 1,
    partition: expenseListPartition(orgId, entId),
    newestFirst: true,
    limit,
    ...(startKey ? { startKey } : {}),
  });
  return { items: page.items.map((i) => strip<ExpenseRecord>(i)), ...(page.lastKey ? { lastKey: page.lastKey } : {}) };
}
