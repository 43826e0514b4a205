import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { Dialog } from './dialog';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A yes/no question before something that cannot be undone (logout, ending a session). */
export function ConfirmDialog({ open, title, message, confirmLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog open={open} title={title} onClose={onCancel} size="small">
      <Text>{message}</Text>
      <Flex justifyContent="flex-end" gap="small">
        <Button onClick={onCancel}>Cancel</Button>
        <Button variation="primary" onClick={onConfirm} isLoading={busy ?? false} loadingText={confirmLabel}>
          {confirmLabel}
        </Button>
      </Flex>
    </Dialog>
  );
}
