/**
 * Printing estimates and repair orders (issue 12 §5): the variants, and the
 * neutral print model the HTML page and the PDF both draw. docs/printing.md.
 */
export * from './variants';
export * from './print-model';
export { buildPrintModel } from './build-print-model';
export { formatRate, formatPercent } from './print-figures';
export { PrintMessages } from './print-messages';
