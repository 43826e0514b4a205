/**
 * The service-document engine: calculation, statuses, actions and validation of
 * invoices, repair orders and estimates (spec service-documents §1, §3–§5, §9;
 * platform §5 'General'). Pure and decimal-safe: the API enforces exactly what
 * the UI shows. Rules and worked examples: docs/calculation-rules.md.
 */
export * from './constants';
export * from './statuses';
export * from './schemas';
export * from './tax-codes';
export {
  type Paise,
  paiseToRupees,
  rupeesToPaise,
  toScaled,
  hasAtMostDecimals,
  roundDiv,
  mulDivRound,
} from './money-math';
export {
  type EngineLine,
  type LineCalc,
  type LineKind,
  type PortionCalc,
  lineAmount,
  percentOf,
  hasCustomerPortion,
  hasInsurerPortion,
  lineFigures,
} from './calculate-line';
export { apportion, type Weighted } from './apportion';
export {
  calculateLines,
  type DocumentDiscountInput,
  type EngineOptions,
  type EngineResult,
} from './calculate-document';
export { type Totals, type DocumentTotals, type DocumentDiscounts, type ClaimTotals, roundingAdjust } from './totals';
export {
  calculateInvoice,
  invoiceEngineLines,
  type CalculationOptions,
  type InvoiceCalculation,
} from './calculate-invoice';
export {
  calculateServiceDocument,
  serviceEngineLines,
  documentClaimTerms,
  type ServiceDocumentCalculation,
} from './calculate-service-document';
export * from './depreciation';
export { reverseUnitPrice, type ReverseInput, type ReverseResult } from './reverse';
export { splitRepairOrder, type RepairOrderSplit } from './split-invoices';
export { normaliseOnSave, normaliseLaborLine, normalisePartLine, withoutEmptyFields } from './normalise';
export * from './actions';
export * from './rollups';
export * from './line-rules';
export * from './validation-issue';
export { DocumentMessages } from './validation-messages';
export * from './validate';
export * from './validate-discounts';
export * from './money-format';
export * from './amount-in-words';
