import { formatPaise } from './money-format';
import type { Paise } from './money-math';

/**
 * Texts of the document validation rules. The spec shows none for these rules
 * (service-documents §5, §8: "not shown"), so they are ours, except
 * 'Please select the vendor...' and 'Enter Valid Data', which are the spec's
 * own (platform §5 'General'). Listed in docs/calculation-rules.md §11.
 */
export const DocumentMessages = {
  customerPriceNeeded: 'Enter the customer price before approving.',
  insurerPriceNeeded: 'Enter the insurer-assessed price (AssPr) before approving.',
  taxCodeNeeded: 'Select a valid tax code.',
  partPriceNeeded: 'A part on a labour line needs a price.',
  partInsurerPriceNeeded: 'A part on a labour line needs an insurer-assessed price (AssPr).',
  partTaxCodeNeeded: 'A part on a labour line needs a tax code.',
  subletVendorNeeded: 'Please select the vendor...',
  advisorNeeded: 'Select a service advisor.',
  duplicateComplaint: 'This complaint is already on the order.',
  duplicateOperation: 'This operation is already on the order.',
  duplicatePart: 'This part (same MPN) is already on this labour line.',
  duplicateLineId: 'Two lines have the same id.',
  qtyBelowIssued: (issued: string) => `The quantity cannot be less than the quantity already issued (${issued}).`,
  complaintWithoutService: (desc: string) => `The complaint "${desc}" has no service. Save anyway?`,
  trackedPartNotIssued: 'Issue the full quantity of this tracked part before completing.',
  lineDiscountAboveAmount: 'The discount cannot be more than the line amount.',
  discountAboveTotal: 'The discount cannot be more than the total it applies to.',
  discountAboveCap: (cap: Paise) =>
    `The total discount cannot be more than your permitted maximum of ${formatPaise(cap)}.`,
  discountNotPermitted: "You don't have permission to give discounts.",
  splitAboveTotal: 'The customer and insurance split cannot be more than the total.',
  splitBelowTotal: (short: Paise) =>
    `The customer and insurance split is ${formatPaise(short)} less than the total. Proceed anyway?`,
  paymentAboveBalance: (balance: Paise) => `The payment cannot be more than the balance of ${formatPaise(balance)}.`,
  paymentNotPositive: 'Enter Valid Data',
  keepOneItem: 'An initial estimate must keep at least one item.',
  registrationDateNeeded: "Enter the vehicle's registration date for the depreciation of metal parts.",
  registrationAfterLoss: 'The registration date cannot be after the date of the accident.',
  excessAboveInsurerShare: (excess: Paise, share: Paise) =>
    `The compulsory excess of ${formatPaise(excess)} is more than the insurer's share of ${formatPaise(share)}; only ${formatPaise(share)} is charged to the customer. Proceed anyway?`,
} as const;
