import { beforeAll, describe, expect, it } from 'vitest';
import { inventoryRoutes } from '@shared/api/routes/inventory';
import { partiesRoutes } from '@shared/api/routes/parties';
import { purchasingRoutes } from '@shared/api/routes/purchasing';
import { serviceRoutes } from '@shared/api/routes/service';
import type { IssuePartAnswer } from '@shared/inventory/issue-schemas';
import type { RequestedPartRow } from '@shared/inventory/reservation-schemas';
import type { Party } from '@shared/parties/party-schemas';
import type { PurchaseOrderAnswer, PurchaseReceiveAnswer } from '@shared/purchasing/purchase-schemas';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import type { RepairOrderAnswer } from '@shared/service/call-schemas';
import { listItemBalances } from '../data/inventory/stock-repo';
import { invoke } from '../test/invoke';
import { createPart, createWarehouse } from '../test/inventory-test-kit';
import { createCustomerAndVehicle, lines } from '../test/service-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * The journey of docs/purchasing.md §5 against DynamoDB Local: a repair order
 * short of a part → its requested part ordered from a vendor (Waiting for
 * Parts) → two receives bring the stock in at the order's rate, each telling the
 * repair order (its line's Received, its labour Waiting for Parts, then Parts
 * Available; the request Received with the last) → Issue Parts issues it.
 */

let org: TestOrganisation;
let tokens: Record<'owner' | 'advisor' | 'partsclerk', string>;
let main: Warehouse;
let vendor: Party;
const W = lines('RepairOrder');

beforeAll(async () => {
  ({ org, tokens } = await organisationWithLogins(['owner', 'advisor', 'partsclerk'] as const));
  main = await createWarehouse(tokens.owner, 'A Main store');
  const made = await invoke<Party>(partiesRoutes.createVendor, {
    token: tokens.owner,
    body: { DName: 'Asha Auto Spares', Cons: { Phones: { Main: '9811122233' } }, BAdd: { St: 'Karnataka' } },
  });
  vendor = made.body;
  await createPart(org.orgId, { _id: 'PRT9601', PCode: 'SA-9601', Desc: 'Shock absorber, rear', UoM: 'NOS' });
}, 120_000);

const requestOf = async (DocId: string) => {
  const list = await invoke<{ Items: RequestedPartRow[] }>(inventoryRoutes.requestedParts, {
    token: tokens.partsclerk,
    query: {},
  });
  return list.body.Items.find((r) => r.DocId === DocId);
};

/** The repair order's part line's received quantity and its labour line's status, as the order reads. */
const jobOf = async (id: string) => {
  const read = await invoke<RepairOrderAnswer>(serviceRoutes.repairOrder, {
    token: tokens.advisor,
    params: { Id: id },
  });
  expect(read.status, JSON.stringify(read.body)).toBe(200);
  const doc = read.body as unknown as { Ops: { Sts?: string }[]; Parts: { RQty?: number }[] };
  return { RQty: doc.Parts[0]?.RQty, labour: doc.Ops[0]?.Sts };
};

