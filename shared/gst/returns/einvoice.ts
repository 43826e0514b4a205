import { mulDivRound, QTY_DIGITS, toScaled, type Paise } from '../../documents/money-math';
import { isValidInvoiceNumber } from '../../invoices/invoice-rules';
import { isValidGstin } from '../gstin';
import type { GstDocument, GstItem } from './gst-document';
import { hasNoSupply, isServiceCode, rupees } from './gstr1-rules';

/**
 * The e-invoice JSON of schema INV-01 (version 1.1) for the IRP's bulk upload
 * (docs/gst-returns.md 'E-invoice file'), built from what an issued invoice
 * carries: its parties as printed (Rule 46) and its frozen GST document. One
 * item per line of the document, amounts from its paise; the
 * field names and limits are the notified schema's (as India Compliance's
 * e_invoice.py writes them).
 */

/** A party as an invoice prints it (shared/invoices/call-schemas invoiceParty). */
export type EInvoiceParty = {
  Name: string;
  GSTIN?: string;
  Addr?: { A1?: string; A2?: string; Ct?: string; St?: string; Pin?: string };
  StCode?: string;
  Ph?: string;
};

export type EInvoiceSource = {
  Supplier: EInvoiceParty;
  BillTo: EInvoiceParty;
  Gst: GstDocument;
  /** Rounding to the rupee (the invoice's Adjust), paise. */
  RoundOff: Paise;
};

type PartyDtls = {
  Gstin: string;
  LglNm: string;
  Addr1: string;
  Addr2?: string;
  Loc: string;
  Pin: number;
  Stcd: string;
  Ph?: string;
};
export type EInvoiceItem = {
  SlNo: string;
  PrdDesc: string;
  IsServc: 'Y' | 'N';
  HsnCd: string;
  Qty?: number;
  Unit?: string;
  UnitPrice: number;
  TotAmt: number;
  Discount: number;
  AssAmt: number;
  GstRt: number;
  IgstAmt: number;
  CgstAmt: number;
  SgstAmt: number;
  CesRt: number;
  CesAmt: number;
  CesNonAdvlAmt: number;
  StateCesRt: number;
  StateCesAmt: number;
  StateCesNonAdvlAmt: number;
  OthChrg: number;
  TotItemVal: number;
};
export type EInvoice = {
  Version: '1.1';
  TranDtls: { TaxSch: 'GST'; SupTyp: 'B2B'; RegRev: 'Y' | 'N'; IgstOnIntra: 'N' };
  DocDtls: { Typ: 'INV' | 'CRN'; No: string; Dt: string };
  SellerDtls: PartyDtls;
  BuyerDtls: PartyDtls & { Pos: string };
  ItemList: EInvoiceItem[];
  ValDtls: {
    AssVal: number;
    CgstVal: number;
    SgstVal: number;
    IgstVal: number;
    CesVal: number;
    StCesVal: number;
    Discount: number;
    OthChrg: number;
    RndOffAmt: number;
    TotInvVal: number;
  };
  RefDtls?: { PrecDocDtls: { InvNo: string; InvDt: string }[] };
};

/** IRP date: dd/mm/yyyy. */
const irpDate = (iso: string): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

function party(p: EInvoiceParty): PartyDtls {
  const a = p.Addr ?? {};
  return {
    Gstin: p.GSTIN ?? '',
    LglNm: p.Name,
    Addr1: a.A1 ?? '',
    ...(a.A2 ? { Addr2: a.A2 } : {}),
    Loc: a.Ct ?? '',
    Pin: Number(a.Pin ?? 0),
    Stcd: p.StCode ?? (p.GSTIN ?? '').slice(0, 2),
    ...(p.Ph ? { Ph: p.Ph.replace(/\D/g, '') } : {}),
  };
}

/**
 * An IRP item of one invoice line: `TotAmt` its gross (quantity × price), `Discount`
 * everything taken off it, `AssAmt` its taxable value, so TotAmt − Discount = AssAmt
 * on every item. Goods carry the quantity and `UnitPrice` = TotAmt ÷ Qty to 3
 * decimals (the IRP's precision; the line's own price whenever it has at most 3);
 * services carry no quantity and `UnitPrice` = TotAmt.
 */
function item(r: GstItem, i: number): EInvoiceItem {
  const service = isServiceCode(r.HSN);
  const qtyMilli = toScaled(r.Qty, QTY_DIGITS);
  // rupees per unit = (paise / 100) / (thousandths / 1000), written in thousandths of a rupee.
  const unitPrice = !service && qtyMilli > 0 ? mulDivRound(r.Gross, 10_000, qtyMilli) / 1_000 : rupees(r.Gross);
  return {
    SlNo: String(i + 1),
    PrdDesc: r.Desc,
    IsServc: service ? 'Y' : 'N',
    HsnCd: r.HSN,
    ...(service ? {} : { Qty: qtyMilli / 1_000, Unit: r.UQC || 'OTH' }),
    UnitPrice: unitPrice,
    TotAmt: rupees(r.Gross),
    Discount: rupees(r.Discount),
    AssAmt: rupees(r.Taxable),
    GstRt: r.Rate,
    IgstAmt: rupees(r.IGST),
    CgstAmt: rupees(r.CGST),
    SgstAmt: rupees(r.SGST),
    CesRt: 0,
    CesAmt: rupees(r.Cess),
    CesNonAdvlAmt: 0,
    StateCesRt: 0,
    StateCesAmt: 0,
    StateCesNonAdvlAmt: 0,
    OthChrg: 0,
    TotItemVal: rupees(r.Taxable + r.IGST + r.CGST + r.SGST + r.Cess),
  };
}

