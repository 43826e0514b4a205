import * as z from 'zod';
import { decimals, money } from '../documents/amount-fields';
import { documentId, pageFields } from '../documents/call-parts';
import { QTY_DIGITS } from '../documents/money-math';
import { editVer } from '../fields/ver-fields';
import { isoDate } from '../fields/iso-date';
import { pageOf } from '../fields/paging';
import { itemId, warehouseId } from '../inventory/id-fields';
import { trackingFields } from '../inventory/tracking';
import { PurchaseMessages } from './purchase-messages';
import { ReceivePartMessages } from './receive-parts';
import { RECEIVE_STATUSES } from './bill-statuses';
import { PO_STATUSES } from './purchase-statuses';

/**
 * Request and answer shapes of purchase orders, parts orders and purchase
 * receives (docs/purchasing.md §6). Quantities cross the wire in units (at most
 * 3 decimals, above zero), money in rupees (the server keeps paise).
 */

/**
 * An order has at most 100 lines: its own writes fit the store's write-ahead, and a receive of more
 * than 25 lines comes in parts on the order's claim (docs/purchasing-journey.md §4).
 */
export const MAX_PO_LINES = 100;
/** A parts order moves each line's request in the order's own transaction (and back on Cancel or Close). */
export const MAX_PARTS_ORDER_LINES = 90;
/** A receive without an order stays one transaction (a movement and a balance per line). */
export const MAX_DIRECT_RECEIVE_LINES = 30;

const quantity = decimals(QTY_DIGITS, 'a quantity').refine((v) => v > 0, PurchaseMessages.positiveQuantity);
const rate = money.refine((v) => v > 0, PurchaseMessages.rateNeeded);
const lines = <T extends z.ZodType>(line: T, max = MAX_PO_LINES, tooMany = `An order has at most ${max} lines.`) =>
  z.array(line).min(1, 'Add at least one item.').max(max, tooMany);
const notes = z.string().trim().max(500).optional();
const vendorId = z.string().trim().min(1, 'Choose a vendor.').max(64);

export const purchaseLineInput = z.strictObject({ ItemId: itemId, Qty: quantity, Rate: rate });
export const purchaseOrderCreateBody = z.strictObject({
  VendId: vendorId,
  /** The warehouse the stock is to come into (a receive may name another). */
  WhId: warehouseId,
  ExpDate: isoDate.optional(),
  Notes: notes,
  Lines: lines(purchaseLineInput),
});
export type PurchaseOrderCreateBody = z.input<typeof purchaseOrderCreateBody>;

/** A save of a draft at its `ver`: what is left out stays as it was. */
export const purchaseOrderSaveBody = z.strictObject({
  ver: editVer,
  VendId: vendorId.optional(),
  WhId: warehouseId.optional(),
  ExpDate: isoDate.nullable().optional(),
  Notes: notes,
  Lines: lines(purchaseLineInput).optional(),
});
export type PurchaseOrderSaveBody = z.input<typeof purchaseOrderSaveBody>;
export const purchaseOrderParams = z.strictObject({ Id: documentId });
export const purchaseOrderStepBody = z.strictObject({ ver: editVer });

export const purchaseOrdersQuery = z.strictObject({ Sts: z.enum(PO_STATUSES).optional(), ...pageFields });

/** A parts order: requested parts of repair orders (each `DocId` + `LineId`) ordered from one vendor. */
export const partsOrderBody = z.strictObject({
  VendId: vendorId,
  WhId: warehouseId,
  ExpDate: isoDate.optional(),
  Notes: notes,
  Lines: lines(
    z.strictObject({ DocId: documentId, LineId: z.string().trim().min(1).max(40), Rate: rate }),
    MAX_PARTS_ORDER_LINES,
    ReceivePartMessages.partsOrderLines(MAX_PARTS_ORDER_LINES),
  ),
});
export type PartsOrderBody = z.input<typeof partsOrderBody>;

const amounts = {
  Sub: z.number(),
  CGST: z.number(),
  SGST: z.number(),
  IGST: z.number(),
  Total: z.number(),
};

