import { seedReferenceSets } from '../../../functions/data/reference/reference-repo';

/**
 * Seeds the global reference data (states and cities, tax codes, insurers,
 * income accounts, categories) under SYS# keys. Idempotent: a second start
 * writes nothing unless the shipped data version is newer.
 */
export async function seedReference(): Promise<'seeded' | 'present'> {
  const { written } = await seedReferenceSets();
  return written.length > 0 ? 'seeded' : 'present';
}
