import { ApiError, ErrorCode, type FieldError } from '@shared/api/errors';
import { SettingsListMessages } from '@shared/inventory/settings-list-messages';
import { markUsed, readList } from '../data/settings/inventory-lists-repo';
import type { SessionContext } from '../lib/http/call';

/**
 * An adjustment's reasons come from the branch's active reasons list
 * (settings/inventory/reasons, docs/inventory-settings.md §2). Each line's
 * reason must name an active entry (case aside; the line stores the list's
 * spelling). Only once every check of the adjustment has passed are the
 * entries marked used (once each, while still active), so removing one later
 * deactivates it instead and the stored lines, which keep the text, read right.
 *
 * `plan` runs the adjustment's other line checks with the reasons as the list
 * spells them; its refusals and the reasons' are answered together.
 */
export async function withAdjustmentReasons<T>(
  session: SessionContext,
  lines: readonly { Reason: string }[],
  plan: (reasons: readonly string[]) => Promise<T>,
): Promise<T> {
  const owner = { orgId: session.orgId, entityId: session.entityId, list: 'Reasons' as const };
  const active = (await readList(owner)).filter((entry) => entry.Active);
  const byText = new Map(active.map((entry) => [entry.Name.trim().toLowerCase(), entry]));
  const entries = lines.map((line) => byText.get(line.Reason.trim().toLowerCase()));
  const refusal = (i: number): FieldError => ({
    path: `Lines.${i}.Reason`,
    message: SettingsListMessages.reasonNotActive(lines[i]?.Reason ?? ''),
  });
  const errors = entries.flatMap((entry, i) => (entry ? [] : [refusal(i)]));
  let planned: T | undefined;
  try {
    planned = await plan(lines.map((line, i) => entries[i]?.Name ?? line.Reason));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== ErrorCode.BadRequest || errors.length === 0) throw error;
    errors.push(...(error.errors ?? []));
  }
  if (errors.length === 0) {
    const unmarked = [...new Set(entries)].filter((entry) => entry !== undefined && !entry.Used);
    // Deactivated or removed between the read and the mark: refused like any inactive reason.
    const lost = new Set(
      await markUsed(
        owner,
        unmarked.map((entry) => entry?._id ?? ''),
      ),
    );
    entries.forEach((entry, i) => {
      if (entry && lost.has(entry._id)) errors.push(refusal(i));
    });
  }
  if (errors.length > 0 || planned === undefined)
    throw new ApiError(ErrorCode.BadRequest, errors[0]?.message ?? SettingsListMessages.reasonNotActive(''), errors);
  return planned;
}
