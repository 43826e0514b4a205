import { beforeAll, describe, expect, it } from 'vitest';
import { partiesRoutes } from '@shared/api/routes/parties';
import { purchaseOrderStepRoutes as steps } from '@shared/api/routes/purchase-order-steps';
import { purchasingRoutes } from '@shared/api/routes/purchasing';
import { InventoryMessages } from '@shared/inventory/inventory-messages';
import type { Party } from '@shared/parties/party-schemas';
import type { BillAnswer } from '@shared/purchasing/bill-schemas';
import type { DirectReceiveBody } from '@shared/purchasing/po-step-schemas';
import type { PurchaseReceiveAnswer } from '@shared/purchasing/purchase-schemas';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import { allMovements, listItemBalances } from '../data/inventory/stock-repo';
import { periodBalances } from '../data/ledger/ledger-read';
import { invoke, type Answer } from '../test/invoke';
import { createPart, createWarehouse, expectRefused } from '../test/inventory-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * A receive without an order (docs/purchasing.md §20) against DynamoDB Local:
 * stock, its value and its posting in one transaction at the line's amount
 * before tax, to the paisa; a refusal writes nothing; the bill is raised from it
 * as from any receive, with the vendor's supply.
 */

let org: TestOrganisation;
let tokens: Record<'owner' | 'partsmanager' | 'partsclerk', string>;
let main: Warehouse;
let asha: Party;
let pune: Party;

beforeAll(async () => {
  ({ org, tokens } = await organisationWithLogins(['owner', 'partsmanager', 'partsclerk'] as const));
  main = await createWarehouse(tokens.owner, 'Main');
  const vendor = async (DName: string, St: string) =>
    (await invoke<Party>(partiesRoutes.createVendor, { token: tokens.owner, body: { DName, BAdd: { St } } })).body;
  [asha, pune] = await Promise.all([
    vendor('Asha Auto Spares', 'Karnataka'),
    vendor('Pune Parts Depot', 'Maharashtra'),
  ]);
  await Promise.all([
    createPart(org.orgId, { _id: 'PRT9601', PCode: 'BP-F', Desc: 'Brake pads, front', UoM: 'SET' }),
    createPart(org.orgId, { _id: 'PRT9602', PCode: 'OIL-5W30', Desc: 'Engine oil 5W-30', UoM: 'LTR' }),
  ]);
});

const ok = <T>(answer: Answer<T>): T => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const receive = (body: Omit<DirectReceiveBody, 'WhId'>, token = tokens.partsmanager) =>
  invoke<PurchaseReceiveAnswer>(steps.createDirectReceive, { token, body: { WhId: main._id, ...body } });
const stock = async (itemId: string) => {
  const [b] = await listItemBalances(org.orgId, org.workshopId, itemId);
  const moves = await allMovements(org.orgId, org.workshopId, itemId);
  expect(moves.reduce((s, m) => s + m.ValueP, 0)).toBe(b?.ValueP ?? 0);
  return { OnHand: b?.OnHand ?? 0, ValueP: b?.ValueP ?? 0, moves: moves.length };
};
const books = async () => {
  const sums = new Map<number, number>();
  for (const b of await periodBalances(org.orgId, org.workshopId, new Date().toISOString().slice(0, 7)))
    sums.set(b.Acc, (sums.get(b.Acc) ?? 0) + b.DrP - b.CrP);
  return sums;
};

describe('a receive without an order', () => {
  it('brings stock in at quantity × rate before tax, to the paisa, with its posting, and no order', async () => {
    const before = await books();
    const rec = ok(
      await receive({
        VendId: asha._id,
        VendRef: 'CH-88',
        Lines: [
          { ItemId: 'PRT9601', Qty: 3, Rate: 1234.56 },
          { ItemId: 'PRT9602', Qty: 2.5, Rate: 333.33 },
        ],
      }),
    );
    expect(rec).toMatchObject({ Sts: 'Received', VendName: 'Asha Auto Spares', VendRef: 'CH-88', Value: 4537.01 });
    expect(rec.PoId).toBeUndefined();
    // 3 × 1,234.56 = 3,703.68; 2.5 × 333.33 = 833.325 → 833.33 (half up).
    expect(rec.Lines.map((l) => [l.Qty, l.Value])).toEqual([
      [3, 3703.68],
      [2.5, 833.33],
    ]);
    expect(await stock('PRT9601')).toMatchObject({ OnHand: 3000, ValueP: 370368, moves: 1 });
    expect(await stock('PRT9602')).toMatchObject({ OnHand: 2500, ValueP: 83333, moves: 1 });
    const after = await books();
    const moved = (acc: number) => (after.get(acc) ?? 0) - (before.get(acc) ?? 0);
    expect(moved(1300)).toBe(453701);
    expect(moved(2210)).toBe(-453701);
    const list = ok(
      await invoke<{ Items: { _id: string; PoNum?: string }[] }>(purchasingRoutes.purchaseReceives, {
        token: tokens.partsmanager,
      }),
    );
    expect(list.Items.find((r) => r._id === rec._id)?.PoNum).toBeUndefined();
  });

  it('is billed as any receive: the vendor of another state is taxed IGST, the receive Billed', async () => {
    const rec = ok(await receive({ VendId: pune._id, Lines: [{ ItemId: 'PRT9601', Qty: 2, Rate: 1000 }] }));
    const bill = ok(
      await invoke<BillAnswer>(purchasingRoutes.createBill, {
        token: tokens.owner,
        body: {
          RecId: rec._id,
          VendBillNo: 'PPD/77',
          VendBillDate: new Date().toISOString().slice(0, 10),
          Lines: [{ LineId: rec.Lines[0]?._id ?? '', Rate: 1000 }],
        },
      }),
    );
    expect(bill).toMatchObject({
      IntraState: false,
      Sub: 2000,
      IGST: 360,
      CGST: 0,
      Total: 2360,
      VendName: 'Pune Parts Depot',
    });
    const now = ok(
      await invoke<PurchaseReceiveAnswer>(purchasingRoutes.purchaseReceive, {
        token: tokens.partsmanager,
        params: { Id: rec._id },
      }),
    );
    expect(now.Sts).toBe('Billed');
  });

  it('refuses an unknown item and a fraction of a whole unit, naming each line, and writes nothing', async () => {
    const before = await stock('PRT9601');
    const refused = expectRefused(
      await receive({
        VendId: asha._id,
        Lines: [
          { ItemId: 'PRT9601', Qty: 1.5, Rate: 10 },
          { ItemId: 'PRT0000', Qty: 1, Rate: 10 },
        ],
      }),
      400,
    );
    expect(refused.errors?.map((e) => [e.path, e.message])).toEqual([
      ['Lines.0.Qty', InventoryMessages.wholeQuantity('SET')],
      ['Lines.1.ItemId', InventoryMessages.itemUnknown('PRT0000')],
    ]);
    expect(await stock('PRT9601')).toEqual(before);
    expectRefused(
      await receive({ VendId: asha._id, Lines: [{ ItemId: 'PRT9601', Qty: 1, Rate: 10 }] }, tokens.partsclerk),
      403,
    );
  });
});
