import { DEFAULT_TAX_CODES } from '@shared/documents/tax-codes';
import { calculateServiceDocument } from '@shared/documents/calculate-service-document';
import { describe, expect, it } from 'vitest';
import { sampleOrderForm, withPrice } from '../testing/sample-order';
import { formLines, formToDocument } from './document-form';
import { recomputeTotals } from './local-totals';

/** The totals panel's recompute path (timed by `npm run bench -- service-recompute`). */
describe('recomputing the totals of the form', () => {
  it('flattens the groups into the wire lines the engine reads: complaints, labour under them, parts under their labour', () => {
    const lines = formLines(sampleOrderForm(200));
    expect(lines.Ops).toHaveLength(100);
    expect(lines.Parts).toHaveLength(100);
    expect(lines.Comps).toHaveLength(20);
    expect(lines.Ops[6]).toMatchObject({ _id: 'WO7', CompId: 'WC2' });
    expect(lines.Parts[6]).toMatchObject({ _id: 'WP7', OpId: 'WO7' });
    expect(lines.Ops[0]).not.toHaveProperty('PayerName');
    expect(lines.Ops[0]).not.toHaveProperty('Parts');
  });

  it('gives what the engine gives for the same document, and follows a keystroke', () => {
    const form = sampleOrderForm(200);
    const engine = calculateServiceDocument(formToDocument(form), { taxCodes: DEFAULT_TAX_CODES, date: '2026-11-24', round: false }).totals;
    const shown = recomputeTotals(formToDocument(form), DEFAULT_TAX_CODES, '2026-11-24', false);
    expect(shown.GrandTotal).toBe(engine.grandTotal);
    expect(shown.Insurer + shown.Customer + shown.Internal + shown.Warranty).toBe(engine.overall.total);

    // WO2 is shared (InCu): its rate is the customer's price, so the customer's share moves with it.
    const typed = recomputeTotals(formToDocument(withPrice(form, 0, 1, 9999)), DEFAULT_TAX_CODES, '2026-11-24', false);
    expect(typed.Customer).toBeGreaterThan(shown.Customer);
    expect(typed.Insurer).toBe(shown.Insurer);
  });
});
