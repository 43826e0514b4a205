import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Party, PartyInput } from '@shared/parties/party-schemas';
import { allPhones, PartyMessages } from '@shared/parties/party-messages';
import { nameTokens } from '@shared/parties/search-terms';
import { db, tableName } from '../../lib/aws-clients';
import { KEY_ATTRIBUTES, nowIso, type Key } from '../table/keys';
import {
  connectedPartition,
  indexKey,
  partyKey,
  recentAttributes,
  searchAttributes,
  uniqueKey,
  type IndexField,
  type PartyKind,
} from './parties-keys';
import { transact, type Write } from '../table/transact';
import { uniquePointer } from '../table/unique-pointer';
import { versionedUpdate } from '../table/versioned-update';
import { queryIndexAll } from '../table/index-query';
import { creationStamps } from './creation-stamps';

/** A customer or vendor as stored. `Vehs` (customers) maps product id → registration number. */
export type PartyRecord = Omit<Party, '_id' | 'Vehs'> & {
  type: 'Customer' | 'Vendor';
  OrgId: string;
  Id: string;
  Vehs?: Record<string, string>;
  CrBy: string;
  CrEntId: string;
  UpBy: string;
};

export type Actor = { orgId: string; entityId: string; userId: string };

const recordType = (kind: PartyKind): PartyRecord['type'] => (kind === 'CUST' ? 'Customer' : 'Vendor');

export const partyNotFound = (kind: PartyKind): string =>
  kind === 'CUST' ? PartyMessages.customerNotFound : PartyMessages.vendorNotFound;

const duplicateText = (kind: PartyKind, field: 'PHONE' | 'GSTIN'): string => {
  if (kind === 'CUST')
    return field === 'PHONE' ? PartyMessages.duplicateCustomerPhone : PartyMessages.duplicateCustomerGstin;
  return field === 'PHONE' ? PartyMessages.duplicateVendorPhone : PartyMessages.duplicateVendorGstin;
};

/** A search or uniqueness item the record needs, identified by its key. */
type SideItem = { key: Key; field: IndexField; value: string; unique: boolean };

/**
 * Phones and the GSTIN are unique in the organisation: their uniqueness items
 * double as search items. Name words and e-mails are search items only.
 */
function sideItems(orgId: string, kind: PartyKind, id: string, party: PartyInput): SideItem[] {
  const items: SideItem[] = [];
  for (const phone of allPhones(party)) {
    items.push({ key: uniqueKey(orgId, kind, 'PHONE', phone), field: 'PHONE', value: phone, unique: true });
  }
  if (party.GSTIN)
    items.push({ key: uniqueKey(orgId, kind, 'GSTIN', party.GSTIN), field: 'GSTIN', value: party.GSTIN, unique: true });
  for (const token of nameTokens(party.DName)) {
    items.push({ key: indexKey(orgId, kind, id, 'NAME', token), field: 'NAME', value: token, unique: false });
  }
  for (const email of new Set(party.Cons.Emails)) {
    items.push({ key: indexKey(orgId, kind, id, 'EMAIL', email), field: 'EMAIL', value: email, unique: false });
  }
  return items;
}

const sideKeyId = (item: SideItem): string => item.key.sk;

function putSide(orgId: string, kind: PartyKind, id: string, item: SideItem): Write {
  const attributes = { type: 'PartyIndex', Id: id, ...searchAttributes(orgId, kind, item.field, item.value, id) };
  if (!item.unique) return { item: { Put: { TableName: tableName(), Item: { ...item.key, ...attributes } } } };
  const conflict = item.field === 'PHONE' || item.field === 'GSTIN' ? duplicateText(kind, item.field) : undefined;
  // A taken GSTIN is the GSTIN field's error; a phone may be any of several inputs, so its text stands alone.
  return uniquePointer.claim(item.key, attributes, conflict, item.field === 'GSTIN' ? 'GSTIN' : undefined);
}

// Only ever release an item this record holds.
const deleteSide = (id: string, item: SideItem): Write => uniquePointer.release(item.key, { name: 'Id', value: id });

/** Stored fields a create or edit sets; absent optional ones are removed on edit. */
const EDITABLE = [
  'Type',
  'Sltn',
  'Sex',
  'FName',
  'LName',
  'DName',
  'Cons',
  'CPerson',
  'BAdd',
  'SAdd',
  'GSTIN',
  'Cat',
  'Connect',
] as const;

const connectedAttributes = (orgId: string, kind: PartyKind, id: string, party: PartyInput) =>
  party.Connect ? { gsi2pk: connectedPartition(orgId, kind), gsi2sk: `${party.DName.toLowerCase()}#${id}` } : {};

