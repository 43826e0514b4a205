import { beforeAll, describe, expect, it } from 'vitest';
import { booksRoutes } from '@shared/api/routes/books';
import { challanInvoiceRoutes } from '@shared/api/routes/challan-invoices';
import { invoicesRoutes } from '@shared/api/routes/invoices';
import { partiesRoutes } from '@shared/api/routes/parties';
import { usersRoutes } from '@shared/api/routes/users';
import type { BooksCheckAnswer } from '@shared/books/books-check';
import { ChallanMessages } from '@shared/challans/challan-messages';
import type { ChallanCreateBody } from '@shared/challans/challan-schemas';
import type { InvoiceAnswer } from '@shared/invoices/call-schemas';
import type { Party } from '@shared/parties/party-schemas';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import { SalesInvoiceMessages } from '@shared/sales/sales-invoice';
import type { ChallanInvoiceAnswer } from '@shared/sales/sales-invoice-schemas';
import type { Role } from '@shared/users/role-schemas';
import { cancelAs, challanMade, inBranch, ok, readAs, returnAs } from '../test/challan-test-kit';
import { adjusted, createWarehouse, expectRefused } from '../test/inventory-test-kit';
import { invoke } from '../test/invoke';
import { snapshotOrganisation } from '../test/org-snapshot';
import { postPayment } from '../test/payments-test-kit';
import { salePart, trialBalance } from '../test/sales-return-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';
import { fresh, login } from '../test/users-test-kit';

/**
 * "Convert to invoice" on a delivery challan (docs/sales-invoices.md) through the real handlers against
 * DynamoDB Local, on the parts branch (Tamil Nadu, GSTIN 33…): the invoice's figures to the paisa within the
 * state and across, the challan Partially Invoiced then Invoiced, the books (1320 down by the kept goods' cost,
 * 5000 up, 4100, GST, 1200), GSTR-1 counting the invoice; refusals that write nothing; two conversions of the
 * last unit at once make one invoice.
 */

let org: TestOrganisation;
let owner: string;
let cashier: string;
let clerk: string;
let wh: Warehouse;
let velu: Party;
let pune: Party;

const PADS = 'PRT8401';
const FILTER = 'PRT8402';

beforeAll(async () => {
  const first = await organisationWithLogins(['owner', 'cashier'] as const);
  org = first.org;
  [owner, cashier] = await Promise.all([
    inBranch(first.tokens.owner, org.partsBranchId),
    inBranch(first.tokens.cashier, org.partsBranchId),
  ]);
  wh = await createWarehouse(owner, 'Hosur Godown');
  await Promise.all([
    salePart(org.orgId, { _id: PADS, PCode: 'BP-2001', Desc: 'Brake pad set', UoM: 'SET', UnPr: 1200, TCode: 106 }),
    salePart(org.orgId, { _id: FILTER, PCode: 'OF-23', Desc: 'Oil filter', UoM: 'NOS', UnPr: 449.5, TCode: 103 }),
  ]);
  await adjusted(owner, [
    { ItemId: PADS, WhId: wh._id, Qty: 20, UnCost: 800 },
    { ItemId: FILTER, WhId: wh._id, Qty: 20, UnCost: 300 },
  ]);
  const customer = (DName: string, Main: string, St: string, Ct: string, GSTIN?: string) =>
    ok(
      invoke<Party>(partiesRoutes.createCustomer, {
        token: owner,
        body: {
          DName,
          Cons: { Phones: { Main } },
          BAdd: { A1: '12 Main Road', Ct, St, Pin: St === 'Tamil Nadu' ? '635109' : '411001' },
          ...(GSTIN ? { GSTIN } : {}),
        },
      }),
    );
  [velu, pune] = await Promise.all([
    customer('Velu Motors', '9845012301', 'Tamil Nadu', 'Hosur'),
    customer('Pune Spares', '9845012302', 'Maharashtra', 'Pune', '27AAPFU0939F1ZV'),
  ]);
  // A clerk who may change challans (Sales DC) but not create invoices.
  const role = await ok(
    invoke<Role>(usersRoutes.createRole, {
      token: owner,
      body: { Name: 'Despatch', Access: { Sales: { Access: true, DC: 'CRU' } } },
    }),
  );
  const who = fresh('despatch');
  await ok(
    invoke(usersRoutes.createUser, {
      token: owner,
      body: {
        ...who,
        Name: 'Despatch Clerk',
        Password: 'despatch-pass-1',
        DefEntId: org.partsBranchId,
        RoleId: role.RoleId,
      },
    }),
  );
  clerk = await login(org, who.UserName, 'despatch-pass-1');
});

