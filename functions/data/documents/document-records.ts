import type { DocCode } from './document-keys';
import type { StoreHead } from './document-type';
import type { DocKind, LineGroup } from './types/service-types';

/**
 * Item shapes of a document as stored (those of estimates and repair orders in full) (docs/data-model-documents.md §3).
 * Header fields and line fields keep the spec's names (service-documents §3).
 * Lines store what people entered (prices, quantities, payers, statuses);
 * their computed amounts are recomputed by the shared engine on every read, so
 * no stale figure can be stored. The header keeps its totals in paise, for the
 * lists that never read a whole document.
 */

/** One line of any group as the API carries it: `_id` plus the spec's fields. */
export type DocumentLine = { readonly _id: string } & Readonly<Record<string, unknown>>;
export type DocumentLines = Record<LineGroup, DocumentLine[]>;

/** Totals kept on the header, in paise (the answer's `Totals` in rupees are made from these). */
export type HeadTotals = {
  Labor: number;
  Parts: number;
  Taxable: number;
  CGST: number;
  SGST: number;
  IGST: number;
  Total: number;
  Adjust: number;
  GrandTotal: number;
  Insurer: number;
  Customer: number;
  Internal: number;
  Warranty: number;
  Depreciation: number;
  Excess: number;
  Estimated: number;
};

/** What every header has, whatever the kind; the spec's header fields ride along by name. */
export type HeadCore = {
  type: DocKind;
  OrgId: string;
  DocId: string;
  EntId: string;
  Num: string;
  Series: DocCode;
  /** Financial year of the number (`2627` = April 2026 – March 2027). */
  FY: string;
  Sts: string;
  CrDate: string;
  CrTime: string;
  CrBy: string;
  UpBy?: string;
  UpDt?: string;
  /** Totals in paise. */
  Amounts: HeadTotals;
  LineCount: number;
  /** Each line group's ids in display order (the repository sets it from the lines written). */
  LineOrder?: Partial<Record<LineGroup, string[]>>;
  /**
   * Lines whose item is a revision written ahead of a large change
   * (documents-repo 'Larger than one transaction'): the line's base sort key
   * (`OP#WO3`) → the revision (`OP#WO3#<rev>` holds the line). A line not named
   * here is at its base key.
   */
  LineRev?: Record<string, string>;
  ver: number;
};

/** The spec's header fields (SA, Cust, PrDate, Sur_Id...) ride along by name. */
export type HeadFields = Readonly<Record<string, unknown>>;
export type DocumentHead = HeadCore & HeadFields;
/** A header about to be written: `ver` is the repository's. */
export type HeadState = Omit<HeadCore, 'ver'> & HeadFields;
/** A header about to be created: the number is taken by the repository too. */
export type HeadDraft = Omit<HeadCore, 'ver' | 'Num' | 'Series' | 'FY'> & HeadFields;

/** A document of any type as read (D1): the header and every line of each group, in display order. */
export type StoredOf<H extends StoreHead = StoreHead, G extends string = string> = {
  head: H;
  lines: Record<G, DocumentLine[]>;
  /** Every stored line and index item by sort key, as read (the save diffs against these). */
  items: ReadonlyMap<string, Readonly<Record<string, unknown>>>;
};

/** An estimate or repair order as read. */
export type StoredDocument = StoredOf<DocumentHead, LineGroup>;

/** One field's change in an audit record (lines by id: `Ops.WO2.Pr`). */
export type FieldChange = { Path: string; Before?: unknown; After?: unknown };

export type AuditEntry = {
  /** Create, Save, Approve, Convert, Cancel, JobUpdate, ... */
  Action: string;
  By: string;
  ByName?: string;
  Changes: FieldChange[];
};

export type AuditItem = AuditEntry & { At: string; ver: number };

/** Who makes a change, from the verified session. */
export type Actor = { orgId: string; entityId: string; userId: string; userName?: string };
