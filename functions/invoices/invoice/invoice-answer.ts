import { invoiceActions, type InvoiceActions } from '@shared/documents/actions';
import { paiseInWords } from '@shared/documents/amount-in-words';
import { paiseToRupees } from '@shared/documents/money-math';
import type { InvoiceStatus } from '@shared/documents/statuses';
import type { CreditNoteAnswer, InvoiceAnswer } from '@shared/invoices/call-schemas';
import type { StoredInvoice } from '../../data/invoices/invoices-repo';
import { writeOffActions, writtenOffP } from '@shared/books/write-off';
import { computeInvoice } from './invoice-compute';

import type { InvoiceContext, InvoiceRights } from './invoice-context';

/** What an answer needs of the caller: the shared link has no session, only the invoice's organisation and branch. */
export type AnswerContext = Pick<InvoiceContext, 'entity' | 'rights' | 'newFeatures'> & { session: { orgId: string } };
import { insurerIdOf, partiesOf } from './invoice-parties';

/**
 * The whole recomputed invoice every call answers (call-schemas invoiceAnswer):
 * the stored inputs through the engine, parties and place of supply, totals in
 * rupees, the total in words and the actions this caller may take now.
 */

/** Header attributes that are storage bookkeeping, not invoice fields. */
const NOT_ANSWERED = new Set([
  'type',
  'OrgId',
  'DocId',
  'FY',
  'Amounts',
  'LineCount',
  'LineOrder',
  'Gst',
  'PaidP',
  'CreditedP',
  'WrtOffP',
  'CrTime',
  'ShareNo',
]);

/** Which §2 buttons need which right (besides the §4 state rules of invoiceActions). */
const NEEDS: Record<keyof InvoiceActions, (r: InvoiceRights) => boolean> = {
  Approve: (r) => r.update,
  'Accept Payment': (r) => r.acceptPayment,
  'Send SMS': (r) => r.read,
  Cancel: (r) => r.cancel,
  'Credit Note': (r) => r.update,
  Clone: (r) => r.create,
  'Audit Log': (r) => r.auditLog,
  Settings: (r) => r.settings,
};

export function actionsFor(
  ctx: AnswerContext,
  head: Readonly<Record<string, unknown>>,
  lines: StoredInvoice['lines'],
): string[] {
  const offered = invoiceActions(
    {
      Sts: head.Sts as InvoiceStatus,
      Ops: lines.Ops,
      Items: lines.Items,
      Excess: typeof head.Excess === 'number' ? head.Excess : undefined,
    },
    {
      acceptPayment: ctx.rights.acceptPayment,
      cancel: ctx.rights.cancel,
      auditLog: ctx.rights.auditLog,
      settings: ctx.rights.settings,
    },
    { newFeatures: ctx.newFeatures },
  );
  const allowed = (Object.keys(offered) as string[]).filter(
    (a) => offered[a as keyof InvoiceActions] && NEEDS[a as keyof InvoiceActions](ctx.rights),
  );
  return writeOffActions(allowed, head, ctx.rights.writeOff);
}

const num = (v: unknown): number => (typeof v === 'number' ? v : 0);

