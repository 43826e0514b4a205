import * as z from 'zod';
import { isoDate } from '../fields/iso-date';
import { hasAtMostDecimals, PERCENT_DIGITS, toScaled } from './money-math';
import { DEFAULT_INTER_STATE_TAX_CODE, DEFAULT_INTRA_STATE_TAX_CODE } from './constants';

/**
 * Tax codes (spec service-documents §3 'Other', §9) with effective dates, so a
 * document is taxed at the rates in force on its date (docs/calculation-rules.md §6).
 */

const taxPercent = z
  .number()
  .min(0)
  .max(100)
  .refine((v) => hasAtMostDecimals(v, PERCENT_DIGITS), 'Use at most 4 decimals.');

export const taxCode = z
  .object({
    _id: z.number().int().positive(),
    /** 1 means intra-state (CGST + SGST); anything else is IGST. */
    Type: z.number().int(),
    CGST: taxPercent,
    SGST: taxPercent,
    IGST: taxPercent,
    /** First day the rates apply (inclusive), in the entity's calendar. */
    EffFrom: isoDate,
    /** Last day the rates apply (inclusive); absent means still in force. */
    EffTo: isoDate.optional(),
    Desc: z.string(),
  })
  .refine((t) => t.Type !== 1 || t.CGST === t.SGST, {
    message: 'An intra-state tax code needs equal CGST and SGST rates.',
    path: ['SGST'],
  })
  .refine((t) => t.EffTo === undefined || t.EffTo >= t.EffFrom, {
    message: 'The end date cannot be before the start date.',
    path: ['EffTo'],
  });
export type TaxCode = z.infer<typeof taxCode>;

/** A tax code reduced to what the calculation needs: rates in 10^-4 percent. */
export type ResolvedTax = {
  readonly _id: number;
  readonly intra: boolean;
  /** Rate of each of CGST and SGST (intra-state; they are always equal). */
  readonly halfRate: number;
  /** IGST rate (inter-state). */
  readonly igstRate: number;
};

export const isIntraState = (t: Pick<TaxCode, 'Type'>): boolean => t.Type === 1;

/** The version of tax code `id` in force on `date` (YYYY-MM-DD), or undefined. */
export const resolveTaxCode = (codes: readonly TaxCode[], id: number, date: string): TaxCode | undefined => {
  let found: TaxCode | undefined;
  for (const c of codes) {
    if (c._id !== id || c.EffFrom > date || (c.EffTo !== undefined && c.EffTo < date)) continue;
    // Overlapping versions should not exist; if they do, the latest start wins.
    if (found === undefined || c.EffFrom > found.EffFrom) found = c;
  }
  return found;
};

/**
 * How a tax code reads in a cell: its id and the description of the version in
 * force on the document's `date` ('107 · GST 18% (auto parts, was 28%)' from
 * 22 Sep 2025), so the cell names the rate the document is taxed at. A code with
 * no version in force that day shows its latest version; an unknown code its id.
 */
export const taxCodeLabel = (codes: readonly TaxCode[], id: number | undefined, date: string): string => {
  if (id === undefined) return '';
  const found =
    resolveTaxCode(codes, id, date) ??
    codes.filter((c) => c._id === id).sort((a, b) => b.EffFrom.localeCompare(a.EffFrom))[0];
  return found ? `${id} · ${found.Desc}` : String(id);
};

/** The whole rate of a code in 10^-4 percent (CGST + SGST, or IGST), compared as integers. */
const totalRate = (c: Pick<TaxCode, 'Type' | 'CGST' | 'IGST'>): number =>
  isIntraState(c) ? 2 * toScaled(c.CGST, PERCENT_DIGITS) : toScaled(c.IGST, PERCENT_DIGITS);

/** The order every list of tax codes shows: by rate, then id, then the older version first. */
export const byTaxRate = (a: TaxCode, b: TaxCode): number =>
  totalRate(a) - totalRate(b) || a._id - b._id || a.EffFrom.localeCompare(b.EffFrom);

