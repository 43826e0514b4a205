import type { PayerBucket } from '../statuses';

/**
 * The print variants of estimates, repair orders, invoices and credit notes
 * (spec service-documents §2 'Print button groups'; docs/printing.md §2, §7),
 * with the spec's labels exactly. One list feeds the print menus and the
 * renderers, so a label is written once. What each variant shows:
 * docs/printing.md §2 (estimates, repair orders) and §7 (invoices, credit notes).
 */

export type PrintDocumentKind = 'estimate' | 'repairOrder' | 'invoice' | 'creditNote';

/** Which lines a variant prints: the document's own, a supplementary's, all estimates', or one kind of line (Parts / Labor Invoice). */
export type PrintScope = 'own' | 'supplementary' | 'overall' | 'consolidate' | 'parts' | 'labour';
/** Whose share a variant prints. */
export type PrintPayerView = 'all' | 'insurer' | 'customer' | 'sideBySide' | 'split';
/** How tax shows: per line, once in the totals, or not at all. */
export type PrintTaxView = 'perLine' | 'summary' | 'none';
/** Lines with prices, section totals only, or the workshop copy without prices. */
export type PrintLayout = 'lines' | 'summary' | 'technician';

export type PrintVariantRule = {
  readonly scope: PrintScope;
  readonly payer: PrintPayerView;
  readonly tax: PrintTaxView;
  readonly layout: PrintLayout;
};

const rule = (
  scope: PrintScope,
  payer: PrintPayerView,
  tax: PrintTaxView,
  layout: PrintLayout = 'lines',
): PrintVariantRule => ({
  scope,
  payer,
  tax,
  layout,
});

/**
 * The variants in the spec's order. `kinds` says where each is offered: Initial,
 * Supp. and Overall are estimate variants (brief); Consolidate merges an
 * estimate with its supplementaries, so it is one too; the Technician Copy is
 * the workshop's job card, so it belongs to the repair order; Parts Invoice and
 * Labor Invoice split an invoice by kind of line; a credit note prints With Tax
 * only (CGST Rule 53 asks for the tax credited). A variant that names no tax
 * treatment prints tax once, in the totals (the No Tax layout).
 */
export const PRINT_VARIANTS = [
  { id: 'initial', label: 'Initial Estimate', kinds: ['estimate'], rule: rule('own', 'all', 'summary') },
  {
    id: 'supplementary',
    label: 'Supp. Estimate - N',
    kinds: ['estimate'],
    rule: rule('supplementary', 'all', 'summary'),
  },
  { id: 'overall', label: 'Overall Estimate', kinds: ['estimate'], rule: rule('overall', 'all', 'summary') },
  { id: 'consolidate', label: 'Consolidate', kinds: ['estimate'], rule: rule('consolidate', 'all', 'summary') },
  {
    id: 'withTax',
    label: 'With Tax',
    kinds: ['estimate', 'repairOrder', 'invoice', 'creditNote'],
    rule: rule('own', 'all', 'perLine'),
  },
  { id: 'noTax', label: 'No Tax', kinds: ['estimate', 'repairOrder', 'invoice'], rule: rule('own', 'all', 'summary') },
  {
    id: 'withoutTax',
    label: 'Without Tax',
    kinds: ['estimate', 'repairOrder', 'invoice'],
    rule: rule('own', 'all', 'none'),
  },
  {
    id: 'insuranceOnly',
    label: 'Insurance Only',
    kinds: ['estimate', 'repairOrder', 'invoice'],
    rule: rule('own', 'insurer', 'summary'),
  },
  {
    id: 'customerOnly',
    label: 'Customer Only',
    kinds: ['estimate', 'repairOrder', 'invoice'],
    rule: rule('own', 'customer', 'summary'),
  },
  {
    id: 'insurancePlusCustomer',
    label: 'Insurance + Customer',
    kinds: ['estimate', 'repairOrder', 'invoice'],
    rule: rule('own', 'sideBySide', 'summary'),
  },
  {
    id: 'insuranceSplitCustomer',
    label: 'Insurance | Customer',
    kinds: ['estimate', 'repairOrder', 'invoice'],
    rule: rule('own', 'split', 'summary'),
  },
  {
    id: 'summary',
    label: 'Summary',
    kinds: ['estimate', 'repairOrder', 'invoice'],
    rule: rule('own', 'all', 'summary', 'summary'),
  },
  { id: 'partsInvoice', label: 'Parts Invoice', kinds: ['invoice'], rule: rule('parts', 'all', 'perLine') },
  { id: 'laborInvoice', label: 'Labor Invoice', kinds: ['invoice'], rule: rule('labour', 'all', 'perLine') },
  {
    id: 'technician',
    label: 'Technician Copy',
    kinds: ['repairOrder'],
    rule: rule('own', 'all', 'none', 'technician'),
  },
] as const satisfies readonly {
  id: string;
  label: string;
  kinds: readonly PrintDocumentKind[];
  rule: PrintVariantRule;
}[];

export type PrintVariant = (typeof PRINT_VARIANTS)[number];
export type PrintVariantId = PrintVariant['id'];

/** What the user picked: a variant, and for 'supplementary' the code of the supplementary estimate (a, b, …). */
export type PrintChoice = { readonly variant: PrintVariantId; readonly supp?: string | undefined };

export const printVariant = (id: PrintVariantId): PrintVariant => {
  const found = PRINT_VARIANTS.find((v) => v.id === id);
  if (!found) throw new RangeError(`Unknown print variant ${id}`);
  return found;
};

/** The label of a choice: 'Supp. Estimate - N' takes the supplementary's code ('Supp. Estimate - a'). */
export const printChoiceLabel = (choice: PrintChoice): string => {
  const { label } = printVariant(choice.variant);
  return choice.variant === 'supplementary' ? label.replace(/N$/, choice.supp ?? 'N') : label;
};

/**
 * The choices the print menu offers for a document, in the spec's order.
 * 'Supp. Estimate - N' is offered once per supplementary; Overall and
 * Consolidate only when there is a supplementary (without one they would print
 * the Initial Estimate again).
 */
export const printChoicesFor = (kind: PrintDocumentKind, suppCodes: readonly string[] = []): PrintChoice[] =>
  PRINT_VARIANTS.filter((v) => (v.kinds as readonly PrintDocumentKind[]).includes(kind)).flatMap((v): PrintChoice[] => {
    if (v.id === 'supplementary') return suppCodes.map((supp) => ({ variant: v.id, supp }));
    if ((v.id === 'overall' || v.id === 'consolidate') && suppCodes.length === 0) return [];
    return [{ variant: v.id }];
  });

/**
 * The choices an invoice's print menu offers: every invoice variant, except
 * Insurance Only on an invoice the insurer does not pay and Customer Only on
 * one the customer does not pay (each would print nothing).
 */
export const invoicePrintChoices = (payer: PayerBucket): PrintChoice[] =>
  printChoicesFor('invoice').filter(
    (c) =>
      !(c.variant === 'insuranceOnly' && payer !== 'insurer') &&
      !(c.variant === 'customerOnly' && payer !== 'customer'),
  );
