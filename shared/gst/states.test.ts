import { describe, expect, it } from 'vitest';
import { currentStates, findState, GST_STATES, stateLabel } from './states';

describe('GST states', () => {
  it('finds a state by name in any spelling or by code', () => {
    expect(findState('karnataka')?.StCode).toBe('29');
    expect(findState('Jammu & Kashmir')?.StCode).toBe('01');
    expect(findState('TAMIL NADU')?.StCode).toBe('33');
    expect(findState(' tamil  nadu ')?.StCode).toBe('33');
    expect(findState('7')?.Name).toBe('Delhi');
    expect(findState('27')?.Name).toBe('Maharashtra');
    expect(findState('Andhra Pradesh')?.StCode).toBe('37');
    expect(findState('Andhra Pradesh (Old)')?.StCode).toBe('28');
    expect(findState('Atlantis')).toBeUndefined();
    expect(findState('')).toBeUndefined();
  });

  it('has unique codes and names: 01-38, 97 Other Territory and 99 Centre Jurisdiction', () => {
    expect(new Set(GST_STATES.map((s) => s.StCode)).size).toBe(GST_STATES.length);
    expect(new Set(GST_STATES.map((s) => s.Name)).size).toBe(GST_STATES.length);
    expect(GST_STATES.map((s) => s.StCode)).toEqual([
      ...Array.from({ length: 38 }, (_, i) => String(i + 1).padStart(2, '0')),
      '97',
      '99',
    ]);
    expect(findState('97')?.Name).toBe('Other Territory');
    expect(findState('99')?.Name).toBe('Centre Jurisdiction');
  });

  it('offers neither legacy nor GSTIN-only codes for new addresses', () => {
    const codes = currentStates().map((s) => s.StCode);
    expect(codes).toContain('97');
    expect(codes).not.toContain('25');
    expect(codes).not.toContain('28');
    expect(codes).not.toContain('99');
    expect(codes).toHaveLength(GST_STATES.length - 3);
  });

  it('labels a state with its code', () => {
    expect(stateLabel('29')).toBe('Karnataka (29)');
    expect(stateLabel('00')).toBe('state code 00');
  });
});
