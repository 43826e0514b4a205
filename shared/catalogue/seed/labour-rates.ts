import type { LabourRate } from '../schemas';

/** Rupees per labour hour by body type: a typical multi-brand workshop in a metro in 2025. */
export const SEED_LABOUR_RATES: readonly LabourRate[] = [
  { BodyType: 'HATCHBACK', Rate: 950 },
  { BodyType: 'SEDAN', Rate: 1150 },
  { BodyType: 'SUV', Rate: 1400 },
];