/** All tax codes in force on `date`, one per id, by rate (for pickers and the settings list). */
export const taxCodesInForce = (codes: readonly TaxCode[], date: string): TaxCode[] =>
  [...new Set(codes.map((c) => c._id))]
    .flatMap((id) => {
      const c = resolveTaxCode(codes, id, date);
      return c ? [c] : [];
    })
    .sort(byTaxRate);

export const toResolvedTax = (c: Pick<TaxCode, '_id' | 'Type' | 'CGST' | 'IGST'>): ResolvedTax => ({
  _id: c._id,
  intra: isIntraState(c),
  // The CGST rate is used for both heads so they can never differ.
  halfRate: toScaled(c.CGST, PERCENT_DIGITS),
  igstRate: toScaled(c.IGST, PERCENT_DIGITS),
});

/** Builds a memoised lookup `(id) => ResolvedTax | undefined` for one document date. */
export const taxResolver = (
  codes: readonly TaxCode[],
  date: string,
): ((id: number | undefined) => ResolvedTax | undefined) => {
  const cache = new Map<number, ResolvedTax | undefined>();
  return (id) => {
    if (id === undefined) return undefined;
    if (cache.has(id)) return cache.get(id);
    const c = resolveTaxCode(codes, id, date);
    const r = c ? toResolvedTax(c) : undefined;
    cache.set(id, r);
    return r;
  };
};

/** GST rate reform date: 28% and 12% slabs were folded into 18% and 5% from this day. */
export const GST_REFORM_DATE = '2025-09-22';
const BEFORE_REFORM = '2025-09-21';

const intra = (_id: number, rate: number, Desc: string, EffFrom = '2017-07-01', EffTo?: string): TaxCode => ({
  _id,
  Type: 1,
  CGST: rate / 2,
  SGST: rate / 2,
  IGST: 0,
  EffFrom,
  ...(EffTo ? { EffTo } : {}),
  Desc,
});
const inter = (_id: number, rate: number, Desc: string, EffFrom = '2017-07-01', EffTo?: string): TaxCode => ({
  _id,
  Type: 2,
  CGST: 0,
  SGST: 0,
  IGST: rate,
  EffFrom,
  ...(EffTo ? { EffTo } : {}),
  Desc,
});

/**
 * Default tax codes. 106 and 114 are the spec's defaults (§9, GST 18%); the other
 * ids are ours. Codes 104/112 (12% slab) and 107/115 (28% auto-parts slab) keep
 * their ids across the 22 Sep 2025 reform and change rate, so parts tagged with
 * them pick up the new rate on documents dated from that day.
 */
export const DEFAULT_TAX_CODES: readonly TaxCode[] = [
  intra(101, 0, 'GST 0% (nil rated / exempt)'),
  intra(102, 3, 'GST 3%'),
  intra(103, 5, 'GST 5%'),
  intra(104, 12, 'GST 12%', '2017-07-01', BEFORE_REFORM),
  intra(104, 5, 'GST 5% (was 12%)', GST_REFORM_DATE),
  intra(105, 40, 'GST 40%', GST_REFORM_DATE),
  intra(DEFAULT_INTRA_STATE_TAX_CODE, 18, 'GST 18%'),
  intra(107, 28, 'GST 28% (auto parts)', '2017-07-01', BEFORE_REFORM),
  intra(107, 18, 'GST 18% (auto parts, was 28%)', GST_REFORM_DATE),
  inter(109, 0, 'IGST 0% (nil rated / exempt)'),
  inter(110, 3, 'IGST 3%'),
  inter(111, 5, 'IGST 5%'),
  inter(112, 12, 'IGST 12%', '2017-07-01', BEFORE_REFORM),
  inter(112, 5, 'IGST 5% (was 12%)', GST_REFORM_DATE),
  inter(113, 40, 'IGST 40%', GST_REFORM_DATE),
  inter(DEFAULT_INTER_STATE_TAX_CODE, 18, 'IGST 18%'),
  inter(115, 28, 'IGST 28% (auto parts)', '2017-07-01', BEFORE_REFORM),
  inter(115, 18, 'IGST 18% (auto parts, was 28%)', GST_REFORM_DATE),
];
