import { ulid } from 'ulid';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import type { settingsRoutes } from '@shared/api/routes/settings';
import {
  BranchSetupMessages,
  MAX_QUICK_LIST_ENTRIES,
  type QuickListEntry,
} from '@shared/reference/branch-setup-schemas';
import {
  deleteQuickListEntry,
  listQuickListEntries,
  putNewQuickListEntry,
  updateQuickListEntry,
  type EntryRefusal,
} from '../data/settings/quick-list-repo';
import type { Call } from '../lib/http/call';

/**
 * The op-code quick list of a branch (spec service-documents §7 OpCodeQuickLists;
 * platform §3 'Quick service': Pos from 1, OpCode, Desc). Each entry is its own
 * record with its own `ver`: adding never conflicts, and a change or removal
 * sent with a `ver` someone else has moved past answers 409 instead of
 * overwriting their work (docs/decisions-settings.md 13).
 */

const refused = (why: EntryRefusal): ApiError =>
  why === 'missing'
    ? new ApiError(ErrorCode.NotFound, BranchSetupMessages.quickListEntryNotFound)
    : new ApiError(ErrorCode.Conflict, Messages.conflict);

/** GET OpCodeQuickLists: every entry with its `ver`, by position. */
export function listQuickLists(call: Call<typeof settingsRoutes.listQuickLists>): Promise<QuickListEntry[]> {
  return listQuickListEntries(call.session.orgId, call.session.entityId);
}

/**
 * POST OpCodeQuickLists: adds one entry and answers it. The cap is checked on
 * the list as read, so adds racing at the very cap can pass it by the few in
 * flight; a shared counter would make every add contend on one item again.
 */
export async function createQuickList(call: Call<typeof settingsRoutes.createQuickList>): Promise<QuickListEntry> {
  const { orgId, entityId } = call.session;
  const entries = await listQuickListEntries(orgId, entityId);
  if (entries.length >= MAX_QUICK_LIST_ENTRIES)
    throw new ApiError(ErrorCode.BadRequest, BranchSetupMessages.quickListFull);
  return putNewQuickListEntry(orgId, entityId, ulid(), call.body);
}

/** PUT OpCodeQuickLists/{id}: replaces Pos, OpCode and Desc if the entry is still at the `ver` sent. */
export async function updateQuickList(call: Call<typeof settingsRoutes.updateQuickList>): Promise<QuickListEntry> {
  const { ver, ...input } = call.body;
  const saved = await updateQuickListEntry(call.session.orgId, call.session.entityId, call.params.id, input, ver);
  if (typeof saved === 'string') throw refused(saved);
  return saved;
}

/** DELETE OpCodeQuickLists/{id}?ver=n: removes the entry if it is still at that `ver`. */
export async function deleteQuickList(call: Call<typeof settingsRoutes.deleteQuickList>): Promise<{ message: string }> {
  const outcome = await deleteQuickListEntry(call.session.orgId, call.session.entityId, call.params.id, call.query.ver);
  if (outcome !== 'deleted') throw refused(outcome);
  return { message: Messages.deleted };
}
