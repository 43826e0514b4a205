import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { iamRoutes, type LoginResponse } from '@shared/api/routes/iam';
import { inventoryRoutes } from '@shared/api/routes/inventory';
import { settingsRoutes, type EntitySettingsAnswer } from '@shared/api/routes/settings';
import { InventoryMessages } from '@shared/inventory/inventory-messages';
import { TransferMessages } from '@shared/inventory/transfer-messages';
import type { TransferAnswer, TransferCreateBody, TransferDestinations } from '@shared/inventory/transfer-schemas';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import { keys } from '../data/identity/identity-keys';
import { allMovements, listItemBalances } from '../data/inventory/stock-repo';
import { db, tableName } from '../lib/aws-clients';
import { invoke, type Answer } from '../test/invoke';
import { adjusted, createPart, createWarehouse, expectRefused } from '../test/inventory-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * Transfer orders (docs/inventory-transfers.md): stock leaves on dispatch at
 * the source's average and arrives on receipt at exactly that value, within a
 * branch and between branches; refusals write nothing; concurrent dispatches
 * of the last units let exactly the stock there is go; the movement log of
 * every balance adds up to it.
 */

let org: TestOrganisation;
let tokens: Record<'owner' | 'partsclerk' | 'partsmanager', string>;
/** The parts manager's session, switched to the spare-parts branch. */
let sparesToken: string;
let main: Warehouse;
let shelf: Warehouse;
let spares: Warehouse;

beforeAll(async () => {
  ({ org, tokens } = await organisationWithLogins(['owner', 'partsclerk', 'partsmanager'] as const));
  [main, shelf] = await Promise.all([createWarehouse(tokens.owner, 'Main'), createWarehouse(tokens.owner, 'Shelf')]);
  const switched = await invoke<LoginResponse>(iamRoutes.switchBranch, {
    token: tokens.partsmanager,
    body: { ToEntityId: org.partsBranchId },
  });
  expect(switched.status).toBe(200);
  sparesToken = switched.body.Token;
  spares = await createWarehouse(sparesToken, 'Spares Store');
  await Promise.all([
    createPart(org.orgId, { _id: 'PRT9301', PCode: 'BP-F', Desc: 'Brake pads, front', UoM: 'SET' }),
    createPart(org.orgId, { _id: 'PRT9302', PCode: 'OIL-5W30', Desc: 'Engine oil 5W-30', UoM: 'LTR' }),
    createPart(org.orgId, { _id: 'PRT9303', PCode: 'SP-IR', Desc: 'Spark plug, iridium', UoM: 'NOS' }),
    createPart(org.orgId, { _id: 'PRT9304', PCode: 'FLT-OIL', Desc: 'Oil filter', UoM: 'NOS' }),
  ]);
});

const send = (token: string, body: TransferCreateBody): Promise<Answer<TransferAnswer>> =>
  invoke<TransferAnswer>(inventoryRoutes.createTransfer, { token, body });
const stepOf =
  (route: typeof inventoryRoutes.receiveTransfer | typeof inventoryRoutes.dispatchTransfer) =>
  (token: string, Id: string): Promise<Answer<TransferAnswer>> =>
    invoke<TransferAnswer>(route, { token, params: { Id }, body: {} });
const receive = stepOf(inventoryRoutes.receiveTransfer);
const dispatch = stepOf(inventoryRoutes.dispatchTransfer);

/** The invariant for one branch's item: every balance is the sum of its movements, in quantity and value. */
async function balancesOf(entId: string, itemId: string): Promise<Record<string, { OnHand: number; ValueP: number }>> {
  const balances = await listItemBalances(org.orgId, entId, itemId);
  const moves = await allMovements(org.orgId, entId, itemId);
  const out: Record<string, { OnHand: number; ValueP: number }> = {};
  for (const b of balances) {
    const mine = moves.filter((m) => m.WhId === b.WhId);
    expect(mine.reduce((sum, m) => sum + m.Qty, 0)).toBe(b.OnHand);
    expect(mine.reduce((sum, m) => sum + m.ValueP, 0)).toBe(b.ValueP);
    out[b.WhId] = { OnHand: b.OnHand, ValueP: b.ValueP };
  }
  return out;
}

async function listed(token: string, Direction: 'Out' | 'In') {
  const page = await invoke<{ Items: TransferAnswer[] }>(inventoryRoutes.transfers, { token, query: { Direction } });
  expect(page.status).toBe(200);
  return page.body.Items;
}

