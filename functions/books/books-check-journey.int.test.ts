import { beforeAll, describe, expect, it } from 'vitest';
import { booksRoutes } from '@shared/api/routes/books';
import { inventoryRoutes } from '@shared/api/routes/inventory';
import { partiesRoutes } from '@shared/api/routes/parties';
import { purchasingRoutes } from '@shared/api/routes/purchasing';
import type { BooksCheckAnswer } from '@shared/books/books-check';
import { InventoryMessages } from '@shared/inventory/inventory-messages';
import type { ValuationMethod } from '@shared/inventory/fifo';
import type { TransferAnswer } from '@shared/inventory/transfer-schemas';
import type { Party } from '@shared/parties/party-schemas';
import type { BillAnswer } from '@shared/purchasing/bill-schemas';
import type { PurchaseOrderAnswer, PurchaseReceiveAnswer } from '@shared/purchasing/purchase-schemas';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import { listItemBalances } from '../data/inventory/stock-repo';
import { periodBalances } from '../data/ledger/ledger-read';
import { invoke, type Answer } from '../test/invoke';
import { adjust, adjusted, createPart, createWarehouse, expectRefused } from '../test/inventory-test-kit';
import { salePart, sold, takeBack } from '../test/sales-return-kit';
import { createCustomerAndVehicle, createRepairOrder, lines } from '../test/service-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';
import { setValuation } from '../test/valuation-test-kit';

/**
 * Stock in the ledger equals the inventory's stock value (docs/books.md §3.7,
 * §6.8), through the real handlers and DynamoDB Local, under the moving average
 * and FIFO: opening stock, a receive before its bill, an issue to a repair order,
 * the bill with a price difference and freight (the worked example), a return
 * from the order, stock found and lost, a transfer in transit and received, a
 * back-dated find, a counter sale and its return. After every step 1300 equals
 * the sum of the branch's stock balances to the paisa and the books' check is green.
 */

