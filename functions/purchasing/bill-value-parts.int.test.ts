import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { partiesRoutes } from '@shared/api/routes/parties';
import { purchasingRoutes } from '@shared/api/routes/purchasing';
import type { Party } from '@shared/parties/party-schemas';
import type { BillAnswer } from '@shared/purchasing/bill-schemas';
import type { PurchaseOrderAnswer, PurchaseReceiveAnswer } from '@shared/purchasing/purchase-schemas';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import { readDocument } from '../data/documents/document-read';
import { allMovements, listItemBalances } from '../data/inventory/stock-repo';
import { periodBalances } from '../data/ledger/ledger-read';
import type { BillHead } from '../data/purchasing/bill-records';
import { billValueHooks } from '../data/purchasing/bill-value-parts';
import { invoke, type Answer } from '../test/invoke';
import { createPart, createWarehouse } from '../test/inventory-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * The bill of a large receive whose freight and price differences change the value of every line
 * (docs/purchasing-journey.md §4 'The bill of a large receive'): 40 items, more than one transaction
 * holds, so the bill commits with the change parked on 2210 and the value movements come in parts of
 * 25. The books balance after every part and 2210 clears with the last; a bill stopped after its first
 * part is finished by the same call again (its vendor bill number), nothing moved twice.
 */

let org: TestOrganisation;
let token: string;
let main: Warehouse;
let vendor: Party;
const LINES = 40;
const itemOf = (i: number) => `PRT95${String(i).padStart(3, '0')}`;
const rateOf = (i: number) => Math.round((100 + i * 0.37) * 100) / 100;

beforeAll(async () => {
  const logins = await organisationWithLogins(['owner'] as const);
  org = logins.org;
  token = logins.tokens.owner;
  main = await createWarehouse(token, 'Main');
  vendor = (
    await invoke<Party>(partiesRoutes.createVendor, {
      token,
      body: { DName: 'Asha Auto Spares', Cons: { Phones: { Main: '9876501299' } }, BAdd: { St: 'Karnataka' } },
    })
  ).body;
  await Promise.all(
    Array.from({ length: LINES }, (_, i) =>
      createPart(org.orgId, { _id: itemOf(i), PCode: `BV-${i}`, Desc: `Billed part ${i}`, UoM: 'NOS' }),
    ),
  );
}, 120_000);

afterEach(() => {
  billValueHooks.afterPart = undefined;
});

const ok = <T>(answer: Answer<T>): T => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

async function received(): Promise<PurchaseReceiveAnswer> {
  const made = ok(
    await invoke<PurchaseOrderAnswer>(purchasingRoutes.createPurchaseOrder, {
      token,
      body: {
        VendId: vendor._id,
        WhId: main._id,
        Lines: Array.from({ length: LINES }, (_, i) => ({ ItemId: itemOf(i), Qty: 2, Rate: rateOf(i) })),
      },
    }),
  );
  ok(await invoke(purchasingRoutes.sendPurchaseOrder, { token, params: { Id: made._id }, body: { ver: made.ver } }));
  return ok(
    await invoke<PurchaseReceiveAnswer>(purchasingRoutes.createPurchaseReceive, {
      token,
      body: { PoId: made._id, Lines: made.Lines.map((l) => ({ LineId: l._id, Qty: 2 })) },
    }),
  );
}

const bill = (rec: PurchaseReceiveAnswer, no: string) =>
  invoke<BillAnswer>(purchasingRoutes.createBill, {
    token,
    body: {
      RecId: rec._id,
      VendBillNo: no,
      VendBillDate: new Date().toISOString().slice(0, 10),
      // A rupee above the receive on every line, and freight spread by value: every item's value changes.
      Lines: rec.Lines.map((l) => ({ LineId: l._id, Rate: l.Rate + 1 })),
      Charges: [{ Desc: 'Freight', Amount: 1234.56 }],
    },
  });

async function books(): Promise<Map<number, number>> {
  const sums = new Map<number, number>();
  for (const b of await periodBalances(org.orgId, org.workshopId, new Date().toISOString().slice(0, 7)))
    sums.set(b.Acc, (sums.get(b.Acc) ?? 0) + b.DrP - b.CrP);
  return sums;
}
const moved = (before: Map<number, number>, after: Map<number, number>, acc: number) =>
  (after.get(acc) ?? 0) - (before.get(acc) ?? 0);
