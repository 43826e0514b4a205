import { beforeAll, describe, expect, it } from 'vitest';
import { booksRoutes } from '@shared/api/routes/books';
import { challanRoutes } from '@shared/api/routes/challans';
import { partiesRoutes } from '@shared/api/routes/parties';
import type { BooksCheckAnswer } from '@shared/books/books-check';
import { ChallanMessages } from '@shared/challans/challan-messages';
import type { ChallanAnswer } from '@shared/challans/challan-schemas';
import type { Party } from '@shared/parties/party-schemas';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import { ewayBillLayout } from '@shared/gst/returns/testing/eway-bill-layout';
import { checkStockInvariant } from '../data/inventory/stock-invariant';
import {
  cancelAs,
  challanMade,
  createChallanAs,
  inBranch,
  issueAs,
  ok,
  readAs,
  returnAs,
} from '../test/challan-test-kit';
import { adjusted, createWarehouse, expectRefused } from '../test/inventory-test-kit';
import { invoke } from '../test/invoke';
import { salePart, stockOf, trialBalance } from '../test/sales-return-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * Delivery challans (docs/challans.md) through the real handler against DynamoDB
 * Local, on the parts branch (Sales on, GSTIN 33…): the figures to the paisa,
 * issue moves the stock out at its cost into 1320, returns bring it back at the
 * same cost, an over-return and a stale `ver` write nothing, cancel, another
 * organisation sees nothing, the e-way bill file fits the portal's layout.
 */

let org: TestOrganisation;
let owner: string;
let otherOwner: string;
let wh: Warehouse;
let customer: Party;
let vendor: Party;

const PADS = 'PRT8301';
const FILTER = 'PRT8302';

beforeAll(async () => {
  const first = await organisationWithLogins(['owner', 'cashier'] as const);
  org = first.org;
  owner = await inBranch(first.tokens.owner, org.partsBranchId);
  otherOwner = await (async () => {
    const other = await organisationWithLogins(['owner'] as const);
    return inBranch(other.tokens.owner, other.org.partsBranchId);
  })();
  wh = await createWarehouse(owner, 'Hosur Store');
  await Promise.all([
    salePart(org.orgId, { _id: PADS, PCode: 'BP-2001', Desc: 'Brake pad set', UoM: 'SET', UnPr: 1200, TCode: 106 }),
    salePart(org.orgId, { _id: FILTER, PCode: 'OF-23', Desc: 'Oil filter', UoM: 'NOS', UnPr: 449.5, TCode: 103 }),
  ]);
  await adjusted(owner, [
    { ItemId: PADS, WhId: wh._id, Qty: 10, UnCost: 800 },
    { ItemId: FILTER, WhId: wh._id, Qty: 20, UnCost: 300 },
  ]);
  [customer, vendor] = await Promise.all([
    ok(
      invoke<Party>(partiesRoutes.createCustomer, {
        token: owner,
        body: {
          DName: 'Velu Motors',
          Cons: { Phones: { Main: '9845012301' } },
          BAdd: { A1: '12 Bagalur Road', Ct: 'Hosur', St: 'Tamil Nadu', Pin: '635109' },
        },
      }),
    ),
    ok(
      invoke<Party>(partiesRoutes.createVendor, {
        token: owner,
        body: {
          DName: 'Krishna Machining Works',
          Cons: { Phones: { Main: '9845012302' } },
          BAdd: { A1: '7 Industrial Estate', Ct: 'Bengaluru', St: 'Karnataka', Pin: '560058' },
        },
      }),
    ),
  ]);
});

const approval = () => ({
  Purpose: 'Approval' as const,
  WhId: wh._id,
  To: { Kind: 'Customer' as const, Id: customer._id },
  Lines: [
    { ItemId: PADS, Qty: 2, Rate: 1200 },
    { ItemId: FILTER, Qty: 3, Rate: 449.5 },
  ],
});