const FILTER = 'PRT9801';
const PADS = 'PRT9802';
const ZONE = 'Asia/Kolkata';
const today = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
const daysAgo = (n: number): string =>
  new Date(Date.parse(`${today()}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

const ok = <T>(answer: Answer<T>): T => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

describe.each(['AVG', 'FIFO'] as ValuationMethod[])('stock postings under %s', (method) => {
  let org: TestOrganisation;
  let tokens: Record<'owner' | 'partsmanager' | 'advisor' | 'partsclerk', string>;
  let main: Warehouse;
  let shelf: Warehouse;
  let vendor: Party;
  let rec: PurchaseReceiveAnswer;
  let orderId = '';

  beforeAll(async () => {
    ({ org, tokens } = await organisationWithLogins(['owner', 'partsmanager', 'advisor', 'partsclerk'] as const));
    main = await createWarehouse(tokens.owner, 'Main');
    shelf = await createWarehouse(tokens.owner, 'Shelf');
    vendor = ok(
      await invoke<Party>(partiesRoutes.createVendor, {
        token: tokens.owner,
        body: { DName: 'Asha Auto Spares', Cons: { Phones: { Main: '9811100012' } }, BAdd: { St: 'Karnataka' } },
      }),
    );
    await createPart(org.orgId, { _id: FILTER, PCode: 'FLT-OIL', Desc: 'Oil filter', UoM: 'NOS' });
    await salePart(org.orgId, { _id: PADS, PCode: 'BP-F', Desc: 'Brake pads', UoM: 'NOS', UnPr: 250, TCode: 106 });
    await setValuation(tokens.owner, method);
  }, 120_000);

  /** Each account's balance over every month: debit less credit, paise. */
  const ledger = async (): Promise<Map<number, number>> => {
    const sums = new Map<number, number>();
    for (const b of await periodBalances(org.orgId, org.workshopId, '9999-12'))
      sums.set(b.Acc, (sums.get(b.Acc) ?? 0) + b.DrP - b.CrP);
    return sums;
  };
  const inventoryValue = async (): Promise<number> => {
    let sum = 0;
    for (const item of [FILTER, PADS])
      for (const b of await listItemBalances(org.orgId, org.workshopId, item)) sum += b.ValueP;
    return sum;
  };
  /** 1300 = the stock balances, the trial balance balances, and the check the owner reads is green. */
  const agrees = async (): Promise<Map<number, number>> => {
    const books = await ledger();
    expect(books.get(1300) ?? 0).toBe(await inventoryValue());
    expect([...books.values()].reduce((s, v) => s + v, 0)).toBe(0);
    const check = ok(await invoke<BooksCheckAnswer>(booksRoutes.booksCheck, { token: tokens.owner }));
    expect(check.Checks.filter((c) => !c.Ok)).toEqual([]);
    expect(check.Ok).toBe(true);
    return books;
  };
  const moved = (before: Map<number, number>, after: Map<number, number>, acc: number): number =>
    (after.get(acc) ?? 0) - (before.get(acc) ?? 0);

  it('posts opening stock against opening balance equity', async () => {
    await adjusted(tokens.owner, [{ ItemId: PADS, WhId: main._id, Qty: 10, UnCost: 90, Reason: 'Opening stock' }]);
    const books = await agrees();
    expect(books.get(1300)).toBe(90_000);
    expect(books.get(3200)).toBe(-90_000);
  });

  it('receives 10 @ ₹100 before the bill: Dr 1300, Cr 2210 Stock received, bill pending', async () => {
    const po = ok(
      await invoke<PurchaseOrderAnswer>(purchasingRoutes.createPurchaseOrder, {
        token: tokens.partsmanager,
        body: { VendId: vendor._id, WhId: main._id, Lines: [{ ItemId: FILTER, Qty: 10, Rate: 100 }] },
      }),
    );
    ok(
      await invoke(purchasingRoutes.sendPurchaseOrder, {
        token: tokens.partsmanager,
        params: { Id: po._id },
        body: { ver: po.ver },
      }),
    );
    const before = await ledger();
    rec = ok(
      await invoke<PurchaseReceiveAnswer>(purchasingRoutes.createPurchaseReceive, {
        token: tokens.partsmanager,
        body: { PoId: po._id, Lines: po.Lines.map((l) => ({ LineId: l._id, Qty: l.Qty })) },
      }),
    );
    const after = await agrees();
    expect(moved(before, after, 1300)).toBe(100_000);
    expect(moved(before, after, 2210)).toBe(-100_000);
  });

  it('issues 4 to a repair order at cost: Dr 5000, Cr 1300', async () => {
    const W = lines('RepairOrder');
    const order = await createRepairOrder(
      tokens.advisor,
      await createCustomerAndVehicle(tokens.advisor),
      org.users.advisor.userId,
      {
        Comps: [W.complaint(1, 'Oil change')],
        Ops: [W.labor(1, { CompId: 'WC1' })],
        Parts: [W.part(1, { OpId: 'WO1', In_Id: FILTER, Qty: 4 })],
      },
    );
    orderId = order._id;
    const before = await ledger();
    ok(
      await invoke(inventoryRoutes.issuePart, {
        token: tokens.partsclerk,
        body: { DocId: orderId, LineId: 'WP1', WhId: main._id, Qty: 4 },
      }),
    );
    const after = await agrees();
    expect(moved(before, after, 5000)).toBe(40_000);
    expect(moved(before, after, 1300)).toBe(-40_000);
  });

  it('bills the receive at ₹105 with ₹20 freight: 2210 cleared, the on-hand share to 1300, the rest to 5000', async () => {
    const before = await ledger();
    const made = ok(
      await invoke<BillAnswer>(purchasingRoutes.createBill, {
        token: tokens.owner,
        body: {
          RecId: rec._id,
          VendBillNo: `ASHA/${method}/1`,
          VendBillDate: today(),
          Lines: [{ LineId: rec.Lines[0]?._id ?? '', Rate: 105 }],
          Charges: [{ Desc: 'Freight', Amount: 20 }],
        },
      }),
    );
    expect(made).toMatchObject({ Sub: 1050, Charges: 20, CGST: 96.3, SGST: 96.3, Total: 1262.6, Payable: 1262.6 });
    const after = await agrees();
    // ₹50 price difference + ₹20 freight = 7,000 p on 10 received, 6 still on hand: 4,200 p to stock, 2,800 p gone.
    expect(moved(before, after, 2210)).toBe(100_000);
    expect(moved(before, after, 1300)).toBe(4_200);
    expect(moved(before, after, 5000)).toBe(2_800);
    expect(moved(before, after, 1400)).toBe(9_630);
    expect(moved(before, after, 1410)).toBe(9_630);
    expect(moved(before, after, 2000)).toBe(-126_260);
    expect(after.get(2210) ?? 0).toBe(0);
  });

  it('takes 1 back from the repair order: Dr 1300, Cr 5000', async () => {
    const before = await ledger();
    ok(
      await invoke(inventoryRoutes.returnPart, {
        token: tokens.partsclerk,
        body: { DocId: orderId, LineId: 'WP1', WhId: main._id, Qty: 1 },
      }),
    );
    const after = await agrees();
    expect(moved(before, after, 1300)).toBe(10_000);
    expect(moved(before, after, 5000)).toBe(-10_000);
  });

  it('posts stock found and lost to 5900 Stock adjustments', async () => {
    const before = await ledger();
    await adjusted(tokens.owner, [{ ItemId: PADS, WhId: main._id, Qty: 2, UnCost: 95, Reason: 'Found' }]);
    const found = await agrees();
    expect(moved(before, found, 5900)).toBe(-19_000);
    await adjusted(tokens.owner, [{ ItemId: PADS, WhId: main._id, Qty: -1, Reason: 'Damaged' }]);
    const lost = await agrees();
    expect(moved(found, lost, 5900)).toBe(-moved(found, lost, 1300));
    expect(moved(found, lost, 1300)).toBeLessThan(0);
  });

  it('moves a transfer through 1310 Stock in transit while it is on its way', async () => {
    const before = await ledger();
    const sent = ok(
      await invoke<TransferAnswer>(inventoryRoutes.createTransfer, {
        token: tokens.partsclerk,
        body: { FromWhId: main._id, ToEntId: org.workshopId, ToWhId: shelf._id, Lines: [{ ItemId: PADS, Qty: 3 }] },
      }),
    );
    const inTransit = await agrees();
    expect(moved(before, inTransit, 1310)).toBe(sent.Value * 100);
    expect(moved(before, inTransit, 1300)).toBe(-sent.Value * 100);
    ok(
      await invoke<TransferAnswer>(inventoryRoutes.receiveTransfer, {
        token: tokens.partsclerk,
        params: { Id: sent._id },
        body: {},
      }),
    );
    const arrived = await agrees();
    expect(arrived.get(1310) ?? 0).toBe(before.get(1310) ?? 0);
  });

  it('posts a back-dated find with the later outflows valued again (the difference to 5000)', async () => {
    const before = await ledger();
    ok(
      await invoke(inventoryRoutes.createAdjustment, {
        token: tokens.owner,
        body: {
          Date: daysAgo(2),
          Lines: [{ ItemId: FILTER, WhId: main._id, Qty: 2, UnCost: 80, Reason: 'Found' }],
        },
      }),
    );
    const after = await agrees();
    expect(moved(before, after, 5900)).toBe(-16_000);
    // The 4 filters issued since left at a different cost once the find stands before them.
    expect(moved(before, after, 5000)).toBe(-(moved(before, after, 1300) - 16_000));
  });

  it('posts each loss of a race the stock allows (four more than it holds) and nothing for the refused', async () => {
    const [onShelf] = (await listItemBalances(org.orgId, org.workshopId, PADS)).filter((b) => b.WhId === shelf._id);
    const units = (onShelf?.OnHand ?? 0) / 1000;
    const before = await ledger();
    const answers = await Promise.all(
      Array.from({ length: units + 4 }, () =>
        adjust(tokens.partsclerk, [{ ItemId: PADS, WhId: shelf._id, Qty: -1, Reason: 'Damaged' }]),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(units);
    for (const a of answers.filter((r) => r.status !== 200))
      expectRefused(a, 400, InventoryMessages.insufficientQuantity);
    const after = await agrees();
    expect(moved(before, after, 1300)).toBe(-(onShelf?.ValueP ?? 0));
    expect(moved(before, after, 5900)).toBe(onShelf?.ValueP ?? 0);
  }, 60_000);

  it('keeps the counter sale and its return at the stock’s cost, posted once', async () => {
    const { custId } = await createCustomerAndVehicle(tokens.owner, 'Meena Rao');
    const before = await ledger();
    const receipt = await sold(tokens.owner, main._id, {
      Cust: custId,
      Lines: [{ ItemId: PADS, Qty: 1 }],
      Payments: [{ Type: 'Cash', Amt: 295 }],
    });
    const sale = await agrees();
    expect(moved(before, sale, 5000)).toBe(-moved(before, sale, 1300));
    ok(
      await takeBack(tokens.owner, {
        SR: receipt._id,
        Lines: [{ LineId: receipt.Lines[0]?._id ?? '', Qty: 1 }],
        Refund: { Type: 'Cash' },
        Reason: 'Wrong part',
      }),
    );
    const back = await agrees();
    expect(back.get(1300)).toBe(before.get(1300));
  });
});
