import { beforeAll, describe, expect, it } from 'vitest';
import { invoicesRoutes } from '@shared/api/routes/invoices';
import { salesReturnRoutes } from '@shared/api/routes/sales-returns';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import type { ReceiptAnswer } from '@shared/sales/receipt-schemas';
import { SalesMessages } from '@shared/sales/sales-messages';
import { readItemTracking } from '../data/inventory/tracking-repo';
import { monthGstDocuments } from '../data/invoices/gst-repo';
import { adjusted, expectRefused } from '../test/inventory-test-kit';
import { invoke } from '../test/invoke';
import { snapshotOrganisation } from '../test/org-snapshot';
import {
  counterShop,
  receiptOf,
  sold,
  stockOf,
  takeBack,
  trialBalance,
  expectStockClean,
  moved,
} from '../test/sales-return-kit';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * Returns of batch and serial lines, and a receipt cancelled (ReOpenSR,
 * docs/sales.md §12–13), through the real handler on DynamoDB Local: batches
 * back to the batch they left (the last taken first), serials back in stock,
 * the cancel's stock, books and GSTR-1, its refusals, and the stock invariant.
 */

let org: TestOrganisation;
let tokens: Record<'owner' | 'cashier', string>;
let noFlag: string;
let main: Warehouse;

const COOLANT = 'PRT8301';
const BATTERY = 'PRT8302';
const BULB = 'PRT8303';

beforeAll(async () => {
  ({ org, tokens, main, noFlag } = await counterShop(
    [
      { _id: COOLANT, PCode: 'CLT-1L', Desc: 'Coolant, 1 L', UoM: 'NOS', UnPr: 300, TCode: 106 },
      { _id: BATTERY, PCode: 'BAT-35', Desc: 'Battery 35 Ah', UoM: 'NOS', UnPr: 4000, TCode: 106 },
      { _id: BULB, PCode: 'HB-H7', Desc: 'Headlamp bulb H7', UoM: 'NOS', UnPr: 250, TCode: 106 },
    ],
    { [COOLANT]: 'BN', [BATTERY]: 'SN' },
  ));
  await adjusted(tokens.owner, [
    { ItemId: COOLANT, WhId: main._id, Qty: 2, UnCost: 200, Batch: 'CL-A', Exp: '2030-01-31' },
  ]);
  await adjusted(tokens.owner, [
    { ItemId: COOLANT, WhId: main._id, Qty: 5, UnCost: 200, Batch: 'CL-B', Exp: '2031-01-31' },
  ]);
  await adjusted(tokens.owner, [
    { ItemId: BATTERY, WhId: main._id, Qty: 3, UnCost: 3000, Serials: ['BT-1', 'BT-2', 'BT-3'] },
    { ItemId: BULB, WhId: main._id, Qty: 10, UnCost: 150 },
  ]);
}, 120_000);

const batches = async (itemId: string) =>
  (await readItemTracking(org.orgId, org.workshopId, itemId)).batches.map((b) => [b.Batch, b.OnHand]);
const inStock = async (itemId: string) =>
  (await readItemTracking(org.orgId, org.workshopId, itemId)).serials
    .filter((s) => s.Sts === 'InStock')
    .map((s) => s.Serial)
    .sort();
const cancel = (token: string, receipt: ReceiptAnswer, ver = receipt.ver) =>
  invoke<ReceiptAnswer>(salesReturnRoutes.cancelReceipt, {
    token,
    params: { Id: receipt._id },
    body: { Reason: 'Billed to the wrong customer', ver },
  });

