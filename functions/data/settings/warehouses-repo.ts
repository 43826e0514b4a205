import { GetCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import { db, tableName } from '../../lib/aws-clients';
import { orgPk, type Key } from '../table/keys';
import { queryAll } from '../table/query-all';

/**
 * Warehouses of a branch (docs/data-model-settings.md): `ORG#o / WH#<entId>#<whId>`,
 * plus a name-lock item `ORG#o / WHNAME#<entId>#<name>` so two warehouses of a
 * branch never share a name, kept in step by transactions.
 */
export const warehouseKey = (orgId: string, entityId: string, id: string): Key => ({ pk: orgPk(orgId), sk: `WH#${entityId}#${id}` });
const nameKey = (orgId: string, entityId: string, name: string): Key => ({
  pk: orgPk(orgId),
  sk: `WHNAME#${entityId}#${name.trim().toLowerCase().replace(/\s+/g, ' ')}`,
});

export type WarehouseRecord = Warehouse & { type: 'Warehouse'; OrgId: string };

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const strip = ({ pk: _pk, sk: _sk, type: _type, OrgId: _org, ...rest }: WarehouseRecord & Partial<Key>): Warehouse => rest;

export async function listWarehouses(orgId: string, entityId: string): Promise<Warehouse[]> {
  const items = await queryAll<WarehouseRecord>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': orgPk(orgId), ':prefix': `WH#${entityId}#` },
  });
  return items.map(strip).sort((a, b) => a.Name.localeCompare(b.Name));
}

export async function getWarehouse(orgId: string, entityId: string, id: string): Promise<Warehouse | undefined> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: warehouseKey(orgId, entityId, id), ConsistentRead: true }));
  return answer.Item ? strip(answer.Item as WarehouseRecord) : undefined;
}

/** Which transaction item failed its condition, from a TransactionCanceled error. */
export function cancelledAt(error: unknown): number | undefined {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return undefined;
  const reasons = (error as Error & { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  const index = reasons.findIndex((r) => r.Code === 'ConditionalCheckFailed');
  return index < 0 ? undefined : index;
}

const lockItem = (orgId: string, w: Warehouse): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...nameKey(orgId, w.EntId, w.Name), type: 'WarehouseName', WId: w._id },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** Index 1 of the transaction failing means the name is taken. */
export const NAME_LOCK_INDEX = 1;

export async function createWarehouse(orgId: string, w: Warehouse): Promise<void> {
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: { ...warehouseKey(orgId, w.EntId, w._id), type: 'Warehouse', OrgId: orgId, ...w },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        lockItem(orgId, w),
      ],
    }),
  );
}

/** Replaces a warehouse still at `expectedVer`; moves the name lock when the name changes. */
export async function replaceWarehouse(orgId: string, before: Warehouse, after: Warehouse, expectedVer: number): Promise<void> {
  const items: TransactItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: { ...warehouseKey(orgId, after.EntId, after._id), type: 'Warehouse', OrgId: orgId, ...after },
        ConditionExpression: 'attribute_exists(pk) AND ver = :ver',
        ExpressionAttributeValues: { ':ver': expectedVer },
      },
    },
  ];
  if (nameKey(orgId, before.EntId, before.Name).sk !== nameKey(orgId, after.EntId, after.Name).sk) {
    items.push(lockItem(orgId, after), { Delete: { TableName: tableName(), Key: nameKey(orgId, before.EntId, before.Name) } });
  }
  await db().send(new TransactWriteCommand({ TransactItems: items }));
}

export async function deleteWarehouse(orgId: string, w: Warehouse): Promise<void> {
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Delete: {
            TableName: tableName(),
            Key: warehouseKey(orgId, w.EntId, w._id),
            ConditionExpression: 'ver = :ver',
            ExpressionAttributeValues: { ':ver': w.ver },
          },
        },
        { Delete: { TableName: tableName(), Key: nameKey(orgId, w.EntId, w.Name) } },
      ],
    }),
  );
}
