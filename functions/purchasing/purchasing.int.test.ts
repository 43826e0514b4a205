import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { partiesRoutes } from '@shared/api/routes/parties';
import { purchasingRoutes } from '@shared/api/routes/purchasing';
import { Messages } from '@shared/api/messages';
import type { Party } from '@shared/parties/party-schemas';
import { PoStepMessages } from '@shared/purchasing/po-step-messages';
import { PurchaseMessages } from '@shared/purchasing/purchase-messages';
import type {
  PurchaseOrderAnswer,
  PurchaseOrderCreateBody,
  PurchaseReceiveAnswer,
  PurchaseReceiveCreateBody,
} from '@shared/purchasing/purchase-schemas';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import { requestsPk, requestsPartition, requestsStatusPartition } from '../data/inventory/requested-parts';
import { allMovements, listItemBalances } from '../data/inventory/stock-repo';
import { db, tableName } from '../lib/aws-clients';
import { invoke, type Answer } from '../test/invoke';
import { createPart, createWarehouse, expectRefused } from '../test/inventory-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * Purchase orders, parts orders and receives (docs/purchasing.md) against
 * DynamoDB Local: GST by the vendor's state to the paisa, saves at `ver`,
 * receipts moving stock at the order's rate, partial then full, an
 * over-receipt refused with nothing written, 20 concurrent receives of one
 * line never above what was ordered, tenants apart, and access `PO`.
 */

let org: TestOrganisation;
let tokens: Record<'owner' | 'partsmanager' | 'partsclerk', string>;
let main: Warehouse;
let local: Party;
let outside: Party;

