import { mulDivRound, QTY_SCALE, type Paise } from '../documents/money-math';
import type { GstItem } from '../gst/returns/gst-document';

/**
 * The figures of a delivery challan (CGST Rule 55(2)(e)–(h); docs/challans.md §5),
 * the same on server and screen. Every amount is integer paise, every quantity
 * thousandths of a unit: a line's taxable value is its quantity × the value of one
 * unit, rounded half up to the paisa once; its tax is the taxable value × the rate,
 * rounded once per head (CGST and SGST each half the rate within a state, IGST the
 * whole rate across states). Goods coming back are a share of the line, rounded
 * cumulatively, so the returns of a whole line add up to the line to the paisa.
 */

export type ChallanLineFigures = {
  TaxableP: Paise;
  CGSTP: Paise;
  SGSTP: Paise;
  IGSTP: Paise;
  TotalP: Paise;
};

export type ChallanTotals = ChallanLineFigures;

/** GST rates a challan line may carry (percent; 0 when the goods travel untaxed, e.g. to a job worker). */
export const CHALLAN_TAX_RATES = [0, 0.1, 0.25, 1, 1.5, 3, 5, 12, 18, 28, 40] as const;

/** Percent × 10,000 as an integer: 18 → 180,000 (a rate like 0.25 stays exact). */
const rateUnits = (pct: number): number => Math.round(pct * 10_000);

/** One line: `qtyM` thousandths at `unitP` paise a unit, taxed at `pct` percent within a state or across. */
export function challanLineFigures(qtyM: number, unitP: Paise, pct: number, intra: boolean): ChallanLineFigures {
  const TaxableP = mulDivRound(qtyM, unitP, QTY_SCALE);
  const units = rateUnits(pct);
  // Percent × 10,000 over 100 × 10,000; halves for CGST and SGST each rounded on their own (Rule 46 per head).
  const half = intra ? mulDivRound(TaxableP, units, 2 * 1_000_000) : 0;
  const IGSTP = intra ? 0 : mulDivRound(TaxableP, units, 1_000_000);
  return { TaxableP, CGSTP: half, SGSTP: half, IGSTP, TotalP: TaxableP + 2 * half + IGSTP };
}

export function challanTotals(lines: readonly ChallanLineFigures[]): ChallanTotals {
  const sum = (k: keyof ChallanLineFigures): Paise => lines.reduce((s, l) => s + l[k], 0);
  return {
    TaxableP: sum('TaxableP'),
    CGSTP: sum('CGSTP'),
    SGSTP: sum('SGSTP'),
    IGSTP: sum('IGSTP'),
    TotalP: sum('TotalP'),
  };
}

/**
 * The share of `wholeP` that `nowM` of `sentM` carries after `beforeM` came back already, rounded cumulatively:
 * round(whole × (before + now) ÷ sent) − round(whole × before ÷ sent). The last share takes what is left.
 */
export const shareOf = (wholeP: Paise, sentM: number, beforeM: number, nowM: number): Paise =>
  mulDivRound(wholeP, beforeM + nowM, sentM) - mulDivRound(wholeP, beforeM, sentM);

/** What is still out on a line (thousandths): sent less what came back and what was invoiced (kept on approval). */
export const stillOutM = (line: { QtyM: number; RetQtyM?: number | undefined; InvQtyM?: number | undefined }): number =>
  line.QtyM - (line.RetQtyM ?? 0) - (line.InvQtyM ?? 0);

/** A challan line as the e-way bill and GST figures read it (the frozen amounts, the rate of the line). */
export type ChallanGstLine = {
  HSN?: string | undefined;
  Desc: string;
  UoM?: string | undefined;
  QtyM: number;
  TaxPct: number;
  TaxableP: Paise;
  CGSTP: Paise;
  SGSTP: Paise;
  IGSTP: Paise;
};

/** The portal's unit code of a line's unit: a few the items use, else OTH (others). */
const UQC_OF: Readonly<Record<string, string>> = {
  NOS: 'NOS',
  PCS: 'PCS',
  SET: 'SET',
  LTR: 'LTR',
  KGS: 'KGS',
  KG: 'KGS',
  MTR: 'MTR',
  BOX: 'BOX',
  PRS: 'PRS',
  PAIR: 'PRS',
  ROL: 'ROL',
  BTL: 'BTL',
  CAN: 'CAN',
};
export const uqcOf = (uom: string | undefined): string => (uom ? (UQC_OF[uom.toUpperCase()] ?? 'OTH') : 'NOS');

/** The challan's goods as GST items: what the e-way bill builder lists (shared/gst/returns/eway-bill.ts). */
export const challanGstItems = (lines: readonly ChallanGstLine[]): GstItem[] =>
  lines.map((l) => ({
    HSN: l.HSN ?? '',
    Desc: l.Desc,
    UQC: uqcOf(l.UoM),
    Qty: l.QtyM / QTY_SCALE,
    Rate: l.TaxPct,
    Taxable: l.TaxableP,
    IGST: l.IGSTP,
    CGST: l.CGSTP,
    SGST: l.SGSTP,
    Cess: 0,
    Gross: l.TaxableP,
    Discount: 0,
  }));
