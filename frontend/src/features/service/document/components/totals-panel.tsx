import type { ServiceDocument } from '@shared/documents/schemas';
import type { TaxCode } from '@shared/documents/tax-codes';
import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { formToDocument, type DocumentAnswer, type DocumentForm } from '../utils/document-form';
import { totalsRows } from '../utils/totals-rows';

export type TotalsPanelProps = {
  control: Control<DocumentForm>;
  answer: DocumentAnswer | undefined;
  taxCodes: readonly TaxCode[];
  date: string;
  round: boolean;
};

/**
 * The document's totals as the print shows them (utils/totals-rows.ts), so the
 * screen never shows a figure the print does not. Saved or being typed, the shared
 * engine computes them from the saved header (claim, discounts) and the lines as
 * they are on screen. Only this panel watches every line, so a keystroke
 * re-renders it and the one line, and the recompute runs once per change of the
 * lines (memoised).
 */
export function TotalsPanel({ control, answer, taxCodes, date, round }: TotalsPanelProps) {
  const [Groups, LooseParts] = useWatch({ control, name: ['Groups', 'LooseParts'] });
  const rows = useMemo(
    () =>
      totalsRows(
        { ...(answer ?? {}), ...formToDocument({ Groups, LooseParts }) } as ServiceDocument,
        taxCodes,
        date,
        round,
      ),
    [answer, Groups, LooseParts, taxCodes, date, round],
  );
  return (
    <section className="kk-doc__totals kk-totals-bar" aria-label="Totals">
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
