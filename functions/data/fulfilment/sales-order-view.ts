import { ApiError, ErrorCode } from '@shared/api/errors';
import type { Paise } from '@shared/documents/money-math';
import { orderShippingStatus, type Fulfilment } from '@shared/fulfilment/fulfilment-figures';
import { FulfilmentMessages } from '@shared/fulfilment/fulfilment-messages';
import { salesLines, type SalesDocHead, type SalesLine, type StoredSalesDoc } from '../sales-orders/so-records';
import { readSalesOrder, salesOrderAt as salesOrderAtVer, salesOrderHeadWrites } from '../sales-orders/so-writes';
import type { Write } from '../table/transact';

/**
 * A sales order as fulfilment reads it (docs/sales-fulfilment.md §2): its lines' ordered quantities and
 * amounts, its customer and supply, and the fulfilment figures it keeps on its header (`Ful`, by line id;
 * `Invoices`, the invoices made of it). Fulfilment changes only the header, at the `ver` read, through the
 * store's header change (status counts, audit): the order's lines and the sales order module's own fields
 * stay as they are.
 */

export type SoLine = {
  LineId: string;
  ItemId: string;
  PCode?: string | undefined;
  Desc: string;
  HSN?: string | undefined;
  UoM?: string | undefined;
  /** Ordered, thousandths. */
  QtyM: number;
  /** Paise per unit and the line's tax code, as the order priced them. */
  UnPrP: Paise;
  TCode?: number | undefined;
  /** The line's amount before discounts (quantity × price), its taxable value after them, its tax and total. */
  AmtP: Paise;
  TaxableP: Paise;
  CGSTP: Paise;
  SGSTP: Paise;
  IGSTP: Paise;
  TotalP: Paise;
};

export type SoView = {
  doc: StoredSalesDoc;
  head: SalesDocHead;
  num: string;
  lines: SoLine[];
  cust: { Id?: string; Name: string; GSTIN?: string; StCode?: string };
  /** Place of supply (state code). */
  pos?: string | undefined;
};

const lineOf = (l: SalesLine): SoLine => ({
  LineId: l._id,
  // A connected buyer's line without an item of the branch: the order is not approved while it has one.
  ItemId: l.ItemId ?? '',
  PCode: l.PCode,
  Desc: l.Desc,
  HSN: l.HSN,
  UoM: l.UoM,
  QtyM: l.QtyM,
  UnPrP: l.UnPrP,
  TCode: l.TCode,
  AmtP: l.AmtP,
  TaxableP: l.TaxableP,
  CGSTP: l.CGSTP,
  SGSTP: l.SGSTP,
  IGSTP: l.IGSTP,
  TotalP: l.TotalP,
});

const viewOf = (doc: StoredSalesDoc): SoView => {
  const h = doc.head;
  return {
    doc,
    head: h,
    num: h.Num,
    lines: salesLines(doc).map(lineOf),
    // The order keeps its customer's id, and the name, GSTIN and place of supply frozen beside it.
    cust: { Id: h.Cust, Name: h.CustName, ...(h.GSTIN ? { GSTIN: h.GSTIN } : {}), StCode: h.POS },
    pos: h.POS,
  };
};

/** The branch's sales order as fulfilment reads it (the order's own read), or undefined. */
export async function readSalesOrderView(
  orgId: string,
  entId: string,
  soId: string,
  consistent = false,
): Promise<SoView | undefined> {
  const doc = await readSalesOrder(orgId, entId, soId, consistent);
  return doc ? viewOf(doc) : undefined;
}

/**
 * The order for a step, read consistently (the order's own `salesOrderAt` at the `ver` shown: 404 / 409), or
 * without a `ver` (a package's step: the order as it is now, 404 when not the branch's).
 */
export async function salesOrderAt(orgId: string, entId: string, soId: string, ver?: number): Promise<SoView> {
  if (ver !== undefined) return viewOf(await salesOrderAtVer(orgId, entId, soId, ver));
  const so = await readSalesOrderView(orgId, entId, soId, true);
  if (!so) throw new ApiError(ErrorCode.NotFound, FulfilmentMessages.soNotFound);
  return so;
}

/**
 * The order's header with its new fulfilment figures, status and shipping status, at the `ver` read, for the
 * step's transaction: the sales order's own header change (functions/data/sales-orders/so-writes.ts).
 */
export function salesOrderFulfilmentWrites(
  so: SoView,
  change: { ful: Fulfilment; sts: string; invoice?: { Id: string; Num: string } },
  audit: { Action: string; By: string; ByName?: string | undefined },
  at: string,
): Write[] {
  return salesOrderHeadWrites(
    so.head,
    {
      Ful: change.ful,
      Sts: change.sts,
      ShipSts: orderShippingStatus(so.lines, change.ful),
      ...(change.invoice ? { Invoices: [...(so.head.Invoices ?? []), change.invoice] } : {}),
    },
    audit,
    at,
  );
}