/**
 * The document's lines; a document issued before its lines were kept (no `Items`)
 * falls back to its HSN × rate rows, each its own taxable value with no discount.
 */
const itemsOf = (d: GstDocument): GstItem[] => d.Items ?? d.Rows.map((r) => ({ ...r, Gross: r.Taxable, Discount: 0 }));

/**
 * Whether an issued document goes to the IRP: a supply to a registered recipient.
 * A document with no supply (an invoice of a claim's excess alone) has no item
 * the schema accepts (1 to 1,000 items), and nothing to report.
 */
export const needsEInvoice = (d: GstDocument): boolean =>
  d.Sts === 'Issued' && Boolean(d.RecipientGSTIN) && !hasNoSupply(d);

export function buildEInvoice(s: EInvoiceSource): EInvoice {
  const d = s.Gst;
  const items = itemsOf(d);
  const sum = (k: 'Taxable' | 'IGST' | 'CGST' | 'SGST' | 'Cess'): Paise => items.reduce((t, r) => t + r[k], 0);
  return {
    Version: '1.1',
    TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: d.RevCharge ? 'Y' : 'N', IgstOnIntra: 'N' },
    DocDtls: { Typ: d.Kind === 'CreditNote' ? 'CRN' : 'INV', No: d.Num, Dt: irpDate(d.Date) },
    SellerDtls: party({
      ...s.Supplier,
      GSTIN: s.Supplier.GSTIN ?? d.SupplierGSTIN,
      StCode: s.Supplier.StCode ?? d.SupplierStCode,
    }),
    BuyerDtls: { ...party({ ...s.BillTo, GSTIN: s.BillTo.GSTIN ?? d.RecipientGSTIN }), Pos: d.POS },
    ItemList: items.map(item),
    ValDtls: {
      AssVal: rupees(sum('Taxable')),
      CgstVal: rupees(sum('CGST')),
      SgstVal: rupees(sum('SGST')),
      IgstVal: rupees(sum('IGST')),
      CesVal: rupees(sum('Cess')),
      StCesVal: 0,
      Discount: 0,
      OthChrg: 0,
      RndOffAmt: rupees(s.RoundOff),
      TotInvVal: rupees(d.Value),
    },
    ...(d.Kind === 'CreditNote' && d.OrigNum && d.OrigDate
      ? { RefDtls: { PrecDocDtls: [{ InvNo: d.OrigNum, InvDt: irpDate(d.OrigDate) }] } }
      : {}),
  };
}

// Schema checks (INV-01 v1.1 lengths and patterns) --------------------------------

const IRP_DATE = /^[0-3]\d\/[01]\d\/20\d{2}$/;
const HSN = /^\d{4,8}$/;
const STATE = /^\d{1,2}$/;
export const EINVOICE_MAX_ITEMS = 1_000;

const length = (value: string | undefined, min: number, max: number): boolean =>
  value !== undefined && value.length >= min && value.length <= max;

function partyProblems(label: string, p: PartyDtls, locMax: number): string[] {
  const out: string[] = [];
  if (!isValidGstin(p.Gstin)) out.push(`${label} GSTIN is not a valid GSTIN.`);
  if (!length(p.LglNm, 3, 100)) out.push(`${label} name must be 3 to 100 characters.`);
  if (!length(p.Addr1, 1, 100)) out.push(`${label} address line 1 is needed (up to 100 characters).`);
  if (p.Addr2 !== undefined && !length(p.Addr2, 3, 100))
    out.push(`${label} address line 2 must be 3 to 100 characters.`);
  if (!length(p.Loc, 3, locMax)) out.push(`${label} city must be 3 to ${locMax} characters.`);
  if (!(Number.isInteger(p.Pin) && p.Pin >= 100000 && p.Pin <= 999999)) out.push(`${label} PIN code must be 6 digits.`);
  if (!STATE.test(p.Stcd)) out.push(`${label} state code is missing.`);
  if (p.Ph !== undefined && !length(p.Ph, 6, 12)) out.push(`${label} phone must be 6 to 12 digits.`);
  return out;
}

/** What keeps a payload from the IRP's schema, in words a user can act on; empty when it fits. */
export function eInvoiceProblems(e: EInvoice): string[] {
  const out: string[] = [];
  if (!isValidInvoiceNumber(e.DocDtls.No))
    out.push('The document number must be 1 to 16 capital letters, digits, / or -, not starting with 0, / or -.');
  if (!IRP_DATE.test(e.DocDtls.Dt)) out.push('The document date is not a valid date.');
  out.push(...partyProblems('Supplier', e.SellerDtls, 50), ...partyProblems('Recipient', e.BuyerDtls, 100));
  if (!STATE.test(e.BuyerDtls.Pos)) out.push('The place of supply is missing.');
  if (e.ItemList.length < 1 || e.ItemList.length > EINVOICE_MAX_ITEMS)
    out.push(`An e-invoice has 1 to ${EINVOICE_MAX_ITEMS} items.`);
  for (const it of e.ItemList) {
    if (!HSN.test(it.HsnCd)) out.push(`Item ${it.SlNo}: an HSN or SAC code of 4 to 8 digits is needed.`);
    if (it.PrdDesc.length > 300) out.push(`Item ${it.SlNo}: the description is over 300 characters.`);
    if (it.Unit !== undefined && !length(it.Unit, 3, 8))
      out.push(`Item ${it.SlNo}: the unit must be 3 to 8 characters.`);
  }
  return out;
}
