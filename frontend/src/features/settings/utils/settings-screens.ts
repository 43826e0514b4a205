import { canOpenQuickList, canOpenServiceSettings, canOpenSettings, canOpenWarehouseSettings, canSetupLaborTimeGuide, isPermitted, type AccessContext } from '@shared/access/access-model';
import { isScreenInBranch, SETTINGS_GROUPS, type ScreenEntry, type SettingsGroup, type SettingsRule } from '../../../lib/screen-manifest';

/** The access model's rule behind each name a manifest entry may give. */
const RULES: Record<SettingsRule, (ctx: AccessContext) => boolean> = {
  settings: canOpenSettings,
  quickList: canOpenQuickList,
  warehouses: canOpenWarehouseSettings,
  serviceSettings: canOpenServiceSettings,
  laborTimeGuide: canSetupLaborTimeGuide,
};

/**
 * The settings screens this user may open, by group, in menu order; empty groups
 * are left out (spec platform §2 'Settings', §6). Screens come from the app's
 * manifests: every entry with a group and a description is a card.
 */
export function visibleSettings(ctx: AccessContext, screens: readonly ScreenEntry[]): { group: SettingsGroup; screens: ScreenEntry[] }[] {
  const cards = screens.filter((s) => s.group !== undefined && s.description !== undefined);
  const opens = (s: ScreenEntry) => isScreenInBranch(s, ctx.config) && (s.rule ? RULES[s.rule](ctx) : isPermitted(s.permission, ctx));
  return SETTINGS_GROUPS.map((group) => ({ group, screens: cards.filter((s) => s.group === group && opens(s)) })).filter(
    (entry) => entry.screens.length > 0,
  );
}
