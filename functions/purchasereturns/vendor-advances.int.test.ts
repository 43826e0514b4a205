import { beforeAll, describe, expect, it } from 'vitest';
import { partiesRoutes } from '@shared/api/routes/parties';
import { purchaseReturnsRoutes } from '@shared/api/routes/purchase-returns';
import { purchasingRoutes } from '@shared/api/routes/purchasing';
import { Messages } from '@shared/api/messages';
import type { Party } from '@shared/parties/party-schemas';
import { AdvanceMessages } from '@shared/purchasing/advance-messages';
import type { AdvanceAnswer, AdvanceApplyBody } from '@shared/purchasing/advance-schemas';
import { BillMessages } from '@shared/purchasing/bill-messages';
import type {
  BillAnswer,
  BillPaymentAnswer,
  BillPaymentCreateBody,
  VendorBalanceAnswer,
} from '@shared/purchasing/bill-schemas';
import type { NoteAnswer } from '@shared/purchasing/return-schemas';
import { periodBalances } from '../data/ledger/ledger-read';
import { openPayables } from '../data/ledger/payables-read';
import { invoke, type Answer } from '../test/invoke';
import { expectRefused } from '../test/inventory-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * A vendor advance applied to later bills (docs/purchasing.md §11.1) against
 * DynamoDB Local, through the real handlers: the worked example to the paisa
 * (bills Closed and Partial, the advance's `IX#ADV` and the bill's `IX#OPEN`
 * copies gone when they stop holding), every refusal writing nothing, two
 * applications of one advance at once and an application racing a payment of
 * the same bill, a vendor credit note's advance, the books and the vendor's
 * balance unchanged, and the payables ageing still equal to the balance.
 */

let org: TestOrganisation;
let tokens: Record<'owner' | 'partsmanager', string>;
let asha: Party;
let ravi: Party;
const today = new Date().toISOString().slice(0, 10);

const vendor = async (DName: string, Phone: string) =>
  (
    await invoke<Party>(partiesRoutes.createVendor, {
      token: tokens.owner,
      body: { DName, Cons: { Phones: { Main: Phone } }, BAdd: { St: 'Karnataka' } },
    })
  ).body;

beforeAll(async () => {
  ({ org, tokens } = await organisationWithLogins(['owner', 'partsmanager'] as const));
  asha = await vendor('Asha Auto Spares', '9811100021');
  ravi = await vendor('Ravi Motors', '9811100022');
});

const ok = <T>(answer: Answer<T>): T => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
/** A direct bill of one expense without tax: its payable is the rate. */
const bill = async (vend: Party, no: string, rate: number) =>
  ok(
    await invoke<BillAnswer>(purchasingRoutes.createBill, {
      token: tokens.owner,
      body: {
        VendId: vend._id,
        VendBillNo: no,
        VendBillDate: today,
        Expenses: [{ Desc: 'Courier', Acc: 6140, Qty: 1, Rate: rate }],
      },
    }),
  );
const billOf = async (id: string) =>
  ok(await invoke<BillAnswer>(purchasingRoutes.bill, { token: tokens.owner, params: { Id: id } }));
const pay = (body: BillPaymentCreateBody, key: string) =>
  invoke<BillPaymentAnswer>(purchasingRoutes.createBillPayment, {
    token: tokens.owner,
    body,
    headers: { 'idempotency-key': key },
  });
const paymentOf = async (id: string) =>
  ok(await invoke<BillPaymentAnswer>(purchasingRoutes.billPayment, { token: tokens.owner, params: { Id: id } }));
const apply = (id: string, body: AdvanceApplyBody, token = tokens.owner) =>
  invoke<AdvanceAnswer>(purchaseReturnsRoutes.applyVendorAdvance, { token, params: { Id: id }, body });
const balanceOf = async () =>
  ok(
    await invoke<VendorBalanceAnswer>(purchasingRoutes.vendorBalance, {
      token: tokens.owner,
      params: { VendId: asha._id },
    }),
  ).Balance;
const books = async () => {
  const sums = new Map<number, number>();
  for (const b of await periodBalances(org.orgId, org.workshopId, today.slice(0, 7)))
    sums.set(b.Acc, (sums.get(b.Acc) ?? 0) + b.DrP - b.CrP);
  return sums;
};
/** The payables ageing's two Queries for Asha: the open bills' dues and the advances, in paise. */
const ageing = async () => {
  const { bills, advances } = await openPayables(org.orgId, org.workshopId);
  const mine = {
    bills: bills.filter((b) => b.Party === `V#${asha._id}`),
    advances: advances.filter((a) => a.Party === `V#${asha._id}`),
  };
  const netP = mine.bills.reduce((s, b) => s + b.DueP, 0) - mine.advances.reduce((s, a) => s + a.AmtP, 0);
  // The ageing's equality: what it lists is the vendor's running balance, to the paisa.
  expect(netP).toBe(Math.round((await balanceOf()) * 100));
  return mine;
};

