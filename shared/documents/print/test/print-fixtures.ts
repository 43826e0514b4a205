import { calculateServiceDocument } from '../../calculate-service-document';
import { DEFAULT_TAX_CODES } from '../../tax-codes';
import type { PrintCalculation, PrintInput, PrintableDocument } from '../print-model';

/**
 * A motor-insurance estimate and its supplementary 'a', calculated by the real
 * engine, for the print tests (shared and frontend alike). Figures in rupees;
 * intra-state 106 (9 % + 9 %), inter-state 114 (IGST 18 %).
 */
export const PRINT_DATE = '2025-10-01';
const calcOptions = { date: PRINT_DATE, taxCodes: DEFAULT_TAX_CODES };

/** A shared plastic part: the insurer's ₹6,000 is depreciated 50% (docs/insurance-depreciation.md). */
const bumper = {
  _id: 'EP1',
  Desc: 'Front bumper',
  PCode: 'BMP-001',
  Qty: 1,
  UnPr: 2000,
  AssPr: 6000,
  PBy: 'InCu' as const,
  TCode: 106,
  Sts: 'Approved' as const,
  Mat: 'Rubber' as const,
};

export const insuranceEstimate: PrintableDocument = {
  _id: 'est-1',
  Num: 'EST/2526/00042',
  CrDate: '2025-10-01',
  PrDate: '2025-10-04',
  Odo: 123456,
  RegNo: 'KA01AB1234',
  Sts: 'Converted',
  SA: 'u-sa',
  Settings: { Tax: true },
  Comps: [
    { _id: 'WC1', Desc: 'Front bumper damaged' },
    { _id: 'WC2', Desc: 'AC not cooling' },
  ],
  Ops: [
    {
      _id: 'EO1',
      Desc: 'Remove and refit front bumper',
      SAC: '998714',
      PBy: 'Ins',
      AssPr: 1200,
      TCode: 106,
      Tech: 'u-ravi',
      Sts: 'InProgress',
    },
    {
      _id: 'EO2',
      Desc: 'AC gas top-up',
      PBy: 'Cus',
      Pr: 1500,
      Disc: 10,
      Perc: true,
      TCode: 106,
      Tech: 'u-ravi',
      Sts: 'Approved',
    },
    { _id: 'EO3', Desc: 'Wheel alignment', PBy: 'Cus', Pr: 500, TCode: 106, Sts: 'Declined' },
  ],
  Parts: [
    bumper,
    {
      _id: 'EP2',
      Desc: 'Engine oil 5W30',
      MPN: 'OIL-5W30',
      Qty: 3.5,
      UoM: 'L',
      UnPr: 450.5,
      PBy: 'Cus',
      TCode: 106,
      Sts: 'Approved',
    },
    {
      _id: 'EP3',
      Desc: 'Headlamp assembly',
      PCode: 'HL-77',
      Qty: 1,
      AssPr: 3500,
      PBy: 'Ins',
      TCode: 114,
      Sts: 'Approved',
    },
  ],
  Claim: { InsId: 'ins-1', PolicyNo: 'POL-998877', ClaimNo: 'CLM-2025-0042', Excess: 1000 },
};

export const supplementaryA: PrintableDocument = {
  _id: 'est-1a',
  Num: 'EST/2526/00042-a',
  CrDate: '2025-10-03',
  Sts: 'Supplementary',
  Settings: { Tax: true },
  Comps: [{ _id: 'WC1', Desc: 'Bumper paint mismatch' }],
  Ops: [{ _id: 'EO1', Desc: 'Paint front bumper', PBy: 'Cus', Pr: 2500, TCode: 106, Sts: 'New' }],
  Parts: [{ _id: 'EP1', Desc: 'Clip set', Qty: 4, UnPr: 25.5, PBy: 'Cus', TCode: 106, Sts: 'New' }],
};

/** The engine's answer: depreciation on EP1 and the ₹1,000 excess come from the claim on the document. */
export const calculate = (doc: PrintableDocument, round = false): PrintCalculation => {
  const { lines, totals } = calculateServiceDocument(doc, { ...calcOptions, round });
  return { lines, totals };
};

export const printInput = (overrides: Partial<PrintInput> = {}): PrintInput => ({
  kind: 'estimate',
  document: insuranceEstimate,
  calculation: calculate(insuranceEstimate),
  parties: {
    customer: { name: 'रमेश कुमार शर्मा', phone: '98450 12345' },
    vehicle: { make: 'Maruti Suzuki', model: 'Swift VXi' },
    advisor: 'Anita Rao',
    insurer: 'New India Assurance',
    surveyor: 'S. Iyer',
    technicians: { 'u-ravi': 'Ravi Kumar' },
  },
  branch: {
    name: 'Karkhana Motors, Indiranagar',
    address: { Add1: '12, 100 Feet Road', Add2: 'HAL 2nd Stage', Ct: 'Bengaluru', State: 'Karnataka', Pin: '560038' },
    gstin: '29ABCDE1234F1Z5',
    phone: '080 4000 1234',
    hasLogo: true,
  },
  supplementaries: [{ code: 'a', document: supplementaryA, calculation: calculate(supplementaryA) }],
  ...overrides,
});
