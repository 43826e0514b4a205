import { Button, Flex, Heading, Text, TextField } from '@aws-amplify/ui-react';
import { CONNECTION_CODE_DAYS } from '@shared/parties/connection-code';
import { toast } from '../../../components/toast/toast-store';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useCreateConnectionCode } from '../api/connection-code';

/**
 * Consent to be linked by another business on Karkhana (docs/decisions-parties.md): the admin
 * makes a code and hands it over; the other business enters it on its customer
 * or vendor record. A code works once, for CONNECTION_CODE_DAYS days.
 */
export function ConnectionCodeSection() {
  const { User } = useSession();
  const create = useCreateConnectionCode();
  const code = create.data;
  const copy = async (text: string) => {
    await navigator.clipboard?.writeText(text);
    toast.success('Connection code copied.');
  };
  return (
    <Flex direction="column" gap="small" as="section" aria-labelledby="connection-code-heading">
      <Heading level={3} id="connection-code-heading">
        Connection code
      </Heading>
      <Text>
        A business that buys from you or sells to you on Karkhana can link its record of you to this branch, for chat.
        Give it a code: each code works once, for {CONNECTION_CODE_DAYS} days.
      </Text>
      {code ? (
        <Flex alignItems="flex-end" gap="small" wrap="wrap">
          <TextField
            label="Code to share"
            value={code.Code}
            isReadOnly
            descriptiveText={`Valid until ${formatDate(code.Expires, User.TZ)}.`}
            flex="1"
          />
          <Button onClick={() => void copy(code.Code)}>Copy</Button>
        </Flex>
      ) : null}
      <Flex>
        <Button onClick={() => create.mutate()} isLoading={create.isPending} loadingText="Creating">
          {code ? 'Create another code' : 'Create a connection code'}
        </Button>
      </Flex>
    </Flex>
  );
}
