import { beforeAll, describe, expect, it } from 'vitest';
import { invoicesRoutes as routes } from '@shared/api/routes/invoices';
import { serviceRoutes } from '@shared/api/routes/service';
import type { InvoiceAnswer } from '@shared/invoices/call-schemas';
import type { RepairOrderAnswer } from '@shared/service/call-schemas';
import { readInvoice } from '../data/invoices/invoices-repo';
import { createRepairOrder } from '../test/service-test-kit';
import { addInsurerTieUp, approveInvoice, invoicesOrganisation, ok, type InvoicesOrganisation } from '../test/invoices-test-kit';

/**
 * Invoices generated from a claim repair order (issue 13 §2, §5 'Insurer/customer
 * split'), golden cases worked by hand (docs/insurance-depreciation.md §5, D20):
 * the cashier generates the drafts and approves them; the insurer's invoice is
 * in the insurer branch's name and GSTIN, the customer's carries the
 * depreciation, and the two add up to the order to the paisa.
 *
 * Car registered 1 Apr 2022, loss 1 Oct 2025 (3½ years: metal 25%), all @106:
 * - door panel 10,000 metal: insurer 7,500, customer 2,500
 * - bumper 4,000 rubber 50%: insurer 2,000, customer 2,000
 * - windscreen 8,000 glass: insurer 8,000
 * - painting 6,000 (12.5%): insurer 5,250, customer 750
 * - denting 2,000 labour: insurer 2,000
 * - wash 500, customer-paid: customer 500
 * Insurer taxable 24,750 + 18% 4,455 = 29,205; customer 5,750 + 1,035 = 6,785;
 * order 30,500 × 1.18 = 35,990 = 29,205 + 6,785. The ₹1,000 excess is settled
 * between insurer and customer (order totals: insurer pays 28,205, customer
 * 7,785) and is on neither tax invoice (it is not a supply).
 */

let s: InvoicesOrganisation;
beforeAll(async () => {
  s = await invoicesOrganisation(['owner', 'advisor', 'cashier']);
  await addInsurerTieUp(s.org.orgId, s.org.workshopId, 'INS-KA', [
    { Name: 'Mumbai RO 1', StCode: '27', GSTIN: '27AAACN4165C1ZB', Ct: 'Mumbai' },
    { Name: 'Bengaluru DO 2', StCode: '29', GSTIN: '29AAACN4165C1ZX', Ct: 'Bengaluru' },
  ]);
  await addInsurerTieUp(s.org.orgId, s.org.workshopId, 'INS-MH', [{ Name: 'Pune DO 4', StCode: '27', GSTIN: '27AAACU5552C1ZA', Ct: 'Pune' }]);
}, 120_000);

const claimOrder = (insId: string) => ({
  Claim: { InsId: insId, PolicyNo: 'P-1', ClaimNo: 'C-1', RegDt: '2022-04-01', LossDt: '2025-10-01', Excess: 1000 },
  Comps: [],
  Ops: [
    { _id: 'WO1', Op_Id: 'OP001', Desc: 'Painting', Paint: true, Qty: 1, AssPr: 6000, PBy: 'Ins', TCode: 106, SAC: '9987' },
    { _id: 'WO2', Op_Id: 'OP002', Desc: 'Denting', Qty: 1, AssPr: 2000, PBy: 'Ins', TCode: 106, SAC: '9987' },
    { _id: 'WO3', Op_Id: 'OP003', Desc: 'Wash', Qty: 1, Pr: 500, PBy: 'Cus', TCode: 106, SAC: '9987' },
  ],
  Parts: [
    { _id: 'WP1', MPN: 'MPN-WP1', Desc: 'Door panel', Mat: 'Metal', Qty: 1, AssPr: 10000, PBy: 'Ins', TCode: 106 },
    { _id: 'WP2', MPN: 'MPN-WP2', Desc: 'Front bumper', Mat: 'Rubber', Qty: 1, AssPr: 4000, PBy: 'Ins', TCode: 106 },
    { _id: 'WP3', MPN: 'MPN-WP3', Desc: 'Windscreen', Mat: 'Glass', Qty: 1, AssPr: 8000, PBy: 'Ins', TCode: 106 },
  ],
});

async function generated(insId: string): Promise<{ order: RepairOrderAnswer; invoices: InvoiceAnswer[] }> {
  const act = (token: string, doc: { _id: string; ver: number }, Action: string) =>
    ok<RepairOrderAnswer>(serviceRoutes.repairOrderAction, { token, params: { Id: doc._id, Action }, body: { ver: doc.ver } });
  const ro = await createRepairOrder(s.tokens.advisor, s.cv, s.org.users.advisor.userId, claimOrder(insId));
  const done = await act(s.tokens.advisor, await act(s.tokens.advisor, ro, 'Approve'), 'Complete');
  // The cashier generates the invoices (Invoice U, Service WO R).
  const order = await act(s.tokens.cashier, done, 'GenerateInvoice');
  const ids = (order as RepairOrderAnswer & { InvIds?: string[] }).InvIds ?? [];
  const invoices = await Promise.all(ids.map((Id) => ok<InvoiceAnswer>(routes.invoice, { token: s.tokens.cashier, params: { Id } })));
  return { order: done, invoices };
}

const byPayer = (invoices: InvoiceAnswer[], payer: string): InvoiceAnswer => {
  const found = invoices.find((i) => i.Payer === payer);
  if (!found) throw new Error(`no ${payer} invoice`);
  return found;
};

describe('a claim order split into the insurer’s and the customer’s invoices', () => {
  it('G1 insurer branch in the workshop’s state: CGST+SGST on both; 29,205 + 6,785 = 35,990, and they approve', async () => {
    const { order, invoices } = await generated('INS-KA');
    expect(order.Totals.GrandTotal).toBe(35_990);
    const insurer = byPayer(invoices, 'insurer');
    const customer = byPayer(invoices, 'customer');
    expect(insurer.BillTo).toMatchObject({ Name: 'New India Assurance (Bengaluru DO 2)', GSTIN: '29AAACN4165C1ZX', StCode: '29' });
    expect(insurer).toMatchObject({ POS: '29', IntraState: true, Sts: 'Draft', WOId: order._id });
    expect(insurer.Totals).toMatchObject({ Taxable: 24_750, CGST: 2_227.5, SGST: 2_227.5, IGST: 0, GrandTotal: 29_205 });
    expect(customer.BillTo.Name).toBe(s.cv.custName);
    expect(customer.Totals).toMatchObject({ Taxable: 5_750, CGST: 517.5, SGST: 517.5, GrandTotal: 6_785 });
    expect(customer.Items?.map((l) => [l.Desc, l.UnPr])).toEqual([
      ['Depreciation on Door panel', 2_500],
      ['Depreciation on Front bumper', 2_000],
    ]);
    expect(insurer.Totals.GrandTotal + customer.Totals.GrandTotal).toBe(order.Totals.GrandTotal);

    const [a, b] = await Promise.all([approveInvoice(s.tokens.cashier, insurer), approveInvoice(s.tokens.cashier, customer)]);
    expect([a.Sts, b.Sts]).toEqual(['Unpaid', 'Unpaid']);
    expect(a.Totals.GrandTotal + b.Totals.GrandTotal).toBe(35_990);
    const gst = (await readInvoice(s.org.orgId, a._id))?.head.Gst as { RecipientGSTIN: string; POS: string; Value: number; Rows: { Taxable: number }[] };
    expect(gst).toMatchObject({ RecipientGSTIN: '29AAACN4165C1ZX', POS: '29', Value: 2_920_500 });
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
});
