/**
 * The print menus as the spec lists them (service-documents §2 'Print button
 * groups'), per kind of document: the one table the variant tests and the
 * print-menu screen tests both check against.
 */
export const SPEC_VARIANT_LABELS = [
  'Initial Estimate',
  'Supp. Estimate - N',
  'Overall Estimate',
  'Consolidate',
  'With Tax',
  'No Tax',
  'Without Tax',
  'Insurance Only',
  'Customer Only',
  'Insurance + Customer',
  'Insurance | Customer',
  'Summary',
  'Parts Invoice',
  'Labor Invoice',
  'Technician Copy',
] as const;

/** The variants every kind of document shares: the tax and payer variants and Summary. */
const SHARED = [
  'With Tax',
  'No Tax',
  'Without Tax',
  'Insurance Only',
  'Customer Only',
  'Insurance + Customer',
  'Insurance | Customer',
  'Summary',
] as const;

export const MENU_LABELS = {
  /** An estimate with supplementaries a and b. */
  estimateWithAB: [
    'Initial Estimate',
    'Supp. Estimate - a',
    'Supp. Estimate - b',
    'Overall Estimate',
    'Consolidate',
    ...SHARED,
  ],
  repairOrder: [...SHARED, 'Technician Copy'],
  /** An insurer's invoice: Customer Only is not offered (it would print nothing). */
  insurerInvoice: [
    'With Tax',
    'No Tax',
    'Without Tax',
    'Insurance Only',
    'Insurance + Customer',
    'Insurance | Customer',
    'Summary',
    'Parts Invoice',
    'Labor Invoice',
  ],
  /** A customer's invoice: Insurance Only is not offered. */
  customerInvoice: [
    'With Tax',
    'No Tax',
    'Without Tax',
    'Customer Only',
    'Insurance + Customer',
    'Insurance | Customer',
    'Summary',
    'Parts Invoice',
    'Labor Invoice',
  ],
  creditNote: ['With Tax'],
} as const;
