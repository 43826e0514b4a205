import { beforeAll, describe, expect, it } from 'vitest';
import { invoicesRoutes } from '@shared/api/routes/invoices';
import { salesReturnRoutes } from '@shared/api/routes/sales-returns';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import type { ReturnAnswer, ReturnRow } from '@shared/sales/return-schemas';
import { SalesMessages } from '@shared/sales/sales-messages';
import { checkStockInvariant } from '../data/inventory/stock-invariant';
import { adjusted, createWarehouse, expectRefused } from '../test/inventory-test-kit';
import { invoke } from '../test/invoke';
import { snapshotOrganisation } from '../test/org-snapshot';
import { receiptOf, salePart, sold, stockOf, takeBack, trialBalance } from '../test/sales-return-kit';
import { createCustomerAndVehicle } from '../test/service-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * Sales returns of counter sales (docs/sales.md §12) through the real handler
 * on DynamoDB Local: figures to the paisa as shares of the receipt's own, stock
 * and value back at the sale's cost, the round off with the last return, a
 * return beyond what is left refused with nothing written, two returns of the
 * last unit at once take it back once, GSTR-1's cdnr, a credit left on a customer.
 */

let org: TestOrganisation;
let tokens: Record<'owner' | 'cashier', string>;
let main: Warehouse;

const PADS = 'PRT8201';
const FILTER = 'PRT8202';
const OIL = 'PRT8203';
const BULB = 'PRT8204';

beforeAll(async () => {
  ({ org, tokens } = await organisationWithLogins(['owner', 'cashier'] as const));
  main = await createWarehouse(tokens.owner, 'Counter');
  await Promise.all([
    salePart(org.orgId, { _id: PADS, PCode: 'BP-1001', Desc: 'Brake pad set', UoM: 'SET', UnPr: 1200, TCode: 106 }),
    salePart(org.orgId, { _id: FILTER, PCode: 'OF-22', Desc: 'Oil filter', UoM: 'NOS', UnPr: 449.5, TCode: 103 }),
    salePart(org.orgId, { _id: OIL, PCode: 'EO-5W30', Desc: 'Engine oil 5W-30', UoM: 'LTR', UnPr: 99.99, TCode: 106 }),
    salePart(org.orgId, { _id: BULB, PCode: 'HB-H4', Desc: 'Headlamp bulb H4', UoM: 'NOS', UnPr: 250, TCode: 106 }),
  ]);
  await adjusted(tokens.owner, [
    { ItemId: PADS, WhId: main._id, Qty: 10, UnCost: 800 },
    { ItemId: FILTER, WhId: main._id, Qty: 10, UnCost: 300 },
    { ItemId: OIL, WhId: main._id, Qty: 10, UnCost: 60 },
    { ItemId: BULB, WhId: main._id, Qty: 20, UnCost: 150 },
  ]);
}, 120_000);

const stock = (itemId: string) => stockOf(tokens.owner, main._id, itemId);

