import type { UserAndEntity } from '@shared/api/routes/iam';
import type { QueryClient } from '@tanstack/react-query';
import type { UnauthorisedHandler } from '../lib/api-client';
import { requestReauth } from '../lib/reauth';
import { endSession, sessionQueryKey, storeBranchLogin } from '../lib/session';
import { afterReauth, HOME_PATH, LOGIN_PATH, withReturnUrl } from './guards';
import type { AppRouter } from './router';

/**
 * Spec platform §4: a 401 from any call but Authenticate opens the login modal.
 * The same user back in the same branch: the call is retried with the new token.
 * Someone else, or another branch: nothing of the old session is kept, go to
 * basic. Modal dismissed: go to Login.
 */
export function createUnauthorisedHandler(queryClient: QueryClient, router: AppRouter): UnauthorisedHandler {
  return async () => {
    const before = queryClient.getQueryData<UserAndEntity>(sessionQueryKey);
    const login = await requestReauth();
    const next = afterReauth(before, login);
    if (next === 'retry') return 'retry';
    if (next === 'home' && login) {
      storeBranchLogin(queryClient, login);
      await router.navigate(HOME_PATH, { replace: true });
    } else {
      const { pathname, search } = router.state.location;
      await endSession(queryClient, () =>
        router.navigate(withReturnUrl(LOGIN_PATH, `${pathname}${search}`), { replace: true }),
      );
    }
    return 'abort';
  };
}
