import { beforeAll, describe, expect, it } from 'vitest';
import { invoicesRoutes } from '@shared/api/routes/invoices';
import type { CreditNoteAnswer, Gstr1View, InvoiceAnswer } from '@shared/invoices/call-schemas';
import type { Gstr1Json } from '@shared/gst/returns/gstr1';
import {
  approveInvoice,
  closeInvoiceForTest,
  createApprovedInvoice,
  createDraftInvoice,
  invoiceAction,
  invoicesOrganisation,
  ok,
  type InvoicesOrganisation,
} from '../../test/invoices-test-kit';

/**
 * GSTR-1 of invoices issued through the real calls (Approve, Cancel, CreditNote):
 * what the invoice writers store is what the return reads, and the month still
 * reconciles to the paisa.
 */

let s: InvoicesOrganisation;
let first: InvoiceAnswer;
let cancelled: InvoiceAnswer;
let note: CreditNoteAnswer;
let draft: InvoiceAnswer;

beforeAll(async () => {
  s = await invoicesOrganisation(['owner']);
  const token = s.tokens.owner;
  first = await createApprovedInvoice(token, s.cv);
  const second = await createApprovedInvoice(token, s.cv);
  const cancel = await invoiceAction<InvoiceAnswer>(token, second, 'Cancel', { Reason: 'Raised twice' });
  expect(cancel.status).toBe(200);
  cancelled = cancel.body;
  const closed = await closeInvoiceForTest(s.org.orgId, first);
  const credit = await invoiceAction<{ CreditNote: CreditNoteAnswer }>(token, closed, 'CreditNote', {
    Reason: 'Part returned',
    Lines: [{ _id: 'IP1', Qty: 1 }],
  });
  expect(credit.status).toBe(200);
  note = credit.body.CreditNote;
  draft = await createDraftInvoice(token, s.cv);
  // A second approved invoice so the series has a range, issued after the note.
  await approveInvoice(token, await createDraftInvoice(token, s.cv));
});

const paise = (x: number): number => Math.round(x * 100);

describe('GSTR-1 of issued invoices', () => {
  it('lists every issued document once, the cancelled one only in the document summary, and no draft', async () => {
    const period = first.InvDate.slice(0, 7);
    const view = await ok<Gstr1View>(invoicesRoutes.gstr1, { token: s.tokens.owner, query: { Period: period } });
    const json = view.Return as Gstr1Json;
    const invoices = json.doc_issue?.doc_det.find((d) => d.doc_num === 1)?.docs ?? [];
    // Three numbered invoices (the draft has no number and is not in the month's index).
    expect(draft.Num).toBe('');
    expect(invoices.reduce((t, r) => t + r.totnum, 0)).toBe(3);
    expect(invoices.reduce((t, r) => t + r.cancel, 0)).toBe(1);
    expect(invoices[0]?.from).toBe(first.Num);
    const notes = json.doc_issue?.doc_det.find((d) => d.doc_num === 5)?.docs ?? [];
    expect(notes).toEqual([{ num: 1, from: note.Num, to: note.Num, totnum: 1, cancel: 0, net_issue: 1 }]);
    expect(cancelled.Sts).toBe('Cancelled');

    // The sections, net of the note, equal the HSN summary and the documents' own totals, to the paisa.
    const by = Object.fromEntries(view.Summary.map((r) => [r.Section, r]));
    const sections =
      ['b2b', 'b2cl', 'b2cs'].reduce((t, k) => t + paise(by[k]!.Taxable), 0) -
      paise(by.cdnr!.Taxable) -
      paise(by.cdnur!.Taxable);
    expect(paise(by.hsn!.Taxable)).toBe(sections);
    // Two issued invoices of the same lines, less the note.
    expect(paise(by.hsn!.Taxable)).toBe(2 * paise(first.Totals.Taxable) - paise(note.Totals.Taxable));
    const tax = (r: { IGST: number; CGST: number; SGST: number }) => paise(r.IGST) + paise(r.CGST) + paise(r.SGST);
    expect(tax(by.hsn!)).toBe(
      2 * (paise(first.Totals.IGST) + paise(first.Totals.CGST) + paise(first.Totals.SGST)) -
        (paise(note.Totals.IGST) + paise(note.Totals.CGST) + paise(note.Totals.SGST)),
    );
  });
});
