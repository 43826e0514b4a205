import { hasCustomerPortion, hasInsurerPortion } from './calculate-line';
import type { ServiceDocument, ServiceLaborLine, ServicePartLine } from './schemas';

/**
 * Normalise on save (spec service-documents §5): payer rules zero the other
 * party's price and tax fields, and empty optional fields (undefined, null, '')
 * are removed. Customer, internal and warranty lines keep only the customer
 * column; insurance lines keep only the assessed column; shared lines keep both.
 * The estimated column (EstPr) is the quote and is kept for every payer.
 */

type Loose = Record<string, unknown>;

export const withoutEmptyFields = <T extends object>(o: T): T => {
  const out: Loose = {};
  for (const [k, v] of Object.entries(o)) if (v !== undefined && v !== null && v !== '') out[k] = v;
  return out as T;
};

const ZERO_CUSTOMER_TAX = { CCGST: 0, CSGST: 0, CIGST: 0 };
const ZERO_ASSESSED_TAX = { ACGST: 0, ASGST: 0, AIGST: 0 };

export const normaliseLaborLine = (l: ServiceLaborLine): ServiceLaborLine => {
  const payer = l.PBy ?? 'Cus';
  let out: ServiceLaborLine = { ...l };
  if (!hasCustomerPortion(payer)) out = { ...out, Pr: 0, ...ZERO_CUSTOMER_TAX };
  if (!hasInsurerPortion(payer)) out = { ...out, AssPr: 0, ...ZERO_ASSESSED_TAX };
  return withoutEmptyFields(out);
};

export const normalisePartLine = (l: ServicePartLine): ServicePartLine => {
  const payer = l.PBy ?? 'Cus';
  let out: ServicePartLine = { ...l };
  if (!hasCustomerPortion(payer)) out = { ...out, UnPr: 0, UnAmt: 0, ...ZERO_CUSTOMER_TAX };
  if (!hasInsurerPortion(payer)) out = { ...out, AssPr: 0, AssAmt: 0, ...ZERO_ASSESSED_TAX };
  return withoutEmptyFields(out);
};

export const normaliseOnSave = <T extends ServiceDocument>(doc: T): T =>
  withoutEmptyFields({
    ...doc,
    Ops: (doc.Ops ?? []).map(normaliseLaborLine),
    Parts: (doc.Parts ?? []).map(normalisePartLine),
  } as T);
