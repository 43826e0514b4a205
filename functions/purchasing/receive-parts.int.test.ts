import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { partiesRoutes } from '@shared/api/routes/parties';
import { purchaseOrderStepRoutes as steps } from '@shared/api/routes/purchase-order-steps';
import { purchasingRoutes } from '@shared/api/routes/purchasing';
import type { Party } from '@shared/parties/party-schemas';
import { PurchaseMessages } from '@shared/purchasing/purchase-messages';
import type { PurchaseOrderAnswer, PurchaseReceiveAnswer } from '@shared/purchasing/purchase-schemas';
import { ReceivePartMessages } from '@shared/purchasing/receive-parts';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import { readDocument } from '../data/documents/document-read';
import { allMovements, listItemBalances } from '../data/inventory/stock-repo';
import { periodBalances } from '../data/ledger/ledger-read';
import type { PurchaseOrderHead, PurchaseReceiveHead } from '../data/purchasing/purchase-records';
import { receivePartHooks } from '../data/purchasing/receive-parts-repo';
import { invoke, type Answer } from '../test/invoke';
import { createPart, createWarehouse, expectRefused } from '../test/inventory-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * A receive of more than 25 lines (docs/purchasing-journey.md §4) against DynamoDB Local through the
 * real handlers: a 100-line order received whole (stock, the order's received quantities, the value
 * and the books agree to the paisa), a receive stopped after its second part (a fault injected between
 * parts) and finished by the same call again or by the order's next receive (nothing twice, nothing
 * lost), the order's other writers refused while the claim stands, and receives racing one in parts
 * never receiving more than was ordered.
 */

let org: TestOrganisation;
let tokens: Record<'owner' | 'partsmanager', string>;
let main: Warehouse;
let vendor: Party;
const LINES = 100;
const itemOf = (i: number) => `PRT97${String(i).padStart(3, '0')}`;
/** Rates with paise: ₹100.37 + 0.37 a line, so a slip of one paisa anywhere shows. */
const rateOf = (i: number) => Math.round((100 + i * 0.37) * 100) / 100;

beforeAll(async () => {
  ({ org, tokens } = await organisationWithLogins(['owner', 'partsmanager'] as const));
  main = await createWarehouse(tokens.owner, 'Main');
  const made = await invoke<Party>(partiesRoutes.createVendor, {
    token: tokens.owner,
    body: { DName: 'Asha Auto Spares', Cons: { Phones: { Main: '9876501234' } }, BAdd: { St: 'Karnataka' } },
  });
  vendor = made.body;
  for (let i = 0; i < LINES; i += 20)
    await Promise.all(
      Array.from({ length: Math.min(20, LINES - i) }, (_, k) =>
        createPart(org.orgId, { _id: itemOf(i + k), PCode: `BULK-${i + k}`, Desc: `Bulk part ${i + k}`, UoM: 'NOS' }),
      ),
    );
}, 120_000);

afterEach(() => {
  receivePartHooks.afterPart = undefined;
});

const ok = <T>(answer: Answer<T>): T => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

/** A sent order of `count` lines (items from `first`), 2 NOS each, or `qty` of line 0. */
async function sentOrder(count: number, first = 0, qty0 = 2): Promise<PurchaseOrderAnswer> {
  const Lines = Array.from({ length: count }, (_, i) => ({
    ItemId: itemOf(first + i),
    Qty: i === 0 ? qty0 : 2,
    Rate: rateOf(first + i),
  }));
  const made = ok(
    await invoke<PurchaseOrderAnswer>(purchasingRoutes.createPurchaseOrder, {
      token: tokens.partsmanager,
      body: { VendId: vendor._id, WhId: main._id, Lines },
    }),
  );
  return ok(
    await invoke<PurchaseOrderAnswer>(purchasingRoutes.sendPurchaseOrder, {
      token: tokens.partsmanager,
      params: { Id: made._id },
      body: { ver: made.ver },
    }),
  );
}

