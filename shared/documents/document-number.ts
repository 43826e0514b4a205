/**
 * A document's number, `<series>/<fy>/<sequence>` (`EST/2627/00001`): built by
 * the server when a document takes its number (functions/data/documents/
 * document-numbers.ts) and read back wherever a number is typed or written in
 * text (a chat message's link to the document). One shape, declared once.
 *
 * - series: 1 to 6 capital letters or digits (EST, WO, INV, CN, RCPT, or an
 *   invoice series a user names: `SERIES_PATTERN`);
 * - fy: the financial year, `2627` (April 2026 – March 2027) or `26` for a
 *   calendar financial year;
 * - sequence: at least SEQUENCE_DIGITS digits, zero-padded.
 */

/** Digits of the sequence part: `EST/2627/00001` (at most 16 characters up to 9,999,999). */
export const SEQUENCE_DIGITS = 5;

export const formatDocumentNumber = (series: string, fy: string, sequence: number): string =>
  `${series}/${fy}/${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;

const SERIES = '[A-Z0-9]{1,6}';

/**
 * A number series as a user names one (the invoice's `Series`): 1 to 5 capital letters or digits, not
 * starting with 0. Every number of it is then an e-invoice's `DocDtls.No` (INV-01: upper case, digits, / and
 * -, at most 16 characters, no leading 0): `ABCDE/2627/00001` is 16. A series that could not be reported is
 * refused with the reason, never rewritten (docs/gst-returns.md 'Number series').
 */
export const SERIES_PATTERN = /^[A-Z1-9][A-Z0-9]{0,4}$/;
export const SeriesMessages = {
  seriesShape:
    'A series is 1 to 5 capital letters or digits, not starting with 0: e-invoice numbers take no lower case and at most 16 characters.',
} as const;
const FY = String.raw`\d{4}|\d{2}`;
const SEQUENCE = String.raw`\d{${SEQUENCE_DIGITS},9}`;

/** The shape as a pattern source, unanchored, to find numbers inside text (wrap it in `\b…\b`). */
export const DOCUMENT_NUMBER_SOURCE = String.raw`${SERIES}\/(?:${FY})\/${SEQUENCE}`;

const WHOLE = new RegExp(String.raw`^(${SERIES})\/(${FY})\/${SEQUENCE}$`);

export type ParsedDocumentNumber = { Series: string; FY: string; Num: string };

/**
 * The series and financial year of a number, or undefined when it is not one.
 * A four-digit year must be two consecutive years (`2627`), as the numbering
 * writes it, so a date such as `12/2026/…` is not taken for a number.
 */
export function parseDocumentNumber(num: string): ParsedDocumentNumber | undefined {
  const match = WHOLE.exec(num);
  if (!match) return undefined;
  const [, Series = '', FY = ''] = match;
  if (FY.length === 4 && (Number(FY.slice(0, 2)) + 1) % 100 !== Number(FY.slice(2))) return undefined;
  return { Series, FY, Num: num };
}
