import { describe, expect, it } from 'vitest';
import { fitWithin } from './photo-resize';

describe('photo size before upload', () => {
  it('fits the longest side within 1600 px, keeps proportions and never enlarges', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(1200, 900)).toEqual({ width: 1200, height: 900 });
    expect(fitWithin(4032, 1)).toEqual({ width: 1600, height: 1 });
  });
});
