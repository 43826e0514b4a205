import { describe, expect, it } from 'vitest';
import { nextReadIn } from './number-queue';

/** The waiters' reads at a gapless counter are aimed at their turn (data-model-documents §3 'Numbers and counters'). */
describe('when a waiter at the counter reads again', () => {
  const within = (ms: number, low: number, high: number) => {
    expect(ms).toBeGreaterThanOrEqual(low);
    expect(ms).toBeLessThanOrEqual(high);
  };

  it("the next in line reads from a little past half the holder's turn, then every 2 ms or so", () => {
    within(nextReadIn(1, 0, 20), 12 * 0.8, 12);
    within(nextReadIn(1, 8, 20), 4 * 0.8, 4);
    within(nextReadIn(1, 30, 20), 2 * 0.8, 2);
  });

  it('a waiter further back sleeps until it should be next in line, not a read per ticket ahead', () => {
    within(nextReadIn(10, 0, 20), 153 * 0.8, 153);
    within(nextReadIn(10, 50, 20), 103 * 0.8, 103);
    within(nextReadIn(3, 0, 20), 34 * 0.8, 34);
  });
});
