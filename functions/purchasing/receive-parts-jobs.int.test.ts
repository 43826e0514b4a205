import { beforeAll, describe, expect, it } from 'vitest';
import { inventoryRoutes } from '@shared/api/routes/inventory';
import { partiesRoutes } from '@shared/api/routes/parties';
import { purchasingRoutes } from '@shared/api/routes/purchasing';
import { serviceRoutes } from '@shared/api/routes/service';
import type { RequestedPartRow } from '@shared/inventory/reservation-schemas';
import type { Party } from '@shared/parties/party-schemas';
import type { PurchaseOrderAnswer, PurchaseReceiveAnswer } from '@shared/purchasing/purchase-schemas';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import type { RepairOrderAnswer } from '@shared/service/call-schemas';
import { readDocument } from '../data/documents/document-read';
import type { PurchaseReceiveHead } from '../data/purchasing/purchase-records';
import { invoke } from '../test/invoke';
import { createPart, createWarehouse } from '../test/inventory-test-kit';
import { createCustomerAndVehicle, lines } from '../test/service-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * A parts order for 30 repair orders received whole (docs/purchasing-journey.md §4): more than 25
 * lines, so it comes in two parts, and each part moves the requests and tells the repair orders of
 * its own lines: every request Received and every order's part line Received 1 (none told twice,
 * none forgotten; its labour, never waiting, stays New as in parts-order-journey.int.test.ts).
 */

let org: TestOrganisation;
let tokens: Record<'owner' | 'advisor' | 'partsclerk', string>;
let main: Warehouse;
let vendor: Party;
const W = lines('RepairOrder');
const COUNT = 30;
const itemOf = (i: number) => `PRT98${String(i).padStart(3, '0')}`;

beforeAll(async () => {
  ({ org, tokens } = await organisationWithLogins(['owner', 'advisor', 'partsclerk'] as const));
  main = await createWarehouse(tokens.owner, 'A Main store');
  const made = await invoke<Party>(partiesRoutes.createVendor, {
    token: tokens.owner,
    body: { DName: 'Asha Auto Spares', Cons: { Phones: { Main: '9811122299' } }, BAdd: { St: 'Karnataka' } },
  });
  vendor = made.body;
  await Promise.all(
    Array.from({ length: COUNT }, (_, i) =>
      createPart(org.orgId, { _id: itemOf(i), PCode: `BS-98${i}`, Desc: `Bump stop ${i}`, UoM: 'NOS' }),
    ),
  );
}, 120_000);

const jobOf = async (id: string) => {
  const read = await invoke<RepairOrderAnswer>(serviceRoutes.repairOrder, {
    token: tokens.advisor,
    params: { Id: id },
  });
  expect(read.status, JSON.stringify(read.body)).toBe(200);
  const doc = read.body as unknown as { Ops: { Sts?: string }[]; Parts: { RQty?: number }[] };
  return { RQty: doc.Parts[0]?.RQty, labour: doc.Ops[0]?.Sts };
};

describe('a parts order of 30 repair orders received in parts', () => {
  it('fills every request and tells every repair order once, part by part', async () => {
    const cv = await createCustomerAndVehicle(tokens.advisor);
    const orders: string[] = [];
    for (let i = 0; i < COUNT; i += 1) {
      const ro = await invoke<RepairOrderAnswer>(serviceRoutes.createRepairOrder, {
        token: tokens.advisor,
        body: {
          Cust: cv.custId,
          ProdId: cv.prodId,
          SA: org.users.advisor.userId,
          Comps: [W.complaint(1, `Noise ${i}`)],
          Ops: [W.labor(1, { CompId: 'WC1' })],
          Parts: [W.part(1, { OpId: 'WO1', In_Id: itemOf(i), Qty: 1 })],
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
    const got = await invoke<PurchaseReceiveAnswer>(purchasingRoutes.createPurchaseReceive, {
      token: tokens.owner,
      body: { PoId: sent.body._id, Lines: sent.body.Lines.map((l) => ({ LineId: l._id, Qty: 1 })) },
    });
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    expect(got.body).toMatchObject({ Sts: 'Received', LineCount: COUNT, Value: 2985 });
    const head = (await readDocument<PurchaseReceiveHead, 'Lines'>(org.orgId, got.body._id, true))?.head;
    expect(head).toMatchObject({ Part: 2, Parts: 2 });
    expect(await Promise.all(orders.map((id) => jobOf(id)))).toEqual(orders.map(() => ({ RQty: 1, labour: 'New' })));
    const requests = await invoke<{ Items: RequestedPartRow[] }>(inventoryRoutes.requestedParts, {
      token: tokens.partsclerk,
      query: { Sts: 'Received', Limit: '50' },
    });
    expect(requests.body.Items.filter((r) => orders.includes(r.DocId))).toHaveLength(COUNT);
  }, 180_000);
});
