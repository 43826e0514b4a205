import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { Messages } from '@shared/api/messages';
import { useEffect, useRef } from 'react';
import { NavigationType, useBlocker } from 'react-router';
import { isOnline } from '../../lib/connectivity';
import { LOGIN_PATH } from '../../lib/return-url';
import { Dialog } from '../dialog/dialog';
import { closeTopDialog, openDialogCount } from '../dialog/dialog-stack';
import { toast } from '../toast/toast-store';
import { leaveBlock, type LeaveBlock } from './leave-rules';
import { hasUnsavedChanges } from './unsaved-changes-store';

export const UNSAVED_CHANGES_TITLE = 'Unsaved changes';
export const UNSAVED_CHANGES_MESSAGE = 'You have changes that are not saved. Leave this page and lose them?';

/**
 * The one navigation blocker of the logged-in area (spec platform §2 'Guard
 * behaviour', rules in leave-rules.ts): offline the user stays and is told so;
 * Back closes an open dialog or the overlay menu instead of leaving; a page
 * with unsaved edits asks whether to stay or leave. Going to Login is never
 * held back: by then the token is already gone (logout, a dismissed login modal).
 */
export function LeaveGuard({
  overlayMenuOpen = false,
  onCloseMenu,
}: {
  overlayMenuOpen?: boolean;
  onCloseMenu?: () => void;
}) {
  // Read at navigation time: the blocker function outlives the render that made it.
  const menu = useRef({ open: overlayMenuOpen, close: onCloseMenu });
  menu.current = { open: overlayMenuOpen, close: onCloseMenu };
  const reason = useRef<LeaveBlock | undefined>(undefined);

  const blocker = useBlocker(({ currentLocation, nextLocation, historyAction }) => {
    if (currentLocation.pathname === nextLocation.pathname) return false;
    if (nextLocation.pathname === LOGIN_PATH) return false;
    reason.current = leaveBlock({
      online: isOnline(),
      historyPop: historyAction === NavigationType.Pop,
      openDialogs: openDialogCount(),
      overlayMenuOpen: menu.current.open,
      unsavedChanges: hasUnsavedChanges(),
    });
    return reason.current !== undefined;
  });
  const blocked = blocker.state === 'blocked' ? reason.current : undefined;

  useEffect(() => {
    if (blocked === undefined || blocked === 'unsaved') return;
    if (blocked === 'offline') toast.warning(Messages.offline);
    else if (blocked === 'dialog') closeTopDialog();
    else menu.current.close?.();
    blocker.reset?.();
  }, [blocked, blocker]);

  if (blocked !== 'unsaved') return null;
  return (
    <Dialog open title={UNSAVED_CHANGES_TITLE} onClose={() => blocker.reset?.()} size="small" testId="unsaved-changes">
      <Text>{UNSAVED_CHANGES_MESSAGE}</Text>
      <Flex justifyContent="flex-end" gap="small">
        <Button onClick={() => blocker.reset?.()}>Stay</Button>
        <Button variation="destructive" onClick={() => blocker.proceed?.()}>
          Leave
        </Button>
      </Flex>
    </Dialog>
  );
}
