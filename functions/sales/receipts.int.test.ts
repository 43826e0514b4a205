import { beforeAll, describe, expect, it } from 'vitest';
import { booksRoutes } from '@shared/api/routes/books';
import { inventoryRoutes } from '@shared/api/routes/inventory';
import { invoicesRoutes } from '@shared/api/routes/invoices';
import { salesReceiptRoutes } from '@shared/api/routes/sales-receipts';
import { InventoryMessages } from '@shared/inventory/inventory-messages';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import type { ReceiptAnswer, ReceiptCreateBody } from '@shared/sales/receipt-schemas';
import { SalesMessages } from '@shared/sales/sales-messages';
import { DocumentMessages } from '@shared/documents/validation-messages';
import { orgOwner } from '../data/catalogue/catalogue-keys';
import { saveRecord } from '../data/catalogue/record-repo';
import { adjusted, createWarehouse, expectRefused } from '../test/inventory-test-kit';
import { invoke } from '../test/invoke';
import { snapshotOrganisation } from '../test/org-snapshot';
import { setSalesReceipts } from '../test/sales-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';
import { counterClerk } from '../test/sales-return-kit';

/**
 * The counter sale (docs/sales.md) through the real handler against DynamoDB
 * Local: a 3-line sale moves stock and value exactly, GST intra and inter state
 * to the paisa, the split payment must add up, short stock and a discount above
 * the user's limit are refused with nothing written, 30 parallel sales number
 * without a gap and leave the stock exact, and another organisation sees nothing.
 */

let org: TestOrganisation;
let other: TestOrganisation;
let tokens: Record<'owner' | 'cashier' | 'technician', string>;
let otherOwner: string;
let discounter: string;
let main: Warehouse;

const PADS = 'PRT8101';
const FILTER = 'PRT8102';
const OIL = 'PRT8103';
const BULB = 'PRT8104';

async function part(
  orgId: string,
  p: { _id: string; PCode: string; Desc: string; UoM: string; UnPr: number; TCode: number },
) {
  await saveRecord(orgOwner(orgId), 'PART', { ...p, Cat: 'CAT-BRAKES', HSN: '87083000', Act: true, ver: 1 }, undefined);
}

beforeAll(async () => {
  ({ org, tokens } = await organisationWithLogins(['owner', 'cashier', 'technician'] as const));
  main = await createWarehouse(tokens.owner, 'Counter');
  await Promise.all([
    part(org.orgId, { _id: PADS, PCode: 'BP-1001', Desc: 'Brake pad set', UoM: 'SET', UnPr: 1200, TCode: 106 }),
    part(org.orgId, { _id: FILTER, PCode: 'OF-22', Desc: 'Oil filter', UoM: 'NOS', UnPr: 449.5, TCode: 103 }),
    part(org.orgId, { _id: OIL, PCode: 'EO-5W30', Desc: 'Engine oil 5W-30', UoM: 'LTR', UnPr: 99.99, TCode: 106 }),
    part(org.orgId, { _id: BULB, PCode: 'HB-H4', Desc: 'Headlamp bulb H4', UoM: 'NOS', UnPr: 250, TCode: 106 }),
  ]);
  await adjusted(tokens.owner, [
    { ItemId: PADS, WhId: main._id, Qty: 10, UnCost: 800 },
    { ItemId: FILTER, WhId: main._id, Qty: 10, UnCost: 300 },
    { ItemId: OIL, WhId: main._id, Qty: 10, UnCost: 60 },
    { ItemId: BULB, WhId: main._id, Qty: 20, UnCost: 150 },
  ]);
  // A counter clerk who may sell and discount up to 5% of the amount (SRDisc, SRDiscMax).
  discounter = await counterClerk(org, tokens.owner, { SlsRcpt: 'CR', SRDisc: true, SRDiscMax: '5%' });
  ({
    org: other,
    tokens: { owner: otherOwner },
  } = await organisationWithLogins(['owner'] as const));
});

const sell = (token: string, body: Omit<ReceiptCreateBody, 'WhId'> & { WhId?: string }) =>
  invoke<ReceiptAnswer>(salesReceiptRoutes.createReceipt, { token, body: { WhId: main._id, ...body } });

