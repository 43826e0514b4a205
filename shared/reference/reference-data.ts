import { DEFAULT_TAX_CODES, type TaxCode } from '../documents/tax-codes';
import { INCOME_ACCOUNTS, type IncomeAccount } from './accounts';
import { CATEGORIES, type Category } from './categories';
import { INSURERS, type Insurer } from './insurers';
import { GST_STATES, type GstState } from '../gst/states';

/**
 * The global reference data sets, seeded under SYS# keys (one item per set).
 * `DataVer` is bumped whenever a constant changes so the seed replaces an older
 * copy on the next start but never overwrites a newer one.
 */
export const REFERENCE_DATA_VERSION = 2;

export type ReferenceSets = {
  States: readonly GstState[];
  TaxCodes: readonly TaxCode[];
  Insurers: readonly Insurer[];
  Accounts: readonly IncomeAccount[];
  Categories: readonly Category[];
};
export type ReferenceSetName = keyof ReferenceSets;

export const SHIPPED_REFERENCE: ReferenceSets = {
  States: GST_STATES,
  TaxCodes: DEFAULT_TAX_CODES,
  Insurers: INSURERS,
  Accounts: INCOME_ACCOUNTS,
  Categories: CATEGORIES,
};

export const REFERENCE_SET_NAMES = Object.keys(SHIPPED_REFERENCE) as ReferenceSetName[];
