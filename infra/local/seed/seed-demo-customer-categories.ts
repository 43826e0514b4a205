import type { CustomerCategory } from '@shared/settings/customer-categories';
import { putCategoryIfAbsent } from '../../../functions/data/settings/customer-categories-repo';
import { DEMO_PARTIES_TARGET, type DemoPartiesTarget } from './seed-demo-parties';

/**
 * The demo organisation's customer categories (docs/customer-categories.md §7).
 * Fleet is already named by the demo fleet operator and the 'Fleet customers'
 * price list, so it is written as used: its name stays and removing it
 * deactivates it, as if those records had been saved after it existed.
 */
export const DEMO_CUSTOMER_CATEGORIES: readonly CustomerCategory[] = [
  { _id: 'CCAT-DEMO-RETAIL', Name: 'Retail', Desc: 'Walk-in and counter buyers', Active: true, ver: 1 },
  {
    _id: 'CCAT-DEMO-FLEET',
    Name: 'Fleet',
    Desc: 'Transporters and taxi operators: the Fleet customers price list',
    Active: true,
    Used: true,
    ver: 1,
  },
  { _id: 'CCAT-DEMO-INSURANCE', Name: 'Insurance', Desc: 'Work paid by an insurer', Active: true, ver: 1 },
  { _id: 'CCAT-DEMO-CORPORATE', Name: 'Corporate', Desc: 'Company accounts billed monthly', Active: true, ver: 1 },
];

/** Idempotent: a category already there (by name) is left as it is, so a second start writes nothing. */
export async function seedDemoCustomerCategories(
  target: Pick<DemoPartiesTarget, 'orgId'> = DEMO_PARTIES_TARGET,
): Promise<'seeded' | 'present'> {
  const written = await Promise.all(DEMO_CUSTOMER_CATEGORIES.map((c) => putCategoryIfAbsent(target.orgId, c)));
  return written.some(Boolean) ? 'seeded' : 'present';
}