describe('a vendor advance applied to later bills', () => {
  let advance: BillPaymentAnswer;
  let older: BillAnswer;
  let newer: BillAnswer;

  it('refuses what it cannot do, writing nothing', async () => {
    advance = ok(await pay({ VendId: asha._id, Type: 'Bank Transfer', Ref: 'UTR-ADV-1', Amount: 10000 }, 'adv-00001'));
    expect(advance).toMatchObject({ Advance: 10000, Applied: [], ver: 1 });
    older = await bill(asha, 'ASH-101', 3333.33);
    newer = await bill(asha, 'ASH-102', 7500.5);
    const others = await bill(ravi, 'RM-1', 100);
    expect(await balanceOf()).toBe(833.83);
    const books0 = await books();
    const at = (BillId: string, Amount: number) => ({ BillId, Amount });

    expectRefused(await apply(advance._id, { ver: 1, Apply: [] }), 400, AdvanceMessages.nothingToApply);
    expectRefused(
      await apply(advance._id, { ver: 1, Apply: [at(older._id, 3333.33), at(newer._id, 7000)] }),
      400,
      AdvanceMessages.aboveAdvance('₹10,000.00'),
    );
    expectRefused(
      await apply(advance._id, { ver: 1, Apply: [at(older._id, 3333.34)] }),
      400,
      AdvanceMessages.aboveDue(older.Num, '₹3,333.33'),
    );
    expectRefused(
      await apply(advance._id, { ver: 1, Apply: [at(others._id, 100)] }),
      400,
      BillMessages.billOfOtherVendor(others.Num),
    );
    expectRefused(await apply(advance._id, { ver: 1, Apply: [at(older._id, 1), at(older._id, 1)] }), 400);
    expectRefused(await apply(advance._id, { ver: 2, Apply: [at(older._id, 1)] }), 409, Messages.conflict);
    expectRefused(await apply(older._id, { ver: 1, Apply: [at(newer._id, 1)] }), 404, AdvanceMessages.notFound);
    // Applying pays bills: Accounting VPay U, which the parts manager does not hold.
    expectRefused(await apply(advance._id, { ver: 1, Apply: [at(older._id, 1)] }, tokens.partsmanager), 403);

    expect(await paymentOf(advance._id)).toMatchObject({ Advance: 10000, Applied: [], ver: 1 });
    expect(await billOf(older._id)).toMatchObject({ Sts: 'Unpaid', Paid: 0, Payments: [] });
    expect(await books()).toEqual(books0);
    expect((await ageing()).advances.map((a) => a.AmtP)).toEqual([1000000]);
  });

  it('pays the oldest bill in full and the next in part, to the paisa; nothing posted, the balance unchanged', async () => {
    const books0 = await books();
    const done = ok(
      await apply(advance._id, {
        ver: 1,
        Apply: [
          { BillId: older._id, Amount: 3333.33 },
          { BillId: newer._id, Amount: 6666.67 },
        ],
      }),
    );
    expect(done).toMatchObject({ Kind: 'BillPayment', Num: advance.Num, Advance: 0, ver: 2 });
    expect(done.Applied.map((a) => [a.BillNum, a.Amount])).toEqual([
      [older.Num, 3333.33],
      [newer.Num, 6666.67],
    ]);
    expect(await billOf(older._id)).toMatchObject({ Sts: 'Closed', Paid: 3333.33, Due: 0 });
    const part = await billOf(newer._id);
    expect(part).toMatchObject({ Sts: 'Partial', Paid: 6666.67, Due: 833.83 });
    expect(part.Payments).toEqual([{ PayId: advance._id, PayNum: advance.Num, Date: today, Amount: 6666.67 }]);
    expect(await paymentOf(advance._id)).toMatchObject({ Amount: 10000, Advance: 0, ver: 2 });
    // The advance was posted (Dr 2000) when paid: applying it moves nothing in the ledger or the balance.
    expect(await books()).toEqual(books0);
    expect(await balanceOf()).toBe(833.83);
    const { bills, advances } = await ageing();
    expect(advances).toEqual([]);
    expect(bills.map((b) => [b.Num, b.DueP])).toEqual([[newer.Num, 83383]]);
    expectRefused(
      await apply(advance._id, { ver: 2, Apply: [{ BillId: newer._id, Amount: 1 }] }),
      400,
      AdvanceMessages.nothingLeft(advance.Num),
    );
  });

  it('two applications of one advance at once: one applies, the other is refused (409); never over-applied', async () => {
    const second = ok(await pay({ VendId: asha._id, Type: 'Cash', Amount: 1000 }, 'adv-00002'));
    const both = await Promise.all(
      [1, 2].map(() => apply(second._id, { ver: 1, Apply: [{ BillId: newer._id, Amount: 800 }] })),
    );
    expect(both.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await paymentOf(second._id)).toMatchObject({ Advance: 200, ver: 2 });
    expect(await billOf(newer._id)).toMatchObject({ Sts: 'Partial', Paid: 7466.67, Due: 33.83 });
    expect((await ageing()).advances.map((a) => [a.Num, a.AmtP])).toEqual([[second.Num, 20000]]);

    // An application and a payment of the same bill at once: together they would pay it ₹166.17 more than it asks.
    const [applied, paid] = await Promise.all([
      apply(second._id, { ver: 2, Apply: [{ BillId: newer._id, Amount: 33.83 }] }),
      pay({ VendId: asha._id, Type: 'Cash', Amount: 200, Apply: [{ BillId: newer._id, Amount: 33.83 }] }, 'adv-00003'),
    ]);
    expect([applied.status, paid.status].sort()).toEqual([200, 400]);
    const closed = await billOf(newer._id);
    expect(closed).toMatchObject({ Sts: 'Closed', Paid: 7500.5, Due: 0 });
    // The one that lost read the bill again and found it Closed: nothing more is taken.
    const loser = applied.status === 400 ? applied : paid;
    expectRefused(loser, 400, BillMessages.billNotPayable(newer.Num, 'Closed'));
    const left = await paymentOf(second._id);
    expect(left.Advance).toBe(applied.status === 200 ? 166.17 : 200);
    expectRefused(
      await apply(second._id, { ver: left.ver, Apply: [{ BillId: newer._id, Amount: 1 }] }),
      400,
      BillMessages.billNotPayable(newer.Num, 'Closed'),
    );
    await ageing();
  });

  it("a vendor credit note's advance pays a later bill; the note shows it and stays an advance for the rest", async () => {
    const paidBill = await bill(asha, 'ASH-103', 1000);
    ok(
      await pay(
        { VendId: asha._id, Type: 'Cash', Amount: 1000, Apply: [{ BillId: paidBill._id, Amount: 1000 }] },
        'adv-00004',
      ),
    );
    const credit = ok(
      await invoke<NoteAnswer>(purchaseReturnsRoutes.createVendorCredit, {
        token: tokens.owner,
        body: {
          BillId: paidBill._id,
          Lines: [{ LineId: paidBill.Lines[0]?._id ?? '', Amount: 100 }],
          Reason: 'Volume discount',
          VendNoteNo: 'ASH/CN-21',
          VendNoteDate: today,
        },
      }),
    );
    expect(credit).toMatchObject({ Sts: 'Advance', Applied: 0, Advance: 100, ver: 1 });
    const later = await bill(asha, 'ASH-104', 40.25);
    const books0 = await books();
    const balance0 = await balanceOf();
    const done = ok(await apply(credit._id, { ver: 1, Apply: [{ BillId: later._id, Amount: 40.25 }] }));
    expect(done).toMatchObject({ Kind: 'VendorCreditNote', Advance: 59.75, ver: 2 });
    const note = ok(
      await invoke<NoteAnswer>(purchaseReturnsRoutes.vendorCredit, { token: tokens.owner, params: { Id: credit._id } }),
    );
    expect(note).toMatchObject({ Sts: 'Advance', Applied: 40.25, Advance: 59.75, ver: 2 });
    expect(note.Later).toEqual([{ BillId: later._id, BillNum: later.Num, VendBillNo: 'ASH-104', Amount: 40.25 }]);
    expect(await billOf(later._id)).toMatchObject({ Sts: 'Closed', Due: 0 });
    expect(await books()).toEqual(books0);
    expect(await balanceOf()).toBe(balance0);
    expect((await ageing()).advances.find((a) => a.Id === credit._id)?.AmtP).toBe(5975);
    // Every posting balanced: the books sum to zero.
    expect([...(await books()).values()].reduce((s, v) => s + v, 0)).toBe(0);
  });
});
