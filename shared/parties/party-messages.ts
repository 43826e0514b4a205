import { CommonMessages } from '../messages/common-messages';
import { FieldMessages } from '../validation/field-messages';

/**
 * Texts and small rules of customer, vendor and connection records, apart from
 * their zod schemas: server calls and repositories use them without building
 * the schemas (every schema costs construction time in a Lambda's cold start).
 */

export const ConnectionMessages = {
  invalid: 'This connection code is not valid or has expired. Ask the other business for a new one.',
  used: 'This connection code has just been used. Ask the other business for a new one.',
  codeNeeded: 'Enter the connection code the other business gave you.',
  self: 'A branch of your own organisation cannot be connected as a customer or vendor.',
} as const;

export const PartyMessages = {
  phone: FieldMessages.phone,
  email: FieldMessages.email,
  nameRequired: 'Enter the display name, or the first or last name.',
  phoneRepeated: 'The same phone number is entered twice.',
  state: 'Select a valid state.',
  pin: FieldMessages.pin,
  // {customer}: a patient in a health-care branch (filled by the server, withIndustryLabels).
  duplicateCustomerPhone: 'A {customer} with this phone number already exists.',
  duplicateCustomerGstin: 'A {customer} with this GSTIN already exists.',
  duplicateVendorPhone: 'A vendor with this phone number already exists.',
  duplicateVendorGstin: 'A vendor with this GSTIN already exists.',
  customerNotFound: '{Customer} not found.',
  vendorNotFound: 'Vendor not found.',
  connectSelf: ConnectionMessages.self,
  searchTooShort: 'Enter at least 2 characters to search.',
  badCursor: 'The page cursor is not valid. Please search again.',
  stale: CommonMessages.conflict,
} as const;

/** Every phone of a record, main first. */
export const allPhones = (party: { Cons: { Phones: { Main?: string; Others: string[] } } }): string[] =>
  [party.Cons.Phones.Main, ...party.Cons.Phones.Others].filter((p): p is string => p !== undefined);
