import { reachableModules, type AccessContext } from '@shared/access/access-model';
import { defaultLanding, type LandingArea } from '@shared/access/default-landing';
import { SESSION } from '@shared/access/permission';
import type { MenuEntry } from '../../../lib/menu-items';
import type { ScreenEntry } from '../../../lib/screen-manifest';
import { MODULE_NAMES } from './industry-names';

const samePath = (a: string, b: string): boolean =>
  a.replace(/^\//, '').toLowerCase() === b.replace(/^\//, '').toLowerCase();

/**
 * The landing of each module the user reaches (spec platform §2 'Default landing
 * per module', shared/access/default-landing.ts), as a link, when that landing is
 * a screen the app has: a module whose screens are not built yet gets no link
 * rather than one to the not-found page.
 */
export function moduleLandings(ctx: AccessContext, screens: readonly ScreenEntry[]): MenuEntry[] {
  const areas: LandingArea[] = [...reachableModules(ctx)];
  return areas.flatMap((area) => {
    const to = defaultLanding(area, ctx);
    const screen = screens.find((candidate) => samePath(candidate.path, to));
    return screen
      ? [
          {
            label: area in MODULE_NAMES ? MODULE_NAMES[area as keyof typeof MODULE_NAMES] : area,
            to: `/${screen.path}`,
            permission: SESSION,
          },
        ]
      : [];
  });
}

/** The record screen beside a list screen (Customers/CustomerSearch → Customers/Customer/{id}). */
export function recordPathFor(listPath: string, screens: readonly ScreenEntry[]): (id: string) => string {
  const area = listPath.replace(/^\//, '').split('/')[0]?.toLowerCase();
  const record = screens.find(
    (screen) => screen.path.endsWith('/:Id') && screen.path.split('/')[0]?.toLowerCase() === area,
  );
  return (id) => (record ? `/${record.path.replace(':Id', encodeURIComponent(id))}` : listPath);
}
