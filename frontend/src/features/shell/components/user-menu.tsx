import { Divider, Menu, MenuButton, MenuItem, Text } from '@aws-amplify/ui-react';
import { Messages } from '@shared/api/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { notifyError } from '../../../components/toast/toast-store';
import { InitialsBadge } from '../../../components/ui/initials-badge';
import { setColorMode, useColorMode } from '../../../lib/color-mode';
import { LOGIN_PATH } from '../../../lib/return-url';
import { endSession, useSession } from '../../../lib/session';
import { useLogout } from '../api/logout';
import { ChangePasswordModal } from './change-password-modal';

/**
 * The user-accounts popover opened by the initials badge (spec platform §2
 * 'Common header'): change password, active sessions, theme and logout.
 */
export function UserMenu() {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const colorMode = useColorMode();
  const logout = useLogout();
  const [dialog, setDialog] = useState<'none' | 'changePassword' | 'logout'>('none');

  const confirmLogout = () =>
    logout.mutate(undefined, {
      // Logging out happens on this device whatever the server answered: a
      // shared workshop PC must not stay logged in because the network failed.
      onError: (error) => notifyError(error),
      onSettled: () => {
        setDialog('none');
        void endSession(queryClient, () => navigate(LOGIN_PATH, { replace: true }));
      },
    });

  return (
    <>
      <Menu
        menuAlign="end"
        trigger={
          <MenuButton className="kk-user-button" aria-label={`Account of ${session.User.Name}`}>
            <InitialsBadge name={session.User.Name} />
          </MenuButton>
        }
      >
        <div className="kk-user-menu__who">
          <Text fontWeight="bold">{session.User.Name}</Text>
          <Text fontSize="small" variation="secondary">
            {session.User.UserName}@{session.Org.Domain}
          </Text>
        </div>
        <Divider />
        <MenuItem onClick={() => setDialog('changePassword')}>Change password</MenuItem>
        <MenuItem onClick={() => void navigate('/settings/activeloginsessions')}>Active sessions</MenuItem>
        <MenuItem onClick={() => setColorMode(colorMode === 'dark' ? 'light' : 'dark')}>
          {colorMode === 'dark' ? 'Light theme' : 'Dark theme'}
        </MenuItem>
        <Divider />
        <MenuItem onClick={() => setDialog('logout')}>Logout</MenuItem>
      </Menu>
      <ChangePasswordModal open={dialog === 'changePassword'} onClose={() => setDialog('none')} />
      <ConfirmDialog
        open={dialog === 'logout'}
        title="Logout"
        message={Messages.logoutConfirm}
        confirmLabel="Logout"
        busy={logout.isPending}
        onConfirm={confirmLogout}
        onCancel={() => setDialog('none')}
      />
    </>
  );
}
