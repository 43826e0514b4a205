import type { Claim, RepairOrder } from '../schemas';
import { calculateServiceDocument } from '../calculate-service-document';
import { DEFAULT_TAX_CODES } from '../tax-codes';

/**
 * What the insurance-claim golden cases share (docs/insurance-depreciation.md):
 * the calculation options, a claim on a 3½-year-old car, and the worked
 * example's repair order. @106 is 9% CGST + 9% SGST, @114 is 18% IGST.
 */
export const opts = { date: '2025-10-01', taxCodes: DEFAULT_TAX_CODES };
export const calc = (ro: RepairOrder, round = false) => calculateServiceDocument(ro, { ...opts, round });
/** A car first registered on 1 Apr 2022, damaged on 1 Oct 2025: 3 years 6 months old → metal 25%. */
export const claim: Claim = {
  InsId: 'INS1',
  PolicyNo: 'P-1',
  ClaimNo: 'C-1',
  RegDt: '2022-04-01',
  LossDt: '2025-10-01',
};

/** The worked example (D20): door panel, bumper, windscreen, painting and denting, insurer-paid, ₹1,000 excess. */
export const D20_ORDER: RepairOrder = {
  Claim: { ...claim, Excess: 1_000 },
  Ops: [
    { _id: 'WO1', Desc: 'Painting', Paint: true, AssPr: 6_000, PBy: 'Ins', TCode: 106 },
    { _id: 'WO2', Desc: 'Denting', AssPr: 2_000, PBy: 'Ins', TCode: 106 },
  ],
  Parts: [
    { _id: 'WP1', Desc: 'Door panel', Mat: 'Metal', AssPr: 10_000, PBy: 'Ins', TCode: 106 },
    { _id: 'WP2', Desc: 'Front bumper', Mat: 'Rubber', AssPr: 4_000, PBy: 'Ins', TCode: 106 },
    { _id: 'WP3', Desc: 'Windscreen', Mat: 'Glass', AssPr: 8_000, PBy: 'Ins', TCode: 106 },
  ],
};
