import { ulid } from 'ulid';
import { ApiError, ErrorCode, type FieldError } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import type { inventorySettingsRoutes } from '@shared/api/routes/inventory-settings';
import { isInventoryFeatureOn } from '@shared/inventory/inventory-features';
import { SettingsListMessages as M } from '@shared/inventory/settings-list-messages';
import {
  LIST_DEFINITIONS,
  LIST_ENTRY_INPUTS,
  MAX_LIST_ENTRIES,
  nameKey,
  newEntryDefaults,
  type ListEntry,
  type ListEntryFields,
  type ListRemoval,
  type SettingsList,
} from '@shared/inventory/settings-lists';
import { humanMessages } from '@shared/validation/error-map';
import {
  putNewEntry,
  readEntry,
  readList,
  removeEntry,
  updateEntry,
  type EntryRefusal,
  type ListOwner,
} from '../data/settings/inventory-lists-repo';
import { listWarehouses } from '../data/settings/warehouses-repo';
import type { Call, SessionContext } from '../lib/http/call';

/**
 * The inventory settings lists (docs/inventory-settings.md §3): one set of
 * calls for every list. The body's fields are laid over the stored entry (or a
 * new one's defaults) and the whole is checked with the list's own schema, so
 * a change never resets what it left out and a list never takes another's
 * fields. Every change is conditional on the entry's `ver`.
 */

const ownerOf = (session: SessionContext, list: SettingsList): ListOwner => ({
  orgId: session.orgId,
  entityId: session.entityId,
  list,
});

const refused = (why: EntryRefusal): ApiError =>
  why === 'missing'
    ? new ApiError(ErrorCode.NotFound, M.entryNotFound)
    : new ApiError(ErrorCode.Conflict, Messages.conflict);

const badRequest = (errors: FieldError[]): ApiError =>
  new ApiError(ErrorCode.BadRequest, errors[0]?.message ?? Messages.validationFailed, errors);

/** A list whose feature is off in the branch takes no changes (its screen is hidden too). */
function requireFeature(session: SessionContext, list: SettingsList): void {
  const feature = LIST_DEFINITIONS[list].feature;
  if (feature && !isInventoryFeatureOn(session.entity?.Config, feature))
    throw new ApiError(ErrorCode.Forbidden, M.featureOff);
}

/**
 * The entry as it would be saved, checked whole: the list's schema, a name not
 * already on the list (per warehouse for locations), a location's warehouse
 * one of the branch's.
 */
async function checked(
  session: SessionContext,
  list: SettingsList,
  fields: Record<string, unknown>,
  others: readonly ListEntry[],
): Promise<Omit<ListEntry, '_id' | 'ver'>> {
  const parsed = LIST_ENTRY_INPUTS[list].safeParse(fields, humanMessages);
  if (!parsed.success)
    throw badRequest(parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })));
  const entry = parsed.data as Omit<ListEntry, '_id' | 'ver'>;
  if (others.some((other) => nameKey(other) === nameKey(entry)))
    throw badRequest([{ path: 'Name', message: M.nameTaken(entry.Name) }]);
  if (entry.WhId !== undefined) {
    const warehouses = await listWarehouses(session.orgId, session.entityId);
    if (!warehouses.some((w) => w._id === entry.WhId))
      throw badRequest([{ path: 'WhId', message: M.warehouseUnknown }]);
  }
  return entry;
}

/** GET Inventory/Settings/Lists/{list}: every entry with its `ver`, active first, by name. */
export function listSettingsEntries(call: Call<typeof inventorySettingsRoutes.listSettingsEntries>) {
  return readList(ownerOf(call.session, call.params.list));
}

/**
 * POST Inventory/Settings/Lists/{list}: adds an entry (active unless sent
 * otherwise). The cap and the name are checked on the list as read: two
 * admins adding one name at the same instant can both succeed, and one of
 * the two is then deactivated or removed like any other entry.
 */
export async function createSettingsEntry(call: Call<typeof inventorySettingsRoutes.createSettingsEntry>) {
  const { list } = call.params;
  requireFeature(call.session, list);
  const owner = ownerOf(call.session, list);
  const entries = await readList(owner);
  if (entries.length >= MAX_LIST_ENTRIES) throw new ApiError(ErrorCode.BadRequest, M.listFull(MAX_LIST_ENTRIES));
  const entry = await checked(call.session, list, { ...newEntryDefaults(list), ...call.body }, entries);
  return putNewEntry(owner, { ...entry, _id: ulid(), ver: 1 });
}

/** The stored entry's own fields, with what the body sends laid over them. */
function merged(stored: ListEntry, body: ListEntryFields): Record<string, unknown> {
  const { _id, ver, Used, ...fields } = stored;
  const next: Record<string, unknown> = { ...fields, ...body };
  // A field that stops being a choice field drops its choices, unless the body sends some (then it is refused).
  if (next.Type !== 'choice' && body.Choices === undefined) delete next.Choices;
  return next;
}

/** PUT Inventory/Settings/Lists/{list}/{id}: renames, deactivates or edits, at the `ver` read. */
export async function updateSettingsEntry(call: Call<typeof inventorySettingsRoutes.updateSettingsEntry>) {
  const { list, id } = call.params;
  requireFeature(call.session, list);
  const owner = ownerOf(call.session, list);
  const { ver, ...body } = call.body;
  const stored = await readEntry(owner, id);
  if (!stored) throw refused('missing');
  if (stored.ver !== ver) throw refused('stale');
  const others = (await readList(owner)).filter((e) => e._id !== id);
  const entry = await checked(call.session, list, merged(stored, body), others);
  // Every field the list takes is written; one the entry no longer has (a choice field's choices) is removed.
  const saved = await updateEntry(owner, id, { ...entry, Choices: entry.Choices }, ver);
  if (typeof saved === 'string') throw refused(saved);
  return saved;
}

/** DELETE Inventory/Settings/Lists/{list}/{id}?ver=n: removes an unused entry, deactivates a used one. */
export async function removeSettingsEntry(
  call: Call<typeof inventorySettingsRoutes.removeSettingsEntry>,
): Promise<ListRemoval> {
  const { list, id } = call.params;
  requireFeature(call.session, list);
  const outcome = await removeEntry(ownerOf(call.session, list), id, call.query.ver);
  if (typeof outcome === 'string') throw refused(outcome);
  return outcome.removed
    ? { message: Messages.deleted, Removed: true }
    : { message: M.deactivated(outcome.entry.Name), Removed: false, Entry: outcome.entry };
}
