import * as z from 'zod';
import { challanAnswer, challanLineQty, MAX_CHALLAN_LINES } from '../challans/challan-schemas';
import { SalesInvoiceMessages } from './sales-invoice';

/**
 * POST Sales/DeliveryChallans/{Id}/Invoice (docs/sales-invoices.md §3): the quantities of goods on approval the
 * customer kept, per line, invoiced in one transaction with the challan; the answer names the new invoice.
 */
export const challanInvoiceBody = z.strictObject({
  Lines: z.array(challanLineQty).min(1, SalesInvoiceMessages.nothingKept).max(MAX_CHALLAN_LINES),
  ver: z.number().int().min(1),
});
export type ChallanInvoiceBody = z.infer<typeof challanInvoiceBody>;

export const challanInvoiceAnswer = z.object({
  Challan: challanAnswer,
  InvoiceId: z.string(),
  InvoiceNum: z.string(),
});
export type ChallanInvoiceAnswer = z.infer<typeof challanInvoiceAnswer>;
