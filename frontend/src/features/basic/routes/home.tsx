import { Alert, Card, Flex, Heading } from '@aws-amplify/ui-react';
import { hasAnyFeature, type AccessContext } from '@shared/access/access-model';
import { industryLabels } from '@shared/access/industry-labels';
import { Messages } from '@shared/api/messages';
import { Link } from 'react-router';
import { hourIn } from '../../../lib/format';
import { sideMenuItems, type MenuEntry } from '../../../lib/menu-items';
import { useScreens } from '../../../lib/screens-context';
import { useSession } from '../../../lib/session';
import { useHomeRecentCustomers, useHomeRecentProducts } from '../api/recent-for-home';
import { HomeCounts } from '../components/home-counts';
import { HomeFigures, seesHomeFigures } from '../components/home-figures';
import { HomeRecent } from '../components/home-recent';
import { greetingFor, INDUSTRY_NAMES } from '../utils/industry-names';
import { moduleLandings, recordPathFor } from '../utils/home-links';

export const handle = { title: 'Home' };

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="kk-detail">
      <dt>{label}</dt>
      <dd>{value || '—'}</dd>
    </div>
  );
}

/**
 * Basic/Home: where every login lands (spec platform §2 'Default landing'), and
 * what the role needs today: the landings of its modules and the screens of its
 * menu as links (only screens that exist, so nothing leads nowhere), the newest
 * customers and vehicles it may read, what waits for it today (estimates and
 * repair orders by status, a technician's jobs), and the branch it works in;
 * first, for whoever may read them, today's figures (docs/home.md).
 */
export function Component() {
  const session = useSession();
  const screens = useScreens();
  const { Entity, User, Org } = session;
  const ctx: AccessContext = { access: session.Access, config: Entity.Config, user: User, settings: Entity.Settings };
  const industry = Entity.Config.Industry;
  const words = industryLabels(industry);
  const links: MenuEntry[] = [
    ...moduleLandings(ctx, screens),
    ...sideMenuItems(ctx, screens).filter((entry) => entry.to.toLowerCase() !== '/basic/home'),
  ];
  const unique = links.filter(
    (entry, index) => links.findIndex((other) => other.to.toLowerCase() === entry.to.toLowerCase()) === index,
  );
  const customersList = unique.find((entry) => entry.label === words.Customers);
  const productsList = unique.find((entry) => entry.label === words.Products);
  const customers = useHomeRecentCustomers(customersList !== undefined);
  const products = useHomeRecentProducts(productsList !== undefined);

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
      {seesHomeFigures(ctx) ? <HomeFigures ctx={ctx} screens={screens} /> : null}
      {unique.length > 0 ? (
        <nav aria-label="Go to">
          <ul className="kk-home-links">
            {unique.map((entry) => (
              <li key={entry.to}>
                <Link to={entry.to} className="amplify-button amplify-button--default">
                  {entry.group ? `${entry.label} (${entry.group.replace('Settings: ', '')})` : entry.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="kk-home-grid">
        <HomeCounts ctx={ctx} screens={screens} />
        {customersList ? (
          <HomeRecent
            title={`Recent ${words.Customers.toLowerCase()}`}
            entries={customers.data?.Items.map((row) => ({
              id: row._id,
              text: row.DName,
              detail: row.Phone ?? row.Ct,
            }))}
            loading={customers.isPending}
            emptyText={`No ${words.Customers.toLowerCase()} yet.`}
            recordPath={recordPathFor(customersList.to, screens)}
            more={<Link to={customersList.to}>{`All ${words.Customers.toLowerCase()}`}</Link>}
          />
        ) : null}
        {productsList ? (
          <HomeRecent
            title={`Recent ${words.Products.toLowerCase()}`}
            entries={products.data?.Items.map((row) => ({
              id: row._id,
              text: row.RegNo ?? row.VIN ?? ([row.Make, row.Model].filter(Boolean).join(' ') || row._id),
              detail: [row.Make, row.Model].filter(Boolean).join(' ') || row.Owner?.DName,
            }))}
            loading={products.isPending}
            emptyText={`No ${words.Products.toLowerCase()} yet.`}
            recordPath={recordPathFor(productsList.to, screens)}
            more={<Link to={productsList.to}>{`All ${words.Products.toLowerCase()}`}</Link>}
          />
        ) : null}
        <Card variation="outlined" className="kk-home-card">
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
      </div>
    </Flex>
  );
}
