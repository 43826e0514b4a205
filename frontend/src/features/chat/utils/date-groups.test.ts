import { describe, expect, it } from 'vitest';
import { chatDay, dayLabel, groupByDate } from './date-groups';
import { formatJumpDate, jumpDateError, parseJumpDate } from './jump-date';

const NOW = new Date('2026-11-24T10:00:00.000Z'); // 15:30 in Kolkata

describe('date groups (spec platform §2 Chat room)', () => {
  it('splits on the Kolkata day, not the UTC one, and keeps the order', () => {
    const messages = [
      { _id: 'a', CrDt: '2026-11-20T17:00:00.000Z' }, // 22:30 on the 20th
      { _id: 'b', CrDt: '2026-11-20T19:00:00.000Z' }, // 00:30 on the 21st in Kolkata
      { _id: 'c', CrDt: '2026-11-21T08:00:00.000Z' },
      { _id: 'd', CrDt: '2026-11-23T09:00:00.000Z' },
      { _id: 'e', CrDt: '2026-11-24T02:00:00.000Z' },
      { _id: 'f', CrDt: '2026-11-24T09:59:00.000Z' },
    ];
    const groups = groupByDate(messages, NOW);
    expect(groups.map((g) => [g.day, g.label, g.messages.map((m) => m._id).join('')])).toEqual([
      ['2026-11-20', 'Fri, 20 Nov 2026', 'a'],
      ['2026-11-21', 'Sat, 21 Nov 2026', 'bc'],
      ['2026-11-23', 'Yesterday', 'd'],
      ['2026-11-24', 'Today', 'ef'],
    ]);
  });

  it("takes the server's DisplayDt when it is a calendar day", () => {
    const groups = groupByDate(
      [
        { CrDt: '2026-11-20T19:00:00.000Z', DisplayDt: '2026-11-20' },
        { CrDt: '2026-11-20T19:01:00.000Z', DisplayDt: 'soon' },
      ],
      NOW,
    );
    expect(groups.map((g) => g.day)).toEqual(['2026-11-20', '2026-11-21']);
  });

  it('labels and days of broken input stay harmless', () => {
    expect(chatDay('not a date')).toBe('');
    expect(dayLabel('2026-11-24', NOW)).toBe('Today');
    expect(groupByDate([], NOW)).toEqual([]);
  });
});

describe('jump to date (MM/DD/YYYY)', () => {
  it.each([
    ['11/24/2026', '2026-11-24'],
    ['1/5/2026', '2026-01-05'],
    [' 02/29/2028 ', '2028-02-29'],
    ['02/29/2026', undefined],
    ['13/01/2026', undefined],
    ['24/11/2026', undefined],
    ['2026-11-24', undefined],
    ['', undefined],
  ])('%j is %j', (text, day) => {
    expect(parseJumpDate(text)).toBe(day);
  });

  it('requires a date and says when it is not one; a day shows back as MM/DD/YYYY', () => {
    expect(jumpDateError('')).toBe('This Field Is Required.');
    expect(jumpDateError('31/12/2026')).toBe('Enter a valid date.');
    expect(jumpDateError('12/31/2026')).toBeUndefined();
    expect(formatJumpDate('2026-01-05')).toBe('01/05/2026');
  });
});
