import { beforeAll, describe, expect, it } from 'vitest';
import { booksRoutes } from '@shared/api/routes/books';
import { packageRoutes } from '@shared/api/routes/packages';
import { partiesRoutes } from '@shared/api/routes/parties';
import { usersRoutes } from '@shared/api/routes/users';
import type { BooksCheckAnswer } from '@shared/books/books-check';
import { FulfilmentMessages } from '@shared/fulfilment/fulfilment-messages';
import { InventoryMessages } from '@shared/inventory/inventory-messages';
import type { Party } from '@shared/parties/party-schemas';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import type { SalesDocAnswer } from '@shared/sales-orders/so-schemas';
import type { Role } from '@shared/users/role-schemas';
import { EwayBillMessages } from '@shared/gst/returns/eway-bill-messages';
import { ewayBillLayout } from '@shared/gst/returns/testing/eway-bill-layout';
import { checkStockInvariant } from '../data/inventory/stock-invariant';
import { inBranch } from '../test/challan-test-kit';
import {
  approvedOrder,
  deliverAs,
  fulfilmentOf,
  invoiceAs,
  ok,
  packageOf,
  packAs,
  shipAs,
} from '../test/fulfilment-test-kit';
import { adjusted, createWarehouse, expectRefused } from '../test/inventory-test-kit';
import { invoke } from '../test/invoke';
import { salePart, stockOf, trialBalance } from '../test/sales-return-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';
import { fresh, login } from '../test/users-test-kit';

/**
 * Packages, shipments, delivery and invoicing of a sales order (docs/sales-fulfilment.md) through the real
 * handlers against DynamoDB Local, on the parts branch (Sales on, Tamil Nadu): a package of part of an order,
 * shipped (stock out at cost, Dr 5000 / Cr 1300), delivered, invoiced in part and then in whole, figures to
 * the paisa; refusals that write nothing; two shipments of the last units at once.
 */

let org: TestOrganisation;
let owner: string;
let noFlag: string;
let wh: Warehouse;
let customer: Party;

const PADS = 'PRT8401';
const FILTER = 'PRT8402';
const BELT = 'PRT8403';
const ALTERNATOR = 'PRT8404';

beforeAll(async () => {
  const first = await organisationWithLogins(['owner'] as const);
  org = first.org;
  owner = await inBranch(first.tokens.owner, org.partsBranchId);
  wh = await createWarehouse(owner, 'Hosur Dispatch');
  await Promise.all([
    salePart(org.orgId, { _id: PADS, PCode: 'BP-3001', Desc: 'Brake pad set', UoM: 'SET', UnPr: 1200, TCode: 106 }),
    salePart(org.orgId, { _id: FILTER, PCode: 'OF-33', Desc: 'Oil filter', UoM: 'NOS', UnPr: 449.5, TCode: 103 }),
    salePart(org.orgId, { _id: BELT, PCode: 'FB-12', Desc: 'Fan belt', UoM: 'NOS', UnPr: 650, TCode: 106 }),
    salePart(org.orgId, { _id: ALTERNATOR, PCode: 'AL-90', Desc: 'Alternator', UoM: 'NOS', UnPr: 60_000, TCode: 106 }),
  ]);
  await adjusted(owner, [
    { ItemId: PADS, WhId: wh._id, Qty: 10, UnCost: 800 },
    { ItemId: FILTER, WhId: wh._id, Qty: 20, UnCost: 300 },
    { ItemId: BELT, WhId: wh._id, Qty: 3, UnCost: 400 },
    { ItemId: ALTERNATOR, WhId: wh._id, Qty: 2, UnCost: 40_000 },
  ]);
  customer = await ok(
    invoke<Party>(partiesRoutes.createCustomer, {
      token: owner,
      body: {
        DName: 'Velu Motors',
        Cons: { Phones: { Main: '9845012311' } },
        BAdd: { A1: '12 Bagalur Road', Ct: 'Hosur', St: 'Tamil Nadu', Pin: '635109' },
      },
    }),
  );
  // A sales clerk who may pack (Sales SO U) but not ship (no PkgShp).
  const role = await ok(
    invoke<Role>(usersRoutes.createRole, {
      token: owner,
      body: {
        Name: 'Packer',
        Access: { Sales: { Access: true, SO: 'CRU' }, Accounting: { Access: true, Invoice: 'CR' } },
      },
    }),
  );
  const who = fresh('packer');
  await ok(
    invoke(usersRoutes.createUser, {
      token: owner,
      body: {
        ...who,
        Name: 'Packing Clerk',
        Password: 'packer-pass-1',
        DefEntId: org.partsBranchId,
        RoleId: role.RoleId,
      },
    }),
  );
  noFlag = await login(org, who.UserName, 'packer-pass-1');
}, 120_000);

