import { beforeAll, describe, expect, it } from 'vitest';
import { purchaseReturnsRoutes } from '@shared/api/routes/purchase-returns';
import { purchasingRoutes } from '@shared/api/routes/purchasing';
import { invoicesRoutes } from '@shared/api/routes/invoices';
import type { Gstr2View } from '@shared/gst/returns/gstr2-schemas';
import type { Party } from '@shared/parties/party-schemas';
import { BillMessages } from '@shared/purchasing/bill-messages';
import type { BillAnswer, BillCreateBody } from '@shared/purchasing/bill-schemas';
import type { PurchaseOrderAnswer, PurchaseReceiveAnswer } from '@shared/purchasing/purchase-schemas';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import { readBillsForGstr2b } from '../data/invoices/gstr2b-repo';
import { allMovements, listItemBalances } from '../data/inventory/stock-repo';
import { claimedBills } from '../data/purchasing/bill-itc-repo';
import { invoke } from '../test/invoke';
import { adjusted, expectRefused } from '../test/inventory-test-kit';
import {
  billRead,
  billsSetUp,
  booksOf,
  ok,
  receiveRead,
  receivedOrder,
  vendorBalanceOf,
} from '../test/purchasing-test-kit';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * Cancelling a vendor bill (docs/purchasing.md §23) against DynamoDB Local: the worked example's bill
 * (a price difference and freight, one set gone before the bill) cancelled, the books, 2210 / 1300 /
 * 2000 and the stock value back to before it to the paisa, the receive and order billable again and
 * billed again with the same vendor bill number; refusals (paid, a stale `ver`, already cancelled,
 * a vendor note against it, no right) that write nothing; GSTR-2 / ITC and the 2B reader leave it out.
 */

let org: TestOrganisation;
let tokens: Record<'owner' | 'partsmanager' | 'cashier', string>;
let main: Warehouse;
let asha: Party;
const today = new Date().toISOString().slice(0, 10);
const month = today.slice(0, 7);

beforeAll(async () => {
  ({ org, tokens, main, asha } = await billsSetUp(
    ['partsmanager', 'cashier'],
    [
      { _id: 'PRT9801', PCode: 'BP-F', Desc: 'Brake pads, front', UoM: 'SET' },
      { _id: 'PRT9802', PCode: 'FLT-OIL', Desc: 'Oil filter', UoM: 'NOS' },
    ],
  ));
});

const bill = (body: BillCreateBody) => invoke<BillAnswer>(purchasingRoutes.createBill, { token: tokens.owner, body });
const cancel = (Id: string, ver: number, token = tokens.owner, Reason = 'Keyed against the wrong receive') =>
  invoke<BillAnswer>(purchasingRoutes.cancelBill, { token, params: { Id }, body: { ver, Reason } });
const read = (Id: string) => billRead(tokens.owner, Id);
const balance = () => vendorBalanceOf(tokens.owner, asha._id);
const stock = async (itemId: string) => {
  const [b] = await listItemBalances(org.orgId, org.workshopId, itemId);
  const moves = await allMovements(org.orgId, org.workshopId, itemId);
  expect(moves.reduce((s, m) => s + m.ValueP, 0)).toBe(b?.ValueP ?? 0);
  return { OnHand: b?.OnHand ?? 0, ValueP: b?.ValueP ?? 0 };
};
const books = () => booksOf(org, month);
const receive = (Id: string) => receiveRead(tokens.owner, Id);
const order = async (Id: string) =>
  ok(await invoke<PurchaseOrderAnswer>(purchasingRoutes.purchaseOrder, { token: tokens.owner, params: { Id } }));

/** A sent order of 3 brake pads at ₹1,000 and 4 oil filters at ₹250, received whole. */
const received = (): Promise<PurchaseReceiveAnswer> =>
  receivedOrder(tokens.partsmanager, {
    VendId: asha._id,
    WhId: main._id,
    Lines: [
      { ItemId: 'PRT9801', Qty: 3, Rate: 1000 },
      { ItemId: 'PRT9802', Qty: 4, Rate: 250 },
    ],
  });

const billOf = (rec: PurchaseReceiveAnswer): BillCreateBody => ({
  RecId: rec._id,
  VendBillNo: 'INV/2026-88',
  VendBillDate: today,
  Lines: [
    { LineId: rec.Lines[0]?._id ?? '', Rate: 1010 },
    { LineId: rec.Lines[1]?._id ?? '', Rate: 250 },
  ],
  Charges: [{ Desc: 'Freight', Amount: 100.01 }],
});