export const purchaseOrderRow = z.object({
  _id: z.string(),
  Num: z.string(),
  Date: z.string(),
  ExpDate: z.string().optional(),
  Sts: z.enum(PO_STATUSES),
  VendId: z.string(),
  VendName: z.string(),
  VendGSTIN: z.string().optional(),
  WhId: z.string(),
  WhName: z.string().optional(),
  POS: z.string(),
  IntraState: z.boolean(),
  Notes: z.string().optional(),
  CrByName: z.string().optional(),
  /** The last sending to the vendor (docs/purchasing.md §19): when, and the mobile number and/or e-mail. */
  SentAt: z.string().optional(),
  SentTo: z.string().optional(),
  LineCount: z.number().int(),
  ...amounts,
  ver: z.number().int(),
});
export type PurchaseOrderRow = z.infer<typeof purchaseOrderRow>;

export const purchaseOrderLineAnswer = z.object({
  _id: z.string(),
  ItemId: z.string(),
  PCode: z.string().optional(),
  Desc: z.string(),
  UoM: z.string().optional(),
  HSN: z.string().optional(),
  Qty: z.number(),
  Rate: z.number(),
  TCode: z.number().optional(),
  Amount: z.number(),
  CGST: z.number(),
  SGST: z.number(),
  IGST: z.number(),
  Total: z.number(),
  /** Units received so far. */
  RecQty: z.number(),
  /** The repair order and line this part was ordered for (a parts order). */
  WoId: z.string().optional(),
  WoNum: z.string().optional(),
  WoLineId: z.string().optional(),
});
export const purchaseOrderAnswer = purchaseOrderRow.extend({ Lines: z.array(purchaseOrderLineAnswer) });
export type PurchaseOrderAnswer = z.infer<typeof purchaseOrderAnswer>;
export const purchaseOrdersPage = pageOf(purchaseOrderRow);

export const purchaseReceiveCreateBody = z.strictObject({
  PoId: documentId,
  /** Default: the order's warehouse. */
  WhId: warehouseId.optional(),
  /** The vendor's delivery challan or invoice number, as printed. */
  VendRef: z.string().trim().max(40).optional(),
  Notes: notes,
  Lines: lines(z.strictObject({ LineId: z.string().trim().min(1).max(40), Qty: quantity, ...trackingFields })),
});
export type PurchaseReceiveCreateBody = z.input<typeof purchaseReceiveCreateBody>;
export const purchaseReceiveParams = z.strictObject({ Id: documentId });
export const purchaseReceivesQuery = z.strictObject(pageFields);

export const purchaseReceiveRow = z.object({
  _id: z.string(),
  Num: z.string(),
  Date: z.string(),
  Sts: z.enum(RECEIVE_STATUSES),
  /** Absent on a receive without an order (docs/purchasing.md §20). */
  PoId: z.string().optional(),
  PoNum: z.string().optional(),
  VendId: z.string(),
  VendName: z.string(),
  VendRef: z.string().optional(),
  WhId: z.string(),
  WhName: z.string().optional(),
  Notes: z.string().optional(),
  CrByName: z.string().optional(),
  LineCount: z.number().int(),
  /** Rupees of stock that came in (at the order's rates, before tax). */
  Value: z.number(),
  /** A receive in parts (docs/purchasing-journey.md §4): the parts in so far, and how many. */
  Part: z.number().int().optional(),
  Parts: z.number().int().optional(),
  ver: z.number().int(),
});
export type PurchaseReceiveRow = z.infer<typeof purchaseReceiveRow>;
export const purchaseReceiveAnswer = purchaseReceiveRow.extend({
  Lines: z.array(
    z.object({
      _id: z.string(),
      PoLineId: z.string().optional(),
      ItemId: z.string(),
      PCode: z.string().optional(),
      Desc: z.string(),
      UoM: z.string().optional(),
      Qty: z.number(),
      Rate: z.number(),
      Value: z.number(),
      Batch: z.string().optional(),
      Exp: z.string().optional(),
      Serials: z.array(z.string()).optional(),
      WoId: z.string().optional(),
      WoNum: z.string().optional(),
      /** The bill this line is on, once billed (docs/purchasing.md §9). */
      BillId: z.string().optional(),
      BillNum: z.string().optional(),
    }),
  ),
});
export type PurchaseReceiveAnswer = z.infer<typeof purchaseReceiveAnswer>;
export const purchaseReceivesPage = pageOf(purchaseReceiveRow);
