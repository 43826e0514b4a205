import { type Paise, PERCENT_DIGITS, mulDivRound, RATE_DIVISOR, toScaled, fromScaled } from './money-math';
import type { Payer } from './statuses';

/**
 * Depreciation on parts in partial-loss motor claims (docs/insurance-depreciation.md).
 *
 * Source of every figure below: India Motor Tariff GR.9, as modified by IRDA order
 * IRDA/NL/ORD/MISC/006/01/2013 for policies from 1 February 2013 (paint added). The
 * insurer pays a part's price less its depreciation; the customer pays the
 * depreciation. Labour is not depreciated, except the material share of a painting
 * charge. A zero-depreciation add-on cover removes all of it.
 */

/** What a replaced part is made of, as the tariff groups parts. One list for the schema and the UI. */
export const PART_MATERIALS = ['Metal', 'Rubber', 'Fibreglass', 'Glass', 'Paint'] as const;
export type PartMaterial = (typeof PART_MATERIALS)[number];

/** Short labels for the material select. */
export const PART_MATERIAL_LABELS: Readonly<Record<PartMaterial, string>> = {
  Metal: 'Metal',
  Rubber: 'Rubber / plastic',
  Fibreglass: 'Fibreglass',
  Glass: 'Glass',
  Paint: 'Paint material',
};

/** What each material covers, in the tariff's words, for a hint or a tooltip. */
export const PART_MATERIAL_HINTS: Readonly<Record<PartMaterial, string>> = {
  Metal: 'Metal and other parts (wooden included): by the vehicle’s age, nil to 50%',
  Rubber: 'Rubber, nylon and plastic parts, tyres and tubes, batteries and air bags: 50%',
  Fibreglass: 'Fibreglass components: 30%',
  Glass: 'All parts made of glass: nil',
  Paint: 'Paint material: 50%',
};

/** One row of the metal-parts schedule: the vehicle's age up to and including `upToMonths`. */
export type AgeBand = { readonly upToMonths: number; readonly pct: number; readonly label: string };

/**
 * Metal parts by the vehicle's age (GR.9 as modified by IRDA/NL/ORD/MISC/006/01/2013).
 * "Not exceeding" is ≤: a car exactly 6 months old is still in the nil band.
 */
export const METAL_DEPRECIATION_BY_AGE: readonly AgeBand[] = [
  { upToMonths: 6, pct: 0, label: 'Not exceeding 6 months' },
  { upToMonths: 12, pct: 5, label: 'Exceeding 6 months but not exceeding 1 year' },
  { upToMonths: 24, pct: 10, label: 'Exceeding 1 year but not exceeding 2 years' },
  { upToMonths: 36, pct: 15, label: 'Exceeding 2 years but not exceeding 3 years' },
  { upToMonths: 48, pct: 25, label: 'Exceeding 3 years but not exceeding 4 years' },
  { upToMonths: 60, pct: 35, label: 'Exceeding 4 years but not exceeding 5 years' },
  { upToMonths: 120, pct: 40, label: 'Exceeding 5 years but not exceeding 10 years' },
  { upToMonths: Number.POSITIVE_INFINITY, pct: 50, label: 'Exceeding 10 years' },
];

/** Flat rates of the other materials (same source). */
export const MATERIAL_DEPRECIATION: Readonly<Record<Exclude<PartMaterial, 'Metal'>, number>> = {
  Rubber: 50,
  Fibreglass: 30,
  Glass: 0,
  Paint: 50,
};

/** An unsplit painting charge is taken as 25% material (the 2013 order); only the material is depreciated. */
export const PAINT_MATERIAL_SHARE = 25;

/**
 * The rate on an unsplit painting labour charge: 50% of its 25% material = 12.5%. Worked
 * in scaled integers so the rate is applied to the charge once and rounded once.
 */
export const PAINT_LABOUR_DEPRECIATION = fromScaled(
  mulDivRound(
    toScaled(MATERIAL_DEPRECIATION.Paint, PERCENT_DIGITS),
    toScaled(PAINT_MATERIAL_SHARE, PERCENT_DIGITS),
    RATE_DIVISOR,
  ),
  PERCENT_DIGITS,
);

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const daysIn = (year: number, month1: number): number => new Date(Date.UTC(year, month1, 0)).getUTCDate();

/**
 * `months` calendar months after `from` (YYYY-MM-DD): the same day of the month, or the
 * month's last day when it is shorter (29 Feb 2020 + 12 months → 28 Feb 2021). Undefined
 * for text that is not a date.
 */