describe('returns of tracked items', () => {
  it('puts batches back to the batch they left, the last taken first, and the serials named back in stock', async () => {
    const receipt = await sold(tokens.owner, main._id, {
      Lines: [
        { ItemId: COOLANT, Qty: 4 },
        { ItemId: BATTERY, Qty: 2, Serials: ['BT-1', 'BT-2'] },
      ],
      Payments: [{ Type: 'Cash', Amt: 10856 }],
    });
    // Earliest expiry first: 2 of CL-A, 2 of CL-B.
    expect(await batches(COOLANT)).toEqual([['CL-B', 3000]]);
    const [coolant, battery] = receipt.Lines.map((l) => l._id) as [string, string];
    const back = await takeBack(tokens.owner, {
      SR: receipt._id,
      Lines: [
        { LineId: coolant, Qty: 3 },
        { LineId: battery, Qty: 1, Serials: ['BT-2'] },
      ],
      Refund: { Type: 'Cash' },
      Reason: 'Not used',
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.Lines[0]?.Batches).toEqual([
      { Batch: 'CL-B', Exp: '2031-01-31', Qty: 2 },
      { Batch: 'CL-A', Exp: '2030-01-31', Qty: 1 },
    ]);
    expect(await batches(COOLANT)).toEqual([
      ['CL-A', 1000],
      ['CL-B', 5000],
    ]);
    expect(await inStock(BATTERY)).toEqual(['BT-2', 'BT-3']);
    // A serial not sold on the line, or one already back, is refused.
    const again = await takeBack(tokens.owner, {
      SR: receipt._id,
      Lines: [{ LineId: battery, Qty: 1, Serials: ['BT-2'] }],
      Refund: { Type: 'Cash' },
      Reason: 'Again',
    });
    expectRefused(again, 400, SalesMessages.returnSerials('Battery 35 Ah'));
    expect(await stockOf(tokens.owner, main._id, BATTERY)).toEqual({ OnHand: 2, Value: 6000 });
    await expectStockClean(org);
  });
});

describe('cancelling a receipt (ReOpenSR)', () => {
  it('puts the stock back at its cost, turns the books round and counts the receipt cancelled in GSTR-1', async () => {
    const receipt = await sold(tokens.owner, main._id, {
      Lines: [
        { ItemId: BULB, Qty: 3 },
        { ItemId: COOLANT, Qty: 1 },
      ],
      Payments: [{ Type: 'UPI', Amt: 1239 }],
    });
    const month = receipt.Date.slice(0, 7);
    const booksBefore = await trialBalance(tokens.owner, month);
    expectRefused(await cancel(tokens.cashier, receipt), 403);
    expectRefused(await cancel(noFlag, receipt), 403, SalesMessages.cancelNotAllowed);
    expectRefused(await cancel(tokens.owner, receipt, receipt.ver + 1), 409, SalesMessages.receiptChanged);
    const done = await cancel(tokens.owner, receipt);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({
      Sts: 'Cancelled',
      Num: receipt.Num,
      CancelReason: 'Billed to the wrong customer',
    });
    expect(await stockOf(tokens.owner, main._id, BULB)).toEqual({ OnHand: 10, Value: 1500 });
    expect(await batches(COOLANT)).toEqual([
      ['CL-A', 1000],
      ['CL-B', 5000],
    ]);
    // The sale's postings turned round: 3 × 250 + 300 = 1,050.00 and 94.50 + 94.50 GST refunded by UPI
    // (1,239.00 out of the bank); the stock's cost, 3 × 150 + 200 = 650.00, back from cost of goods sold.
    const books = await trialBalance(tokens.owner, month);
    expect(moved(booksBefore, books)).toEqual({
      1100: -123900,
      1300: 65000,
      2100: 9450,
      2110: 9450,
      4100: 105000,
      5000: -65000,
    });
    expect(Object.values(books).reduce((s, v) => s + v, 0)).toBe(0);
    await expectStockClean(org);

    // GSTR-1 reads it cancelled: in the document summary only, with its number.
    const documents = await monthGstDocuments(org.orgId, org.workshopId, month);
    expect(documents.find((d) => d.Id === receipt._id)).toMatchObject({ Sts: 'Cancelled', Num: receipt.Num });
    const gstr1 = await invoke(invoicesRoutes.gstr1, { token: tokens.owner, query: { Period: month } });
    expect(gstr1.status).toBe(200);

    // Cancelled: nothing can be returned against it or cancelled again; nothing written.
    const before = await snapshotOrganisation(org.orgId);
    const line = receipt.Lines[0]?._id ?? '';
    const back = { SR: receipt._id, Lines: [{ LineId: line, Qty: 1 }], Refund: { Type: 'Cash' as const } };
    expectRefused(await takeBack(tokens.owner, { ...back, Reason: 'x' }), 409, SalesMessages.receiptCancelled);
    expectRefused(await cancel(tokens.owner, done.body), 409, SalesMessages.alreadyCancelled);
    expect(await snapshotOrganisation(org.orgId)).toBe(before);
  });

  it('lets one of a cancel and a return of the same receipt at once through, the stock back once', async () => {
    const receipt = await sold(tokens.owner, main._id, {
      Lines: [{ ItemId: BULB, Qty: 1 }],
      Payments: [{ Type: 'Cash', Amt: 295 }],
    });
    const before = await stockOf(tokens.owner, main._id, BULB);
    const body = { SR: receipt._id, Lines: [{ LineId: receipt.Lines[0]?._id ?? '', Qty: 1 }], Reason: 'Back' };
    const [cancelled, returned] = await Promise.all([
      cancel(tokens.owner, receipt),
      takeBack(tokens.owner, { ...body, Refund: { Type: 'Cash' } }),
    ]);
    expect([cancelled.status, returned.status].filter((s) => s === 200)).toHaveLength(1);
    expect([cancelled.status, returned.status].filter((s) => s === 409)).toHaveLength(1);
    expect(await stockOf(tokens.owner, main._id, BULB)).toEqual({
      OnHand: before.OnHand + 1,
      Value: before.Value + 150,
    });
    await expectStockClean(org);
  }, 60_000);

  it('refuses a receipt with a return against it', async () => {
    const receipt = await sold(tokens.owner, main._id, {
      Lines: [{ ItemId: BULB, Qty: 2 }],
      Payments: [{ Type: 'Cash', Amt: 590 }],
    });
    const back = await takeBack(tokens.owner, {
      SR: receipt._id,
      Lines: [{ LineId: receipt.Lines[0]?._id ?? '', Qty: 1 }],
      Refund: { Type: 'Cash' },
      Reason: 'Faulty',
    });
    expect(back.status).toBe(200);
    const now = await receiptOf(tokens.owner, receipt._id);
    expectRefused(await cancel(tokens.owner, now), 409, SalesMessages.cancelAfterReturn);
  });
});