describe('a transfer within a branch', () => {
  it('takes 4 of 15 brake pads out at the average on dispatch and brings exactly that value in on receipt', async () => {
    await adjusted(tokens.owner, [{ ItemId: 'PRT9301', WhId: main._id, Qty: 10, UnCost: 250 }]);
    await adjusted(tokens.owner, [{ ItemId: 'PRT9301', WhId: main._id, Qty: 5, UnCost: 280.5 }]);
    const sent = await send(tokens.partsclerk, {
      FromWhId: main._id,
      ToEntId: org.workshopId,
      ToWhId: shelf._id,
      Lines: [{ ItemId: 'PRT9301', Qty: 4 }],
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    // 4 × 390,250 / 15 = 104,066.67 → 104,067 paise in transit.
    expect(sent.body).toMatchObject({ Sts: 'In Transit', Value: 1040.67, FromWhName: 'Main', ToWhName: 'Shelf' });
    expect(sent.body.Lines[0]).toMatchObject({ Qty: 4, UnCost: 260.17, Value: 1040.67 });
    expect(sent.body.Num).toMatch(/^TO\//);
    expect(await balancesOf(org.workshopId, 'PRT9301')).toEqual({ [main._id]: { OnHand: 11_000, ValueP: 286_183 } });
    // Both lists of the branch show it: it sends it, and it is on its way to it.
    expect((await listed(tokens.partsclerk, 'Out')).map((t) => t._id)).toContain(sent.body._id);
    expect((await listed(tokens.partsclerk, 'In')).map((t) => t._id)).toContain(sent.body._id);

    const got = await receive(tokens.partsclerk, sent.body._id);
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    expect(got.body).toMatchObject({ Sts: 'Received', Value: 1040.67 });
    expect(got.body.Lines[0]).toMatchObject({ RecQty: 4 });
    expect(await balancesOf(org.workshopId, 'PRT9301')).toEqual({
      [main._id]: { OnHand: 11_000, ValueP: 286_183 },
      [shelf._id]: { OnHand: 4_000, ValueP: 104_067 },
    });
    // Value conserved to the paisa: 286,183 + 104,067 = 390,250.
    expectRefused(await receive(tokens.partsclerk, sent.body._id), 400, TransferMessages.notInTransit('Received'));
  });
});

describe('a transfer between branches', () => {
  it('leaves the workshop on dispatch, is in transit, and arrives at the spare-parts branch when received there', async () => {
    await adjusted(tokens.owner, [{ ItemId: 'PRT9302', WhId: main._id, Qty: 12.5, UnCost: 412.37 }]);
    const destinations = await invoke<TransferDestinations>(inventoryRoutes.transferDestinations, {
      token: tokens.partsclerk,
    });
    expect(destinations.body.find((d) => d.EntId === org.partsBranchId)?.Warehouses).toEqual([
      { _id: spares._id, Name: 'Spares Store' },
    ]);
    const sent = await send(tokens.partsclerk, {
      FromWhId: main._id,
      ToEntId: org.partsBranchId,
      ToWhId: spares._id,
      Notes: 'For the counter',
      Lines: [{ ItemId: 'PRT9302', Qty: 3.75 }],
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    // 3.75 of 12.5 litres worth 5,154.63 (515,463 p): 3,750 × 515,463 / 12,500 = 154,638.9 → 154,639 p.
    expect(sent.body.Value).toBe(1546.39);
    expect(await balancesOf(org.workshopId, 'PRT9302')).toEqual({ [main._id]: { OnHand: 8_750, ValueP: 360_824 } });
    expect(await balancesOf(org.partsBranchId, 'PRT9302')).toEqual({});

    // The destination sees it coming; the sender cannot receive it, the destination cannot dispatch it.
    const incoming = (await listed(sparesToken, 'In')).find((t) => t._id === sent.body._id);
    expect(incoming).toMatchObject({ Sts: 'In Transit', FromEntId: org.workshopId, Value: 1546.39 });
    expect((await listed(sparesToken, 'Out')).map((t) => t._id)).not.toContain(sent.body._id);
    expectRefused(await receive(tokens.partsclerk, sent.body._id), 404, TransferMessages.notFound);
    const opened = await invoke<TransferAnswer>(inventoryRoutes.transfer, {
      token: sparesToken,
      params: { Id: sent.body._id },
    });
    expect(opened.body.Lines[0]).toMatchObject({ ItemId: 'PRT9302', Qty: 3.75, Value: 1546.39 });

    const got = await receive(sparesToken, sent.body._id);
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    expect(await balancesOf(org.partsBranchId, 'PRT9302')).toEqual({
      [spares._id]: { OnHand: 3_750, ValueP: 154_639 },
    });
    // 360,824 + 154,639 = 515,463: what the workshop had.
    const seenBySender = await invoke<TransferAnswer>(inventoryRoutes.transfer, {
      token: tokens.partsclerk,
      params: { Id: sent.body._id },
    });
    expect(seenBySender.body).toMatchObject({ Sts: 'Received', RecDate: expect.any(String) });
  });
});

describe('refusals write nothing', () => {
  it('refuses too many, a foreign warehouse, an unknown item, a fraction of a whole unit, and the same warehouse', async () => {
    await adjusted(tokens.owner, [{ ItemId: 'PRT9303', WhId: main._id, Qty: 6, UnCost: 745.5 }]);
    const before = await balancesOf(org.workshopId, 'PRT9303');
    const countBefore = (await listed(tokens.partsclerk, 'Out')).length;
    const to = { ToEntId: org.workshopId, ToWhId: shelf._id };
    const body = (Qty: number, ItemId = 'PRT9303') => ({ FromWhId: main._id, ...to, Lines: [{ ItemId, Qty }] });

    expectRefused(await send(tokens.partsclerk, body(7)), 400, InventoryMessages.insufficientQuantity);
    const foreign = expectRefused(await send(tokens.partsclerk, { ...body(1), FromWhId: spares._id }), 400);
    expect(foreign.errors?.[0]).toEqual({ path: 'FromWhId', message: InventoryMessages.warehouseUnknown(spares._id) });
    const item = expectRefused(await send(tokens.partsclerk, body(1, 'PRT-NOT-OURS')), 400);
    expect(item.errors).toEqual([{ path: 'Lines.0.ItemId', message: InventoryMessages.itemUnknown('PRT-NOT-OURS') }]);
    expectRefused(await send(tokens.partsclerk, body(1.5)), 400, InventoryMessages.wholeQuantity('NOS'));
    expectRefused(await send(tokens.partsclerk, { ...body(1), ToWhId: main._id }), 400, TransferMessages.sameWarehouse);
    expectRefused(
      await send(tokens.partsclerk, { ...body(1), ToEntId: 'ENT-ELSEWHERE' }),
      400,
      TransferMessages.branchUnknown('ENT-ELSEWHERE'),
    );
    expectRefused(
      await send(tokens.partsclerk, { ...body(1), ToEntId: org.partsBranchId }),
      400,
      TransferMessages.destinationUnknown(shelf._id),
    );
    expectRefused(await send(tokens.partsclerk, body(-1)), 400);

    expect(await balancesOf(org.workshopId, 'PRT9303')).toEqual(before);
    expect((await listed(tokens.partsclerk, 'Out')).length).toBe(countBefore);
  });

  it('keeps a draft without moving stock, dispatches it later, and a cancel in transit puts it back', async () => {
    const draft = await send(tokens.partsclerk, {
      FromWhId: main._id,
      ToEntId: org.workshopId,
      ToWhId: shelf._id,
      Dispatch: false,
      Lines: [{ ItemId: 'PRT9303', Qty: 2 }],
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect(draft.body).toMatchObject({ Sts: 'Draft', Value: 0 });
    expect(draft.body.Lines[0]?.Value).toBeUndefined();
    // A draft is the sender's business: not on anybody's incoming list, and not receivable.
    expect((await listed(tokens.partsclerk, 'In')).map((t) => t._id)).not.toContain(draft.body._id);
    expectRefused(await receive(tokens.partsclerk, draft.body._id), 400, TransferMessages.notInTransit('Draft'));
    expect((await balancesOf(org.workshopId, 'PRT9303'))[main._id]).toEqual({ OnHand: 6_000, ValueP: 447_300 });

    const sent = await dispatch(tokens.partsclerk, draft.body._id);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ Sts: 'In Transit', Value: 1491, Num: draft.body.Num });
    expectRefused(await dispatch(tokens.partsclerk, draft.body._id), 400, TransferMessages.notDraft('In Transit'));
    const cancel = (Id: string) =>
      invoke<TransferAnswer>(inventoryRoutes.cancelTransfer, { token: tokens.partsclerk, params: { Id }, body: {} });
    // Cancelled in transit: both plugs go back to Main at exactly the value they left with.
    const back = await cancel(draft.body._id);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body).toMatchObject({ Sts: 'Cancelled', RetValue: 1491 });
    expect(back.body.Lines[0]).toMatchObject({ RetQty: 2, RetValue: 1491 });
    expectRefused(await cancel(draft.body._id), 400, TransferMessages.notCancellable('Cancelled'));

    const other = await send(tokens.partsclerk, {
      FromWhId: main._id,
      ToEntId: org.workshopId,
      ToWhId: shelf._id,
      Dispatch: false,
      Lines: [{ ItemId: 'PRT9303', Qty: 1 }],
    });
    const cancelled = await cancel(other.body._id);
    expect(cancelled.body.Sts).toBe('Cancelled');
    expectRefused(await dispatch(tokens.partsclerk, other.body._id), 400, TransferMessages.notDraft('Cancelled'));
    expect((await balancesOf(org.workshopId, 'PRT9303'))[main._id]).toEqual({ OnHand: 6_000, ValueP: 447_300 });
  });
});

describe('races', () => {
  it('lets exactly the stock there is leave: 3 oil filters, 8 transfers of one at once, 3 dispatched', async () => {
    await adjusted(tokens.owner, [{ ItemId: 'PRT9304', WhId: main._id, Qty: 3, UnCost: 189.99 }]);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        send(i % 2 ? tokens.partsclerk : tokens.owner, {
          FromWhId: main._id,
          ToEntId: org.partsBranchId,
          ToWhId: spares._id,
          Lines: [{ ItemId: 'PRT9304', Qty: 1 }],
        }),
      ),
    );
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(3);
    for (const refused of answers.filter((a) => a.status !== 200))
      expectRefused(refused, 400, InventoryMessages.insufficientQuantity);
    expect(ok.reduce((sum, a) => sum + Math.round(a.body.Value * 100), 0)).toBe(56_997);
    expect(await balancesOf(org.workshopId, 'PRT9304')).toEqual({ [main._id]: { OnHand: 0, ValueP: 0 } });

    // Two receipts of one transfer at once: it arrives once.
    const first = ok[0]?.body._id ?? '';
    const twice = await Promise.all([receive(sparesToken, first), receive(sparesToken, first)]);
    expect(twice.map((a) => a.status).sort()).toEqual([200, 400]);
    const all = await Promise.all(ok.slice(1).map((a) => receive(sparesToken, a.body._id)));
    expect(all.map((a) => a.status)).toEqual([200, 200]);
    expect(await balancesOf(org.partsBranchId, 'PRT9304')).toEqual({ [spares._id]: { OnHand: 3_000, ValueP: 56_997 } });
  });
});

describe('a branch that keeps no inventory', () => {
  it('is no destination: it could never receive', async () => {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.entity(org.orgId, org.partsBranchId),
        UpdateExpression: 'SET #c.Inventory.#a = :off',
        ExpressionAttributeNames: { '#c': 'Config', '#a': 'Access' },
        ExpressionAttributeValues: { ':off': false },
      }),
    );
    const destinations = await invoke<TransferDestinations>(inventoryRoutes.transferDestinations, {
      token: tokens.partsclerk,
    });
    expect(destinations.body.map((d) => d.EntId)).toEqual([org.workshopId]);
    const refused = expectRefused(
      await send(tokens.partsclerk, {
        FromWhId: main._id,
        ToEntId: org.partsBranchId,
        ToWhId: spares._id,
        Lines: [{ ItemId: 'PRT9303', Qty: 1 }],
      }),
      400,
    );
    expect(refused.errors?.[0]?.path).toBe('ToEntId');
  });
});

