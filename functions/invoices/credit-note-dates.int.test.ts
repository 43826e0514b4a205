import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { iamRoutes, type LoginResponse } from '@shared/api/routes/iam';
import { invoicesRoutes as routes } from '@shared/api/routes/invoices';
import { partiesRoutes } from '@shared/api/routes/parties';
import type { ApiErrorBody } from '@shared/api/errors';
import type { Gstr1Json } from '@shared/gst/returns/gstr1';
import type { CreditNoteAnswer, Gstr1View, InvoiceAnswer } from '@shared/invoices/call-schemas';
import { InvoiceMessages as M } from '@shared/invoices/invoice-messages';
import { FieldMessages } from '@shared/validation/field-messages';
import { readInvoice } from '../data/invoices/invoices-repo';
import { invoke } from '../test/invoke';
import {
  closeInvoiceForTest,
  createApprovedInvoice,
  invoiceAction,
  invoicesOrganisation,
  ok,
  type InvoicesOrganisation,
} from '../test/invoices-test-kit';
import { postPayment } from '../test/payments-test-kit';
import { TEST_PASSWORD } from '../test/test-organisation';

/**
 * Credit note dates and rates (CGST Act s.34; docs/invoices-api.md 'Credit note
 * dates'): a note is dated on or after its invoice, not after today in the
 * branch's zone, and by 30 November after the invoice's financial year; it
 * reverses the tax at the invoice's rates. The clock is set (Date only) so the
 * invoice can be issued before the 22 Sep 2025 rate change and credited after it.
 */

/** Code 107: auto parts, 28% until 21 Sep 2025 and 18% from 22 Sep 2025 (shared/documents/tax-codes.ts). */
const AUTO_PARTS = 107;
const INVOICE_DATE = '2025-09-20';

let s: InvoicesOrganisation;
let token = '';

const setClock = (iso: string): void => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });
};

/** The same owner logged in again (sessions last 12 hours; the clock moves by more). */
const loginAgain = async (): Promise<string> =>
  (
    await ok<LoginResponse>(iamRoutes.authenticate, {
      body: { username: 'owner', password: TEST_PASSWORD, domain: s.org.domain },
    })
  ).Token;

/** A Closed invoice dated 20 Sep 2025 for two ₹10,000 parts taxed at 28% (one labour line at 18% would muddy the rates). */
async function closed28PercentInvoice(): Promise<InvoiceAnswer & { ver: number }> {
  const inv = await createApprovedInvoice(token, s.cv, {
    InvDate: INVOICE_DATE,
    Ops: [],
    Items: [{ _id: 'IP1', Desc: 'Bumper', Qty: 2, UnPr: 10_000, TCode: AUTO_PARTS, HSN: '8708' }],
  });
  expect(inv).toMatchObject({ InvDate: INVOICE_DATE, Totals: { Taxable: 20_000, CGST: 2_800, SGST: 2_800 } });
  return closeInvoiceForTest(s.org.orgId, inv);
}

type NoteAction = { CreditNote: CreditNoteAnswer; Invoice: InvoiceAnswer };

beforeAll(async () => {
  // 10 Oct 2025, 11:30 in Asia/Kolkata: after the rate change, in the invoice's financial year.
  setClock('2025-10-10T06:00:00Z');
  s = await invoicesOrganisation(['owner', 'cashier']);
  token = s.tokens.owner;
}, 120_000);

afterAll(() => {
  vi.useRealTimers();
});

