import type { Paise } from '@shared/documents/money-math';
import type { StoredOf } from '../documents/document-records';
import type { StoreHead } from '../documents/document-type';

/**
 * A sales order or sales estimate as stored (docs/sales-orders.md §2): paise and
 * thousandths beside the rupees the figure engine was given, the customer's name,
 * GSTIN and state frozen when saved. One shape for both kinds.
 */

export type SalesDocKind = 'SalesOrder' | 'SalesEstimate';

/** A connected buyer's purchase order this sales order came from (ConnectX, docs/connectx.md). */
export type SalesOrderOrigin = { Kind: 'ConnectedPO'; OrgId: string; EntId: string; PoId: string; PoNo: string };

export type SalesDocFields = {
  Cust: string;
  CustName: string;
  Ph?: string | undefined;
  GSTIN?: string | undefined;
  /** The customer's category, which priced the lines (price lists by category). */
  Cat?: string | undefined;
  /** Place of supply (state code) and whether it is in the branch's state (CGST+SGST) or not (IGST). */
  POS: string;
  IntraState: boolean;
  Seller: { Name: string; GSTIN?: string | undefined; StCode: string };
  WhId?: string | undefined;
  ExpDate?: string | undefined;
  RefNo?: string | undefined;
  /** The document discount as entered: rupees, or a percent with `Perc`. */
  Disc?: number | undefined;
  Perc?: boolean | undefined;
  Notes?: string | undefined;
  AmtP: Paise;
  DiscP: Paise;
  TaxableP: Paise;
  CGSTP: Paise;
  SGSTP: Paise;
  IGSTP: Paise;
  AdjustP: Paise;
  GrandTotalP: Paise;
  /** A connected buyer's purchase order (sales orders only). */
  Origin?: SalesOrderOrigin | undefined;
};

export type SalesDocHead = StoreHead &
  SalesDocFields & {
    Num: string;
    Series: string;
    FY: string;
    Sts: string;
    CrDate: string;
    CrAt: string;
    CrBy: string;
    CrByName?: string;
    /** Sales order made from an estimate: the estimate; estimate converted: its order. */
    EstId?: string;
    EstNum?: string;
    SOId?: string;
    SONum?: string;
    ApprBy?: string;
    ApprByName?: string;
    ApprAt?: string;
    /** Why it was cancelled, closed or declined. */
    Reason?: string;
    /** Fulfilment's (docs/sales-fulfilment.md): figures by line id, invoices made, shipping status. */
    Ful?: Readonly<Record<string, { PkM: number; ShM: number; DlM: number; InM: number }>>;
    Invoices?: { Id: string; Num: string }[];
    ShipSts?: string;
    /** Sales returns' (docs/sales-returns-orders.md): thousandths back by line id, and the returns' credit notes. */
    Returned?: Readonly<Record<string, { QtyM: number; CostP: Paise; Batches?: Record<string, number> }>>;
    Returns?: SoReturnRef[];
  };

/** A return of the order's goods as its header lists it: the credit note, its invoice and total. */
export type SoReturnRef = { Id: string; Num: string; Date: string; InvId: string; InvNum: string; TotalP: Paise };

/** A line as priced and figured (functions/lib/sales-doc-lines.ts), before it has its id. */
export type SalesLinePlan = {
  /** Absent only on a connected buyer's line the branch has no item for (`Unmatched`). */
  ItemId?: string | undefined;
  PCode?: string | undefined;
  Desc: string;
  HSN?: string | undefined;
  UoM?: string | undefined;
  Qty: number;
  QtyM: number;
  /** Rupees per unit and the line discount in rupees, as given to the figure engine; the paise beside them. */
  UnPr: number;
  UnPrP: Paise;
  Disc?: number | undefined;
  TCode?: number | undefined;
  AmtP: Paise;
  DiscP: Paise;
  TaxableP: Paise;
  CGSTP: Paise;
  SGSTP: Paise;
  IGSTP: Paise;
  TotalP: Paise;
  Unmatched?: boolean | undefined;
};

export type SalesLine = SalesLinePlan & { _id: string };

export type StoredSalesDoc = StoredOf<SalesDocHead, 'Lines'>;

/** The store keeps lines as generic records; a sales document's are SalesLine. */
export const salesLines = (doc: StoredSalesDoc): SalesLine[] => doc.lines.Lines as unknown as SalesLine[];
