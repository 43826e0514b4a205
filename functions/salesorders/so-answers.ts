import { paiseToRupees, QTY_DIGITS, fromScaled } from '@shared/documents/money-math';
import type { SalesDocAnswer, SalesDocRow } from '@shared/sales-orders/so-schemas';
import { availableInWarehouse } from '../data/sales-orders/so-available';
import { salesLines, type StoredSalesDoc } from '../data/sales-orders/so-records';

/**
 * Answers of sales orders and estimates (docs/sales-orders.md §6): rupees and
 * units out, paise and thousandths in. A document still open shows each line's
 * available quantity in its warehouse (on hand less held for repair orders),
 * read with it: an approved order moves no stock (delivery does).
 */

const r = paiseToRupees;
const units = (m: number): number => fromScaled(m, QTY_DIGITS);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

export function toSalesRow(item: Readonly<Record<string, unknown>>): SalesDocRow {
  return {
    _id: String(item.DocId),
    Num: String(item.Num ?? ''),
    Sts: String(item.Sts ?? ''),
    CrDate: String(item.CrDate ?? ''),
    ...(str(item.Cust) ? { Cust: str(item.Cust) } : {}),
    CustName: String(item.CustName ?? ''),
    ...(str(item.ExpDate) ? { ExpDate: str(item.ExpDate) } : {}),
    GrandTotal: r(Number(item.GrandTotalP ?? 0)),
    ...(str(item.EstNum) ? { EstNum: str(item.EstNum) } : {}),
    ...(str(item.SONum) ? { SONum: str(item.SONum) } : {}),
    ...(str(item.ShipSts) ? { ShipSts: str(item.ShipSts) } : {}),
  };
}

const OPEN = new Set(['Draft', 'New', 'Approved']);

/** Available now per item in the document's warehouse, thousandths, while it is open (one BatchGetItem). */
async function availableOf(doc: StoredSalesDoc): Promise<Map<string, number>> {
  const whId = doc.head.WhId;
  if (!whId || !OPEN.has(doc.head.Sts)) return new Map();
  const ids = [...new Set(salesLines(doc).flatMap((l) => (l.ItemId ? [l.ItemId] : [])))];
  return availableInWarehouse(doc.head.OrgId, doc.head.EntId, whId, ids);
}

export async function toSalesAnswer(doc: StoredSalesDoc): Promise<SalesDocAnswer> {
  const h = doc.head;
  const avl = await availableOf(doc);
  const ful = h.Ful ?? {};
  return {
    ...toSalesRow(h),
    FY: h.FY,
    ...(h.GSTIN ? { GSTIN: h.GSTIN } : {}),
    ...(h.Ph ? { Ph: h.Ph } : {}),
    ...(h.Cat ? { Cat: h.Cat } : {}),
    ...(h.WhId ? { WhId: h.WhId } : {}),
    ...(h.RefNo ? { RefNo: h.RefNo } : {}),
    POS: h.POS,
    IntraState: h.IntraState,
    ...(h.Disc !== undefined ? { Disc: h.Disc } : {}),
    ...(h.Perc !== undefined ? { Perc: h.Perc } : {}),
    ...(h.Notes ? { Notes: h.Notes } : {}),
    Amt: r(h.AmtP),
    DiscAmt: r(h.DiscP),
    Taxable: r(h.TaxableP),
    CGST: r(h.CGSTP),
    SGST: r(h.SGSTP),
    IGST: r(h.IGSTP),
    Adjust: r(h.AdjustP),
    ...(h.EstId ? { EstId: h.EstId } : {}),
    ...(h.SOId ? { SOId: h.SOId } : {}),
    ...(h.Origin ? { Origin: h.Origin } : {}),
    ...(h.Reason ? { Reason: h.Reason } : {}),
    ...(h.CrByName ? { CrByName: h.CrByName } : {}),
    Lines: salesLines(doc).map((l) => ({
      _id: l._id,
      ...(l.ItemId ? { ItemId: l.ItemId } : {}),
      ...(l.PCode ? { PCode: l.PCode } : {}),
      Desc: l.Desc,
      ...(l.HSN ? { HSN: l.HSN } : {}),
      ...(l.UoM ? { UoM: l.UoM } : {}),
      Qty: l.Qty,
      UnPr: r(l.UnPrP),
      Disc: r(l.DiscP),
      ...(l.TCode !== undefined ? { TCode: l.TCode } : {}),
      Amt: r(l.AmtP),
      Taxable: r(l.TaxableP),
      CGST: r(l.CGSTP),
      SGST: r(l.SGSTP),
      IGST: r(l.IGSTP),
      Total: r(l.TotalP),
      ...(h.type === 'SalesOrder' ? { DlvQty: units(ful[l._id]?.DlM ?? 0), InvQty: units(ful[l._id]?.InM ?? 0) } : {}),
      ...(l.Unmatched ? { Unmatched: true } : {}),
      ...(l.ItemId && avl.has(l.ItemId) ? { Avl: units(avl.get(l.ItemId) ?? 0) } : {}),
    })),
    ver: h.ver,
  };
}
