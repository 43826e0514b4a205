import { beforeAll, describe, expect, it } from 'vitest';
import { partiesRoutes } from '@shared/api/routes/parties';
import { purchasingRoutes } from '@shared/api/routes/purchasing';
import type { Party } from '@shared/parties/party-schemas';
import { BillMessages } from '@shared/purchasing/bill-messages';
import type {
  BillAnswer,
  BillCreateBody,
  BillPaymentAnswer,
  BillPaymentCreateBody,
  BillRow,
  VendorBalanceAnswer,
} from '@shared/purchasing/bill-schemas';
import type { PurchaseOrderAnswer, PurchaseReceiveAnswer } from '@shared/purchasing/purchase-schemas';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import { allMovements, listItemBalances } from '../data/inventory/stock-repo';
import { periodBalances } from '../data/ledger/ledger-read';
import { invoke, type Answer } from '../test/invoke';
import { adjusted, createPart, createWarehouse, expectRefused } from '../test/inventory-test-kit';
import { receivedOrder } from '../test/purchasing-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * Vendor bills and payments made (docs/purchasing.md §9–§11) against DynamoDB
 * Local: the worked example to the paisa (a price difference and freight spread
 * by value, the stock value on hand and the cost of goods already gone), a
 * reused bill number refused with nothing written, payments above the due
 * refused, two payments of one bill at once, idempotency, the books balanced,
 * the vendor's balance back at zero, and access `Bill` / `VPay`.
 */

let org: TestOrganisation;
let tokens: Record<'owner' | 'partsmanager' | 'cashier', string>;
let main: Warehouse;
let asha: Party;

beforeAll(async () => {
  ({ org, tokens } = await organisationWithLogins(['owner', 'partsmanager', 'cashier'] as const));
  main = await createWarehouse(tokens.owner, 'Main');
  const made = await invoke<Party>(partiesRoutes.createVendor, {
    token: tokens.owner,
    body: { DName: 'Asha Auto Spares', Cons: { Phones: { Main: '9811100011' } }, BAdd: { St: 'Karnataka' } },
  });
  asha = made.body;
  await Promise.all([
    createPart(org.orgId, { _id: 'PRT9701', PCode: 'BP-F', Desc: 'Brake pads, front', UoM: 'SET' }),
    createPart(org.orgId, { _id: 'PRT9702', PCode: 'FLT-OIL', Desc: 'Oil filter', UoM: 'NOS' }),
  ]);
});

const ok = <T>(answer: Answer<T>): T => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const bill = (body: BillCreateBody, token = tokens.owner) =>
  invoke<BillAnswer>(purchasingRoutes.createBill, { token, body });
const pay = (body: BillPaymentCreateBody, key: string, token = tokens.owner) =>
  invoke<BillPaymentAnswer>(purchasingRoutes.createBillPayment, { token, body, headers: { 'idempotency-key': key } });
const balanceOf = async () =>
  ok(
    await invoke<VendorBalanceAnswer>(purchasingRoutes.vendorBalance, {
      token: tokens.owner,
      params: { VendId: asha._id },
    }),
  );
const stock = async (itemId: string) => {
  const [b] = await listItemBalances(org.orgId, org.workshopId, itemId);
  const moves = await allMovements(org.orgId, org.workshopId, itemId);
  // The invariant holds with value-only movements: the balance is the sum of its movements.
  expect(moves.reduce((s, m) => s + m.ValueP, 0)).toBe(b?.ValueP ?? 0);
  expect(moves.reduce((s, m) => s + m.Qty, 0)).toBe(b?.OnHand ?? 0);
  return { OnHand: b?.OnHand ?? 0, ValueP: b?.ValueP ?? 0, moves: moves.length };
};
const books = async () => {
  const month = new Date().toISOString().slice(0, 7);
  const sums = new Map<number, number>();
  for (const b of await periodBalances(org.orgId, org.workshopId, month))
    sums.set(b.Acc, (sums.get(b.Acc) ?? 0) + b.DrP - b.CrP);
  return sums;
};

/** A sent order of 3 brake pads at ₹1,000 and 4 oil filters at ₹250, received whole. */
const received = (): Promise<PurchaseReceiveAnswer> =>
  receivedOrder(tokens.partsmanager, {
    VendId: asha._id,
    WhId: main._id,
    Lines: [
      { ItemId: 'PRT9701', Qty: 3, Rate: 1000 },
      { ItemId: 'PRT9702', Qty: 4, Rate: 250 },
    ],
  });