describe('cancelling a vendor bill', () => {
  let rec: PurchaseReceiveAnswer;
  let made: BillAnswer;
  let before: Map<number, number>;

  it('turns the worked example round: books, stock value, receive, order and balance back to before the bill', async () => {
    rec = await received();
    await adjusted(tokens.owner, [{ ItemId: 'PRT9801', WhId: main._id, Qty: -1 }]);
    before = await books();
    made = ok(await bill(billOf(rec)));
    expect(made).toMatchObject({
      Payable: 4873.41,
      Cancellable: true,
      ItcPeriod: `${month.slice(5)}${month.slice(0, 4)}`,
    });
    expect(await stock('PRT9801')).toMatchObject({ ValueP: 207013 });
    expect((await claimedBills(org.orgId, org.workshopId, month)).map((b) => b.DocId)).toEqual([made._id]);

    // A stale ver, a user without the right (the cashier has no Bill rights): 409 / 403, nothing written.
    expectRefused(await cancel(made._id, made.ver - 1), 409);
    expectRefused(await cancel(made._id, made.ver, tokens.cashier), 403);
    expect((await read(made._id)).Sts).toBe('Unpaid');

    const done = ok(await cancel(made._id, made.ver));
    expect(done).toMatchObject({
      Sts: 'Cancelled',
      CancelReason: 'Keyed against the wrong receive',
      Cancellable: false,
    });
    expect(done.ver).toBe(made.ver + 1);
    const after = await books();
    for (const acc of [2210, 1300, 5000, 1400, 1410, 2000])
      expect([acc, after.get(acc) ?? 0]).toEqual([acc, before.get(acc) ?? 0]);
    expect([...after.values()].reduce((s, v) => s + v, 0)).toBe(0);
    expect(await stock('PRT9801')).toMatchObject({ OnHand: 2000, ValueP: 200000 });
    expect(await stock('PRT9802')).toMatchObject({ OnHand: 4000, ValueP: 100000 });
    const back = await receive(rec._id);
    expect(back.Sts).toBe('Received');
    expect((await order(back.PoId ?? '')).Sts).toBe('Received');
    expect(await balance()).toMatchObject({ Billed: 0, Balance: 0 });
  });

  it('leaves the cancelled bill out of GSTR-2 / ITC, GSTR-3B’s claims and the 2B reconciliation', async () => {
    expect(await claimedBills(org.orgId, org.workshopId, month)).toEqual([]);
    const period = month;
    expect((await readBillsForGstr2b(org.orgId, org.workshopId, period)).map((b) => b.BillId)).not.toContain(made._id);
    const gstr2 = await invoke<Gstr2View>(invoicesRoutes.gstr2, { token: tokens.owner, query: { Period: period } });
    if (gstr2.status === 200) expect(gstr2.body.Rows.map((r) => r.BillId)).not.toContain(made._id);
  });

  it('refuses a second cancel, a payment and a note against the cancelled bill, writing nothing', async () => {
    const books0 = await books();
    const now = await read(made._id);
    expectRefused(await cancel(made._id, now.ver), 400, BillMessages.alreadyCancelled(made.Num));
    const paid = await invoke(purchasingRoutes.createBillPayment, {
      token: tokens.owner,
      body: { VendId: asha._id, Type: 'Cash', Amount: 10, Apply: [{ BillId: made._id, Amount: 10 }] },
      headers: { 'idempotency-key': 'vpay-cancelled-01' },
    });
    expect(paid.status).toBe(400);
    const note = await invoke(purchaseReturnsRoutes.createDebitNote, {
      token: tokens.owner,
      body: { BillId: made._id, Lines: [{ LineId: made.Lines[0]?._id ?? '', Amount: 10 }], Reason: 'Rate' },
    });
    expectRefused(note, 400, BillMessages.isCancelled(made.Num));
    expect(await books()).toEqual(books0);
  });

  it('bills the receive again with the same vendor bill number; a paid bill refuses to be cancelled', async () => {
    const again = ok(await bill(billOf(rec)));
    expect(again).toMatchObject({ Sts: 'Unpaid', Payable: 4873.41, VendBillNo: 'INV/2026-88' });
    expect(again._id).not.toBe(made._id);
    expect((await receive(rec._id)).Sts).toBe('Billed');
    expect(await stock('PRT9801')).toMatchObject({ ValueP: 207013 });
    ok(
      await invoke(purchasingRoutes.createBillPayment, {
        token: tokens.owner,
        body: { VendId: asha._id, Type: 'Cash', Amount: 100, Apply: [{ BillId: again._id, Amount: 100 }] },
        headers: { 'idempotency-key': 'vpay-cancel-paid-01' },
      }),
    );
    const paid = await read(again._id);
    expect(paid.Cancellable).toBe(false);
    const books0 = await books();
    expectRefused(await cancel(again._id, paid.ver), 400, BillMessages.cancelPaid(again.Num));
    expect(await read(again._id)).toMatchObject({ Sts: 'Partial', ver: paid.ver });
    expect(await books()).toEqual(books0);
    expect(await balance()).toMatchObject({ Billed: 4873.41, Paid: 100 });
  });

  it('a direct expense bill: the reversal takes the expense and its tax back', async () => {
    const books0 = await books();
    const direct = ok(
      await bill({
        VendId: asha._id,
        VendBillNo: 'EXP-7',
        VendBillDate: today,
        Expenses: [{ Desc: 'Courier', Acc: 6140, Qty: 1, Rate: 50, TCode: 106 }],
      }),
    );
    ok(await cancel(direct._id, direct.ver));
    expect(await books()).toEqual(books0);
  });
});
