import { NavLink } from 'react-router';
import { useMemo } from 'react';
import { useScreens } from '../../../lib/screens-context';
import { useSession } from '../../../lib/session';
import { sideMenuItems, type MenuEntry } from '../../../lib/menu-items';

/** Ungrouped entries stay where they are; grouped ones gather under their group, placed where it first appears. */
function groupItems(items: readonly MenuEntry[]): (MenuEntry | { group: string; items: MenuEntry[] })[] {
  const out: (MenuEntry | { group: string; items: MenuEntry[] })[] = [];
  const groups = new Map<string, MenuEntry[]>();
  for (const item of items) {
    if (item.group === undefined) {
      out.push(item);
      continue;
    }
    const members = groups.get(item.group);
    if (members) members.push(item);
    else {
      const fresh = [item];
      groups.set(item.group, fresh);
      out.push({ group: item.group, items: fresh });
    }
  }
  return out;
}

export function SideMenu({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const session = useSession();
  const screens = useScreens();
  const items = useMemo(
    () =>
      sideMenuItems(
        {
          access: session.Access,
          config: session.Entity.Config,
          user: session.User,
          settings: session.Entity.Settings,
        },
        screens,
      ),
    [session, screens],
  );
  return (
    <nav id="kk-side-menu" className={open ? 'kk-side-menu kk-side-menu--open' : 'kk-side-menu'} aria-label="Main menu">
      <ul>
        {groupItems(items).map((entry) =>
          'items' in entry ? (
            <li key={entry.group} className="kk-side-menu__group">
              <span className="kk-side-menu__group-title" aria-hidden="true">
                {entry.group}
              </span>
              <ul aria-label={entry.group}>
                {entry.items.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} className="kk-side-menu__link" onClick={onNavigate}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={entry.to}>
              <NavLink to={entry.to} className="kk-side-menu__link" onClick={onNavigate}>
                {entry.label}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
