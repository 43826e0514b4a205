import { Button, Heading } from '@aws-amplify/ui-react';
import { EntitySwitcher } from './entity-switcher';
import { UserMenu } from './user-menu';

export type HeaderProps = { title: string; menuOpen: boolean; onToggleMenu: () => void };

/** Common header (spec platform §2): menu toggle, entity switcher, page title, user popover. */
export function Header({ title, menuOpen, onToggleMenu }: HeaderProps) {
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
        <span className="kk-burger" aria-hidden="true" />
      </Button>
      <EntitySwitcher />
      <Heading level={1} className="kk-header__title">
        {title}
      </Heading>
      <UserMenu />
    </header>
  );
}
