import type { UserAndEntity } from '@shared/api/routes/iam';
import { domainFromHost } from '@shared/identity/login-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { Dialog } from '../../../components/dialog/dialog';
import { isReauthOpen, settleReauth, subscribeReauth } from '../../../lib/reauth';
import { sessionQueryKey } from '../../../lib/session';
import { LoginForm } from './login-form';

/**
 * The login modal a 401 opens (spec platform §4). It only logs in; what happens
 * next (retry, go to basic, go to Login) is decided by whoever asked for it.
 */
export function LoginModal() {
  const open = useSyncExternalStore(subscribeReauth, isReauthOpen, isReauthOpen);
  const queryClient = useQueryClient();
  if (!open) return null;
  const session = queryClient.getQueryData<UserAndEntity>(sessionQueryKey);
  const hostDomain = domainFromHost(window.location.hostname);

  return (
    <Dialog open title="Your session has ended" onClose={() => settleReauth(undefined)} testId="login-modal">
      <p className="amplify-text amplify-text--secondary">Log in again to carry on where you were.</p>
      <LoginForm
        hostDomain={hostDomain}
        initial={session ? { username: session.User.UserName, domain: session.Org.Domain } : undefined}
        onSuccess={(login) => settleReauth(login)}
      />
    </Dialog>
  );
}