const balanced = (sums: Map<number, number>) => [...sums.values()].reduce((a, b) => a + b, 0);

/** The stock value of every item of the order (each balance checked against its movements). */
async function stockValue(): Promise<{ valueP: number; billMoves: number }> {
  let valueP = 0;
  let billMoves = 0;
  for (let i = 0; i < LINES; i += 1) {
    const [b] = await listItemBalances(org.orgId, org.workshopId, itemOf(i));
    const moves = await allMovements(org.orgId, org.workshopId, itemOf(i));
    expect(moves.reduce((s, m) => s + m.ValueP, 0)).toBe(b?.ValueP ?? 0);
    valueP += b?.ValueP ?? 0;
    billMoves += moves.filter((m) => m.Kind === 'BillValue').length;
  }
  return { valueP, billMoves };
}

describe('a bill changing the value of 40 items', () => {
  let made: BillAnswer;
  let start: Map<number, number>;
  let stockBefore: { valueP: number; billMoves: number };

  it('commits, moves the value in two parts and clears 2210; stopped after part 1, the same call finishes it', async () => {
    const rec = await received();
    start = await books();
    stockBefore = await stockValue();
    billValueHooks.afterPart = (part) => {
      if (part === 1) throw new Error('Task timed out');
    };
    expect((await bill(rec, 'AAS/BIG/1')).status).toBe(500);
    billValueHooks.afterPart = undefined;
    // Part 1 of 2 is in: the books balance, the rest of the change waits on 2210.
    const halfway = await books();
    expect(balanced(halfway)).toBe(0);
    const receivedP = Math.round(rec.Value * 100);
    expect(moved(start, halfway, 2210)).toBeGreaterThan(receivedP);
    expect((await stockValue()).billMoves).toBe(25);

    made = ok(await bill(rec, 'AAS/BIG/1'));
    const head = (await readDocument<BillHead, 'Lines'>(org.orgId, made._id, true))?.head as BillHead & {
      ValueParts?: unknown;
    };
    expect(head.ValueParts).toBeUndefined();
    const end = await books();
    const after = await stockValue();
    // Every item's value changed once; the stock took the whole change (nothing was issued), 2210 is clear.
    expect(after.billMoves).toBe(LINES);
    // The bill clears what the receive credited to 2210, and 1300 rose by the change.
    expect(moved(start, end, 2210)).toBe(receivedP);
    expect(moved(start, end, 1300)).toBe(head.StockAdjP);
    expect(after.valueP - stockBefore.valueP).toBe(head.StockAdjP);
    expect(head.CogsP).toBe(0);
    expect(balanced(end)).toBe(0);
    // The stock is worth the bill's taxable value now: the receive's value and the change (+₹1 a unit, freight).
    expect(head.StockAdjP).toBe(LINES * 2 * 100 + 123456);
  }, 180_000);

  it('cancelled, takes the value back in parts (RV1, RV2); stopped after part 1, the same call finishes it', async () => {
    const cancel = () =>
      invoke<BillAnswer>(purchasingRoutes.cancelBill, {
        token,
        params: { Id: made._id },
        body: { ver: made.ver, Reason: 'Keyed against the wrong vendor' },
      });
    billValueHooks.afterPart = (part) => {
      if (part === 1) throw new Error('Task timed out');
    };
    expect((await cancel()).status).toBe(500);
    billValueHooks.afterPart = undefined;
    const halfway = await books();
    expect(balanced(halfway)).toBe(0);
    expect((await stockValue()).billMoves).toBe(LINES + 25);
    // The same call again finishes the parts and answers the cancelled bill; nothing moves twice.
    expect(ok(await cancel()).Sts).toBe('Cancelled');
    const end = await books();
    const after = await stockValue();
    expect(after.billMoves).toBe(LINES * 2);
    expect(after.valueP).toBe(stockBefore.valueP);
    for (const acc of [2210, 1300, 2000, 1400, 1410]) expect([acc, moved(start, end, acc)]).toEqual([acc, 0]);
    expect(balanced(end)).toBe(0);
    const head = (await readDocument<BillHead, 'Lines'>(org.orgId, made._id, true))?.head as BillHead & {
      ValueParts?: unknown;
    };
    expect(head.ValueParts).toBeUndefined();
  }, 180_000);
});
