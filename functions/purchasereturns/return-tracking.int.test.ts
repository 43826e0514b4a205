import { beforeAll, describe, expect, it } from 'vitest';
import { partiesRoutes } from '@shared/api/routes/parties';
import { purchaseReturnsRoutes } from '@shared/api/routes/purchase-returns';
import { purchasingRoutes } from '@shared/api/routes/purchasing';
import type { Party } from '@shared/parties/party-schemas';
import type { BillAnswer } from '@shared/purchasing/bill-schemas';
import type { PurchaseOrderAnswer, PurchaseReceiveAnswer } from '@shared/purchasing/purchase-schemas';
import { ReturnMessages } from '@shared/purchasing/return-messages';
import type { ReturnAnswer } from '@shared/purchasing/return-schemas';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import { createItem } from '../data/inventory/items-repo';
import { readItemTracking } from '../data/inventory/tracking-repo';
import { setWorkshopConfig } from '../test/catalogue-test-kit';
import { invoke, type Answer } from '../test/invoke';
import { createPart, createWarehouse, expectRefused } from '../test/inventory-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * A purchase return of tracked items (docs/purchase-returns.md §4,
 * docs/inventory-batches.md): the batch goes back out of the batch it came in
 * with, the serials named go out (one not received here is refused, nothing
 * moves), the whole rest of a serial line goes back without naming them; a
 * line not yet billed is refused.
 */

let org: TestOrganisation;
let token: string;
let main: Warehouse;
let vendor: Party;

beforeAll(async () => {
  const logins = await organisationWithLogins(['owner'] as const);
  org = logins.org;
  token = logins.tokens.owner;
  await setWorkshopConfig(org, ['Inventory', 'Features', 'BN'], true);
  await setWorkshopConfig(org, ['Inventory', 'Features', 'SN'], true);
  main = await createWarehouse(token, 'Main');
  vendor = (
    await invoke<Party>(partiesRoutes.createVendor, {
      token,
      body: { DName: 'Coolant Co', Cons: { Phones: { Main: '9812345671' } }, BAdd: { St: 'Karnataka' } },
    })
  ).body;
  for (const [ItemId, Desc, Track] of [
    ['PRT9601', 'Coolant, 1 L', 'BN'],
    ['PRT9602', 'Battery 35 Ah', 'SN'],
  ] as const) {
    await createPart(org.orgId, { _id: ItemId, PCode: ItemId, Desc, UoM: 'NOS' });
    await createItem(org.orgId, org.workshopId, { ItemId, Track, Act: true, CrBy: 'test' });
  }
}, 120_000);

const ok = <T>(answer: Answer<T>): T => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const giveBack = (RecId: string, Lines: { LineId: string; Qty: number; Serials?: string[] }[]) =>
  invoke<ReturnAnswer>(purchaseReturnsRoutes.createPurchaseReturn, { token, body: { RecId, Lines, Reason: 'Faulty' } });

describe('returning tracked items', () => {
  let rec: PurchaseReceiveAnswer;

  it('refuses a receive not yet billed, then sends back the batch and the serials named', async () => {
    const po = ok(
      await invoke<PurchaseOrderAnswer>(purchasingRoutes.createPurchaseOrder, {
        token,
        body: {
          VendId: vendor._id,
          WhId: main._id,
          Lines: [
            { ItemId: 'PRT9601', Qty: 6, Rate: 180 },
            { ItemId: 'PRT9602', Qty: 3, Rate: 4200 },
          ],
        },
      }),
    );
    ok(await invoke(purchasingRoutes.sendPurchaseOrder, { token, params: { Id: po._id }, body: { ver: po.ver } }));
    rec = ok(
      await invoke<PurchaseReceiveAnswer>(purchasingRoutes.createPurchaseReceive, {
        token,
        body: {
          PoId: po._id,
          Lines: [
            { LineId: 'POL1', Qty: 6, Batch: 'CL-2612', Exp: '2028-06-30' },
            { LineId: 'POL2', Qty: 3, Serials: ['BAT-1001', 'BAT-1002', 'BAT-1003'] },
          ],
        },
      }),
    );
    expectRefused(await giveBack(rec._id, [{ LineId: 'PRL1', Qty: 1 }]), 400, ReturnMessages.notBilled('Coolant, 1 L'));
    ok(
      await invoke<BillAnswer>(purchasingRoutes.createBill, {
        token,
        body: {
          RecId: rec._id,
          VendBillNo: 'CC/77',
          VendBillDate: new Date().toISOString().slice(0, 10),
          Lines: rec.Lines.map((l) => ({ LineId: l._id, Rate: l.Rate })),
        },
      }),
    );
    // A serial not received on this line: refused, nothing moves.
    expectRefused(
      await giveBack(rec._id, [{ LineId: 'PRL2', Qty: 1, Serials: ['BAT-9999'] }]),
      400,
      ReturnMessages.serialNotReceived('BAT-9999', 'Battery 35 Ah'),
    );
    expectRefused(
      await giveBack(rec._id, [{ LineId: 'PRL2', Qty: 1 }]),
      400,
      ReturnMessages.serialsNeeded('Battery 35 Ah', 1),
    );
    const ret = ok(
      await giveBack(rec._id, [
        { LineId: 'PRL1', Qty: 2 },
        { LineId: 'PRL2', Qty: 1, Serials: ['BAT-1002'] },
      ]),
    );
    expect(ret.Lines).toMatchObject([
      { Batch: 'CL-2612', Qty: 2, Value: 360 },
      { Serials: ['BAT-1002'], Qty: 1, Value: 4200 },
    ]);
    const coolant = await readItemTracking(org.orgId, org.workshopId, 'PRT9601');
    expect(coolant.batches.map((b) => [b.Batch, b.OnHand])).toEqual([['CL-2612', 4000]]);
    const batteries = await readItemTracking(org.orgId, org.workshopId, 'PRT9602');
    expect(Object.fromEntries(batteries.serials.map((s) => [s.Serial, s.Sts]))).toEqual({
      'BAT-1001': 'InStock',
      'BAT-1002': 'Out',
      'BAT-1003': 'InStock',
    });
  });

  it('sends the whole rest of a serial line back without naming them, and not a serial twice', async () => {
    const ret = ok(await giveBack(rec._id, [{ LineId: 'PRL2', Qty: 2 }]));
    expect(ret.Lines[0]?.Serials).toEqual(['BAT-1001', 'BAT-1003']);
    expectRefused(
      await giveBack(rec._id, [{ LineId: 'PRL2', Qty: 1, Serials: ['BAT-1002'] }]),
      400,
      ReturnMessages.allReturned('Battery 35 Ah'),
    );
    const batteries = await readItemTracking(org.orgId, org.workshopId, 'PRT9602');
    expect(batteries.serials.every((s) => s.Sts === 'Out')).toBe(true);
  });
});
