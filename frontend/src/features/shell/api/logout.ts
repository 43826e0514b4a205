import { iamRoutes } from '@shared/api/routes/iam';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/**
 * Spec platform §4 'Logout'. A 401 here means the session is already gone, so it
 * must not open the login modal.
 */
export const useLogout = () =>
  useMutation({ mutationFn: () => apiCall(iamRoutes.logout, { reauth: false }), meta: { silent: true } });
