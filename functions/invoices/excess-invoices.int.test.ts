import { beforeAll, describe, expect, it } from 'vitest';
import { invoicesRoutes as routes } from '@shared/api/routes/invoices';
import { serviceRoutes } from '@shared/api/routes/service';
import type { Gstr1Json } from '@shared/gst/returns/gstr1';
import type { GstDocument } from '@shared/gst/returns/gst-document';
import type { Gstr1View, InvoiceAnswer } from '@shared/invoices/call-schemas';
import type { RepairOrderAnswer } from '@shared/service/call-schemas';
import { readInvoice } from '../data/invoices/invoices-repo';
import { createRepairOrder } from '../test/service-test-kit';
import {
  addInsurerTieUp,
  approveInvoice,
  invoicesOrganisation,
  ok,
  type InvoicesOrganisation,
} from '../test/invoices-test-kit';
import { postPayment } from '../test/payments-test-kit';

/**
 * The compulsory excess invoiced to the insured, the default (CBIC Circular
 * 217/11/2024-GST; docs/insurance-depreciation.md §6 and §8): GenerateInvoice moves
 * the excess, tax-inclusive, from the insurer's invoice to the customer's as
 * "Compulsory excess on …" lines at the insurer lines' rates and HSN/SAC, so the
 * insurer's tax invoice is what the insurer pays and the customer's what the
 * customer pays; together they are the order to the paisa.
 */

let s: InvoicesOrganisation;
beforeAll(async () => {
  s = await invoicesOrganisation(['owner', 'advisor', 'cashier']);
  await addInsurerTieUp(s.org.orgId, s.org.workshopId, 'INS-KA', [
    { Name: 'Bengaluru DO 2', StCode: '29', GSTIN: '29AAACN4165C1ZX', Ct: 'Bengaluru' },
  ]);
}, 120_000);

/** The worked example (D20) plus a customer-paid wash: insurer 29,205, customer 6,785, order 35,990; excess ₹1,000. */
const claimOrder = {
  Claim: { InsId: 'INS-KA', PolicyNo: 'P-1', ClaimNo: 'C-1', RegDt: '2022-04-01', LossDt: '2025-10-01', Excess: 1000 },
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
};

type Doc = { _id: string; ver: number };
const act = (token: string, doc: Doc, Action: string) =>
  ok<RepairOrderAnswer>(serviceRoutes.repairOrderAction, {
    token,
    params: { Id: doc._id, Action },
    body: { ver: doc.ver },
  });

async function generated(
  order: Record<string, unknown>,
): Promise<{ done: RepairOrderAnswer; insurer: InvoiceAnswer; customer: InvoiceAnswer }> {
  const ro = await createRepairOrder(s.tokens.advisor, s.cv, s.org.users.advisor.userId, order);
  const done = await act(s.tokens.advisor, await act(s.tokens.advisor, ro, 'Approve'), 'Complete');
  const closed = await act(s.tokens.cashier, done, 'GenerateInvoice');
  const ids = (closed as RepairOrderAnswer & { InvIds?: string[] }).InvIds ?? [];
  const invoices = await Promise.all(
    ids.map((Id) => ok<InvoiceAnswer>(routes.invoice, { token: s.tokens.cashier, params: { Id } })),
  );
  const of = (payer: string): InvoiceAnswer => {
    const found = invoices.find((i) => i.Payer === payer);
    if (!found) throw new Error(`no ${payer} invoice`);
    return found;
  };
  return { done, insurer: of('insurer'), customer: of('customer') };
}

const excessLines = (inv: InvoiceAnswer) =>
  [...(inv.Ops ?? []), ...(inv.Items ?? [])].filter((l) => l.Desc?.startsWith('Compulsory excess on '));
const paise = (x: number | undefined): number => Math.round((x ?? 0) * 100);

