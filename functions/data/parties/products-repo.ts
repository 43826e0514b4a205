import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ProductMessages } from '@shared/parties/product-messages';
import type { Ownership, ProductInput } from '@shared/parties/product-schemas';
import { regNoSuffixes } from '@shared/parties/registration-number';
import { db, tableName } from '../../lib/aws-clients';
import { nowIso, type Key } from '../table/keys';
import {
  indexKey,
  ownershipKey,
  ownershipPrefix,
  partyKey,
  productKey,
  recentAttributes,
  searchAttributes,
  uniqueKey,
  type IndexField,
} from './parties-keys';
import type { Actor } from './parties-repo';
import { creationStamps } from './creation-stamps';
import { transact, type Write } from '../table/transact';
import { uniquePointer } from '../table/unique-pointer';
import { versionedUpdate } from '../table/versioned-update';
import { queryAll } from '../table/query-all';
import { insuranceIndexKeys } from '../reminders/reminder-keys';

/** The open ownership on a product; the owner's name is read from the customer when shown. */
export type OwnerRef = { CustId: string; FromDt: string; OwnId: string };

export type ProductRecord = ProductInput & {
  type: 'Product';
  OrgId: string;
  Id: string;
  Owner?: OwnerRef;
  /** End date of the last ended ownership: a new one cannot start before it. */
  LastToDt?: string;
  CrDt: string;
  UpDt: string;
  CrBy: string;
  CrEntId: string;
  UpBy: string;
  ver: number;
};

export type OwnershipRecord = Omit<Ownership, '_id'> & { type: 'Ownership'; OrgId: string; Id: string };

type SideItem = { key: Key; field: IndexField; value: string; unique: boolean; searchable: boolean };

/**
 * Registration number and VIN are unique in the organisation. Every suffix of
 * the registration number (2+ characters, at most 10) is a search item, so any
 * part of the number is found with `begins_with`; the VIN's uniqueness item is
 * also its search item.
 */
function sideItems(orgId: string, id: string, product: ProductInput): SideItem[] {
  const items: SideItem[] = [];
  if (product.RegNo) {
    items.push({
      key: uniqueKey(orgId, 'PROD', 'REG', product.RegNo),
      field: 'REG',
      value: product.RegNo,
      unique: true,
      searchable: false,
    });
    for (const suffix of regNoSuffixes(product.RegNo)) {
      items.push({
        key: indexKey(orgId, 'PROD', id, 'REG', suffix),
        field: 'REG',
        value: suffix,
        unique: false,
        searchable: true,
      });
    }
  }
  if (product.VIN) {
    items.push({
      key: uniqueKey(orgId, 'PROD', 'VIN', product.VIN),
      field: 'VIN',
      value: product.VIN,
      unique: true,
      searchable: true,
    });
  }
  return items;
}

function putSide(orgId: string, id: string, item: SideItem): Write {
  const attributes = {
    type: 'ProductIndex',
    Id: id,
    ...(item.searchable ? searchAttributes(orgId, 'PROD', item.field, item.value, id) : {}),
  };
  if (!item.unique) return { item: { Put: { TableName: tableName(), Item: { ...item.key, ...attributes } } } };
  return uniquePointer.claim(
    item.key,
    attributes,
    item.field === 'REG' ? ProductMessages.duplicateRegNo : ProductMessages.duplicateVin,
    item.field === 'REG' ? 'RegNo' : 'VIN',
  );
}

const deleteSide = (id: string, item: SideItem): Write => uniquePointer.release(item.key, { name: 'Id', value: id });

/** What a customer's vehicle list shows for a product. */
export const vehicleLabel = (product: ProductInput): string =>
  product.RegNo ?? ([product.Make, product.Model].filter(Boolean).join(' ') || product.VIN || '');

const EDITABLE = ['RegNo', 'Make', 'Model', 'Variant', 'Year', 'VIN', 'Body', 'Odo', 'Ins'] as const;

/** Sets or removes the vehicle in its owner's `Vehs` map; the customer must exist. */
const ownerVehicleWrite = (orgId: string, custId: string, productId: string, label: string | undefined): Write => ({
  item: {
    Update: {
      TableName: tableName(),
      Key: partyKey(orgId, 'CUST', custId),
      UpdateExpression: label === undefined ? 'REMOVE Vehs.#p' : 'SET Vehs.#p = :label',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#p': productId },
      ...(label === undefined ? {} : { ExpressionAttributeValues: { ':label': label } }),
    },
  },
});

export type NewOwner = { CustId: string; DName: string; Dt: string };

function ownershipWrites(
  actor: Actor,
  product: ProductInput,
  productId: string,
  owner: NewOwner,
  ownId: string,
): Write[] {
  const record: OwnershipRecord = {
    type: 'Ownership',
    OrgId: actor.orgId,
    Id: ownId,
    ProdId: productId,
    CustId: owner.CustId,
    DName: owner.DName,
    FromDt: owner.Dt,
  };
  return [
    { item: { Put: { TableName: tableName(), Item: { ...ownershipKey(actor.orgId, productId, ownId), ...record } } } },
    {
      ...ownerVehicleWrite(actor.orgId, owner.CustId, productId, vehicleLabel(product)),
      conflict: ProductMessages.customerGone,
    },
  ];
}

