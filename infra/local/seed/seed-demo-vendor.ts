import { ulid } from 'ulid';
import { roleKey } from '@shared/access/roles';
import { entitySettings } from '@shared/entity/entity-settings';
import { partyCreateBody, unlinkedParty } from '@shared/parties/party-schemas';
import { hashPassword } from '../../../functions/lib/password';
import { createParty, getParty } from '../../../functions/data/parties/parties-repo';
import { DEMO_ORG, DEMO_PASSWORD, DEMO_WORKSHOP, PARTS_DEALER_CONFIG } from './demo-organisation';
import { seedOrganisation, type OrganisationSeed } from './seed-organisation';
import { demoUserId } from './seed-demo';

/**
 * A second demo organisation, a parts distributor, connected to the demo
 * workshop as a vendor (README 'Demo data'), so chat with a connected
 * organisation can be tried with two browser windows: the workshop's users
 * see it under Vendors, and its own users (domain `bharat`, the demo
 * password) see the workshop's conversations in their Active customer segment
 * (to the distributor the workshop is a customer: docs/chat.md 'What the other
 * business is').
 * The link is written as a used connection code leaves it: the workshop's
 * vendor record carries Connect {OId, EId} of the distributor's branch.
 */
export const DEMO_VENDOR_DOMAIN = 'bharat';

const BRANCH = {
  EntId: '01JDEMOVNDENT000000000000B',
  DName: 'Bharat Auto Parts Peenya',
  UName: 'peenya',
  Config: PARTS_DEALER_CONFIG,
  Settings: entitySettings.parse({
    Acc: { Round: true, SPType: -1, LTot: 'AT' },
    Address: {
      Add1: '18, 2nd Phase Industrial Area',
      Add2: 'Peenya',
      Ct: 'Bengaluru',
      State: 'Karnataka',
      Pin: '560058',
      StCode: '29',
      DefShip: true,
    },
    TZ: 'Asia/Calcutta',
  }),
};

export type ConnectedVendorSeed = {
  /** The distributor organisation (ids, domain, users). */
  vendor: Omit<OrganisationSeed, 'PasswordHash'>;
  /** Where its vendor record goes: the workshop's organisation, branch and the user recorded as creating it. */
  target: { orgId: string; entityId: string; userId: string };
  /** The vendor record's id (fixed for the demo, so a second start finds it). */
  recordId: string;
  password: string;
};

export const DEMO_CONNECTED_VENDOR: ConnectedVendorSeed = {
  vendor: {
    OrgId: '01JDEMOVND0RG00000000000B',
    Name: 'Bharat Auto Parts',
    Domain: DEMO_VENDOR_DOMAIN,
    NewFeat: true,
    Entities: [BRANCH],
    Users: [
      {
        UserId: '01JDEMOVNDUSR0000000000OWN',
        UserName: 'owner',
        Name: 'Kiran Bharadwaj',
        Desig: 'Proprietor',
        Email: 'owner@bharat.karkhana.app',
        Phone: '9880100001',
        Role: roleKey.owner,
        Branches: [BRANCH.EntId],
      },
      {
        UserId: '01JDEMOVNDUSR0000000000SLS',
        UserName: 'partsmanager',
        Name: 'Deepa Menon',
        Desig: 'Sales Manager',
        Email: 'sales@bharat.karkhana.app',
        Phone: '9880100002',
        Role: roleKey.partsmanager,
        Branches: [BRANCH.EntId],
      },
    ],
  },
  target: { orgId: DEMO_ORG.OrgId, entityId: DEMO_WORKSHOP.EntId, userId: demoUserId('owner') },
  recordId: '01JDEMOVNDLINK00000000000B',
  password: DEMO_PASSWORD,
};

/** Writes the distributor (once) and the workshop's linked vendor record (once); a second start changes nothing. */
export async function seedConnectedVendor(
  seed: ConnectedVendorSeed = DEMO_CONNECTED_VENDOR,
): Promise<'seeded' | 'present'> {
  const org = await seedOrganisation({ ...seed.vendor, PasswordHash: await hashPassword(seed.password) });
  if (await getParty(seed.target.orgId, 'VEND', seed.recordId, true)) return org;
  const branch = seed.vendor.Entities[0];
  if (!branch) throw new Error('the connected vendor needs a branch');
  const input = unlinkedParty(
    partyCreateBody.parse({
      Type: 'Company',
      Sltn: 'M/s.',
      DName: seed.vendor.Name,
      Cons: { Phones: { Main: seed.vendor.Users[0]?.Phone ?? '9880100001', Others: [] }, Emails: [] },
    }),
  );
  await createParty(seed.target, 'VEND', seed.recordId, {
    ...input,
    Connect: { OId: seed.vendor.OrgId, EId: branch.EntId },
  });
  return 'seeded';
}

/** A fresh distributor for a test organisation (unique ids and domain). */
export function testConnectedVendor(target: ConnectedVendorSeed['target'], password: string): ConnectedVendorSeed {
  const id = ulid();
  const entId = ulid();
  const users = DEMO_CONNECTED_VENDOR.vendor.Users.map((u, i) => ({
    ...u,
    UserId: ulid(),
    Email: `${u.UserName}@v${id.toLowerCase()}.example.com`,
    Phone: `7${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}${i}`,
    Branches: [entId],
  }));
  return {
    vendor: {
      ...DEMO_CONNECTED_VENDOR.vendor,
      OrgId: id,
      Domain: `v${id.toLowerCase()}`,
      Entities: [{ ...BRANCH, EntId: entId }],
      Users: users,
    },
    target,
    recordId: ulid(),
    password,
  };
}
