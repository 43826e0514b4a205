import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { SEED_OPERATIONS } from '@shared/catalogue/seed/index';
import { listItems } from '../../../functions/data/catalogue/named-list-repo';
import { searchRows } from '../../../functions/data/catalogue/search-repo';
import { writeSystemRecords } from '../../../functions/test/system-catalogue';
import { seedDemoCatalogue } from './seed-demo-catalogue';

/** The system operations a 'brake pad' search finds: the search needs these few, not the whole catalogue (about 13,000 items). */
const brakePadOperations = SEED_OPERATIONS.filter((op) => /\bbrake\b/i.test(op.Desc) && /\bpads?\b/i.test(op.Desc));

/** The demo organisation's own catalogue records of `npm start`, once; searches see them beside the system's. */
describe('demo catalogue seed', () => {
  it("writes the organisation's own records once; searches see them and the system's", async () => {
    expect(brakePadOperations.length).toBeGreaterThan(0);
    await writeSystemRecords('OP', brakePadOperations);
    const orgId = ulid();
    expect(await seedDemoCatalogue(orgId)).toBe('seeded');
    expect(await seedDemoCatalogue(orgId)).toBe('present');
    const scope = { orgId, ownOnly: false };
    expect((await searchRows(scope, 'OP', 'ceramic coat', { limit: 10 })).items.map((r) => [r._id, r.Own])).toEqual([
      ['OPDEMO01', true],
    ]);
    const brakePads = (await searchRows(scope, 'OP', 'brake pad', { limit: 10 })).items;
    expect(brakePads.length).toBeGreaterThan(0);
    expect(brakePads.every((r) => !r.Own)).toBe(true);
    expect((await searchRows({ orgId, ownOnly: true }, 'OP', 'brake pad', { limit: 10 })).items).toEqual([]);
    expect((await listItems(orgId, 'WOT')).map((t) => t.Name)).toContain('Accident Repair');
  });
});
