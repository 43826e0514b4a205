import { beforeAll, describe, expect, it } from 'vitest';
import { connectxRoutes } from '@shared/api/routes/connectx';
import type { CxDocStatus } from '@shared/api/routes/connectx-status';
import { purchasingRoutes } from '@shared/api/routes/purchasing';
import { salesOrderRoutes } from '@shared/api/routes/sales-orders';
import type { CxPage, CxRow } from '@shared/connectx/connectx-schemas';
import type { PurchaseOrderAnswer } from '@shared/purchasing/purchase-schemas';
import type { SalesDocAnswer } from '@shared/sales-orders/so-schemas';
import { inBranch } from '../test/challan-test-kit';
import { itemOf, linkedParty } from '../test/connectx-test-kit';
import { createPart, createWarehouse } from '../test/inventory-test-kit';
import { invoke, type Answer } from '../test/invoke';
import { salePart } from '../test/sales-return-kit';
import { organisationWithLogins } from '../test/test-logins';

/**
 * One traded document's ConnectX status on its own screen (docs/sales-settings.md §4), real handlers on
 * DynamoDB Local: the workshop's purchase order shows the vendor's sales order number and status as it
 * moves; the vendor's sales order shows the workshop's order; an order not sent on Karkhana, or another
 * organisation's id, shows nothing of anyone.
 */

let wToken: string;
let vToken: string;
let otherToken: string;
let po: PurchaseOrderAnswer;
let notSent: PurchaseOrderAnswer;

const ok = <T>(answer: Answer<T>): T => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const poStatus = async (token: string, Id: string) =>
  ok(await invoke<CxDocStatus>(connectxRoutes.cxOrderStatus, { token, params: { Id } }));
const soStatus = (token: string, Id: string) =>
  invoke<CxDocStatus>(connectxRoutes.cxSalesOrderStatus, { token, params: { Id } });

beforeAll(async () => {
  const [ws, vs, xs] = await Promise.all([
    organisationWithLogins(['owner'] as const),
    organisationWithLogins(['owner'] as const),
    organisationWithLogins(['owner'] as const),
  ]);
  wToken = ws.tokens.owner;
  vToken = await inBranch(vs.tokens.owner, vs.org.partsBranchId);
  otherToken = await inBranch(xs.tokens.owner, xs.org.partsBranchId);
  const wOwner = { orgId: ws.org.orgId, entityId: ws.org.workshopId, userId: ws.org.users.owner.userId };
  const vOwner = { orgId: vs.org.orgId, entityId: vs.org.partsBranchId, userId: vs.org.users.owner.userId };
  const [bharat] = await Promise.all([
    linkedParty(wOwner, 'VEND', 'Bharat Auto Parts', { orgId: vs.org.orgId, entId: vs.org.partsBranchId }),
    linkedParty(vOwner, 'CUST', 'Test Motors workshop', { orgId: ws.org.orgId, entId: ws.org.workshopId }),
  ]);
  const main = await createWarehouse(wToken, 'Main');
  await Promise.all([
    createPart(ws.org.orgId, { _id: 'WPADS', PCode: 'BP-F', Desc: 'Brake pads, front', UoM: 'SET' }),
    salePart(vs.org.orgId, { _id: 'VPADS', PCode: 'BP-F', Desc: 'Brake pad set', UoM: 'SET', UnPr: 1380, TCode: 106 }),
  ]);
  await itemOf(vToken, 'VPADS');
  const create = async () =>
    ok(
      await invoke<PurchaseOrderAnswer>(purchasingRoutes.createPurchaseOrder, {
        token: wToken,
        body: { VendId: bharat!, WhId: main._id, Lines: [{ ItemId: 'WPADS', Qty: 2, Rate: 1450 }] },
      }),
    );
  [po, notSent] = [await create(), await create()];
  ok(await invoke<CxRow>(connectxRoutes.cxSendOrder, { token: wToken, params: { Id: po._id }, body: { ver: po.ver } }));
});

describe('ConnectX status on the documents', () => {
  it("the workshop's order shows the vendor's sales order and its status, which moves as the vendor works", async () => {
    // The vendor's list is its pull: the order arrives as a sales order.
    const rows = ok(await invoke<CxPage>(connectxRoutes.cxIncoming, { token: vToken, query: {} })).Items;
    const soId = rows[0]!.Own!.DocId;
    const first = (await poStatus(wToken, po._id)).Row;
    expect(first?.Their).toMatchObject({ DocId: soId, Sts: 'New' });
    expect(first?.Their?.Num).toMatch(/^SO\//);
    const so = ok(await invoke<SalesDocAnswer>(salesOrderRoutes.salesOrder, { token: vToken, params: { Id: soId } }));
    ok(
      await invoke<SalesDocAnswer>(salesOrderRoutes.approveSalesOrder, {
        token: vToken,
        params: { Id: soId },
        body: { ver: so.ver },
      }),
    );
    expect((await poStatus(wToken, po._id)).Row?.Their?.Sts).toBe('Approved');
    // The vendor's sales order shows the workshop's purchase order.
    const mine = ok(await soStatus(vToken, soId)).Row;
    expect(mine?.Their).toMatchObject({ DocId: po._id, Num: po.Num });
    expect(mine?.Their?.Sts).toBeTruthy();
    // Another organisation naming that sales order finds nothing.
    expect((await soStatus(otherToken, soId)).status).toBe(404);
  });

  it('an order not sent on Karkhana, or another organisation naming one, shows no row', async () => {
    expect(await poStatus(wToken, notSent._id)).toEqual({});
    expect(await poStatus(otherToken, po._id)).toEqual({});
  });
});