const vendor = async (token: string, DName: string, St: string): Promise<Party> => {
  const answer = await invoke<Party>(partiesRoutes.createVendor, {
    token,
    body: {
      DName,
      Cons: { Phones: { Main: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}` } },
      BAdd: { St },
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

beforeAll(async () => {
  ({ org, tokens } = await organisationWithLogins(['owner', 'partsmanager', 'partsclerk'] as const));
  main = await createWarehouse(tokens.owner, 'Main');
  [local, outside] = await Promise.all([
    vendor(tokens.owner, 'Asha Auto Spares', 'Karnataka'),
    vendor(tokens.owner, 'Pune Parts Depot', 'Maharashtra'),
    createPart(org.orgId, { _id: 'PRT9401', PCode: 'BP-F', Desc: 'Brake pads, front', UoM: 'SET' }),
    createPart(org.orgId, { _id: 'PRT9402', PCode: 'OIL-5W30', Desc: 'Engine oil 5W-30', UoM: 'LTR' }),
    createPart(org.orgId, { _id: 'PRT9403', PCode: 'SP-IR', Desc: 'Spark plug, iridium', UoM: 'NOS' }),
    createPart(org.orgId, { _id: 'PRT9404', PCode: 'FLT-OIL', Desc: 'Oil filter', UoM: 'NOS' }),
  ]);
});

const order = (token: string, body: PurchaseOrderCreateBody): Promise<Answer<PurchaseOrderAnswer>> =>
  invoke<PurchaseOrderAnswer>(purchasingRoutes.createPurchaseOrder, { token, body });
async function ordered(body: Omit<PurchaseOrderCreateBody, 'WhId'>, send = true): Promise<PurchaseOrderAnswer> {
  const made = await order(tokens.partsmanager, { WhId: main._id, ...body });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  if (!send) return made.body;
  const sent = await invoke<PurchaseOrderAnswer>(purchasingRoutes.sendPurchaseOrder, {
    token: tokens.partsmanager,
    params: { Id: made.body._id },
    body: { ver: made.body.ver },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return sent.body;
}
const receive = (body: PurchaseReceiveCreateBody, token = tokens.partsmanager) =>
  invoke<PurchaseReceiveAnswer>(purchasingRoutes.createPurchaseReceive, { token, body });
const readOrder = async (Id: string) => {
  const answer = await invoke<PurchaseOrderAnswer>(purchasingRoutes.purchaseOrder, {
    token: tokens.partsmanager,
    params: { Id },
  });
  expect(answer.status).toBe(200);
  return answer.body;
};
const balance = async (itemId: string) => {
  const [b] = await listItemBalances(org.orgId, org.workshopId, itemId);
  const moves = await allMovements(org.orgId, org.workshopId, itemId);
  // The invariant: the balance is the sum of its movements, in quantity and value.
  expect(moves.reduce((s, m) => s + m.Qty, 0)).toBe(b?.OnHand ?? 0);
  expect(moves.reduce((s, m) => s + m.ValueP, 0)).toBe(b?.ValueP ?? 0);
  return { OnHand: b?.OnHand ?? 0, ValueP: b?.ValueP ?? 0, moves: moves.length };
};

describe('purchase orders', () => {
  it('taxes a vendor of the branch state with CGST + SGST and one of another state with IGST, to the paisa', async () => {
    const lines = [{ ItemId: 'PRT9401', Qty: 3, Rate: 1234.56 }];
    const intra = await ordered({ VendId: local._id, Lines: lines }, false);
    expect(intra).toMatchObject({ Sts: 'Draft', IntraState: true, POS: '29', Sub: 3703.68, Total: 4370.34 });
    expect(intra).toMatchObject({ CGST: 333.33, SGST: 333.33, IGST: 0 });
    expect(intra.Lines[0]).toMatchObject({ TCode: 106, Amount: 3703.68, CGST: 333.33, SGST: 333.33, RecQty: 0 });
    const inter = await ordered({ VendId: outside._id, Lines: lines }, false);
    expect(inter).toMatchObject({ IntraState: false, CGST: 0, SGST: 0, IGST: 666.66, Total: 4370.34 });
    expect(inter.Lines[0]?.TCode).toBe(114);
  });

  it('saves a draft at its ver (409 on a stale one), keeps what a save leaves out, and refuses a sent order', async () => {
    const draft = await ordered(
      { VendId: local._id, ExpDate: '2099-01-31', Notes: 'Urgent', Lines: [{ ItemId: 'PRT9402', Qty: 4, Rate: 450 }] },
      false,
    );
    const save = (ver: number, body: Record<string, unknown>) =>
      invoke<PurchaseOrderAnswer>(purchasingRoutes.savePurchaseOrder, {
        token: tokens.partsmanager,
        params: { Id: draft._id },
        body: { ver, ...body },
      });
    const saved = await save(draft.ver, { VendId: outside._id });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      Notes: 'Urgent',
      ExpDate: '2099-01-31',
      IntraState: false,
      IGST: 324,
      Total: 2124,
    });
    expect(saved.body.Lines).toHaveLength(1);
    expectRefused(await save(draft.ver, { Notes: 'late' }), 409, Messages.conflict);
    const sent = await invoke<PurchaseOrderAnswer>(purchasingRoutes.sendPurchaseOrder, {
      token: tokens.partsmanager,
      params: { Id: draft._id },
      body: { ver: saved.body.ver },
    });
    expect(sent.body.Sts).toBe('Sent');
    // A sent order is amended only with EdApprPO (docs/purchasing.md §18), which the parts manager does not hold.
    expectRefused(await save(sent.body.ver, { Notes: 'x' }), 403, PoStepMessages.editApprovedRight);
    const list = await invoke<{ Items: { _id: string; Sts: string }[] }>(purchasingRoutes.purchaseOrders, {
      token: tokens.partsmanager,
      query: { Sts: 'Sent' },
    });
    expect(list.body.Items.map((r) => r._id)).toContain(draft._id);
  });

  it('refuses an unknown item, a vendor not found and an expected date in the past, naming each field', async () => {
    const answer = await order(tokens.partsmanager, {
      VendId: 'NOPE',
      WhId: main._id,
      ExpDate: '2001-01-01',
      Lines: [{ ItemId: 'PRT0000', Qty: 1, Rate: 10 }],
    });
    const body = expectRefused(answer, 400);
    expect(body.errors?.map((e) => e.path).sort()).toEqual(['ExpDate', 'Lines.0.ItemId', 'VendId']);
  });
});

describe('purchase receives', () => {
  it('moves stock in at the order rate: partial, then full, the value adding up to the line amount exactly', async () => {
    const po = await ordered({ VendId: local._id, Lines: [{ ItemId: 'PRT9403', Qty: 3, Rate: 333.33 }] });
    const first = await receive({ PoId: po._id, Lines: [{ LineId: 'POL1', Qty: 1 }] });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ PoNum: po.Num, Value: 333.33, WhId: main._id });
    expect((await readOrder(po._id)).Sts).toBe('Partially Received');
    expect(await balance('PRT9403')).toMatchObject({ OnHand: 1000, ValueP: 33333 });
    const rest = await receive({ PoId: po._id, VendRef: 'DC-77', Lines: [{ LineId: 'POL1', Qty: 2 }] });
    expect(rest.status).toBe(200);
    const after = await readOrder(po._id);
    expect(after.Sts).toBe('Received');
    expect(after.Lines[0]?.RecQty).toBe(3);
    expect(await balance('PRT9403')).toMatchObject({ OnHand: 3000, ValueP: 99999 });
    const list = await invoke<{ Items: { _id: string }[] }>(purchasingRoutes.purchaseReceives, {
      token: tokens.partsmanager,
    });
    expect(list.body.Items.slice(0, 2).map((r) => r._id)).toEqual([rest.body._id, first.body._id]);
  });

  it('refuses a receipt above what is left on the order and writes nothing', async () => {
    const po = await ordered({ VendId: local._id, Lines: [{ ItemId: 'PRT9401', Qty: 2, Rate: 900 }] });
    const before = await balance('PRT9401');
    const answer = await receive({ PoId: po._id, Lines: [{ LineId: 'POL1', Qty: 3 }] });
    expectRefused(answer, 400, PurchaseMessages.overReceipt('Brake pads, front', '2 SET'));
    expect(await balance('PRT9401')).toEqual(before);
    const after = await readOrder(po._id);
    expect(after).toMatchObject({ Sts: 'Sent', ver: po.ver });
    expect(after.Lines[0]?.RecQty).toBe(0);
    expectRefused(
      await receive({
        PoId: (await ordered({ VendId: local._id, Lines: [{ ItemId: 'PRT9401', Qty: 1, Rate: 1 }] }, false))._id,
        Lines: [{ LineId: 'POL1', Qty: 1 }],
      }),
      400,
      PurchaseMessages.notReceivable('Draft'),
    );
  });

  it('lets 20 parallel receives of one line take exactly what was ordered, refusing the rest', async () => {
    const po = await ordered({ VendId: local._id, Lines: [{ ItemId: 'PRT9404', Qty: 10, Rate: 99.99 }] });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => receive({ PoId: po._id, Lines: [{ LineId: 'POL1', Qty: 1 }] })),
    );
    const accepted = answers.filter((a) => a.status === 200);
    for (const refused of answers.filter((a) => a.status !== 200))
      expect([400, 409], JSON.stringify(refused.body)).toContain(refused.status);
    const messages = answers.map((a) => (a.body as { message?: string }).message);
    // Once the line is full the order is Received: the late ones are told so, naming the status.
    expect(messages).toContain(PurchaseMessages.notReceivable('Received'));
    expect(accepted.length).toBeLessThanOrEqual(10);
    const after = await readOrder(po._id);
    expect(after.Lines[0]?.RecQty).toBe(accepted.length);
    expect(await balance('PRT9404')).toMatchObject({ OnHand: accepted.length * 1000, ValueP: accepted.length * 9999 });
    expect(accepted.length).toBe(10);
    expect(after.Sts).toBe('Received');
  });
});

describe('parts orders from requested parts', () => {
  it('orders New requests from one vendor, remembers the repair order line, and the receipt marks them Received', async () => {
    const WoId = ulid();
    const put = (LineId: string, ItemId: string, Qty: number) =>
      db().send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            pk: requestsPk(org.orgId, org.workshopId),
            sk: `${WoId}#${LineId}`,
            type: 'RequestedPart',
            DocId: WoId,
            DocNum: 'WO-42',
            LineId,
            ItemId,
            Desc: 'x',
            Qty,
            Sts: 'New',
            ReqAt: '2026-11-28T10:00:00.000Z',
            UpAt: '2026-11-28T10:00:00.000Z',
            gsi1pk: requestsStatusPartition(org.orgId, org.workshopId, 'New'),
            gsi1sk: `2026-11-28T10:00:00.000Z#${WoId}#${LineId}`,
            gsi2pk: requestsPartition(org.orgId, org.workshopId),
            gsi2sk: `2026-11-28T10:00:00.000Z#${WoId}#${LineId}`,
          },
        }),
      );
    await Promise.all([put('P1', 'PRT9402', 2), put('P2', 'PRT9403', 1)]);
    const made = await invoke<PurchaseOrderAnswer>(purchasingRoutes.createPartsOrder, {
      token: tokens.partsmanager,
      body: {
        VendId: outside._id,
        WhId: main._id,
        Lines: [
          { DocId: WoId, LineId: 'P1', Rate: 500 },
          { DocId: WoId, LineId: 'P2', Rate: 250 },
        ],
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.Lines.map((l) => [l.ItemId, l.Qty, l.WoNum, l.WoLineId])).toEqual([
      ['PRT9402', 2, 'WO-42', 'P1'],
      ['PRT9403', 1, 'WO-42', 'P2'],
    ]);
    const request = async (LineId: string) =>
      (
        await db().send(
          new GetCommand({
            TableName: tableName(),
            Key: { pk: requestsPk(org.orgId, org.workshopId), sk: `${WoId}#${LineId}` },
            ConsistentRead: true,
          }),
        )
      ).Item;
    expect(await request('P1')).toMatchObject({ Sts: 'Waiting for Parts', PoId: made.body._id, PoNum: made.body.Num });
    // A request already ordered cannot be ordered again.
    const again = await invoke(purchasingRoutes.createPartsOrder, {
      token: tokens.partsmanager,
      body: { VendId: local._id, WhId: main._id, Lines: [{ DocId: WoId, LineId: 'P1', Rate: 1 }] },
    });
    expectRefused(again, 400, PurchaseMessages.requestNotNew('Waiting for Parts'));
    const sent = await invoke<PurchaseOrderAnswer>(purchasingRoutes.sendPurchaseOrder, {
      token: tokens.partsmanager,
      params: { Id: made.body._id },
      body: { ver: made.body.ver },
    });
    const got = await receive({
      PoId: sent.body._id,
      Lines: [
        { LineId: 'POL1', Qty: 1 },
        { LineId: 'POL2', Qty: 1 },
      ],
    });
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    expect(await request('P1')).toMatchObject({ Sts: 'Waiting for Parts' });
    expect(await request('P2')).toMatchObject({
      Sts: 'Received',
      gsi1pk: requestsStatusPartition(org.orgId, org.workshopId, 'Received'),
    });
    await receive({ PoId: sent.body._id, Lines: [{ LineId: 'POL1', Qty: 1 }] });
    expect(await request('P1')).toMatchObject({ Sts: 'Received' });
    // A cancelled parts order puts its requests back to New, to be ordered again.
    await put('P3', 'PRT9404', 1);
    const other = await invoke<PurchaseOrderAnswer>(purchasingRoutes.createPartsOrder, {
      token: tokens.partsmanager,
      body: { VendId: local._id, WhId: main._id, Lines: [{ DocId: WoId, LineId: 'P3', Rate: 80 }] },
    });
    expect(await request('P3')).toMatchObject({ Sts: 'Waiting for Parts', PoId: other.body._id });
    const cancelled = await invoke<PurchaseOrderAnswer>(purchasingRoutes.cancelPurchaseOrder, {
      token: tokens.partsmanager,
      params: { Id: other.body._id },
      body: { ver: other.body.ver },
    });
    expect(cancelled.body.Sts).toBe('Cancelled');
    expect(await request('P3')).toMatchObject({
      Sts: 'New',
      gsi1pk: requestsStatusPartition(org.orgId, org.workshopId, 'New'),
    });
  });
});

describe('access', () => {
  it('needs Inventory PO (403 for a parts clerk) and keeps organisations apart', async () => {
    expectRefused(
      await order(tokens.partsclerk, {
        VendId: local._id,
        WhId: main._id,
        Lines: [{ ItemId: 'PRT9401', Qty: 1, Rate: 1 }],
      }),
      403,
    );
    const mine = await ordered({ VendId: local._id, Lines: [{ ItemId: 'PRT9401', Qty: 1, Rate: 10 }] }, false);
    const other = await organisationWithLogins(['owner'] as const);
    const read = await invoke(purchasingRoutes.purchaseOrder, { token: other.tokens.owner, params: { Id: mine._id } });
    expectRefused(read, 404, PurchaseMessages.notFound);
    const list = await invoke<{ Items: unknown[] }>(purchasingRoutes.purchaseOrders, { token: other.tokens.owner });
    expect(list.body.Items).toEqual([]);
    expectRefused(await receive({ PoId: mine._id, Lines: [{ LineId: 'POL1', Qty: 1 }] }, other.tokens.owner), 404);
  });
});
