import { ModelYearMessages } from './model-year';

/**
 * Messages of the product calls, schema-free (product-schemas.ts re-exports them):
 * the products repository answers with them in families that build none of the
 * product schemas, invoices among them (docs/decisions.md 'Lambda bundles').
 */
export const ProductMessages = {
  identityRequired: 'Enter the registration number, VIN, make or model.',
  regNoRequired: 'Enter the registration number.',
  year: ModelYearMessages.invalid,
  // Label slots ({Product}, {customer}) are filled with the branch's industry words
  // (withIndustryLabels; the server fills them before answering). A registration
  // number or VIN is on record whatever the noun, so those two need none.
  duplicateRegNo: 'This registration number is already on record.',
  duplicateVin: 'This VIN is already on record.',
  productNotFound: '{Product} not found.',
  ownerNotEnded: 'The {product} already has an owner. End the existing ownership before assigning a new owner.',
  noOwner: 'The {product} has no current owner.',
  notOwner: 'This {customer} is not the current owner of the {product}.',
  endBeforeStart: 'The end date cannot be before the start of the ownership.',
  customerGone: '{Customer} not found.',
  assignBeforeLastEnd: 'The start date cannot be before the end of the previous ownership.',
} as const;
