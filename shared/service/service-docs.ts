import type { Estimate, Invoice, RepairOrder } from '../documents/schemas';
import type { PayerBucket } from '../documents/statuses';

/**
 * The service documents as the actions see them: the engine's documents plus
 * the header fields the `service` family keeps (call-schemas.ts), all optional
 * so a document from the store, a request or a test fits.
 */
type HeaderExtras = {
  Num?: string;
  ver?: number;
  ProdId?: string;
  Odo?: number;
  Type?: string;
  NextSvc?: string;
  Notes?: string;
};

export type EstimateDoc = Estimate &
  HeaderExtras & {
    /** Supplementary code (a, b, …); absent on the initial estimate. */
    Code?: string;
    /** The initial estimate a supplementary belongs to. */
    ParentId?: string;
  };

export type RepairOrderDoc = RepairOrder &
  HeaderExtras & {
    /** The estimate the order was converted from. */
    EstId?: string;
    /** The invoice a workshop opens from the order: the customer's draft when there is one. */
    InvId?: string;
    /** Every draft invoice generated from the order (one per payer). */
    InvIds?: string[];
  };

/** A draft invoice generated from a repair order (docs/service-actions.md 'Generate Invoice'): no number until approved. */
export type DraftInvoiceDoc = Invoice & {
  _id: string;
  Sts: 'Draft';
  /** Who the invoice is for: the customer, the insurer, or the workshop's internal or warranty account. */
  Payer: PayerBucket;
  WOId: string;
  Cust?: string;
  CBillTo?: RepairOrder['CBillTo'];
  SA?: RepairOrder['SA'];
  ProdId?: string;
};

/**
 * Header fields a document passes on to the one made from it: who and what
 * (customer, vehicle, advisor, surveyor, claim) and the promised time. `Claim`
 * is the insurance claim (docs/data-model-documents.md §6).
 */
export const PARTY_HEADER_FIELDS = [
  'SA',
  'Cust',
  'CBillTo',
  'Sur_Id',
  'Claim',
  'Settings',
  'ProdId',
  'Odo',
  'Type',
  'PrDate',
  'PrTime',
] as const;
/** The document discounts: an order takes its estimate's; a supplementary starts without any. */
export const DISCOUNT_HEADER_FIELDS = ['LDisc', 'PDisc', 'Disc', 'Perc', 'LPerc', 'PPerc'] as const;

export const pickHeader = (doc: object, fields: readonly string[]): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  const loose = doc as Record<string, unknown>;
  for (const f of fields) if (loose[f] !== undefined) out[f] = loose[f];
  return out;
};

/**
 * Line fields the engine computes (calculate-service-document, and the
 * insurance depreciation): never taken from a request or carried from one
 * document to another, always recomputed.
 */
export const COMPUTED_LINE_FIELDS: readonly string[] = [
  'NetAmt',
  'RecDisc',
  'CCGST',
  'CSGST',
  'CIGST',
  'ACGST',
  'ASGST',
  'AIGST',
  'ECGST',
  'ESGST',
  'EIGST',
  'CGST',
  'SGST',
  'IGST',
  'Total',
  'EstTotal',
  'UnAmt',
  'AssAmt',
  'EstAmt',
  'Dep',
  'DepPct',
];
