import { fromScaled, paiseToRupees, QTY_DIGITS } from '@shared/documents/money-math';
import { fulfilmentOf, packagesSummary } from '@shared/fulfilment/fulfilment-figures';
import type { FulfilmentAnswer, PackageAnswer, PackageRow } from '@shared/fulfilment/package-schemas';
import type { ShippingStatus } from '@shared/fulfilment/fulfilment-statuses';
import { EWAY_BILL_LIMIT } from '@shared/gst/returns/eway-bill';
import { packageLines, type PackageHead, type StoredPackage } from '../data/fulfilment/package-records';
import type { SoView } from '../data/fulfilment/sales-order-view';

/** Packages and an order's fulfilment as the calls answer them: rupees and units (docs/sales-fulfilment.md §6). */

const units = (m: number): number => fromScaled(m, QTY_DIGITS);

export function toPackageRow(h: PackageHead): PackageRow {
  return {
    _id: h.DocId,
    ver: h.ver,
    Num: h.Num,
    Date: h.Date,
    Sts: h.Sts as ShippingStatus,
    PkgSts: h.PkgSts,
    SoId: h.SoId,
    SoNum: h.SoNum,
    Cust: { ...(h.Cust.Id ? { Id: h.Cust.Id } : {}), Name: h.Cust.Name },
    WhId: h.WhId,
    ...(h.WhName ? { WhName: h.WhName } : {}),
    Total: paiseToRupees(h.TotalP),
    ...(h.CostP !== undefined ? { Cost: paiseToRupees(h.CostP) } : {}),
    ...(h.Ship
      ? {
          Ship: {
            Carrier: h.Ship.Carrier,
            ...(h.Ship.TrackNo ? { TrackNo: h.Ship.TrackNo } : {}),
            ...(h.Ship.VehicleNo ? { VehicleNo: h.Ship.VehicleNo } : {}),
            Date: h.Ship.Date,
            ...(h.Ship.ByName ? { ByName: h.Ship.ByName } : {}),
          },
        }
      : {}),
    ...(h.DelDate ? { DelDate: h.DelDate } : {}),
    // Rule 138: goods worth more than ₹50,000 with tax travel with an e-way bill.
    EwayBillDue: h.TotalP > EWAY_BILL_LIMIT,
  };
}

export function toPackageAnswer(doc: StoredPackage): PackageAnswer {
  return {
    ...toPackageRow(doc.head),
    ...(doc.head.Notes ? { Notes: doc.head.Notes } : {}),
    Lines: packageLines(doc).map((l) => ({
      _id: l._id,
      SoLineId: l.SoLineId,
      ItemId: l.ItemId,
      ...(l.PCode ? { PCode: l.PCode } : {}),
      Desc: l.Desc,
      ...(l.HSN ? { HSN: l.HSN } : {}),
      ...(l.UoM ? { UoM: l.UoM } : {}),
      Qty: units(l.QtyM),
      Total: paiseToRupees(l.TotalP),
      ...(l.CostP !== undefined ? { Cost: paiseToRupees(l.CostP) } : {}),
    })),
  };
}

export function toFulfilmentAnswer(so: SoView): FulfilmentAnswer {
  const summary = packagesSummary(so.lines, so.head.Ful);
  return {
    SoId: so.head.DocId,
    Num: so.num,
    ver: so.head.ver,
    Sts: String(so.head.Sts ?? ''),
    ...(summary ? { Packages: summary } : {}),
    Lines: so.lines.map((l) => {
      const f = fulfilmentOf(so.head.Ful, l.LineId);
      return {
        LineId: l.LineId,
        Desc: l.Desc,
        ...(l.UoM ? { UoM: l.UoM } : {}),
        Ordered: units(l.QtyM),
        Packed: units(f.PkM),
        Shipped: units(f.ShM),
        Delivered: units(f.DlM),
        Invoiced: units(f.InM),
      };
    }),
    Invoices: (so.head.Invoices ?? []).map((i) => ({ Id: i.Id, Num: i.Num })),
  };
}
