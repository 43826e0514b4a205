import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { Messages } from '@shared/api/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { Dialog } from '../../../components/dialog/dialog';
import { Form, FormPasswordField, FormRadioGroupField, formResolver, FormTextField } from '../../../components/form';
import { toast } from '../../../components/toast/toast-store';
import { newPasswordPair } from '../../../lib/password-rules';
import { useCountdown } from '../../../lib/use-countdown';
import { useRequestOtp, useResetPassword, useVerifyOtp } from '../api/forgot-password';
import {
  otpSchema,
  otpTargetSchema,
  RESEND_OTP_SECONDS,
  toOtpTarget,
  type OtpTarget,
  type OtpTargetInput,
  type OtpTargetValues,
  type OtpValues,
} from './forgot-password-schema';
import { stripSpaces } from './login-schema';

export type ForgotPasswordModalProps = {
  open: boolean;
  onClose: () => void;
  hostDomain: string | undefined;
  /** What the login form holds, so the user does not type the domain twice. */
  initialDomain?: string;
};

type Step = { name: 'target' } | { name: 'otp'; target: OtpTarget } | { name: 'password'; resetToken: string };

/**
 * Spec platform §2 'Forgot password modal': choose e-mail or phone, Send, enter
 * the code (Resend OTP after 30 s, Back, Verify), then a new password. The server
 * answers Send the same way whether or not the account exists.
 */
export function ForgotPasswordModal({ open, onClose, hostDomain, initialDomain }: ForgotPasswordModalProps) {
  const [step, setStep] = useState<Step>({ name: 'target' });
  const countdown = useCountdown();
  const close = () => {
    setStep({ name: 'target' });
    onClose();
  };

  return (
    <Dialog open={open} title="Forgot password" onClose={close} testId="forgot-password">
      {step.name === 'target' ? (
        <TargetStep
          hostDomain={hostDomain}
          initialDomain={initialDomain}
          onCancel={close}
          onSent={(target, resendAfter) => {
            countdown.start(resendAfter);
            setStep({ name: 'otp', target });
          }}
        />
      ) : null}
      {step.name === 'otp' ? (
        <OtpStep
          target={step.target}
          secondsLeft={countdown.secondsLeft}
          onResent={(resendAfter) => countdown.start(resendAfter)}
          onBack={() => setStep({ name: 'target' })}
          onVerified={(resetToken) => setStep({ name: 'password', resetToken })}
        />
      ) : null}
      {step.name === 'password' ? (
        <NewPasswordStep
          resetToken={step.resetToken}
          onDone={(message) => {
            toast.success(message);
            close();
          }}
        />
      ) : null}
    </Dialog>
  );
}

type TargetStepProps = {
  hostDomain: string | undefined;
  initialDomain: string | undefined;
  onCancel: () => void;
  onSent: (target: OtpTarget, resendAfterSec: number) => void;
};

function TargetStep({ hostDomain, initialDomain, onCancel, onSent }: TargetStepProps) {
  const askDomain = hostDomain === undefined;
  const requestOtp = useRequestOtp();
  const form = useForm<OtpTargetInput, unknown, OtpTargetValues>({
    resolver: formResolver(otpTargetSchema(askDomain)),
    defaultValues: { via: 'Email', domain: initialDomain ?? '', Email: '', Phone: '' },
  });
  const via = form.watch('via');

  const send = form.handleSubmit((values) => {
    const target = toOtpTarget(values, askDomain ? values.domain : hostDomain);
    requestOtp.mutate(target, { onSuccess: (answer) => onSent(target, answer.ResendAfterSec || RESEND_OTP_SECONDS) });
  });

  return (
    <Form form={form} onSubmit={send}>
      <Flex direction="column" gap="medium">
        {askDomain ? (
          <FormTextField<OtpTargetInput> name="domain" label="Domain" autoCapitalize="none" tidyOnBlur={stripSpaces} />
        ) : null}
        <FormRadioGroupField<OtpTargetInput>
          name="via"
          label="Send the code to"
          direction="row"
          options={[
            { value: 'Email', label: 'E-mail' },
            { value: 'Phone', label: 'Phone' },
          ]}
        />
        {via === 'Email' ? (
          <FormTextField<OtpTargetInput>
            key="Email"
            name="Email"
            label="E-mail address"
            type="email"
            autoComplete="email"
            isRequired
          />
        ) : (
          <FormTextField<OtpTargetInput>
            key="Phone"
            name="Phone"
            label="Phone number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            isRequired
          />
        )}
        <Flex justifyContent="flex-end" gap="small">
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variation="primary" isLoading={requestOtp.isPending} loadingText="Send">
            Send
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}

type OtpStepProps = {
  target: OtpTarget;
  secondsLeft: number;
  onResent: (resendAfterSec: number) => void;
  onBack: () => void;
  onVerified: (resetToken: string) => void;
};

function OtpStep({ target, secondsLeft, onResent, onBack, onVerified }: OtpStepProps) {
  const requestOtp = useRequestOtp();
  const verifyOtp = useVerifyOtp();
  const form = useForm<OtpValues>({
    resolver: formResolver(otpSchema),
    defaultValues: { Otp: '' },
  });
  const sentTo = 'Email' in target ? target.Email : target.Phone;

  const verify = form.handleSubmit(({ Otp }) => {
    verifyOtp.mutate({ ...target, Otp }, { onSuccess: (answer) => onVerified(answer.ResetToken) });
  });
  const resend = () =>
    requestOtp.mutate(target, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        onResent(answer.ResendAfterSec || RESEND_OTP_SECONDS);
      },
    });

  return (
    <Form form={form} onSubmit={verify}>
      <Flex direction="column" gap="medium">
        <Text>Enter the 6-digit code sent to {sentTo}.</Text>
        <FormTextField<OtpValues>
          name="Otp"
          label="OTP"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          isRequired
        />
        <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="small">
          <Button variation="link" size="small" onClick={resend} isDisabled={secondsLeft > 0 || requestOtp.isPending}>
            {secondsLeft > 0 ? `Resend OTP (${secondsLeft} s)` : 'Resend OTP'}
          </Button>
          <Flex gap="small">
            <Button onClick={onBack}>Back</Button>
            <Button type="submit" variation="primary" isLoading={verifyOtp.isPending} loadingText="Verify">
              Verify
            </Button>
          </Flex>
        </Flex>
      </Flex>
    </Form>
  );
}

type NewPasswordInput = z.input<typeof newPasswordPair>;

function NewPasswordStep({ resetToken, onDone }: { resetToken: string; onDone: (message: string) => void }) {
  const resetPassword = useResetPassword();
  const form = useForm<NewPasswordInput>({
    resolver: formResolver(newPasswordPair),
    defaultValues: { NewPassword: '', ConfirmPassword: '' },
  });

  const save = form.handleSubmit(({ NewPassword }) => {
    resetPassword.mutate(
      { ResetToken: resetToken, NewPassword },
      { onSuccess: (answer) => onDone(answer.message || Messages.passwordReset) },
    );
  });

  return (
    <Form form={form} onSubmit={save}>
      <Flex direction="column" gap="medium">
        <FormPasswordField<NewPasswordInput>
          name="NewPassword"
          label="New password"
          autoComplete="new-password"
          isRequired
        />
        <FormPasswordField<NewPasswordInput>
          name="ConfirmPassword"
          label="Confirm password"
          autoComplete="new-password"
          isRequired
        />
        <Flex justifyContent="flex-end">
          <Button type="submit" variation="primary" isLoading={resetPassword.isPending} loadingText="Save password">
            Save password
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
