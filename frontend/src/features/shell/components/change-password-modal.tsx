import { Button, CheckboxField, Flex, PasswordField } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Messages } from '@shared/api/messages';
import { passwordField } from '@shared/identity/login-rules';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { Dialog } from '../../../components/dialog/dialog';
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
type FormField = keyof ChangePasswordInput;
const FORM_FIELDS: readonly FormField[] = ['OldPassword', 'NewPassword', 'ConfirmPassword'];
const isFormField = (path: string): path is FormField => (FORM_FIELDS as readonly string[]).includes(path);

export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const session = useSession();
  const changePassword = useChangePassword();
  const { register, handleSubmit, reset, setError, formState } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { OldPassword: '', NewPassword: '', ConfirmPassword: '', EndOtherSessions: false },
  });
  const { errors } = formState;

  const close = () => {
    reset();
    changePassword.reset();
    onClose();
  };

  const save = handleSubmit(({ OldPassword, NewPassword, EndOtherSessions }) => {
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
          for (const fieldError of failure.errors ?? []) {
            if (isFormField(fieldError.path)) setError(fieldError.path, { message: fieldError.message });
          }
          if (failure.code === -1) toast.error(Messages.passwordChangeFailed);
          else notifyError(failure);
        },
      },
    );
  });

  return (
    <Dialog open={open} title="Change password" onClose={close} testId="change-password">
      <form onSubmit={save} noValidate>
        <Flex direction="column" gap="medium">
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            isRequired
            hasError={errors.OldPassword !== undefined}
            errorMessage={errors.OldPassword?.message}
            {...register('OldPassword')}
          />
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
          <CheckboxField label="Log out my other sessions" value="yes" {...register('EndOtherSessions')} />
          <Flex justifyContent="flex-end" gap="small">
            <Button onClick={close}>Cancel</Button>
            <Button type="submit" variation="primary" isLoading={changePassword.isPending} loadingText="Change password">
              Change password
            </Button>
          </Flex>
        </Flex>
      </form>
    </Dialog>
  );
}