const sold = (so: SalesDocAnswer, itemId: string) => so.Lines.find((l) => l.ItemId === itemId)!._id;

describe('an order of two lines packed, shipped, delivered and invoiced in parts', () => {
  it('moves stock out at cost at shipment, and invoices what was shipped to the paisa', async () => {
    const so = await approvedOrder(owner, customer._id, wh._id, [
      { ItemId: PADS, Qty: 4, UnPr: 1200 },
      { ItemId: FILTER, Qty: 6, UnPr: 449.5 },
    ]);
    const [padsLine, filterLine] = [sold(so, PADS), sold(so, FILTER)];
    // Over-pack: refused naming the line, nothing written (the order's ver stays, no number taken).
    expectRefused(
      await packAs(owner, so, wh._id, [{ LineId: padsLine, Qty: 5 }]),
      400,
      FulfilmentMessages.overPack('4 SET', 'Brake pad set'),
    );
    const pkg = await ok(
      packAs(owner, so, wh._id, [
        { LineId: padsLine, Qty: 2 },
        { LineId: filterLine, Qty: 6 },
      ]),
    );
    expect(pkg.Num).toMatch(/^PKG\/\d{4}\/0*1$/);
    expect(pkg).toMatchObject({ Sts: 'Not Shipped', PkgSts: 'Fulfilled', SoNum: so.Num, EwayBillDue: false });
    // Packing moves no stock.
    expect(await stockOf(owner, wh._id, PADS)).toEqual({ OnHand: 10, Value: 8000 });
    // A stale order ver: 409.
    expectRefused(await packAs(owner, so, wh._id, [{ LineId: padsLine, Qty: 1 }]), 409, FulfilmentMessages.soChanged);

    const month = pkg.Date.slice(0, 7);
    const books0 = await trialBalance(owner, month);
    expectRefused(await shipAs(noFlag, pkg), 403, FulfilmentMessages.noShipRight);
    const shipped = await ok(shipAs(owner, pkg));
    // 2 × 800 + 6 × 300 = 3,400 at cost.
    expect(shipped).toMatchObject({ Sts: 'Shipped', PkgSts: 'Shipped', Cost: 3400 });
    expect(await stockOf(owner, wh._id, PADS)).toEqual({ OnHand: 8, Value: 6400 });
    expect(await stockOf(owner, wh._id, FILTER)).toEqual({ OnHand: 14, Value: 4200 });
    const books1 = await trialBalance(owner, month);
    expect((books1[5000] ?? 0) - (books0[5000] ?? 0)).toBe(340_000);
    expect((books1[1300] ?? 0) - (books0[1300] ?? 0)).toBe(-340_000);
    expect((books1[4100] ?? 0) - (books0[4100] ?? 0)).toBe(0);
    // A stale package ver: 409; shipped once only.
    expectRefused(await shipAs(owner, pkg), 409, FulfilmentMessages.packageChanged);

    let ful = await fulfilmentOf(owner, so._id);
    expect(ful).toMatchObject({ Sts: 'Shipped', Packages: 'Partially Shipped' });
    // Invoice more than shipped: refused, nothing written.
    expectRefused(
      await invoiceAs(owner, { _id: so._id, ver: ful.ver }, [{ LineId: padsLine, Qty: 3 }]),
      400,
      FulfilmentMessages.overInvoice('2 SET', 'Brake pad set'),
    );
    expectRefused(await deliverAs(noFlag, shipped), 403, FulfilmentMessages.noShipRight);
    const delivered = await ok(deliverAs(owner, shipped));
    expect(delivered).toMatchObject({ Sts: 'Delivered' });
    ful = await fulfilmentOf(owner, so._id);
    expect(ful.Lines.map((l) => [l.Ordered, l.Packed, l.Shipped, l.Delivered, l.Invoiced])).toEqual([
      [4, 2, 2, 2, 0],
      [6, 6, 6, 6, 0],
    ]);

    // Part: 2 sets of pads, 2 × 1,200 = 2,400 taxable, 18% within the state: 216 + 216.
    const part = await ok(invoiceAs(owner, { _id: so._id, ver: ful.ver }, [{ LineId: padsLine, Qty: 2 }]));
    expect(part.InvoiceNum).toMatch(/^INV\//);
    expect(part.Fulfilment).toMatchObject({ Sts: 'Partially Invoiced' });
    // The order's ver shown before that invoice: 409, no second invoice.
    expectRefused(
      await invoiceAs(owner, { _id: so._id, ver: ful.ver }, [{ LineId: padsLine, Qty: 1 }]),
      409,
      FulfilmentMessages.soChanged,
    );
    const books2 = await trialBalance(owner, month);
    expect((books2[4100] ?? 0) - (books1[4100] ?? 0)).toBe(-240_000);
    expect((books2[1200] ?? 0) - (books1[1200] ?? 0)).toBe(283_200);
    // The cost left at shipment: the invoice posts none.
    expect((books2[5000] ?? 0) - (books1[5000] ?? 0)).toBe(0);

    // The rest: 2 more sets packed and shipped, then everything left invoiced.
    const second = await ok(
      packAs(owner, { _id: so._id, ver: part.Fulfilment.ver }, wh._id, [{ LineId: padsLine, Qty: 2 }]),
    );
    expect(second.Num).toMatch(/^PKG\/\d{4}\/0*2$/);
    await ok(shipAs(owner, second));
    ful = await fulfilmentOf(owner, so._id);
    expect(ful.Packages).toBe('Shipped');
    const rest = await ok(
      invoiceAs(owner, { _id: so._id, ver: ful.ver }, [
        { LineId: padsLine, Qty: 2 },
        { LineId: filterLine, Qty: 6 },
      ]),
    );
    expect(rest.Fulfilment).toMatchObject({ Sts: 'Invoiced' });
    expect(rest.Fulfilment.Invoices.map((i) => i.Num)).toEqual([part.InvoiceNum, rest.InvoiceNum]);
    const books3 = await trialBalance(owner, month);
    // 2 × 1,200 + 6 × 449.50 = 5,097 taxable; the two invoices together are the order's goods to the paisa.
    expect((books3[4100] ?? 0) - (books2[4100] ?? 0)).toBe(-509_700);
    expect(-((books3[4100] ?? 0) - (books0[4100] ?? 0))).toBe(Math.round(so.Taxable * 100));
    expect((books3[1200] ?? 0) - (books0[1200] ?? 0)).toBe(Math.round(so.GrandTotal * 100));
    expect((books3[5000] ?? 0) - (books0[5000] ?? 0)).toBe(340_000 + 160_000);
    // A wholly invoiced order takes no more packages.
    expectRefused(
      await packAs(owner, { _id: so._id, ver: rest.Fulfilment.ver }, wh._id, [{ LineId: padsLine, Qty: 1 }]),
      400,
    );
    const check = await ok(invoke<BooksCheckAnswer>(booksRoutes.booksCheck, { token: owner }));
    expect(check.Checks.filter((c) => !c.Ok)).toEqual([]);
    expect((await checkStockInvariant(org.orgId, org.partsBranchId)).breaches).toEqual([]);
  });
});

describe('refusals and races at shipment', () => {
  it('shipping more than is in stock is refused and writes nothing', async () => {
    const so = await approvedOrder(owner, customer._id, wh._id, [{ ItemId: FILTER, Qty: 30, UnPr: 449.5 }]);
    const pkg = await ok(packAs(owner, so, wh._id, [{ LineId: so.Lines[0]!._id, Qty: 30 }]));
    const before = await stockOf(owner, wh._id, FILTER);
    const refused = expectRefused(await shipAs(owner, pkg), 400);
    expect(refused.message).toBe(InventoryMessages.insufficientQuantity);
    expect(await stockOf(owner, wh._id, FILTER)).toEqual(before);
    expect(await packageOf(owner, pkg._id)).toMatchObject({ Sts: 'Not Shipped', ver: pkg.ver });
    expect((await fulfilmentOf(owner, so._id)).Sts).toBe('Approved');
  });

  it('two shipments of the last units at once: one ships, the other is refused, the stock out once', async () => {
    const so = await approvedOrder(owner, customer._id, wh._id, [{ ItemId: BELT, Qty: 6, UnPr: 650 }]);
    const line = so.Lines[0]!._id;
    const a = await ok(packAs(owner, so, wh._id, [{ LineId: line, Qty: 3 }]));
    const ful = await fulfilmentOf(owner, so._id);
    const b = await ok(packAs(owner, { _id: so._id, ver: ful.ver }, wh._id, [{ LineId: line, Qty: 3 }]));
    const both = await Promise.all([shipAs(owner, a), shipAs(owner, b)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(await stockOf(owner, wh._id, BELT)).toEqual({ OnHand: 0, Value: 0 });
    const after = await fulfilmentOf(owner, so._id);
    expect(after.Lines[0]).toMatchObject({ Packed: 6, Shipped: 3 });
    expect((await checkStockInvariant(org.orgId, org.partsBranchId)).breaches).toEqual([]);
  });

  it('two packs of one order at the same ver: one is packed, the other answers 409 and takes no number', async () => {
    const so = await approvedOrder(owner, customer._id, wh._id, [{ ItemId: PADS, Qty: 2, UnPr: 1200 }]);
    const line = so.Lines[0]!._id;
    const both = await Promise.all([
      packAs(owner, so, wh._id, [{ LineId: line, Qty: 2 }]),
      packAs(owner, so, wh._id, [{ LineId: line, Qty: 2 }]),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await fulfilmentOf(owner, so._id)).Lines[0]).toMatchObject({ Packed: 2 });
    const packed = both.find((r) => r.status === 200)!.body;
    const n = Number(packed.Num.split('/').at(-1));
    const next = await approvedOrder(owner, customer._id, wh._id, [{ ItemId: PADS, Qty: 1, UnPr: 1200 }]);
    const after = await ok(packAs(owner, next, wh._id, [{ LineId: next.Lines[0]!._id, Qty: 1 }]));
    expect(Number(after.Num.split('/').at(-1))).toBe(n + 1);
  });

  it('another organisation sees no package', async () => {
    const other = await organisationWithLogins(['owner'] as const);
    const token = await inBranch(other.tokens.owner, other.org.partsBranchId);
    const page = await ok(invoke<{ Items: unknown[] }>(packageRoutes.packages, { token, query: {} }));
    expect(page.Items).toEqual([]);
  });
});

describe('the e-way bill file of a shipment', () => {
  it('of a shipped package above ₹50,000 with tax fits the portal’s layout; not before shipment, not below', async () => {
    const so = await approvedOrder(owner, customer._id, wh._id, [{ ItemId: ALTERNATOR, Qty: 1, UnPr: 60_000 }]);
    const pkg = await ok(packAs(owner, so, wh._id, [{ LineId: so.Lines[0]!._id, Qty: 1 }]));
    expect(pkg.EwayBillDue).toBe(true);
    const query = { Mode: 'Road', Distance: '12', VehicleNo: 'TN 70 AB 1234' };
    const early = await invoke(packageRoutes.packageEwayBill, { token: owner, params: { Id: pkg._id }, query });
    expectRefused(early, 400, FulfilmentMessages.ewayBillNotShipped);
    await ok(shipAs(owner, pkg));
    const answer = await invoke<Record<string, unknown>>(packageRoutes.packageEwayBill, {
      token: owner,
      params: { Id: pkg._id },
      query,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(ewayBillLayout.safeParse(answer.body).success).toBe(true);
    expect((answer.body as { billLists: Record<string, unknown>[] }).billLists[0]).toMatchObject({
      docType: 'CHL',
      docNo: pkg.Num,
      supplyType: 'O',
      subSupplyType: 1,
      totalValue: 60_000,
      cgstValue: 5_400,
      sgstValue: 5_400,
      totInvValue: 70_800,
      toTrdName: 'Velu Motors',
      toPincode: 635109,
      transporterName: 'VRL Logistics',
    });
    const small = await approvedOrder(owner, customer._id, wh._id, [{ ItemId: PADS, Qty: 1, UnPr: 1200 }]);
    const little = await ok(packAs(owner, small, wh._id, [{ LineId: small.Lines[0]!._id, Qty: 1 }]));
    await ok(shipAs(owner, little));
    const refused = await invoke(packageRoutes.packageEwayBill, { token: owner, params: { Id: little._id }, query });
    expectRefused(refused, 400, EwayBillMessages.notNeeded('₹1,416.00'));
  });
});
