import type { ewayBillRoutes } from '@shared/api/routes/eway-bill';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { formatPaise } from '@shared/documents/money-format';
import { buildEwayBill, consignmentValue, ewayBillProblems, needsEwayBill } from '@shared/gst/returns/eway-bill';
import { EwayBillMessages } from '@shared/gst/returns/eway-bill-messages';
import { InvoiceMessages } from '@shared/invoices/invoice-messages';
import { eInvoiceHeads } from '../../data/invoices/gst-repo';
import { branchNow, serviceContext } from '../../lib/branch-context';
import { Reply, type Call, type FamilyImplementation } from '../../lib/http/call';
import { attachment } from '../../lib/http/csv-reply';

/**
 * The e-way bill file of one issued invoice (docs/gst-returns.md 'E-way bill
 * file'): its goods, frozen in the invoice's GST document when it was approved,
 * from the branch to the customer as the invoice prints them, with the journey
 * the dispatcher gives. Refused, with the reason, when the goods are worth
 * ₹50,000 or less with tax, or when the portal would refuse the file.
 */

type Calls = Pick<FamilyImplementation<typeof ewayBillRoutes>, 'ewayBillExport'>;

export async function ewayBillExport(call: Call<(typeof ewayBillRoutes)['ewayBillExport']>): Promise<Reply> {
  const ctx = serviceContext(call.session);
  const q = call.query;
  const gstin = ctx.entity.Settings.Common.Tax.GSTIN;
  if (!gstin) throw new ApiError(ErrorCode.BadRequest, EwayBillMessages.userGstin);
  const [head] = await eInvoiceHeads(ctx.session.orgId, ctx.session.entityId, [q.Id]);
  if (!head) throw new ApiError(ErrorCode.NotFound, InvoiceMessages.invoiceNotFound);
  const gst = head.Gst;
  if (head.Sts === 'Cancelled' || gst.Kind !== 'Invoice')
    throw new ApiError(ErrorCode.BadRequest, EwayBillMessages.notIssued);
  const items = gst.Items ?? gst.Rows.map((r) => ({ ...r, Gross: r.Taxable, Discount: 0 }));
  if (!needsEwayBill(items))
    throw new ApiError(ErrorCode.BadRequest, EwayBillMessages.notNeeded(formatPaise(consignmentValue(items))));
  const source = {
    SupplyType: 'O' as const,
    DocType: 'INV' as const,
    DocNo: gst.Num,
    DocDate: gst.Date,
    UserGstin: gstin,
    From: { ...(head.Supplier ?? { Name: '' }), GSTIN: gst.SupplierGSTIN, StCode: gst.SupplierStCode },
    // Goods go to the place of supply: for a customer without a GSTIN, the state the invoice names.
    To: { ...(head.BillTo ?? { Name: gst.RecipientName }), StCode: head.BillTo?.StCode ?? gst.POS },
    Items: items,
    Value: gst.Value,
    Transport: {
      Mode: q.Mode,
      DistanceKm: q.Distance,
      VehicleNo: q.VehicleNo,
      TransporterId: q.TransporterId,
      TransporterName: q.TransporterName,
      TransDocNo: q.TransDocNo,
      TransDocDate: q.TransDocDate,
    },
  };
  const file = buildEwayBill(source);
  const problems = ewayBillProblems(file.billLists[0]!, source, branchNow(ctx).date);
  if (problems.length > 0)
    throw new ApiError(
      ErrorCode.BadRequest,
      problems[0]!,
      problems.map((message) => ({ path: 'EWayBill', message })),
    );
  return new Reply(200, file, attachment(`EWB_${gst.Num.replace(/[^\w-]/g, '_')}.json`));
}

export const ewayBillCalls: Calls = { ewayBillExport };
