import { orgPk, type Key } from '../table/keys';

/**
 * Keys of customers, vendors, products and their index items
 * (docs/data-model-parties.md). Every item lives in the organisation's
 * partition `ORG#<orgId>`; search items are also on GSI1 under
 * `ORG#<orgId>#<kind>#<field>#<first two characters>`, so a search (always at
 * least 2 characters) reads one GSI1 partition with `begins_with` on gsi1sk
 * `<value>#<id>`, and the index traffic spreads over many partitions.
 */
export type PartyKind = 'CUST' | 'VEND';
export type IndexKind = PartyKind | 'PROD';
export type IndexField = 'NAME' | 'PHONE' | 'EMAIL' | 'GSTIN' | 'REG' | 'VIN';

/** Characters of a search value that pick its GSI1 partition (the minimum search length). */
export const SHARD_CHARS = 2;

export const partyKey = (orgId: string, kind: PartyKind, id: string): Key => ({
  pk: orgPk(orgId),
  sk: `${kind}#${id}`,
});
export const productKey = (orgId: string, id: string): Key => ({ pk: orgPk(orgId), sk: `PROD#${id}` });
export const ownershipKey = (orgId: string, productId: string, ownershipId: string): Key => ({
  pk: orgPk(orgId),
  sk: `PRODOWN#${productId}#${ownershipId}`,
});
export const ownershipPrefix = (productId: string): string => `PRODOWN#${productId}#`;

/** Uniqueness item: one per phone or GSTIN of a party, registration number or VIN of a product. */
export const uniqueKey = (orgId: string, kind: IndexKind, field: IndexField, value: string): Key => ({
  pk: orgPk(orgId),
  sk: `UQ#${kind}#${field}#${value}`,
});

/** Search item that is not also a uniqueness item (name words, e-mails, registration suffixes). */
export const indexKey = (orgId: string, kind: IndexKind, id: string, field: IndexField, value: string): Key => ({
  pk: orgPk(orgId),
  sk: `IDX#${kind}#${id}#${field}#${value}`,
});

export const searchPartition = (orgId: string, kind: IndexKind, field: IndexField, value: string): string =>
  `${orgPk(orgId)}#${kind}#${field}#${value.slice(0, SHARD_CHARS)}`;

export const searchAttributes = (orgId: string, kind: IndexKind, field: IndexField, value: string, id: string) => ({
  gsi1pk: searchPartition(orgId, kind, field, value),
  gsi1sk: `${value}#${id}`,
});

/** GSI2 partition listing the parties linked to another organisation (AllConnected). */
export const connectedPartition = (orgId: string, kind: PartyKind): string => `${orgPk(orgId)}#${kind}#CONNECTED`;

/**
 * GSI1 partition of the records a branch created, newest last by `<CrDt>#<id>`:
 * a search screen lists the branch's most recent customers, vendors or vehicles
 * before any search. One partition per organisation, branch and kind.
 */
export const recentPartition = (orgId: string, kind: IndexKind, entityId: string): string =>
  `${orgPk(orgId)}#${kind}#RECENT#${entityId}`;

/** Written on the record itself when it is created, so it is in the record's own transaction. */
export const recentAttributes = (orgId: string, kind: IndexKind, entityId: string, crDt: string, id: string) => ({
  gsi1pk: recentPartition(orgId, kind, entityId),
  gsi1sk: `${crDt}#${id}`,
});
