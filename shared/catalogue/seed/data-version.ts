/**
 * Version of the shipped system catalogue. Raise it whenever the seed changes:
 * `npm start`, the integration tests and the deployment's catalogue seed write
 * the system catalogue again when the stored copy is older (the deployment
 * also because this number is a property of its seeding resource).
 */
export const CATALOGUE_DATA_VERSION = 2;
