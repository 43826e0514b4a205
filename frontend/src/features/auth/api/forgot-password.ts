import type { RouteBodyInput } from '@shared/api/route';
import { iamRoutes } from '@shared/api/routes/iam';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** Spec platform §2 'Forgot password modal': send a code, verify it, set a new password. */
export type RequestOtpBody = RouteBodyInput<typeof iamRoutes.requestOtp>;
export type VerifyOtpBody = RouteBodyInput<typeof iamRoutes.verifyOtp>;
export type ResetPasswordBody = RouteBodyInput<typeof iamRoutes.resetPassword>;

export const useRequestOtp = () =>
  useMutation({ mutationFn: (body: RequestOtpBody) => apiCall(iamRoutes.requestOtp, { body }) });
export const useVerifyOtp = () =>
  useMutation({ mutationFn: (body: VerifyOtpBody) => apiCall(iamRoutes.verifyOtp, { body }) });
export const useResetPassword = () =>
  useMutation({ mutationFn: (body: ResetPasswordBody) => apiCall(iamRoutes.resetPassword, { body }) });
