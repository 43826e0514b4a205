import type { Paise } from '../money-math';
import { moneyRow, portionsOf, SHARE_TITLES, type ShareOrAll, shareTotals, sumOf, taxByRate } from './print-figures';
import type { ClaimTotals, PrintCalculation, PrintTotalRow } from './print-model';
import type { PrintTaxView } from './variants';

/**
 * The totals rows of an estimate or repair-order print (build-print-model.ts) and of
 * the editor's totals panel: tax per share, who pays what under a claim, rounding.
 */

const claimOf = (calcs: readonly PrintCalculation[]): ClaimTotals | undefined => {
  const claims = calcs.flatMap((c) => (c.totals.claim ? [c.totals.claim] : []));
  if (claims.length === 0) return undefined;
  const sum = (pick: (c: ClaimTotals) => Paise): Paise => claims.reduce((s, c) => s + pick(c), 0);
  return {
    excess: sum((c) => c.excess),
    depreciation: sum((c) => c.depreciation),
    insurerPays: sum((c) => c.insurerPays),
    customerPays: sum((c) => c.customerPays),
  };
};

/** Amount, discount, taxable value, tax per head and rate, total: of one share or all. */
export const taxRows = (calcs: readonly PrintCalculation[], share: ShareOrAll, tax: PrintTaxView): PrintTotalRow[] => {
  const t = shareTotals(calcs, share);
  const disc = t.lineDisc + t.recDisc;
  // Claim depreciation (docs/insurance-depreciation.md): deducted from the insurer's share (dep > 0), taken on by the customer's (dep < 0).
  const depRow =
    t.dep > 0 ? [moneyRow('Less depreciation', -t.dep)] : t.dep < 0 ? [moneyRow('Depreciation', -t.dep)] : [];
  const rows: PrintTotalRow[] = [
    ...(disc > 0 || depRow.length > 0 ? [moneyRow('Amount', t.amount)] : []),
    ...(disc > 0 ? [moneyRow('Discount', -disc)] : []),
    ...depRow,
  ];
  if (tax === 'none') return [...rows, moneyRow('Total (before tax)', t.taxable, true)];
  return [
    ...rows,
    moneyRow('Taxable value', t.taxable),
    ...taxByRate(
      calcs.flatMap((c) => c.lines),
      share,
    ),
    moneyRow('Total', t.total, true),
  ];
};

export type PayerFigures = { insurerPays: Paise; customerPays: Paise; other: Paise; claim: ClaimTotals | undefined };

export const payerFigures = (calcs: readonly PrintCalculation[]): PayerFigures => {
  const claim = claimOf(calcs);
  return {
    insurerPays: claim ? claim.insurerPays : shareTotals(calcs, 'insurer').total,
    // The engine's customerPays settles the rounded bill; a print shows rounding once, with the document total.
    customerPays: claim
      ? claim.customerPays - sumOf(calcs, (c) => c.totals.adjust)
      : shareTotals(calcs, 'customer').total,
    other: shareTotals(calcs, 'other').total,
    claim,
  };
};

/** The insurer's share after the claim's deductions (which the customer bears), ending in 'Insurer pays'. */
export const insurerRows = (
  calcs: readonly PrintCalculation[],
  tax: PrintTaxView,
  f: PayerFigures,
): PrintTotalRow[] => [
  ...taxRows(calcs, 'insurer', tax),
  ...(f.claim && f.claim.excess > 0 ? [moneyRow('Less excess', -f.claim.excess)] : []),
  moneyRow('Insurer pays', f.insurerPays, true),
];

export const customerRows = (
  calcs: readonly PrintCalculation[],
  tax: PrintTaxView,
  f: PayerFigures,
): PrintTotalRow[] => [
  ...taxRows(calcs, 'customer', tax),
  ...(f.claim && f.claim.excess > 0 ? [moneyRow('Excess', f.claim.excess)] : []),
  moneyRow('Customer pays', f.customerPays, true),
];

/** Rounding to the rupee (Acc.Round) as the engine computed it, and the grand total. */
export const roundingRows = (calcs: readonly PrintCalculation[]): PrintTotalRow[] => {
  const adjust = sumOf(calcs, (c) => c.totals.adjust);
  return adjust === 0
    ? []
    : [
        moneyRow('Rounding', adjust),
        moneyRow(
          'Grand total',
          sumOf(calcs, (c) => c.totals.grandTotal),
          true,
        ),
      ];
};

/**
 * The totals of a whole document as the With Tax print ends (payer 'all'): the
 * tax rows (taxable value, each head per rate, total), rounding with the grand
 * total, and who pays what when someone other than the customer pays a part.
 * The editor's totals panel shows these same rows (one rule for both).
 */
export const documentTotalRows = (
  calcs: readonly PrintCalculation[],
  tax: PrintTaxView = 'perLine',
): PrintTotalRow[] => {
  const f = payerFigures(calcs);
  const insuranceJob = calcs.some((c) => c.lines.some((l) => portionsOf(l, 'insurer').length > 0));
  const payerRows: PrintTotalRow[] = [
    ...(insuranceJob ? [moneyRow('Insurer pays', f.insurerPays)] : []),
    ...(insuranceJob || f.other > 0 ? [moneyRow('Customer pays', f.customerPays)] : []),
    ...(f.other > 0 ? [moneyRow(SHARE_TITLES.other, f.other)] : []),
  ];
  return [...taxRows(calcs, 'all', tax), ...(tax === 'none' ? [] : [...roundingRows(calcs), ...payerRows])];
};
