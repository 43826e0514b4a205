import { DEFAULT_INTER_STATE_TAX_CODE, DEFAULT_INTRA_STATE_TAX_CODE, SERVICE_SAC } from '../documents/constants';
import { DEFAULT_TAX_CODES, resolveTaxCode, type TaxCode } from '../documents/tax-codes';

/**
 * GST rates of the seeded HSN/SAC codes by date of supply (docs/catalogue.md §3).
 * A catalogue record carries an intra-state tax code id; the rate comes from the
 * effective-dated versions of that id through resolveTaxCode, never from here.
 */

/** 18 % from 15 Nov 2017; 28 % before (rate cuts of Notification 41/2017-Central Tax (Rate)). */
export const NOV_2017_CUT_INTRA = 108;
export const NOV_2017_CUT_INTER = 116;
const NOV_2017_CUT_DATE = '2017-11-15';

/** Default tax codes plus the pair for goods cut from 28 % to 18 % on 15 Nov 2017. */
export const CATALOGUE_TAX_CODES: readonly TaxCode[] = [
  ...DEFAULT_TAX_CODES,
  {
    _id: NOV_2017_CUT_INTRA,
    Type: 1,
    CGST: 14,
    SGST: 14,
    IGST: 0,
    EffFrom: '2017-07-01',
    EffTo: '2017-11-14',
    Desc: 'GST 28% (until 14 Nov 2017)',
  },
  {
    _id: NOV_2017_CUT_INTRA,
    Type: 1,
    CGST: 9,
    SGST: 9,
    IGST: 0,
    EffFrom: NOV_2017_CUT_DATE,
    Desc: 'GST 18% (was 28% until 14 Nov 2017)',
  },
  {
    _id: NOV_2017_CUT_INTER,
    Type: 2,
    CGST: 0,
    SGST: 0,
    IGST: 28,
    EffFrom: '2017-07-01',
    EffTo: '2017-11-14',
    Desc: 'IGST 28% (until 14 Nov 2017)',
  },
  {
    _id: NOV_2017_CUT_INTER,
    Type: 2,
    CGST: 0,
    SGST: 0,
    IGST: 18,
    EffFrom: NOV_2017_CUT_DATE,
    Desc: 'IGST 18% (was 28% until 14 Nov 2017)',
  },
];

/** Intra-state code id → its inter-state twin (the ids run in parallel, 8 apart). */
export const interStateTwin = (intraId: number): number =>
  intraId + (DEFAULT_INTER_STATE_TAX_CODE - DEFAULT_INTRA_STATE_TAX_CODE);

/** The 28 % → 18 % auto-parts code of tax-codes.ts (rate change on 22 Sep 2025). */
export const AUTO_PARTS_28_TO_18 = 107;

/**
 * One line of the published table. `verified` says whether both rates were
 * checked against a source named in docs/catalogue.md; false lines are our best
 * reading, to be confirmed by the entity's tax adviser.
 */
export type HsnRate = {
  readonly code: string;
  readonly desc: string;
  readonly TCode: number;
  readonly verified: boolean;
};

export const HSN_RATES: readonly HsnRate[] = [
  {
    code: '8708',
    desc: 'Parts and accessories of motor vehicles (bumpers, body, brakes, axles, wheels, suspension, radiators, silencers, clutches, steering, mounts)',
    TCode: AUTO_PARTS_28_TO_18,
    verified: true,
  },
  { code: '4011', desc: 'New pneumatic tyres of rubber', TCode: AUTO_PARTS_28_TO_18, verified: true },
  {
    code: '8507',
    desc: 'Electric accumulators (lead-acid starter batteries)',
    TCode: AUTO_PARTS_28_TO_18,
    verified: true,
  },
  {
    code: '8413',
    desc: 'Fuel, lubricating or cooling-medium pumps for engines (8413 30)',
    TCode: AUTO_PARTS_28_TO_18,
    verified: false,
  },
  {
    code: '8511',
    desc: 'Ignition and starting equipment: spark and glow plugs, ignition coils, starters, alternators',
    TCode: AUTO_PARTS_28_TO_18,
    verified: false,
  },
  {
    code: '8512',
    desc: 'Lighting and signalling equipment, horns, wipers for motor vehicles',
    TCode: AUTO_PARTS_28_TO_18,
    verified: false,
  },
  { code: '8421', desc: 'Oil, fuel, air and cabin filters', TCode: DEFAULT_INTRA_STATE_TAX_CODE, verified: false },
  {
    code: '7007',
    desc: 'Safety glass (toughened or laminated) for vehicles',
    TCode: NOV_2017_CUT_INTRA,
    verified: true,
  },
  { code: '7009', desc: 'Rear-view mirrors', TCode: NOV_2017_CUT_INTRA, verified: true },
  { code: '2710', desc: 'Lubricating oils (engine, gear oil)', TCode: DEFAULT_INTRA_STATE_TAX_CODE, verified: false },
  { code: '3819', desc: 'Hydraulic brake fluid', TCode: DEFAULT_INTRA_STATE_TAX_CODE, verified: false },
  // Moved from the 28 % to the 18 % schedule on 15 Nov 2017 (docs/catalogue.md §3 [k]).
  {
    code: '3820',
    desc: 'Anti-freeze preparations and de-icing fluids (coolant)',
    TCode: NOV_2017_CUT_INTRA,
    verified: true,
  },
  {
    code: '8482',
    desc: 'Ball or roller bearings (wheel bearings)',
    TCode: DEFAULT_INTRA_STATE_TAX_CODE,
    verified: true,
  },
  {
    code: '4009',
    desc: 'Tubes and hoses of vulcanised rubber (radiator hoses)',
    TCode: DEFAULT_INTRA_STATE_TAX_CODE,
    verified: false,
  },
  {
    code: '4010',
    desc: 'Transmission belts of vulcanised rubber (drive belts)',
    TCode: DEFAULT_INTRA_STATE_TAX_CODE,
    verified: false,
  },
  {
    code: SERVICE_SAC,
    desc: 'Maintenance and repair services of motor vehicles (SAC 9987)',
    TCode: DEFAULT_INTRA_STATE_TAX_CODE,
    verified: true,
  },
];

/** The table line for an HSN/SAC code: the longest listed code it begins with. */
export function hsnRate(hsnOrSac: string): HsnRate | undefined {
  let best: HsnRate | undefined;
  for (const r of HSN_RATES) {
    if (hsnOrSac.startsWith(r.code) && (best === undefined || r.code.length > best.code.length)) best = r;
  }
  return best;
}

/** The intra-state (or, with interState, the IGST) tax code id for an HSN/SAC code. */
export function taxCodeForHsn(hsnOrSac: string, interState = false): number | undefined {
  const r = hsnRate(hsnOrSac);
  if (r === undefined) return undefined;
  return interState ? interStateTwin(r.TCode) : r.TCode;
}

/** Total GST percent for an HSN/SAC code on a date of supply (YYYY-MM-DD), or undefined. */
export function gstRateOn(hsnOrSac: string, date: string, interState = false): number | undefined {
  const id = taxCodeForHsn(hsnOrSac, interState);
  if (id === undefined) return undefined;
  const c = resolveTaxCode(CATALOGUE_TAX_CODES, id, date);
  if (c === undefined) return undefined;
  // The table's rates are whole or half percents, which add exactly.
  return c.Type === 1 ? c.CGST + c.SGST : c.IGST;
}
