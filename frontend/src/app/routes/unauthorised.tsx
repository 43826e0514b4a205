import { Button, Flex, Heading } from '@aws-amplify/ui-react';
import { Messages } from '@shared/api/messages';
import { Link } from 'react-router';
import { HOME_PATH } from '../../lib/return-url';

export const handle = { title: 'Unauthorised' };

/** A screen the user's access does not allow (spec platform §2 'Guard behaviour'). */
export function Component() {
  return (
    <section className="kk-page-message">
      <Flex direction="column" gap="medium" alignItems="center">
        <Heading level={3}>{Messages.unauthorisedPage}</Heading>
        <Link to={HOME_PATH}>
          <Button as="span">Go to Home</Button>
        </Link>
      </Flex>
    </section>
  );
}