describe('a credit note reverses its invoice’s tax', () => {
  let inv: InvoiceAnswer & { ver: number };

  beforeAll(async () => {
    setClock('2025-10-10T06:00:00Z');
    token = await loginAgain();
    inv = await closed28PercentInvoice();
  });

  it('refuses a date before the invoice, after today, or not on the calendar, writing nothing', async () => {
    const cases = [
      ['2001-01-01', M.creditNoteBeforeInvoice(INVOICE_DATE)],
      ['2025-09-19', M.creditNoteBeforeInvoice(INVOICE_DATE)],
      ['2025-10-11', M.creditNoteInFuture],
      ['2026-02-31', FieldMessages.noSuchDate],
    ] as const;
    for (const [CNDate, message] of cases) {
      const a = await invoiceAction<ApiErrorBody>(token, inv, 'CreditNote', { Reason: 'Part returned', CNDate });
      expect(a.status, CNDate).toBe(400);
      expect(a.body.message, CNDate).toBe(message);
    }
    expect(M.creditNoteBeforeInvoice(INVOICE_DATE)).toContain('20-09-2025');
    const stored = await readInvoice(s.org.orgId, inv._id);
    expect(stored?.head).toMatchObject({ ver: inv.ver });
    expect(stored?.head.CreditNotes).toBeUndefined();
  });

  it('credited after the rate change, reverses 28% (not today’s 18%), and its GSTR-1 row carries 28%', async () => {
    const a = await invoiceAction<NoteAction>(token, inv, 'CreditNote', {
      Reason: 'Part returned',
      Lines: [{ _id: 'IP1', Qty: 1 }],
    });
    expect(a.status).toBe(200);
    const note = a.body.CreditNote;
    expect(note).toMatchObject({
      Date: '2025-10-10',
      InvDate: INVOICE_DATE,
      Totals: { Taxable: 10_000, CGST: 1_400, SGST: 1_400, GrandTotal: 12_800 },
    });
    expect(a.body.Invoice.Totals.Credited).toBe(12_800);
    // Read back, the note still shows the invoice's rates.
    const read = await ok<CreditNoteAnswer>(routes.creditNote, { token, params: { Id: note._id } });
    expect(read.Totals).toMatchObject({ CGST: 1_400, SGST: 1_400, GrandTotal: 12_800 });

    const stored = await readInvoice(s.org.orgId, note._id, false, 'CreditNote');
    expect(stored?.head.Gst).toMatchObject({
      Kind: 'CreditNote',
      Date: '2025-10-10',
      Value: 1_280_000,
      Rows: [expect.objectContaining({ Rate: 28 })],
    });

    // The note is in October's return (its own date), at the invoice's rate.
    const view = await ok<Gstr1View>(routes.gstr1, { token, query: { Period: '2025-10' } });
    const b2cs = (view.Return as Gstr1Json).b2cs ?? [];
    expect(b2cs).toEqual([expect.objectContaining({ rt: 28, txval: -10_000, camt: -1_400, samt: -1_400 })]);
  });
});

describe('today is the branch’s day (Asia/Kolkata)', () => {
  it('at 00:30 on 11 Oct in the branch (19:00 UTC on the 10th), a note may be dated the 11th but not the 12th', async () => {
    setClock('2025-10-10T06:00:00Z');
    token = await loginAgain();
    const inv = await closed28PercentInvoice();
    setClock('2025-10-10T19:00:00Z');
    token = await loginAgain();
    const tomorrow = await invoiceAction<ApiErrorBody>(token, inv, 'CreditNote', {
      Reason: 'Part returned',
      CNDate: '2025-10-12',
    });
    expect(tomorrow.status).toBe(400);
    expect(tomorrow.body.message).toBe(M.creditNoteInFuture);
    const today = await invoiceAction<NoteAction>(token, inv, 'CreditNote', {
      Reason: 'Part returned',
      CNDate: '2025-10-11',
    });
    expect(today.status, JSON.stringify(today.body)).toBe(200);
    expect(today.body.CreditNote.Date).toBe('2025-10-11');
  });
});

describe('a registered recipient’s credit note (GSTR-1 cdnr)', () => {
  it('carries the invoice’s 28% on its cdnr row, dated on its own day', async () => {
    setClock('2025-09-20T06:00:00Z');
    token = await loginAgain();
    const company = await ok<{ _id: string }>(partiesRoutes.createCustomer, {
      token,
      body: {
        Type: 'Company',
        DName: 'Sri Lakshmi Motors',
        BAdd: { A1: '12 MG Road', Ct: 'Bengaluru', St: 'Karnataka', Pin: '560001' },
        GSTIN: '29AAKCK4321M1Z5',
      },
    });
    const inv = await createApprovedInvoice(token, s.cv, {
      Cust: company._id,
      ProdId: undefined,
      InvDate: INVOICE_DATE,
      Ops: [],
      Items: [{ _id: 'IP1', Desc: 'Bumper', Qty: 1, UnPr: 10_000, TCode: AUTO_PARTS, HSN: '8708' }],
    });
    const closed = await closeInvoiceForTest(s.org.orgId, inv);
    setClock('2025-10-15T06:00:00Z');
    token = await loginAgain();
    const a = await invoiceAction<NoteAction>(token, closed, 'CreditNote', { Reason: 'Bumper returned' });
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    const view = await ok<Gstr1View>(routes.gstr1, { token, query: { Period: '2025-10' } });
    const cdnr = (view.Return as Gstr1Json).cdnr ?? [];
    const notes = cdnr.filter((r) => r.ctin === '29AAKCK4321M1Z5').flatMap((r) => r.nt);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ ntty: 'C', nt_num: a.body.CreditNote.Num, nt_dt: '15-10-2025', val: 12_800 });
    expect(notes[0]?.itms.map((i) => i.itm_det)).toEqual([
      expect.objectContaining({ rt: 28, txval: 10_000, camt: 1_400, samt: 1_400 }),
    ]);
  });
});