describe('a sales return', () => {
  it('takes back part of a receipt at its own figures and cost, then the rest with the round off', async () => {
    const receipt = await sold(tokens.owner, main._id, {
      Walk: { Name: 'Ravi', Ph: '9845000011' },
      Lines: [
        { ItemId: PADS, Qty: 2 },
        { ItemId: FILTER, Qty: 3 },
        { ItemId: OIL, Qty: 1.5 },
      ],
      Payments: [
        { Type: 'Cash', Amt: 2000 },
        { Type: 'UPI', Amt: 2425 },
      ],
    });
    expect(receipt.GrandTotal).toBe(4425);
    const books0 = await trialBalance(tokens.owner, receipt.Date.slice(0, 7));
    const [pads, filter, oil] = receipt.Lines.map((l) => l._id) as [string, string, string];

    const first = await takeBack(tokens.owner, {
      SR: receipt._id,
      Lines: [
        { LineId: pads, Qty: 1 },
        { LineId: oil, Qty: 1 },
      ],
      Refund: { Type: 'Cash' },
      Reason: 'Wrong size',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const a = first.body;
    expect(a.Num).toMatch(/^SRN\/\d{4}\/0*1$/);
    // Half the pads: 1,200.00 + 108.00 + 108.00; 1 of 1.5 oil: 149.99 × 2/3 = 99.99, 13.50 × 2/3 = 9.00 each.
    expect(a.Lines.map((l) => [l.Qty, l.Taxable, l.CGST, l.SGST, l.Total, l.Cost])).toEqual([
      [1, 1200, 108, 108, 1416, 800],
      [1, 99.99, 9, 9, 117.99, 60],
    ]);
    expect(a).toMatchObject({ Taxable: 1299.99, CGST: 117, SGST: 117, Adjust: 0, GrandTotal: 1533.99 });
    expect(a.Refund).toEqual({ Type: 'Cash', Amt: 1533.99 });
    expect(await stock(PADS)).toEqual({ OnHand: 9, Value: 7200 });
    expect(await stock(OIL)).toEqual({ OnHand: 9.5, Value: 570 });

    const after = await receiptOf(tokens.owner, receipt._id);
    expect(after.Lines.map((l) => l.Returned ?? 0)).toEqual([1, 0, 1]);
    expect(after.Returns).toEqual([{ _id: a._id, Num: a.Num, Date: a.Date, Total: 1533.99 }]);

    const rest = await takeBack(tokens.owner, {
      SR: receipt._id,
      Lines: [
        { LineId: pads, Qty: 1 },
        { LineId: filter, Qty: 3 },
        { LineId: oil, Qty: 0.5 },
      ],
      Refund: { Type: 'UPI', Ref: 'UPI-R2' },
      Reason: 'Not needed',
    });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    // The last return takes the receipt's round off: the two add up to the receipt exactly.
    expect(rest.body).toMatchObject({ Adjust: 0.09, GrandTotal: 2891.01 });
    expect(Math.round((a.GrandTotal + rest.body.GrandTotal) * 100)).toBe(442500);
    // The stock is as it was before the sale, at the same value.
    expect(await stock(PADS)).toEqual({ OnHand: 10, Value: 8000 });
    expect(await stock(FILTER)).toEqual({ OnHand: 10, Value: 3000 });
    expect(await stock(OIL)).toEqual({ OnHand: 10, Value: 600 });

    // The books: income, GST, round off, stock and cost of goods back where they were; the money refunded.
    const books = await trialBalance(tokens.owner, receipt.Date.slice(0, 7));
    const moved = (acc: number) => (books[acc] ?? 0) - (books0[acc] ?? 0);
    for (const acc of [4100, 2100, 2110, 4800, 5000]) expect(moved(acc)).toBe(-(books0[acc] ?? 0));
    expect([moved(1000), moved(1100)]).toEqual([-153399, -289101]);
    expect(Object.values(books).reduce((s, v) => s + v, 0)).toBe(0);
    expect((await checkStockInvariant(org.orgId, org.workshopId)).breaches).toEqual([]);

    const list = await invoke<{ Items: ReturnRow[] }>(salesReturnRoutes.salesReturns, {
      token: tokens.cashier,
      query: { SR: receipt._id },
    });
    expect(list.body.Items.map((row) => row.Num)).toEqual([rest.body.Num, a.Num]);
    const one = await invoke<ReturnAnswer>(salesReturnRoutes.salesReturn, {
      token: tokens.cashier,
      params: { Id: a._id },
    });
    expect(one.body).toMatchObject({ SRNum: receipt.Num, Reason: 'Wrong size', GrandTotal: 1533.99 });
  });

  it('refuses more than is left on a line, an unknown line and a credit to a walk-in, writing nothing', async () => {
    const receipt = await sold(tokens.owner, main._id, {
      Lines: [{ ItemId: BULB, Qty: 2 }],
      Payments: [{ Type: 'Cash', Amt: 590 }],
    });
    const line = receipt.Lines[0]?._id ?? '';
    const ok = await takeBack(tokens.owner, {
      SR: receipt._id,
      Lines: [{ LineId: line, Qty: 1 }],
      Refund: { Type: 'Cash' },
      Reason: 'Faulty',
    });
    expect(ok.status).toBe(200);
    const before = await snapshotOrganisation(org.orgId);
    const tooMuch = await takeBack(tokens.owner, {
      SR: receipt._id,
      Lines: [{ LineId: line, Qty: 2 }],
      Refund: { Type: 'Cash' },
      Reason: 'Faulty',
    });
    const body = expectRefused(tooMuch, 400, SalesMessages.returnTooMuch('Headlamp bulb H4', '1'));
    expect(body.errors?.[0]?.path).toBe('Lines.0.Qty');
    const unknown = { SR: receipt._id, Lines: [{ LineId: 'SL9', Qty: 1 }], Refund: { Type: 'Cash' as const } };
    expectRefused(
      await takeBack(tokens.owner, { ...unknown, Reason: 'x' }),
      400,
      SalesMessages.returnLineUnknown('SL9'),
    );
    const credit = { SR: receipt._id, Lines: [{ LineId: line, Qty: 1 }], Refund: { Type: 'Credit' as const } };
    expectRefused(await takeBack(tokens.owner, { ...credit, Reason: 'x' }), 400, SalesMessages.creditNeedsCustomer);
    // A cashier reads receipts (SlsRcpt R) but takes nothing back.
    expectRefused(await takeBack(tokens.cashier, { ...credit, Refund: { Type: 'Cash' }, Reason: 'x' }), 403);
    expect(await snapshotOrganisation(org.orgId)).toBe(before);
  });

  it('takes the last unit back once when two returns of it arrive together', async () => {
    const receipt = await sold(tokens.owner, main._id, {
      Lines: [{ ItemId: BULB, Qty: 1 }],
      Payments: [{ Type: 'Cash', Amt: 295 }],
    });
    const before = await stock(BULB);
    const body = {
      SR: receipt._id,
      Lines: [{ LineId: receipt.Lines[0]?._id ?? '', Qty: 1 }],
      Refund: { Type: 'Cash' as const },
      Reason: 'Returned',
    };
    const answers = await Promise.all([takeBack(tokens.owner, body), takeBack(tokens.owner, body)]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 400]);
    const refused = answers.find((x) => x.status === 400);
    if (refused) expectRefused(refused, 400, SalesMessages.returnTooMuch('Headlamp bulb H4', '0'));
    expect(await stock(BULB)).toEqual({ OnHand: before.OnHand + 1, Value: before.Value + 150 });
    expect((await receiptOf(tokens.owner, receipt._id)).Returns).toHaveLength(1);
  }, 60_000);

  it('is a registered credit note (cdnr) for a buyer with a GSTIN, and leaves a credit on a customer', async () => {
    const b2b = await sold(tokens.owner, main._id, {
      Walk: { Name: 'Pune Motors', GSTIN: '27AAPFU0939F1ZV' },
      Lines: [{ ItemId: PADS, Qty: 1 }],
      Payments: [{ Type: 'Bank Transfer', Amt: 1416 }],
    });
    const back = await takeBack(tokens.owner, {
      SR: b2b._id,
      Lines: [{ LineId: b2b.Lines[0]?._id ?? '', Qty: 1 }],
      Refund: { Type: 'Bank Transfer', Ref: 'NEFT-R1' },
      Reason: 'Wrong part',
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body).toMatchObject({ IGST: 216, Taxable: 1200, GrandTotal: 1416, B2B: true });
    const gstr1 = await invoke<{ Summary: { Section: string; Count: number }[] }>(invoicesRoutes.gstr1, {
      token: tokens.owner,
      query: { Period: b2b.Date.slice(0, 7) },
    });
    expect(gstr1.status, JSON.stringify(gstr1.body)).toBe(200);
    const cdnr = gstr1.body.Summary.find((row) => row.Section === 'cdnr');
    expect(cdnr).toMatchObject({ Count: 1, Taxable: 1200, IGST: 216 });

    const { custId } = await createCustomerAndVehicle(tokens.owner, 'Meena Rao');
    const toCustomer = await sold(tokens.owner, main._id, {
      Cust: custId,
      Lines: [{ ItemId: BULB, Qty: 1 }],
      Payments: [{ Type: 'Cash', Amt: 295 }],
    });
    const books0 = await trialBalance(tokens.owner, toCustomer.Date.slice(0, 7));
    const credit = await takeBack(tokens.owner, {
      SR: toCustomer._id,
      Lines: [{ LineId: toCustomer.Lines[0]?._id ?? '', Qty: 1 }],
      Refund: { Type: 'Credit' },
      Reason: 'Exchange later',
    });
    expect(credit.status, JSON.stringify(credit.body)).toBe(200);
    // 250 + 22.50 + 22.50 = 295.00 owed to the customer in 1200 Customers; no money left the till.
    const books = await trialBalance(tokens.owner, toCustomer.Date.slice(0, 7));
    expect((books[1200] ?? 0) - (books0[1200] ?? 0)).toBe(-29500);
    expect((books[1000] ?? 0) - (books0[1000] ?? 0)).toBe(0);
  });
});
