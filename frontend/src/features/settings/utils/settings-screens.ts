import { isPermitted, type AccessContext } from '@shared/access/access-model';
import { isScreenInBranch, SETTINGS_GROUPS, type ScreenEntry, type SettingsGroup } from '../../../lib/screen-manifest';
import { SCREEN_RULES } from '../../../lib/screen-rules';

/**
 * The settings screens this user may open, by group, in menu order; empty groups
 * are left out (spec platform §2 'Settings', §6). Screens come from the app's
 * manifests: every entry with a group and a description is a card.
 */
export function visibleSettings(
  ctx: AccessContext,
  screens: readonly ScreenEntry[],
): { group: SettingsGroup; screens: ScreenEntry[] }[] {
  const cards = screens.filter((s) => s.group !== undefined && s.description !== undefined);
  const opens = (s: ScreenEntry) =>
    isScreenInBranch(s, ctx.config) && (s.rule ? SCREEN_RULES[s.rule](ctx) : isPermitted(s.permission, ctx));
  return SETTINGS_GROUPS.map((group) => ({
    group,
    screens: cards.filter((s) => s.group === group && opens(s)),
  })).filter((entry) => entry.screens.length > 0);
}
