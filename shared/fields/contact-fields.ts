import * as z from 'zod';
import { FieldMessages } from '../validation/field-messages';

/**
 * Contact fields, each defined once for every schema and form (docs/decisions.md
 * 'Phone numbers'). Values are trimmed; phones and e-mails come out normalised,
 * so what is stored, searched and compared for uniqueness is the same text.
 */

/** Indian PIN code: six digits. */
export const pinCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, FieldMessages.pin);

/**
 * Indian phone numbers are 10 digits without the trunk '0' or '+91'
 * ('+91 98450-00001', '098450 00001' → '9845000001'; a landline with its STD
 * code is 10 digits too). Undefined when the value is not a phone number of that shape.
 */
export function normalisePhone(value: string): string | undefined {
  const digits = value.replace(/[\s\-().]/g, '');
  const plain = digits.replace(/^\+91/, '').replace(/^0(?=\d{10}$)/, '');
  return /^\d{10}$/.test(plain) ? plain : undefined;
}

/** A person's phone (login, OTP, users, customers, vendors): 10 digits, stored normalised. */
export const phone = z
  .string()
  .max(20, FieldMessages.phone)
  .transform((value, ctx) => {
    const normalised = normalisePhone(value);
    if (normalised === undefined) {
      ctx.addIssue({ code: 'custom', message: FieldMessages.phone });
      return z.NEVER;
    }
    return normalised;
  });

/** Indian mobile numbers (the National Numbering Plan's mobile series) begin with 6, 7, 8 or 9; landlines never do. */
export const isMobileNumber = (normalised: string): boolean => /^[6-9]\d{9}$/.test(normalised);

/** A number a text message can reach (invoice SMS): a person's phone, normalised, that is an Indian mobile number. */
export const mobilePhone = phone.refine(isMobileNumber, FieldMessages.mobile);

/**
 * An office's phone as it is written (an insurer's branch or claims desk): 6 to
 * 16 digits, spaces, '+' and '-', since toll-free and extension numbers do not
 * fit the 10-digit shape.
 */
export const officePhone = z
  .string()
  .trim()
  .regex(/^[0-9+\- ]{6,16}$/, FieldMessages.officePhone);

export const normaliseEmail = (value: string): string => value.trim().toLowerCase();

/** E-mail address, stored lower case. */
export const email = z
  .string()
  .trim()
  .max(254, FieldMessages.email)
  .pipe(z.email(FieldMessages.email))
  .transform(normaliseEmail);
