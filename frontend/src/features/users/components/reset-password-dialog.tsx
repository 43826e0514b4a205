import { Button, Flex } from '@aws-amplify/ui-react';
import { newPasswordField } from '@shared/identity/login-rules';
import { UsersMessages } from '@shared/users/users-messages';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { Dialog } from '../../../components/dialog/dialog';
import { Form, FormPasswordField, formResolver, setServerFieldErrors } from '../../../components/form';
import { toast } from '../../../components/toast/toast-store';
import { useResetUserPassword } from '../api/user-mutations';

const schema = z.object({ NewPassword: newPasswordField });
type ResetForm = z.input<typeof schema>;

/** An admin sets a new password for a user; the user's sessions end. */
export function ResetPasswordDialog({
  userId,
  ver,
  open,
  onClose,
}: {
  userId: string;
  ver: number;
  open: boolean;
  onClose: () => void;
}) {
  const reset = useResetUserPassword(userId);
  const form = useForm<ResetForm>({ resolver: formResolver(schema), defaultValues: { NewPassword: '' } });

  const close = () => {
    form.reset();
    onClose();
  };
  const save = form.handleSubmit(({ NewPassword }) => {
    reset.mutate(
      { NewPassword, ver },
      {
        onSuccess: () => {
          toast.success(UsersMessages.passwordReset);
          close();
        },
        onError: (error) => setServerFieldErrors(form, error),
      },
    );
  });

  return (
    <Dialog open={open} title="Reset password" onClose={close} size="small">
      <Form form={form} onSubmit={save}>
        <Flex direction="column" gap="medium">
          <FormPasswordField<ResetForm> name="NewPassword" label="New password" autoComplete="new-password" />
          <Flex justifyContent="flex-end" gap="small">
            <Button onClick={close}>Cancel</Button>
            <Button type="submit" variation="primary" isLoading={reset.isPending} loadingText="Reset password">
              Reset password
            </Button>
          </Flex>
        </Flex>
      </Form>
    </Dialog>
  );
}
