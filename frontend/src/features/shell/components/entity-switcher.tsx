import { Loader, Menu, MenuButton, MenuItem, Text } from '@aws-amplify/ui-react';
import { Messages } from '@shared/api/messages';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { InitialsBadge } from '../../../components/ui/initials-badge';
import { toast } from '../../../components/toast/toast-store';
import { HOME_PATH } from '../../../lib/return-url';
import { useSession } from '../../../lib/session';
import { useEntitiesForUser } from '../api/entities-for-user';
import { useEntityLogo } from '../../../lib/entity-logo';
import { useSwitchBranch } from '../api/switch-branch';

/**
 * Entity switcher (spec platform §2 'Common header', §4 'Branch switch'): the
 * current branch, its unique name and the user; opening it lists the branches the
 * user may switch to. A branch with a logo (HasLogo) shows it instead of its initials.
 */
export function EntitySwitcher() {
  const session = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const entities = useEntitiesForUser(session.User.UserId, open);
  const switchBranch = useSwitchBranch();
  const current = session.Entity;
  const logoUrl = useEntityLogo(current);

  const choose = (entityId: string) => {
    if (entityId === current.EntId) return;
    switchBranch.mutate(entityId, {
      onSuccess: () => {
        toast.success(Messages.branchSwitched);
        void navigate(HOME_PATH, { replace: true });
      },
    });
  };

  return (
    <Menu
      isOpen={open}
      onOpenChange={setOpen}
      menuAlign="start"
      trigger={
        <MenuButton
          className="kk-entity-switcher"
          aria-label={`Branch: ${current.DName}. Switch branch`}
          isLoading={switchBranch.isPending}
        >
          {logoUrl ? (
            <img
              className="kk-entity-switcher__logo"
              src={logoUrl}
              alt={`Logo of ${current.DName}`}
              height={32}
              style={{ maxWidth: '4rem', objectFit: 'contain' }}
            />
          ) : (
            <InitialsBadge name={current.DName} size="small" />
          )}
          <span className="kk-entity-switcher__text">
            <span className="kk-entity-switcher__name">{current.DName}</span>
            <span className="kk-entity-switcher__meta">
              {current.UName} · {session.User.Name}
            </span>
          </span>
        </MenuButton>
      }
    >
      {entities.isPending ? (
        <MenuItem isDisabled>
          <Loader size="small" /> <Text as="span">Loading branches…</Text>
        </MenuItem>
      ) : null}
      {entities.data?.map((entity) => (
        <MenuItem
          key={entity.EntId}
          onClick={() => choose(entity.EntId)}
          aria-current={entity.EntId === current.EntId ? 'true' : undefined}
          isDisabled={entity.EntId === current.EntId}
        >
          <span className="kk-entity-switcher__text">
            <span className="kk-entity-switcher__name">{entity.DName}</span>
            <span className="kk-entity-switcher__meta">{entity.UName}</span>
          </span>
        </MenuItem>
      ))}
      {entities.data?.length === 0 ? <MenuItem isDisabled>No other branches</MenuItem> : null}
    </Menu>
  );
}
