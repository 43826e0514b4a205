import { invoiceBillsSomething } from '../documents/invoice-content';
import { splitRepairOrder, type SplitOptions } from '../documents/split-invoices';
import { PAYER_BUCKETS } from '../documents/statuses';
import { type DraftInvoiceDoc, pickHeader, type RepairOrderDoc } from './service-docs';

/**
 * Generate Invoice (service-documents §2, §4): the order is split by payer with
 * the engine's splitRepairOrder (calculation-rules §7), and every payer with
 * something to pay gets a Draft invoice — the customer's part, the insurer's part
 * when there are insurer lines, and internal or warranty parts when there are
 * such lines; on a claim whose every line the insurer pays, the customer still
 * gets one for the compulsory excess (its excess lines; with the branch's
 * settlement presentation, no lines and Excess +E). Drafts have no number
 * (data-model-documents §3); the invoice calls approve them (docs/invoices-api.md).
 * The order becomes Closed and names its invoices.
 */
export type InvoiceGeneration = { readonly order: RepairOrderDoc; readonly invoices: readonly DraftInvoiceDoc[] };

const INVOICE_HEADER_FIELDS = ['Cust', 'CBillTo', 'SA', 'ProdId', 'Claim'] as const;

export const generateInvoices = (
  order: RepairOrderDoc & { _id: string },
  opts: SplitOptions,
  newId: () => string,
): InvoiceGeneration => {
  const { invoices } = splitRepairOrder(order, opts);
  const header = pickHeader(order, INVOICE_HEADER_FIELDS);
  const drafts = PAYER_BUCKETS.flatMap((Payer): DraftInvoiceDoc[] => {
    const inv = invoices[Payer];
    if (!invoiceBillsSomething(inv)) return [];
    return [{ ...header, ...inv, _id: newId(), Sts: 'Draft', Payer, WOId: order._id }];
  });
  const customer = drafts.find((d) => d.Payer === 'customer') ?? drafts[0];
  const InvIds = drafts.map((d) => d._id);
  return {
    order: { ...order, Sts: 'Closed', ...(customer ? { InvId: customer._id } : {}), InvIds },
    invoices: drafts,
  };
};