describe('a challan on approval', () => {
  it('works its figures out to the paisa, saves at its ver (409 when stale), and issue moves the stock out at cost into 1320', async () => {
    const draft = await challanMade(owner, approval());
    // Intra-state (Tamil Nadu to Tamil Nadu), the items' own rates for goods on approval: 18% and 5%.
    expect(draft).toMatchObject({ Sts: 'Draft', IntraState: true, POS: '33', Taxable: 3748.5, Total: 4247.92 });
    expect(draft.Num).toBeUndefined();
    expect(draft.Lines.map((l) => [l.TaxPct, l.Taxable, l.CGST, l.SGST, l.Total])).toEqual([
      [18, 2400, 216, 216, 2832],
      [5, 1348.5, 33.71, 33.71, 1415.92],
    ]);
    const saved = await ok(
      invoke<ChallanAnswer>(challanRoutes.saveChallan, {
        token: owner,
        params: { Id: draft._id },
        body: { ver: draft.ver, VehicleNo: 'TN 70 AB 1234' },
      }),
    );
    expect(saved).toMatchObject({ VehicleNo: 'TN 70 AB 1234', Total: 4247.92, ver: draft.ver + 1 });
    const stale = await invoke(challanRoutes.saveChallan, {
      token: owner,
      params: { Id: draft._id },
      body: { ver: draft.ver, Notes: 'late' },
    });
    expectRefused(stale, 409, ChallanMessages.changed);

    const month = saved.Date.slice(0, 7);
    const books0 = await trialBalance(owner, month);
    const issued = await ok(issueAs(owner, draft._id, saved.ver));
    expect(issued).toMatchObject({ Sts: 'Issued', Cost: 2500, RetCost: 0, OutValue: 2500 });
    expect(issued.Num).toMatch(/^DC\/\d{4}\/\d+$/);
    expect(issued.Num!.length).toBeLessThanOrEqual(16);
    expect(await stockOf(owner, wh._id, PADS)).toEqual({ OnHand: 8, Value: 6400 });
    expect(await stockOf(owner, wh._id, FILTER)).toEqual({ OnHand: 17, Value: 5100 });
    const books = await trialBalance(owner, month);
    // No income, no cost of goods: the stock moved from 1300 to 1320 at its cost.
    expect((books[1320] ?? 0) - (books0[1320] ?? 0)).toBe(250_000);
    expect((books[1300] ?? 0) - (books0[1300] ?? 0)).toBe(-250_000);
    expect((books[4100] ?? 0) - (books0[4100] ?? 0)).toBe(0);
    expect((books[5000] ?? 0) - (books0[5000] ?? 0)).toBe(0);
    // Issued once only; a cashier without Sales DC may not.
    expectRefused(await issueAs(owner, draft._id, issued.ver), 400, ChallanMessages.notDraft('Issued'));

    // Cancelled while nothing came back: every line back at its whole cost, 1320 back to where it was.
    const cancelled = await ok(cancelAs(owner, draft._id, issued.ver, 'Customer did not want them'));
    expect(cancelled).toMatchObject({ Sts: 'Cancelled', OutValue: 0, CancelReason: 'Customer did not want them' });
    expect(await stockOf(owner, wh._id, PADS)).toEqual({ OnHand: 10, Value: 8000 });
    expect(await stockOf(owner, wh._id, FILTER)).toEqual({ OnHand: 20, Value: 6000 });
    const after = await trialBalance(owner, month);
    expect(after[1320] ?? 0).toBe(books0[1320] ?? 0);
  });
});

describe('a challan for job work', () => {
  it('takes goods back in part at the cost they left at; an over-return writes nothing; a part-returned challan cannot be cancelled', async () => {
    // Average cost after an extra receipt at another price: 10 @ 800 + 5 @ 920 = 12,600 / 15 = 840.
    await adjusted(owner, [{ ItemId: PADS, WhId: wh._id, Qty: 5, UnCost: 920 }]);
    const made = await challanMade(owner, {
      Purpose: 'JobWork',
      WhId: wh._id,
      To: { Kind: 'Vendor', Id: vendor._id },
      Lines: [{ ItemId: PADS, Qty: 3, Rate: 1000 }],
      Issue: true,
    });
    // Inter-state (to Karnataka), no tax for job work unless a rate is given.
    expect(made).toMatchObject({ Sts: 'Issued', IntraState: false, Taxable: 3000, IGST: 0, Total: 3000, Cost: 2520 });
    const first = await ok(returnAs(owner, made._id, made.ver, [{ LineId: 'DL1', Qty: 1 }]));
    // 2,520 × 1/3 = 840.00 back.
    expect(first).toMatchObject({ Sts: 'Partially Returned', RetCost: 840, OutValue: 1680 });
    expect(first.Lines[0]).toMatchObject({ Returned: 1, Out: 2 });

    const month = first.Date.slice(0, 7);
    const [books0, pads0] = await Promise.all([trialBalance(owner, month), stockOf(owner, wh._id, PADS)]);
    const over = await returnAs(owner, made._id, first.ver, [{ LineId: 'DL1', Qty: 3 }]);
    expectRefused(over, 400, ChallanMessages.overReturn('2 SET', 'Brake pad set'));
    const unknown = await returnAs(owner, made._id, first.ver, [{ LineId: 'DL7', Qty: 1 }]);
    expectRefused(unknown, 400, ChallanMessages.lineUnknown('DL7'));
    expectRefused(await cancelAs(owner, made._id, first.ver), 400, ChallanMessages.returnedAlready);
    expect(await readAs(owner, made._id)).toMatchObject({ body: { ver: first.ver, RetCost: 840 } });
    expect(await stockOf(owner, wh._id, PADS)).toEqual(pads0);
    expect(await trialBalance(owner, month)).toEqual(books0);

    const rest = await ok(returnAs(owner, made._id, first.ver, [{ LineId: 'DL1', Qty: 2 }]));
    expect(rest).toMatchObject({ Sts: 'Returned', RetCost: 2520, OutValue: 0 });
    expect(rest.Returns).toHaveLength(2);
    expectRefused(await returnAs(owner, made._id, rest.ver, [{ LineId: 'DL1', Qty: 1 }]), 400);
    const books = await trialBalance(owner, month);
    expect((books[1320] ?? 0) - (books0[1320] ?? 0)).toBe(-168_000);
    const check = await ok(invoke<BooksCheckAnswer>(booksRoutes.booksCheck, { token: owner }));
    expect(check.Checks.filter((c) => !c.Ok)).toEqual([]);
    expect((await checkStockInvariant(org.orgId, org.partsBranchId)).breaches).toEqual([]);
  });

  it('two returns of the last units at once: one goes through, the other is refused, the stock back once', async () => {
    const made = await challanMade(owner, {
      Purpose: 'JobWork',
      WhId: wh._id,
      To: { Kind: 'Vendor', Id: vendor._id },
      Lines: [{ ItemId: FILTER, Qty: 2, Rate: 300 }],
      Issue: true,
    });
    const before = await stockOf(owner, wh._id, FILTER);
    const both = await Promise.all([
      returnAs(owner, made._id, made.ver, [{ LineId: 'DL1', Qty: 2 }]),
      returnAs(owner, made._id, made.ver, [{ LineId: 'DL1', Qty: 2 }]),
    ]);
    expect(both.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await stockOf(owner, wh._id, FILTER)).toEqual({ OnHand: before.OnHand + 2, Value: before.Value + 600 });
  });
});

