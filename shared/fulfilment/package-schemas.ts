import * as z from 'zod';
import { decimals } from '../documents/amount-fields';
import { documentId, pageFields } from '../documents/call-parts';
import { QTY_DIGITS } from '../documents/money-math';
import { pageOf } from '../fields/paging';
import { isoDate } from '../fields/iso-date';
import { warehouseId } from '../inventory/id-fields';
import { SHIPPING_STATUSES } from './fulfilment-statuses';

/**
 * Request and answer shapes of packages, shipments and a sales order's invoicing (docs/sales-fulfilment.md
 * §6). Quantities cross the wire in units, money in rupees; the server keeps thousandths and paise.
 */

/** A shipment writes 3 items a line (line, movement, balance) beside header, audit, counts, order, posting. */
export const MAX_PACKAGE_LINES = 25;

const lineId = z.string().trim().min(1).max(40);
const pickedQty = decimals(QTY_DIGITS, 'a quantity').refine((v) => v > 0, 'Enter a quantity above 0.');
const picked = z
  .array(z.strictObject({ LineId: lineId, Qty: pickedQty }))
  .min(1)
  .max(MAX_PACKAGE_LINES);
const ver = z.number().int().min(1);

export const packageCreateBody = z.strictObject({
  /** The sales order packed, and its `ver` as shown: a change meanwhile is 409. */
  SoId: documentId,
  SoVer: ver,
  WhId: warehouseId,
  Lines: picked,
  Notes: z.string().trim().max(500).optional(),
});
export type PackageCreateBody = z.infer<typeof packageCreateBody>;

export const packageShipBody = z.strictObject({
  ver,
  Carrier: z.string().trim().min(1).max(100),
  TrackNo: z.string().trim().max(60).optional(),
  /** The ship date; absent: today in the branch. */
  Date: isoDate.optional(),
  VehicleNo: z.string().trim().max(20).optional(),
});
export type PackageShipBody = z.infer<typeof packageShipBody>;

export const packageDeliverBody = z.strictObject({ ver, Date: isoDate.optional() });

export const soInvoiceBody = z.strictObject({ ver, Lines: picked });
export type SoInvoiceBody = z.infer<typeof soInvoiceBody>;

export const packageParams = z.strictObject({ Id: documentId });
export const packagesQuery = z.strictObject({
  Sts: z.enum(SHIPPING_STATUSES).optional(),
  ...pageFields,
});

export const packageLineAnswer = z.object({
  _id: z.string(),
  SoLineId: z.string(),
  ItemId: z.string(),
  PCode: z.string().optional(),
  Desc: z.string(),
  HSN: z.string().optional(),
  UoM: z.string().optional(),
  Qty: z.number(),
  /** Value with tax of the line's share of the order (rupees), for the e-way bill. */
  Total: z.number(),
  /** Cost taken out of stock at shipment (rupees). */
  Cost: z.number().optional(),
});

export const packageAnswer = z.object({
  _id: z.string(),
  ver: z.number(),
  Num: z.string(),
  Date: z.string(),
  Sts: z.enum(SHIPPING_STATUSES),
  PkgSts: z.string(),
  SoId: z.string(),
  SoNum: z.string(),
  Cust: z.object({ Id: z.string().optional(), Name: z.string() }),
  WhId: z.string(),
  WhName: z.string().optional(),
  Notes: z.string().optional(),
  Total: z.number(),
  Cost: z.number().optional(),
  Ship: z
    .object({
      Carrier: z.string(),
      TrackNo: z.string().optional(),
      VehicleNo: z.string().optional(),
      Date: z.string(),
      ByName: z.string().optional(),
    })
    .optional(),
  DelDate: z.string().optional(),
  EwayBillDue: z.boolean(),
  Lines: z.array(packageLineAnswer),
});
export type PackageAnswer = z.infer<typeof packageAnswer>;

export const packageRow = packageAnswer.omit({ Lines: true, Notes: true });
export type PackageRow = z.infer<typeof packageRow>;
export const packagesPage = pageOf(packageRow).extend({ Counts: z.record(z.string(), z.number()) });
export type PackagesPage = z.infer<typeof packagesPage>;

/** A sales order's fulfilment per line, for its panel. */
export const fulfilmentAnswer = z.object({
  SoId: z.string(),
  Num: z.string(),
  ver: z.number(),
  Sts: z.string(),
  Packages: z.string().optional(),
  Lines: z.array(
    z.object({
      LineId: z.string(),
      Desc: z.string(),
      UoM: z.string().optional(),
      Ordered: z.number(),
      Packed: z.number(),
      Shipped: z.number(),
      Delivered: z.number(),
      Invoiced: z.number(),
    }),
  ),
  Invoices: z.array(z.object({ Id: z.string(), Num: z.string() })),
});
export type FulfilmentAnswer = z.infer<typeof fulfilmentAnswer>;

export const soInvoiceAnswer = z.object({
  InvoiceId: z.string(),
  InvoiceNum: z.string(),
  Fulfilment: fulfilmentAnswer,
});
export type SoInvoiceAnswer = z.infer<typeof soInvoiceAnswer>;
