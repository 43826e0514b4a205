import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { LIST_DEFINITIONS, type SettingsList } from '@shared/inventory/settings-list-definitions';
import type { ListEntry } from '@shared/inventory/settings-lists';
import { db, tableName } from '../../lib/aws-clients';
import { nowIso, orgPk, type Key } from '../table/keys';
import { queryAll } from '../table/query-all';
import { versionedDeleteInput, versionedUpdateInput } from '../table/versioned-update';

/**
 * The inventory settings lists (docs/inventory-settings.md §2): one item per
 * entry, each with its own `ver`, in one item collection per list:
 * `ORG#o#ENT#<entId>#INVLIST#<list>` for a branch's list (reasons, locations),
 * `ORG#o#INVLIST#<list>` for the organisation's (product types, categories,
 * attributes, custom fields); sort key `ENTRY#<id>`. A list is one Query.
 * A seeded list (reasons) also holds `#SEEDED`, written with its first entries
 * in one transaction, so a list emptied on purpose is not seeded again.
 */

/** Whose list: the organisation, and the branch for a branch's list. */
export type ListOwner = { orgId: string; entityId: string; list: SettingsList };

export const listPk = ({ orgId, entityId, list }: ListOwner): string =>
  LIST_DEFINITIONS[list].scope === 'branch'
    ? `${orgPk(orgId)}#ENT#${entityId}#INVLIST#${list}`
    : `${orgPk(orgId)}#INVLIST#${list}`;
const ENTRY = 'ENTRY#';
const SEEDED = '#SEEDED';
const entryKey = (owner: ListOwner, id: string): Key => ({ pk: listPk(owner), sk: `${ENTRY}${id}` });

type EntryRecord = ListEntry & Key & { type: 'InventoryListEntry'; OrgId: string; List: string; CrDt: string };

const FIELDS = ['_id', 'Name', 'Active', 'Used', 'WhId', 'Values', 'Type', 'Choices', 'Req', 'ver'] as const;
const strip = (record: EntryRecord): ListEntry =>
  Object.fromEntries(FIELDS.flatMap((f) => (record[f] === undefined ? [] : [[f, record[f]]]))) as ListEntry;

/** Active first, then by name: the order the screens and pickers show. */
const byName = (a: ListEntry, b: ListEntry): number =>
  Number(b.Active) - Number(a.Active) || a.Name.localeCompare(b.Name, 'en-IN', { sensitivity: 'base' });

const recordOf = (owner: ListOwner, entry: ListEntry, now: string): EntryRecord => ({
  ...entryKey(owner, entry._id),
  type: 'InventoryListEntry',
  OrgId: owner.orgId,
  List: owner.list,
  ...entry,
  CrDt: now,
});

/** The seeded entries' ids are their names made into words, so two first reads write the same items. */
const seedId = (name: string): string => `seed-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** Writes the list's first entries and the marker together; a racing reader's identical seed loses harmlessly. */
async function seed(owner: ListOwner, names: readonly string[]): Promise<void> {
  const now = nowIso();
  const entries = names.map((Name) => recordOf(owner, { _id: seedId(Name), Name, Active: true, ver: 1 }, now));
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { pk: listPk(owner), sk: SEEDED, OrgId: owner.orgId, CrDt: now },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          ...entries.map((Item) => ({ Put: { TableName: tableName(), Item } })),
        ],
      }),
    );
  } catch (error) {
    // Someone seeded first (their marker is there): their entries are the list.
    if ((error as Error).name !== 'TransactionCanceledException') throw error;
  }
}

async function queryList(owner: ListOwner): Promise<{ entries: ListEntry[]; seeded: boolean }> {
  const items = await queryAll<EntryRecord | (Key & { sk: typeof SEEDED })>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': listPk(owner) },
    ConsistentRead: true,
  });
  const entries = items.flatMap((item) => (item.sk.startsWith(ENTRY) ? [strip(item as EntryRecord)] : []));
  return { entries: entries.sort(byName), seeded: items.some((item) => item.sk === SEEDED) };
}

/** Every entry of the list, active first then by name; a seeded list is seeded on its first read. */
export async function readList(owner: ListOwner): Promise<ListEntry[]> {
  const names = LIST_DEFINITIONS[owner.list].seed;
  const first = await queryList(owner);
  if (!names || first.seeded) return first.entries;
  await seed(owner, names);
  return (await queryList(owner)).entries;
}

export async function readEntry(owner: ListOwner, id: string): Promise<ListEntry | undefined> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: entryKey(owner, id), ConsistentRead: true }),
  );
  return answer.Item ? strip(answer.Item as EntryRecord) : undefined;
}

export async function putNewEntry(owner: ListOwner, entry: ListEntry): Promise<ListEntry> {
  const item = recordOf(owner, entry, nowIso());
  await db().send(
    new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
  );
  return strip(item);
}

/** Why a change was refused: the entry is gone, or it moved past the `ver` sent. */
export type EntryRefusal = 'missing' | 'stale';

const refusal = async (owner: ListOwner, id: string, error: unknown): Promise<EntryRefusal> => {
  if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  return (await readEntry(owner, id)) ? 'stale' : 'missing';
};

/** Writes the entry's fields (`undefined` removes one) if it is still at `ver`. */
export async function updateEntry(
  owner: ListOwner,
  id: string,
  set: Readonly<Record<string, unknown>>,
  ver: number,
): Promise<ListEntry | EntryRefusal> {
  try {
    const answer = await db().send(
      new UpdateCommand({
        ...versionedUpdateInput({ key: entryKey(owner, id), expectedVer: ver, set: { ...set, UpDt: nowIso() } }),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return strip(answer.Attributes as EntryRecord);
  } catch (error) {
    return refusal(owner, id, error);
  }
}

/**
 * Removes the entry if it is still at `ver` and nothing names it; one in use
 * (or put to use in the same instant: the condition sees it) is deactivated
 * at that `ver` instead, so what names it keeps reading right.
 */
export async function removeEntry(
  owner: ListOwner,
  id: string,
  ver: number,
): Promise<{ removed: true } | { removed: false; entry: ListEntry } | EntryRefusal> {
  const remove = versionedDeleteInput(entryKey(owner, id), ver);
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
  const stored = await readEntry(owner, id);
  if (!stored) return 'missing';
  if (stored.ver !== ver || !stored.Used) return 'stale';
  const deactivated = await updateEntry(owner, id, { Active: false }, ver);
  return typeof deactivated === 'string' ? deactivated : { removed: false, entry: deactivated };
}

/**
 * Marks entries as named by a stored record, each only while it is active: the
 * ids answered were not (deactivated or removed since they were read). An
 * entry is marked once; `ver` stays, since nobody's edit is overwritten.
 */
export async function markUsed(owner: ListOwner, ids: readonly string[]): Promise<string[]> {
  const refused: string[] = [];
  await Promise.all(
    ids.map(async (id) => {
      try {
        await db().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: entryKey(owner, id),
            UpdateExpression: 'SET Used = :used',
            ConditionExpression: 'Active = :used',
            ExpressionAttributeValues: { ':used': true },
          }),
        );
      } catch (error) {
        if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
        refused.push(id);
      }
    }),
  );
  return refused;
}
