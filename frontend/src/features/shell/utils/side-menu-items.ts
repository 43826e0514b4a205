import { isPermitted, type AccessContext } from '@shared/access/access-model';
import { SESSION, type Permission } from '@shared/access/permission';

/**
 * The side menu, built per business type, module configuration and permissions
 * (spec platform §2 'Root shell'). Only screens that exist are listed: a module
 * appears here when its first screen is routed, with the permission the route
 * table gives that screen, and the access model decides.
 */
export type MenuEntry = { label: string; to: string; permission: Permission };

export const MENU_SCREENS: readonly MenuEntry[] = [{ label: 'Home', to: '/basic/Home', permission: SESSION }];

export const sideMenuItems = (ctx: AccessContext, screens: readonly MenuEntry[] = MENU_SCREENS): MenuEntry[] =>
  screens.filter((screen) => isPermitted(screen.permission, ctx));
