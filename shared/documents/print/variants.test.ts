import { describe, expect, it } from 'vitest';
import { PRINT_VARIANTS, printChoiceLabel, printChoicesFor } from './variants';

describe('print variants (service-documents §2 print button groups; issue 12 §5)', () => {
  it("carries the spec's labels exactly, in its order", () => {
    expect(PRINT_VARIANTS.map((v) => v.label)).toEqual([
      'Initial Estimate',
      'Supp. Estimate - N',
      'Overall Estimate',
      'Consolidate',
      'With Tax',
      'No Tax',
      'Without Tax',
      'Insurance Only',
      'Customer Only',
      'Insurance + Customer',
      'Insurance | Customer',
      'Summary',
      'Technician Copy',
    ]);
    expect(new Set(PRINT_VARIANTS.map((v) => v.id)).size).toBe(PRINT_VARIANTS.length);
  });

  it('an estimate with supplementaries a and b: one Supp. Estimate entry per code, Overall and Consolidate; no Technician Copy', () => {
    expect(printChoicesFor('estimate', ['a', 'b']).map(printChoiceLabel)).toEqual([
      'Initial Estimate',
      'Supp. Estimate - a',
      'Supp. Estimate - b',
      'Overall Estimate',
      'Consolidate',
      'With Tax',
      'No Tax',
      'Without Tax',
      'Insurance Only',
      'Customer Only',
      'Insurance + Customer',
      'Insurance | Customer',
      'Summary',
    ]);
  });

  it('an estimate without supplementaries offers no Supp., Overall or Consolidate (they would repeat the Initial Estimate)', () => {
    const labels = printChoicesFor('estimate').map(printChoiceLabel);
    expect(labels).toContain('Initial Estimate');
    expect(labels.filter((l) => /Supp\.|Overall|Consolidate/.test(l))).toEqual([]);
  });

  it('a repair order: the tax, payer, summary and technician variants; none of the estimate ones', () => {
    expect(printChoicesFor('repairOrder', ['a']).map(printChoiceLabel)).toEqual([
      'With Tax',
      'No Tax',
      'Without Tax',
      'Insurance Only',
      'Customer Only',
      'Insurance + Customer',
      'Insurance | Customer',
      'Summary',
      'Technician Copy',
    ]);
  });
});
