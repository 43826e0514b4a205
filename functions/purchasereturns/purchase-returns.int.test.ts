import { beforeAll, describe, expect, it } from 'vitest';
import { partiesRoutes } from '@shared/api/routes/parties';
import { purchaseReturnsRoutes } from '@shared/api/routes/purchase-returns';
import { purchasingRoutes } from '@shared/api/routes/purchasing';
import type { Party } from '@shared/parties/party-schemas';
import type { BillAnswer, BillCreateBody, VendorBalanceAnswer } from '@shared/purchasing/bill-schemas';
import type { PurchaseOrderAnswer, PurchaseReceiveAnswer } from '@shared/purchasing/purchase-schemas';
import { ReturnMessages } from '@shared/purchasing/return-messages';
import type {
  NoteAnswer,
  PurchaseReturnBody,
  ReturnAnswer,
  ReturnableAnswer,
  ReturnRow,
} from '@shared/purchasing/return-schemas';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import { allMovements, listItemBalances } from '../data/inventory/stock-repo';
import { periodBalances } from '../data/ledger/ledger-read';
import { invoke, type Answer } from '../test/invoke';
import { adjusted, createPart, createWarehouse, expectRefused } from '../test/inventory-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';
import { setValuation } from '../test/valuation-test-kit';

/**
 * Purchase returns and vendor notes (docs/purchase-returns.md) against
 * DynamoDB Local through the real `purchasereturns` handler: a return at the
 * receive's cost to the paisa under the moving average and FIFO (not today's
 * average or oldest layer), its debit note at the bill's figures, the bill's
 * due and the vendor's balance, the books balanced; an over-return refused with
 * nothing written; 20 returns of the last unit at once (one wins); a price
 * note, a vendor's credit note after the bill is paid (an advance), its number
 * reused (409), and access `DNote`.
 */

let org: TestOrganisation;
let tokens: Record<'owner' | 'partsmanager' | 'partsclerk', string>;
let main: Warehouse;
let asha: Party;

beforeAll(async () => {
  ({ org, tokens } = await organisationWithLogins(['owner', 'partsmanager', 'partsclerk'] as const));
  main = await createWarehouse(tokens.owner, 'Main');
  asha = (
    await invoke<Party>(partiesRoutes.createVendor, {
      token: tokens.owner,
      body: { DName: 'Asha Auto Spares', Cons: { Phones: { Main: '9811100021' } }, BAdd: { St: 'Karnataka' } },
    })
  ).body;
  await Promise.all([
    createPart(org.orgId, { _id: 'PRT9801', PCode: 'BP-R', Desc: 'Brake pads, rear', UoM: 'SET' }),
    createPart(org.orgId, { _id: 'PRT9802', PCode: 'FLT-AIR', Desc: 'Air filter', UoM: 'NOS' }),
    createPart(org.orgId, { _id: 'PRT9803', PCode: 'CLT-1L', Desc: 'Coolant 1 L', UoM: 'NOS' }),
  ]);
});

const ok = <T>(answer: Answer<T>): T => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const giveBack = (body: PurchaseReturnBody, token = tokens.partsmanager) =>
  invoke<ReturnAnswer>(purchaseReturnsRoutes.createPurchaseReturn, { token, body });
const balanceOf = async () =>
  ok(
    await invoke<VendorBalanceAnswer>(purchasingRoutes.vendorBalance, {
      token: tokens.owner,
      params: { VendId: asha._id },
    }),
  );
const billOf = async (id: string) =>
  ok(await invoke<BillAnswer>(purchasingRoutes.bill, { token: tokens.owner, params: { Id: id } }));
