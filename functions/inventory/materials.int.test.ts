import { beforeAll, describe, expect, it } from 'vitest';
import { inventoryRoutes } from '@shared/api/routes/inventory';
import type { AdjustmentAnswer } from '@shared/inventory/call-schemas';
import { InventoryMessages } from '@shared/inventory/inventory-messages';
import { TransferMessages } from '@shared/inventory/transfer-messages';
import type { MaterialInCreateBody, MaterialOutCreateBody } from '@shared/inventory/transfer-schemas';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import { allMovements, listItemBalances } from '../data/inventory/stock-repo';
import { invoke, type Answer } from '../test/invoke';
import { createPart, createWarehouse, expectRefused } from '../test/inventory-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * Material in and material out (docs/inventory-transfers.md §6): stock that
 * enters at the cost given (a part the customer brought) and leaves at the
 * average (workshop consumables), never below zero, numbered in their own
 * series; a refusal writes nothing; the log adds up to the balance.
 */

let org: TestOrganisation;
let tokens: Record<'owner' | 'partsclerk' | 'advisor', string>;
let main: Warehouse;

beforeAll(async () => {
  ({ org, tokens } = await organisationWithLogins(['owner', 'partsclerk', 'advisor'] as const));
  main = await createWarehouse(tokens.owner, 'Main');
  await createPart(org.orgId, { _id: 'PRT9401', PCode: 'COOL-1L', Desc: 'Coolant 1 L', UoM: 'LTR' });
  await createPart(org.orgId, { _id: 'PRT9402', PCode: 'BULB-H4', Desc: 'Headlamp bulb H4', UoM: 'NOS' });
});

const materialIn = (token: string, body: MaterialInCreateBody): Promise<Answer<AdjustmentAnswer>> =>
  invoke<AdjustmentAnswer>(inventoryRoutes.createMaterialIn, { token, body });
const materialOut = (token: string, body: MaterialOutCreateBody): Promise<Answer<AdjustmentAnswer>> =>
  invoke<AdjustmentAnswer>(inventoryRoutes.createMaterialOut, { token, body });

async function balanceOf(itemId: string) {
  const [balance] = await listItemBalances(org.orgId, org.workshopId, itemId);
  const moves = await allMovements(org.orgId, org.workshopId, itemId);
  expect(moves.reduce((sum, m) => sum + m.Qty, 0)).toBe(balance?.OnHand ?? 0);
  expect(moves.reduce((sum, m) => sum + m.ValueP, 0)).toBe(balance?.ValueP ?? 0);
  return { OnHand: balance?.OnHand ?? 0, ValueP: balance?.ValueP ?? 0, kinds: moves.map((m) => m.Kind).sort() };
}

describe('material in and out', () => {
  it('brings coolant in at its cost and takes some out at the average, each in its own series', async () => {
    const came = await materialIn(tokens.partsclerk, {
      Notes: 'Customer brought his own',
      Lines: [{ ItemId: 'PRT9401', WhId: main._id, Qty: 7.5, UnCost: 133.33, Reason: 'Customer supplied' }],
    });
    expect(came.status, JSON.stringify(came.body)).toBe(200);
    // 7.5 × ₹133.33 = ₹999.975 → 99,998 paise (half away from zero).
    expect(came.body).toMatchObject({ Sts: 'Posted', Value: 999.98, Notes: 'Customer brought his own' });
    expect(came.body.Num).toMatch(/^MI\//);

    const went = await materialOut(tokens.partsclerk, {
      Lines: [{ ItemId: 'PRT9401', WhId: main._id, Qty: 2.25, Reason: 'Workshop consumables' }],
    });
    expect(went.status, JSON.stringify(went.body)).toBe(200);
    // 2,250 × 99,998 / 7,500 = 29,999.4 → 29,999 paise out.
    expect(went.body).toMatchObject({ Sts: 'Posted', Value: -299.99 });
    expect(went.body.Lines[0]).toMatchObject({ Qty: 2.25, Reason: 'Workshop consumables', UnCost: 133.33 });
    expect(went.body.Num).toMatch(/^MOUT\//);
    expect(await balanceOf('PRT9401')).toEqual({
      OnHand: 5_250,
      ValueP: 69_999,
      kinds: ['MaterialIn', 'MaterialOut'],
    });

    const listIn = await invoke<{ Items: { _id: string }[] }>(inventoryRoutes.materialIns, {
      token: tokens.partsclerk,
    });
    expect(listIn.body.Items.map((d) => d._id)).toEqual([came.body._id]);
    const outOne = await invoke<AdjustmentAnswer>(inventoryRoutes.materialOut, {
      token: tokens.partsclerk,
      params: { Id: went.body._id },
    });
    expect(outOne.body.Lines).toHaveLength(1);
    // A material in is not a material out.
    expectRefused(
      await invoke(inventoryRoutes.materialOut, { token: tokens.partsclerk, params: { Id: came.body._id } }),
      404,
      TransferMessages.materialOutNotFound,
    );
  });

  it('refuses and writes nothing: more than on hand, a fraction of a whole unit, no cost to value at, zero', async () => {
    const before = await balanceOf('PRT9401');
    expectRefused(
      await materialOut(tokens.partsclerk, {
        Lines: [{ ItemId: 'PRT9401', WhId: main._id, Qty: 6, Reason: 'Scrapped' }],
      }),
      400,
      InventoryMessages.insufficientQuantity,
    );
    expectRefused(
      await materialIn(tokens.partsclerk, {
        Lines: [{ ItemId: 'PRT9402', WhId: main._id, Qty: 1.5, UnCost: 90, Reason: 'Sample received' }],
      }),
      400,
      InventoryMessages.wholeQuantity('NOS'),
    );
    expectRefused(
      await materialIn(tokens.partsclerk, {
        Lines: [{ ItemId: 'PRT9402', WhId: main._id, Qty: 1, Reason: 'Sample received' }],
      }),
      400,
      InventoryMessages.costNeeded('Headlamp bulb H4'),
    );
    expectRefused(
      await materialOut(tokens.partsclerk, {
        Lines: [{ ItemId: 'PRT9401', WhId: main._id, Qty: 0, Reason: 'Scrapped' }],
      }),
      400,
    );
    expect(await balanceOf('PRT9401')).toEqual(before);
    expect(await listItemBalances(org.orgId, org.workshopId, 'PRT9402')).toEqual([]);
    const outs = await invoke<{ Items: unknown[] }>(inventoryRoutes.materialOuts, { token: tokens.partsclerk });
    expect(outs.body.Items).toHaveLength(1);
  });

  it('is the Adjust access: an advisor may not', async () => {
    expectRefused(await invoke(inventoryRoutes.materialIns, { token: tokens.advisor }), 403);
  });
});
