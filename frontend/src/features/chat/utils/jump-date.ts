import { FieldMessages } from '@shared/validation/field-messages';
import { isCalendarDay } from '../../../lib/format';

/**
 * The jump-to-date field (spec platform §2 'Chat room': MM/DD/YYYY; §5: a date
 * is required). Typed as a person writes it, one-digit month and day allowed.
 */
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** 'MM/DD/YYYY' → 'YYYY-MM-DD', or undefined when it is not a real calendar day. */
export function parseJumpDate(text: string): string | undefined {
  const match = US_DATE.exec(text.trim());
  if (!match) return undefined;
  const [, mm, dd, yyyy] = match;
  const iso = `${yyyy}-${String(mm).padStart(2, '0')}-${String(dd).padStart(2, '0')}`;
  return isCalendarDay(iso) ? iso : undefined;
}

/** 'YYYY-MM-DD' → 'MM/DD/YYYY' (the field's value for a chat day). */
export const formatJumpDate = (day: string): string => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

/** What the field says: required or not a day (shared/validation/field-messages), nothing when it is a day. */
export function jumpDateError(text: string): string | undefined {
  if (text.trim() === '') return FieldMessages.required;
  return parseJumpDate(text) ? undefined : FieldMessages.date;
}
