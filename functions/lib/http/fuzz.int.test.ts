import fc from 'fast-check';
import * as z from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { isPermitted } from '@shared/access/access-model';
import { predefinedRole, roleKey, type DemoUsername } from '@shared/access/roles';
import { routeKey, type RouteDef } from '@shared/api/route';
import { allRoutes } from '@shared/api/routes';
import { iamRoutes, type LoginResponse } from '@shared/api/routes/iam';
import { DEMO_WORKSHOP } from '../../../infra/local/seed/demo-organisation';
import { invoke, type Invocation } from '../../test/invoke';
import { snapshotOrganisation } from '../../test/org-snapshot';
import { createTestOrganisation, TEST_PASSWORD, type TestOrganisation } from '../../test/test-organisation';

/**
 * docs/decisions.md 'Fuzzing': every route of the route table gets generated bad input and must
 * never answer 5xx, and a refused request writes nothing. The shape comes from
 * the route's own zod schemas (its placeholders, its query and body keys); the
 * values come from an arbitrary of what careless and hostile clients send:
 * hidden characters, broken Unicode, huge and non-finite numbers, deep nesting,
 * wrong types. Deterministic (fixed seed), CASES_PER_ROUTE per route.
 */
const CASES_PER_ROUTE = 12;
const SEED = 20261124;

/** Calls that end the caller's own session are fuzzed last, each with its own login. */
const ENDS_SESSION = new Set([
  'POST /api/Identities/Logout',
  'PUT /api/Identities/DeactivateSession',
  'POST /api/Users/ChangePassword',
]);
/** Who calls a guarded route: the first demo user the access model lets through, so the schema is reached. */
const CALLERS: DemoUsername[] = [
  'admin',
  'owner',
  'manager',
  'advisor',
  'cashier',
  'technician',
  'partsmanager',
  'partsclerk',
];

const nastyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u202Eb',
    '\uD800',
    '%E0%A4%A',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '😀😀',
    'x'.repeat(5000),
  ),
);
const nastyNumber = fc.oneof(
  fc.double(),
  fc.constantFrom(1e20, 1e200, -1e308, 2 ** 53 + 2, -0, 0.1 + 0.2),
  fc.integer(),
);
const nastyLeaf = fc.oneof(nastyText, nastyNumber, fc.boolean(), fc.constant(null));
const { value: nastyValue } = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, nastyLeaf, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(nastyText, tie('value'), { maxKeys: 4 }),
}));

/** Keys of an object schema (through optional/default wrappers), for shaped bad bodies. */
function objectKeys(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  try {
    const json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as {
      properties?: Record<string, unknown>;
    };
    return Object.keys(json.properties ?? {});
  } catch {
    return [];
  }
}

const deepJson = (levels: number): string => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

function inputs(route: RouteDef): fc.Arbitrary<Invocation> {
  const placeholders = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name as string);
  const bodyKeys = objectKeys(route.body);
  const queryKeys = objectKeys(route.query);
  const shapedBody =
    bodyKeys.length > 0
      ? fc.record(Object.fromEntries(bodyKeys.map((k) => [k, nastyValue])), { requiredKeys: [] })
      : nastyValue;
  const rawBody = fc.oneof(
    fc.constantFrom('{', '[1,2', '"x"', '1e400', deepJson(60), '{"ver":1e999}'),
    fc.string({ maxLength: 30 }),
  );
  return fc.record({
    params: fc.record(
      Object.fromEntries(
        placeholders.map((p) => [
          p,
          nastyText.filter((t) => t.length > 0 && t.length < 300 && !/[\uD800-\uDFFF]/.test(t)),
        ]),
      ),
    ),
    query: fc.record(Object.fromEntries(queryKeys.map((k) => [k, nastyText])), { requiredKeys: [] }),
    body: route.method === 'GET' ? fc.constant(undefined) : fc.oneof(shapedBody, rawBody, nastyValue),
  }) as fc.Arbitrary<Invocation>;
}

const callerFor = (route: RouteDef): DemoUsername | undefined =>
  CALLERS.find((name) =>
    isPermitted(route.permission, { access: predefinedRole(roleKey[name]).Access, config: DEMO_WORKSHOP.Config }),
  );

let org: TestOrganisation;
async function login(username: DemoUsername): Promise<string> {
  const answer = await invoke<LoginResponse>(iamRoutes.authenticate, {
    body: { username, password: TEST_PASSWORD, domain: org.domain },
  });
  expect(answer.status, username).toBe(200);
  return answer.body.Token;
}

beforeAll(async () => {
  org = await createTestOrganisation();
});

describe('fuzzing every route with generated bad input', () => {
  it(`answers no 5xx on any route, and a 400 writes nothing (${CASES_PER_ROUTE} cases per route)`, async () => {
    const routes = allRoutes().sort(
      (a, b) => Number(ENDS_SESSION.has(routeKey(a))) - Number(ENDS_SESSION.has(routeKey(b))),
    );
    const tokens = new Map<DemoUsername, string>();
    const serverErrors: string[] = [];
    const writes: string[] = [];
    const counts: Record<string, number> = {};
    for (const [index, route] of routes.entries()) {
      const key = routeKey(route);
      const caller = route.permission.kind === 'public' ? undefined : callerFor(route);
      const cases = fc.sample(inputs(route), { numRuns: CASES_PER_ROUTE, seed: SEED + index });
      for (const input of cases) {
        let token: string | undefined;
        if (caller) {
          token = tokens.get(caller) ?? (await login(caller));
          tokens.set(caller, token);
        }
        const before = await snapshotOrganisation(org.orgId);
        const answer = await invoke(route, { ...input, token });
        // A call that ended the caller's session (it accepted the input) needs a fresh login next time.
        if (caller && ENDS_SESSION.has(key) && answer.status < 300) tokens.delete(caller);
        counts[key] = (counts[key] ?? 0) + 1;
        if (answer.status >= 500)
          serverErrors.push(`${key} ${answer.status} with ${JSON.stringify(input).slice(0, 300)}`);
        if (answer.status === 400 && (await snapshotOrganisation(org.orgId)) !== before)
          writes.push(`${key} wrote after a 400`);
      }
    }
    expect(serverErrors).toEqual([]);
    expect(writes).toEqual([]);
    expect(Object.keys(counts)).toHaveLength(routes.length);
    expect(Object.values(counts).every((n) => n === CASES_PER_ROUTE)).toBe(true);
  }, 600_000);
});
