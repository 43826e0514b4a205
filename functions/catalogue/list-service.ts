import { ulid } from 'ulid';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import { CatalogueMessages } from '@shared/catalogue/catalogue-messages';
import { getListItem, listItems, putListItem, type ListItem, type ListName } from '../data/catalogue/named-list-repo';

/**
 * The short settings lists (service categories, work-order types, makes, models):
 * the system's entries (shipped constants, `Own: false`, ver 0) and the
 * organisation's items, an own item standing in for the system entry of the same id.
 */
export type Entry = ListItem & { Own: boolean; Act: boolean };

export async function visibleEntries(orgId: string, list: ListName, system: readonly ListItem[], ownOnly: boolean, all: boolean): Promise<Entry[]> {
  const own = await listItems(orgId, list);
  const ownIds = new Set(own.map((i) => i._id));
  const entries: Entry[] = [
    ...(ownOnly ? [] : system.filter((s) => !ownIds.has(s._id)).map((s): Entry => ({ ...s, Act: true, ver: 0, Own: false }))),
    ...own.map((i): Entry => ({ ...i, Act: i.Act !== false, Own: true })),
  ];
  return entries.filter((e) => all || e.Act);
}

export async function createEntry(orgId: string, list: ListName, prefix: string, fields: Record<string, unknown>): Promise<Entry> {
  const item = { ...fields, _id: `${prefix}${ulid()}`, Act: true, ver: 1 };
  await putListItem(orgId, list, item, undefined);
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
  await putListItem(orgId, list, next, own ? current : undefined);
  return { ...next, Act: next.Act !== false, Own: true };
}
