import type { BodyType } from '@shared/catalogue/schemas';

/** How the screens name the body types (docs/catalogue.md §1: MUVs use SUV times). */
export const BODY_TYPE_LABELS: Record<BodyType, string> = { HATCHBACK: 'Hatchback', SEDAN: 'Sedan', SUV: 'SUV / MUV' };
