import { describe, expect, it } from 'vitest';
import { formatQuantity } from './quantity-format';

describe('formatQuantity', () => {
  it.each([
    [12, '12'],
    [1234.5, '1,234.5'],
    [123456.789, '1,23,456.789'],
    [0.25, '0.25'],
    [-3, '-3'],
    [0, '0'],
  ])('%s reads %s', (units, shown) => expect(formatQuantity(units)).toBe(shown));
});
