import { NavLink } from 'react-router';
import { useMemo } from 'react';
import { useSession } from '../../../lib/session';
import { sideMenuItems } from '../utils/side-menu-items';

export function SideMenu({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const session = useSession();
  const items = useMemo(
    () => sideMenuItems({ access: session.Access, config: session.Entity.Config, user: session.User, settings: session.Entity.Settings }),
    [session],
  );
  return (
    <nav id="kk-side-menu" className={open ? 'kk-side-menu kk-side-menu--open' : 'kk-side-menu'} aria-label="Main menu">
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className="kk-side-menu__link" onClick={onNavigate}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
