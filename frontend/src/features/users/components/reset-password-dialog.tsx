import { Button, Flex, PasswordField } from '@aws-amplify/ui-react';
import { newPasswordField } from '@shared/identity/login-rules';
import { UsersMessages } from '@shared/users/users-messages';
import { useState } from 'react';
import { Dialog } from '../../../components/dialog/dialog';
import { toast } from '../../../components/toast/toast-store';
import { useResetUserPassword } from '../api/user-mutations';

/** An admin sets a new password for a user; the user's sessions end. */
export function ResetPasswordDialog({ userId, ver, open, onClose }: { userId: string; ver: number; open: boolean; onClose: () => void }) {
  const reset = useResetUserPassword(userId);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  const close = () => {
    setPassword('');
    setError(undefined);
    onClose();
  };
  const save = () => {
    const checked = newPasswordField.safeParse(password);
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    reset.mutate(
      { NewPassword: password, ver },
      {
        onSuccess: () => {
          toast.success(UsersMessages.passwordReset);
          close();
        },
      },
    );
  };

  return (
    <Dialog open={open} title="Reset password" onClose={close} size="small">
      <Flex direction="column" gap="medium">
        <PasswordField
          label="New password"
          autoComplete="new-password"
          value={password}
          hasError={error !== undefined}
          errorMessage={error}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Flex justifyContent="flex-end" gap="small">
          <Button onClick={close}>Cancel</Button>
          <Button variation="primary" onClick={save} isLoading={reset.isPending} loadingText="Reset password">
            Reset password
          </Button>
        </Flex>
      </Flex>
    </Dialog>
  );
}
