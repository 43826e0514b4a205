import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { Messages } from '@shared/api/messages';
import { useNavigate, useSearchParams } from 'react-router';
import { useOnline } from '../../lib/connectivity';
import { HOME_PATH, safeReturnUrl } from '../../lib/return-url';

export const handle = { title: 'Retry' };

/**
 * Where the guard sends the user when the session could not be loaded for a
 * reason other than a refused token, or with no network (spec platform §2).
 */
export function Component() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const online = useOnline();
  const back = safeReturnUrl(search.get('returnUrl')) ?? HOME_PATH;

  return (
    <main className="kk-page-message">
      <Flex direction="column" gap="medium" alignItems="center">
        <Heading level={3}>{online ? Messages.cannotConnect : Messages.noInternet}</Heading>
        <Text variation="secondary">Your work is safe. Try again when you are ready.</Text>
        <Button variation="primary" onClick={() => void navigate(back, { replace: true })}>
          Retry
        </Button>
      </Flex>
    </main>
  );
}
