/**
 * Vehicle registration numbers and VINs.
 *
 * A registration number is stored and compared normalised: uppercase, without
 * spaces, hyphens, dots or slashes ('KA 01 AB 1234' and 'ka-01-ab-1234' are both
 * 'KA01AB1234'). Indian numbers are 8 to 10 characters (BH series 10); 4 to 11
 * are accepted so old and special series fit, and so every number has at most
 * 10 searchable suffixes (see `regNoSuffixes`).
 */
export const REG_NO_MIN = 4;
export const REG_NO_MAX = 11;
/** Shortest part of a registration number that can be searched (spec platform §9). */
export const MIN_SEARCH_LENGTH = 2;

export const normaliseRegNo = (value: string): string => value.replace(/[\s\-./\\]+/g, '').toUpperCase();

export const isValidRegNo = (normalised: string): boolean =>
  normalised.length >= REG_NO_MIN && normalised.length <= REG_NO_MAX && /^[A-Z0-9]+$/.test(normalised);

/**
 * Every suffix of at least MIN_SEARCH_LENGTH characters of a normalised number.
 * Any part of the number ('1234', 'AB12', '01AB') is the beginning of one of
 * them, so a part search is a `begins_with` on the suffix index. At most
 * REG_NO_MAX - MIN_SEARCH_LENGTH + 1 = 10 items per vehicle.
 */
export function regNoSuffixes(normalised: string): string[] {
  const suffixes: string[] = [];
  for (let start = 0; normalised.length - start >= MIN_SEARCH_LENGTH; start += 1)
    suffixes.push(normalised.slice(start));
  return suffixes;
}

/** VIN: 17 characters, letters and digits except I, O and Q (ISO 3779). */
export const normaliseVin = (value: string): string => value.replace(/[\s-]+/g, '').toUpperCase();
export const isValidVin = (normalised: string): boolean => /^[A-HJ-NPR-Z0-9]{17}$/.test(normalised);

export const RegNoMessages = {
  regNo: 'Enter a valid registration number (4 to 11 letters and digits, e.g. KA 01 AB 1234).',
  vin: 'Enter a valid 17-character VIN (letters I, O and Q are not used).',
} as const;
