import { fromScaled, paiseToRupees, QTY_DIGITS } from '@shared/documents/money-math';
import type {
  PurchaseOrderAnswer,
  PurchaseOrderRow,
  PurchaseReceiveAnswer,
  PurchaseReceiveRow,
} from '@shared/purchasing/purchase-schemas';
import type { PurchaseOrderStatus } from '@shared/purchasing/purchase-statuses';
import type { PurchaseOrderHead, PurchaseOrderLine, PurchaseReceiveHead } from '../data/purchasing/purchase-records';
import type { StoredPurchaseOrder, StoredPurchaseReceive } from '../data/purchasing/purchase-records';

/** Stored purchase orders and receives as the wire carries them: paise to rupees through the engine's converters only. */

const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

function optional<T extends Record<string, unknown>>(
  target: T,
  source: Readonly<Record<string, unknown>>,
  names: string[],
) {
  for (const name of names) {
    const value = text(source[name]);
    if (value) (target as Record<string, unknown>)[name] = value;
  }
  return target;
}

export const toPurchaseOrderRow = (h: PurchaseOrderHead): PurchaseOrderRow =>
  optional(
    {
      _id: h.DocId,
      Num: h.Num,
      Date: h.Date,
      Sts: h.Sts as PurchaseOrderStatus,
      VendId: h.VendId,
      VendName: h.VendName,
      WhId: h.WhId,
      POS: h.POS,
      IntraState: h.IntraState,
      LineCount: Number(h.LineCount ?? 0),
      Sub: paiseToRupees(h.SubP),
      CGST: paiseToRupees(h.CgstP),
      SGST: paiseToRupees(h.SgstP),
      IGST: paiseToRupees(h.IgstP),
      Total: paiseToRupees(h.TotP),
      ver: h.ver,
    } as PurchaseOrderRow,
    h,
    ['ExpDate', 'VendGSTIN', 'WhName', 'Notes', 'CrByName', 'SentAt', 'SentTo'],
  );

export const toPurchaseOrderAnswer = (doc: StoredPurchaseOrder): PurchaseOrderAnswer => ({
  ...toPurchaseOrderRow(doc.head),
  Lines: doc.lines.Lines.map((stored) => {
    const line = stored as unknown as PurchaseOrderLine;
    return optional(
      {
        _id: line._id,
        ItemId: line.ItemId,
        Desc: line.Desc,
        Qty: line.Qty,
        Rate: line.Rate,
        ...(typeof line.TCode === 'number' ? { TCode: line.TCode } : {}),
        Amount: paiseToRupees(line.AmtP),
        CGST: paiseToRupees(line.CgstP),
        SGST: paiseToRupees(line.SgstP),
        IGST: paiseToRupees(line.IgstP),
        Total: paiseToRupees(line.TotP),
        RecQty: fromScaled(line.RecQtyM, QTY_DIGITS),
      },
      stored,
      ['PCode', 'UoM', 'HSN', 'WoId', 'WoNum', 'WoLineId'],
    ) as PurchaseOrderAnswer['Lines'][number];
  }),
});

export const toPurchaseReceiveRow = (h: PurchaseReceiveHead): PurchaseReceiveRow =>
  optional(
    {
      _id: h.DocId,
      Num: h.Num,
      Date: h.Date,
      Sts: h.Sts as PurchaseReceiveRow['Sts'],
      VendId: h.VendId,
      VendName: h.VendName,
      WhId: h.WhId,
      LineCount: Number(h.LineCount ?? 0),
      Value: paiseToRupees(h.ValueP),
      // A receive in parts (docs/purchasing-journey.md §4): how far it is.
      ...(h.Parts ? { Part: h.Part ?? 0, Parts: h.Parts } : {}),
      ver: h.ver,
    } as PurchaseReceiveRow,
    h,
    ['PoId', 'PoNum', 'VendRef', 'WhName', 'Notes', 'CrByName'],
  );

export const toPurchaseReceiveAnswer = (doc: StoredPurchaseReceive): PurchaseReceiveAnswer => ({
  ...toPurchaseReceiveRow(doc.head),
  Lines: doc.lines.Lines.map((line) => ({
    ...optional(
      {
        _id: line._id,
        ItemId: String(line.ItemId),
        Desc: String(line.Desc),
        Qty: Number(line.Qty),
        Rate: Number(line.Rate),
        Value: paiseToRupees(Number(line.ValueP)),
      },
      line,
      ['PoLineId', 'PCode', 'UoM', 'Batch', 'Exp', 'WoId', 'WoNum', 'BillId', 'BillNum'],
    ),
    ...(Array.isArray(line.Serials) ? { Serials: (line.Serials as unknown[]).map(String) } : {}),
  })),
});
