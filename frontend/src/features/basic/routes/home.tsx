import { Alert, Badge, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { hasAnyFeature, reachableModules, type AccessContext } from '@shared/access/access-model';
import { Messages } from '@shared/api/messages';
import { hourIn } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { greetingFor, INDUSTRY_NAMES, MODULE_NAMES } from '../utils/industry-names';

export const handle = { title: 'Home' };

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="kk-detail">
      <dt>{label}</dt>
      <dd>{value || '—'}</dd>
    </div>
  );
}

/** Basic/Home: where every login lands (spec platform §2 'Default landing'). */
export function Component() {
  const session = useSession();
  const { Entity, User, Org } = session;
  const ctx: AccessContext = { access: session.Access, config: Entity.Config, user: User, settings: Entity.Settings };
  const modules = reachableModules(ctx);
  const industry = Entity.Config.Industry;

  return (
    <Flex direction="column" gap="large">
      <Heading level={2}>
        {greetingFor(hourIn(new Date(), User.TZ))}, {User.Name}
      </Heading>
      {hasAnyFeature(ctx) ? null : (
        <Alert variation="info" role="status" data-testid="no-features">
          {Messages.noFeatures}
        </Alert>
      )}
      <Card variation="outlined">
        <Flex direction="column" gap="small">
          <Heading level={3}>Current branch</Heading>
          <dl className="kk-details">
            <Detail label="Branch" value={Entity.DName} />
            <Detail label="Unique name" value={Entity.UName} />
            <Detail label="GST state code" value={Entity.Settings.Address?.StCode ?? ''} />
            <Detail label="Industry" value={`${INDUSTRY_NAMES[industry]} (${industry})`} />
            <Detail label="Organisation" value={Org.Name} />
          </dl>
        </Flex>
      </Card>
      {modules.length > 0 ? (
        <Flex direction="column" gap="xs">
          <Text variation="secondary">Modules you can use in this branch</Text>
          <Flex wrap="wrap" gap="xs">
            {modules.map((module) => (
              <Badge key={module}>{MODULE_NAMES[module]}</Badge>
            ))}
          </Flex>
        </Flex>
      ) : null}
    </Flex>
  );
}