export const addMonths = (from: string, months: number): string | undefined => {
  const m = DATE.exec(from);
  if (!m) return undefined;
  const total = Number(m[1]) * 12 + (Number(m[2]) - 1) + months;
  const y = Math.floor(total / 12);
  const mo = (total % 12) + 1;
  const d = Math.min(Number(m[3]), daysIn(y, mo));
  return `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
};

/**
 * The schedule row for a vehicle first registered on `regDt` and damaged on `lossDt`
 * (both YYYY-MM-DD). Age is counted in calendar months: the vehicle is "not more than
 * N months old" while `lossDt` ≤ `regDt` + N months (month-end clamped), so the band
 * changes the day after the anniversary. A loss before the registration date counts
 * as the first band. Undefined when either date is missing or not a date.
 */
export const vehicleAgeBand = (regDt: string | undefined, lossDt: string | undefined): AgeBand | undefined => {
  if (regDt === undefined || lossDt === undefined || !DATE.test(lossDt) || !DATE.test(regDt)) return undefined;
  for (const band of METAL_DEPRECIATION_BY_AGE) {
    if (!Number.isFinite(band.upToMonths)) return band;
    // ISO dates compare correctly as text.
    if (lossDt <= (addMonths(regDt, band.upToMonths) as string)) return band;
  }
  return undefined;
};

/** The claim terms the rate depends on; LossDt already defaulted (see claimTerms). */
export type ClaimTerms = {
  readonly ZeroDep?: boolean | undefined;
  readonly RegDt?: string | undefined;
  readonly LossDt?: string | undefined;
};

/** What the rate of one line depends on. */
export type DepreciableLine = {
  readonly kind: 'Labor' | 'Part';
  readonly PBy?: Payer | undefined;
  readonly Mat?: PartMaterial | undefined;
  readonly Paint?: boolean | undefined;
};

/** Depreciation applies to lines the insurer pays, or shares (Ins, InCu). */
export const paidByInsurer = (payer: Payer | undefined): boolean => payer === 'Ins' || payer === 'InCu';

/**
 * The claim's terms with the date of loss defaulted to the document's date (CrDate,
 * then the calculation date). Undefined when the document has no claim.
 */
export const claimTerms = (
  claim:
    | {
        readonly ZeroDep?: boolean | undefined;
        readonly RegDt?: string | undefined;
        readonly LossDt?: string | undefined;
      }
    | undefined,
  crDate: string | undefined,
  date: string,
): ClaimTerms | undefined => {
  if (claim === undefined) return undefined;
  const docDate = crDate !== undefined && DATE.test(crDate.slice(0, 10)) ? crDate.slice(0, 10) : date;
  return { ZeroDep: claim.ZeroDep, RegDt: claim.RegDt, LossDt: claim.LossDt ?? docDate };
};

/**
 * The rate function of a claim: the depreciation percent of a line. 0 without a claim, on a
 * zero-depreciation policy, on lines the insurer does not pay, on labour other than an
 * unsplit painting charge, on parts without a material, and on metal parts whose age is
 * unknown (no guess: validation asks for the registration date before approval). The
 * vehicle's age band is worked out once per document, not once per line.
 */
export const depreciationRates = (claim: ClaimTerms | undefined): ((line: DepreciableLine) => number) => {
  if (claim === undefined || claim.ZeroDep === true) return () => 0;
  const metal = vehicleAgeBand(claim.RegDt, claim.LossDt)?.pct ?? 0;
  return (line) => {
    if (!paidByInsurer(line.PBy)) return 0;
    if (line.kind === 'Labor') return line.Paint === true ? PAINT_LABOUR_DEPRECIATION : 0;
    if (line.Mat === undefined) return 0;
    return line.Mat === 'Metal' ? metal : MATERIAL_DEPRECIATION[line.Mat];
  };
};

/** The depreciation percent of one line (see depreciationRates). */
export const depreciationRate = (line: DepreciableLine, claim: ClaimTerms | undefined): number =>
  depreciationRates(claim)(line);

/** A metal part the insurer pays whose depreciation cannot be worked out without the registration date. */
export const needsRegistrationDate = (line: DepreciableLine, claim: ClaimTerms | undefined): boolean =>
  claim !== undefined &&
  claim.ZeroDep !== true &&
  paidByInsurer(line.PBy) &&
  line.kind === 'Part' &&
  line.Mat === 'Metal' &&
  (claim.RegDt === undefined || claim.RegDt === '');

/**
 * The depreciation of an insurer's portion: `rate` (percent scaled by 10^4) of its taxable
 * value after line and document discounts, rounded half up once.
 */
export const depreciationOf = (insurerTaxable: Paise, scaledRate: number): Paise =>
  scaledRate === 0 || insurerTaxable <= 0 ? 0 : mulDivRound(insurerTaxable, scaledRate, RATE_DIVISOR);
