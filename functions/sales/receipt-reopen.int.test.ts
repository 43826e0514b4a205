import { beforeAll, describe, expect, it } from 'vitest';
import { salesReturnRoutes } from '@shared/api/routes/sales-returns';
import { InventoryMessages } from '@shared/inventory/inventory-messages';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import type { ReceiptAnswer, ReceiptCreateBody } from '@shared/sales/receipt-schemas';
import { SalesMessages } from '@shared/sales/sales-messages';
import { listAudit } from '../data/documents/documents-repo';
import { monthGstDocuments } from '../data/invoices/gst-repo';
import { adjusted, expectRefused } from '../test/inventory-test-kit';
import { invoke } from '../test/invoke';
import { snapshotOrganisation } from '../test/org-snapshot';
import {
  counterShop,
  salePart,
  sold,
  stockOf,
  takeBack,
  trialBalance,
  expectStockClean,
  moved,
} from '../test/sales-return-kit';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * A receipt re-opened and saved again under its number (ReOpenSR, docs/sales.md
 * §13), through the real handler on DynamoDB Local: the stock and the books after
 * the re-open are those of a sale made directly with the new lines, to the paisa;
 * the number, id and GST copy kept and rewritten; refusals write nothing; a
 * re-open and a return of one receipt at once let one through.
 */

let org: TestOrganisation;
let tokens: Record<'owner' | 'cashier', string>;
let noFlag: string;
let main: Warehouse;

const BULB = 'PRT8401';
const FILTER = 'PRT8402';
const COOLANT = 'PRT8403';

beforeAll(async () => {
  ({ org, tokens, main, noFlag } = await counterShop(
    [
      { _id: BULB, PCode: 'HB-H4', Desc: 'Headlamp bulb H4', UoM: 'NOS', UnPr: 250, TCode: 106 },
      { _id: FILTER, PCode: 'OF-22', Desc: 'Oil filter', UoM: 'NOS', UnPr: 400, TCode: 106 },
      { _id: COOLANT, PCode: 'CLT-5L', Desc: 'Coolant, 5 L', UoM: 'NOS', UnPr: 900, TCode: 106 },
    ],
    { [COOLANT]: 'BN' },
  ));
  await adjusted(tokens.owner, [
    { ItemId: BULB, WhId: main._id, Qty: 10, UnCost: 150 },
    { ItemId: FILTER, WhId: main._id, Qty: 10, UnCost: 100 },
  ]);
  await adjusted(tokens.owner, [
    { ItemId: COOLANT, WhId: main._id, Qty: 4, UnCost: 600, Batch: 'CL-5A', Exp: '2031-03-31' },
  ]);
}, 120_000);

const reopen = (token: string, receipt: ReceiptAnswer, body: Omit<ReceiptCreateBody, 'WhId'>, ver = receipt.ver) =>
  invoke<ReceiptAnswer>(salesReturnRoutes.reopenReceipt, {
    token,
    params: { Id: receipt._id },
    body: { WhId: main._id, ...body, ver },
  });

/** One bulb and two filters, paid in cash: 250 + 800 = 1,050.00, GST 18% within the state 94.50 + 94.50. */
const NEW_LINES = {
  Lines: [
    { ItemId: BULB, Qty: 1 },
    { ItemId: FILTER, Qty: 2 },
  ],
  Payments: [{ Type: 'Cash' as const, Amt: 1239 }],
};

const stock = async () => ({
  bulb: await stockOf(tokens.owner, main._id, BULB),
  filter: await stockOf(tokens.owner, main._id, FILTER),
});