/** The record and every item a new party needs (shared with the search benchmark's seeding). */
export function newPartyWrites(
  actor: Actor,
  kind: PartyKind,
  id: string,
  party: PartyInput,
  now = nowIso(),
): { record: PartyRecord; writes: Write[] } {
  const record: PartyRecord = {
    type: recordType(kind),
    OrgId: actor.orgId,
    Id: id,
    ...party,
    ...(kind === 'CUST' ? { Vehs: {} } : {}),
    ...creationStamps(actor, now),
  };
  const writes: Write[] = [
    {
      item: {
        Put: {
          TableName: tableName(),
          Item: {
            ...partyKey(actor.orgId, kind, id),
            ...record,
            ...connectedAttributes(actor.orgId, kind, id, party),
            ...recentAttributes(actor.orgId, kind, actor.entityId, now, id),
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    },
    ...sideItems(actor.orgId, kind, id, party).map((item) => putSide(actor.orgId, kind, id, item)),
  ];
  return { record, writes };
}

/** Writes a new party; `alsoWrite` joins the same transaction (a connection code used up). */
export async function createParty(
  actor: Actor,
  kind: PartyKind,
  id: string,
  party: PartyInput,
  alsoWrite: Write[] = [],
): Promise<PartyRecord> {
  const { record, writes } = newPartyWrites(actor, kind, id, party);
  await transact([...writes, ...alsoWrite]);
  return record;
}

/**
 * Edits a record if nobody changed it since `ver` was read. Uniqueness and
 * search items that no longer apply are released and new ones taken in the
 * same transaction, so a phone moves from one record to another atomically.
 */
export async function updateParty(
  actor: Actor,
  kind: PartyKind,
  current: PartyRecord,
  party: PartyInput,
  expectedVer: number,
  alsoWrite: Write[] = [],
): Promise<PartyRecord> {
  const { orgId } = actor;
  const id = current.Id;
  const before = new Map(sideItems(orgId, kind, id, current as PartyInput).map((i) => [sideKeyId(i), i]));
  const after = new Map(sideItems(orgId, kind, id, party).map((i) => [sideKeyId(i), i]));
  const released = [...before.values()].filter((i) => !after.has(sideKeyId(i)));
  const taken = [...after.values()].filter((i) => !before.has(sideKeyId(i)));

  const now = nowIso();
  const fields: Record<string, unknown> = { ...party, ...connectedAttributes(orgId, kind, id, party) };
  const set = Object.fromEntries([...EDITABLE, 'gsi2pk', 'gsi2sk'].map((name) => [name, fields[name]]));
  await transact([
    versionedUpdate({ key: partyKey(orgId, kind, id), expectedVer, set: { ...set, UpDt: now, UpBy: actor.userId } }),
    ...released.map((item) => deleteSide(id, item)),
    ...taken.map((item) => putSide(orgId, kind, id, item)),
    ...alsoWrite,
  ]);
  const stored = { ...current } as Record<string, unknown>;
  for (const name of EDITABLE) delete stored[name];
  return { ...(stored as PartyRecord), ...party, UpDt: now, UpBy: actor.userId, ver: expectedVer + 1 };
}

export async function getParty(
  orgId: string,
  kind: PartyKind,
  id: string,
  consistent = false,
): Promise<PartyRecord | undefined> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: partyKey(orgId, kind, id), ConsistentRead: consistent }),
  );
  return answer.Item as PartyRecord | undefined;
}

/** Parties linked to another organisation, by display name (GSI2). */
export async function listConnectedParties(orgId: string, kind: PartyKind): Promise<PartyRecord[]> {
  return queryIndexAll<PartyRecord>({
    index: 2,
    partition: connectedPartition(orgId, kind),
    attributes: ['Id', 'DName', 'Connect'],
  });
}

/** A customer or vendor record linked to another organisation's branch, with the sort key a shared room keeps to re-check it. */
export type ConnectedParty = { kind: PartyKind; sk: string; connect: { OId: string; EId: string } };

/**
 * The organisation's vendor or customer record linked to a branch of another
 * organisation (the connected-parties index of both kinds, vendors first), if any.
 * A record of one's own organisation's branch is no link.
 */
export async function findPartyConnectedTo(orgId: string, entityId: string): Promise<ConnectedParty | undefined> {
  const kinds: PartyKind[] = ['VEND', 'CUST'];
  const lists = await Promise.all(
    kinds.map(async (kind) => (await listConnectedParties(orgId, kind)).map((record) => ({ kind, record }))),
  );
  const hit = lists.flat().find(({ record }) => record.Connect?.EId === entityId && record.Connect.OId !== orgId);
  if (!hit?.record.Connect) return undefined;
  const { OId, EId } = hit.record.Connect;
  return { kind: hit.kind, sk: partyKey(orgId, hit.kind, hit.record.Id).sk, connect: { OId, EId } };
}

/** The API shape of a stored party. */
export function toParty(record: PartyRecord): Party {
  const { type: _type, OrgId: _org, Id, Vehs, CrBy: _cb, CrEntId: _ce, UpBy: _ub, ...rest } = record;
  const cleaned = Object.fromEntries(Object.entries(rest).filter(([name]) => !KEY_ATTRIBUTES.has(name))) as Omit<
    Party,
    '_id' | 'Vehs'
  >;
  return {
    _id: Id,
    ...cleaned,
    ...(Vehs ? { Vehs: Object.entries(Vehs).map(([vehId, RegNo]) => ({ _id: vehId, RegNo })) } : {}),
  };
}
