import { beforeAll, describe, expect, it } from 'vitest';
import { invoicesRoutes as routes } from '@shared/api/routes/invoices';
import type { ApiErrorBody } from '@shared/api/errors';
import type { CreditNoteAnswer, InvoiceAnswer } from '@shared/invoices/call-schemas';
import { InvoiceMessages as M } from '@shared/invoices/invoice-messages';
import { readInvoice } from '../data/invoices/invoices-repo';
import { readOutbox } from '../lib/notifier';
import { signToken } from '../lib/tokens';
import { invoke } from '../test/invoke';
import {
  closeInvoiceForTest,
  createApprovedInvoice,
  createDraftInvoice,
  invoiceAction,
  invoicesOrganisation,
  ok,
  setNewFeatures,
  type InvoicesOrganisation,
} from '../test/invoices-test-kit';

/** Invoice actions after Approve (docs/invoices-api.md 'Calls'): Cancel, Credit Note, Clone, Send SMS and its link, the IRN. */

let s: InvoicesOrganisation;
beforeAll(async () => {
  s = await invoicesOrganisation(['owner', 'advisor', 'cashier', 'manager']);
}, 120_000);

type NoteAction = { CreditNote: CreditNoteAnswer; Invoice: InvoiceAnswer };

describe('Cancel', () => {
  it('keeps the number, reports the GST document as cancelled, and refuses twice', async () => {
    const inv = await createApprovedInvoice(s.tokens.owner, s.cv);
    const a = await invoiceAction(s.tokens.cashier, inv, 'Cancel', { Reason: 'Billed twice' });
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ Sts: 'Cancelled', Num: inv.Num, CancelReason: 'Billed twice' });
    expect(a.body.Actions).not.toContain('Cancel');
    const stored = await readInvoice(s.org.orgId, inv._id);
    expect(stored?.head.Gst).toMatchObject({ Sts: 'Cancelled', Num: inv.Num, Kind: 'Invoice' });
    const again = await invoiceAction<ApiErrorBody>(s.tokens.cashier, a.body, 'Cancel');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.alreadyCancelled);
  });

  it('is refused once payments are applied, and to a user without Invoice U or D', async () => {
    const inv = await createApprovedInvoice(s.tokens.owner, s.cv);
    expect((await invoiceAction(s.tokens.manager, inv, 'Cancel')).status).toBe(403);
    const closed = await closeInvoiceForTest(s.org.orgId, inv);
    const a = await invoiceAction<ApiErrorBody>(s.tokens.cashier, closed, 'Cancel');
    expect(a.status).toBe(409);
    expect(a.body.message).toBe(M.cancelWithPayments);
  });
});

