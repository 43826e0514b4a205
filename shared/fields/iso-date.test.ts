import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { FieldMessages } from '../validation/field-messages';
import { isCalendarDate, isoDate, portalDateTime } from './iso-date';

describe('isoDate: a day that exists on the calendar', () => {
  it.each([
    ['2026-01-01'],
    ['2026-01-31'],
    ['2026-02-28'],
    ['2024-02-29'], // leap year
    ['2000-02-29'], // divisible by 400
    ['2026-04-30'],
    ['2026-12-31'],
  ])('accepts %s', (value) => {
    expect(isCalendarDate(value)).toBe(true);
    expect(isoDate.parse(value)).toBe(value);
  });

  it.each([
    ['2026-13-45', FieldMessages.noSuchDate],
    ['2026-02-31', FieldMessages.noSuchDate],
    ['2026-02-30', FieldMessages.noSuchDate],
    ['2026-02-29', FieldMessages.noSuchDate], // not a leap year
    ['1900-02-29', FieldMessages.noSuchDate], // divisible by 100, not by 400
    ['2026-99-99', FieldMessages.noSuchDate],
    ['2026-00-10', FieldMessages.noSuchDate],
    ['2026-04-31', FieldMessages.noSuchDate],
    ['2026-01-00', FieldMessages.noSuchDate],
    ['2026-1-5', FieldMessages.isoDate],
    ['05-01-2026', FieldMessages.isoDate],
    ['2026-01-05T00:00', FieldMessages.isoDate],
    ['', FieldMessages.isoDate],
  ])('refuses %s with one clear message', (value, message) => {
    expect(isCalendarDate(value)).toBe(false);
    const issues = isoDate.safeParse(value).error?.issues ?? [];
    expect(issues.map((i) => i.message)).toEqual([message]);
  });

  it('is the field of every date in a body, optional ones included', () => {
    const body = z.strictObject({ Date: isoDate.optional() });
    expect(body.safeParse({ Date: '2026-02-30' }).success).toBe(false);
    expect(body.safeParse({}).success).toBe(true);
  });
});

describe('portalDateTime: an e-invoice acknowledgement time', () => {
  it("takes the portal's date and time on a real day", () => {
    expect(portalDateTime.parse('2026-11-24 10:00:00')).toBe('2026-11-24 10:00:00');
    expect(portalDateTime.parse('2024-02-29T23:59')).toBe('2024-02-29T23:59');
  });

  it.each([
    ['2026-02-30 10:00:00', FieldMessages.noSuchDate],
    ['2026-11-24 25:00:00', FieldMessages.dateTime],
    ['24/11/2026 10:00:00', FieldMessages.dateTime],
    ['soon', FieldMessages.dateTime],
  ])('refuses %s', (value, message) => {
    expect(portalDateTime.safeParse(value).error?.issues.map((i) => i.message)).toEqual([message]);
  });
});
