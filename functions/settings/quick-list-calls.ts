import { ulid } from 'ulid';
import { ApiError, ErrorCode } from '@shared/api/errors';
import type { settingsRoutes } from '@shared/api/routes/settings';
import {
  BranchSetupMessages,
  MAX_QUICK_LIST_ENTRIES,
  type QuickListEntry,
  type QuickListInput,
} from '@shared/reference/branch-setup-schemas';
import { getQuickList, saveQuickList } from '../data/settings/quick-list-repo';
import type { Call, SessionContext } from '../lib/http/call';

/**
 * The op-code quick list of a branch (spec service-documents §7 OpCodeQuickLists):
 * entries with Pos from 1, OpCode and Desc. A position already used is refused
 * with 409, unless the change asks to Shift, which moves the entry there and
 * pushes the entries in its way down one place each (reordering).
 */

const byPos = (a: QuickListEntry, b: QuickListEntry): number => a.Pos - b.Pos;

function positionTaken(entries: readonly QuickListEntry[], pos: number, exceptId?: string): QuickListEntry | undefined {
  return entries.find((e) => e.Pos === pos && e._id !== exceptId);
}

/** Puts `entry` at its Pos, pushing the entries in its way down one place each (cascading). */
export function shiftInto(entries: readonly QuickListEntry[], entry: QuickListEntry): QuickListEntry[] {
  const others = entries.filter((e) => e._id !== entry._id).sort(byPos);
  const placed: QuickListEntry[] = [entry];
  let nextFree = entry.Pos;
  for (const e of others) {
    if (e.Pos < entry.Pos) placed.push(e);
    else if (e.Pos <= nextFree) {
      nextFree += 1;
      placed.push({ ...e, Pos: nextFree });
    } else placed.push(e);
  }
  return placed.sort(byPos);
}

async function change(
  session: SessionContext,
  edit: (entries: QuickListEntry[]) => QuickListEntry[],
): Promise<QuickListEntry[]> {
  const read = await getQuickList(session.orgId, session.entityId);
  const next = edit(read.Entries).sort(byPos);
  if (next.length > MAX_QUICK_LIST_ENTRIES || next.some((e) => e.Pos > MAX_QUICK_LIST_ENTRIES)) {
    throw new ApiError(ErrorCode.BadRequest, BranchSetupMessages.quickListFull);
  }
  await saveQuickList(session.orgId, session.entityId, read, next);
  return next;
}

const refuseTaken = (entries: readonly QuickListEntry[], input: QuickListInput, exceptId?: string): void => {
  const taken = positionTaken(entries, input.Pos, exceptId);
  if (taken) throw new ApiError(ErrorCode.Conflict, BranchSetupMessages.quickListPositionTaken(input.Pos, taken.OpCode));
};

/** GET OpCodeQuickLists: the list in position order. */
export async function listQuickLists(call: Call<typeof settingsRoutes.listQuickLists>): Promise<QuickListEntry[]> {
  return (await getQuickList(call.session.orgId, call.session.entityId)).Entries.sort(byPos);
}

/** POST OpCodeQuickLists: adds an entry at a free position; answers the whole list. */
export const createQuickList = (call: Call<typeof settingsRoutes.createQuickList>): Promise<QuickListEntry[]> =>
  change(call.session, (entries) => {
    if (entries.length >= MAX_QUICK_LIST_ENTRIES) throw new ApiError(ErrorCode.BadRequest, BranchSetupMessages.quickListFull);
    refuseTaken(entries, call.body);
    return [...entries, { _id: ulid(), ...call.body }];
  });

/** PUT OpCodeQuickLists/{id}: edits an entry; with Shift, moves it to a used position (reorder). */
export const updateQuickList = (call: Call<typeof settingsRoutes.updateQuickList>): Promise<QuickListEntry[]> =>
  change(call.session, (entries) => {
    const current = entries.find((e) => e._id === call.params.id);
    if (!current) throw new ApiError(ErrorCode.NotFound, BranchSetupMessages.quickListEntryNotFound);
    const { Shift, ...input } = call.body;
    const updated: QuickListEntry = { _id: current._id, ...input };
    if (Shift) return shiftInto(entries, updated);
    refuseTaken(entries, input, current._id);
    return entries.map((e) => (e._id === current._id ? updated : e));
  });

/** DELETE OpCodeQuickLists/{id}: removes an entry; the others keep their positions. */
export const deleteQuickList = (call: Call<typeof settingsRoutes.deleteQuickList>): Promise<QuickListEntry[]> =>
  change(call.session, (entries) => {
    if (!entries.some((e) => e._id === call.params.id)) throw new ApiError(ErrorCode.NotFound, BranchSetupMessages.quickListEntryNotFound);
    return entries.filter((e) => e._id !== call.params.id);
  });
