import * as z from 'zod';
import { FieldMessages } from '../validation/field-messages';

const SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Days in a month of the Gregorian calendar (month 1–12). */
const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/**
 * True when a 'YYYY-MM-DD' text names a day that exists: month 01–12 and a day
 * the month has (29 Feb only in a leap year). A stored impossible date would
 * reach GST returns as '31-02-2026' and sort between real days.
 */
export function isCalendarDate(value: string): boolean {
  const m = SHAPE.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** A calendar date as the API carries it: 'YYYY-MM-DD', a day that exists. Every date field of every schema is this one. */
export const isoDate = z
  .string()
  .regex(SHAPE, FieldMessages.isoDate)
  .refine((value) => !SHAPE.test(value) || isCalendarDate(value), FieldMessages.noSuchDate);

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/**
 * A date and time as the e-invoice portal writes them ('2025-09-22 10:00:00', an
 * IRN's AckDt): the date part is a day on the calendar, as every date is.
 */
export const portalDateTime = z
  .string()
  .regex(DATE_TIME, FieldMessages.dateTime)
  .refine((value) => !DATE_TIME.test(value) || isCalendarDate(value.slice(0, 10)), FieldMessages.noSuchDate);
