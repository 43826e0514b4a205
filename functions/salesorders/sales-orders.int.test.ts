import { beforeAll, describe, expect, it } from 'vitest';
import { partiesRoutes } from '@shared/api/routes/parties';
import { salesOrderRoutes as R } from '@shared/api/routes/sales-orders';
import { usersRoutes } from '@shared/api/routes/users';
import type { Party } from '@shared/parties/party-schemas';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import type { SalesDocAnswer, SalesDocsPage } from '@shared/sales-orders/so-schemas';
import { SalesOrderMessages as M } from '@shared/sales-orders/so-messages';
import type { Role } from '@shared/users/role-schemas';
import { readSalesOrder, salesOrderHeadWrites } from '../data/sales-orders/so-writes';
import { transact } from '../data/table/transact';
import { inBranch, ok } from '../test/challan-test-kit';
import { adjusted, createWarehouse, expectRefused } from '../test/inventory-test-kit';
import { invoke } from '../test/invoke';
import { salePart } from '../test/sales-return-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';
import { fresh, login } from '../test/users-test-kit';

/**
 * Sales orders and sales estimates (docs/sales-orders.md) through the real
 * handler against DynamoDB Local, in the parts branch (Sales on, Tamil Nadu):
 * figures to the paisa with IGST for a buyer in Karnataka, create → approve →
 * convert, refusals that write nothing (discount without Disc, approve without
 * ApprSO, edit of an approved order without EdApprSO, a stale ver), another
 * organisation sees nothing, 20 parallel creates take 20 consecutive numbers.
 */

let org: TestOrganisation;
let owner: string;
let clerk: string;
let otherOwner: string;
let wh: Warehouse;
let local: Party;
let karnataka: Party;

const PADS = 'PRT8401';
const FILTER = 'PRT8402';

beforeAll(async () => {
  const first = await organisationWithLogins(['owner'] as const);
  org = first.org;
  owner = await inBranch(first.tokens.owner, org.partsBranchId);
  const other = await organisationWithLogins(['owner'] as const);
  otherOwner = await inBranch(other.tokens.owner, other.org.partsBranchId);
  wh = await createWarehouse(owner, 'Hosur Counter');
  await Promise.all([
    salePart(org.orgId, { _id: PADS, PCode: 'BP-2101', Desc: 'Brake pad set', UoM: 'SET', UnPr: 1200, TCode: 106 }),
    salePart(org.orgId, { _id: FILTER, PCode: 'OF-31', Desc: 'Oil filter', UoM: 'NOS', UnPr: 449.5, TCode: 103 }),
  ]);
  await adjusted(owner, [
    { ItemId: PADS, WhId: wh._id, Qty: 10, UnCost: 800 },
    { ItemId: FILTER, WhId: wh._id, Qty: 20, UnCost: 300 },
  ]);
  const customer = (DName: string, St: string, Pin: string, Main: string) =>
    ok(
      invoke<Party>(partiesRoutes.createCustomer, {
        token: owner,
        body: { DName, Cons: { Phones: { Main } }, BAdd: { A1: '1 Main Road', Ct: 'Town', St, Pin } },
      }),
    );
  [local, karnataka] = await Promise.all([
    customer('Velu Motors', 'Tamil Nadu', '635109', '9845012401'),
    customer('Bangalore Fleet Care', 'Karnataka', '560058', '9845012402'),
  ]);
  // A sales clerk: Sales SO and Est CRU, no approval, no edit of approved documents, no discount.
  const role = await ok(
    invoke<Role>(usersRoutes.createRole, {
      token: owner,
      body: { Name: 'Sales Clerk', Access: { Sales: { Access: true, SO: 'CRU', Est: 'CRU' } } },
    }),
  );
  const who = fresh('soclerk');
  await ok(
    invoke(usersRoutes.createUser, {
      token: owner,
      body: { ...who, Name: 'Sales Clerk', Password: 'clerk-pass-1', DefEntId: org.partsBranchId, RoleId: role.RoleId },
    }),
  );
  clerk = await login(org, who.UserName, 'clerk-pass-1');
});

