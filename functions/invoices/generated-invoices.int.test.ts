import { beforeAll, describe, expect, it } from 'vitest';
import { invoicesRoutes as routes } from '@shared/api/routes/invoices';
import { serviceRoutes } from '@shared/api/routes/service';
import { settingsRoutes, type EntitySettingsAnswer } from '@shared/api/routes/settings';
import type { Gstr1Json } from '@shared/gst/returns/gstr1';
import type { CreditNoteAnswer, Gstr1View, InvoiceAnswer } from '@shared/invoices/call-schemas';
import { InvoiceMessages } from '@shared/invoices/invoice-messages';
import { PaymentMessages } from '@shared/invoices/payment-messages';
import type { RepairOrderAnswer } from '@shared/service/call-schemas';
import { readInvoice } from '../data/invoices/invoices-repo';
import { createRepairOrder } from '../test/service-test-kit';
import {
  addInsurerTieUp,
  approveInvoice,
  invoiceAction,
  invoicesOrganisation,
  ok,
  type InvoicesOrganisation,
} from '../test/invoices-test-kit';
import { postPayment } from '../test/payments-test-kit';

/**
 * Invoices generated from a claim repair order (the insurer/customer
 * split, docs/calculation-rules.md §7), golden cases worked by hand
 * (docs/insurance-depreciation.md §5, D20): the cashier generates the drafts and
 * approves them; the insurer's invoice is in the insurer branch's name and GSTIN, the
 * customer's carries the depreciation, and the two add up to the order to the paisa.
 *
 * Car registered 1 Apr 2022, loss 1 Oct 2025 (3½ years: metal 25%), all @106:
 * - door panel 10,000 metal: insurer 7,500, customer 2,500
 * - bumper 4,000 rubber 50%: insurer 2,000, customer 2,000
 * - windscreen 8,000 glass: insurer 8,000
 * - painting 6,000 (12.5%): insurer 5,250, customer 750
 * - denting 2,000 labour: insurer 2,000
 * - wash 500, customer-paid: customer 500
 * Insurer taxable 24,750 + 18% 4,455 = 29,205; customer 5,750 + 1,035 = 6,785;
 * order 30,500 × 1.18 = 35,990 = 29,205 + 6,785. This branch has the setting
 * Acc.ExcessSettle on (insurers that settle the old way; docs/decisions.md 'The
 * compulsory excess on the invoices'): the ₹1,000 compulsory excess is a
 * settlement adjustment below each invoice's GST totals (docs/insurance-
 * depreciation.md §6): the insurer's payable is 29,205 − 1,000 = 28,205, the
 * customer's 6,785 + 1,000 = 7,785, and 28,205 + 7,785 = 35,990 (the order's
 * insurer pays / customer pays). The default, the excess invoiced to the insured
 * with its GST, is excess-invoices.int.test.ts.
 */

let s: InvoicesOrganisation;
beforeAll(async () => {
  s = await invoicesOrganisation(['owner', 'advisor', 'cashier']);
  await addInsurerTieUp(s.org.orgId, s.org.workshopId, 'INS-KA', [
    { Name: 'Mumbai RO 1', StCode: '27', GSTIN: '27AAACN4165C1ZB', Ct: 'Mumbai' },
    { Name: 'Bengaluru DO 2', StCode: '29', GSTIN: '29AAACN4165C1ZX', Ct: 'Bengaluru' },
  ]);
  await addInsurerTieUp(s.org.orgId, s.org.workshopId, 'INS-MH', [
    { Name: 'Pune DO 4', StCode: '27', GSTIN: '27AAACU5552C1ZA', Ct: 'Pune' },
  ]);
  const settings = await ok<EntitySettingsAnswer>(settingsRoutes.getEntitySettings, { token: s.tokens.owner });
  await ok(settingsRoutes.putAccounting, {
    token: s.tokens.owner,
    body: { ver: settings.ver, Acc: { ...settings.Settings.Acc, ExcessSettle: true } },
  });
}, 120_000);

