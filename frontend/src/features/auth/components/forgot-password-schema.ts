import { email as emailField, phone as phoneField } from '@shared/fields/contact-fields';
import { domainField, otpField } from '@shared/identity/login-rules';
import * as z from 'zod';

/**
 * Spec platform §5 'Forgot password': the e-mail or phone choice swaps which
 * field is required; the other one is ignored.
 */
export const RESEND_OTP_SECONDS = 30;

export const otpTargetSchema = (askDomain: boolean) =>
  z
    .object({
      via: z.enum(['Email', 'Phone']),
      domain: askDomain ? domainField : z.string(),
      Email: z.string(),
      Phone: z.string(),
    })
    .superRefine((value, ctx) => {
      const check =
        value.via === 'Email' ? emailField.safeParse(value.Email.trim()) : phoneField.safeParse(value.Phone.trim());
      if (!check.success)
        ctx.addIssue({ code: 'custom', path: [value.via], message: check.error.issues[0]?.message ?? '' });
    });

export type OtpTargetInput = z.input<ReturnType<typeof otpTargetSchema>>;
export type OtpTargetValues = z.output<ReturnType<typeof otpTargetSchema>>;

/** The body of RequestOtp and VerifyOtp: the domain plus only the chosen channel. */
export type OtpTarget = { domain: string; Email: string } | { domain: string; Phone: string };

export const toOtpTarget = (values: OtpTargetValues, domain: string): OtpTarget =>
  values.via === 'Email' ? { domain, Email: values.Email.trim() } : { domain, Phone: values.Phone.trim() };

export const otpSchema = z.object({ Otp: otpField });
export type OtpValues = z.infer<typeof otpSchema>;