/** The record and every item a new product needs (shared with the search benchmark's seeding). */
export function newProductWrites(
  actor: Actor,
  id: string,
  product: ProductInput,
  owner?: NewOwner & { OwnId: string },
  now = nowIso(),
): { record: ProductRecord; writes: Write[] } {
  const record: ProductRecord = {
    type: 'Product',
    OrgId: actor.orgId,
    Id: id,
    ...product,
    ...(owner ? { Owner: { CustId: owner.CustId, FromDt: owner.Dt, OwnId: owner.OwnId } } : {}),
    ...creationStamps(actor, now),
  };
  const writes: Write[] = [
    {
      item: {
        Put: {
          TableName: tableName(),
          Item: {
            ...productKey(actor.orgId, id),
            ...record,
            ...recentAttributes(actor.orgId, 'PROD', actor.entityId, now, id),
            // The insurance-expiring reminder and report of the branch that created it (docs/reminders.md).
            ...insuranceIndexKeys(actor.orgId, actor.entityId, id, product.Ins?.ExpDt),
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    },
    ...sideItems(actor.orgId, id, product).map((item) => putSide(actor.orgId, id, item)),
    ...(owner ? ownershipWrites(actor, product, id, owner, owner.OwnId) : []),
  ];
  return { record, writes };
}

export async function createProduct(
  actor: Actor,
  id: string,
  product: ProductInput,
  owner?: NewOwner & { OwnId: string },
): Promise<ProductRecord> {
  const { record, writes } = newProductWrites(actor, id, product, owner);
  await transact(writes);
  return record;
}

/** Edits the product's own fields under the `ver` lock; ownership changes go through assign and end. */
export async function updateProduct(
  actor: Actor,
  current: ProductRecord,
  product: ProductInput,
  expectedVer: number,
): Promise<ProductRecord> {
  const { orgId } = actor;
  const id = current.Id;
  const before = new Map(sideItems(orgId, id, current).map((i) => [i.key.sk, i]));
  const after = new Map(sideItems(orgId, id, product).map((i) => [i.key.sk, i]));
  const released = [...before.values()].filter((i) => !after.has(i.key.sk));
  const taken = [...after.values()].filter((i) => !before.has(i.key.sk));

  const now = nowIso();
  const set = Object.fromEntries(EDITABLE.map((name) => [name, product[name]]));
  const labelChanged = vehicleLabel(current) !== vehicleLabel(product);
  const insurance = insuranceIndexKeys(orgId, current.CrEntId, id, product.Ins?.ExpDt);
  await transact([
    versionedUpdate({
      key: productKey(orgId, id),
      expectedVer,
      set: { ...set, UpDt: now, UpBy: actor.userId, gsi2pk: insurance?.gsi2pk, gsi2sk: insurance?.gsi2sk },
    }),
    ...released.map((item) => deleteSide(id, item)),
    ...taken.map((item) => putSide(orgId, id, item)),
    ...(current.Owner && labelChanged
      ? [ownerVehicleWrite(orgId, current.Owner.CustId, id, vehicleLabel(product))]
      : []),
  ]);
  const kept = { ...current } as Record<string, unknown>;
  for (const name of EDITABLE) delete kept[name];
  return { ...(kept as ProductRecord), ...product, UpDt: now, UpBy: actor.userId, ver: expectedVer + 1 };
}

/** Opens an ownership; the condition refuses a second owner even in a race. */
export async function assignOwnership(
  actor: Actor,
  product: ProductRecord,
  owner: NewOwner,
  ownId: string,
): Promise<void> {
  await transact([
    {
      item: {
        Update: {
          TableName: tableName(),
          Key: productKey(actor.orgId, product.Id),
          UpdateExpression: 'SET #Owner = :owner, #ver = #ver + :one, UpDt = :now, UpBy = :by',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#Owner)',
          ExpressionAttributeNames: { '#Owner': 'Owner', '#ver': 'ver' },
          ExpressionAttributeValues: {
            ':owner': { CustId: owner.CustId, FromDt: owner.Dt, OwnId: ownId } satisfies OwnerRef,
            ':one': 1,
            ':now': nowIso(),
            ':by': actor.userId,
          },
        },
      },
      conflict: ProductMessages.ownerNotEnded,
    },
    ...ownershipWrites(actor, product, product.Id, owner, ownId),
  ]);
}

/** Closes the open ownership of `owner` on the given date. */
export async function endOwnership(actor: Actor, product: ProductRecord, owner: OwnerRef, toDt: string): Promise<void> {
  const { orgId } = actor;
  await transact([
    {
      item: {
        Update: {
          TableName: tableName(),
          Key: productKey(orgId, product.Id),
          UpdateExpression: 'REMOVE #Owner SET LastToDt = :to, #ver = #ver + :one, UpDt = :now, UpBy = :by',
          ConditionExpression: '#Owner.OwnId = :own',
          ExpressionAttributeNames: { '#Owner': 'Owner', '#ver': 'ver' },
          ExpressionAttributeValues: {
            ':to': toDt,
            ':own': owner.OwnId,
            ':one': 1,
            ':now': nowIso(),
            ':by': actor.userId,
          },
        },
      },
      conflict: ProductMessages.noOwner,
    },
    {
      item: {
        Update: {
          TableName: tableName(),
          Key: ownershipKey(orgId, product.Id, owner.OwnId),
          UpdateExpression: 'SET ToDt = :to',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(ToDt)',
          ExpressionAttributeValues: { ':to': toDt },
        },
      },
    },
    ownerVehicleWrite(orgId, owner.CustId, product.Id, undefined),
  ]);
}

export async function getProduct(orgId: string, id: string, consistent = false): Promise<ProductRecord | undefined> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: productKey(orgId, id), ConsistentRead: consistent }),
  );
  return answer.Item as ProductRecord | undefined;
}

/** Every ownership of a product, oldest first (ownership ids are ULIDs). */
export async function listOwnerships(orgId: string, productId: string): Promise<OwnershipRecord[]> {
  return queryAll<OwnershipRecord>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': productKey(orgId, productId).pk, ':prefix': ownershipPrefix(productId) },
  });
}