describe('the compulsory excess on the insured’s invoice (default)', () => {
  it('E1 the worked example: the insurer is invoiced 28,205 and the customer 7,785 as tax invoices, no adjustment below the totals; they approve and add up to the order', async () => {
    const { done, insurer, customer } = await generated(claimOrder);
    expect(done.Totals.GrandTotal).toBe(35_990);
    expect(insurer.Totals).toMatchObject({ GrandTotal: 28_205, Payable: 28_205 });
    expect(customer.Totals).toMatchObject({ GrandTotal: 7_785, Payable: 7_785 });
    expect([insurer.Excess, customer.Excess]).toEqual([undefined, undefined]);
    expect(paise(insurer.Totals.Taxable) + paise(customer.Totals.Taxable)).toBe(3_050_000);
    // One excess line per insurer line, with its HSN/SAC and tax code; together ₹1,000.00 with their GST.
    const lines = excessLines(customer);
    expect(lines.map((l) => l.Desc)).toEqual([
      'Compulsory excess on Painting',
      'Compulsory excess on Denting',
      'Compulsory excess on Door panel',
      'Compulsory excess on Front bumper',
      'Compulsory excess on Windscreen',
    ]);
    expect(lines.map((l) => ('SAC' in l ? l.SAC : 'HSN' in l ? l.HSN : undefined))).toEqual([
      '9987',
      '9987',
      '8708',
      '8708',
      '8708',
    ]);
    expect(lines.reduce((t, l) => t + paise(l.Total), 0)).toBe(100_000);

    const [a, b] = await Promise.all([
      approveInvoice(s.tokens.cashier, insurer),
      approveInvoice(s.tokens.cashier, customer),
    ]);
    expect([a.Sts, b.Sts, a.Totals.Due, b.Totals.Due]).toEqual(['Unpaid', 'Unpaid', 28_205, 7_785]);
    // The returns report what each payer is invoiced: the insurer's value is 28,205, the customer's 7,785.
    const gstA = (await readInvoice(s.org.orgId, a._id))?.head.Gst as GstDocument;
    const gstB = (await readInvoice(s.org.orgId, b._id))?.head.Gst as GstDocument;
    expect([gstA.Value, gstB.Value]).toEqual([2_820_500, 778_500]);
    expect(gstA.Rows.reduce((t, r) => t + r.Taxable, 0) + gstB.Rows.reduce((t, r) => t + r.Taxable, 0)).toBe(3_050_000);
    // The insurer settles 28,205 and its invoice closes: nothing of the excess is left on it.
    const settled = await postPayment(s.tokens.cashier, {
      InsId: 'INS-KA',
      Type: 'Bank Transfer',
      Amount: 28_205,
      Apply: [{ InvId: a._id, Amount: 28_205 }],
    });
    expect(settled.status).toBe(200);
    expect(await ok<InvoiceAnswer>(routes.invoice, { token: s.tokens.cashier, params: { Id: a._id } })).toMatchObject({
      Sts: 'Closed',
      Totals: { Due: 0 },
    });
  });

  it('E2 every line the insurer’s (zero-dep): the customer’s invoice of the excess is a tax invoice of 847.46 + 76.27 + 76.27, reported in GSTR-1', async () => {
    const { done, insurer, customer } = await generated({
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
    expect(done.Totals.GrandTotal).toBe(9_440);
    expect(insurer.Totals).toMatchObject({
      Taxable: 7_152.54,
      CGST: 643.73,
      SGST: 643.73,
      GrandTotal: 8_440,
      Payable: 8_440,
    });
    expect(customer.Items?.map((l) => [l.Desc, l.HSN, l.UnPr, l.CGST, l.SGST, l.Total])).toEqual([
      ['Compulsory excess on Windscreen', '8708', 847.46, 76.27, 76.27, 1_000],
    ]);
    expect(customer.Totals).toMatchObject({ Taxable: 847.46, GrandTotal: 1_000, Payable: 1_000 });

    const a = await approveInvoice(s.tokens.cashier, insurer);
    const period = a.InvDate.slice(0, 7);
    const b2cs = async () => {
      const json = (await ok<Gstr1View>(routes.gstr1, { token: s.tokens.owner, query: { Period: period } }))
        .Return as Gstr1Json;
      const row = (json.b2cs ?? []).find((r) => r.pos === '29' && r.rt === 18);
      return { txval: paise(row?.txval), camt: paise(row?.camt), samt: paise(row?.samt) };
    };
    const before = await b2cs();
    const b = await approveInvoice(s.tokens.cashier, customer);
    expect(a.Totals.GrandTotal + b.Totals.GrandTotal).toBe(9_440);
    const gst = (await readInvoice(s.org.orgId, b._id))?.head.Gst as GstDocument;
    expect(gst.Rows).toEqual([
      expect.objectContaining({ HSN: '8708', Rate: 18, Taxable: 84_746, CGST: 7_627, SGST: 7_627 }),
    ]);
    // The customer is unregistered and in the workshop's state: its excess is a B2C (small) supply at 18%.
    const after = await b2cs();
    expect([after.txval - before.txval, after.camt - before.camt, after.samt - before.samt]).toEqual([
      84_746, 7_627, 7_627,
    ]);
  });
});
