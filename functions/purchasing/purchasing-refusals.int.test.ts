import { beforeAll, describe, expect, it } from 'vitest';
import { partiesRoutes } from '@shared/api/routes/parties';
import { purchasingRoutes } from '@shared/api/routes/purchasing';
import { GstinMessages } from '@shared/gst/gstin';
import type { Party } from '@shared/parties/party-schemas';
import type { PartyRow } from '@shared/parties/search-schemas';
import { BillMessages } from '@shared/purchasing/bill-messages';
import type {
  BillAnswer,
  BillPaymentAnswer,
  BillPaymentCreateBody,
  VendorBalanceAnswer,
} from '@shared/purchasing/bill-schemas';
import { PurchaseMessages } from '@shared/purchasing/purchase-messages';
import type { PurchaseOrderAnswer, PurchaseReceiveAnswer } from '@shared/purchasing/purchase-schemas';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import { listItemBalances } from '../data/inventory/stock-repo';
import { invoke, type Answer } from '../test/invoke';
import { createPart, createWarehouse, expectRefused } from '../test/inventory-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * The buying side's refusals the issue names (issue 27 'Done means', docs/purchasing-journey.md §3)
 * that no other file proves writes nothing: a vendor's GSTIN of another state than the one given
 * (create and edit), a receive above the ordered quantity (no receive, no stock, the order as it
 * was), and a payment above the amount due (no payment, the bill and the vendor's balance as they
 * were). A reused bill number is in bills.int.test.ts, an unreadable GSTR-2B file in
 * functions/invoices/gst/gstr2b.int.test.ts.
 */

let org: TestOrganisation;
let tokens: Record<'owner' | 'partsmanager', string>;
let main: Warehouse;
let vendor: Party;

/** A valid GSTIN of Maharashtra (27): checksum right, state wrong for a Karnataka address. */
const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';

beforeAll(async () => {
  ({ org, tokens } = await organisationWithLogins(['owner', 'partsmanager'] as const));
  main = await createWarehouse(tokens.owner, 'Main');
  vendor = ok(
    await invoke<Party>(partiesRoutes.createVendor, {
      token: tokens.owner,
      body: { DName: 'Kaveri Spares', Cons: { Phones: { Main: '9811100041' } }, BAdd: { St: 'Karnataka' } },
    }),
  );
  await createPart(org.orgId, { _id: 'PRT9801', PCode: 'CL-KIT', Desc: 'Clutch kit', UoM: 'SET' });
}, 120_000);

function ok<T>(answer: Answer<T>): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

const vendorsNamed = async (Name: string) =>
  ok(await invoke<{ Items: PartyRow[] }>(partiesRoutes.searchVendors, { token: tokens.owner, query: { Name } })).Items;
const readVendor = async () =>
  ok(await invoke<Party>(partiesRoutes.getVendor, { token: tokens.owner, params: { id: vendor._id } }));
const stock = async () => {
  const [b] = await listItemBalances(org.orgId, org.workshopId, 'PRT9801');
  return { OnHand: b?.OnHand ?? 0, ValueP: b?.ValueP ?? 0 };
};
const receives = async () =>
  ok(await invoke<{ Items: { _id: string }[] }>(purchasingRoutes.purchaseReceives, { token: tokens.owner })).Items;
const readOrder = async (Id: string) =>
  ok(await invoke<PurchaseOrderAnswer>(purchasingRoutes.purchaseOrder, { token: tokens.owner, params: { Id } }));

/** A sent order of 2 clutch kits at ₹4,250.00. */
async function sentOrder(): Promise<PurchaseOrderAnswer> {
  const po = ok(
    await invoke<PurchaseOrderAnswer>(purchasingRoutes.createPurchaseOrder, {
      token: tokens.partsmanager,
      body: { VendId: vendor._id, WhId: main._id, Lines: [{ ItemId: 'PRT9801', Qty: 2, Rate: 4250 }] },
    }),
  );
  return ok(
    await invoke<PurchaseOrderAnswer>(purchasingRoutes.sendPurchaseOrder, {
      token: tokens.partsmanager,
      params: { Id: po._id },
      body: { ver: po.ver },
    }),
  );
}

