import { roleKey } from '@shared/access/roles';
import { hashPassword } from '../../../functions/lib/password';
import {
  DEMO_DOMAIN,
  DEMO_ORG,
  DEMO_PARTS_BRANCH,
  DEMO_PASSWORD,
  DEMO_USERS,
  DEMO_WORKSHOP,
  demoEmail,
} from './demo-organisation';
import { seedOrganisation } from './seed-organisation';

/** Stable demo user ids so links and tests can name them. */
export const demoUserId = (username: string): string =>
  `01JDEMOUSR${username.toUpperCase().padEnd(16, '0').slice(0, 16)}`;

/** Seeds the demo organisation when its domain is not there yet; a second start changes nothing. */
export async function seedDemo(): Promise<'seeded' | 'present'> {
  return seedOrganisation({
    ...DEMO_ORG,
    Domain: DEMO_DOMAIN,
    // Chat is on for the demo.
    NewFeat: true,
    Entities: [DEMO_WORKSHOP, DEMO_PARTS_BRANCH],
    // One hash for the shared demo password: the password is public anyway, and
    // eight scrypt runs would slow the first start for nothing.
    PasswordHash: await hashPassword(DEMO_PASSWORD),
    Users: DEMO_USERS.map((demo) => ({
      UserId: demoUserId(demo.UserName),
      UserName: demo.UserName,
      Name: demo.Name,
      Desig: demo.Desig,
      Email: demoEmail(demo.UserName),
      Phone: demo.Phone,
      Role: roleKey[demo.UserName],
      Branches: demo.Branches.map((b) => b.EntId),
      ...(demo.Technician ? { Technician: true } : {}),
    })),
  });
}
