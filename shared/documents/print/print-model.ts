import type { EntitySettings } from '../../entity/entity-settings';
import type { LineCalc } from '../calculate-line';
import type { Paise } from '../money-math';
import type { ServiceDocument } from '../schemas';
import type { ClaimTotals as EngineClaimTotals, DocumentTotals } from '../totals';
import type { PrintDocumentKind, PrintVariantId } from './variants';

/**
 * The neutral print model: everything a printed estimate or repair order shows,
 * already chosen and formatted (money through money-format.ts), so the HTML page
 * and the PDF draw the same thing and neither decides anything.
 */

/** Settings.Common.PrOptions (settings/PrintOptions). Missing options take the screen's defaults. */
export type PrintOptions = NonNullable<EntitySettings['Common']['PrOptions']>;
export type PaperSize = NonNullable<PrintOptions['PaperSize']>;

/** The insurance claim on a document's header (read when present). */
export type ClaimHeader = {
  readonly InsId?: string | undefined;
  readonly PolicyNo?: string | undefined;
  readonly ClaimNo?: string | undefined;
  readonly ZeroDep?: boolean | undefined;
  readonly Excess?: number | undefined;
  readonly RegDt?: string | undefined;
  readonly LossDt?: string | undefined;
};

/** What a print reads beyond the ServiceDocument schema: number, odometer, registration and claim. */
export type PrintHeaderExtras = {
  readonly Num?: string | undefined;
  readonly Odo?: number | undefined;
  readonly RegNo?: string | undefined;
  readonly Claim?: ClaimHeader | undefined;
};
export type PrintableDocument = ServiceDocument & PrintHeaderExtras;

/** The claim figures a print shows (the engine's totals.claim, in paise). */
export type ClaimTotals = Pick<EngineClaimTotals, 'excess' | 'depreciation' | 'insurerPays' | 'customerPays'>;

/** The engine's answer for a document (calculateServiceDocument): lines in paise and totals. */
export type PrintCalculation = {
  readonly lines: readonly LineCalc[];
  readonly totals: DocumentTotals;
};

export type PrintSupplementary = {
  /** The supplementary's code: a, b, … (rollups: nextSupplementaryCode). */
  readonly code: string;
  readonly document: PrintableDocument;
  readonly calculation: PrintCalculation;
};

export type PrintBranch = {
  readonly name: string;
  readonly address?:
    | {
        readonly Add1?: string | undefined;
        readonly Add2?: string | undefined;
        readonly Ct?: string | undefined;
        readonly State?: string | undefined;
        readonly Pin?: string | undefined;
      }
    | undefined;
  readonly gstin?: string | undefined;
  readonly phone?: string | undefined;
  /** The branch has a logo uploaded (the renderer is handed its image). */
  readonly hasLogo?: boolean | undefined;
};

/** Display names of the ids a document holds. */
export type PrintParties = {
  readonly customer?: { readonly name?: string | undefined; readonly phone?: string | undefined } | undefined;
  readonly vehicle?:
    | { readonly make?: string | undefined; readonly model?: string | undefined; readonly regNo?: string | undefined }
    | undefined;
  readonly advisor?: string | undefined;
  readonly insurer?: string | undefined;
  readonly surveyor?: string | undefined;
  /** Technician names by user id (labour lines' Tech). */
  readonly technicians?: Readonly<Record<string, string>> | undefined;
};

export type PrintInput = {
  readonly kind: PrintDocumentKind;
  readonly document: PrintableDocument;
  readonly calculation: PrintCalculation;
  readonly parties?: PrintParties | undefined;
  readonly branch: PrintBranch;
  /** Supplementary estimates, for Supp. Estimate - N, Overall Estimate and Consolidate. */
  readonly supplementaries?: readonly PrintSupplementary[] | undefined;
};

export type PrintAlign = 'left' | 'right' | 'center';
export type PrintColumn = { readonly key: string; readonly label: string; readonly align: PrintAlign };
export type PrintRow =
  | { readonly kind: 'line'; readonly cells: Readonly<Record<string, string>> }
  /** A heading inside a section (Overall Estimate: 'Initial Estimate', 'Supp. Estimate - a'). */
  | { readonly kind: 'group'; readonly title: string };