describe('the time limit of s.34(2): 30 November after the invoice’s financial year', () => {
  it('refuses a note issued on 2 Dec 2026 for a 2025-26 invoice, and takes one dated 30 Nov 2026', async () => {
    setClock('2025-10-10T06:00:00Z');
    token = await loginAgain();
    const inv = await closed28PercentInvoice();
    setClock('2026-12-02T06:00:00Z');
    token = await loginAgain();
    const late = await invoiceAction<ApiErrorBody>(token, inv, 'CreditNote', { Reason: 'Part returned' });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(M.creditNoteTooLate('2026-11-30'));
    expect(late.body.message).toContain('30-11-2026');
    const named = await invoiceAction<ApiErrorBody>(token, inv, 'CreditNote', {
      Reason: 'Part returned',
      CNDate: '2026-12-01',
    });
    expect(named.body.message).toBe(M.creditNoteTooLate('2026-11-30'));

    const inTime = await invoiceAction<NoteAction>(token, inv, 'CreditNote', {
      Reason: 'Part returned',
      CNDate: '2026-11-30',
    });
    expect(inTime.status).toBe(200);
    expect(inTime.body.CreditNote).toMatchObject({
      Date: '2026-11-30',
      Totals: { Taxable: 20_000, CGST: 2_800, SGST: 2_800 },
    });
  });
});

describe('impossible calendar dates', () => {
  it('refuses a payment dated 2026-02-30 with 400, and records nothing', async () => {
    setClock('2025-10-10T06:00:00Z');
    const cashier = await ok<LoginResponse>(iamRoutes.authenticate, {
      body: { username: 'cashier', password: TEST_PASSWORD, domain: s.org.domain },
    });
    const paid = await postPayment(cashier.Token, { Cust: s.cv.custId, Type: 'Cash', Amount: 100, Date: '2026-02-30' });
    expect(paid.status).toBe(400);
    expect(paid.body).toMatchObject({ errorCode: 400, message: FieldMessages.noSuchDate });
    const list = await ok<{ Items: unknown[] }>(routes.payments, { token: cashier.Token });
    expect(list.Items).toEqual([]);
  });

  it('refuses an e-invoice acknowledgement dated 2026-02-30, and attaches nothing', async () => {
    setClock('2025-10-10T06:00:00Z');
    token = await loginAgain();
    const inv = await createApprovedInvoice(token, s.cv);
    const irn = {
      ver: inv.ver,
      IRN: 'b'.repeat(64),
      AckNo: '112010000012346',
      AckDt: '2026-02-30 10:00:00',
      SignedQR: 'eyJhbGciOi.signed.qr',
    };
    const a = await invoke<ApiErrorBody>(routes.attachIrn, { token, params: { Id: inv._id }, body: irn });
    expect(a.status).toBe(400);
    expect(a.body.message).toBe(FieldMessages.noSuchDate);
    expect((await readInvoice(s.org.orgId, inv._id))?.head.IRN).toBeUndefined();
  });

  it('refuses an invoice dated 2026-02-30', async () => {
    setClock('2025-10-10T06:00:00Z');
    token = await loginAgain();
    const a = await createApprovedInvoice(token, s.cv, { InvDate: '2026-02-30' }).catch((e: Error) => e.message);
    expect(a).toContain('answered 400');
    expect(a).toContain(FieldMessages.noSuchDate);
  });
});
