import { Button, Flex, PasswordField, Radio, RadioGroupField, Text, TextField } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Messages } from '@shared/api/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { Dialog } from '../../../components/dialog/dialog';
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
  const { register, handleSubmit, watch, setValue, formState } = useForm<OtpTargetInput, unknown, OtpTargetValues>({
    resolver: zodResolver(otpTargetSchema(askDomain)),
    defaultValues: { via: 'Email', domain: initialDomain ?? '', Email: '', Phone: '' },
  });
  const via = watch('via');
  const { errors } = formState;

  const send = handleSubmit((values) => {
    const target = toOtpTarget(values, askDomain ? values.domain : hostDomain);
    requestOtp.mutate(target, { onSuccess: (answer) => onSent(target, answer.ResendAfterSec || RESEND_OTP_SECONDS) });
  });

  const domain = register('domain');
  return (
    <form onSubmit={send} noValidate>
      <Flex direction="column" gap="medium">
        {askDomain ? (
          <TextField
            label="Domain"
            autoCapitalize="none"
            hasError={errors.domain !== undefined}
            errorMessage={errors.domain?.message}
            {...domain}
            onBlur={(event) => {
              setValue('domain', stripSpaces(event.target.value));
              return domain.onBlur(event);
            }}
          />
        ) : null}
        <RadioGroupField legend="Send the code to" direction="row" name="via" value={via}
          onChange={(event) => setValue('via', event.target.value === 'Phone' ? 'Phone' : 'Email', { shouldValidate: formState.isSubmitted })}
        >
          <Radio value="Email">E-mail</Radio>
          <Radio value="Phone">Phone</Radio>
        </RadioGroupField>
        {via === 'Email' ? (
          <TextField
            key="Email"
            label="E-mail address"
            type="email"
            autoComplete="email"
            isRequired
            hasError={errors.Email !== undefined}
            errorMessage={errors.Email?.message}
            {...register('Email')}
          />
        ) : (
          <TextField
            key="Phone"
            label="Phone number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            isRequired
            hasError={errors.Phone !== undefined}
            errorMessage={errors.Phone?.message}
            {...register('Phone')}
          />
        )}
        <Flex justifyContent="flex-end" gap="small">
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variation="primary" isLoading={requestOtp.isPending} loadingText="Send">
            Send
          </Button>
        </Flex>
      </Flex>
    </form>
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
  const { register, handleSubmit, formState } = useForm<OtpValues>({
    resolver: zodResolver(otpSchema),
    defaultValues: { Otp: '' },
  });
  const sentTo = 'Email' in target ? target.Email : target.Phone;

  const verify = handleSubmit(({ Otp }) => {
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
    <form onSubmit={verify} noValidate>
      <Flex direction="column" gap="medium">
        <Text>Enter the 6-digit code sent to {sentTo}.</Text>
        <TextField
          label="OTP"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          isRequired
          hasError={formState.errors.Otp !== undefined}
          errorMessage={formState.errors.Otp?.message}
          {...register('Otp')}
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
    </form>
  );
}

type NewPasswordInput = z.input<typeof newPasswordPair>;

function NewPasswordStep({ resetToken, onDone }: { resetToken: string; onDone: (message: string) => void }) {
  const resetPassword = useResetPassword();
  const { register, handleSubmit, formState } = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordPair),
    defaultValues: { NewPassword: '', ConfirmPassword: '' },
  });
  const { errors } = formState;

  const save = handleSubmit(({ NewPassword }) => {
    resetPassword.mutate(
      { ResetToken: resetToken, NewPassword },
      { onSuccess: (answer) => onDone(answer.message || Messages.passwordReset) },
    );
  });

  return (
    <form onSubmit={save} noValidate>
      <Flex direction="column" gap="medium">
        <PasswordField
          label="New password"
          autoComplete="new-password"
          isRequired
          hasError={errors.NewPassword !== undefined}
          errorMessage={errors.NewPassword?.message}
          {...register('NewPassword')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          isRequired
          hasError={errors.ConfirmPassword !== undefined}
          errorMessage={errors.ConfirmPassword?.message}
          {...register('ConfirmPassword')}
        />
        <Flex justifyContent="flex-end">
          <Button type="submit" variation="primary" isLoading={resetPassword.isPending} loadingText="Save password">
            Save password
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