export async function invoiceAnswer(ctx: AnswerContext, stored: StoredInvoice): Promise<InvoiceAnswer> {
  const { head, lines } = stored;
  const parties = await partiesOf(ctx.session.orgId, ctx.entity, head);
  const { invoice, amounts } = await computeInvoice(ctx.entity, head, lines, parties.IntraState);
  const fields = Object.fromEntries(Object.entries(head).filter(([n]) => !NOT_ANSWERED.has(n)));
  const paid = num(head.PaidP);
  const credited = num(head.CreditedP);
  const writtenOff = writtenOffP(head);
  const r = paiseToRupees;
  // Due follows the payable (the grand total plus a claim's excess adjustment), not the invoice value.
  const due =
    head.Sts === 'Cancelled' || head.Sts === 'Draft'
      ? 0
      : Math.max(0, amounts.Payable - paid - writtenOff - num(head.ReturnedP));
  return {
    ...fields,
    ...invoice,
    _id: head.DocId,
    Num: head.Num ?? '',
    Sts: head.Sts,
    ver: head.ver,
    EntId: head.EntId,
    InvDate: head.InvDate,
    CrDate: head.CrDate,
    CrBy: String(head.CrBy ?? ''),
    Payer: (head.Payer as InvoiceAnswer['Payer']) ?? 'customer',
    // The insurer an insurer invoice bills (a generated one names it in Claim.InsId): the payment form's payer.
    ...(head.Payer === 'insurer' && insurerIdOf(head) ? { InsId: insurerIdOf(head) } : {}),
    Supplier: parties.Supplier,
    BillTo: parties.BillTo,
    POS: parties.POS,
    POSName: parties.POSName,
    IntraState: parties.IntraState,
    Totals: {
      Labor: r(amounts.Labor),
      Parts: r(amounts.Parts),
      Taxable: r(amounts.Taxable),
      CGST: r(amounts.CGST),
      SGST: r(amounts.SGST),
      IGST: r(amounts.IGST),
      Total: r(amounts.Total),
      Adjust: r(amounts.Adjust),
      GrandTotal: r(amounts.GrandTotal),
      Excess: r(amounts.Excess),
      Payable: r(amounts.Payable),
      Credited: r(credited),
      Paid: r(paid),
      Due: r(due),
    },
    Words: paiseInWords(amounts.GrandTotal),
    Payments: (head.Payments as InvoiceAnswer['Payments'] | undefined) ?? [],
    CreditNotes: (head.CreditNotes as InvoiceAnswer['CreditNotes'] | undefined) ?? [],
    // The branch's UPI id, for the print's QR of the amount due (an issued invoice with something due).
    ...(ctx.entity.Settings.Acc.UPI && due > 0 ? { UPI: ctx.entity.Settings.Acc.UPI } : {}),
    Actions: actionsFor(ctx, head, lines),
    CanAudit: ctx.rights.auditLog,
  } as InvoiceAnswer;
}

/** A credit note as read: its stored, frozen figures (it is never recomputed differently from when it was issued). */
export async function creditNoteAnswer(ctx: AnswerContext, stored: StoredInvoice): Promise<CreditNoteAnswer> {
  const { head, lines } = stored;
  // A note is taxed at its invoice's rates (CGST Act s.34): the engine resolves tax codes on the invoice's date (OrigDate), not the note's.
  const taxedAsOf = { ...head, InvDate: head.OrigDate ?? head.InvDate };
  const { invoice, amounts } = await computeInvoice(ctx.entity, taxedAsOf, lines, head.IntraState === true);
  const r = paiseToRupees;
  return {
    _id: head.DocId,
    Num: head.Num,
    Date: head.InvDate,
    Sts: head.Sts === 'Cancelled' ? 'Cancelled' : 'Issued',
    InvId: String(head.InvId),
    InvNum: String(head.InvNum),
    InvDate: String(head.OrigDate),
    Reason: String(head.Reason ?? ''),
    Supplier: head.Supplier as CreditNoteAnswer['Supplier'],
    BillTo: head.BillTo as CreditNoteAnswer['BillTo'],
    POS: String(head.POS),
    POSName: String(head.POSName ?? ''),
    IntraState: head.IntraState === true,
    Ops: invoice.Ops ?? [],
    Items: invoice.Items ?? [],
    Totals: {
      Labor: r(amounts.Labor),
      Parts: r(amounts.Parts),
      Taxable: r(amounts.Taxable),
      CGST: r(amounts.CGST),
      SGST: r(amounts.SGST),
      IGST: r(amounts.IGST),
      Total: r(amounts.Total),
      Adjust: r(amounts.Adjust),
      GrandTotal: r(amounts.GrandTotal),
    },
    Words: paiseInWords(amounts.GrandTotal),
    ver: head.ver,
  };
}
