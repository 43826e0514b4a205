import { calculateServiceDocument } from '@shared/documents/calculate-service-document';
import { formatPaise } from '@shared/documents/money-format';
import { DEFAULT_TAX_CODES } from '@shared/documents/tax-codes';
import { describe, expect, it } from 'vitest';
import { sampleOrderForm, withPrice } from '../testing/sample-order';
import { formLines, formToDocument } from './document-form';
import { totalsRows } from './totals-rows';

/** The totals panel's recompute path (timed by `npm run bench -- service-recompute`). */
describe('the totals rows of the form', () => {
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

  it("shows the engine's figures for the same document, and follows a keystroke", () => {
    const form = sampleOrderForm(200);
    const value = (rows: ReturnType<typeof totalsRows>, label: string) => rows.find((r) => r.label === label)?.value;
    const engine = calculateServiceDocument(formToDocument(form), {
      taxCodes: DEFAULT_TAX_CODES,
      date: '2026-11-24',
      round: false,
    }).totals;
    const shown = totalsRows(formToDocument(form), DEFAULT_TAX_CODES, '2026-11-24', false);
    expect(value(shown, 'Labour')).toBe(formatPaise(engine.labor.taxable));
    expect(value(shown, 'Parts')).toBe(formatPaise(engine.parts.taxable));
    expect(shown.find((r) => r.strong)?.value).toBe(formatPaise(engine.overall.total));

    // WO2 is shared (InCu): its rate is the customer's price, so the customer's share moves with it.
    const typed = totalsRows(formToDocument(withPrice(form, 0, 1, 9999)), DEFAULT_TAX_CODES, '2026-11-24', false);
    expect(value(typed, 'Labour')).not.toBe(value(shown, 'Labour'));
    expect(value(shown, 'Insurer pays')).toMatch(/^₹/);
    expect(value(typed, 'Insurer pays')).toBe(value(shown, 'Insurer pays'));
    expect(value(typed, 'Customer pays')).not.toBe(value(shown, 'Customer pays'));
  });
});