const onApproval = (to: Party, lines: ChallanCreateBody['Lines']): ChallanCreateBody => ({
  Purpose: 'Approval',
  WhId: wh._id,
  To: { Kind: 'Customer', Id: to._id },
  Lines: lines,
  Issue: true,
});
const convertAs = (token: string, Id: string, ver: number, Lines: { LineId: string; Qty: number }[]) =>
  invoke<ChallanInvoiceAnswer>(challanInvoiceRoutes.invoiceChallan, { token, params: { Id }, body: { ver, Lines } });
const invoiceOf = (Id: string) => ok(invoke<InvoiceAnswer>(invoicesRoutes.invoice, { token: owner, params: { Id } }));

type Gstr1Row = { Section: string; Count: number; Taxable: number; IGST: number; CGST: number; SGST: number };
type HsnRow = { hsn_sc: string; uqc: string; qty: number; rt: number };
async function gstr1(month: string): Promise<Partial<Record<string, Gstr1Row>> & { hsn: HsnRow[] }> {
  const answer = await ok(
    invoke<{ Summary: Gstr1Row[]; Return: { hsn?: { hsn_b2b?: HsnRow[]; data?: HsnRow[] } } }>(invoicesRoutes.gstr1, {
      token: owner,
      query: { Period: month },
    }),
  );
  const hsn = answer.Return.hsn;
  const sections: Partial<Record<string, Gstr1Row>> = Object.fromEntries(answer.Summary.map((r) => [r.Section, r]));
  return Object.assign(sections, { hsn: hsn?.hsn_b2b ?? hsn?.data ?? [] });
}
const moved = (after: Record<string, number>, before: Record<string, number>, code: number) =>
  (after[code] ?? 0) - (before[code] ?? 0);

