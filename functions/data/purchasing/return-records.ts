import type { Paise } from '@shared/documents/money-math';
import type { NoteKind, NoteReason, NoteStatus } from '@shared/purchasing/return-statuses';
import type { StoredOf } from '../documents/document-records';
import type { StoreHead } from '../documents/document-type';
import type { BillApplication } from './bill-records';

/** The stored shapes of purchase returns and vendor notes (docs/purchase-returns.md §2). Money in paise. */

export type PurchaseReturnHead = StoreHead & {
  Num: string;
  Series: string;
  FY: string;
  Date: string;
  RecId: string;
  RecNum: string;
  PoNum?: string;
  BillId: string;
  BillNum: string;
  VendId: string;
  VendName: string;
  WhId: string;
  WhName?: string;
  Reason: string;
  /** The stock's value that left, at the receive's cost. */
  ValueP: Paise;
  NoteId: string;
  NoteNum: string;
  /** The debit note's total: what the vendor no longer asks. */
  TotP: Paise;
  CrBy: string;
  CrByName?: string;
  CrAt: string;
};
export type StoredPurchaseReturn = StoredOf<PurchaseReturnHead, 'Lines'>;

export type PurchaseReturnLine = {
  _id: string;
  RecLineId: string;
  BillLineId: string;
  ItemId: string;
  PCode?: string;
  Desc: string;
  UoM?: string;
  Qty: number;
  QtyM: number;
  ValueP: Paise;
  Batch?: string;
  Serials?: string[];
};

export type NoteHead = StoreHead & {
  Num: string;
  Series: string;
  FY: string;
  Date: string;
  NoteKind: NoteKind;
  Reason: NoteReason;
  /** The user's words: why. */
  Note: string;
  VendNoteNo?: string;
  VendNoteDate?: string;
  VendFY?: string;
  VendId: string;
  VendName: string;
  VendGSTIN?: string;
  VendState?: string;
  POS: string;
  IntraState: boolean;
  RevCharge: boolean;
  BillId: string;
  BillNum: string;
  VendBillNo: string;
  VendBillDate: string;
  ReturnId?: string;
  ReturnNum?: string;
  TaxableP: Paise;
  CgstP: Paise;
  SgstP: Paise;
  IgstP: Paise;
  TotP: Paise;
  AppliedP: Paise;
  AdvanceP: Paise;
  /** Later bills its advance paid (docs/purchasing.md §11.1); `AppliedP` counts them too. */
  Later?: BillApplication[];
  /** What left the stock's value (a return's movements or a reduction's on-hand share), and what went to cost of goods. */
  StockOutP: Paise;
  CogsP: Paise;
  Sts: NoteStatus;
  CrBy: string;
  CrByName?: string;
  CrAt: string;
};
export type StoredNote = StoredOf<NoteHead, 'Lines'>;

export type NoteLine = {
  _id: string;
  BillLineId: string;
  Kind: 'Stock' | 'Expense';
  ItemId?: string;
  PCode?: string;
  Desc: string;
  HSN?: string;
  UoM?: string;
  Acc?: number;
  TCode?: number;
  Qty?: number;
  QtyM?: number;
  TaxableP: Paise;
  CgstP: Paise;
  SgstP: Paise;
  IgstP: Paise;
  TotP: Paise;
};
