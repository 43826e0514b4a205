import * as z from 'zod';

/**
 * The Indian Financial System Code of a bank branch (RBI): four letters of the
 * bank, a zero kept for future use, then six letters or digits of the branch
 * (HDFC0001234, SBIN0000691). Stored upper-cased.
 */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

export const IfscMessages = {
  ifsc: 'Enter the IFSC as printed on the cheque: 4 letters, a zero, then 6 letters or digits (HDFC0001234).',
} as const;

export const isIfsc = (value: string): boolean => IFSC_PATTERN.test(value.trim().toUpperCase());

export const ifscCode = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(IFSC_PATTERN, IfscMessages.ifsc));