const claimOrder = (insId: string) => ({
  Claim: { InsId: insId, PolicyNo: 'P-1', ClaimNo: 'C-1', RegDt: '2022-04-01', LossDt: '2025-10-01', Excess: 1000 },
  Comps: [],
  Ops: [
    {
      _id: 'WO1',
      Op_Id: 'OP001',
      Desc: 'Painting',
      Paint: true,
      Qty: 1,
      AssPr: 6000,
      PBy: 'Ins',
      TCode: 106,
      SAC: '9987',
    },
    { _id: 'WO2', Op_Id: 'OP002', Desc: 'Denting', Qty: 1, AssPr: 2000, PBy: 'Ins', TCode: 106, SAC: '9987' },
    { _id: 'WO3', Op_Id: 'OP003', Desc: 'Wash', Qty: 1, Pr: 500, PBy: 'Cus', TCode: 106, SAC: '9987' },
  ],
  Parts: [
    {
      _id: 'WP1',
      MPN: 'MPN-WP1',
      HSN: '8708',
      Desc: 'Door panel',
      Mat: 'Metal',
      Qty: 1,
      AssPr: 10000,
      PBy: 'Ins',
      TCode: 106,
    },
    {
      _id: 'WP2',
      MPN: 'MPN-WP2',
      HSN: '8708',
      Desc: 'Front bumper',
      Mat: 'Rubber',
      Qty: 1,
      AssPr: 4000,
      PBy: 'Ins',
      TCode: 106,
    },
    {
      _id: 'WP3',
      MPN: 'MPN-WP3',
      HSN: '8708',
      Desc: 'Windscreen',
      Mat: 'Glass',
      Qty: 1,
      AssPr: 8000,
      PBy: 'Ins',
      TCode: 106,
    },
  ],
});

async function generated(insId: string): Promise<{ order: RepairOrderAnswer; invoices: InvoiceAnswer[] }> {
  const act = (token: string, doc: { _id: string; ver: number }, Action: string) =>
    ok<RepairOrderAnswer>(serviceRoutes.repairOrderAction, {
      token,
      params: { Id: doc._id, Action },
      body: { ver: doc.ver },
    });
  const ro = await createRepairOrder(s.tokens.advisor, s.cv, s.org.users.advisor.userId, claimOrder(insId));
  const done = await act(s.tokens.advisor, await act(s.tokens.advisor, ro, 'Approve'), 'Complete');
  // The cashier generates the invoices (Invoice U, Service WO R).
  const order = await act(s.tokens.cashier, done, 'GenerateInvoice');
  const ids = (order as RepairOrderAnswer & { InvIds?: string[] }).InvIds ?? [];
  const invoices = await Promise.all(
    ids.map((Id) => ok<InvoiceAnswer>(routes.invoice, { token: s.tokens.cashier, params: { Id } })),
  );
  return { order: done, invoices };
}

const byPayer = (invoices: InvoiceAnswer[], payer: string): InvoiceAnswer => {
  const found = invoices.find((i) => i.Payer === payer);
  if (!found) throw new Error(`no ${payer} invoice`);
  return found;
};

