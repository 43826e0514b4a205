import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { Link, useLocation } from 'react-router';
import { HOME_PATH } from '../../lib/return-url';

export const handle = { title: 'Page not found' };

/** Any path that is not a screen (spec platform §2). */
export function Component() {
  const { pathname } = useLocation();
  return (
    <main className="kk-page-message">
      <Flex direction="column" gap="medium" alignItems="center">
        <Heading level={3}>Page not found</Heading>
        <Text variation="secondary">There is no page at {pathname}.</Text>
        <Link to={HOME_PATH}>
          <Button as="span" variation="primary">
            Go to Home
          </Button>
        </Link>
      </Flex>
    </main>
  );
}
