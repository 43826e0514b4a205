import { beforeAll, describe, expect, it } from 'vitest';
import { invoicesRoutes } from '@shared/api/routes/invoices';
import { partiesRoutes } from '@shared/api/routes/parties';
import { soReturnRoutes } from '@shared/api/routes/so-returns';
import { usersRoutes } from '@shared/api/routes/users';
import type { InvoiceAnswer } from '@shared/invoices/call-schemas';
import type { Party } from '@shared/parties/party-schemas';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import type { SalesDocAnswer } from '@shared/sales-orders/so-schemas';
import type { SoReturnableAnswer, SoReturnAnswer, SoReturnsPage } from '@shared/so-returns/so-return-schemas';
import { SoReturnMessages } from '@shared/so-returns/so-return-messages';
import type { Role } from '@shared/users/role-schemas';
import { createItem } from '../data/inventory/items-repo';
import { checkStockInvariant } from '../data/inventory/stock-invariant';
import { readItemTracking } from '../data/inventory/tracking-repo';
import { setWorkshopConfig } from '../test/catalogue-test-kit';
import { inBranch } from '../test/challan-test-kit';
import { approvedOrder, fulfilmentOf, invoiceAs, ok, packAs, shipAs } from '../test/fulfilment-test-kit';
import { adjusted, createWarehouse, expectRefused } from '../test/inventory-test-kit';
import { invoke } from '../test/invoke';
import { snapshotOrganisation } from '../test/org-snapshot';
import { salePart, stockOf, trialBalance } from '../test/sales-return-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';
import { fresh, login } from '../test/users-test-kit';

/**
 * Returns of a sales order's goods (docs/sales-returns-orders.md) through the real handlers against DynamoDB
 * Local, on the parts branch (Tamil Nadu): ship 3, invoice 3, return 1 — the credit note to the paisa within the
 * state and across, the goods back at the shipment's cost (not today's average), the trial balance, GSTR-1 and
 * the invoice's due; refusals that write nothing; two returns of the last unit at once.
 */

let org: TestOrganisation;
let owner: string;
let noFlag: string;
let noCredit: string;
let wh: Warehouse;
let velu: Party;
let pune: Party;

const PADS = 'PRT8501';
const CLUTCH = 'PRT8502';
const BULB = 'PRT8503';

beforeAll(async () => {
  const first = await organisationWithLogins(['owner'] as const);
  org = first.org;
  owner = await inBranch(first.tokens.owner, org.partsBranchId);
  wh = await createWarehouse(owner, 'Hosur Returns');
  await salePart(org.orgId, { _id: PADS, PCode: 'BP-5001', Desc: 'Brake pad set', UoM: 'SET', UnPr: 1200, TCode: 106 });
  await Promise.all([
    salePart(org.orgId, { _id: CLUTCH, PCode: 'CP-5002', Desc: 'Clutch plate', UoM: 'NOS', UnPr: 1200, TCode: 106 }),
    salePart(org.orgId, { _id: BULB, PCode: 'HB-5003', Desc: 'Headlamp bulb H4', UoM: 'NOS', UnPr: 1200, TCode: 106 }),
  ]);
  await adjusted(owner, [
    { ItemId: PADS, WhId: wh._id, Qty: 20, UnCost: 800 },
    { ItemId: CLUTCH, WhId: wh._id, Qty: 10, UnCost: 950 },
    { ItemId: BULB, WhId: wh._id, Qty: 5, UnCost: 700 },
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
    customer('Velu Motors', '9845012401', 'Tamil Nadu', 'Hosur'),
    customer('Pune Spares', '9845012402', 'Maharashtra', 'Pune', '27AAPFU0939F1ZV'),
  ]);
  const user = async (name: string, Access: Record<string, unknown>) => {
    const role = await ok(invoke<Role>(usersRoutes.createRole, { token: owner, body: { Name: name, Access } }));
    const who = fresh(name.toLowerCase());
    await ok(
      invoke(usersRoutes.createUser, {
        token: owner,
        body: { ...who, Name: name, Password: 'returns-pass-1', DefEntId: org.partsBranchId, RoleId: role.RoleId },
      }),
    );
    return login(org, who.UserName, 'returns-pass-1');
  };
  noFlag = await user('Clerk', { Sales: { Access: true, SO: 'CRU' }, Accounting: { Access: true, Invoice: 'CRU' } });
  noCredit = await user('Seller', {
    Sales: { Access: true, SO: 'CRU', SOReturn: true },
    Accounting: { Access: true, Invoice: 'CR' },
  });
}, 120_000);

