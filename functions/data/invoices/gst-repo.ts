import type { GstDocument } from '@shared/gst/returns/gst-document';
import type { EInvoiceParty } from '@shared/gst/returns/einvoice';
import { batchGet } from '../table/batch-get';
import { queryIndexAll } from '../table/index-query';
import { headKey, monthPartition, type DocCode } from '../documents/document-keys';

/**
 * What GST returns read (docs/gst-returns.md 'Data'): the headers of a month's
 * invoices and credit notes from GSI2 (`monthPartition`, set from the document
 * date when it is issued), only the attributes a return needs, page by page.
 * Drafts (which sit in the month they were created) and headers without their
 * frozen `Gst` are skipped; a header's own `Sts` Cancelled wins over a `Gst`
 * written before it was cancelled.
 */

type GstHead = { Sts?: string; Gst?: GstDocument };
const RETURN_ATTRIBUTES = ['Sts', 'Gst'] as const;

const issuedDocument = (head: GstHead, period: string): GstDocument | undefined => {
  if (!head.Gst || head.Sts === 'Draft' || !head.Gst.Date.startsWith(period)) return undefined;
  return head.Sts === 'Cancelled' && head.Gst.Sts !== 'Cancelled' ? { ...head.Gst, Sts: 'Cancelled' } : head.Gst;
};

/**
 * The month's partition read in four lanes at once, by the tens digit of the
 * day (`YYYY-MM-0…`, `-1…`, `-2…`, `-3…`, the sort key starts with the date):
 * a busy month is several 1 MB pages, and four lanes read them side by side
 * instead of one after another, for at most three more requests.
 */
const DAY_LANES = ['0', '1', '2', '3'] as const;

async function monthHeads<T extends GstHead>(
  orgId: string,
  entId: string,
  code: DocCode,
  period: string,
  attributes: readonly string[],
): Promise<T[]> {
  const partition = monthPartition(orgId, entId, code, `${period}-01`);
  const lanes = await Promise.all(
    DAY_LANES.map((d) => queryIndexAll<T>({ index: 2, partition, sortPrefix: `${period}-${d}`, attributes })),
  );
  return lanes.flat();
}

/** The month's issued and cancelled invoices and credit notes, and its sales receipts, of a branch, as GST documents. */
export async function monthGstDocuments(orgId: string, entId: string, period: string): Promise<GstDocument[]> {
  const [invoices, notes, receipts, returns] = await Promise.all([
    monthHeads<GstHead>(orgId, entId, 'INV', period, RETURN_ATTRIBUTES),
    monthHeads<GstHead>(orgId, entId, 'CN', period, RETURN_ATTRIBUTES),
    // Sales receipts (docs/sales.md §9): their month index items carry the same frozen `Gst`.
    monthHeads<GstHead>(orgId, entId, 'SR', period, RETURN_ATTRIBUTES),
    // Their sales returns' credit notes (docs/sales.md §12): cdnr with the buyer's GSTIN, else against b2cs.
    monthHeads<GstHead>(orgId, entId, 'SRN', period, RETURN_ATTRIBUTES),
  ]);
  return [...invoices, ...notes, ...receipts, ...returns]
    .map((h) => issuedDocument(h, period))
    .filter((d): d is GstDocument => d !== undefined);
}

/** An issued invoice or credit note as the e-invoice file needs it: its printed parties, GST document, rounding and IRN. */
export type EInvoiceHead = {
  DocId: string;
  Sts: string;
  Gst: GstDocument;
  Supplier?: EInvoiceParty;
  BillTo?: EInvoiceParty;
  Amounts?: { Adjust?: number };
  IRN?: string;
};
const EINVOICE_ATTRIBUTES = ['DocId', 'Sts', 'Gst', 'Supplier', 'BillTo', 'Amounts', 'IRN'] as const;

const usable = (h: Partial<EInvoiceHead>): h is EInvoiceHead =>
  h.Gst !== undefined && h.Sts !== undefined && h.Sts !== 'Draft';

/** The month's issued invoices and credit notes with their parties (drafts and headers without `Gst` skipped). */
export async function monthEInvoiceHeads(orgId: string, entId: string, period: string): Promise<EInvoiceHead[]> {
  const [invoices, notes] = await Promise.all(
    (['INV', 'CN'] as const).map((code) =>
      monthHeads<Partial<EInvoiceHead>>(orgId, entId, code, period, EINVOICE_ATTRIBUTES),
    ),
  );
  return [...(invoices ?? []), ...(notes ?? [])].filter(usable).filter((h) => h.Gst.Date.startsWith(period));
}

/**
 * A counter sale's receipt or its return's credit note (docs/sales.md §9, §12) as its month index item or header
 * carries it: the buyer's record id, name and phone and the rounding; the parties are resolved by the call
 * (functions/invoices/gst/counter-einvoice.ts), since a receipt keeps neither address.
 */
export type CounterEInvoiceHead = Omit<EInvoiceHead, 'Supplier' | 'BillTo' | 'Amounts'> & {
  Counter: true;
  Cust?: string;
  CustName?: string;
  Ph?: string;
  AdjustP?: number;
};
const COUNTER_ATTRIBUTES = ['DocId', 'Sts', 'Gst', 'Cust', 'CustName', 'Ph', 'AdjustP'] as const;
const COUNTER_TYPES = new Set(['SalesReceipt', 'SalesReturn']);

/** The month's counter receipts and their returns' credit notes that carry a frozen `Gst` (code `SR`, `SRN`). */
export async function monthCounterEInvoiceHeads(
  orgId: string,
  entId: string,
  period: string,
): Promise<CounterEInvoiceHead[]> {
  const [receipts, returns] = await Promise.all(
    (['SR', 'SRN'] as const).map((code) =>
      monthHeads<Partial<CounterEInvoiceHead>>(orgId, entId, code, period, COUNTER_ATTRIBUTES),
    ),
  );
  return [...(receipts ?? []), ...(returns ?? [])]
    .filter(usable)
    .filter((h) => h.Gst.Date.startsWith(period))
    .map((h) => ({ ...h, Counter: true }) as CounterEInvoiceHead);
}

type NamedHead = Partial<CounterEInvoiceHead & EInvoiceHead> & { EntId?: string; type?: string };

/** Named invoices' or credit notes' headers (at most 100), in the order asked; undefined where absent, a draft, or of another branch. */
export async function eInvoiceHeads(
  orgId: string,
  entId: string,
  ids: readonly string[],
): Promise<(EInvoiceHead | undefined)[]> {
  const found = await batchGet<NamedHead>(ids.map((id) => headKey(orgId, id)));
  return found.map((h) =>
    h && (h.type === 'Invoice' || h.type === 'CreditNote') && h.EntId === entId && usable(h) ? h : undefined,
  );
}

/** The same, counter receipts and their returns' credit notes too (the e-invoice file; those without `Gst` undefined). */
export async function eInvoiceFileHeads(
  orgId: string,
  entId: string,
  ids: readonly string[],
): Promise<(EInvoiceHead | CounterEInvoiceHead | undefined)[]> {
  const found = await batchGet<NamedHead>(ids.map((id) => headKey(orgId, id)));
  return found.map((h) => {
    const type = h?.type ?? '';
    if (!h || h.EntId !== entId || !usable(h)) return undefined;
    if (type === 'Invoice' || type === 'CreditNote') return h;
    return COUNTER_TYPES.has(type) ? ({ ...h, Counter: true } as CounterEInvoiceHead) : undefined;
  });
}
