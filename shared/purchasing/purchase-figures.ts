import { lineAmount, qtyMilli, taxHeads } from '../documents/calculate-line';
import type { Paise } from '../documents/money-math';
import { taxResolver, type TaxCode } from '../documents/tax-codes';
import { gstinState, placeOfSupply, taxCodeForSupply } from '../invoices/invoice-rules';

/**
 * The figures of a purchase order (docs/purchasing.md §4), from the rules the
 * invoices already use: the supply is intra-state when the vendor (the
 * supplier) and the branch (the recipient, the place of supply) are in one
 * state, else IGST (`placeOfSupply`); each line's code follows the supply
 * (`taxCodeForSupply`); amount = quantity × rate and each tax head rounded half
 * up to the paisa (`lineAmount`, `taxHeads`). Pure: paise in and out.
 */

export type PurchaseParties = {
  vendorGstin?: string | undefined;
  vendorState?: string | undefined;
  branchGstin?: string | undefined;
  branchState: string;
};

/** Intra-state or not, and the place of supply (the branch's state). An unknown vendor state is a local purchase. */
export function purchaseSupply(p: PurchaseParties): { POS: string; IntraState: boolean } {
  const supplierState = gstinState(p.vendorGstin) ?? p.vendorState ?? p.branchState;
  return placeOfSupply({ recipientGstin: p.branchGstin, recipientState: p.branchState, supplierState });
}

export type PurchaseLineInput = { Qty: number; Rate: number; TCode?: number | undefined };
export type PurchaseLineFigures = {
  TCode?: number;
  AmtP: Paise;
  CgstP: Paise;
  SgstP: Paise;
  IgstP: Paise;
  TotP: Paise;
};
export type PurchaseTotals = { SubP: Paise; CgstP: Paise; SgstP: Paise; IgstP: Paise; TotP: Paise };

export function purchaseFigures(
  lines: readonly PurchaseLineInput[],
  supply: { IntraState: boolean },
  codes: readonly TaxCode[],
  date: string,
): { lines: PurchaseLineFigures[]; totals: PurchaseTotals } {
  const resolve = taxResolver(codes, date);
  const totals: PurchaseTotals = { SubP: 0, CgstP: 0, SgstP: 0, IgstP: 0, TotP: 0 };
  const figures = lines.map((line): PurchaseLineFigures => {
    const TCode = taxCodeForSupply(line.TCode, supply.IntraState, codes, date);
    const AmtP = lineAmount(qtyMilli(line.Qty), line.Rate);
    const heads = taxHeads(AmtP, resolve(TCode));
    const TotP = AmtP + heads.cgst + heads.sgst + heads.igst;
    totals.SubP += AmtP;
    totals.CgstP += heads.cgst;
    totals.SgstP += heads.sgst;
    totals.IgstP += heads.igst;
    totals.TotP += TotP;
    return {
      ...(TCode !== undefined ? { TCode } : {}),
      AmtP,
      CgstP: heads.cgst,
      SgstP: heads.sgst,
      IgstP: heads.igst,
      TotP,
    };
  });
  return { lines: figures, totals };
}

/**
 * The stock value a receipt of `qtyM` thousandths of a line brings in: at the
 * order's rate, and the line's last receipt takes what is left of its amount,
 * so the receipts of a line add up to its amount to the paisa.
 */
export function receiptValue(
  line: { AmtP: Paise; Rate: number; QtyM: number; RecQtyM: number; RecValP: Paise },
  qtyM: number,
): Paise {
  if (line.RecQtyM + qtyM >= line.QtyM) return line.AmtP - line.RecValP;
  return lineAmount(qtyM, line.Rate);
}
