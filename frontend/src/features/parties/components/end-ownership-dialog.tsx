import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { withIndustryLabels } from '@shared/access/industry-labels';
import { Messages } from '@shared/api/messages';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { Dialog } from '../../../components/dialog/dialog';
import { Form, formResolver, FormTextField, setServerFieldErrors } from '../../../components/form';
import { notifyError, toast } from '../../../components/toast/toast-store';
import { toClientError } from '../../../lib/api-error';
import { useEndOwnership } from '../api/end-ownership';
import { usePartyLabels } from '../utils/labels';

const schema = z.object({ Dt: z.string().min(1) });
type EndForm = z.infer<typeof schema>;

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
  const labels = usePartyLabels();
  const end = useEndOwnership();
  const form = useForm<EndForm>({ resolver: formResolver(schema), defaultValues: { Dt: today } });

  const confirm = form.handleSubmit(({ Dt }) => {
    end.mutate(
      { productId, body: { CustId: custId, Dt } },
      {
        onSuccess: (answer) => {
          toast.success(answer.message || Messages.ownershipEnded);
          onClose();
        },
        onError: (failed) => {
          const failure = toClientError(failed);
          setServerFieldErrors(form, failure);
          notifyError(failure);
        },
      },
    );
  });

  return (
    <Dialog open={open} title="End ownership" onClose={onClose} size="small">
      <Form form={form} onSubmit={confirm}>
        <Flex direction="column" gap="medium">
          <Text>{withIndustryLabels(`The {customer} no longer owns ${regNo} from this date.`, labels)}</Text>
          <FormTextField<EndForm> name="Dt" label="Ownership end date" type="date" isRequired />
          <Flex gap="small" justifyContent="flex-end">
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variation="primary" isLoading={end.isPending} loadingText="Ending">
              End ownership
            </Button>
          </Flex>
        </Flex>
      </Form>
    </Dialog>
  );
}
