import { type Paise, rupeesToPaise } from './money-math';

/**
 * Amount in words in the Indian system (lakh, crore) for printed invoices:
 * 123456.78 → 'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and
 * Seventy Eight Paise Only'. Amounts of a hundred crore and more repeat the
 * scale ('One Thousand Crore').
 */

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

const belowHundred = (n: number): string => {
  if (n < 20) return ONES[n] ?? '';
  const t = TENS[Math.floor(n / 10)] ?? '';
  const o = ONES[n % 10] ?? '';
  return o ? `${t} ${o}` : t;
};

const belowThousand = (n: number): string => {
  const h = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (h > 0) parts.push(`${ONES[h] ?? ''} Hundred`);
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
};

/** A whole number in Indian-system words ('' for zero). */
export const indianNumberWords = (n: number): string => {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError('A non-negative whole number is needed.');
  if (n === 0) return '';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor(n / 100_000) % 100;
  const thousand = Math.floor(n / 1_000) % 100;
  const rest = n % 1_000;
  const parts: string[] = [];
  if (crore > 0) parts.push(`${indianNumberWords(crore)} Crore`);
  if (lakh > 0) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand > 0) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
};

/** Words for an integer number of paise. */
export const paiseInWords = (paise: Paise): string => {
  const neg = paise < 0;
  const abs = neg ? -paise : paise;
  const rupees = Math.floor(abs / 100);
  const ps = abs % 100;
  const rupeeWords = indianNumberWords(rupees) || 'Zero';
  const text = ps > 0 ? `Rupees ${rupeeWords} and ${belowHundred(ps)} Paise Only` : `Rupees ${rupeeWords} Only`;
  return neg ? `Minus ${text}` : text;
};

/** Words for a rupee amount (at most 2 decimals; more are rounded half up). */
export const amountInWords = (rupees: number): string => paiseInWords(rupeesToPaise(rupees));
