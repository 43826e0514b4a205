import { calculateServiceDocument } from '@shared/documents/calculate-service-document';
import { formatPaise } from '@shared/documents/money-format';
import { documentTotalRows } from '@shared/documents/print';
import type { ServiceDocument } from '@shared/documents/schemas';
import type { TaxCode } from '@shared/documents/tax-codes';
import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { formToDocument, type DocumentAnswer, type DocumentForm } from '../utils/document-form';

export type TotalsPanelProps = {
  control: Control<DocumentForm>;
  answer: DocumentAnswer | undefined;
  /** The form differs from the answer. The panel recomputes either way, as the print does, so the figures are the same. */
  changed?: boolean;
  taxCodes: readonly TaxCode[];
  date: string;
  round: boolean;
};

type Row = { label: string; value: string; strong?: boolean | undefined };

/**
 * Labour and parts, then the rows the With Tax print ends with (shared/documents/print
 * documentTotalRows: taxable value, CGST and SGST or IGST per rate, total, rounding
 * and grand total, who pays what), so the screen never shows a figure the print
 * does not (docs/printing.md §3). The shared engine computes them on the device
 * from the saved header (claim, discounts) and the lines as typed, exactly as the
 * print computes the saved document. Only this panel watches every line, so a
 * keystroke re-renders it and the one line, and the recompute runs once per change
 * of the lines (memoised).
 */
export function TotalsPanel({ control, answer, taxCodes, date, round }: TotalsPanelProps) {
  const [Groups, LooseParts] = useWatch({ control, name: ['Groups', 'LooseParts'] });
  const rows = useMemo((): Row[] => {
    const doc = { ...(answer ?? {}), ...formToDocument({ Groups, LooseParts }) } as ServiceDocument;
    const calc = calculateServiceDocument(doc, { taxCodes, date, round });
    return [
      { label: 'Labour', value: formatPaise(calc.totals.labor.taxable) },
      { label: 'Parts', value: formatPaise(calc.totals.parts.taxable) },
      ...documentTotalRows([calc]),
    ];
  }, [answer, Groups, LooseParts, taxCodes, date, round]);
  return (
    <section className="kk-doc__totals" aria-label="Totals">
      <dl>
        {rows.map((row) => (
          <div key={row.label} className={row.strong ? 'kk-doc__total kk-doc__total--strong' : 'kk-doc__total'}>
            <dt>{row.label}</dt>
            <dd>
              <output aria-label={row.label}>{row.value}</output>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