const stock = async (itemId: string) => {
  const [b] = await listItemBalances(org.orgId, org.workshopId, itemId);
  const moves = await allMovements(org.orgId, org.workshopId, itemId);
  // The balance is the sum of its movements, the return's included.
  expect(moves.reduce((s, m) => s + m.ValueP, 0)).toBe(b?.ValueP ?? 0);
  expect(moves.reduce((s, m) => s + m.Qty, 0)).toBe(b?.OnHand ?? 0);
  return { OnHand: b?.OnHand ?? 0, ValueP: b?.ValueP ?? 0, Layers: b?.Layers, moves: moves.length };
};
const books = async () => {
  const month = new Date().toISOString().slice(0, 7);
  const sums = new Map<number, number>();
  for (const b of await periodBalances(org.orgId, org.workshopId, month))
    sums.set(b.Acc, (sums.get(b.Acc) ?? 0) + b.DrP - b.CrP);
  return sums;
};
const change = (before: Map<number, number>, after: Map<number, number>) =>
  Object.fromEntries(
    [...new Set([...before.keys(), ...after.keys()])]
      .map((acc) => [acc, (after.get(acc) ?? 0) - (before.get(acc) ?? 0)] as const)
      .filter(([, d]) => d !== 0),
  );

/** A sent order received whole, then billed with `bill` (the receive's lines at the rates given). */
async function receivedAndBilled(
  lines: { ItemId: string; Qty: number; Rate: number; BillRate: number }[],
  bill: Pick<BillCreateBody, 'VendBillNo' | 'Charges'>,
): Promise<{ rec: PurchaseReceiveAnswer; bill: BillAnswer }> {
  const po = ok(
    await invoke<PurchaseOrderAnswer>(purchasingRoutes.createPurchaseOrder, {
      token: tokens.partsmanager,
      body: { VendId: asha._id, WhId: main._id, Lines: lines.map(({ ItemId, Qty, Rate }) => ({ ItemId, Qty, Rate })) },
    }),
  );
  ok(
    await invoke(purchasingRoutes.sendPurchaseOrder, {
      token: tokens.partsmanager,
      params: { Id: po._id },
      body: { ver: po.ver },
    }),
  );
  const rec = ok(
    await invoke<PurchaseReceiveAnswer>(purchasingRoutes.createPurchaseReceive, {
      token: tokens.partsmanager,
      body: { PoId: po._id, Lines: po.Lines.map((l) => ({ LineId: l._id, Qty: l.Qty })) },
    }),
  );
  const made = ok(
    await invoke<BillAnswer>(purchasingRoutes.createBill, {
      token: tokens.owner,
      body: {
        RecId: rec._id,
        VendBillDate: new Date().toISOString().slice(0, 10),
        ...bill,
        Lines: rec.Lines.map((l, i) => ({ LineId: l._id, Rate: lines[i]?.BillRate ?? 0 })),
      },
    }),
  );
  return { rec, bill: made };
}

