import { isPermitted, type AccessContext } from '@shared/access/access-model';
import { industryLabels, withIndustryLabels } from '@shared/access/industry-labels';
import type { Permission } from '@shared/access/permission';
import { isScreenInBranch, type ScreenEntry } from './screen-manifest';
import { ruleHolds } from './screen-rules';

/**
 * The side menu (and the home page's links), built per business type, module configuration and permissions
 * (spec platform §2 'Root shell') from the screens the app's manifests mark for
 * the menu. Only screens that exist are listed, with the permission their
 * manifest gives them, and the access model decides.
 */
export type MenuEntry = {
  label: string;
  to: string;
  permission: Permission;
  /** Entries with a group are listed under that heading (the settings menu groups, spec platform §2). */
  group?: string;
};

export const sideMenuItems = (ctx: AccessContext, screens: readonly ScreenEntry[]): MenuEntry[] => {
  const labels = industryLabels(ctx.config.Industry);
  return screens
    .filter((screen) => screen.menu === true)
    .filter(
      (screen) => isScreenInBranch(screen, ctx.config) && isPermitted(screen.permission, ctx) && ruleHolds(screen, ctx),
    )
    .map((screen) => ({
      label: screen.industryLabel ? labels[screen.industryLabel] : withIndustryLabels(screen.title, labels),
      to: `/${screen.path}`,
      permission: screen.permission,
      ...(screen.group ? { group: `Settings: ${screen.group}` } : screen.menuGroup ? { group: screen.menuGroup } : {}),
    }));
};
