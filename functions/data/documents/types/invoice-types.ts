import { CREDIT_NOTE_SERIES, INVOICE_SERIES } from '@shared/invoices/invoice-rules';
import { createdSortKey, invoiceStatusPartition, monthPartition } from '../document-keys';
import type { DocumentType, IndexKeys, StoreHead } from '../document-type';

/**
 * Invoices and credit notes (docs/data-model-invoices.md): labour lines under
 * `OP#` and part lines under `PART#` (the service documents' prefixes), the
 * invoice dashboard by status, the month index of issued documents (GSTR-1),
 * status counts, gapless numbers (CGST Rule 46(b)), and an audit of header
 * fields (a line's change shows in the totals it moves).
 */

export type InvoiceKind = 'Invoice' | 'CreditNote';
export const INVOICE_CODE = { Invoice: 'INV', CreditNote: 'CN' } as const satisfies Record<InvoiceKind, string>;
/** Invoice line groups as stored; the API calls part lines `Items`. */
export type InvoiceLineGroup = 'Ops' | 'Parts';

type IndexedHead = {
  type: string;
  OrgId: string;
  EntId: string;
  DocId: string;
  Sts: string;
  InvDate: string;
  Num: string;
};

/** An issued document (numbered) is in its month's index (GSTR-1 reads it); a Draft is not. */
const issued = (head: Pick<IndexedHead, 'Num' | 'Sts'>): boolean => head.Num !== '' && head.Sts !== 'Draft';

/** The index keys of a header: by status (GSI1, every status) and, once issued, by month (GSI2). */
export function invoiceIndexKeys(head: IndexedHead): IndexKeys {
  const code = INVOICE_CODE[head.type as InvoiceKind];
  return {
    gsi1pk: invoiceStatusPartition(head.OrgId, head.EntId, code, head.Sts),
    gsi1sk: createdSortKey(head.InvDate, head.DocId),
    ...(issued(head)
      ? {
          gsi2pk: monthPartition(head.OrgId, head.EntId, code, head.InvDate),
          gsi2sk: createdSortKey(head.InvDate, head.DocId),
        }
      : {}),
  };
}

const invoiceType = (kind: InvoiceKind, series: string): DocumentType<InvoiceLineGroup> => ({
  kind,
  code: INVOICE_CODE[kind],
  lineGroups: { Ops: 'OP#', Parts: 'PART#' },
  // A draft generated before invoices carried a date is indexed by the day it was generated.
  headIndexes: (head: StoreHead) =>
    invoiceIndexKeys({ ...(head as unknown as IndexedHead), InvDate: String(head.InvDate ?? head.CrDate ?? '') }),
  statusCounts: true,
  numbering: { policy: 'gapless', series },
  // Totals and the GST return's copy follow from the lines; the lines' own changes are not listed.
  audit: { lines: false, notAudited: ['Amounts', 'Gst'] },
});

export const INVOICE = invoiceType('Invoice', INVOICE_SERIES);
export const CREDIT_NOTE = invoiceType('CreditNote', CREDIT_NOTE_SERIES);
