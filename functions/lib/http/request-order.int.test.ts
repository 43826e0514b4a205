import { beforeAll, describe, expect, it } from 'vitest';
import { isPermitted } from '@shared/access/access-model';
import { predefinedRole, roleKey, type DemoUsername } from '@shared/access/roles';
import { Messages } from '@shared/api/messages';
import { routeKey, type RouteDef } from '@shared/api/route';
import { allRoutes } from '@shared/api/routes';
import { iamRoutes, type LoginResponse } from '@shared/api/routes/iam';
import { DEMO_WORKSHOP } from '../../../infra/local/seed/demo-organisation';
import { invoke, type Invocation } from '../../test/invoke';
import { createTestOrganisation, TEST_PASSWORD, type TestOrganisation } from '../../test/test-organisation';

/**
 * docs/decisions.md 'Order of checks', DESIGN §2: size, then session (401), then
 * permission (403), and only then the schemas (400). Every route of the table is called
 * with input no schema accepts; a caller without the right must never learn the schema.
 */

/** The calls made before there is a session; listed by hand so a new public call is a decision. */
const PUBLIC_ROUTES = [
  'POST /api/IAM/Auth/Authenticate',
  'POST /api/IAM/Auth/ForgotPassword/RequestOtp',
  'POST /api/IAM/Auth/ForgotPassword/VerifyOtp',
  'POST /api/IAM/Auth/ForgotPassword/ResetPassword',
  // The customer's invoice behind an SMS link: a signed, expiring token instead of a session (docs/printing.md 'The customer's page: /i/{token}').
  'GET /api/Public/Invoices/{Token}',
  // A branch's booking page: a signed link of the branch instead of a session (docs/customer-loop.md §6).
  'GET /api/Public/Booking/{Token}',
  'POST /api/Public/Booking/{Token}',
  // An estimate's approval page: a signed, expiring link of one estimate instead of a session (docs/customer-loop.md 'Approval by link').
  'GET /api/Public/Approval/{Token}',
  'POST /api/Public/Approval/{Token}',
  // A workshop's wall display: a signed token of one branch's display record instead of a session (docs/customer-loop.md §20).
  'GET /api/Public/ShopFloor/{Token}',
  // A purchase order sent to its vendor: a signed, expiring link of one order instead of a session (docs/purchasing.md §19).
  'GET /api/Public/PurchaseOrders/{Token}',
];

/** Who is tried for a 403, in this order: the first one the route refuses. */
const REFUSED_CANDIDATES: DemoUsername[] = [
  'technician',
  'partsclerk',
  'cashier',
  'partsmanager',
  'advisor',
  'manager',
];

const routes = allRoutes();
const guarded = routes.filter((route) => route.permission.kind !== 'public');
const rightsNeeded = guarded.filter((route) => route.permission.kind !== 'session');

/** Input that fails every part's schema: placeholders filled with junk, a junk query, a body that is not an object. */
function invalidInput(route: RouteDef): Invocation {
  const params = Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name as string, ' ']));
  return {
    params,
    query: route.query ? { Limit: 'many', Skip: '-x' } : {},
    body: route.method === 'GET' ? undefined : '42',
  };
}

/** The demo user the workshop's access model refuses this call to (the server loads the same role). */
function refusedUser(route: RouteDef): DemoUsername | undefined {
  return REFUSED_CANDIDATES.find(
    (name) =>
      !isPermitted(route.permission, { access: predefinedRole(roleKey[name]).Access, config: DEMO_WORKSHOP.Config }),
  );
}

let org: TestOrganisation;
const tokens = new Map<DemoUsername, string>();

beforeAll(async () => {
  org = await createTestOrganisation();
  const needed = new Set(rightsNeeded.map(refusedUser).filter((name): name is DemoUsername => name !== undefined));
  for (const username of needed) {
    const answer = await invoke<LoginResponse>(iamRoutes.authenticate, {
      body: { username, password: TEST_PASSWORD, domain: org.domain },
    });
    expect(answer.status, username).toBe(200);
    tokens.set(username, answer.body.Token);
  }
});

describe('authenticate, then authorise, then validate', () => {
  it('the public calls are exactly the listed ones', () => {
    expect(
      routes
        .filter((r) => r.permission.kind === 'public')
        .map(routeKey)
        .sort(),
    ).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('anonymous: 401 on every call that needs a session, whatever the input', async () => {
    const wrong: string[] = [];
    for (const route of guarded) {
      for (const token of [undefined, 'not-a-token']) {
        const answer = await invoke(route, { ...invalidInput(route), token });
        const body = answer.body as { errorCode?: unknown; message?: unknown };
        if (answer.status !== 401 || body.errorCode !== 401 || body.message !== Messages.sessionEnded) {
          wrong.push(
            `${routeKey(route)} (${token ? 'bad token' : 'no token'}): ${answer.status} ${JSON.stringify(answer.body)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('without the right: 403 on every call the role may not make, whatever the input', async () => {
    const wrong: string[] = [];
    for (const route of rightsNeeded) {
      const username = refusedUser(route);
      if (!username) {
        wrong.push(`${routeKey(route)}: no predefined role is refused`);
        continue;
      }
      const answer = await invoke(route, { ...invalidInput(route), token: tokens.get(username) });
      if (
        answer.status !== 403 ||
        JSON.stringify(answer.body) !== JSON.stringify({ errorCode: 403, message: Messages.forbidden })
      ) {
        wrong.push(`${routeKey(route)} as ${username}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the technician is refused every call outside its rights (53 of them)', () => {
    const technician = predefinedRole('Technician').Access;
    const refused = rightsNeeded.filter(
      (r) => !isPermitted(r.permission, { access: technician, config: DEMO_WORKSHOP.Config }),
    );
    expect(refused.every((route) => refusedUser(route) === 'technician')).toBe(true);
    expect(refused.length).toBeGreaterThan(40);
  });

  it('the same input from a caller with the right is a 400, so the checks above did refuse bad input', async () => {
    const owner = await invoke<LoginResponse>(iamRoutes.authenticate, {
      body: { username: 'owner', password: TEST_PASSWORD, domain: org.domain },
    });
    const wrong: string[] = [];
    // A call on a module the workshop does not enable (Sales settings) is refused even to the owner: module-gate.int.test.ts.
    const ownerAccess = predefinedRole('Owner').Access;
    const ownerMay = (r: RouteDef) => isPermitted(r.permission, { access: ownerAccess, config: DEMO_WORKSHOP.Config });
    for (const route of guarded.filter((r) => r.body && !r.multipart && ownerMay(r))) {
      const answer = await invoke(route, { ...invalidInput(route), token: owner.body.Token });
      if (answer.status !== 400) wrong.push(`${routeKey(route)}: ${answer.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('an oversized body is refused before the session is looked at', async () => {
    const route = iamRoutes.changePassword;
    const answer = await invoke(route, { body: { OldPassword: 'x'.repeat(300 * 1024) } });
    expect(answer.status).toBe(413);
  });
});