describe('the buying side refuses with a clear message and writes nothing', () => {
  it('a vendor whose GSTIN is of another state than the one given: on create and on edit', async () => {
    const created = await invoke(partiesRoutes.createVendor, {
      token: tokens.owner,
      body: { DName: 'Wrong State Traders', BAdd: { St: 'Karnataka' }, GSTIN: MAHARASHTRA_GSTIN },
    });
    const body = expectRefused(created, 400, GstinMessages.stateMismatch);
    expect(body.errors?.[0]).toEqual({ path: 'GSTIN', message: GstinMessages.stateMismatch });
    expect(await vendorsNamed('Wrong State')).toEqual([]);

    const before = await readVendor();
    const edited = await invoke(partiesRoutes.updateVendor, {
      token: tokens.owner,
      params: { id: vendor._id },
      body: { DName: before.DName, BAdd: { St: 'Karnataka' }, GSTIN: MAHARASHTRA_GSTIN, ver: before.ver },
    });
    expectRefused(edited, 400, GstinMessages.stateMismatch);
    expect(await readVendor()).toEqual(before);
  });

  it('a receive above the ordered quantity: no receive, no stock, the order as it was', async () => {
    const po = await sentOrder();
    const [listed, shelf] = [await receives(), await stock()];
    const answer = await invoke(purchasingRoutes.createPurchaseReceive, {
      token: tokens.partsmanager,
      body: { PoId: po._id, Lines: [{ LineId: 'POL1', Qty: 3 }] },
    });
    const body = expectRefused(answer, 400, PurchaseMessages.overReceipt('Clutch kit', '2 SET'));
    expect(body.errors?.[0]?.path).toBe('Lines.0.Qty');
    expect(await receives()).toEqual(listed);
    expect(await stock()).toEqual(shelf);
    expect(await readOrder(po._id)).toEqual(po);
  });

  it('a payment above the amount due: no payment, the bill and the vendor’s balance as they were', async () => {
    const po = await sentOrder();
    const rec = ok(
      await invoke<PurchaseReceiveAnswer>(purchasingRoutes.createPurchaseReceive, {
        token: tokens.partsmanager,
        body: { PoId: po._id, Lines: [{ LineId: 'POL1', Qty: 2 }] },
      }),
    );
    const bill = ok(
      await invoke<BillAnswer>(purchasingRoutes.createBill, {
        token: tokens.owner,
        body: {
          RecId: rec._id,
          VendBillNo: 'KS/118',
          VendBillDate: new Date().toISOString().slice(0, 10),
          Lines: [{ LineId: rec.Lines[0]?._id ?? '', Rate: 4250 }],
        },
      }),
    );
    // 2 × ₹4,250.00 = ₹8,500.00 + CGST ₹765.00 + SGST ₹765.00 (intra-state, 18%).
    expect(bill).toMatchObject({ Total: 10030, Due: 10030, Sts: 'Unpaid' });
    const balance = () =>
      invoke<VendorBalanceAnswer>(purchasingRoutes.vendorBalance, {
        token: tokens.owner,
        params: { VendId: vendor._id },
      }).then(ok);
    const payments = () =>
      invoke<{ Items: BillPaymentAnswer[] }>(purchasingRoutes.billPayments, {
        token: tokens.owner,
        query: { VendId: vendor._id },
      }).then((a) => ok(a).Items);
    const [owed, paid] = [await balance(), await payments()];
    const body: BillPaymentCreateBody = {
      VendId: vendor._id,
      Type: 'Bank Transfer',
      Amount: 10030.01,
      Apply: [{ BillId: bill._id, Amount: 10030.01 }],
    };
    const answer = await invoke(purchasingRoutes.createBillPayment, {
      token: tokens.owner,
      body,
      headers: { 'idempotency-key': 'refusal-above-due-1' },
    });
    expectRefused(answer, 400, BillMessages.aboveDue(bill.Num, '₹10,030.00'));
    expect(await balance()).toEqual(owed);
    expect(await payments()).toEqual(paid);
    const after = ok(
      await invoke<BillAnswer>(purchasingRoutes.bill, { token: tokens.owner, params: { Id: bill._id } }),
    );
    expect(after).toEqual(bill);
    // The refused key was not kept: the same key pays the right amount.
    const right = await invoke<BillPaymentAnswer>(purchasingRoutes.createBillPayment, {
      token: tokens.owner,
      body: { ...body, Amount: 10030, Apply: [{ BillId: bill._id, Amount: 10030 }] },
      headers: { 'idempotency-key': 'refusal-above-due-1' },
    });
    expect(ok(right)).toMatchObject({ Amount: 10030 });
    expect(await balance()).toMatchObject({ Balance: 0 });
  });
});
