import type { Paise } from '@shared/documents/money-math';
import type { ItcRow } from '@shared/gst/returns/gstr2-itc';
import type { StoredOf } from '../documents/document-records';
import type { StoreHead } from '../documents/document-type';

/** The stored shapes of vendor bills and payments made (docs/purchasing.md §9.2). Money in paise. */

export type BillPaymentEntry = { PayId: string; PayNum: string; Date: string; AmtP: Paise };
export type BillCharge = { Desc: string; AmtP: Paise };

export type BillHead = StoreHead & {
  Num: string;
  Series: string;
  FY: string;
  Date: string;
  VendBillNo: string;
  VendBillDate: string;
  /** The financial year of the vendor's bill date: the bill number is unique in it (B5). */
  VendFY: string;
  VendId: string;
  VendName: string;
  VendGSTIN?: string;
  POS: string;
  IntraState: boolean;
  RevCharge: boolean;
  /** The return period (MMYYYY) its input tax credit is claimed in; absent when it claims none (§9.8). */
  ItcPeriod?: string;
  /** Its credit per rate (docs/gst-returns.md 'GSTR-2 / ITC'). */
  ItcRows?: ItcRow[];
  RecId?: string;
  RecNum?: string;
  PoId?: string;
  PoNum?: string;
  WhId?: string;
  Notes?: string;
  Charges: BillCharge[];
  SubP: Paise;
  ChgP: Paise;
  CgstP: Paise;
  SgstP: Paise;
  IgstP: Paise;
  TotP: Paise;
  PayableP: Paise;
  PaidP: Paise;
  Payments: BillPaymentEntry[];
  /** What the bill changed on the stock still on hand, and what went to cost of goods (§9.3). */
  StockAdjP: Paise;
  CogsP: Paise;
  CrBy: string;
  CrByName?: string;
  CrAt: string;
  /** A cancelled bill (§23): why, when and by whom. */
  CancelReason?: string;
  CancelAt?: string;
  CancelBy?: string;
};
export type StoredBill = StoredOf<BillHead, 'Lines'>;

export type BillLine = {
  _id: string;
  Kind: 'Stock' | 'Expense';
  RecLineId?: string;
  PoLineId?: string;
  ItemId?: string;
  PCode?: string;
  Desc: string;
  UoM?: string;
  HSN?: string;
  Acc?: number;
  TCode?: number;
  Qty: number;
  QtyM: number;
  Rate: number;
  RecRate?: number;
  RecValP?: Paise;
  AmtP: Paise;
  ChgP: Paise;
  CgstP: Paise;
  SgstP: Paise;
  IgstP: Paise;
  TotP: Paise;
};

/** A bill a payment made (or a vendor note's advance) paid; `Date` on an advance applied later (§11.1). */
export type BillApplication = { BillId: string; BillNum: string; VendBillNo: string; AmtP: Paise; Date?: string };

export type BillPaymentHead = StoreHead & {
  Num: string;
  Series: string;
  FY: string;
  Date: string;
  VendId: string;
  VendName: string;
  Type: string;
  Ref?: string;
  Notes?: string;
  AmountP: Paise;
  AdvanceP: Paise;
  Applied: BillApplication[];
  CrBy: string;
  CrByName?: string;
  CrAt: string;
};