describe('purchase returns under the moving average', () => {
  let rec: PurchaseReceiveAnswer;
  let billed: BillAnswer;

  it('sends a brake pad set back at its receive’s cost, not today’s average, with its debit note to the paisa', async () => {
    // Two sets already on the shelf at ₹900: the average is no longer the receive's cost.
    await adjusted(tokens.owner, [{ ItemId: 'PRT9801', WhId: main._id, Qty: 2, UnCost: 900 }]);
    ({ rec, bill: billed } = await receivedAndBilled(
      [
        { ItemId: 'PRT9801', Qty: 4, Rate: 1000, BillRate: 1010 },
        { ItemId: 'PRT9802', Qty: 4, Rate: 250, BillRate: 250 },
      ],
      { VendBillNo: 'ASH/R-101', Charges: [{ Desc: 'Freight', Amount: 100 }] },
    ));
    // Freight 100.00 over 4,040.00 and 1,000.00: 80.1587… and 19.8412…, the odd paisa to the larger remainder.
    expect(billed.Lines.map((l) => l.Charge)).toEqual([80.16, 19.84]);
    expect(await stock('PRT9801')).toMatchObject({ OnHand: 6000, ValueP: 180000 + 400000 + 4000 + 8016 });
    const before = await books();
    const vendorBefore = await balanceOf();

    const ret = ok(
      await giveBack({ RecId: rec._id, Lines: [{ LineId: rec.Lines[0]!._id, Qty: 1 }], Reason: 'Wrong size' }),
    );
    // At the receive's ₹1,000.00, not the average 5,920.16 / 6 = ₹986.69.
    expect(ret).toMatchObject({ Sts: 'Returned', Value: 1000, BillId: billed._id, Total: 1215.44 });
    expect(ret.Lines[0]).toMatchObject({ Qty: 1, Value: 1000 });
    expect(await stock('PRT9801')).toMatchObject({ OnHand: 5000, ValueP: 592016 - 100000 });

    const note = ok(
      await invoke<NoteAnswer>(purchaseReturnsRoutes.debitNote, { token: tokens.owner, params: { Id: ret.NoteId } }),
    );
    // The bill line: 4,040.00 + 80.16 = 4,120.16, CGST = SGST 370.81 (370.8144); a quarter of each, half up.
    expect(note).toMatchObject({
      Kind: 'Debit',
      Reason: 'Return',
      Num: ret.NoteNum,
      BillNum: billed.Num,
      VendBillNo: 'ASH/R-101',
      VendState: '29',
      IntraState: true,
      Taxable: 1030.04,
      CGST: 92.7,
      SGST: 92.7,
      IGST: 0,
      Total: 1215.44,
      Applied: 1215.44,
      Advance: 0,
      Sts: 'Applied',
    });
    // The bill asks 1,215.44 less; the vendor's balance with it.
    const after = await billOf(billed._id);
    expect(after.Due).toBeCloseTo(billed.Due - 1215.44, 2);
    expect(after.Sts).toBe('Partial');
    expect((await balanceOf()).Balance).toBeCloseTo(vendorBefore.Balance - 1215.44, 2);
    // Dr 2000 the note; Cr 1300 the stock's 1,000.00, Cr 5000 the bill's difference and freight on the set (30.04), Cr input GST.
    expect(change(before, await books())).toEqual({
      2000: 121544,
      1300: -100000,
      5000: -3004,
      1400: -9270,
      1410: -9270,
    });
  });

  it('refuses a return above what is left, writing nothing; the receive says what is left', async () => {
    const movesBefore = (await stock('PRT9801')).moves;
    const before = await books();
    const refused = await giveBack({ RecId: rec._id, Lines: [{ LineId: rec.Lines[0]!._id, Qty: 4 }], Reason: 'All' });
    expectRefused(refused, 400, ReturnMessages.overReturn('Brake pads, rear', '3 SET'));
    expect((await stock('PRT9801')).moves).toBe(movesBefore);
    expect(change(before, await books())).toEqual({});
    const left = ok(
      await invoke<ReturnableAnswer>(purchaseReturnsRoutes.returnableReceive, {
        token: tokens.partsmanager,
        params: { Id: rec._id },
      }),
    );
    expect(left.Lines[0]).toMatchObject({ Qty: 4, Returned: 1, Left: 3, BillId: billed._id });
  });

  it('lets one of 20 returns of the last unit through at once', async () => {
    ok(await giveBack({ RecId: rec._id, Lines: [{ LineId: rec.Lines[0]!._id, Qty: 2 }], Reason: 'Two more' }));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        giveBack({ RecId: rec._id, Lines: [{ LineId: rec.Lines[0]!._id, Qty: 1 }], Reason: 'The last' }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200))
      expectRefused(a, 400, ReturnMessages.allReturned('Brake pads, rear'));
    // All four of the receive went back at its cost: the two sets at ₹900 stay, with the bill's change on hand.
    expect(await stock('PRT9801')).toMatchObject({ OnHand: 2000, ValueP: 592016 - 400000 });
    // The four returns' notes add up to the bill line: 4,120.16 + 370.81 × 2.
    const list = ok(
      await invoke<{ Items: ReturnRow[] }>(purchaseReturnsRoutes.purchaseReturns, {
        token: tokens.owner,
        query: { VendId: asha._id },
      }),
    );
    expect(list.Items).toHaveLength(3);
    expect(Math.round(list.Items.reduce((s, r) => s + r.Total, 0) * 100)).toBe(412016 + 37081 * 2);
  });

  it('a price note reduces the due; after the bill is paid a vendor credit note leaves an advance', async () => {
    const filters = billed.Lines[1]!;
    const note = ok(
      await invoke<NoteAnswer>(purchaseReturnsRoutes.createDebitNote, {
        token: tokens.partsmanager,
        body: { BillId: billed._id, Lines: [{ LineId: filters._id, Amount: 100 }], Reason: 'Agreed ₹225 a filter' },
      }),
    );
    expect(note).toMatchObject({ Reason: 'Price', Taxable: 100, CGST: 9, SGST: 9, Total: 118, Applied: 118 });
    const due = (await billOf(billed._id)).Due;
    const key = `pay-${billed._id}`;
    ok(
      await invoke(purchasingRoutes.createBillPayment, {
        token: tokens.owner,
        headers: { 'idempotency-key': key },
        body: { VendId: asha._id, Type: 'Cash', Amount: due, Apply: [{ BillId: billed._id, Amount: due }] },
      }),
    );
    expect((await billOf(billed._id)).Sts).toBe('Closed');
    const balance = (await balanceOf()).Balance;
    const credit = ok(
      await invoke<NoteAnswer>(purchaseReturnsRoutes.createVendorCredit, {
        token: tokens.partsmanager,
        body: {
          BillId: billed._id,
          Lines: [{ LineId: filters._id, Amount: 50 }],
          Reason: 'Volume discount',
          VendNoteNo: 'ASH/CN-7',
          VendNoteDate: new Date().toISOString().slice(0, 10),
        },
      }),
    );
    expect(credit).toMatchObject({ Kind: 'Credit', VendNoteNo: 'ASH/CN-7', Total: 59, Applied: 0, Advance: 59 });
    expect((await balanceOf()).Balance).toBeCloseTo(balance - 59, 2);
    const before = await books();
    const again = await invoke(purchaseReturnsRoutes.createVendorCredit, {
      token: tokens.partsmanager,
      body: {
        BillId: billed._id,
        Lines: [{ LineId: filters._id, Amount: 1 }],
        Reason: 'Again',
        VendNoteNo: 'ash/cn-7',
        VendNoteDate: new Date().toISOString().slice(0, 10),
      },
    });
    expectRefused(again, 409);
    expect(change(before, await books())).toEqual({});
    // Every posting balanced: the books sum to zero.
    expect([...(await books()).values()].reduce((s, v) => s + v, 0)).toBe(0);
  });

  it('refuses the parts clerk (no DNote) and reads nothing of another’s', async () => {
    const refused = await giveBack(
      { RecId: rec._id, Lines: [{ LineId: rec.Lines[1]!._id, Qty: 1 }], Reason: 'x' },
      tokens.partsclerk,
    );
    expect(refused.status).toBe(403);
  });
});