describe('re-opening a receipt (ReOpenSR)', () => {
  it('saves the new lines under the same number: stock and books as a sale made directly with them', async () => {
    const month = (await sold(tokens.owner, main._id, NEW_LINES)).Date.slice(0, 7);
    const [stock0, books0] = [await stock(), await trialBalance(tokens.owner, month)];
    // Sold wrongly: three bulbs paid by UPI, 3 × 295.00 = 885.00.
    const receipt = await sold(tokens.owner, main._id, {
      Lines: [{ ItemId: BULB, Qty: 3 }],
      Payments: [{ Type: 'UPI', Amt: 885 }],
    });
    const done = await reopen(tokens.owner, receipt, NEW_LINES);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ _id: receipt._id, Num: receipt.Num, Sts: 'Paid', ver: receipt.ver + 1 });
    expect(done.body).toMatchObject({ Taxable: 1050, CGST: 94.5, SGST: 94.5, GrandTotal: 1239 });
    expect(done.body.Lines.map((l) => [l.ItemId, l.Qty, l.Total])).toEqual([
      [BULB, 1, 295],
      [FILTER, 2, 944],
    ]);
    expect(done.body.Payments).toEqual([{ Type: 'Cash', Amt: 1239 }]);
    const [stock1, books1] = [await stock(), await trialBalance(tokens.owner, month)];
    // 1 bulb at 150.00 and 2 filters at 100.00 out; the UPI's 885.00 back out of the bank, 1,239.00 in cash.
    expect(stock1).toEqual({
      bulb: { OnHand: stock0.bulb.OnHand - 1, Value: stock0.bulb.Value - 150 },
      filter: { OnHand: stock0.filter.OnHand - 2, Value: stock0.filter.Value - 200 },
    });
    const sale = { 1000: 123900, 1300: -35000, 2100: -9450, 2110: -9450, 4100: -105000, 5000: 35000 };
    expect(moved(books0, books1)).toEqual(sale);
    // The same lines sold directly move stock and books by exactly as much.
    await sold(tokens.owner, main._id, NEW_LINES);
    const [stock2, books2] = [await stock(), await trialBalance(tokens.owner, month)];
    expect(moved(books1, books2)).toEqual(sale);
    expect(stock2.bulb.Value - stock1.bulb.Value).toBe(stock1.bulb.Value - stock0.bulb.Value);
    expect(stock2.filter.Value - stock1.filter.Value).toBe(stock1.filter.Value - stock0.filter.Value);
    // GSTR-1's copy rewritten under the same number; the audit has the receipt before and after.
    const gst = (await monthGstDocuments(org.orgId, org.workshopId, month)).find((d) => d.Id === receipt._id);
    expect(gst).toMatchObject({ Num: receipt.Num, Sts: 'Issued', Value: 123900 });
    const audit = (await listAudit(org.orgId, receipt._id, 5)).items;
    expect(audit[0]).toMatchObject({ Action: 'ReOpen', ver: receipt.ver + 1 });
    expect(audit[0]?.Changes.find((c) => c.Path === 'GrandTotalP')).toMatchObject({ Before: 88500, After: 123900 });

    // Re-opened again (its second re-open posts under steps of its own): back to the three bulbs by UPI.
    const again = await reopen(tokens.owner, done.body, {
      Lines: receipt.Lines.map((l) => ({ ItemId: l.ItemId, Qty: l.Qty })),
      Payments: [{ Type: 'UPI', Amt: 885 }],
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const books3 = await trialBalance(tokens.owner, month);
    expect(moved(books2, books3)).toEqual({
      1000: -123900,
      1100: 88500,
      1300: 35000 - 45000,
      2100: 9450 - 6750,
      2110: 9450 - 6750,
      4100: 105000 - 75000,
      5000: 45000 - 35000,
    });
    expect(Object.values(books3).reduce((s, v) => s + v, 0)).toBe(0);
    await expectStockClean(org);
  }, 60_000);

  it('refuses without the right, at a stale ver, beyond the stock, a tracked line both sides, and writes nothing', async () => {
    const receipt = await sold(tokens.owner, main._id, {
      Lines: [
        { ItemId: BULB, Qty: 1 },
        { ItemId: COOLANT, Qty: 1 },
      ],
      Payments: [{ Type: 'Cash', Amt: 1357 }],
    });
    const left = (await stockOf(tokens.owner, main._id, BULB)).OnHand;
    const before = await snapshotOrganisation(org.orgId);
    expectRefused(await reopen(tokens.cashier, receipt, NEW_LINES), 403);
    expectRefused(await reopen(noFlag, receipt, NEW_LINES), 403, SalesMessages.cancelNotAllowed);
    expectRefused(await reopen(tokens.owner, receipt, NEW_LINES, receipt.ver + 1), 409, SalesMessages.receiptChanged);
    // The bulb sold on it comes back first: all that is left and one more is one too many.
    const beyond = {
      Lines: [{ ItemId: BULB, Qty: left + 2 }],
      Payments: [{ Type: 'Cash' as const, Amt: 295 * (left + 2) }],
    };
    expectRefused(await reopen(tokens.owner, receipt, beyond), 400, InventoryMessages.insufficientQuantity);
    const coolant = { Lines: [{ ItemId: COOLANT, Qty: 2 }], Payments: [{ Type: 'Cash' as const, Amt: 2124 }] };
    expectRefused(await reopen(tokens.owner, receipt, coolant), 400, SalesMessages.reopenTracked('Coolant, 5 L'));
    expectRefused(await reopen(tokens.owner, receipt, { ...NEW_LINES, Payments: [{ Type: 'Cash', Amt: 1000 }] }), 400);
    expect(await snapshotOrganisation(org.orgId)).toBe(before);
    // All that is left and the one sold on it: taken.
    const all = {
      Lines: [{ ItemId: BULB, Qty: left + 1 }],
      Payments: [{ Type: 'Cash' as const, Amt: 295 * (left + 1) }],
    };
    const done = await reopen(tokens.owner, receipt, all);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await stockOf(tokens.owner, main._id, BULB)).toEqual({ OnHand: 0, Value: 0 });
    // The coolant's batch back in stock with the line that left the receipt.
    await expectStockClean(org);
    await adjusted(tokens.owner, [{ ItemId: BULB, WhId: main._id, Qty: 10, UnCost: 150 }]);
  }, 60_000);

  it('refuses a receipt with a return against it, and a cancelled one', async () => {
    const receipt = await sold(tokens.owner, main._id, {
      Lines: [{ ItemId: FILTER, Qty: 2 }],
      Payments: [{ Type: 'Cash', Amt: 944 }],
    });
    const back = await takeBack(tokens.owner, {
      SR: receipt._id,
      Lines: [{ LineId: receipt.Lines[0]?._id ?? '', Qty: 1 }],
      Refund: { Type: 'Cash' },
      Reason: 'Faulty',
    });
    expect(back.status).toBe(200);
    const returned = await reopen(tokens.owner, receipt, NEW_LINES, receipt.ver + 1);
    expectRefused(returned, 409, SalesMessages.reopenAfterReturn);
    const other = await sold(tokens.owner, main._id, {
      Lines: [{ ItemId: FILTER, Qty: 1 }],
      Payments: [{ Type: 'Cash', Amt: 472 }],
    });
    const cancelled = await invoke<ReceiptAnswer>(salesReturnRoutes.cancelReceipt, {
      token: tokens.owner,
      params: { Id: other._id },
      body: { Reason: 'Wrong', ver: other.ver },
    });
    expect(cancelled.status).toBe(200);
    expectRefused(await reopen(tokens.owner, cancelled.body, NEW_LINES), 409, SalesMessages.alreadyCancelled);
  }, 60_000);

  it('lets one of a re-open and a return of the same receipt at once through', async () => {
    const receipt = await sold(tokens.owner, main._id, {
      Lines: [{ ItemId: FILTER, Qty: 1 }],
      Payments: [{ Type: 'Cash', Amt: 472 }],
    });
    const before = await stock();
    const body = { SR: receipt._id, Lines: [{ LineId: receipt.Lines[0]?._id ?? '', Qty: 1 }], Reason: 'Back' };
    const [reopened, returned] = await Promise.all([
      reopen(tokens.owner, receipt, NEW_LINES),
      takeBack(tokens.owner, { ...body, Refund: { Type: 'Cash' } }),
    ]);
    // The other refused: the re-open at a stale ver (409), or the return naming a line the re-open replaced.
    expect([reopened.status, returned.status].filter((s) => s === 200)).toHaveLength(1);
    if (reopened.status === 200)
      expectRefused(returned, 400, SalesMessages.returnLineUnknown(body.Lines[0]?.LineId ?? ''));
    else expectRefused(reopened, 409, SalesMessages.receiptChanged);
    const after = await stock();
    if (reopened.status === 200)
      expect([after.bulb.OnHand, after.filter.OnHand]).toEqual([before.bulb.OnHand - 1, before.filter.OnHand - 1]);
    else expect([after.bulb.OnHand, after.filter.OnHand]).toEqual([before.bulb.OnHand, before.filter.OnHand + 1]);
    await expectStockClean(org);
  }, 60_000);

  it('refuses a re-open too large for one transaction, writing nothing', async () => {
    // 30 parts of ₹100.00 at 18%: a receipt of all 30, each line changed, needs more than 100 items.
    const many = Array.from({ length: 30 }, (_, i) => `PRT85${String(i).padStart(2, '0')}`);
    for (const id of many)
      await salePart(org.orgId, { _id: id, PCode: `SP-${id}`, Desc: `Spare ${id}`, UoM: 'NOS', UnPr: 100, TCode: 106 });
    await adjusted(
      tokens.owner,
      many.map((ItemId) => ({ ItemId, WhId: main._id, Qty: 2, UnCost: 60 })),
    );
    const body = {
      Lines: many.map((ItemId) => ({ ItemId, Qty: 1 })),
      Payments: [{ Type: 'Cash' as const, Amt: 3540 }],
    };
    const receipt = await sold(tokens.owner, main._id, body);
    const before = await snapshotOrganisation(org.orgId);
    // Every line changed (two of each): 30 lines rewritten, 30 movements back, 30 out and their balances.
    const twice = {
      Lines: many.map((ItemId) => ({ ItemId, Qty: 2 })),
      Payments: [{ Type: 'Cash' as const, Amt: 7080 }],
    };
    expectRefused(await reopen(tokens.owner, receipt, twice), 400, SalesMessages.reopenTooLarge(60));
    expect(await snapshotOrganisation(org.orgId)).toBe(before);
  }, 120_000);
});
