import { formatPaise } from '@shared/documents/money-format';
import type { TaxCode } from '@shared/documents/tax-codes';
import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { formToDocument, type DocumentAnswer, type DocumentForm } from '../utils/document-form';
import { answerTotals, recomputeTotals, type ShownTotals } from '../utils/local-totals';

export type TotalsPanelProps = {
  control: Control<DocumentForm>;
  answer: DocumentAnswer | undefined;
  /** The form differs from the answer: show the figures recomputed on the device. */
  changed: boolean;
  taxCodes: readonly TaxCode[];
  date: string;
  round: boolean;
};

const ROWS: readonly { key: keyof ShownTotals; label: string; always?: boolean; strong?: boolean }[] = [
  { key: 'Labor', label: 'Labour', always: true },
  { key: 'Parts', label: 'Parts', always: true },
  { key: 'Tax', label: 'Taxes', always: true },
  { key: 'GrandTotal', label: 'Grand total', always: true, strong: true },
  { key: 'Insurer', label: 'Insurer pays' },
  { key: 'Customer', label: 'Customer pays', always: true },
  { key: 'Depreciation', label: 'of which depreciation' },
  { key: 'Excess', label: 'of which compulsory excess' },
  { key: 'Internal', label: 'Internal' },
  { key: 'Warranty', label: 'Warranty' },
];

/**
 * Labour, parts, taxes, grand total and who pays what. As saved, the figures are
 * the server's (the answer's Totals, which include the claim's depreciation and
 * excess); while the user types, the shared engine recomputes them on the device.
 * Only this panel watches every line, so a keystroke re-renders it and the one
 * line, and the recompute runs once per change of the lines (memoised).
 */
export function TotalsPanel({ control, answer, changed, taxCodes, date, round }: TotalsPanelProps) {
  const [Groups, LooseParts] = useWatch({ control, name: ['Groups', 'LooseParts'] });
  const local = useMemo(() => recomputeTotals(formToDocument({ Groups, LooseParts }), taxCodes, date, round), [Groups, LooseParts, taxCodes, date, round]);
  const shown = answer && !changed ? answerTotals(answer.Totals) : local;
  return (
    <section className="kk-doc__totals" aria-label="Totals">
      <dl>
        {ROWS.filter((row) => row.always === true || shown[row.key] !== 0).map((row) => (
          <div key={row.key} className={row.strong ? 'kk-doc__total kk-doc__total--strong' : 'kk-doc__total'}>
            <dt>{row.label}</dt>
            <dd>
              <output aria-label={row.label}>{formatPaise(shown[row.key])}</output>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