/** The branch's balances match their movements, batches their balances. */
async function stockClean() {
  const check = await checkStockInvariant(org.orgId, org.partsBranchId);
  expect([check.breaches, check.tracking]).toEqual([[], []]);
}

const lineOf = (so: SalesDocAnswer) => so.Lines[0]!._id;

/** An order of `qty` pad sets to `cust`, shipped whole and invoiced whole: the order and its invoice. */
async function shippedAndInvoiced(cust: Party, qty: number, ItemId = PADS) {
  const so = await approvedOrder(owner, cust._id, wh._id, [{ ItemId, Qty: qty, UnPr: 1200 }]);
  const pkg = await ok(packAs(owner, so, wh._id, [{ LineId: lineOf(so), Qty: qty }]));
  const shipped = await ok(shipAs(owner, pkg));
  const ful = await fulfilmentOf(owner, so._id);
  const inv = await ok(invoiceAs(owner, { _id: so._id, ver: ful.ver }, [{ LineId: lineOf(so), Qty: qty }]));
  return { so, invId: inv.InvoiceId, ver: inv.Fulfilment.ver, cost: shipped.Cost ?? 0 };
}

const returnable = (Id: string) =>
  ok(invoke<SoReturnableAnswer>(soReturnRoutes.salesOrderReturnable, { token: owner, params: { Id } }));
const returnAs = (
  token: string,
  Id: string,
  body: { ver: number; InvId: string; Lines: { LineId: string; Qty: number }[] },
) =>
  invoke<SoReturnAnswer>(soReturnRoutes.returnSalesOrderGoods, {
    token,
    params: { Id },
    body: { ...body, Reason: 'Wrong size' },
  });
const invoiceOf = (Id: string) => ok(invoke<InvoiceAnswer>(invoicesRoutes.invoice, { token: owner, params: { Id } }));

type Gstr1Row = { Section: string; Count: number; Taxable: number; IGST: number; CGST: number; SGST: number };
async function gstr1(month: string): Promise<Partial<Record<string, Gstr1Row>>> {
  const answer = await ok(
    invoke<{ Summary: Gstr1Row[] }>(invoicesRoutes.gstr1, { token: owner, query: { Period: month } }),
  );
  return Object.fromEntries(answer.Summary.map((r) => [r.Section, r]));
}
const moved = (after: Record<string, number>, before: Record<string, number>, code: number) =>
  (after[code] ?? 0) - (before[code] ?? 0);

