import { calculateServiceDocument } from '@shared/documents/calculate-service-document';
import { formatPaise } from '@shared/documents/money-format';
import { documentTotalRows } from '@shared/documents/print';
import type { ServiceDocument } from '@shared/documents/schemas';
import type { TaxCode } from '@shared/documents/tax-codes';

export type TotalsRow = { label: string; value: string; strong?: boolean | undefined };

/**
 * What the totals panel shows: labour and parts, then the rows the With Tax print
 * ends with (shared/documents/print documentTotalRows: taxable value, CGST and SGST
 * or IGST per rate, total, rounding and grand total, who pays what), computed by the
 * shared engine from the saved header and the lines as typed, exactly as the print
 * computes the saved document (docs/printing.md §3). The panel runs it on each
 * change of the lines; `npm run bench -- service-recompute` times it.
 */
export function totalsRows(
  doc: ServiceDocument,
  taxCodes: readonly TaxCode[],
  date: string,
  round: boolean,
): TotalsRow[] {
  const calc = calculateServiceDocument(doc, { taxCodes, date, round });
  return [
    { label: 'Labour', value: formatPaise(calc.totals.labor.taxable) },
    { label: 'Parts', value: formatPaise(calc.totals.parts.taxable) },
    ...documentTotalRows([calc]),
  ];
}