const orderBody = (Cust: string) => ({
  Cust,
  WhId: wh._id,
  ExpDate: '2099-01-15',
  Lines: [
    { ItemId: PADS, Qty: 2 },
    { ItemId: FILTER, Qty: 3 },
  ],
});
const createOrder = (token: string, body: Record<string, unknown>) =>
  invoke<SalesDocAnswer>(R.createSalesOrder, { token, body: body as never });
const readOrder = (token: string, Id: string) => invoke<SalesDocAnswer>(R.salesOrder, { token, params: { Id } });
const approveOrder = (token: string, o: SalesDocAnswer) =>
  invoke<SalesDocAnswer>(R.approveSalesOrder, { token, params: { Id: o._id }, body: { ver: o.ver } });
const listOrders = (token: string, query: Record<string, unknown> = {}) =>
  invoke<SalesDocsPage>(R.salesOrders, { token, query: query as never });

describe('a sales order', () => {
  it('works its figures out to the paisa with IGST for a buyer in another state, and shows what is available', async () => {
    const order = await ok(createOrder(owner, orderBody(karnataka._id)));
    expect(order).toMatchObject({ Sts: 'New', POS: '29', IntraState: false, CustName: 'Bangalore Fleet Care' });
    expect(order.Num).toMatch(/^SO\/\d{4}\/\d{5}$/);
    // 2 × 1,200 at 18% IGST; 3 × 449.50 at 5% IGST (67.425 rounds to 67.43).
    expect(order.Lines.map((l) => [l._id, l.Taxable, l.CGST, l.SGST, l.IGST, l.Total, l.Avl])).toEqual([
      ['SO1', 2400, 0, 0, 432, 2832, 10],
      ['SO2', 1348.5, 0, 0, 67.43, 1415.93, 20],
    ]);
    // The branch rounds the total to the rupee (Acc.Round): 4,247.93 + 0.07.
    expect(order).toMatchObject({ Taxable: 3748.5, CGST: 0, SGST: 0, IGST: 499.43, Adjust: 0.07, GrandTotal: 4248 });
  });

  it('within the state splits CGST and SGST, and an approved order moves no stock', async () => {
    const order = await ok(createOrder(owner, orderBody(local._id)));
    expect(order).toMatchObject({ IntraState: true, POS: '33', CGST: 249.71, SGST: 249.71, IGST: 0 });
    const approved = await ok(approveOrder(owner, order));
    expect(approved.Sts).toBe('Approved');
    expect(approved.Lines.map((l) => l.Avl)).toEqual([10, 20]);
  });

  it('saves at its ver: what a save leaves out stays, a stale ver is 409 and writes nothing', async () => {
    const order = await ok(createOrder(owner, { ...orderBody(local._id), Notes: 'Deliver before noon', Sts: 'Draft' }));
    const saved = await ok(
      invoke<SalesDocAnswer>(R.saveSalesOrder, {
        token: owner,
        params: { Id: order._id },
        body: { ver: order.ver, ExpDate: '2099-02-01', Sts: 'New' },
      }),
    );
    expect(saved).toMatchObject({ Sts: 'New', ExpDate: '2099-02-01', Notes: 'Deliver before noon', ver: 2 });
    expect(saved.Lines.map((l) => l.Qty)).toEqual([2, 3]);
    const stale = await invoke(R.saveSalesOrder, {
      token: owner,
      params: { Id: order._id },
      body: { ver: order.ver, Notes: 'Too late' },
    });
    expectRefused(stale, 409, M.changed);
    expect((await ok(readOrder(owner, order._id))).Notes).toBe('Deliver before noon');
  });

  it('refuses a discount without the flag Disc, approval without ApprSO and editing an approved order without EdApprSO', async () => {
    const discounted = await createOrder(clerk, {
      ...orderBody(local._id),
      Lines: [{ ItemId: PADS, Qty: 1, Disc: 100 }],
    });
    expect(discounted.status).toBe(400);
    const before = await ok(listOrders(owner));
    const order = await ok(createOrder(clerk, orderBody(local._id)));
    expect((await ok(listOrders(owner))).Counts.New).toBe((before.Counts.New ?? 0) + 1);
    expectRefused(await approveOrder(clerk, order), 403, M.approveRight);
    const approved = await ok(approveOrder(owner, order));
    const edit = await invoke(R.saveSalesOrder, {
      token: clerk,
      params: { Id: order._id },
      body: { ver: approved.ver, Notes: 'More' },
    });
    expectRefused(edit, 403, M.editApproved);
    // The owner (module admin) holds EdApprSO: the approved order stays Approved after the edit.
    const edited = await ok(
      invoke<SalesDocAnswer>(R.saveSalesOrder, {
        token: owner,
        params: { Id: order._id },
        body: { ver: approved.ver, Lines: [{ _id: 'SO2', ItemId: FILTER, Qty: 4 }] },
      }),
    );
    expect(edited.Lines.map((l) => [l._id, l.Qty])).toEqual([['SO2', 4]]);
    expect(edited.Sts).toBe('Approved');
  });

  it('cancels and closes along the table of statuses, and lists newest first by status and customer', async () => {
    const a = await ok(createOrder(owner, orderBody(local._id)));
    const b = await ok(approveOrder(owner, await ok(createOrder(owner, orderBody(karnataka._id)))));
    const cancelled = await ok(
      invoke<SalesDocAnswer>(R.cancelSalesOrder, {
        token: owner,
        params: { Id: a._id },
        body: { ver: a.ver, Reason: 'Customer bought elsewhere' },
      }),
    );
    expect(cancelled).toMatchObject({ Sts: 'Cancelled', Reason: 'Customer bought elsewhere' });
    const again = await invoke(R.closeSalesOrder, {
      token: owner,
      params: { Id: a._id },
      body: { ver: cancelled.ver, Reason: 'x' },
    });
    expect(again.status).toBe(400);
    const closed = await ok(
      invoke<SalesDocAnswer>(R.closeSalesOrder, {
        token: owner,
        params: { Id: b._id },
        body: { ver: b.ver, Reason: 'Rest not needed' },
      }),
    );
    expect(closed.Sts).toBe('Closed');
    const recent = await ok(listOrders(owner, { Limit: 2 }));
    expect(recent.Items.map((i) => i._id)).toEqual([b._id, a._id]);
    expect(recent.Next).toBeDefined();
    const onlyClosed = await ok(listOrders(owner, { Sts: 'Closed' }));
    expect(onlyClosed.Items.map((i) => i._id)).toEqual([b._id]);
    const theirs = await ok(listOrders(owner, { Cust: karnataka._id }));
    expect(theirs.Items.every((i) => i.Cust === karnataka._id)).toBe(true);
    const byNumber = await ok(listOrders(owner, { Q: b.Num }));
    expect(byNumber.Items.map((i) => i.Num)).toEqual([b.Num]);
    const audit = await ok(
      invoke<{ Items: { Action: string }[] }>(R.salesOrderAudit, { token: owner, params: { Id: b._id } }),
    );
    expect(audit.Items.map((i) => i.Action).sort()).toEqual(['Approve', 'Close', 'Create']);
  });

  it('keeps what fulfilment recorded: a packed line is not removed or cut below it, and the order is closed, not cancelled', async () => {
    const approved = await ok(approveOrder(owner, await ok(createOrder(owner, orderBody(local._id)))));
    const stored = await readSalesOrder(org.orgId, org.partsBranchId, approved._id, true);
    // Fulfilment's header change at the ver read (so-writes.ts), as a package of both brake pad sets writes it.
    await transact(
      salesOrderHeadWrites(
        stored!.head,
        { Ful: { SO1: { PkM: 2000, ShM: 0, DlM: 0, InM: 0 } } },
        { Action: 'Pack', By: org.users.owner.userId },
      ),
    );
    const packed = await ok(readOrder(owner, approved._id));
    expect(packed.ver).toBe(approved.ver + 1);
    const removed = await invoke(R.saveSalesOrder, {
      token: owner,
      params: { Id: approved._id },
      body: { ver: packed.ver, Lines: [{ _id: 'SO2', ItemId: FILTER, Qty: 3 }] },
    });
    expectRefused(removed, 400, M.fulfilledLineRemoved('Brake pad set'));
    const cut = await invoke(R.saveSalesOrder, {
      token: owner,
      params: { Id: approved._id },
      body: { ver: packed.ver, Lines: [{ _id: 'SO1', ItemId: PADS, Qty: 1 }] },
    });
    expectRefused(cut, 400, M.belowFulfilled('Brake pad set'));
    const cancel = await invoke(R.cancelSalesOrder, {
      token: owner,
      params: { Id: approved._id },
      body: { ver: packed.ver, Reason: 'No longer needed' },
    });
    expect(cancel.status).toBe(400);
    expect((await ok(readOrder(owner, approved._id))).ver).toBe(packed.ver);
    const closed = await ok(
      invoke<SalesDocAnswer>(R.closeSalesOrder, {
        token: owner,
        params: { Id: approved._id },
        body: { ver: packed.ver, Reason: 'Rest not needed' },
      }),
    );
    expect(closed.Sts).toBe('Closed');
  });

  it('is not seen by another organisation', async () => {
    const order = await ok(createOrder(owner, orderBody(local._id)));
    expect((await readOrder(otherOwner, order._id)).status).toBe(404);
    expect((await ok(listOrders(otherOwner))).Items).toEqual([]);
    expect((await approveOrder(otherOwner, order)).status).toBe(404);
  });

  it('takes unique consecutive numbers for 20 parallel creates', async () => {
    const made = await Promise.all(Array.from({ length: 20 }, () => ok(createOrder(owner, orderBody(local._id)))));
    const seq = made.map((o) => Number(o.Num.split('/')[2])).sort((x, y) => x - y);
    expect(new Set(seq).size).toBe(20);
    expect(seq[19]! - seq[0]!).toBe(19);
  }, 60_000);
});