const receive = (PoId: string, Lines: { LineId: string; Qty: number }[], key?: string) =>
  invoke<PurchaseReceiveAnswer>(purchasingRoutes.createPurchaseReceive, {
    token: tokens.partsmanager,
    body: { PoId, Lines },
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
const whole = (po: PurchaseOrderAnswer) => po.Lines.map((l) => ({ LineId: l._id, Qty: l.Qty - l.RecQty }));
const readOrder = async (Id: string) =>
  ok(await invoke<PurchaseOrderAnswer>(purchasingRoutes.purchaseOrder, { token: tokens.partsmanager, params: { Id } }));

/** One item's balance, checked against the sum of its movements. */
async function stock(itemId: string) {
  const [b] = await listItemBalances(org.orgId, org.workshopId, itemId);
  const moves = await allMovements(org.orgId, org.workshopId, itemId);
  expect(moves.reduce((s, m) => s + m.Qty, 0)).toBe(b?.OnHand ?? 0);
  expect(moves.reduce((s, m) => s + m.ValueP, 0)).toBe(b?.ValueP ?? 0);
  return { OnHand: b?.OnHand ?? 0, ValueP: b?.ValueP ?? 0, moves: moves.length };
}

async function books(): Promise<Map<number, number>> {
  const sums = new Map<number, number>();
  for (const b of await periodBalances(org.orgId, org.workshopId, new Date().toISOString().slice(0, 7)))
    sums.set(b.Acc, (sums.get(b.Acc) ?? 0) + b.DrP - b.CrP);
  return sums;
}
const movedSince = async (before: Map<number, number>, acc: number) =>
  ((await books()).get(acc) ?? 0) - (before.get(acc) ?? 0);

/** The value of 2 NOS at line i's rate, in paise. */
const valueOf = (i: number) => Math.round(rateOf(i) * 100) * 2;
const sumOf = (from: number, count: number) =>
  Array.from({ length: count }, (_, k) => valueOf(from + k)).reduce((a, b) => a + b, 0);

describe('a receive of a 100-line order', () => {
  it('comes in whole in four parts: stock, the order, the value and the books agree to the paisa', async () => {
    const po = await sentOrder(LINES);
    expect(po.Lines).toHaveLength(LINES);
    const before = await books();
    const rec = ok(await receive(po._id, whole(po)));
    const total = sumOf(0, LINES);
    expect(rec).toMatchObject({ Sts: 'Received', LineCount: LINES, Part: 4, Parts: 4 });
    expect(Math.round(rec.Value * 100)).toBe(total);
    expect(rec.Lines.reduce((s, l) => s + Math.round(l.Value * 100), 0)).toBe(total);
    const head = (await readDocument<PurchaseReceiveHead, 'Lines'>(org.orgId, rec._id, true))?.head;
    expect(head).toMatchObject({ Part: 4, Parts: 4 });
    expect(head?.PartLines).toBeUndefined();
    const after = await readOrder(po._id);
    expect(after.Sts).toBe('Received');
    expect(after.Lines.every((l) => l.RecQty === 2)).toBe(true);
    const stored = await readDocument<PurchaseOrderHead, 'Lines'>(org.orgId, po._id, true);
    expect(stored?.head.Receiving).toBeUndefined();
    expect(stored?.lines.Lines.reduce((s, l) => s + Number(l.RecValP), 0)).toBe(total);
    for (const i of [0, 24, 25, 50, 99])
      expect(await stock(itemOf(i))).toEqual({ OnHand: 2000, ValueP: valueOf(i), moves: 1 });
    expect(await movedSince(before, 1300)).toBe(total);
    expect(await movedSince(before, 2210)).toBe(-total);
  }, 120_000);
});

describe('a receive stopped between parts', () => {
  it('refuses the order’s other writers while it holds the claim, and the same call again finishes it once', async () => {
    const po = await sentOrder(60, 0, 2);
    const lines = whole(po);
    const stockBefore = await Promise.all([0, 59].map((i) => stock(itemOf(i))));
    const before = await books();
    receivePartHooks.afterPart = (part) => {
      if (part === 2) throw new Error('Task timed out after 29.00 seconds');
    };
    const stopped = await receive(po._id, lines, 'receive-60-lines-key');
    expect(stopped.status).toBe(500);
    receivePartHooks.afterPart = undefined;

    // Two parts of 25 are in: the stock, the order and the books agree with them and nothing else.
    const claimed = await readDocument<PurchaseOrderHead, 'Lines'>(org.orgId, po._id, true);
    expect(claimed?.head.Receiving).toMatchObject({ Part: 2, Parts: 3 });
    const recId = String(claimed?.head.Receiving?.RecId);
    const half = await readDocument<PurchaseReceiveHead, 'Lines'>(org.orgId, recId, true);
    expect(half?.head).toMatchObject({ Sts: 'Partially Received', Part: 2, Parts: 3 });
    const inPart = new Set((half?.head.PartLines ?? []).slice(0, 2).flat());
    const lineNo = (id: string) => Number(id.replace('PRL', '')) - 1;
    const inValue = [...inPart].reduce((s, id) => s + valueOf(lineNo(id)), 0);
    expect(await movedSince(before, 1300)).toBe(inValue);
    expect(await movedSince(before, 2210)).toBe(-inValue);
    const order = await readOrder(po._id);
    expect(order.Lines.filter((l) => l.RecQty === 2)).toHaveLength(50);

    // Every other writer of the order refuses, and writes nothing.
    expectRefused(
      await invoke(steps.closePurchaseOrder, { token: tokens.owner, params: { Id: po._id }, body: { ver: order.ver } }),
      409,
      ReceivePartMessages.beingReceived,
    );
    expectRefused(
      await invoke(purchasingRoutes.createBill, {
        token: tokens.owner,
        body: {
          RecId: recId,
          VendBillNo: 'AAS/77',
          VendBillDate: new Date().toISOString().slice(0, 10),
          Lines: [{ LineId: 'PRL1', Rate: rateOf(0) }],
        },
      }),
      409,
      ReceivePartMessages.receiveUnfinished(String(half?.head.Num)),
    );
    expect((await readOrder(po._id)).ver).toBe(order.ver);

    // The same call again (its key) finishes the receive from part 3 and answers it: nothing twice.
    const done = ok(await receive(po._id, lines, 'receive-60-lines-key'));
    expect(done).toMatchObject({ _id: recId, Sts: 'Received', LineCount: 60 });
    const again = ok(await receive(po._id, lines, 'receive-60-lines-key'));
    expect(again._id).toBe(recId);
    expect(await movedSince(before, 1300)).toBe(sumOf(0, 60));
    expect(await movedSince(before, 2210)).toBe(-sumOf(0, 60));
    expect((await readOrder(po._id)).Sts).toBe('Received');
    for (const [k, i] of [0, 59].entries())
      expect(await stock(itemOf(i))).toEqual({
        OnHand: (stockBefore[k]?.OnHand ?? 0) + 2000,
        ValueP: (stockBefore[k]?.ValueP ?? 0) + valueOf(i),
        moves: (stockBefore[k]?.moves ?? 0) + 1,
      });
  }, 120_000);

  it('is finished first by the order’s next receive, which then takes its own line', async () => {
    const po = await sentOrder(40, 0, 5);
    const before = await books();
    receivePartHooks.afterPart = () => {
      throw new Error('Task timed out');
    };
    const first = whole(po).map((l, i) => (i === 0 ? { ...l, Qty: 2 } : l));
    expect((await receive(po._id, first)).status).toBe(500);
    receivePartHooks.afterPart = undefined;
    // The next receive of the order: the 3 NOS left of line 1, after the stopped receive's second part.
    const next = ok(await receive(po._id, [{ LineId: po.Lines[0]?._id ?? '', Qty: 3 }]));
    expect(next).toMatchObject({ Sts: 'Received', LineCount: 1 });
    const order = await readOrder(po._id);
    expect(order.Sts).toBe('Received');
    expect(order.Lines[0]?.RecQty).toBe(5);
    const value = sumOf(1, 39) + Math.round(rateOf(0) * 100) * 5;
    expect(await movedSince(before, 1300)).toBe(value);
    expect(order.Lines.every((l) => l.RecQty === l.Qty)).toBe(true);
  }, 120_000);
});

describe('receives racing a receive in parts', () => {
  it('receives once when a client sends the same call twice at once with one key', async () => {
    const po = await sentOrder(30, 0, 2);
    const before = await books();
    const [a, b] = await Promise.all([
      receive(po._id, whole(po), 'twin-calls-one-key'),
      receive(po._id, whole(po), 'twin-calls-one-key'),
    ]);
    expect(ok(a)._id).toBe(ok(b)._id);
    expect(ok(a).Sts).toBe('Received');
    expect(await movedSince(before, 1300)).toBe(sumOf(0, 30));
    expect((await readOrder(po._id)).Lines.every((l) => l.RecQty === 2)).toBe(true);
  }, 120_000);

  it('never receive more than was ordered: 20 receives of one unit beside a 30-line receive', async () => {
    const po = await sentOrder(31, 60, 10);
    const lineX = po.Lines[0]?._id ?? '';
    const others = whole(po).slice(1);
    const was = await stock(itemOf(60));
    const answers = await Promise.all([
      receive(po._id, [{ LineId: lineX, Qty: 1 }, ...others]),
      ...Array.from({ length: 20 }, () => receive(po._id, [{ LineId: lineX, Qty: 1 }])),
    ]);
    const accepted = answers.filter((a) => a.status === 200);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(400);
      // The order's status once the big receive and nine others are in; the line's remainder while it is open.
      expect([
        PurchaseMessages.notReceivable('Received'),
        PurchaseMessages.overReceipt('Bulk part 60', '0 NOS'),
      ]).toContain((a.body as unknown as { message: string }).message);
    }
    const order = await readOrder(po._id);
    // Every accepted receive took one unit of the line: ten of the 21, never more than the ten ordered.
    expect(accepted.length).toBe(10);
    expect(order.Lines[0]?.RecQty).toBe(10);
    expect(await stock(itemOf(60))).toMatchObject({ OnHand: was.OnHand + 10_000 });
  }, 180_000);
});
