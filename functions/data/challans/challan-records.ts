import type { Paise } from '@shared/documents/money-math';
import type { RecipientKind } from '@shared/challans/challan-schemas';
import type { ChallanPurpose } from '@shared/challans/challan-statuses';
import type { StoredOf } from '../documents/document-records';
import type { StoreHead } from '../documents/document-type';

/** A delivery challan as stored (docs/challans.md §2): paise and thousandths, the names frozen when saved. */

export type ChallanAddress = { A1?: string; A2?: string; Ct?: string; St?: string; StCode?: string; Pin?: string };

export type ChallanRecipient = {
  Kind: RecipientKind;
  Id?: string;
  Name: string;
  Addr?: ChallanAddress;
  GSTIN?: string;
};

export type ChallanReturnEntry = {
  Date: string;
  Lines: { LineId: string; QtyM: number; CostP: Paise }[];
  By: string;
  ByName?: string;
  At: string;
  Notes?: string;
};

export type ChallanInvoiceEntry = {
  InvId: string;
  InvNum: string;
  Date: string;
  TotalP: Paise;
  Lines: { LineId: string; QtyM: number; CostP: Paise }[];
  By: string;
  ByName?: string;
  At: string;
};

export type ChallanHead = StoreHead & {
  Num?: string;
  Series?: string;
  FY?: string;
  Date: string;
  Purpose: ChallanPurpose;
  PurposeNote?: string;
  WhId: string;
  WhName?: string;
  To: ChallanRecipient;
  POS: string;
  IntraState: boolean;
  Seller: { Name: string; GSTIN?: string; StCode: string; Addr?: ChallanAddress };
  VehicleNo?: string;
  Notes?: string;
  TaxableP: Paise;
  CGSTP: Paise;
  SGSTP: Paise;
  IGSTP: Paise;
  TotalP: Paise;
  /** What left the warehouse at issue, at cost, and what came back so far: the goods out are the difference. */
  CostP: Paise;
  RetCostP: Paise;
  Returns?: ChallanReturnEntry[];
  /** Goods kept on approval and invoiced (docs/sales-invoices.md §3): their cost, and each invoice made. */
  InvCostP?: Paise;
  Invoices?: ChallanInvoiceEntry[];
  CrBy: string;
  CrByName?: string;
  CrAt: string;
  IssBy?: string;
  IssByName?: string;
  IssAt?: string;
  CancelReason?: string;
  CanBy?: string;
  CanAt?: string;
};

/** A line as the call checked and figured it (shared/challans/challan-figures.ts). */
export type ChallanLinePlan = {
  ItemId: string;
  PCode?: string | undefined;
  Desc: string;
  HSN?: string | undefined;
  UoM?: string | undefined;
  Qty: number;
  QtyM: number;
  RateP: Paise;
  TaxPct: number;
  TaxableP: Paise;
  CGSTP: Paise;
  SGSTP: Paise;
  IGSTP: Paise;
  TotalP: Paise;
};

/** A stored line: the plan, and from issue on its cost (`UnCostP`, `CostP`) and what came back (`RetQtyM`, `RetCostP`). */
export type ChallanLine = ChallanLinePlan & {
  _id: string;
  UnCostP?: Paise;
  CostP?: Paise;
  RetQtyM?: number;
  RetCostP?: Paise;
  InvQtyM?: number;
  InvCostP?: Paise;
};

export type StoredChallan = StoredOf<ChallanHead, 'Lines'>;

/** The store keeps lines as generic records; a challan's are ChallanLine. */
export const challanLines = (doc: StoredChallan): ChallanLine[] => doc.lines.Lines as unknown as ChallanLine[];
