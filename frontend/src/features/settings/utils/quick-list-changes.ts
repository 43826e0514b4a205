import {
  BranchSetupMessages,
  MAX_QUICK_LIST_ENTRIES,
  quickListInput,
  type QuickListEntry,
} from '@shared/reference/branch-setup-schemas';
import * as z from 'zod';
import type { QuickListChange, QuickListOutcome } from '../api/quick-list';

/**
 * The quick-list screen edits the list as grid lines. A line's place in the grid
 * is its position (Pos 1, 2, 3…); each line remembers the entry it shows (`_id`),
 * and the entries as last read (the baseline) hold the `ver` each save is made
 * against.
 */
export const quickListLine = z.object({
  /** The line's own key: the entry id, or a made-up one until a new line is saved. */
  Key: z.string(),
  _id: z.string().optional(),
  OpCode: quickListInput.shape.OpCode,
  Desc: quickListInput.shape.Desc,
});
export type QuickListLine = z.infer<typeof quickListLine>;
export const quickListForm = z.object({
  rows: z.array(quickListLine).max(MAX_QUICK_LIST_ENTRIES, BranchSetupMessages.quickListFull),
});
export type QuickListForm = z.infer<typeof quickListForm>;

let lastKey = 0;
export const blankLine = (): QuickListLine => ({ Key: `new-${++lastKey}`, OpCode: '', Desc: '' });
export const lineOf = (entry: QuickListEntry): QuickListLine => ({
  Key: entry._id,
  _id: entry._id,
  OpCode: entry.OpCode,
  Desc: entry.Desc,
});

/** A line added and left empty is not an entry; it is dropped rather than refused. */
export const isBlankNewLine = (line: QuickListLine): boolean =>
  line._id === undefined && line.OpCode.trim() === '' && line.Desc.trim() === '';

/** What saving the lines would send: new lines, lines whose place or text changed, and entries no longer listed. */
export function quickListChanges(
  lines: readonly QuickListLine[],
  baseline: readonly QuickListEntry[],
): QuickListChange[] {
  const read = new Map(baseline.map((entry) => [entry._id, entry]));
  const changes: QuickListChange[] = [];
  lines.forEach((line, index) => {
    if (isBlankNewLine(line)) return;
    const input = { Pos: index + 1, OpCode: line.OpCode.trim(), Desc: line.Desc.trim() };
    const before = line._id === undefined ? undefined : read.get(line._id);
    if (line._id === undefined || !before) {
      changes.push({ kind: 'create', key: line.Key, input });
    } else if (before.Pos !== input.Pos || before.OpCode !== input.OpCode || before.Desc !== input.Desc) {
      changes.push({ kind: 'update', key: line.Key, id: line._id, input, ver: before.ver });
    }
  });
  const listed = new Set(lines.flatMap((line) => (line._id === undefined ? [] : [line._id])));
  for (const entry of baseline) {
    if (!listed.has(entry._id)) changes.push({ kind: 'delete', key: entry._id, id: entry._id, ver: entry.ver });
  }
  return changes;
}

/** The baseline after a save: what the server answered replaces what was read; refused changes leave it as it was. */
export function baselineAfter(
  baseline: readonly QuickListEntry[],
  outcomes: readonly QuickListOutcome[],
): QuickListEntry[] {
  const next = new Map(baseline.map((entry) => [entry._id, entry]));
  for (const outcome of outcomes) {
    if (!outcome.ok) continue;
    if (outcome.change.kind === 'delete') next.delete(outcome.change.id);
    else if (outcome.entry) next.set(outcome.entry._id, outcome.entry);
  }
  return [...next.values()];
}