describe('a sales estimate', () => {
  it('is created, approved and converted: one transaction writes the order and marks the estimate, linked both ways', async () => {
    const est = await ok(
      invoke<SalesDocAnswer>(R.createSalesEstimate, {
        token: owner,
        body: { ...orderBody(karnataka._id), Sts: 'New' },
      }),
    );
    expect(est.Num).toMatch(/^SE\/\d{4}\/\d{5}$/);
    expect(est.GrandTotal).toBe(4248);
    const early = await invoke(R.convertSalesEstimate, {
      token: owner,
      params: { Id: est._id },
      body: { ver: est.ver },
    });
    expect(early.status).toBe(400);
    expectRefused(
      await invoke(R.approveSalesEstimate, { token: clerk, params: { Id: est._id }, body: { ver: est.ver } }),
      403,
      M.approveEstimateRight,
    );
    const approved = await ok(
      invoke<SalesDocAnswer>(R.approveSalesEstimate, { token: owner, params: { Id: est._id }, body: { ver: est.ver } }),
    );
    const stale = await invoke(R.convertSalesEstimate, {
      token: owner,
      params: { Id: est._id },
      body: { ver: est.ver },
    });
    expect(stale.status).toBe(409);
    const order = await ok(
      invoke<SalesDocAnswer>(R.convertSalesEstimate, {
        token: owner,
        params: { Id: est._id },
        body: { ver: approved.ver },
      }),
    );
    expect(order).toMatchObject({ Sts: 'New', EstId: est._id, EstNum: est.Num, GrandTotal: 4248 });
    expect(order.Lines.map((l) => [l.ItemId, l.Qty, l.Total])).toEqual([
      [PADS, 2, 2832],
      [FILTER, 3, 1415.93],
    ]);
    const converted = await ok(invoke<SalesDocAnswer>(R.salesEstimate, { token: owner, params: { Id: est._id } }));
    expect(converted).toMatchObject({ Sts: 'Converted', SOId: order._id, SONum: order.Num });
    const twice = await invoke(R.convertSalesEstimate, {
      token: owner,
      params: { Id: est._id },
      body: { ver: converted.ver },
    });
    expectRefused(twice, 400, M.convertedAlready(order.Num));
  });
});
