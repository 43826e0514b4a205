import { describe, expect, it } from 'vitest';
import { backdateRefusal, BackdateMessages, daysBack } from './backdate';

describe('the date of a stock adjustment', () => {
  it('may be today or up to a year back, never in the future', () => {
    expect(backdateRefusal('2026-11-28', '2026-11-28')).toBeUndefined();
    expect(backdateRefusal('2026-10-29', '2026-11-28')).toBeUndefined();
    expect(backdateRefusal('2025-11-28', '2026-11-28')).toBeUndefined();
    expect(backdateRefusal('2025-11-27', '2026-11-28')).toBe(BackdateMessages.tooOld);
    expect(backdateRefusal('2026-11-29', '2026-11-28')).toBe(BackdateMessages.inFuture);
  });

  it('counts calendar days, across a leap day', () => {
    expect(daysBack('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBack('2026-10-29', '2026-11-28')).toBe(30);
  });

  it('names the later day in the portal format', () => {
    expect(BackdateMessages.belowZeroLater('Brake pads', '2026-11-20')).toContain('20-11-2026');
  });
});
