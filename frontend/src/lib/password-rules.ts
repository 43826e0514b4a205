import { Messages } from '@shared/api/messages';
import { newPasswordField } from '@shared/identity/login-rules';
import * as z from 'zod';

/** A new password typed twice (forgot password and change password, spec platform §5). */
export const newPasswordPair = z
  .object({ NewPassword: newPasswordField, ConfirmPassword: z.string() })
  .refine((value) => value.NewPassword === value.ConfirmPassword, {
    path: ['ConfirmPassword'],
    message: Messages.confirmPasswordMismatch,
  });
