/** The system catalogue seeded for the demo and for new organisations (docs/catalogue.md §2). */
export { SEED_COMPLAINTS } from './complaints';
export { SEED_LABOUR_RATES } from './labour-rates';
export { SEED_OPERATIONS } from './operations';
export { SEED_PARTS } from './parts';
export { VEHICLE_MODELS } from './vehicle-models';
export { CATALOGUE_DATA_VERSION } from './data-version';