/** A totals line: the formatted value, and its paise so a caller can check or reuse the figure without parsing text. */
export type PrintTotalRow = {
  readonly label: string;
  readonly value: string;
  readonly paise: Paise;
  readonly strong?: boolean;
};

export type PrintSection = {
  readonly id: string;
  readonly title: string;
  readonly columns: readonly PrintColumn[];
  readonly rows: readonly PrintRow[];
  /** The section's own totals (Insurance | Customer, Summary); empty otherwise. */
  readonly totals: readonly PrintTotalRow[];
};

/** A labelled value; `date` values are ISO dates or times the renderer formats (frontend/src/lib/format.ts). */
export type PrintField = { readonly label: string; readonly value: string; readonly date?: boolean };

/** A party as a tax invoice prints it (CGST Rule 46): name, address lines, GSTIN, state with its code. */
export type PrintParty = {
  /** 'Bill to'. */
  readonly title: string;
  readonly name: string;
  readonly addressLines: readonly string[];
  readonly gstin?: string | undefined;
  /** 'Karnataka (29)'. */
  readonly state?: string | undefined;
  readonly phone?: string | undefined;
};

/** What only invoices and credit notes print (docs/printing.md §7). */
export type PrintTaxDocument = {
  /** The recipient (Rule 46(d), (e)); the supplier is the branch block. */
  readonly recipient: PrintParty;
  /** Place of supply with the state name, reverse charge (Rule 46(n), (p)); a credit note's original invoice and reason (Rule 53). */
  readonly supply: readonly PrintField[];
  /** 'For <supplier>' over 'Authorised Signatory' (Rule 46(q)). */
  readonly signatory: string;
  /** A UPI QR for the amount due: the upi://pay link and the caption under it. */
  readonly upi?: { readonly uri: string; readonly caption: string } | undefined;
  /** The e-invoice registration: IRN, acknowledgement, and the IRP's signed QR. */
  readonly einvoice?:
    | {
        readonly irn: string;
        readonly ackNo?: string | undefined;
        readonly ackDt?: string | undefined;
        readonly signedQr?: string | undefined;
      }
    | undefined;
};

export type PrintModel = {
  readonly variant: PrintVariantId;
  /** 'Estimate', 'Repair Order', 'Tax Invoice', 'Invoice' (Without Tax) or 'Credit Note'. */
  readonly title: string;
  /** The variant's label ('Supp. Estimate - a', 'Insurance Only'). */
  readonly subtitle: string;
  /** The document number; '' before one is given. */
  readonly number: string;
  readonly meta: readonly PrintField[];
  readonly branch: {
    readonly name: string;
    readonly addressLines: readonly string[];
    readonly gstin?: string | undefined;
    readonly phone?: string | undefined;
    readonly showLogo: boolean;
  };
  readonly customer: readonly PrintField[];
  readonly claim?: readonly PrintField[] | undefined;
  readonly sections: readonly PrintSection[];
  /** The document's totals; empty on the Technician Copy. */
  readonly totals: readonly PrintTotalRow[];
  readonly amountInWords?: string | undefined;
  /** Remarks under the totals ('Tax extra as applicable'). */
  readonly notes: readonly string[];
  readonly header?: string | undefined;
  readonly footer?: string | undefined;
  readonly showSignature: boolean;
  readonly paperSize: PaperSize;
  readonly copies: number;
  /** False on the Technician Copy: no prices and no totals anywhere. */
  readonly priced: boolean;
  /** Invoices and credit notes only. */
  readonly tax?: PrintTaxDocument | undefined;
  /**
   * Documents printed after this one, each from a new page with its own
   * masthead, parties and totals (Insurance | Customer: the order's other
   * invoices). The page and the PDF draw them in order.
   */
  readonly followedBy?: readonly PrintModel[] | undefined;
};