describe('purchase returns under FIFO', () => {
  it('takes the units out of the newest layer at the receive’s cost, not the oldest layer’s', async () => {
    await setValuation(tokens.owner, 'FIFO');
    // An older layer: 2 at ₹200.
    await adjusted(tokens.owner, [{ ItemId: 'PRT9803', WhId: main._id, Qty: 2, UnCost: 200 }]);
    const { rec } = await receivedAndBilled([{ ItemId: 'PRT9803', Qty: 4, Rate: 250, BillRate: 250 }], {
      VendBillNo: 'ASH/R-102',
      Charges: [{ Desc: 'Freight', Amount: 10 }],
    });
    expect(await stock('PRT9803')).toMatchObject({
      OnHand: 6000,
      ValueP: 141000,
      Layers: [
        { Qty: 2000, ValueP: 40000 },
        { Qty: 4000, ValueP: 101000 },
      ],
    });
    const before = await books();
    const ret = ok(
      await giveBack({ RecId: rec._id, Lines: [{ LineId: rec.Lines[0]!._id, Qty: 1 }], Reason: 'Leaking' }),
    );
    expect(ret.Value).toBe(250);
    // The newest layer gives 1 unit at ₹250.00 (its own 252.50 less the freight's share left on it).
    expect(await stock('PRT9803')).toMatchObject({
      OnHand: 5000,
      ValueP: 116000,
      Layers: [
        { Qty: 2000, ValueP: 40000 },
        { Qty: 3000, ValueP: 76000 },
      ],
    });
    // Taxable 252.50 (the quarter of 1,010.00), CGST = SGST 22.73 (90.90 / 4 = 22.725): 297.96.
    expect(ret.Total).toBe(297.96);
    expect(change(before, await books())).toEqual({ 2000: 29796, 1300: -25000, 5000: -250, 1400: -2273, 1410: -2273 });
    await setValuation(tokens.owner, 'AVG');
  });
});
