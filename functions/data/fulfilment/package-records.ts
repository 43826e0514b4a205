import type { Paise } from '@shared/documents/money-math';
import type { StoredOf } from '../documents/document-records';
import type { StoreHead } from '../documents/document-type';

/** A package as stored (docs/sales-fulfilment.md §2): paise and thousandths, names frozen when packed. */

export type PackageHead = StoreHead & {
  Num: string;
  Series: string;
  FY: string;
  Date: string;
  /** Shipping status: Not Shipped, Shipped, Delivered. */
  Sts: string;
  /** Package status: Fulfilled, Shipped. */
  PkgSts: string;
  SoId: string;
  SoNum: string;
  Cust: { Id?: string; Name: string; GSTIN?: string; StCode?: string };
  WhId: string;
  WhName?: string;
  Notes?: string;
  /** The lines' share of the order's value with tax, for the e-way bill. */
  TaxableP: Paise;
  TotalP: Paise;
  /** What left the warehouse at shipment, at cost. */
  CostP?: Paise;
  Ship?: {
    Carrier: string;
    TrackNo?: string;
    VehicleNo?: string;
    Date: string;
    By: string;
    ByName?: string;
    At: string;
  };
  DelDate?: string;
  DelBy?: string;
  DelAt?: string;
  CrBy: string;
  CrByName?: string;
  CrAt: string;
};

export type PackageLine = {
  _id: string;
  /** The order's line this packs. */
  SoLineId: string;
  ItemId: string;
  PCode?: string;
  Desc: string;
  HSN?: string;
  UoM?: string;
  QtyM: number;
  TaxPct?: number;
  TaxableP: Paise;
  CGSTP: Paise;
  SGSTP: Paise;
  IGSTP: Paise;
  TotalP: Paise;
  /** From shipment on: the movement's cost. */
  UnCostP?: Paise;
  CostP?: Paise;
};

export type StoredPackage = StoredOf<PackageHead, 'Lines'>;

export const packageLines = (doc: StoredPackage): PackageLine[] => doc.lines.Lines as unknown as PackageLine[];
