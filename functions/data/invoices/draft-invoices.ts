import type { DraftInvoiceDoc } from '@shared/service/service-docs';
import type { ChangeOf } from '../documents/document-changes';
import type { InvoiceLineGroup } from '../documents/types/invoice-types';
import type { InvoiceHead } from './invoice-items';

/**
 * Draft invoices generated from a repair order (data-model-documents §3, §4
 * 'Generate invoice from an order'): each a creation of the store's Invoice type
 * (Sts Draft, no number: a draft gets its number when it is approved) joined to
 * the order's change in one transaction; the store writes its header, lines,
 * audit record, the invoice dashboard key (D4, Draft) and the Draft count (one
 * ADD for all the drafts of one generation). The invoice calls approve them
 * (docs/invoices-api.md).
 */

export type DraftInvoiceInput = {
  orgId: string;
  entId: string;
  draft: DraftInvoiceDoc;
  crDate: string;
  crTime: string;
  by: string;
  /** Totals in paise (Taxable, taxes, Total, Adjust, GrandTotal, Excess, Payable). */
  amounts: Readonly<Record<string, number>>;
  /**
   * What the invoice dashboard shows of a draft before anyone opens it: the
   * order's number and vehicle, and the recipient's name when the order knows it.
   */
  listing: { WONum?: string | undefined; RegNo?: string | undefined; BillName?: string | undefined };
  now: string;
};

export function draftInvoiceChange(p: DraftInvoiceInput): ChangeOf<InvoiceHead, InvoiceLineGroup> {
  const { draft, orgId, entId } = p;
  const { _id: docId, Ops = [], Items = [], ...fields } = draft;
  const head = {
    ...fields,
    type: 'Invoice',
    OrgId: orgId,
    DocId: docId,
    EntId: entId,
    CrDate: p.crDate,
    CrTime: p.crTime,
    CrBy: p.by,
    // A draft is dated the day it is generated; approving keeps the date (docs/data-model-invoices.md).
    InvDate: p.crDate,
    Amounts: { ...p.amounts },
    ...Object.fromEntries(Object.entries(p.listing).filter(([, v]) => v !== undefined && v !== '')),
  } as unknown as Omit<InvoiceHead, 'ver'>;
  return {
    next: { head, lines: { Ops: [...Ops], Parts: [...Items] } },
    audit: { Action: 'Create', By: p.by, Changes: [{ Path: 'WOId', After: draft.WOId }] },
    now: p.now,
  };
}
