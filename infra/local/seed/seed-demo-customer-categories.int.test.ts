import { beforeAll, describe, expect, it } from 'vitest';
import { listCustomerCategories } from '../../../functions/data/settings/customer-categories-repo';
import { snapshotOrganisation } from '../../../functions/test/org-snapshot';
import { createTestOrganisation, type TestOrganisation } from '../../../functions/test/test-organisation';
import { seedDemoCustomerCategories } from './seed-demo-customer-categories';

/** The demo's customer categories (seed-demo-customer-categories.ts): the four, Fleet in use, a second start writing nothing. */

let org: TestOrganisation;

beforeAll(async () => {
  org = await createTestOrganisation();
  expect(await seedDemoCustomerCategories({ orgId: org.orgId })).toBe('seeded');
});

describe('the demo customer categories', () => {
  it('are Retail, Fleet, Insurance and Corporate, active, Fleet in use', async () => {
    const categories = await listCustomerCategories(org.orgId);
    expect(categories.map((c) => c.Name)).toEqual(['Corporate', 'Fleet', 'Insurance', 'Retail']);
    expect(categories.every((c) => c.Active)).toBe(true);
    expect(categories.filter((c) => c.Used).map((c) => c.Name)).toEqual(['Fleet']);
  });

  it('a second start writes nothing', async () => {
    const before = await snapshotOrganisation(org.orgId);
    expect(await seedDemoCustomerCategories({ orgId: org.orgId })).toBe('present');
    expect(await snapshotOrganisation(org.orgId)).toBe(before);
  });
});
