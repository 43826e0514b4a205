import type { Paise } from '../documents/money-math';

/**
 * The compulsory excess on invoices generated from a claim repair order
 * (docs/insurance-depreciation.md §6): the repair supply the insurer assessed is
 * taxed once, on the insurer's invoice; the insured pays part of it (the excess)
 * to the workshop and the insurer's settlement is short by it (IMT GR.40). So it
 * is a settlement adjustment below each invoice's GST totals, never in its
 * taxable value, tax or invoice value. The editor, the print and the public page
 * show these rows with these words.
 */
export const ExcessTexts = {
  insurerLess: 'Less: compulsory excess payable by the insured',
  customerAdd: 'Add: compulsory excess under the policy (GST charged on the insurer’s invoice)',
  insurerNet: 'Net payable by insurer',
  customerNet: 'Net payable by customer',
  /** The note on the print of the customer's invoice of the excess alone (no lines). */
  excessOnlyNote:
    'No supply is invoiced here: the repair and its GST are on the insurer’s invoice. This bills the compulsory excess the policy leaves to the insured.',
} as const;

export type ExcessRow = {
  readonly key: 'Excess' | 'Payable';
  readonly label: string;
  readonly paise: Paise;
  readonly strong: boolean;
};

/**
 * The rows under the GST totals: the adjustment (−E on the insurer's invoice,
 * +E on the customer's) and the net payable; none when there is no excess.
 * `withNet` false leaves the net out (a print that ends in "Insurer pays").
 */
export function excessRows(excess: Paise, payable: Paise, withNet = true): ExcessRow[] {
  if (excess === 0) return [];
  const insurer = excess < 0;
  const adjustment: ExcessRow = {
    key: 'Excess',
    label: insurer ? ExcessTexts.insurerLess : ExcessTexts.customerAdd,
    paise: excess,
    strong: false,
  };
  if (!withNet) return [adjustment];
  return [
    adjustment,
    { key: 'Payable', label: insurer ? ExcessTexts.insurerNet : ExcessTexts.customerNet, paise: payable, strong: true },
  ];
}
