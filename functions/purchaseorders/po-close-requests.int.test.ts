import { beforeAll, describe, expect, it } from 'vitest';
import { inventoryRoutes } from '@shared/api/routes/inventory';
import { partiesRoutes } from '@shared/api/routes/parties';
import { purchaseOrderStepRoutes as steps } from '@shared/api/routes/purchase-order-steps';
import { purchasingRoutes } from '@shared/api/routes/purchasing';
import { serviceRoutes } from '@shared/api/routes/service';
import type { RequestedPartRow } from '@shared/inventory/reservation-schemas';
import type { Party } from '@shared/parties/party-schemas';
import type { PurchaseOrderAnswer } from '@shared/purchasing/purchase-schemas';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import type { RepairOrderAnswer } from '@shared/service/call-schemas';
import { invoke, type Answer } from '../test/invoke';
import { createPart, createWarehouse } from '../test/inventory-test-kit';
import { createCustomerAndVehicle, lines } from '../test/service-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * Close releases a part-received order's open quantities (docs/purchasing.md §18):
 * the requested part of a line not completely received goes back to New in the
 * close's own transaction, so it can be ordered again.
 */

let org: TestOrganisation;
let tokens: Record<'owner' | 'advisor' | 'partsclerk', string>;
let main: Warehouse;
let vendor: Party;
const W = lines('RepairOrder');

beforeAll(async () => {
  ({ org, tokens } = await organisationWithLogins(['owner', 'advisor', 'partsclerk'] as const));
  main = await createWarehouse(tokens.owner, 'A Main store');
  vendor = (
    await invoke<Party>(partiesRoutes.createVendor, {
      token: tokens.owner,
      body: { DName: 'Asha Auto Spares', BAdd: { St: 'Karnataka' } },
    })
  ).body;
  await createPart(org.orgId, { _id: 'PRT9651', PCode: 'SA-9651', Desc: 'Shock absorber, rear', UoM: 'NOS' });
}, 120_000);

const ok = <T>(answer: Answer<T>): T => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const requestOf = async (DocId: string) =>
  ok(
    await invoke<{ Items: RequestedPartRow[] }>(inventoryRoutes.requestedParts, {
      token: tokens.partsclerk,
      query: {},
    }),
  ).Items.find((r) => r.DocId === DocId);

describe('closing a parts order received in part', () => {
  it('gives the repair order’s request back to New, and it can be ordered again', async () => {
    const cv = await createCustomerAndVehicle(tokens.advisor);
    const ro = ok(
      await invoke<RepairOrderAnswer>(serviceRoutes.createRepairOrder, {
        token: tokens.advisor,
        body: {
          Cust: cv.custId,
          ProdId: cv.prodId,
          SA: org.users.advisor.userId,
          Comps: [W.complaint(1, 'Suspension noise')],
          Ops: [W.labor(1, { CompId: 'WC1' })],
          Parts: [W.part(1, { OpId: 'WO1', In_Id: 'PRT9651', Qty: 2 })],
        },
      }),
    );
    const order = () =>
      invoke<PurchaseOrderAnswer>(purchasingRoutes.createPartsOrder, {
        token: tokens.owner,
        body: { VendId: vendor._id, WhId: main._id, Lines: [{ DocId: ro._id, LineId: 'WP1', Rate: 1499.5 }] },
      });
    const po = ok(await order());
    const sent = ok(
      await invoke<PurchaseOrderAnswer>(purchasingRoutes.sendPurchaseOrder, {
        token: tokens.owner,
        params: { Id: po._id },
        body: { ver: po.ver },
      }),
    );
    ok(
      await invoke(purchasingRoutes.createPurchaseReceive, {
        token: tokens.owner,
        body: { PoId: sent._id, Lines: [{ LineId: 'POL1', Qty: 1 }] },
      }),
    );
    expect(await requestOf(ro._id)).toMatchObject({ Sts: 'Waiting for Parts' });
    const part = ok(
      await invoke<PurchaseOrderAnswer>(purchasingRoutes.purchaseOrder, {
        token: tokens.owner,
        params: { Id: po._id },
      }),
    );
    const closed = ok(
      await invoke<PurchaseOrderAnswer>(steps.closePurchaseOrder, {
        token: tokens.owner,
        params: { Id: po._id },
        body: { ver: part.ver },
      }),
    );
    expect(closed.Sts).toBe('Closed');
    expect(await requestOf(ro._id)).toMatchObject({ Sts: 'New' });
    // Released: a new parts order takes it.
    expect((await order()).status).toBe(200);
    expect(await requestOf(ro._id)).toMatchObject({ Sts: 'Waiting for Parts' });
  });
});
