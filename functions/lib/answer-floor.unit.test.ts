import { describe, expect, it } from 'vitest';
import { answerNoSoonerThan } from './answer-floor';

describe('answerNoSoonerThan', () => {
  it('holds a quick answer and a quick failure until the floor', async () => {
    let started = Date.now();
    expect(await answerNoSoonerThan(120, async () => 'ok')).toBe('ok');
    expect(Date.now() - started).toBeGreaterThanOrEqual(115);
    started = Date.now();
    await expect(answerNoSoonerThan(120, async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(Date.now() - started).toBeGreaterThanOrEqual(115);
  });

  it('adds nothing to work that already took longer', async () => {
    const started = Date.now();
    await answerNoSoonerThan(10, () => new Promise((resolve) => setTimeout(resolve, 60)));
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
