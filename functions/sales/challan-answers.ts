import type { ChallanAnswer, ChallanRow } from '@shared/challans/challan-schemas';
import { stillOutM } from '@shared/challans/challan-figures';
import { paiseToRupees as r } from '@shared/documents/money-math';
import { challanLines, type ChallanHead, type StoredChallan } from '../data/challans/challan-records';
import { units } from '../data/challans/challan-stock';

/** A challan as the calls answer it (docs/challans.md §6): rupees and units, the figures as stored. */

export function toChallanRow(h: ChallanHead): ChallanRow {
  return {
    _id: h.DocId,
    ...(h.Num ? { Num: h.Num } : {}),
    Date: h.Date,
    Sts: String(h.Sts),
    Purpose: h.Purpose,
    ToName: h.To.Name,
    Total: r(h.TotalP),
    OutValue: r(h.CostP - h.RetCostP - (h.InvCostP ?? 0)),
    CrAt: h.CrAt,
  };
}

export function toChallanAnswer(doc: StoredChallan): ChallanAnswer {
  const h = doc.head;
  return {
    ...toChallanRow(h),
    ...(h.FY ? { FY: h.FY } : {}),
    ...(h.PurposeNote ? { PurposeNote: h.PurposeNote } : {}),
    WhId: h.WhId,
    ...(h.WhName ? { WhName: h.WhName } : {}),
    To: h.To,
    POS: h.POS,
    IntraState: h.IntraState,
    Seller: h.Seller,
    ...(h.VehicleNo ? { VehicleNo: h.VehicleNo } : {}),
    ...(h.Notes ? { Notes: h.Notes } : {}),
    Taxable: r(h.TaxableP),
    CGST: r(h.CGSTP),
    SGST: r(h.SGSTP),
    IGST: r(h.IGSTP),
    Cost: r(h.CostP),
    RetCost: r(h.RetCostP),
    Lines: challanLines(doc).map((l) => ({
      _id: l._id,
      ItemId: l.ItemId,
      ...(l.PCode ? { PCode: l.PCode } : {}),
      Desc: l.Desc,
      ...(l.HSN ? { HSN: l.HSN } : {}),
      ...(l.UoM ? { UoM: l.UoM } : {}),
      Qty: l.Qty,
      Rate: r(l.RateP),
      TaxPct: l.TaxPct,
      Taxable: r(l.TaxableP),
      CGST: r(l.CGSTP),
      SGST: r(l.SGSTP),
      IGST: r(l.IGSTP),
      Total: r(l.TotalP),
      Returned: units(l.RetQtyM),
      ...(l.InvQtyM ? { Invoiced: units(l.InvQtyM) } : {}),
      Out: l.CostP === undefined ? 0 : units(stillOutM(l)),
      ...(l.CostP !== undefined ? { Cost: r(l.CostP), RetCost: r(l.RetCostP ?? 0) } : {}),
    })),
    ...(h.Returns
      ? {
          Returns: h.Returns.map((x) => ({
            Date: x.Date,
            Lines: x.Lines.map((l) => ({ LineId: l.LineId, Qty: units(l.QtyM) })),
            ...(x.ByName ? { By: x.ByName } : {}),
            ...(x.Notes ? { Notes: x.Notes } : {}),
          })),
        }
      : {}),
    ...(h.InvCostP ? { InvCost: r(h.InvCostP) } : {}),
    ...(h.Invoices
      ? {
          Invoices: h.Invoices.map((x) => ({
            InvId: x.InvId,
            InvNum: x.InvNum,
            Date: x.Date,
            Total: r(x.TotalP),
            Lines: x.Lines.map((l) => ({ LineId: l.LineId, Qty: units(l.QtyM) })),
            ...(x.ByName ? { By: x.ByName } : {}),
          })),
        }
      : {}),
    ...(h.CancelReason ? { CancelReason: h.CancelReason } : {}),
    ver: h.ver,
  };
}
