import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { BranchSetupMessages } from '@shared/reference/branch-setup-messages';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import { db, tableName } from '../../lib/aws-clients';
import { orgPk, type Key } from '../table/keys';
import { queryAll } from '../table/query-all';
import { transact, type Write } from '../table/transact';
import { uniquePointer } from '../table/unique-pointer';
import { versionedDelete, versionedPut } from '../table/versioned-update';

/**
 * Warehouses of a branch (docs/data-model-settings.md): `ORG#o / WH#<entId>#<whId>`,
 * plus a name-lock item `ORG#o / WHNAME#<entId>#<name>` so two warehouses of a
 * branch never share a name, kept in step by transactions.
 */
export const warehouseKey = (orgId: string, entityId: string, id: string): Key => ({
  pk: orgPk(orgId),
  sk: `WH#${entityId}#${id}`,
});
const nameKey = (orgId: string, entityId: string, name: string): Key => ({
  pk: orgPk(orgId),
  sk: `WHNAME#${entityId}#${name.trim().toLowerCase().replace(/\s+/g, ' ')}`,
});

export type WarehouseRecord = Warehouse & { type: 'Warehouse'; OrgId: string };

const strip = ({ pk: _pk, sk: _sk, type: _type, OrgId: _org, ...rest }: WarehouseRecord & Partial<Key>): Warehouse =>
  rest;

export async function listWarehouses(orgId: string, entityId: string): Promise<Warehouse[]> {
  const items = await queryAll<WarehouseRecord>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': orgPk(orgId), ':prefix': `WH#${entityId}#` },
  });
  return items.map(strip).sort((a, b) => a.Name.localeCompare(b.Name));
}

export async function getWarehouse(orgId: string, entityId: string, id: string): Promise<Warehouse | undefined> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: warehouseKey(orgId, entityId, id), ConsistentRead: true }),
  );
  return answer.Item ? strip(answer.Item as WarehouseRecord) : undefined;
}

const claimName = (orgId: string, w: Warehouse): Write =>
  uniquePointer.claim(
    nameKey(orgId, w.EntId, w.Name),
    { type: 'WarehouseName', WId: w._id },
    BranchSetupMessages.warehouseNameTaken(w.Name),
    'Name',
  );

const record = (orgId: string, w: Warehouse) => ({
  ...warehouseKey(orgId, w.EntId, w._id),
  type: 'Warehouse',
  OrgId: orgId,
  ...w,
});

/** A new warehouse and its name lock; 409 when the branch has one of that name. */
export async function createWarehouse(orgId: string, w: Warehouse): Promise<void> {
  await transact([versionedPut(record(orgId, w), undefined), claimName(orgId, w)]);
}

/** Replaces a warehouse still at `expectedVer`; moves the name lock when the name changes. */
export async function replaceWarehouse(
  orgId: string,
  before: Warehouse,
  after: Warehouse,
  expectedVer: number,
): Promise<void> {
  const renamed = nameKey(orgId, before.EntId, before.Name).sk !== nameKey(orgId, after.EntId, after.Name).sk;
  await transact([
    versionedPut(record(orgId, after), expectedVer),
    ...(renamed ? [claimName(orgId, after), uniquePointer.release(nameKey(orgId, before.EntId, before.Name))] : []),
  ]);
}

export async function deleteWarehouse(orgId: string, w: Warehouse): Promise<void> {
  await transact([
    versionedDelete(warehouseKey(orgId, w.EntId, w._id), w.ver),
    uniquePointer.release(nameKey(orgId, w.EntId, w.Name)),
  ]);
}
