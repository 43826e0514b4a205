import { Button, Heading } from '@aws-amplify/ui-react';
import { canSeeSettingsButton } from '@shared/access/access-model';
import { Link } from 'react-router';
import { isChatOn } from '../../../lib/chat-access';
import { ChatSlot } from '../../../lib/chat-slot';
import { useSession } from '../../../lib/session';
import { EntitySwitcher } from './entity-switcher';
import { PartsArrivedMenu } from './parts-arrived-menu';
import { UserMenu } from './user-menu';

export type HeaderProps = { title: string; menuOpen: boolean; onToggleMenu: () => void };

/** Common header (spec platform §2): menu toggle, entity switcher, page title, settings button, parts-arrived notices, chat button, user popover. */
export function Header({ title, menuOpen, onToggleMenu }: HeaderProps) {
  const session = useSession();
  // The settings button is for the main admin only (spec platform §2, §6).
  const showSettings = canSeeSettingsButton({ access: session.Access, config: session.Entity.Config });
  return (
    <header className="kk-header">
      <Button
        variation="link"
        className="kk-header__toggle"
        aria-label={menuOpen ? 'Hide menu' : 'Show menu'}
        aria-expanded={menuOpen}
        aria-controls="kk-side-menu"
        onClick={onToggleMenu}
      >
        {/* Three bars drawn in the text colour: the button's name is its aria-label, the icon is decoration. */}
        <svg
          className="kk-burger"
          viewBox="0 0 24 24"
          width="24"
          height="24"
          aria-hidden="true"
          focusable="false"
          data-testid="menu-icon"
        >
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
        </svg>
      </Button>
      <EntitySwitcher />
      <Heading level={1} className="kk-header__title">
        {title}
      </Heading>
      {showSettings ? (
        <Link
          to="/settings/Settings"
          className="amplify-button amplify-button--link kk-header__settings"
          aria-label="Settings"
          title="Settings"
        >
          <span aria-hidden="true">⚙</span>
        </Link>
      ) : null}
      <PartsArrivedMenu />
      {isChatOn(session) ? <ChatSlot /> : null}
      <UserMenu />
    </header>
  );
}