describe('setting ExcessSettle: a claim order split into the insurer’s and the customer’s invoices, the excess below their totals', () => {
  it('G1 insurer branch in the workshop’s state: CGST+SGST on both; 29,205 + 6,785 = 35,990, and they approve', async () => {
    const { order, invoices } = await generated('INS-KA');
    expect(order.Totals.GrandTotal).toBe(35_990);
    const insurer = byPayer(invoices, 'insurer');
    const customer = byPayer(invoices, 'customer');
    expect(insurer.BillTo).toMatchObject({
      Name: 'New India Assurance (Bengaluru DO 2)',
      GSTIN: '29AAACN4165C1ZX',
      StCode: '29',
    });
    expect(insurer).toMatchObject({ POS: '29', IntraState: true, Sts: 'Draft', WOId: order._id });
    expect(insurer.Totals).toMatchObject({
      Taxable: 24_750,
      CGST: 2_227.5,
      SGST: 2_227.5,
      IGST: 0,
      GrandTotal: 29_205,
    });
    expect(customer.BillTo.Name).toBe(s.cv.custName);
    expect(customer.Totals).toMatchObject({ Taxable: 5_750, CGST: 517.5, SGST: 517.5, GrandTotal: 6_785 });
    expect(customer.Items?.map((l) => [l.Desc, l.UnPr])).toEqual([
      ['Depreciation on Door panel', 2_500],
      ['Depreciation on Front bumper', 2_000],
    ]);
    expect(insurer.Totals.GrandTotal + customer.Totals.GrandTotal).toBe(order.Totals.GrandTotal);
    // The excess moves below the GST totals: insurer 29,205 − 1,000, customer 6,785 + 1,000.
    expect([insurer.Excess, insurer.Totals.Excess, insurer.Totals.Payable]).toEqual([-1_000, -1_000, 28_205]);
    expect([customer.Excess, customer.Totals.Excess, customer.Totals.Payable]).toEqual([1_000, 1_000, 7_785]);
    expect((insurer.Totals.Payable ?? 0) + (customer.Totals.Payable ?? 0)).toBe(order.Totals.GrandTotal);

    const [a, b] = await Promise.all([
      approveInvoice(s.tokens.cashier, insurer),
      approveInvoice(s.tokens.cashier, customer),
    ]);
    expect([a.Sts, b.Sts]).toEqual(['Unpaid', 'Unpaid']);
    expect(a.Totals.GrandTotal + b.Totals.GrandTotal).toBe(35_990);
    const gst = (await readInvoice(s.org.orgId, a._id))?.head.Gst as {
      RecipientGSTIN: string;
      POS: string;
      Value: number;
      Rows: { Taxable: number }[];
    };
    // The return reports the supply: the invoice value is 29,205, the excess is not in it.
    expect(gst).toMatchObject({ RecipientGSTIN: '29AAACN4165C1ZX', POS: '29', Value: 2_920_500 });
    expect([a.Totals.Payable, a.Totals.Due, b.Totals.Payable, b.Totals.Due]).toEqual([28_205, 28_205, 7_785, 7_785]);
    expect(gst.Rows.reduce((n, r) => n + r.Taxable, 0)).toBe(2_475_000);
  });

  it('G2 insurer branch in another state: the insurer’s invoice is IGST, the customer’s stays CGST+SGST, the same totals', async () => {
    const { order, invoices } = await generated('INS-MH');
    const insurer = byPayer(invoices, 'insurer');
    const customer = byPayer(invoices, 'customer');
    expect(insurer.BillTo).toMatchObject({ GSTIN: '27AAACU5552C1ZA' });
    expect(insurer).toMatchObject({ POS: '27', IntraState: false });
    expect(insurer.Totals).toMatchObject({ Taxable: 24_750, CGST: 0, SGST: 0, IGST: 4_455, GrandTotal: 29_205 });
    expect(customer).toMatchObject({ POS: '29', IntraState: true });
    expect(insurer.Totals.GrandTotal + customer.Totals.GrandTotal).toBe(order.Totals.GrandTotal);
    const approved = await approveInvoice(s.tokens.cashier, insurer);
    expect(approved.Totals.IGST).toBe(4_455);
  });

  it('G3 the excess is frozen with the invoice: a body cannot change it, the customer’s 7,785 closes the customer’s invoice, 28,205 the insurer’s, and a credit note credits the supply only', async () => {
    const { invoices } = await generated('INS-KA');
    const draft = byPayer(invoices, 'customer');
    // Saving the draft keeps GenerateInvoice's adjustment, whatever the body says.
    const saved = await ok<InvoiceAnswer>(routes.saveInvoice, {
      token: s.tokens.cashier,
      params: { Id: draft._id },
      body: { ver: draft.ver, Notes: 'Excess as per policy', Excess: 0 },
    });
    expect([saved.Excess, saved.Totals.Payable, saved.Notes]).toEqual([1_000, 7_785, 'Excess as per policy']);

    const customer = await approveInvoice(s.tokens.cashier, saved);
    const insurer = await approveInvoice(s.tokens.cashier, byPayer(invoices, 'insurer'));
    expect([customer.Sts, customer.Excess, customer.Totals.Due]).toEqual(['Unpaid', 1_000, 7_785]);
    // The dashboard's Total is the payable (what each payer is billed); the invoice value stays on the row and the invoice.
    const unpaid = await ok<{ Items: { _id: string; GrandTotal: number; Payable: number; Due: number }[] }>(
      routes.invoiceDashboard,
      {
        token: s.tokens.cashier,
        query: { Sts: 'Unpaid', Limit: '50' },
      },
    );
    expect(unpaid.Items.find((r) => r._id === customer._id)).toMatchObject({
      GrandTotal: 6_785,
      Payable: 7_785,
      Due: 7_785,
    });
    expect(unpaid.Items.find((r) => r._id === insurer._id)).toMatchObject({
      GrandTotal: 29_205,
      Payable: 28_205,
      Due: 28_205,
    });
    // The payment form's list of the payer's open invoices (the dashboard by Cust / InsId) carries the same figures.
    const custList = await ok<{ Items: { _id: string; Payable: number; Due: number }[] }>(routes.invoiceDashboard, {
      token: s.tokens.cashier,
      query: { Sts: 'Unpaid', Cust: s.cv.custId, Limit: '50' },
    });
    expect(custList.Items.find((r) => r._id === customer._id)).toMatchObject({ Payable: 7_785, Due: 7_785 });
    // The insurer's invoice also names the customer (the order's header) but is the insurer's to pay: not in the customer's list.
    expect(custList.Items.some((r) => r._id === insurer._id)).toBe(false);
    const insList = await ok<{ Items: { _id: string; Payable: number; Due: number }[] }>(routes.invoiceDashboard, {
      token: s.tokens.cashier,
      query: { Sts: 'Unpaid', InsId: 'INS-KA', Limit: '50' },
    });
    expect(insList.Items.find((r) => r._id === insurer._id)).toMatchObject({
      Payable: 28_205,
      Due: 28_205,
      InsId: 'INS-KA',
    });
    expect(insList.Items.find((r) => r._id === insurer._id)).not.toHaveProperty('Cust');
    expect(insList.Items.some((r) => r._id === customer._id)).toBe(false);

    // The tax invoice's grand total is not enough: the excess is still due.
    const part = await postPayment(s.tokens.cashier, {
      Cust: s.cv.custId,
      Type: 'Cash',
      Amount: 6_785,
      Apply: [{ InvId: customer._id, Amount: 6_785 }],
    });
    expect(part.status).toBe(200);
    const partial = await ok<InvoiceAnswer>(routes.invoice, { token: s.tokens.cashier, params: { Id: customer._id } });
    expect(partial.Totals).toMatchObject({ Paid: 6_785, Due: 1_000 });
    expect(partial.Sts).toBe('Partial');
    const over = await postPayment(s.tokens.cashier, {
      Cust: s.cv.custId,
      Type: 'UPI',
      Amount: 1_000.01,
      Apply: [{ InvId: customer._id, Amount: 1_000.01 }],
    });
    expect(over).toMatchObject({ status: 400, body: { message: PaymentMessages.overDue(customer.Num, 100_000) } });
    const rest = await postPayment(s.tokens.cashier, {
      Cust: s.cv.custId,
      Type: 'UPI',
      Amount: 1_000,
      Apply: [{ InvId: customer._id, Amount: 1_000 }],
    });
    expect(rest.status).toBe(200);
    const closed = await ok<InvoiceAnswer>(routes.invoice, { token: s.tokens.cashier, params: { Id: customer._id } });
    expect(closed).toMatchObject({ Sts: 'Closed', Totals: { Paid: 7_785, Due: 0, GrandTotal: 6_785, Payable: 7_785 } });

    const settled = await postPayment(s.tokens.cashier, {
      InsId: 'INS-KA',
      Type: 'Bank Transfer',
      Amount: 28_205,
      Apply: [{ InvId: insurer._id, Amount: 28_205 }],
    });
    expect(settled.status).toBe(200);
    const insurerClosed = await ok<InvoiceAnswer>(routes.invoice, {
      token: s.tokens.cashier,
      params: { Id: insurer._id },
    });
    expect(insurerClosed).toMatchObject({ Sts: 'Closed', Totals: { Paid: 28_205, Due: 0 } });

    // A credit note credits the supply (the invoice's value and tax), never the excess.
    const note = await invoiceAction<{ CreditNote: CreditNoteAnswer; Invoice: InvoiceAnswer }>(
      s.tokens.cashier,
      closed,
      'CreditNote',
      {
        Reason: 'Depreciation waived by the workshop',
      },
    );
    expect(note.status).toBe(200);
    expect(note.body.CreditNote.Totals).toMatchObject({ Taxable: 5_750, GrandTotal: 6_785 });
    expect(note.body.Invoice.Totals).toMatchObject({ Credited: 6_785, Excess: 1_000, Payable: 7_785, Due: 0 });
  });

  it('G4 an insurer’s share the whole excess takes is settled at approval: nothing is due from the insurer', async () => {
    const ro = await createRepairOrder(s.tokens.advisor, s.cv, s.org.users.advisor.userId, {
      Claim: {
        InsId: 'INS-KA',
        PolicyNo: 'P-2',
        ClaimNo: 'C-2',
        RegDt: '2022-04-01',
        LossDt: '2025-10-01',
        Excess: 5000,
      },
      Comps: [],
      Ops: [],
      // Bumper 4,000 plastic 50%: insurer 2,360, customer 2,360; the ₹5,000 excess is capped at 2,360.
      Parts: [
        {
          _id: 'WP1',
          MPN: 'MPN-WP2',
          HSN: '8708',
          Desc: 'Front bumper',
          Mat: 'Rubber',
          Qty: 1,
          AssPr: 4000,
          PBy: 'Ins',
          TCode: 106,
        },
      ],
    });
    const act = (doc: { _id: string; ver: number }, Action: string, token = s.tokens.advisor) =>
      ok<RepairOrderAnswer>(serviceRoutes.repairOrderAction, {
        token,
        params: { Id: doc._id, Action },
        body: { ver: doc.ver },
      });
    const order = await act(await act(await act(ro, 'Approve'), 'Complete'), 'GenerateInvoice', s.tokens.cashier);
    const ids = (order as RepairOrderAnswer & { InvIds?: string[] }).InvIds ?? [];
    const invoices = await Promise.all(
      ids.map((Id) => ok<InvoiceAnswer>(routes.invoice, { token: s.tokens.cashier, params: { Id } })),
    );
    const insurer = byPayer(invoices, 'insurer');
    expect(insurer.Totals).toMatchObject({ GrandTotal: 2_360, Excess: -2_360, Payable: 0 });
    expect(byPayer(invoices, 'customer').Totals).toMatchObject({ GrandTotal: 2_360, Excess: 2_360, Payable: 4_720 });
    const approved = await approveInvoice(s.tokens.cashier, insurer);
    expect([approved.Sts, approved.Totals.Due]).toEqual(['Closed', 0]);
  });

  it('G5 every line the insurer’s (zero-dep): the customer gets an invoice of the ₹1,000 excess alone; both approve, the customer pays it and it closes; GSTR-1 has no row for it and counts it as issued', async () => {
    // Windscreen 8,000 glass @106, insurer-paid, zero-dep: insurer 8,000 + 720 + 720 = 9,440, less the 1,000 excess = 8,440;
    // customer: no lines, invoice value 0, plus the excess = 1,000. 8,440 + 1,000 = 9,440 = the order.
    const ro = await createRepairOrder(s.tokens.advisor, s.cv, s.org.users.advisor.userId, {
      Claim: {
        InsId: 'INS-KA',
        PolicyNo: 'P-5',
        ClaimNo: 'C-5',
        RegDt: '2022-04-01',
        LossDt: '2025-10-01',
        ZeroDep: true,
        Excess: 1000,
      },
      Comps: [],
      Ops: [],
      Parts: [
        {
          _id: 'WP1',
          MPN: 'MPN-WP3',
          HSN: '8708',
          Desc: 'Windscreen',
          Mat: 'Glass',
          Qty: 1,
          AssPr: 8000,
          PBy: 'Ins',
          TCode: 106,
        },
      ],
    });
    const act = (doc: { _id: string; ver: number }, Action: string, token = s.tokens.advisor) =>
      ok<RepairOrderAnswer>(serviceRoutes.repairOrderAction, {
        token,
        params: { Id: doc._id, Action },
        body: { ver: doc.ver },
      });
    const done = await act(await act(ro, 'Approve'), 'Complete');
    expect(done.Totals.GrandTotal).toBe(9_440);
    const order = await act(done, 'GenerateInvoice', s.tokens.cashier);
    const ids = (order as RepairOrderAnswer & { InvIds?: string[] }).InvIds ?? [];
    expect(ids).toHaveLength(2);
    const drafts = await Promise.all(
      ids.map((Id) => ok<InvoiceAnswer>(routes.invoice, { token: s.tokens.cashier, params: { Id } })),
    );
    const insurerDraft = byPayer(drafts, 'insurer');
    const customerDraft = byPayer(drafts, 'customer');
    expect(insurerDraft.Totals).toMatchObject({ Taxable: 8_000, GrandTotal: 9_440, Excess: -1_000, Payable: 8_440 });
    // The insurer's invoice answers the insurer it bills (the payment form's payer), though it names the customer too.
    expect(insurerDraft.InsId).toBe('INS-KA');
    expect([customerDraft.Ops, customerDraft.Items, customerDraft.Sts]).toEqual([[], [], 'Draft']);
    expect(customerDraft.Totals).toMatchObject({
      Taxable: 0,
      CGST: 0,
      SGST: 0,
      GrandTotal: 0,
      Excess: 1_000,
      Payable: 1_000,
    });
    expect(customerDraft.Actions).toContain('Approve');
    expect((insurerDraft.Totals.Payable ?? 0) + (customerDraft.Totals.Payable ?? 0)).toBe(done.Totals.GrandTotal);

    const period = (await approveInvoice(s.tokens.cashier, insurerDraft)).InvDate.slice(0, 7);
    const gstr1 = async () =>
      (await ok<Gstr1View>(routes.gstr1, { token: s.tokens.owner, query: { Period: period } })).Return as Gstr1Json;
    const before = await gstr1();
    const customer = await approveInvoice(s.tokens.cashier, customerDraft);
    expect(customer.Num).not.toBe('');
    expect([customer.Sts, customer.Totals.GrandTotal, customer.Totals.Payable, customer.Totals.Due]).toEqual([
      'Unpaid',
      0,
      1_000,
      1_000,
    ]);
    expect(customer.Actions).toContain('Accept Payment');
    const gst = (await readInvoice(s.org.orgId, customer._id))?.head.Gst as { Value: number; Rows: unknown[] };
    expect([gst.Value, gst.Rows]).toEqual([0, []]);
    const row = (
      await ok<{ Items: { _id: string; GrandTotal: number; Payable: number; Due: number }[] }>(
        routes.invoiceDashboard,
        {
          token: s.tokens.cashier,
          query: { Cust: s.cv.custId, Limit: '50' },
        },
      )
    ).Items.find((r) => r._id === customer._id);
    expect(row).toMatchObject({ GrandTotal: 0, Payable: 1_000, Due: 1_000 });

    // GSTR-1: every section and the HSN summary as before; the document summary counts one more invoice issued.
    const after = await gstr1();
    const { doc_issue: issuedBefore, ...sectionsBefore } = before;
    const { doc_issue: issuedAfter, ...sectionsAfter } = after;
    expect(sectionsAfter).toEqual(sectionsBefore);
    expect(JSON.stringify(sectionsAfter)).not.toContain(customer.Num);
    const count = (j?: Gstr1Json['doc_issue']) =>
      (j?.doc_det.find((d) => d.doc_num === 1)?.docs ?? []).reduce((t, r) => t + r.net_issue, 0);
    expect(count(issuedAfter)).toBe(count(issuedBefore) + 1);
    expect(issuedAfter?.doc_det.find((d) => d.doc_num === 1)?.docs.some((r) => r.to === customer.Num)).toBe(true);

    // Paid like any invoice: the excess closes it; it has no supply to credit.
    const paid = await postPayment(s.tokens.cashier, {
      Cust: s.cv.custId,
      Type: 'UPI',
      Amount: 1_000,
      Apply: [{ InvId: customer._id, Amount: 1_000 }],
    });
    expect(paid.status).toBe(200);
    const closed = await ok<InvoiceAnswer>(routes.invoice, { token: s.tokens.cashier, params: { Id: customer._id } });
    expect(closed).toMatchObject({ Sts: 'Closed', Totals: { Paid: 1_000, Due: 0, GrandTotal: 0, Payable: 1_000 } });
    expect(closed.Actions).not.toContain('Credit Note');
    const note = await invoiceAction<{ message: string }>(s.tokens.cashier, closed, 'CreditNote', {
      Reason: 'Excess waived',
    });
    expect(note).toMatchObject({ status: 409, body: { message: InvoiceMessages.creditNoteNoSupply } });
  });

  it('G6 a draft with no lines and no excess is still refused at approval, with its message', async () => {
    const empty = await ok<InvoiceAnswer>(routes.createInvoice, {
      token: s.tokens.owner,
      body: { Cust: s.cv.custId, ProdId: s.cv.prodId, Ops: [], Items: [] },
    });
    const refused = await invoiceAction<{ message: string }>(s.tokens.owner, empty, 'Approve');
    expect(refused).toMatchObject({ status: 400, body: { message: InvoiceMessages.approveNeedsLines } });
  });
});
