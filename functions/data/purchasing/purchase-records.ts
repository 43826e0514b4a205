import type { Paise } from '@shared/documents/money-math';
import type { StoredOf } from '../documents/document-records';
import type { StoreHead } from '../documents/document-type';

/** The stored shapes of purchase orders and receives (docs/purchasing.md §2). Money in paise, quantities as noted. */

/** The claim of a receive in parts on its order: which receive, the parts done and how many. */
export type ReceiveClaim = { RecId: string; Part: number; Parts: number };

export type PurchaseOrderHead = StoreHead & {
  Num: string;
  Series: string;
  FY: string;
  Date: string;
  ExpDate?: string;
  VendId: string;
  VendName: string;
  VendGSTIN?: string;
  /** The vendor's state as it was when the order was saved, and the supply that follows. */
  VendState?: string;
  POS: string;
  IntraState: boolean;
  WhId: string;
  WhName?: string;
  Notes?: string;
  CrBy: string;
  CrByName?: string;
  CrAt: string;
  /** The last sending to the vendor: when, by whom, to which mobile number and/or e-mail. */
  SentAt?: string;
  SentBy?: string;
  SentTo?: string;
  SubP: Paise;
  CgstP: Paise;
  SgstP: Paise;
  IgstP: Paise;
  TotP: Paise;
  /** A receive in parts holds the order (docs/purchasing-journey.md §4): every other writer refuses meanwhile. */
  Receiving?: ReceiveClaim;
};
export type StoredPurchaseOrder = StoredOf<PurchaseOrderHead, 'Lines'>;

/**
 * A purchase order line: units (`Qty`) and thousandths (`QtyM`, `RecQtyM`),
 * the rate in rupees as entered, every amount in paise; `RecValP` is the stock
 * value its receipts brought in. `WoId`/`WoLineId` name the repair order line
 * a parts order line is for.
 */
export type PurchaseOrderLine = {
  _id: string;
  ItemId: string;
  PCode?: string;
  Desc: string;
  UoM?: string;
  HSN?: string;
  Qty: number;
  QtyM: number;
  Rate: number;
  TCode?: number;
  AmtP: Paise;
  CgstP: Paise;
  SgstP: Paise;
  IgstP: Paise;
  TotP: Paise;
  RecQtyM: number;
  RecValP: Paise;
  WoId?: string;
  WoNum?: string;
  WoLineId?: string;
};

export type PurchaseReceiveHead = StoreHead & {
  Num: string;
  Series: string;
  FY: string;
  Date: string;
  /** Absent on a receive without an order, which carries its own supply and vendor (docs/purchasing.md §20). */
  PoId?: string;
  PoNum?: string;
  VendId: string;
  VendName: string;
  VendGSTIN?: string;
  POS?: string;
  IntraState?: boolean;
  VendRef?: string;
  WhId: string;
  WhName?: string;
  Notes?: string;
  CrBy: string;
  CrByName?: string;
  CrAt: string;
  ValueP: Paise;
  /** A receive in parts: the parts done, how many there are, and the lines of each (cleared when the last is in). */
  Part?: number;
  Parts?: number;
  PartLines?: string[][];
  /** The client's Idempotency-Key, when it sent one. */
  IdemKey?: string;
};
export type StoredPurchaseReceive = StoredOf<PurchaseReceiveHead, 'Lines'>;