describe('goods of a sales order returned against its invoice', () => {
  it('within the state: a Rule 53 note to the paisa, the goods back at the shipment’s cost, the books', async () => {
    const { so, invId, ver } = await shippedAndInvoiced(velu, 3);
    const IP = (await returnable(so._id)).Invoices[0]!.Lines[0]!.LineId;
    // Stock after shipping 3 of 20 at ₹800: 17 (₹13,600); 5 more at ₹1,100 move the average, not the return's cost.
    await adjusted(owner, [{ ItemId: PADS, WhId: wh._id, Qty: 5, UnCost: 1100 }]);
    expect(await stockOf(owner, wh._id, PADS)).toEqual({ OnHand: 22, Value: 19_100 });
    const invoice0 = await invoiceOf(invId);
    expect(invoice0.Totals).toMatchObject({ GrandTotal: 4248, Due: 4248 });
    const month = invoice0.InvDate.slice(0, 7);
    const [books0, gst0] = await Promise.all([trialBalance(owner, month), gstr1(month)]);

    // Refusals, each writing nothing.
    const notInvoiced = await approvedOrder(owner, velu._id, wh._id, [{ ItemId: PADS, Qty: 1, UnPr: 1200 }]);
    const notInvoicedVer = (await fulfilmentOf(owner, notInvoiced._id)).ver;
    const before = await snapshotOrganisation(org.orgId);
    const body = { ver, InvId: invId, Lines: [{ LineId: IP, Qty: 1 }] };
    expectRefused(
      await returnAs(owner, so._id, { ...body, Lines: [{ LineId: IP, Qty: 4 }] }),
      400,
      SoReturnMessages.overReturn('3 SET', 'Brake pad set'),
    );
    expectRefused(await returnAs(noFlag, so._id, body), 403, SoReturnMessages.noFlag);
    expectRefused(await returnAs(noCredit, so._id, body), 403, SoReturnMessages.noCreditRight);
    expectRefused(await returnAs(owner, so._id, { ...body, ver: ver - 1 }), 409, SoReturnMessages.soChanged);
    expectRefused(
      await returnAs(owner, so._id, { ...body, Lines: [{ LineId: 'IP9', Qty: 1 }] }),
      400,
      SoReturnMessages.lineUnknown('IP9'),
    );
    expectRefused(
      await returnAs(owner, notInvoiced._id, { ...body, ver: notInvoicedVer }),
      409,
      SoReturnMessages.notInvoiced,
    );
    expect(await snapshotOrganisation(org.orgId)).toBe(before);

    const done = await ok(returnAs(owner, so._id, body));
    expect(done.CreditNoteNum).toMatch(/^CN\//);
    // 1 × 1,200 at 18% within the state: 108 + 108 = 1,416; the goods back at the shipment's ₹800.
    expect(done.Return).toMatchObject({ SoNum: so.Num, Total: 1416, Cost: 800, CustName: 'Velu Motors' });
    expect(await stockOf(owner, wh._id, PADS)).toEqual({ OnHand: 23, Value: 19_900 });
    const books1 = await trialBalance(owner, month);
    expect(moved(books1, books0, 1300)).toBe(80_000);
    expect(moved(books1, books0, 5000)).toBe(-80_000);
    expect(moved(books1, books0, 4100)).toBe(120_000);
    expect(moved(books1, books0, 2100)).toBe(10_800);
    expect(moved(books1, books0, 2110)).toBe(10_800);
    expect(moved(books1, books0, 1200)).toBe(-141_600);
    // The invoice's due fell by the note.
    expect((await invoiceOf(invId)).Totals).toMatchObject({ Due: 2832 });
    // GSTR-1: a note to a buyer without a GSTIN within the state lowers b2cs.
    const gst1 = await gstr1(month);
    const taxable = (r?: Gstr1Row) => r?.Taxable ?? 0;
    expect(taxable(gst1.b2cs) - taxable(gst0.b2cs)).toBe(-1200);
    // What is left to return, the order's list, the branch's list.
    const left = await returnable(so._id);
    expect(left.Invoices[0]!.Lines[0]).toMatchObject({ Invoiced: 3, Returned: 1, Left: 2 });
    expect(left.Returns.map((r) => r.Num)).toEqual([done.CreditNoteNum]);
    const list = await ok(invoke<SoReturnsPage>(soReturnRoutes.salesOrderReturns, { token: owner, query: {} }));
    expect(list.Items[0]).toMatchObject({ Num: done.CreditNoteNum, InvId: invId, Total: 1416 });
    // Two more back: everything, the invoice then has nothing due and closes; a fourth is refused.
    const rest = await ok(returnAs(owner, so._id, { ...body, ver: left.ver, Lines: [{ LineId: IP, Qty: 2 }] }));
    expect(rest.Return).toMatchObject({ Total: 2832, Cost: 1600 });
    const closed = await invoiceOf(invId);
    expect([closed.Sts, closed.Totals.Due]).toEqual(['Closed', 0]);
    const last = await returnable(so._id);
    expectRefused(
      await returnAs(owner, so._id, { ...body, ver: last.ver }),
      400,
      SoReturnMessages.allReturned('Brake pad set'),
    );
    await stockClean();
  });

  it('across states: IGST on the note, counted in GSTR-1 cdnr with the buyer’s GSTIN', async () => {
    const { so, invId, ver } = await shippedAndInvoiced(pune, 3, CLUTCH);
    const IP = (await returnable(so._id)).Invoices[0]!.Lines[0]!.LineId;
    const month = (await invoiceOf(invId)).InvDate.slice(0, 7);
    const [books0, gst0] = await Promise.all([trialBalance(owner, month), gstr1(month)]);
    const done = await ok(returnAs(owner, so._id, { ver, InvId: invId, Lines: [{ LineId: IP, Qty: 1 }] }));
    // 1,200 × 18% IGST = 216: 1,416.
    expect(done.Return).toMatchObject({ Total: 1416, Cost: 950 });
    const books1 = await trialBalance(owner, month);
    expect(moved(books1, books0, 2120)).toBe(21_600);
    expect(moved(books1, books0, 5000)).toBe(-95_000);
    expect(moved(books1, books0, 4100)).toBe(120_000);
    expect(moved(books1, books0, 1200)).toBe(-141_600);
    expect(moved(books1, books0, 1300)).toBe(95_000);
    const gst1 = await gstr1(month);
    expect((gst1.cdnr?.Taxable ?? 0) - (gst0.cdnr?.Taxable ?? 0)).toBe(1200);
    expect((gst1.cdnr?.IGST ?? 0) - (gst0.cdnr?.IGST ?? 0)).toBe(216);
    expect((gst1.cdnr?.Count ?? 0) - (gst0.cdnr?.Count ?? 0)).toBe(1);
  });

  it('two returns of the last unit at once: one returns it, the other is refused; stock back once', async () => {
    const { so, invId, ver } = await shippedAndInvoiced(velu, 1, BULB);
    const IP = (await returnable(so._id)).Invoices[0]!.Lines[0]!.LineId;
    const stock0 = await stockOf(owner, wh._id, BULB);
    const body = { ver, InvId: invId, Lines: [{ LineId: IP, Qty: 1 }] };
    const answers = await Promise.all([returnAs(owner, so._id, body), returnAs(owner, so._id, body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await stockOf(owner, wh._id, BULB)).toEqual({ OnHand: stock0.OnHand + 1, Value: stock0.Value + 700 });
    expect((await returnable(so._id)).Returns).toHaveLength(1);
    await stockClean();
  });

  it('a batch item’s goods go back to the batches shipped, the last taken first', async () => {
    const OIL = 'PRT8504';
    // The parts branch tracks batches (the kit's setter, pointed at that branch).
    await setWorkshopConfig({ ...org, workshopId: org.partsBranchId }, ['Inventory', 'Features', 'BN'], true);
    await salePart(org.orgId, {
      _id: OIL,
      PCode: 'EO-5004',
      Desc: 'Engine oil 1 L',
      UoM: 'NOS',
      UnPr: 1200,
      TCode: 106,
    });
    await createItem(org.orgId, org.partsBranchId, { ItemId: OIL, Track: 'BN', Act: true, CrBy: 'test' });
    await adjusted(owner, [{ ItemId: OIL, WhId: wh._id, Qty: 2, UnCost: 420, Batch: 'OIL-A', Exp: '2030-01-31' }]);
    await adjusted(owner, [{ ItemId: OIL, WhId: wh._id, Qty: 3, UnCost: 420, Batch: 'OIL-B', Exp: '2031-12-31' }]);
    const batches = async () =>
      Object.fromEntries(
        (await readItemTracking(org.orgId, org.partsBranchId, OIL)).batches.map((b) => [b.Batch, b.OnHand]),
      );
    // Shipped 3, first expiring first: OIL-A 2, OIL-B 1.
    const { so, invId, ver } = await shippedAndInvoiced(velu, 3, OIL);
    expect(await batches()).toMatchObject({ 'OIL-B': 2000 });
    const IP = (await returnable(so._id)).Invoices[0]!.Lines[0]!.LineId;
    await ok(returnAs(owner, so._id, { ver, InvId: invId, Lines: [{ LineId: IP, Qty: 2 }] }));
    // Back: OIL-B 1 (the last taken), then OIL-A 1.
    expect(await batches()).toMatchObject({ 'OIL-A': 1000, 'OIL-B': 3000 });
    await stockClean();
  });
});
