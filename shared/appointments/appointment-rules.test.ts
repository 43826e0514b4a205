import { describe, expect, it } from 'vitest';
import {
  columnOf,
  coveredSlots,
  DEFAULT_APPOINTMENT_SETTINGS,
  refuseSlot,
  slotTimes,
  weekday,
} from './appointment-rules';

const s = { ...DEFAULT_APPOINTMENT_SETTINGS, Open: '09:00', Close: '11:00', SlotMin: 30 };
const now = { date: '2026-11-28', time: '10:05' };

describe('the slot grid (docs/customer-loop.md §3)', () => {
  it('offers every slot that ends by closing', () => {
    expect(slotTimes(s)).toEqual(['09:00', '09:30', '10:00', '10:30']);
    expect(slotTimes({ ...s, SlotMin: 45 })).toEqual(['09:00', '09:45']);
  });

  it('an appointment covers every slot it touches, a part-slot as a whole', () => {
    expect(coveredSlots('09:00', 30, 30)).toEqual(['09:00']);
    expect(coveredSlots('09:00', 45, 30)).toEqual(['09:00', '09:30']);
    expect(coveredSlots('09:30', 90, 30)).toEqual(['09:30', '10:00', '10:30']);
  });

  it('refuses the past, a closed day, a time off the grid and one that runs past closing, in that order', () => {
    const at = (date: string, time: string, duration = 30) => refuseSlot(s, { date, time, duration }, now)?.kind;
    expect(at('2026-11-27', '10:30')).toBe('inPast');
    expect(at('2026-11-28', '10:00')).toBe('inPast');
    expect(at('2026-11-28', '10:30')).toBeUndefined();
    expect(weekday('2026-11-29')).toBe(0);
    expect(at('2026-11-29', '10:00')).toBe('closedDay');
    expect(at('2026-11-30', '10:10')).toBe('offSlot');
    expect(at('2026-11-30', '10:30', 60)).toBe('outsideHours');
    expect(at('2026-11-30', '08:30')).toBe('outsideHours');
    expect(refuseSlot(s, { date: '2026-12-05', time: '09:00', duration: 30 }, now, 7)?.kind).toBe('tooFarAhead');
  });

  it('the capacity column is the bay where the branch has bays, else the advisor, else unassigned', () => {
    const bays = { Bays: [{ Id: 'b1', Name: 'Bay 1' }] };
    expect(columnOf(bays, { Bay: 'b1', SA: 'u1' })).toBe('B#b1');
    expect(columnOf(bays, { SA: 'u1' })).toBe('U');
    expect(columnOf({ Bays: [] }, { Bay: 'b1', SA: 'u1' })).toBe('A#u1');
    expect(columnOf({ Bays: [] }, {})).toBe('U');
  });
});
