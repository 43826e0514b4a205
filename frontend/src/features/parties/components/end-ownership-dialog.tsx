import { Button, Flex, Text, TextField } from '@aws-amplify/ui-react';
import { Messages } from '@shared/api/messages';
import { useState } from 'react';
import { Dialog } from '../../../components/dialog/dialog';
import { notifyError, toast } from '../../../components/toast/toast-store';
import { toClientError } from '../../../lib/api-error';
import { useEndOwnership } from '../api/end-ownership';

/**
 * Ends a customer's ownership of a vehicle on a date (spec platform §5:
 * product, date and customer are required).
 */
export function EndOwnershipDialog({
  open,
  productId,
  regNo,
  custId,
  today,
  onClose,
}: {
  open: boolean;
  productId: string;
  regNo: string;
  custId: string;
  today: string;
  onClose: () => void;
}) {
  const end = useEndOwnership();
  const [date, setDate] = useState(today);
  const [error, setError] = useState<string | undefined>();

  const confirm = () => {
    if (date === '') {
      setError(Messages.fieldRequired);
      return;
    }
    end.mutate(
      { productId, body: { CustId: custId, Dt: date } },
      {
        onSuccess: (answer) => {
          toast.success(answer.message || Messages.ownershipEnded);
          onClose();
        },
        onError: (failed) => {
          const failure = toClientError(failed);
          const dateError = failure.errors?.find((e) => e.path === 'Dt');
          if (dateError) setError(dateError.message);
          notifyError(failure);
        },
      },
    );
  };

  return (
    <Dialog open={open} title="End ownership" onClose={onClose} size="small">
      <Flex direction="column" gap="medium">
        <Text>{`The customer no longer owns ${regNo} from this date.`}</Text>
        <TextField
          label="Ownership end date"
          type="date"
          value={date}
          isRequired
          hasError={error !== undefined}
          errorMessage={error}
          onChange={(event) => {
            setDate(event.target.value);
            setError(undefined);
          }}
        />
        <Flex gap="small" justifyContent="flex-end">
          <Button onClick={onClose}>Cancel</Button>
          <Button variation="primary" onClick={confirm} isLoading={end.isPending} loadingText="Ending">
            End ownership
          </Button>
        </Flex>
      </Flex>
    </Dialog>
  );
}