describe('vendor bills and payments made', () => {
  let rec: PurchaseReceiveAnswer;
  let made: BillAnswer;

  it('bills a receive with a price difference and freight: landed cost to the paisa, stock value and cost of goods', async () => {
    rec = await received();
    // One brake pad set is gone before the bill comes (lost in a count).
    await adjusted(tokens.owner, [{ ItemId: 'PRT9701', WhId: main._id, Qty: -1 }]);
    expect(await stock('PRT9701')).toMatchObject({ OnHand: 2000, ValueP: 200000 });
    const before = await books();
    made = ok(
      await bill({
        RecId: rec._id,
        VendBillNo: 'inv/2026-07',
        VendBillDate: new Date().toISOString().slice(0, 10),
        Lines: [
          { LineId: rec.Lines[0]?._id ?? '', Rate: 1010 },
          { LineId: rec.Lines[1]?._id ?? '', Rate: 250, HSN: '84212300' },
        ],
        Charges: [{ Desc: 'Freight', Amount: 100.01 }],
      }),
    );
    expect(made).toMatchObject({ Sts: 'Unpaid', IntraState: true, RevCharge: false, Sub: 4030, Charges: 100.01 });
    expect(made).toMatchObject({ CGST: 371.7, SGST: 371.7, IGST: 0, Total: 4873.41, Payable: 4873.41, Due: 4873.41 });
    expect(made.Lines[0]).toMatchObject({ Amount: 3030, RecValue: 3000, PriceDiff: 30, Charge: 75.19, CGST: 279.47 });
    expect(made.Lines[1]).toMatchObject({ Amount: 1000, PriceDiff: 0, Charge: 24.82, CGST: 92.23, HSN: '84212300' });
    // Of the brake pads' change (₹30 + ₹75.19), two sets of three are on hand: 10,519 × 2/3 = 7,013 p on the shelf.
    expect(await stock('PRT9701')).toMatchObject({ OnHand: 2000, ValueP: 207013 });
    expect(await stock('PRT9702')).toMatchObject({ OnHand: 4000, ValueP: 102482 });
    const after = await books();
    const moved = (acc: number) => (after.get(acc) ?? 0) - (before.get(acc) ?? 0);
    // The receive posted the ₹4,000 (Dr 1300, Cr 2210); the bill clears 2210 and adds what is on hand of its change.
    expect(moved(2210)).toBe(400000);
    expect(moved(1300)).toBe(7013 + 2482);
    expect(moved(5000)).toBe(3506);
    expect(moved(1400)).toBe(37170);
    expect(moved(1410)).toBe(37170);
    expect(moved(2000)).toBe(-487341);
    expect([...after.values()].reduce((s, v) => s + v, 0)).toBe(0);
    const recNow = ok(
      await invoke<PurchaseReceiveAnswer>(purchasingRoutes.purchaseReceive, {
        token: tokens.partsmanager,
        params: { Id: rec._id },
      }),
    );
    expect(recNow.Sts).toBe('Billed');
    const po = ok(
      await invoke<PurchaseOrderAnswer>(purchasingRoutes.purchaseOrder, {
        token: tokens.partsmanager,
        params: { Id: recNow.PoId ?? '' },
      }),
    );
    expect(po.Sts).toBe('Billed');
    expect(await balanceOf()).toMatchObject({ Billed: 4873.41, Paid: 0, Balance: 4873.41 });
  });

  it('refuses the vendor’s bill number again in the same financial year, writing nothing', async () => {
    const list = async () =>
      ok(await invoke<{ Items: BillRow[] }>(purchasingRoutes.bills, { token: tokens.owner, query: {} })).Items.length;
    const count = await list();
    const books0 = await books();
    const again = await bill({
      VendId: asha._id,
      VendBillNo: 'INV/2026-07',
      VendBillDate: new Date().toISOString().slice(0, 10),
      Expenses: [{ Desc: 'Courier', Acc: 6140, Qty: 1, Rate: 50 }],
    });
    const fy =
      made.Date >= `${made.Date.slice(0, 4)}-04-01` ? made.Date.slice(0, 4) : String(Number(made.Date.slice(0, 4)) - 1);
    expect(again.status, JSON.stringify(again.body)).toBe(409);
    expect((again.body as unknown as { message: string }).message).toContain('INV/2026-07');
    expect((again.body as unknown as { message: string }).message).toContain(fy.slice(0, 4));
    expect(await list()).toBe(count);
    expect(await books()).toEqual(books0);
    expect(await balanceOf()).toMatchObject({ Balance: 4873.41 });
  });

  it('pays a bill: above the due refused, Partial then Closed, a repeated key answers the same payment', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expectRefused(
      await pay(
        { VendId: asha._id, Type: 'Cash', Amount: 5000, Apply: [{ BillId: made._id, Amount: 4873.42 }] },
        'vpay-above-1',
      ),
      400,
      BillMessages.aboveDue(made.Num, '₹4,873.41'),
    );
    const body: BillPaymentCreateBody = {
      VendId: asha._id,
      Date: today,
      Type: 'Bank Transfer',
      Ref: 'UTR123',
      Amount: 2000,
      Apply: [{ BillId: made._id, Amount: 2000 }],
    };
    const first = await pay(body, 'vpay-part-0001');
    const repeat = await pay(body, 'vpay-part-0001');
    expect(ok(repeat)._id).toBe(ok(first)._id);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expectRefused(await pay({ ...body, Amount: 1, Apply: [] }, 'vpay-part-0001'), 409, BillMessages.keyReused);
    const partial = ok(
      await invoke<BillAnswer>(purchasingRoutes.bill, { token: tokens.owner, params: { Id: made._id } }),
    );
    expect(partial).toMatchObject({ Sts: 'Partial', Paid: 2000, Due: 2873.41 });
    expect(await balanceOf()).toMatchObject({ Paid: 2000, Balance: 2873.41 });

    // Two payments of the whole due at once: one pays, the other is refused (the due is gone), nothing paid twice.
    const both = await Promise.all(
      ['vpay-race-0001', 'vpay-race-0002'].map((key) =>
        pay({ VendId: asha._id, Type: 'Cash', Amount: 2873.41, Apply: [{ BillId: made._id, Amount: 2873.41 }] }, key),
      ),
    );
    expect(both.map((a) => a.status).sort()).toEqual([200, 400]);
    const closed = ok(
      await invoke<BillAnswer>(purchasingRoutes.bill, { token: tokens.owner, params: { Id: made._id } }),
    );
    expect(closed).toMatchObject({ Sts: 'Closed', Paid: 4873.41, Due: 0 });
    expect(closed.Payments).toHaveLength(2);
    expect(await balanceOf()).toMatchObject({ Billed: 4873.41, Paid: 4873.41, Balance: 0 });
    const sums = await books();
    expect([...sums.values()].reduce((s, v) => s + v, 0)).toBe(0);
    expect(sums.get(2000) ?? 0).toBe(0);
    const listed = ok(
      await invoke<{ Items: BillPaymentAnswer[] }>(purchasingRoutes.billPayments, {
        token: tokens.owner,
        query: { VendId: asha._id },
      }),
    );
    expect(listed.Items).toHaveLength(2);
  });

  it('a direct bill of an expense under reverse charge owes the vendor the value only; an advance pays ahead', async () => {
    const direct = ok(
      await bill({
        VendId: asha._id,
        VendBillNo: 'GTA-19',
        VendBillDate: new Date().toISOString().slice(0, 10),
        RevCharge: true,
        Expenses: [{ Desc: 'Goods transport', Acc: 6150, HSN: '996511', Qty: 1, Rate: 1000, TCode: 106 }],
      }),
    );
    expect(direct).toMatchObject({ Total: 1180, Payable: 1000, CGST: 90, SGST: 90, RevCharge: true });
    const advance = ok(await pay({ VendId: asha._id, Type: 'Cash', Amount: 1500 }, 'vpay-adv-00001'));
    expect(advance).toMatchObject({ Amount: 1500, Advance: 1500, Applied: [] });
    expect(await balanceOf()).toMatchObject({ Balance: -500 });
    const sums = await books();
    expect([...sums.values()].reduce((s, v) => s + v, 0)).toBe(0);
  });

  it('bills a receive line once, even when two bills of it are saved at once; another organisation sees nothing', async () => {
    const again = await received();
    const today = new Date().toISOString().slice(0, 10);
    const both = await Promise.all(
      ['DUP-1', 'DUP-2'].map((VendBillNo) =>
        bill({
          RecId: again._id,
          VendBillNo,
          VendBillDate: today,
          Lines: [{ LineId: again.Lines[1]?._id ?? '', Rate: 250 }],
        }),
      ),
    );
    expect(both.map((a) => a.status).sort()).toEqual([200, 400]);
    const refused = both.find((a) => a.status === 400);
    expect((refused?.body as unknown as { message: string }).message).toMatch(
      /^Oil filter is already billed on BILL\//,
    );
    const half = ok(
      await invoke<PurchaseReceiveAnswer>(purchasingRoutes.purchaseReceive, {
        token: tokens.owner,
        params: { Id: again._id },
      }),
    );
    expect(half.Sts).toBe('Partially Billed');
    const other = await organisationWithLogins(['owner'] as const);
    const billed = both.find((a) => a.status === 200)?.body as BillAnswer;
    expectRefused(await invoke(purchasingRoutes.bill, { token: other.tokens.owner, params: { Id: billed._id } }), 404);
    expectRefused(
      await bill({ RecId: again._id, VendBillNo: 'X-1', VendBillDate: today }),
      400,
      BillMessages.linesNeeded,
    );
  });

  it('needs Accounting Bill and VPay: the cashier is refused', async () => {
    expectRefused(await invoke(purchasingRoutes.bills, { token: tokens.cashier, query: {} }), 403);
    expectRefused(await pay({ VendId: asha._id, Type: 'Cash', Amount: 1 }, 'vpay-cash-0001', tokens.cashier), 403);
  });
});
