import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { listItems } from '../../../functions/data/catalogue/named-list-repo';
import { searchRows } from '../../../functions/data/catalogue/search-repo';
import { seedDemoCatalogue } from './seed-demo-catalogue';

/** The demo catalogue of `npm start`: the system catalogue plus the demo's own records, once. */
describe('demo catalogue seed', () => {
  it('writes the system catalogue and the organisation\'s own records once; searches see both', async () => {
    const orgId = ulid();
    expect(await seedDemoCatalogue(orgId)).toBe('seeded');
    expect(await seedDemoCatalogue(orgId)).toBe('present');
    const scope = { orgId, ownOnly: false };
    expect((await searchRows(scope, 'OP', 'ceramic coat', { limit: 10 })).items.map((r) => [r._id, r.Own])).toEqual([['OPDEMO01', true]]);
    expect((await searchRows(scope, 'OP', 'brake pad', { limit: 10 })).items.every((r) => !r.Own)).toBe(true);
    expect((await searchRows({ orgId, ownOnly: true }, 'OP', 'brake pad', { limit: 10 })).items).toEqual([]);
    expect((await listItems(orgId, 'WOT')).map((t) => t.Name)).toContain('Accident Repair');
  }, 180_000);
});
