import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { Messages } from '@shared/api/messages';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { isOnline } from '../../lib/connectivity';
import { LOGIN_PATH } from '../../lib/return-url';
import { Dialog } from '../dialog/dialog';
import { toast } from '../toast/toast-store';
import { hasUnsavedChanges } from './unsaved-changes-store';

export const UNSAVED_CHANGES_TITLE = 'Unsaved changes';
export const UNSAVED_CHANGES_MESSAGE = 'You have changes that are not saved. Leave this page and lose them?';

/**
 * The one navigation blocker of the logged-in area (spec platform §2 'Guard
 * behaviour'): leaving a page needs network (offline, the user stays and is told
 * so), and a page with unsaved edits asks whether to stay or leave. Going to
 * Login is never held back: by then the token is already gone (logout, a
 * dismissed login modal).
 */
export function LeaveGuard() {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (currentLocation.pathname === nextLocation.pathname) return false;
    if (nextLocation.pathname === LOGIN_PATH) return false;
    return !isOnline() || hasUnsavedChanges();
  });
  const offlineBlock = blocker.state === 'blocked' && !isOnline();

  useEffect(() => {
    if (!offlineBlock) return;
    toast.warning(Messages.offline);
    blocker.reset?.();
  }, [offlineBlock, blocker]);

  if (blocker.state !== 'blocked' || offlineBlock) return null;
  return (
    <Dialog open title={UNSAVED_CHANGES_TITLE} onClose={() => blocker.reset()} size="small" testId="unsaved-changes">
      <Text>{UNSAVED_CHANGES_MESSAGE}</Text>
      <Flex justifyContent="flex-end" gap="small">
        <Button onClick={() => blocker.reset()}>Stay</Button>
        <Button variation="destructive" onClick={() => blocker.proceed()}>
          Leave
        </Button>
      </Flex>
    </Dialog>
  );
}
