import { ulid } from 'ulid';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import { CatalogueMessages } from '@shared/catalogue/catalogue-messages';
import {
  getListItem,
  listItems,
  listNameKey,
  putListItem,
  type ListItem,
  type ListName,
} from '../data/catalogue/named-list-repo';
import type { Write } from '../data/table/transact';
import { uniquePointer } from '../data/table/unique-pointer';

/**
 * The short settings lists (service categories, work-order types, makes, models):
 * the system's entries (shipped constants, `Own: false`, ver 0) and the
 * organisation's items, an own item standing in for the system entry of the same id.
 */
export type Entry = ListItem & { Own: boolean; Act: boolean };

export async function visibleEntries(
  orgId: string,
  list: ListName,
  system: readonly ListItem[],
  ownOnly: boolean,
  all: boolean,
): Promise<Entry[]> {
  const own = await listItems(orgId, list);
  const ownIds = new Set(own.map((i) => i._id));
  const entries: Entry[] = [
    ...(ownOnly
      ? []
      : system.filter((s) => !ownIds.has(s._id)).map((s): Entry => ({ ...s, Act: true, ver: 0, Own: false }))),
    ...own.map((i): Entry => ({ ...i, Act: i.Act !== false, Own: true })),
  ];
  return entries.filter((e) => all || e.Act);
}

/**
 * Lists whose entries are told apart by name: a second category, order type,
 * make or model (of the same make) with a name already there is refused as an
 * error of its Name field (409), never saved beside the first.
 */
const NAMED: Partial<Record<ListName, (fields: Record<string, unknown>) => string>> = {
  SCAT: () => '',
  WOT: () => '',
  MAKE: () => '',
  MODEL: (fields) => String(fields.MakeId ?? ''),
};

const sameName = (a: unknown, b: unknown): boolean =>
  typeof a === 'string' &&
  typeof b === 'string' &&
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The name claims of a write: the new name claimed, a changed name's old claim
 * released; refused at once when a system entry of the list (which has no claim
 * item) already has the name.
 */
function nameClaims(
  orgId: string,
  list: ListName,
  system: readonly ListItem[],
  id: string,
  next: Record<string, unknown>,
  before?: Record<string, unknown>,
): Write[] {
  const scopeOf = NAMED[list];
  if (!scopeOf || typeof next.Name !== 'string') return [];
  const scope = scopeOf(next);
  if (before && sameName(before.Name, next.Name) && scopeOf(before) === scope) return [];
  const taken = CatalogueMessages.nameTaken(next.Name);
  if (system.some((s) => s._id !== id && scopeOf(s) === scope && sameName(s.Name, next.Name))) {
    throw new ApiError(ErrorCode.Conflict, taken, [{ path: 'Name', message: taken }]);
  }
  const claim = uniquePointer.claim(
    listNameKey(orgId, list, scope, next.Name),
    { type: 'CatalogueName', Id: id },
    taken,
    'Name',
  );
  const release =
    before && typeof before.Name === 'string'
      ? [uniquePointer.release(listNameKey(orgId, list, scopeOf(before), before.Name), { name: 'Id', value: id })]
      : [];
  return [claim, ...release];
}

/**
 * An import's rows whose name is already in the list (or earlier in the file), as
 * row errors of the Name field: found before anything is written, so an import
 * stays all or nothing.
 */
export async function importNameClashes(
  orgId: string,
  list: ListName,
  system: readonly ListItem[],
  ownOnly: boolean,
  rows: readonly Record<string, unknown>[],
): Promise<{ row: number; field: string; message: string }[]> {
  const scopeOf = NAMED[list];
  if (!scopeOf) return [];
  const key = (fields: Record<string, unknown>) =>
    `${scopeOf(fields)}#${String(fields.Name).trim().replace(/\s+/g, ' ').toLowerCase()}`;
  const taken = new Set((await visibleEntries(orgId, list, system, ownOnly, true)).map(key));
  return rows.flatMap((row, i) => {
    const k = key(row);
    if (!taken.has(k)) {
      taken.add(k);
      return [];
    }
    return [{ row: i + 1, field: 'Name', message: CatalogueMessages.nameTaken(String(row.Name)) }];
  });
}

export async function createEntry(
  orgId: string,
  list: ListName,
  prefix: string,
  fields: Record<string, unknown>,
  system: readonly ListItem[] = [],
): Promise<Entry> {
  const item = { ...fields, _id: `${prefix}${ulid()}`, Act: true, ver: 1 };
  await putListItem(orgId, list, item, undefined, nameClaims(orgId, list, system, item._id, item));
  return { ...item, Own: true };
}

/** An edit at `ver`: of the own item, or (ver 0) a first own copy of the system entry. */
export async function editEntry(
  orgId: string,
  list: ListName,
  system: readonly ListItem[],
  ownOnly: boolean,
  id: string,
  edit: Record<string, unknown> & { ver: number },
): Promise<Entry> {
  const { ver, ...changes } = edit;
  const own = await getListItem(orgId, list, id);
  const base = own ?? (ownOnly ? undefined : system.find((s) => s._id === id));
  if (!base) throw new ApiError(ErrorCode.NotFound, CatalogueMessages.notFound);
  const current = own ? own.ver : 0;
  if (ver !== current) throw new ApiError(ErrorCode.Conflict, Messages.conflict);
  const next = { ...base, Act: own ? own.Act !== false : true, ...changes, _id: id, ver: current + 1 };
  // A first own copy of a system entry claims its name; the system entry it stands in for is not a clash.
  await putListItem(orgId, list, next, own ? current : undefined, nameClaims(orgId, list, system, id, next, own));
  return { ...next, Act: next.Act !== false, Own: true };
}
