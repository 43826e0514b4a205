/**
 * Printing estimates, repair orders, invoices and credit notes
 * (docs/printing.md §2, §7): the variants, and the neutral print model the HTML page and the PDF
 * both draw. docs/printing.md.
 */
export * from './variants';
export * from './print-model';
export { buildPrintModel } from './build-print-model';
export { documentTotalRows } from './document-total-rows';
export { formatRate, formatPercent } from './print-figures';
export { PrintMessages } from './print-messages';
export { buildInvoicePrintModel, type InvoicePrintInput } from './build-invoice-print-model';
export { COMBINED_INVOICE_VARIANTS, companionInvoices, InvoicePrintTexts } from './invoice-print-texts';
export { upiPayLink } from './invoice-parties';
