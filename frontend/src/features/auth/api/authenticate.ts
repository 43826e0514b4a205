import type { RouteBodyInput } from '@shared/api/route';
import { iamRoutes, type LoginResponse } from '@shared/api/routes/iam';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export type AuthenticateBody = RouteBodyInput<typeof iamRoutes.authenticate>;

export const authenticate = (body: AuthenticateBody): Promise<LoginResponse> => apiCall(iamRoutes.authenticate, { body });

/** The login form shows its own failure words, so the global error toast stays out. */
export const useAuthenticate = () => useMutation({ mutationFn: authenticate, meta: { silent: true } });