describe('allowed warehouses', () => {
  it('with multi-warehouse on, a clerk neither sends from nor receives into a warehouse their access does not name', async () => {
    const s = (await invoke<EntitySettingsAnswer>(settingsRoutes.getEntitySettings, { token: tokens.owner })).body;
    const on = await invoke(settingsRoutes.putInventory, {
      token: tokens.owner,
      body: { ver: s.ver, Inventory: { ...s.Settings.Inventory, MultiWh: true } },
    });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    const body = {
      FromWhId: main._id,
      ToEntId: org.workshopId,
      ToWhId: shelf._id,
      Lines: [{ ItemId: 'PRT9303', Qty: 1 }],
    };
    const refused = expectRefused(await send(tokens.partsclerk, body), 400);
    expect(refused.errors?.[0]).toEqual({ path: 'FromWhId', message: InventoryMessages.warehouseNotAllowed('Main') });
    // An admin is not limited; the clerk still may not take it into Shelf.
    const sent = await send(tokens.owner, body);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const shelfBefore = await balancesOf(org.workshopId, 'PRT9303');
    expectRefused(await receive(tokens.partsclerk, sent.body._id), 400, InventoryMessages.warehouseNotAllowed('Shelf'));
    expect(await balancesOf(org.workshopId, 'PRT9303')).toEqual(shelfBefore);
    expect((await receive(tokens.owner, sent.body._id)).status).toBe(200);
  });
});
