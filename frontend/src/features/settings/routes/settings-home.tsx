import { Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { industryLabels, withIndustryLabels } from '@shared/access/industry-labels';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useScreens } from '../../../lib/screens-context';
import { useSession } from '../../../lib/session';
import { visibleSettings } from '../utils/settings-screens';

export const handle = { title: 'Settings' };

function SettingsHome() {
  const session = useSession();
  const screens = useScreens();
  const labels = industryLabels(session.Entity.Config.Industry);
  const groups = useMemo(
    () =>
      visibleSettings(
        {
          access: session.Access,
          config: session.Entity.Config,
          user: session.User,
          settings: session.Entity.Settings,
        },
        screens,
      ),
    [session, screens],
  );
  return (
    <Flex direction="column" gap="large">
      <Heading level={2}>Settings</Heading>
      {groups.map(({ group, screens }) => (
        <section key={group} aria-label={`${group} settings`}>
          <Heading level={3}>{group}</Heading>
          <Flex wrap="wrap" gap="medium" marginTop="small">
            {screens.map((screen) => (
              <Card key={screen.path} variation="outlined" width="16rem">
                <Link to={`/${screen.path}`}>{withIndustryLabels(screen.title, labels)}</Link>
                <Text fontSize="small" variation="secondary">
                  {screen.description}
                </Text>
              </Card>
            ))}
          </Flex>
        </section>
      ))}
    </Flex>
  );
}

/** settings/Settings, the landing of the settings area (spec platform §2 'Default landing per module'). */
export function Component() {
  return <SettingsHome />;
}
