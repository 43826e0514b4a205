import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format';

describe('one date formatter: en-IN, the user’s time zone', () => {
  it('shows a calendar date as that day, the same way whatever the zone', () => {
    expect(formatDate('2026-11-24')).toBe('24 Nov 2026');
    expect(formatDate('2026-11-24', 'America/Los_Angeles')).toBe('24 Nov 2026');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('shows an instant’s day in the user’s zone, and date with time in the same words', () => {
    expect(formatDate('2026-11-23T20:00:00.000Z', 'Asia/Calcutta')).toBe('24 Nov 2026');
    expect(formatDateTime('2026-11-23T23:53:00.000Z', 'Asia/Calcutta')).toMatch(/^24 Nov 2026, 5:23\s?am$/i);
    expect(formatDateTime('2026-11-23T23:53:00.000Z', 'Asia/Calcutta').startsWith(formatDate('2026-11-24'))).toBe(true);
  });
});