describe('refusals and isolation', () => {
  it('refuses short stock with nothing written, a consignee without a name, and another organisation or a cashier', async () => {
    const big = await challanMade(owner, { ...approval(), Lines: [{ ItemId: PADS, Qty: 500, Rate: 1 }] });
    expectRefused(await issueAs(owner, big._id, big.ver), 400, 'Insufficient Quantity.');
    expect(await readAs(owner, big._id)).toMatchObject({ body: { Sts: 'Draft', ver: big.ver } });
    const nameless = await createChallanAs(owner, { ...approval(), To: { Kind: 'Other' } });
    expectRefused(nameless, 400, ChallanMessages.recipientName);
    expect((await readAs(otherOwner, big._id)).status).toBe(404);
    expectRefused(await cancelAs(otherOwner, big._id, big.ver), 404);
    const list = await ok(
      invoke<{ Items: { _id: string }[] }>(challanRoutes.challans, { token: otherOwner, query: {} }),
    );
    expect(list.Items).toEqual([]);
  });

  it('lists the branch’s challans newest first, by status, with the counts', async () => {
    const all = await ok(
      invoke<{ Items: { _id: string; Sts: string; CrAt: string }[]; Counts: Record<string, number> }>(
        challanRoutes.challans,
        { token: owner, query: {} },
      ),
    );
    expect(all.Items.length).toBeGreaterThanOrEqual(4);
    expect(all.Counts).toMatchObject({ Cancelled: 1, Returned: 2 });
    const drafts = await ok(
      invoke<{ Items: { Sts: string }[] }>(challanRoutes.challans, { token: owner, query: { Sts: 'Draft' } }),
    );
    expect(drafts.Items.every((r) => r.Sts === 'Draft')).toBe(true);
  });
});

describe('the e-way bill file', () => {
  it('of an issued challan above ₹50,000 with tax fits the portal’s layout, type CHL, sub-supply on approval', async () => {
    const made = await challanMade(owner, {
      ...approval(),
      Lines: [{ ItemId: PADS, Qty: 1, Rate: 60_000 }],
      VehicleNo: 'TN 70 AB 1234',
      Issue: true,
    });
    const answer = await invoke<Record<string, unknown>>(challanRoutes.challanEwayBill, {
      token: owner,
      params: { Id: made._id },
      query: { Mode: 'Road', Distance: '12' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(ewayBillLayout.safeParse(answer.body).success).toBe(true);
    const bill = (answer.body as { billLists: Record<string, unknown>[] }).billLists[0]!;
    expect(bill).toMatchObject({
      docType: 'CHL',
      docNo: made.Num,
      supplyType: 'O',
      subSupplyType: 8,
      subSupplyDesc: 'Supply on approval',
      totalValue: 60_000,
      cgstValue: 5_400,
      sgstValue: 5_400,
      totInvValue: 70_800,
      vehicleNo: 'TN70AB1234',
      toTrdName: 'Velu Motors',
    });
    const small = await challanMade(owner, { ...approval(), Issue: true });
    const refused = await invoke(challanRoutes.challanEwayBill, {
      token: owner,
      params: { Id: small._id },
      query: { Mode: 'Road', Distance: '12', VehicleNo: 'TN70AB1234' },
    });
    expectRefused(refused, 400, ChallanMessages.ewayBillNotNeeded(424_792));
  });
});