describe('Credit Note', () => {
  it('is refused on an invoice that is not Closed, with the clear message', async () => {
    const inv = await createApprovedInvoice(s.tokens.owner, s.cv);
    const a = await invoiceAction<ApiErrorBody>(s.tokens.cashier, inv, 'CreditNote', { Reason: 'Overcharged' });
    expect(a.status).toBe(409);
    expect(a.body.message).toBe(M.creditNoteNeedsClosed);
  });

  it('needs a reason; a partial one credits the quantities named, a second one the rest, to the paisa', async () => {
    const inv = await closeInvoiceForTest(
      s.org.orgId,
      await createApprovedInvoice(s.tokens.owner, s.cv, { Disc: 10, Perc: true }),
    );
    const noReason = await invoiceAction<ApiErrorBody>(s.tokens.cashier, inv, 'CreditNote');
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe(M.creditNoteNeedsReason);
    const tooMuch = await invoiceAction<ApiErrorBody>(s.tokens.cashier, inv, 'CreditNote', {
      Reason: 'Part returned',
      Lines: [{ _id: 'IP1', Qty: 3 }],
    });
    expect(tooMuch.status).toBe(400);

    const first = await invoiceAction<NoteAction>(s.tokens.cashier, inv, 'CreditNote', {
      Reason: 'Part returned',
      Lines: [{ _id: 'IP1', Qty: 1 }],
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const note = first.body.CreditNote;
    expect(note).toMatchObject({
      Sts: 'Issued',
      InvId: inv._id,
      InvNum: inv.Num,
      InvDate: inv.InvDate,
      Reason: 'Part returned',
    });
    expect(note.Num).toMatch(/^CN\/\d{4}\/\d{5}$/);
    // One of two parts at ₹250.50 less 10% = 225.45, 18% = 20.29 + 20.29.
    expect(note.Totals).toMatchObject({ Taxable: 225.45, CGST: 20.29, SGST: 20.29 });
    expect(first.body.Invoice.CreditNotes).toEqual([
      { _id: note._id, Num: note.Num, Date: note.Date, Total: note.Totals.GrandTotal },
    ]);
    expect(first.body.Invoice.Totals.Credited).toBe(note.Totals.GrandTotal);

    const rest = await invoiceAction<NoteAction>(s.tokens.cashier, first.body.Invoice, 'CreditNote', {
      Reason: 'Cancelled job',
    });
    expect(rest.status).toBe(200);
    const both = note.Totals.Taxable * 100 + rest.body.CreditNote.Totals.Taxable * 100;
    expect(Math.round(both)).toBe(Math.round(inv.Totals.Taxable * 100));
    const taxes = (t: { CGST: number; SGST: number }) => Math.round(t.CGST * 100 + t.SGST * 100);
    expect(taxes(note.Totals) + taxes(rest.body.CreditNote.Totals)).toBe(taxes(inv.Totals));
    const nothing = await invoiceAction<ApiErrorBody>(s.tokens.cashier, rest.body.Invoice, 'CreditNote', {
      Reason: 'Again',
    });
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toBe(M.creditNoteNothingLeft);

    const read = await ok<CreditNoteAnswer>(routes.creditNote, { token: s.tokens.manager, params: { Id: note._id } });
    expect(read).toEqual(note);
    const stored = await readInvoice(s.org.orgId, note._id, false, 'CreditNote');
    expect(stored?.head.Gst).toMatchObject({
      Kind: 'CreditNote',
      OrigNum: inv.Num,
      OrigDate: inv.InvDate,
      Value: Math.round(note.Totals.GrandTotal * 100),
    });
  });
});

describe('Clone', () => {
  it('only with the new-features flag: a new Draft with the same lines', async () => {
    const inv = await createApprovedInvoice(s.tokens.owner, s.cv);
    expect(inv.Actions).not.toContain('Clone');
    expect((await invoiceAction(s.tokens.owner, inv, 'Clone')).status).toBe(403);
    await setNewFeatures(s.org.orgId, s.org.workshopId, true);
    try {
      const read = await ok<InvoiceAnswer>(routes.invoice, { token: s.tokens.owner, params: { Id: inv._id } });
      expect(read.Actions).toContain('Clone');
      const copy = await invoiceAction(s.tokens.owner, read, 'Clone');
      expect(copy.status).toBe(200);
      expect(copy.body).toMatchObject({ Sts: 'Draft', Num: '', ver: 1 });
      expect(copy.body._id).not.toBe(inv._id);
      expect(copy.body.Totals.GrandTotal).toBe(inv.Totals.GrandTotal);
      expect((await invoiceAction(s.tokens.cashier, read, 'Clone')).status).toBe(403);
    } finally {
      await setNewFeatures(s.org.orgId, s.org.workshopId, false);
    }
  });
});

describe('Send SMS and the shared link', () => {
  it('refuses a Draft; sends an issued invoice’s signed link, which opens that invoice only without a login', async () => {
    const draft = await createDraftInvoice(s.tokens.owner, s.cv);
    const refused = await invoiceAction<ApiErrorBody>(s.tokens.cashier, draft, 'SendSMS');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(M.smsNotIssued);

    const inv = await createApprovedInvoice(s.tokens.owner, s.cv);
    const sent = await invoiceAction<{ Ph: string; Link: string; Expires: string }>(s.tokens.cashier, inv, 'SendSMS', {
      Ph: '9876543210',
    });
    expect(sent.status).toBe(200);
    expect(sent.body.Ph).toBe('9876543210');
    const token = sent.body.Link.split('/i/')[1] ?? '';
    expect(token.length).toBeGreaterThan(20);
    expect(Date.parse(sent.body.Expires) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    const message = readOutbox().findLast((m) => m.to === '9876543210');
    expect(message?.text).toContain(inv.Num);
    expect(message?.text).toContain(sent.body.Link);

    const shared = await invoke<InvoiceAnswer>(routes.sharedInvoice, { params: { Token: token } });
    expect(shared.status).toBe(200);
    expect(shared.body).toMatchObject({ _id: inv._id, Num: inv.Num, Actions: [], CanAudit: false });

    const tampered = await invoke<ApiErrorBody>(routes.sharedInvoice, {
      params: { Token: `${token.slice(0, -3)}abc` },
    });
    expect(tampered.status).toBe(401);
    expect(tampered.body.message).toBe(M.linkInvalid);
    const old = await signToken(
      { org: s.org.orgId, ent: s.org.workshopId, inv: inv._id },
      new Date(Date.now() - 1000),
      'invoice-link',
    );
    const expired = await invoke<ApiErrorBody>(routes.sharedInvoice, { params: { Token: old } });
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe(M.linkExpired);
    const forDraft = await signToken(
      { org: s.org.orgId, ent: s.org.workshopId, inv: draft._id },
      new Date(Date.now() + 60_000),
      'invoice-link',
    );
    expect((await invoke(routes.sharedInvoice, { params: { Token: forDraft } })).status).toBe(404);
  });
});

describe('IRN', () => {
  it('attaches to an issued invoice only', async () => {
    const irn = {
      IRN: 'a'.repeat(64),
      AckNo: '112010000012345',
      AckDt: '2026-11-24 10:00:00',
      SignedQR: 'eyJhbGciOi.signed.qr',
    };
    const draft = await createDraftInvoice(s.tokens.owner, s.cv);
    const refused = await invoke<ApiErrorBody>(routes.attachIrn, {
      token: s.tokens.cashier,
      params: { Id: draft._id },
      body: { ver: draft.ver, ...irn },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(M.irnNeedsIssued);
    const inv = await createApprovedInvoice(s.tokens.owner, s.cv);
    const done = await ok<InvoiceAnswer>(routes.attachIrn, {
      token: s.tokens.cashier,
      params: { Id: inv._id },
      body: { ver: inv.ver, ...irn },
    });
    expect(done).toMatchObject({ ...irn, Num: inv.Num, ver: inv.ver + 1 });
    expect(
      (
        await invoke(routes.attachIrn, {
          token: s.tokens.cashier,
          params: { Id: inv._id },
          body: { ver: inv.ver, ...irn, IRN: 'xyz' },
        })
      ).status,
    ).toBe(400);
  });
});
