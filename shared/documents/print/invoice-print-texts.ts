import type { InvoiceAnswer } from '../../invoices/call-schemas';
import type { PrintVariantId } from './variants';

/** Texts of the invoice prints (one place; the screens and the PDF show them as the model carries them). */
export const InvoicePrintTexts = {
  taxInvoice: 'Tax Invoice',
  invoice: 'Invoice',
  creditNote: 'Credit Note',
  withoutTax: 'Amounts before GST. This is not a tax invoice; the tax invoice is the With Tax print.',
  draft: 'Draft: not a tax invoice until it is approved.',
  cancelled: (reason: string | undefined) => `Cancelled${reason ? `: ${reason}` : ''}.`,
  partOf: (what: 'Parts' | 'Labour', num: string, grand: string) =>
    `${what} of invoice ${num || '(draft)'} only; the invoice's grand total is ${grand}.`,
  upiCaption: (due: string) => `Scan to pay ${due} by UPI`,
  orderTotal: 'Total of the order',
  /** Insurance + Customer / Insurance | Customer on an invoice that has no other invoice beside it. */
  alone: (direct: boolean) =>
    direct
      ? 'This is a direct invoice, not generated from a repair order: it has no companion invoice and prints alone.'
      : 'No other invoice of this repair order is open: this invoice prints alone.',
  /** The print page while it fetches the order's other invoices. */
  loadingCompanions: "Loading the repair order's invoices…",
  /** Under the print menu of a direct invoice, where the combined variants are not offered. */
  directInvoice:
    'Insurance + Customer and Insurance | Customer print the invoices of one repair order; this is a direct invoice.',
} as const;

/** The variants that print an invoice together with the other invoices of its repair order. */
export const COMBINED_INVOICE_VARIANTS: readonly PrintVariantId[] = ['insurancePlusCustomer', 'insuranceSplitCustomer'];

/**
 * The companions of an invoice among its order's invoices (GET
 * Accounting/Invoices/OfOrder/{Id}): the others of the same order, except
 * cancelled ones (a cancelled invoice asks nobody to pay). A direct invoice
 * has none.
 */
export const companionInvoices = (invoice: InvoiceAnswer, orderInvoices: readonly InvoiceAnswer[]): InvoiceAnswer[] =>
  invoice.WOId
    ? orderInvoices.filter(
        (other) => other._id !== invoice._id && other.WOId === invoice.WOId && other.Sts !== 'Cancelled',
      )
    : [];
