import { codePartition as codePrefixOf, type SearchKey } from '@shared/catalogue/search-keys';
import type { Key } from '../table/keys';
import { orgPk } from '../table/keys';

/**
 * Keys of the catalogue (docs/catalogue.md §4, docs/data-model-catalogue.md). The
 * system catalogue lives under `SYS#CAT`, an organisation's own records under
 * `ORG#<o>#CAT`; every other key is built from that owner prefix, so the OWN
 * settings choose partitions, never a filter.
 */

/** Searchable kinds: complaints, operations, parts. */
export type CatalogueKind = 'COMPL' | 'OP' | 'PART';

/** Whose records: the system catalogue or one organisation's. */
type SystemOwner = { readonly system: true };
export type Owner = SystemOwner | { readonly orgId: string };
export const SYSTEM_OWNER: Owner = { system: true };
export const orgOwner = (orgId: string): Owner => ({ orgId });
export const isSystem = (owner: Owner): owner is SystemOwner => 'system' in owner;

export const ownerPk = (owner: Owner): string => (isSystem(owner) ? 'SYS#CAT' : `${orgPk(owner.orgId)}#CAT`);

/** A record: `<owner> / <KIND>#<id>`. */
export const recordKey = (owner: Owner, kind: string, id: string): Key => ({ pk: ownerPk(owner), sk: `${kind}#${id}` });

/** Description order, then id (ties): the sort key of lists and word searches. */
export const descSortKey = (desc: string, id: string): string => `${desc.toLowerCase().slice(0, 40)}#${id}`;

/** GSI1 of a record: every record of a kind in description order (settings lists). */
export const listPartition = (owner: Owner, kind: CatalogueKind): string => `${ownerPk(owner)}#${kind}#LIST`;
/** GSI2 of an active record: its category, in description order (Parts/ByCategory, ARLabors). */
export const categoryPartition = (owner: Owner, kind: CatalogueKind, cat: string): string =>
  `${ownerPk(owner)}#${kind}#CAT#${cat}`;

/** GSI1 of a word-prefix index item. */
export const wordPartition = (owner: Owner, kind: CatalogueKind, prefix: string): string =>
  `${ownerPk(owner)}#${kind}#W#${prefix}`;
/** GSI1 of a code index item: the code's first two characters. */
export const codePartitionOf = (owner: Owner, kind: CatalogueKind, partition: string): string =>
  `${ownerPk(owner)}#${kind}#C#${partition}`;

/** The index item of one search key, with its GSI1 keys. */
export function indexItemKeys(owner: Owner, kind: CatalogueKind, id: string, desc: string, key: SearchKey) {
  return {
    pk: ownerPk(owner),
    sk: `IDX#${kind}#${id}#${key.field}#${key.value}`,
    gsi1pk:
      key.field === 'W' ? wordPartition(owner, kind, key.value) : codePartitionOf(owner, kind, codePrefixOf(key.value)),
    gsi1sk: key.field === 'W' ? descSortKey(desc, id) : `${key.value}#${id}`,
  };
}

/** The ids of system records an organisation keeps its own copy of: `ORG#<o>#CAT / OVR#<KIND>`. */
export const overridesKey = (orgId: string, kind: string): Key => ({ pk: ownerPk(orgOwner(orgId)), sk: `OVR#${kind}` });

/** The seed marker: which version of the shipped system catalogue is stored. */
export const systemSeedKey: Key = { pk: 'SYS#CAT', sk: 'SEED' };
