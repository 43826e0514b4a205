import { ApiError, ErrorCode } from '@shared/api/errors';
import { QTY_DIGITS, toScaled, type Paise } from '@shared/documents/money-math';
import { orderShippingStatus, type Fulfilment } from '@shared/fulfilment/fulfilment-figures';
import { FulfilmentMessages } from '@shared/fulfilment/fulfilment-messages';
import type { DocumentLine, StoredOf } from '../documents/document-records';
import type { StoreHead } from '../documents/document-type';
import { readDocument } from '../documents/documents-repo';
import type { SalesDocHead } from '../sales-orders/so-records';
import { salesOrderHeadWrites } from '../sales-orders/so-writes';
import type { Write } from '../table/transact';

/**
 * A sales order as fulfilment reads it (docs/sales-fulfilment.md §2): its lines' ordered quantities and
 * amounts, its customer and supply, and the fulfilment figures it keeps on its header (`Ful`, by line id;
 * `Invoices`, the invoices made of it). Fulfilment changes only the header, at the `ver` read, through the
 * store's header change (status counts, audit): the order's lines and the sales order module's own fields
 * stay as they are.
 */

export const SALES_ORDER_KIND = 'SalesOrder';
const LINE_GROUP = 'Lines';

export type SoLine = {
  LineId: string;
  ItemId: string;
  PCode?: string | undefined;
  Desc: string;
  HSN?: string | undefined;
  UoM?: string | undefined;
  /** Ordered, thousandths. */
  QtyM: number;
  /** Rupees per unit, the line's discount in rupees and its tax code, as the order priced them. */
  UnPr: number;
  /** Paise per unit, as the order kept it beside the rupees. */
  UnPrP: Paise;
  Disc?: number | undefined;
  TCode?: number | undefined;
  TaxPct?: number | undefined;
  /** The whole line's taxable value and value with tax (paise). */
  /** The line's amount before discounts (quantity × price) and its taxable value, after them. */
  AmtP: Paise;
  TaxableP: Paise;
  CGSTP: Paise;
  SGSTP: Paise;
  IGSTP: Paise;
  TotalP: Paise;
};

export type SoHead = StoreHead & {
  Num?: string;
  Sts?: string;
  Ful?: Fulfilment;
  ShipSts?: string;
  Invoices?: { Id: string; Num: string }[];
};

export type SoView = {
  doc: StoredOf<SoHead, string>;
  head: SoHead;
  num: string;
  lines: SoLine[];
  cust: { Id?: string; Name: string; GSTIN?: string; StCode?: string };
  /** Place of supply (state code) and whether the sale is within the branch's state. */
  pos?: string | undefined;
  intra?: boolean | undefined;
};

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
/** Rupees or paise, whichever the order stored. */
const paiseOf = (line: DocumentLine, field: string): Paise =>
  num(line[`${field}P`]) ?? Math.round((num(line[field]) ?? 0) * 100);

function lineOf(line: DocumentLine): SoLine {
  const QtyM = num(line.QtyM) ?? toScaled(num(line.Qty) ?? 0, QTY_DIGITS);
  return {
    LineId: line._id,
    ItemId: String(line.ItemId ?? ''),
    PCode: str(line.PCode),
    Desc: str(line.Desc) ?? String(line.ItemId ?? line._id),
    HSN: str(line.HSN),
    UoM: str(line.UoM),
    QtyM,
    UnPr: num(line.UnPr) ?? 0,
    UnPrP: num(line.UnPrP) ?? Math.round((num(line.UnPr) ?? 0) * 100),
    Disc: num(line.Disc),
    TCode: num(line.TCode),
    TaxPct: num(line.TaxPct),
    AmtP: paiseOf(line, 'Amt'),
    TaxableP: paiseOf(line, 'Taxable'),
    CGSTP: paiseOf(line, 'CGST'),
    SGSTP: paiseOf(line, 'SGST'),
    IGSTP: paiseOf(line, 'IGST'),
    TotalP: paiseOf(line, 'Total'),
  };
}

function customerOf(head: SoHead): SoView['cust'] {
  // The order keeps its customer's id in `Cust` and the name, GSTIN and state frozen beside it.
  const c = (typeof head.Cust === 'object' && head.Cust ? head.Cust : {}) as Record<string, unknown>;
  const id = typeof head.Cust === 'string' ? head.Cust : str(c.Id);
  const name = str(head.CustName) ?? str(c.Name) ?? str(c.DName) ?? '';
  const gstin = str(head.GSTIN) ?? str(c.GSTIN);
  const st = str(head.POS) ?? str(c.StCode);
  return { ...(id ? { Id: id } : {}), Name: name, ...(gstin ? { GSTIN: gstin } : {}), ...(st ? { StCode: st } : {}) };
}

export async function readSalesOrder(
  orgId: string,
  entId: string,
  soId: string,
  consistent = false,
): Promise<SoView | undefined> {
  const doc = await readDocument<SoHead, string>(orgId, soId, consistent);
  if (!doc || doc.head.type !== SALES_ORDER_KIND || doc.head.EntId !== entId) return undefined;
  const head = doc.head;
  return {
    doc,
    head,
    num: str(head.Num) ?? '',
    lines: ((doc.lines as Record<string, DocumentLine[]>)[LINE_GROUP] ?? []).map(lineOf),
    cust: customerOf(head),
    pos: str(head.POS),
    intra: typeof head.IntraState === 'boolean' ? head.IntraState : undefined,
  };
}

/** The order for a step, read consistently: 404 when not the branch's, 409 when changed since the `ver` shown. */
export async function salesOrderAt(orgId: string, entId: string, soId: string, ver?: number): Promise<SoView> {
  const so = await readSalesOrder(orgId, entId, soId, true);
  if (!so) throw new ApiError(ErrorCode.NotFound, FulfilmentMessages.soNotFound);
  if (ver !== undefined && so.head.ver !== ver) throw new ApiError(ErrorCode.Conflict, FulfilmentMessages.soChanged);
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
    so.head as unknown as SalesDocHead,
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
