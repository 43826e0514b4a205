import { describe, expect, it } from 'vitest';
import { invoicePrintChoices, PRINT_VARIANTS, printChoiceLabel, printChoicesFor } from './variants';
import { MENU_LABELS, SPEC_VARIANT_LABELS } from './test/menu-labels';

describe('print variants (service-documents §2 print button groups)', () => {
  it("carries the spec's labels exactly, in its order", () => {
    expect(PRINT_VARIANTS.map((v) => v.label)).toEqual([...SPEC_VARIANT_LABELS]);
    expect(new Set(PRINT_VARIANTS.map((v) => v.id)).size).toBe(PRINT_VARIANTS.length);
  });

  it('an estimate with supplementaries a and b: one Supp. Estimate entry per code, Overall and Consolidate; no Technician Copy', () => {
    expect(printChoicesFor('estimate', ['a', 'b']).map(printChoiceLabel)).toEqual([...MENU_LABELS.estimateWithAB]);
  });

  it('an estimate without supplementaries offers no Supp., Overall or Consolidate (they would repeat the Initial Estimate)', () => {
    const labels = printChoicesFor('estimate').map(printChoiceLabel);
    expect(labels).toContain('Initial Estimate');
    expect(labels.filter((l) => /Supp\.|Overall|Consolidate/.test(l))).toEqual([]);
  });

  it('a repair order: the tax, payer, summary and technician variants; none of the estimate ones', () => {
    expect(printChoicesFor('repairOrder', ['a']).map(printChoiceLabel)).toEqual([...MENU_LABELS.repairOrder]);
  });

  it("an invoice: the tax, payer and Summary variants, Parts and Labor Invoice; Insurance Only / Customer Only only for that payer's invoice", () => {
    expect(invoicePrintChoices('insurer').map(printChoiceLabel)).toEqual([...MENU_LABELS.insurerInvoice]);
    expect(invoicePrintChoices('customer').map(printChoiceLabel)).toEqual([...MENU_LABELS.customerInvoice]);
    expect(invoicePrintChoices('warranty').map(printChoiceLabel)).not.toContain('Insurance Only');
  });

  it('a credit note prints With Tax only (Rule 53: the tax credited)', () => {
    expect(printChoicesFor('creditNote').map(printChoiceLabel)).toEqual([...MENU_LABELS.creditNote]);
  });
});