const onHand = async (ItemId: string) => {
  const answer = await invoke<{ Items: { ItemId: string; OnHand: number; Value: number }[] }>(inventoryRoutes.stock, {
    token: tokens.owner,
    query: { Wh: main._id },
  });
  const row = answer.body.Items.find((i) => i.ItemId === ItemId);
  return { OnHand: row?.OnHand ?? 0, Value: row?.Value ?? 0 };
};

describe('a counter sale', () => {
  it('sells 3 lines to a walk-in within the state: CGST+SGST per line to the paisa, stock and value out exactly', async () => {
    const answer = await sell(tokens.owner, {
      Walk: { Name: 'Ravi', Ph: '9845000001' },
      Lines: [
        { ItemId: PADS, Qty: 2 },
        { ItemId: FILTER, Qty: 3 },
        { ItemId: OIL, Qty: 1.5 },
      ],
      Payments: [
        { Type: 'Cash', Amt: 2000 },
        { Type: 'UPI', Ref: 'UPI-1', Amt: 2425 },
      ],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const r = answer.body;
    expect(r.Num).toMatch(/^SR\/\d{4}\/0*1$/);
    expect(r).toMatchObject({ B2B: false, IntraState: true, POS: '29', Sts: 'Paid', CustName: 'Ravi' });
    // 2 × 1,200 at 18%; 3 × 449.50 at 5%; 1.5 × 99.99 = 149.985 → 149.99 at 18%.
    expect(r.Lines.map((l) => [l.Taxable, l.CGST, l.SGST, l.IGST, l.Total])).toEqual([
      [2400, 216, 216, 0, 2832],
      [1348.5, 33.71, 33.71, 0, 1415.92],
      [149.99, 13.5, 13.5, 0, 176.99],
    ]);
    // The branch rounds to the rupee (Acc.Round): 4,424.91 + 0.09.
    expect(r).toMatchObject({ Taxable: 3898.49, CGST: 263.21, SGST: 263.21, IGST: 0, Adjust: 0.09, GrandTotal: 4425 });
    expect(r.Payments).toEqual([
      { Type: 'Cash', Amt: 2000 },
      { Type: 'UPI', Ref: 'UPI-1', Amt: 2425 },
    ]);
    // Stock out at the average: 2 × 800, 3 × 300, 1.5 × 60.
    expect(await onHand(PADS)).toEqual({ OnHand: 8, Value: 6400 });
    expect(await onHand(FILTER)).toEqual({ OnHand: 7, Value: 2100 });
    expect(await onHand(OIL)).toEqual({ OnHand: 8.5, Value: 510 });
    const moves = await invoke<{ Items: { Qty: number; DocNum?: string; Value: number }[] }>(
      inventoryRoutes.itemMovements,
      { token: tokens.owner, params: { Id: PADS }, query: {} },
    );
    expect(moves.body.Items[0]).toMatchObject({ Qty: -2, DocNum: r.Num, Value: -1600 });
    // Opened again, found by number and by the walk-in's phone, newest first.
    const again = await invoke<ReceiptAnswer>(salesReceiptRoutes.receipt, {
      token: tokens.cashier,
      params: { Id: r._id },
    });
    expect(again.body).toEqual(r);
    const byNumber = await invoke<{ Items: { _id: string }[] }>(salesReceiptRoutes.receipts, {
      token: tokens.cashier,
      query: { Q: r.Num },
    });
    expect(byNumber.body.Items.map((i) => i._id)).toEqual([r._id]);
    const byPhone = await invoke<{ Items: { _id: string }[] }>(salesReceiptRoutes.receipts, {
      token: tokens.cashier,
      query: { Q: '9845000001' },
    });
    expect(byPhone.body.Items.map((i) => i._id)).toEqual([r._id]);
    // The books of the month, in the same transaction: the sale with its payments, and the stock at its cost.
    const month = r.Date.slice(0, 7);
    const books = await invoke<{ Rows: { Code: number; DrP: number; CrP: number }[] }>(booksRoutes.trialBalance, {
      token: tokens.owner,
      query: { From: month, To: month },
    });
    expect(books.status, JSON.stringify(books.body)).toBe(200);
    const moved = Object.fromEntries(
      books.body.Rows.filter((row) => row.DrP !== 0 || row.CrP !== 0).map((row) => [row.Code, row.DrP - row.CrP]),
    );
    // The stock found at the count (₹14,600, Dr 1300 Cr 5900, docs/books.md §3.7), less the stock sold at its cost.
    expect(moved).toEqual({
      1000: 200000,
      1100: 242500,
      1300: 1460000 - 259000,
      2100: -26321,
      2110: -26321,
      4100: -389849,
      4800: -9,
      5000: 259000,
      5900: -1460000,
    });
  });

  it('taxes a buyer from another state (GSTIN) with IGST: a tax invoice (B2B)', async () => {
    const answer = await sell(tokens.owner, {
      Walk: { Name: 'Pune Motors', GSTIN: '27AAPFU0939F1ZV' },
      Lines: [
        { ItemId: PADS, Qty: 1 },
        { ItemId: FILTER, Qty: 1 },
      ],
      Payments: [{ Type: 'Bank Transfer', Ref: 'NEFT-9', Amt: 1888 }],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const r = answer.body;
    expect(r).toMatchObject({ B2B: true, IntraState: false, POS: '27', GSTIN: '27AAPFU0939F1ZV' });
    // 1,200 at IGST 18% = 216; 449.50 at IGST 5% = 22.475 → 22.48; 1,887.98 rounds to 1,888.
    expect(r.Lines.map((l) => [l.Taxable, l.CGST, l.SGST, l.IGST])).toEqual([
      [1200, 0, 0, 216],
      [449.5, 0, 0, 22.48],
    ]);
    expect(r).toMatchObject({ Taxable: 1649.5, IGST: 238.48, Adjust: 0.02, GrandTotal: 1888 });
    // GSTR-1 of the month: this one in b2b, the walk-in's sale before it in b2cs.
    const gstr1 = await invoke<{ Summary: { Section: string; Count: number }[] }>(invoicesRoutes.gstr1, {
      token: tokens.owner,
      query: { Period: r.Date.slice(0, 7) },
    });
    expect(gstr1.status, JSON.stringify(gstr1.body)).toBe(200);
    const section = (name: string) => gstr1.body.Summary.find((row) => row.Section === name);
    expect(section('b2b')).toMatchObject({ Count: 1, Taxable: 1649.5, IGST: 238.48, CGST: 0, SGST: 0 });
    expect(section('b2cs')).toMatchObject({ Taxable: 3898.49, IGST: 0, CGST: 263.21, SGST: 263.21 });
    expect(section('doc_issue')).toMatchObject({ Count: 2 });
  });

  it('refuses payments that do not add up, and short stock on its line, writing nothing', async () => {
    const before = await snapshotOrganisation(org.orgId);
    const short = await sell(tokens.owner, {
      Lines: [{ ItemId: BULB, Qty: 1 }],
      Payments: [{ Type: 'Cash', Amt: 200 }],
    });
    expectRefused(short, 400, SalesMessages.paymentsShort(9500));
    const over = await sell(tokens.owner, {
      Lines: [{ ItemId: BULB, Qty: 1 }],
      Payments: [
        { Type: 'Cash', Amt: 200 },
        { Type: 'Credit Card', Card: 'Visa', Amt: 100 },
      ],
    });
    expectRefused(over, 400, SalesMessages.paymentsOver(500));
    const tooMany = await sell(tokens.owner, {
      Lines: [
        { ItemId: BULB, Qty: 1 },
        { ItemId: OIL, Qty: 9 },
      ],
      Payments: [{ Type: 'Cash', Amt: 1357 }],
    });
    const body = expectRefused(tooMany, 400, InventoryMessages.insufficientQuantity);
    expect(body.errors).toEqual([{ path: 'Lines.1.Qty', message: InventoryMessages.insufficientQuantity }]);
    expect(await snapshotOrganisation(org.orgId)).toBe(before);
  });

  it("refuses a discount above the clerk's limit (SRDiscMax 5%) and takes one within it", async () => {
    const before = await snapshotOrganisation(org.orgId);
    // 2 × 250 = 500: 5% is 25.
    const above = await sell(discounter, {
      Lines: [{ ItemId: BULB, Qty: 2, Disc: 26 }],
      Payments: [{ Type: 'Cash', Amt: 559 }],
    });
    expectRefused(above, 400, DocumentMessages.discountAboveCap(2500));
    expect(await snapshotOrganisation(org.orgId)).toBe(before);
    const within = await sell(discounter, {
      Lines: [{ ItemId: BULB, Qty: 2, Disc: 25 }],
      Payments: [{ Type: 'Cash', Amt: 561 }],
    });
    expect(within.status, JSON.stringify(within.body)).toBe(200);
    // 475 taxable at 18%: 42.75 + 42.75 = 560.50, rounded half up to 561.
    expect(within.body).toMatchObject({ Disc: 25, Taxable: 475, CGST: 42.75, Adjust: 0.5, GrandTotal: 561 });
  });
});

describe('30 parallel sales in one branch', () => {
  it('number without a gap or a repeat, sell exactly the stock there is, and refuse the rest on their line', async () => {
    const left = (await onHand(BULB)).OnHand;
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        sell(tokens.owner, { Lines: [{ ItemId: BULB, Qty: 1 }], Payments: [{ Type: 'Cash', Amt: 295 }] }),
      ),
    );
    const sold = answers.filter((a) => a.status === 200).map((a) => a.body);
    const refused = answers.filter((a) => a.status !== 200);
    expect(sold).toHaveLength(left);
    for (const a of refused) expectRefused(a, 400, InventoryMessages.insufficientQuantity);
    const sequence = sold.map((r) => Number(r.Num.split('/')[2])).sort((a, b) => a - b);
    const first = sequence[0] ?? 0;
    expect(sequence).toEqual(sequence.map((_, i) => first + i));
    expect(await onHand(BULB)).toEqual({ OnHand: 0, Value: 0 });
  }, 60_000);
});

describe('access and isolation', () => {
  it('answers 403 to a cashier saving (SlsRcpt R) and to a technician reading; another organisation finds nothing', async () => {
    const body = {
      WhId: main._id,
      Lines: [{ ItemId: PADS, Qty: 1 }],
      Payments: [{ Type: 'Cash' as const, Amt: 1416 }],
    };
    expectRefused(await invoke(salesReceiptRoutes.createReceipt, { token: tokens.cashier, body }), 403);
    expectRefused(await invoke(salesReceiptRoutes.receipts, { token: tokens.technician, query: {} }), 403);
    const mine = await invoke<{ Items: { _id: string }[] }>(salesReceiptRoutes.receipts, {
      token: tokens.cashier,
      query: {},
    });
    // 3 sales, 1 within the limit, 17 of the parallel 30.
    expect(mine.body.Items).toHaveLength(21);
    const id = mine.body.Items[0]?._id ?? '';
    expectRefused(
      await invoke(salesReceiptRoutes.receipt, { token: otherOwner, params: { Id: id } }),
      404,
      SalesMessages.receiptNotFound,
    );
    const theirs = await invoke<{ Items: unknown[] }>(salesReceiptRoutes.receipts, { token: otherOwner, query: {} });
    expect(theirs.body.Items).toEqual([]);
    // Their own part of our id is unknown to them: nothing sold, nothing written.
    const before = await snapshotOrganisation(other.orgId);
    expectRefused(await invoke(salesReceiptRoutes.createReceipt, { token: otherOwner, body }), 400);
    expect(await snapshotOrganisation(other.orgId)).toBe(before);
  });

  it('answers 403 in a branch whose Accounting feature SlsRcpt is switched off, and again sells once it is on', async () => {
    await setSalesReceipts(org.orgId, org.workshopId, false);
    try {
      expectRefused(
        await invoke(salesReceiptRoutes.receipts, { token: tokens.owner, query: {} }),
        403,
        SalesMessages.featureOff,
      );
    } finally {
      await setSalesReceipts(org.orgId, org.workshopId, true);
    }
    expect((await invoke(salesReceiptRoutes.receipts, { token: tokens.owner, query: {} })).status).toBe(200);
  });
});