describe('goods kept on approval, invoiced', () => {
  it('1 of line A within the state: the invoice to the paisa, the challan Partially Invoiced, the books and GSTR-1; the rest: Invoiced', async () => {
    const challan = await challanMade(
      owner,
      onApproval(velu, [
        { ItemId: PADS, Qty: 2, Rate: 1200 },
        { ItemId: FILTER, Qty: 3, Rate: 449.5 },
      ]),
    );
    // Out at the average cost: pads 2 × 800, filters 3 × 300.
    expect(challan).toMatchObject({ Sts: 'Issued', Cost: 2500 });
    const month = challan.Date.slice(0, 7);
    const [books0, gst0] = await Promise.all([trialBalance(owner, month), gstr1(month)]);

    const kept = await ok(convertAs(owner, challan._id, challan.ver, [{ LineId: 'DL1', Qty: 1 }]));
    expect(kept.InvoiceNum).toMatch(/^INV\/\d{4}\/\d+$/);
    expect(kept.Challan).toMatchObject({ Sts: 'Partially Invoiced', InvCost: 800, OutValue: 1700 });
    expect(kept.Challan.Lines[0]).toMatchObject({ Invoiced: 1, Out: 1 });
    expect(kept.Challan.Invoices).toEqual([
      expect.objectContaining({ InvId: kept.InvoiceId, InvNum: kept.InvoiceNum, Total: 1416 }),
    ]);

    // The invoice as the invoices read it: 1 × 1,200.00 at 18% within Tamil Nadu.
    const invoice = await invoiceOf(kept.InvoiceId);
    expect(invoice).toMatchObject({
      Num: kept.InvoiceNum,
      Sts: 'Unpaid',
      IntraState: true,
      POS: '33',
      BillTo: { Name: 'Velu Motors' },
      Source: { Kind: 'Challan', Id: challan._id, No: challan.Num },
      Totals: { Taxable: 1200, CGST: 108, SGST: 108, IGST: 0, GrandTotal: 1416, Due: 1416 },
    });
    expect(invoice.Items).toEqual([
      expect.objectContaining({ Desc: 'Brake pad set', Qty: 1, UnPr: 1200, HSN: '87083000' }),
    ]);

    const books = await trialBalance(owner, month);
    expect(moved(books, books0, 1320)).toBe(-80_000);
    expect(moved(books, books0, 5000)).toBe(80_000);
    expect(moved(books, books0, 4100)).toBe(-120_000);
    expect(moved(books, books0, 2100)).toBe(-10_800);
    expect(moved(books, books0, 2110)).toBe(-10_800);
    expect(moved(books, books0, 1200)).toBe(141_600);
    expect(moved(books, books0, 1300)).toBe(0);
    const gst = await gstr1(month);
    expect((gst.b2cs?.Taxable ?? 0) - (gst0.b2cs?.Taxable ?? 0)).toBe(1200);
    expect((gst.b2cs?.CGST ?? 0) - (gst0.b2cs?.CGST ?? 0)).toBe(108);

    // The rest: the other pad and the three filters (3 × 449.50 = 1,348.50 at 5%: 33.7125 → 33.71 a head).
    const rest = await ok(
      convertAs(owner, challan._id, kept.Challan.ver, [
        { LineId: 'DL1', Qty: 1 },
        { LineId: 'DL2', Qty: 3 },
      ]),
    );
    expect(rest.Challan).toMatchObject({ Sts: 'Invoiced', InvCost: 2500, OutValue: 0 });
    expect(rest.Challan.Lines.map((l) => l.Out)).toEqual([0, 0]);
    const second = await invoiceOf(rest.InvoiceId);
    expect(second.Totals).toMatchObject({ Taxable: 2548.5, CGST: 141.71, SGST: 141.71, IGST: 0 });
    const after = await trialBalance(owner, month);
    expect(moved(after, books0, 1320)).toBe(-250_000);
    expect(moved(after, books0, 5000)).toBe(250_000);
    expect(moved(after, books0, 4100)).toBe(-374_850);
    const check = await ok(invoke<BooksCheckAnswer>(booksRoutes.booksCheck, { token: owner }));
    expect(check.Checks.filter((c) => !c.Ok)).toEqual([]);
    // Nothing is out any more: no return, no further invoice, no cancel.
    expectRefused(await convertAs(owner, challan._id, rest.Challan.ver, [{ LineId: 'DL1', Qty: 1 }]), 400);
    expectRefused(await returnAs(owner, challan._id, rest.Challan.ver, [{ LineId: 'DL1', Qty: 1 }]), 400);
    expectRefused(await cancelAs(owner, challan._id, rest.Challan.ver), 400);
  });

  it('across states: IGST on a b2b invoice to the customer’s GSTIN', async () => {
    const challan = await challanMade(owner, onApproval(pune, [{ ItemId: PADS, Qty: 1, Rate: 1200 }]));
    const month = challan.Date.slice(0, 7);
    const [books0, gst0] = await Promise.all([trialBalance(owner, month), gstr1(month)]);
    const kept = await ok(convertAs(owner, challan._id, challan.ver, [{ LineId: 'DL1', Qty: 1 }]));
    expect(kept.Challan).toMatchObject({ Sts: 'Invoiced', InvCost: 800 });
    const invoice = await invoiceOf(kept.InvoiceId);
    expect(invoice).toMatchObject({
      IntraState: false,
      POS: '27',
      BillTo: { Name: 'Pune Spares', GSTIN: '27AAPFU0939F1ZV' },
      Totals: { Taxable: 1200, CGST: 0, SGST: 0, IGST: 216, GrandTotal: 1416 },
    });
    const books = await trialBalance(owner, month);
    expect(moved(books, books0, 2120)).toBe(-21_600);
    expect(moved(books, books0, 1320)).toBe(-80_000);
    const gst = await gstr1(month);
    expect((gst.b2b?.Count ?? 0) - (gst0.b2b?.Count ?? 0)).toBe(1);
    expect((gst.b2b?.IGST ?? 0) - (gst0.b2b?.IGST ?? 0)).toBe(216);
    // The HSN summary counts the pads in their own unit (SET), not in numbers.
    const sets = (rows: HsnRow[]) =>
      rows.filter((r) => r.hsn_sc === '87083000' && r.uqc === 'SET' && r.rt === 18).reduce((n, r) => n + r.qty, 0);
    expect(sets(gst.hsn) - sets(gst0.hsn)).toBe(1);

    // An invoice like any other: paid in full by its customer (Closed), then a credit note against it.
    const paid = await postPayment(owner, {
      Cust: pune._id,
      Type: 'UPI',
      Amount: 1416,
      Apply: [{ InvId: kept.InvoiceId, Amount: 1416 }],
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const closed = await invoiceOf(kept.InvoiceId);
    expect(closed).toMatchObject({ Sts: 'Closed', Totals: { Paid: 1416, Due: 0 } });
    const note = await invoke<{ CreditNote: { Totals: { GrandTotal: number; IGST: number } } }>(
      invoicesRoutes.invoiceAction,
      {
        token: owner,
        params: { Id: kept.InvoiceId, Action: 'CreditNote' },
        body: { ver: closed.ver, Reason: 'One set returned damaged' },
      },
    );
    expect(note.status, JSON.stringify(note.body)).toBe(200);
    expect(note.body.CreditNote.Totals).toMatchObject({ GrandTotal: 1416, IGST: 216 });
  });
});

describe('kept in part, the rest back', () => {
  it('one filter kept and two back: Invoiced, the cost shared out to the paisa between 5000 and the stock', async () => {
    // Three filters out at 300 each; one kept, two back: 300 to 5000, 600 back into stock.
    const challan = await challanMade(owner, onApproval(velu, [{ ItemId: FILTER, Qty: 3, Rate: 449.5 }]));
    const month = challan.Date.slice(0, 7);
    const books0 = await trialBalance(owner, month);
    const kept = await ok(convertAs(owner, challan._id, challan.ver, [{ LineId: 'DL1', Qty: 1 }]));
    expect(kept.Challan).toMatchObject({ Sts: 'Partially Invoiced', InvCost: 300, OutValue: 600 });
    const back = await ok(returnAs(owner, challan._id, kept.Challan.ver, [{ LineId: 'DL1', Qty: 2 }]));
    expect(back).toMatchObject({ Sts: 'Invoiced', RetCost: 600, InvCost: 300, OutValue: 0 });
    expect(back.Lines[0]).toMatchObject({ Returned: 2, Invoiced: 1, Out: 0 });
    const books = await trialBalance(owner, month);
    expect(moved(books, books0, 1320)).toBe(-90_000);
    expect(moved(books, books0, 5000)).toBe(30_000);
    expect(moved(books, books0, 1300)).toBe(60_000);
  });
});

describe('refusals write nothing', () => {
  it('more than is out, a line not on it, a stale ver, no right to invoice, the wrong status or purpose', async () => {
    const challan = await challanMade(owner, onApproval(velu, [{ ItemId: PADS, Qty: 2, Rate: 1200 }]));
    const [draft, jobWork, cancelled] = await Promise.all([
      challanMade(owner, { ...onApproval(velu, [{ ItemId: PADS, Qty: 1, Rate: 1200 }]), Issue: false }),
      challanMade(owner, { ...onApproval(velu, [{ ItemId: FILTER, Qty: 1, Rate: 300 }]), Purpose: 'JobWork' }),
      challanMade(owner, onApproval(velu, [{ ItemId: FILTER, Qty: 1, Rate: 300 }])),
    ]);
    const gone = await ok(cancelAs(owner, cancelled._id, cancelled.ver));
    const before = await snapshotOrganisation(org.orgId);
    expectRefused(
      await convertAs(owner, challan._id, challan.ver, [{ LineId: 'DL1', Qty: 3 }]),
      400,
      SalesInvoiceMessages.overInvoice('2 SET', 'Brake pad set'),
    );
    expectRefused(
      await convertAs(owner, challan._id, challan.ver, [{ LineId: 'DL7', Qty: 1 }]),
      400,
      ChallanMessages.lineUnknown('DL7'),
    );
    expectRefused(
      await convertAs(owner, challan._id, challan.ver - 1, [{ LineId: 'DL1', Qty: 1 }]),
      409,
      ChallanMessages.changed,
    );
    expectRefused(await convertAs(cashier, challan._id, challan.ver, [{ LineId: 'DL1', Qty: 1 }]), 403);
    expectRefused(
      await convertAs(clerk, challan._id, challan.ver, [{ LineId: 'DL1', Qty: 1 }]),
      403,
      SalesInvoiceMessages.notAllowed,
    );
    expectRefused(
      await convertAs(owner, draft._id, draft.ver, [{ LineId: 'DL1', Qty: 1 }]),
      400,
      SalesInvoiceMessages.challanNotOut('Draft'),
    );
    expectRefused(
      await convertAs(owner, jobWork._id, jobWork.ver, [{ LineId: 'DL1', Qty: 1 }]),
      400,
      SalesInvoiceMessages.challanNotOnApproval('Job work'),
    );
    expectRefused(
      await convertAs(owner, gone._id, gone.ver, [{ LineId: 'DL1', Qty: 1 }]),
      400,
      SalesInvoiceMessages.challanNotOut('Cancelled'),
    );
    expect(await snapshotOrganisation(org.orgId)).toBe(before);
    expect(await readAs(owner, challan._id)).toMatchObject({ body: { Sts: 'Issued', ver: challan.ver } });
  });

  it('two conversions of the last unit at once: one invoice, the other 409, the cost moved once', async () => {
    const challan = await challanMade(owner, onApproval(velu, [{ ItemId: FILTER, Qty: 1, Rate: 449.5 }]));
    const month = challan.Date.slice(0, 7);
    const books0 = await trialBalance(owner, month);
    const both = await Promise.all([
      convertAs(owner, challan._id, challan.ver, [{ LineId: 'DL1', Qty: 1 }]),
      convertAs(owner, challan._id, challan.ver, [{ LineId: 'DL1', Qty: 1 }]),
    ]);
    expect(both.map((a) => a.status).sort()).toEqual([200, 409]);
    const read = await ok(readAs(owner, challan._id));
    expect(read).toMatchObject({ Sts: 'Invoiced', InvCost: 300 });
    expect(read.Invoices).toHaveLength(1);
    const books = await trialBalance(owner, month);
    expect(moved(books, books0, 1320)).toBe(-30_000);
    expect(moved(books, books0, 5000)).toBe(30_000);
    expect(moved(books, books0, 4100)).toBe(-44_950);
  });
});
