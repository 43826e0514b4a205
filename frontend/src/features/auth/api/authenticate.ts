import type { RouteBodyInput } from '@shared/api/route';
import type { iamRoutes, LoginResponse } from '@shared/api/routes/iam';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { loadIamRoutes } from '../../../lib/session';

export type AuthenticateBody = RouteBodyInput<typeof iamRoutes.authenticate>;

/** The contract (and the answer's schema) is fetched on submit: the login page's first load stays small. */
export const authenticate = async (body: AuthenticateBody): Promise<LoginResponse> =>
  apiCall((await loadIamRoutes()).authenticate, { body });

/** The login form shows its own failure words, so the global error toast stays out. */
export const useAuthenticate = () => useMutation({ mutationFn: authenticate, meta: { silent: true } });
