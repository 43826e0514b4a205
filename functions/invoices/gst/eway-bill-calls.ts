import type { ewayBillRoutes } from '@shared/api/routes/eway-bill';
import { ApiError, ErrorCode } from '@shared/api/errors';
import type { GstItem } from '@shared/gst/returns/gst-document';
import { isValidGstin } from '@shared/gst/gstin';
import { resolveTaxCode } from '@shared/documents/tax-codes';
import { UQC } from '@shared/invoices/gst-document-of';
import { BillMessages } from '@shared/purchasing/bill-messages';
import { EwayBillMessages } from '@shared/gst/returns/eway-bill-messages';
import { InvoiceMessages } from '@shared/invoices/invoice-messages';
import { eInvoiceHeads } from '../../data/invoices/gst-repo';
import { getParty } from '../../data/parties/parties-repo';
import { readBill } from '../../data/purchasing/bill-lists';
import type { BillLine } from '../../data/purchasing/bill-records';
import { getReferenceSet } from '../../data/reference/reference-repo';
import { supplierOf } from '../../lib/branch-supplier';
import { branchNow, serviceContext } from '../../lib/branch-context';
import { ewayBillReply, ewayBillUserGstin, journeyOf } from '../../lib/eway-bill-reply';
import type { Reply, Call, FamilyImplementation } from '../../lib/http/call';

/**
 * The e-way bill file of one issued invoice (docs/gst-returns.md 'E-way bill
 * file'): its goods, frozen in the invoice's GST document when it was approved,
 * from the branch to the customer as the invoice prints them, with the journey
 * the dispatcher gives. Refused, with the reason, when the goods are worth
 * ₹50,000 or less with tax, or when the portal would refuse the file.
 */

type Calls = Pick<FamilyImplementation<typeof ewayBillRoutes>, 'ewayBillExport' | 'ewayBillOfBill'>;
export async function ewayBillExport(call: Call<(typeof ewayBillRoutes)['ewayBillExport']>): Promise<Reply> {
  const ctx = serviceContext(call.session);
  const q = call.query;
  const gstin = ewayBillUserGstin(ctx);
  const [head] = await eInvoiceHeads(ctx.session.orgId, ctx.session.entityId, [q.Id]);
  if (!head) throw new ApiError(ErrorCode.NotFound, InvoiceMessages.invoiceNotFound);
  const gst = head.Gst;
  if (head.Sts === 'Cancelled' || gst.Kind !== 'Invoice')
    throw new ApiError(ErrorCode.BadRequest, EwayBillMessages.notIssued);
  const items = gst.Items ?? gst.Rows.map((r) => ({ ...r, Gross: r.Taxable, Discount: 0 }));
  return ewayBillReply(
    {
      SupplyType: 'O',
      DocType: 'INV',
      DocNo: gst.Num,
      DocDate: gst.Date,
      UserGstin: gstin,
      From: { ...(head.Supplier ?? { Name: '' }), GSTIN: gst.SupplierGSTIN, StCode: gst.SupplierStCode },
      // Goods go to the place of supply: for a customer without a GSTIN, the state the invoice names.
      To: { ...(head.BillTo ?? { Name: gst.RecipientName }), StCode: head.BillTo?.StCode ?? gst.POS },
      Items: items,
      Value: gst.Value,
      Transport: journeyOf(q),
    },
    branchNow(ctx).date,
    gst.Num,
  );
}

/**
 * The e-way bill of goods bought from an unregistered vendor (Rule 138(1): then the
 * buyer generates it): from the vendor's billing address to the branch, the bill's
 * goods lines at their landed value (line and freight share) with the rate of
 * their tax code. A registered vendor makes their own; their bill is refused.
 */
export async function ewayBillOfBill(call: Call<(typeof ewayBillRoutes)['ewayBillOfBill']>): Promise<Reply> {
  const ctx = serviceContext(call.session);
  const q = call.query;
  const gstin = ewayBillUserGstin(ctx);
  const bill = await readBill(ctx.session.orgId, ctx.session.entityId, q.Id);
  if (!bill) throw new ApiError(ErrorCode.NotFound, BillMessages.notFound);
  const { head } = bill;
  if (head.Sts === 'Cancelled' || head.Sts === 'Draft')
    throw new ApiError(ErrorCode.BadRequest, EwayBillMessages.notIssued);
  if (head.VendGSTIN && isValidGstin(head.VendGSTIN))
    throw new ApiError(ErrorCode.BadRequest, EwayBillMessages.unregisteredOnly);
  const [vendor, codes] = await Promise.all([
    getParty(ctx.session.orgId, 'VEND', head.VendId),
    getReferenceSet('TaxCodes'),
  ]);
  const a = vendor?.BAdd;
  const rateOf = (tcode: number | undefined): number => {
    const c = tcode === undefined ? undefined : resolveTaxCode(codes, tcode, head.VendBillDate);
    return c ? (c.Type === 1 ? c.CGST * 2 : c.IGST) : 0;
  };
  // The store keeps lines as generic records; a bill's are BillLine (bill-answers.ts reads them the same way).
  const lines = bill.lines.Lines as unknown as BillLine[];
  const items: GstItem[] = lines.map((l) => ({
    HSN: l.HSN ?? '',
    Desc: l.Desc,
    UQC: UQC.part,
    Qty: l.Qty,
    Rate: rateOf(l.TCode),
    Taxable: l.AmtP + l.ChgP,
    IGST: l.IgstP,
    CGST: l.CgstP,
    SGST: l.SgstP,
    Cess: 0,
    Gross: l.AmtP + l.ChgP,
    Discount: 0,
  }));
  return ewayBillReply(
    {
      SupplyType: 'I',
      DocType: 'BIL',
      DocNo: head.VendBillNo.slice(0, 16),
      DocDate: head.VendBillDate,
      UserGstin: gstin,
      From: {
        Name: head.VendName,
        ...(a ? { Addr: { A1: a.A1, A2: a.A2, Ct: a.Ct, St: a.St, Pin: a.Pin } } : {}),
        StCode: a?.StCode ?? head.POS,
      },
      To: supplierOf(ctx.entity),
      Items: items,
      Value: head.TotP,
      Transport: journeyOf(q),
    },
    branchNow(ctx).date,
    `${head.VendName}_${head.VendBillNo}`,
  );
}

export const ewayBillCalls: Calls = { ewayBillExport, ewayBillOfBill };