describe('a repair order short of a part', () => {
  it('orders it, receives it at the order rate, and the part is then issued to the repair order', async () => {
    const cv = await createCustomerAndVehicle(tokens.advisor);
    const ro = await invoke<RepairOrderAnswer>(serviceRoutes.createRepairOrder, {
      token: tokens.advisor,
      body: {
        Cust: cv.custId,
        ProdId: cv.prodId,
        SA: org.users.advisor.userId,
        Comps: [W.complaint(1, 'Suspension noise')],
        Ops: [W.labor(1, { CompId: 'WC1' })],
        Parts: [W.part(1, { OpId: 'WO1', In_Id: 'PRT9601', Qty: 2 })],
      },
    });
    expect(ro.status, JSON.stringify(ro.body)).toBe(200);
    expect(await requestOf(ro.body._id)).toMatchObject({ Sts: 'New', Qty: 2, LineId: 'WP1' });
    const approved = await invoke(serviceRoutes.repairOrderAction, {
      token: tokens.advisor,
      params: { Id: ro.body._id, Action: 'Approve' },
      body: { ver: ro.body.ver },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(await jobOf(ro.body._id)).toEqual({ RQty: undefined, labour: 'Approved' });

    const po = await invoke<PurchaseOrderAnswer>(purchasingRoutes.createPartsOrder, {
      token: tokens.owner,
      body: { VendId: vendor._id, WhId: main._id, Lines: [{ DocId: ro.body._id, LineId: 'WP1', Rate: 1499.5 }] },
    });
    expect(po.status, JSON.stringify(po.body)).toBe(200);
    expect(po.body.Lines[0]).toMatchObject({ ItemId: 'PRT9601', Qty: 2, WoId: ro.body._id, WoLineId: 'WP1' });
    expect(po.body).toMatchObject({ Sub: 2999, CGST: 269.91, SGST: 269.91, Total: 3538.82 });
    expect(await requestOf(ro.body._id)).toMatchObject({ Sts: 'Waiting for Parts' });

    const sent = await invoke<PurchaseOrderAnswer>(purchasingRoutes.sendPurchaseOrder, {
      token: tokens.owner,
      params: { Id: po.body._id },
      body: { ver: po.body.ver },
    });
    const receive = () =>
      invoke(purchasingRoutes.createPurchaseReceive, {
        token: tokens.owner,
        body: { PoId: sent.body._id, Lines: [{ LineId: 'POL1', Qty: 1 }] },
      });
    // The repair order learns in the receive's transaction: its line's Received, its labour from its parts.
    const first = await receive();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await jobOf(ro.body._id)).toEqual({ RQty: 1, labour: 'WtngForParts' });
    expect(await requestOf(ro.body._id)).toMatchObject({ Sts: 'Waiting for Parts' });
    const got = await receive();
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    expect(await jobOf(ro.body._id)).toEqual({ RQty: 2, labour: 'PartsAvl' });
    expect(await requestOf(ro.body._id)).toMatchObject({ Sts: 'Received' });
    const [balance] = await listItemBalances(org.orgId, org.workshopId, 'PRT9601');
    expect(balance).toMatchObject({ OnHand: 2000, ValueP: 299900 });

    const issued = await invoke<IssuePartAnswer>(inventoryRoutes.issuePart, {
      token: tokens.partsclerk,
      body: { DocId: ro.body._id, LineId: 'WP1', WhId: main._id, Qty: 2 },
    });
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    const [after] = await listItemBalances(org.orgId, org.workshopId, 'PRT9601');
    expect(after).toMatchObject({ OnHand: 0, ValueP: 0 });
  });

  it('tells every repair order of a receive too large to tell them all in its transaction (20 orders)', async () => {
    // 20 parts, one per order: two lines of one item on a receive meet one balance twice (see purchasing-journey.md §2).
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        createPart(org.orgId, { _id: `PRT96${20 + i}`, PCode: `BS-96${20 + i}`, Desc: `Bump stop ${i}`, UoM: 'NOS' }),
      ),
    );
    const cv = await createCustomerAndVehicle(tokens.advisor);
    const orders: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const ro = await invoke<RepairOrderAnswer>(serviceRoutes.createRepairOrder, {
        token: tokens.advisor,
        body: {
          Cust: cv.custId,
          ProdId: cv.prodId,
          SA: org.users.advisor.userId,
          Comps: [W.complaint(1, `Noise ${i}`)],
          Ops: [W.labor(1, { CompId: 'WC1' })],
          Parts: [W.part(1, { OpId: 'WO1', In_Id: `PRT96${20 + i}`, Qty: 1 })],
        },
      });
      expect(ro.status, JSON.stringify(ro.body)).toBe(200);
      orders.push(ro.body._id);
    }
    const po = await invoke<PurchaseOrderAnswer>(purchasingRoutes.createPartsOrder, {
      token: tokens.owner,
      body: {
        VendId: vendor._id,
        WhId: main._id,
        Lines: orders.map((DocId) => ({ DocId, LineId: 'WP1', Rate: 99.5 })),
      },
    });
    expect(po.status, JSON.stringify(po.body)).toBe(200);
    const sent = await invoke<PurchaseOrderAnswer>(purchasingRoutes.sendPurchaseOrder, {
      token: tokens.owner,
      params: { Id: po.body._id },
      body: { ver: po.body.ver },
    });
    // 20 lines: 20 movements, 20 balances and 20 requests beside the order and the receive leave no room
    // for 20 repair orders' headers, indexes and audits: those that do not fit are told right after.
    const got = await invoke(purchasingRoutes.createPurchaseReceive, {
      token: tokens.owner,
      body: { PoId: sent.body._id, Lines: sent.body.Lines.map((l) => ({ LineId: l._id, Qty: 1 })) },
    });
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    const told = await Promise.all(orders.map((id) => jobOf(id)));
    expect(told).toEqual(orders.map(() => ({ RQty: 1, labour: 'New' })));
    const [balance] = await listItemBalances(org.orgId, org.workshopId, 'PRT9639');
    expect(balance).toMatchObject({ OnHand: 1000, ValueP: 9950 });
  }, 120_000);

  it('receives one item ordered for two repair orders in one receive: one movement, each line its value', async () => {
    await createPart(org.orgId, { _id: 'PRT9640', PCode: 'OF-9640', Desc: 'Oil filter', UoM: 'NOS' });
    const cv = await createCustomerAndVehicle(tokens.advisor);
    const orders: string[] = [];
    for (const Qty of [1, 2]) {
      const ro = await invoke<RepairOrderAnswer>(serviceRoutes.createRepairOrder, {
        token: tokens.advisor,
        body: {
          Cust: cv.custId,
          ProdId: cv.prodId,
          SA: org.users.advisor.userId,
          Comps: [W.complaint(1, 'Service')],
          Ops: [W.labor(1, { CompId: 'WC1' })],
          Parts: [W.part(1, { OpId: 'WO1', In_Id: 'PRT9640', Qty })],
        },
      });
      expect(ro.status, JSON.stringify(ro.body)).toBe(200);
      orders.push(ro.body._id);
    }
    const po = await invoke<PurchaseOrderAnswer>(purchasingRoutes.createPartsOrder, {
      token: tokens.owner,
      body: {
        VendId: vendor._id,
        WhId: main._id,
        Lines: orders.map((DocId) => ({ DocId, LineId: 'WP1', Rate: 333.33 })),
      },
    });
    expect(po.status, JSON.stringify(po.body)).toBe(200);
    const sent = await invoke<PurchaseOrderAnswer>(purchasingRoutes.sendPurchaseOrder, {
      token: tokens.owner,
      params: { Id: po.body._id },
      body: { ver: po.body.ver },
    });
    const got = await invoke<PurchaseReceiveAnswer>(purchasingRoutes.createPurchaseReceive, {
      token: tokens.owner,
      body: { PoId: sent.body._id, Lines: sent.body.Lines.map((l) => ({ LineId: l._id, Qty: l.Qty })) },
    });
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    // 1 × 333.33 = 333.33 and 2 × 333.33 = 666.66: each line keeps its own value, the balance takes both.
    expect(got.body.Lines.map((l) => l.Value)).toEqual([333.33, 666.66]);
    expect(got.body.Value).toBe(999.99);
    const [balance] = await listItemBalances(org.orgId, org.workshopId, 'PRT9640');
    expect(balance).toMatchObject({ OnHand: 3000, ValueP: 99999 });
    expect(await Promise.all(orders.map((id) => jobOf(id)))).toEqual([
      { RQty: 1, labour: 'New' },
      { RQty: 2, labour: 'New' },
    ]);
  });
});
