import type { EInvoiceParty } from '@shared/gst/returns/einvoice';
import { gstinState } from '@shared/invoices/invoice-rules';
import type { EntityRecord } from '../../data/identity/records';
import type { CounterEInvoiceHead, EInvoiceHead } from '../../data/invoices/gst-repo';
import { supplierOf } from '../../lib/branch-supplier';
import { recipientOf } from '../invoice/invoice-parties';

/**
 * The parties of counter sales in the e-invoice file (docs/gst-returns.md 'E-invoice file', docs/sales.md §9).
 * A receipt freezes only the seller's name, GSTIN and state and the buyer's GSTIN and name (its `Gst`), not their
 * addresses, so the file takes the branch's address as it is now and the buyer's billing address from the
 * customer's record (read once per customer). A walk-in buyer with a GSTIN but no record has no address: the
 * file's checks name that receipt (Addr1, Loc, PIN), as they do an invoice's customer without one.
 */

const str = (v: string | undefined): string | undefined => (v === undefined || v === '' ? undefined : v);

export async function counterEInvoiceHeads(
  orgId: string,
  entity: EntityRecord,
  heads: readonly CounterEInvoiceHead[],
): Promise<EInvoiceHead[]> {
  const Supplier: EInvoiceParty = supplierOf(entity);
  const custIds = [...new Set(heads.map((h) => h.Cust).filter((c): c is string => str(c) !== undefined))];
  const records = await Promise.all(custIds.map((Cust) => recipientOf(orgId, entity, { Cust }, false)));
  const byCust = new Map(custIds.map((id, i) => [id, records[i]]));
  return heads.map((h) => {
    const record = h.Cust ? byCust.get(h.Cust) : undefined;
    const GSTIN = str(h.Gst.RecipientGSTIN);
    const StCode = record?.StCode ?? gstinState(GSTIN);
    const Ph = record?.Ph ?? str(h.Ph);
    // The GSTIN and name the receipt was issued to win over the record's present ones.
    const BillTo: EInvoiceParty = {
      ...(record?.Name ? record : {}),
      Name: str(h.Gst.RecipientName) ?? str(h.CustName) ?? record?.Name ?? '',
      ...(GSTIN ? { GSTIN } : {}),
      ...(StCode ? { StCode } : {}),
      ...(Ph ? { Ph } : {}),
    };
    return {
      DocId: h.DocId,
      Sts: h.Sts,
      Gst: h.Gst,
      Supplier,
      BillTo,
      Amounts: { Adjust: h.AdjustP ?? 0 },
      ...(h.IRN ? { IRN: h.IRN } : {}),
    };
  });
}
