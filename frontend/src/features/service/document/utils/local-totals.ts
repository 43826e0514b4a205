import { calculateServiceDocument } from '@shared/documents/calculate-service-document';
import { rupeesToPaise } from '@shared/documents/money-math';
import type { TaxCode } from '@shared/documents/tax-codes';
import type { DocumentTotals } from '@shared/documents/totals';
import type { ServiceDocument } from '@shared/documents/schemas';
import type { EstimateAnswer } from '@shared/service/call-schemas';

/**
 * The totals panel's figures, in paise: from the server's answer while the form
 * is as saved, and recomputed on the device with the same engine while the user
 * types (issue 12 §2), so what the panel shows never depends on a round trip.
 */
export type ShownTotals = {
  Labor: number;
  Parts: number;
  Tax: number;
  GrandTotal: number;
  Insurer: number;
  Customer: number;
  Internal: number;
  Warranty: number;
  Depreciation: number;
  Excess: number;
};

const paise = rupeesToPaise;

/** The answer's Totals (rupees with at most 2 decimals) in paise, read exactly. */
export const answerTotals = (t: EstimateAnswer['Totals']): ShownTotals => ({
  Labor: paise(t.Labor),
  Parts: paise(t.Parts),
  Tax: paise(t.CGST) + paise(t.SGST) + paise(t.IGST),
  GrandTotal: paise(t.GrandTotal),
  Insurer: paise(t.Insurer),
  Customer: paise(t.Customer),
  Internal: paise(t.Internal),
  Warranty: paise(t.Warranty),
  Depreciation: paise(t.Depreciation),
  Excess: paise(t.Excess),
});

/** The engine's claim figures, once the insurance-depreciation rules are part of it. */
type ClaimTotals = { claim?: { depreciation?: number; excess?: number } };

export const engineTotals = (totals: DocumentTotals): ShownTotals => {
  const claim = (totals as DocumentTotals & ClaimTotals).claim;
  return {
    Labor: totals.labor.taxable,
    Parts: totals.parts.taxable,
    Tax: totals.overall.tax,
    GrandTotal: totals.grandTotal,
    Insurer: totals.byPayer.insurer.total,
    Customer: totals.byPayer.customer.total,
    Internal: totals.byPayer.internal.total,
    Warranty: totals.byPayer.warranty.total,
    Depreciation: claim?.depreciation ?? 0,
    Excess: claim?.excess ?? 0,
  };
};

/** Recomputes a document's totals with the shared engine (what the server will answer, before it answers). */
export const recomputeTotals = (doc: ServiceDocument, taxCodes: readonly TaxCode[], date: string, round: boolean): ShownTotals =>
  engineTotals(calculateServiceDocument(doc, { taxCodes, date, round }).totals);
