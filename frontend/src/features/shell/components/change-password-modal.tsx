import { Button, Flex } from '@aws-amplify/ui-react';
import { Messages } from '@shared/api/messages';
import { passwordField } from '@shared/identity/login-rules';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { Dialog } from '../../../components/dialog/dialog';
import {
  Form,
  FormCheckboxField,
  FormPasswordField,
  formResolver,
  setServerFieldErrors,
} from '../../../components/form';
import { notifyError, toast } from '../../../components/toast/toast-store';
import { toClientError } from '../../../lib/api-error';
import { newPasswordPair } from '../../../lib/password-rules';
import { useSession } from '../../../lib/session';
import { useChangePassword } from '../api/change-password';

/** Spec platform §5 'Change password': current, new and confirm are required; confirm must equal new. */
const changePasswordSchema = z
  .object({ OldPassword: passwordField, EndOtherSessions: z.boolean() })
  .and(newPasswordPair);

type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const session = useSession();
  const changePassword = useChangePassword();
  const form = useForm<ChangePasswordInput>({
    resolver: formResolver(changePasswordSchema),
    defaultValues: { OldPassword: '', NewPassword: '', ConfirmPassword: '', EndOtherSessions: false },
  });

  const close = () => {
    form.reset();
    changePassword.reset();
    onClose();
  };

  const save = form.handleSubmit(({ OldPassword, NewPassword, EndOtherSessions }) => {
    changePassword.mutate(
      { OldPassword, NewPassword, EndOtherSessions, username: session.User.UserName, domain: session.Org.Domain },
      {
        onSuccess: () => {
          toast.success(Messages.passwordChanged);
          close();
        },
        onError: (error) => {
          const failure = toClientError(error);
          if (failure.handled) return;
          // The server names the field it refused (wrong current password, reused password).
          setServerFieldErrors(form, failure);
          if (failure.code === -1) toast.error(Messages.passwordChangeFailed);
          else notifyError(failure);
        },
      },
    );
  });

  return (
    <Dialog open={open} title="Change password" onClose={close} testId="change-password">
      <Form form={form} onSubmit={save}>
        <Flex direction="column" gap="medium">
          <FormPasswordField<ChangePasswordInput>
            name="OldPassword"
            label="Current password"
            autoComplete="current-password"
            isRequired
          />
          <FormPasswordField<ChangePasswordInput>
            name="NewPassword"
            label="New password"
            autoComplete="new-password"
            isRequired
          />
          <FormPasswordField<ChangePasswordInput>
            name="ConfirmPassword"
            label="Confirm password"
            autoComplete="new-password"
            isRequired
          />
          <FormCheckboxField<ChangePasswordInput> name="EndOtherSessions" label="Log out my other sessions" />
          <Flex justifyContent="flex-end" gap="small">
            <Button onClick={close}>Cancel</Button>
            <Button
              type="submit"
              variation="primary"
              isLoading={changePassword.isPending}
              loadingText="Change password"
            >
              Change password
            </Button>
          </Flex>
        </Flex>
      </Form>
    </Dialog>
  );
}
