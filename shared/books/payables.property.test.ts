import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billPaymentPosting, billPosting, billPostingLines } from '../purchasing/bill-postings';
import { billStatusOf } from '../purchasing/bill-figures';
import { PAYABLE_BILL } from '../purchasing/bill-statuses';
import { AGEING_BUCKETS } from './ageing';
import { SYSTEM_ACCOUNTS as A } from './chart';
import { partyStatement, type PartyEntry } from './party-statement';
import { payablesAgeing, type OpenBill, type VendorAdvance } from './payables';
import type { Posting } from './posting';

/**
 * The payables ageing adds up to the Vendors control account (2000) to the
 * paisa (docs/books.md §6.9), over random histories of bills (stock and
 * expense lines, input GST, reverse charge) and payments made (part, full,
 * several bills at once, the rest an advance), each posted as the documents
 * post (docs/purchasing.md §9.5); and each vendor's statement closes at that
 * vendor's share of 2000.
 */

type Bill = { id: string; vend: string; date: string; payableP: number; paidP: number; sts: string };
type PaymentSpec = { vend: number; bills: number[]; shares: number[]; extraP: number; type: string };

const VENDORS = ['asha', 'chamundi', 'manjunatha'];
const dateArb = fc
  .integer({ min: 0, max: 400 })
  .map((d) => new Date(Date.UTC(2026, 0, 1) + d * 86_400_000).toISOString().slice(0, 10));
const billArb: fc.Arbitrary<BillSpec> = fc.record({
  vend: fc.nat({ max: VENDORS.length - 1 }),
  date: dateArb,
  stockP: fc.integer({ min: 0, max: 2_000_000 }),
  expenseP: fc.integer({ min: 1, max: 500_000 }),
  taxP: fc.integer({ min: 0, max: 300_000 }),
  reverseCharge: fc.boolean(),
});
const paymentArb = fc.record({
  vend: fc.nat({ max: VENDORS.length - 1 }),
  bills: fc.array(fc.nat(), { minLength: 0, maxLength: 3 }),
  shares: fc.array(fc.double({ min: 0.01, max: 1, noNaN: true }), { minLength: 3, maxLength: 3 }),
  extraP: fc.integer({ min: 0, max: 50_000 }),
  type: fc.constantFrom('Cash', 'UPI', 'Bank Transfer'),
});

type BillSpec = {
  vend: number;
  date: string;
  stockP: number;
  expenseP: number;
  taxP: number;
  reverseCharge: boolean;
};

function replay(specs: BillSpec[], payments: PaymentSpec[]) {
  const postings: Posting[] = [];
  const bills: Bill[] = specs.map((s, i) => {
    const vend = VENDORS[s.vend] ?? 'asha';
    const payableP = s.stockP + s.expenseP + (s.reverseCharge ? 0 : s.taxP);
    // receivedP: the receive's own posting, where the books have it (none here: the stock is the bill's).
    const figures = {
      receivedP: 0,
      stockP: s.stockP,
      cogsP: 0,
      expenses: [{ Acc: 6150, AmtP: s.expenseP }],
      CgstP: s.taxP,
      SgstP: 0,
      IgstP: 0,
      PayableP: payableP,
      reverseCharge: s.reverseCharge,
    };
    const lines = billPostingLines(figures as Parameters<typeof billPostingLines>[0]);
    postings.push(billPosting({ EntId: 'e', DocId: `B${i}`, Num: `BILL/${i}`, Date: s.date, VendId: vend }, lines));
    return { id: `B${i}`, vend, date: s.date, payableP, paidP: 0, sts: 'Unpaid' };
  });
  const advances: VendorAdvance[] = [];
  payments.forEach((p, n) => {
    const vend = VENDORS[p.vend] ?? 'asha';
    const mine = bills.filter((b) => b.vend === vend && PAYABLE_BILL.has(b.sts));
    let appliedP = 0;
    const taken = new Set<string>();
    p.bills.forEach((pick, k) => {
      const bill = mine[pick % Math.max(mine.length, 1)];
      if (!bill || taken.has(bill.id)) return;
      taken.add(bill.id);
      const dueP = bill.payableP - bill.paidP;
      const amt = Math.max(1, Math.min(dueP, Math.round(dueP * (p.shares[k] ?? 1))));
      bill.paidP += amt;
      bill.sts = billStatusOf(bill.payableP, bill.paidP);
      appliedP += amt;
    });
    const amountP = appliedP + p.extraP;
    if (amountP === 0) return;
    const date = bills[0]?.date ?? '2026-01-01';
    postings.push(
      billPaymentPosting({ EntId: 'e', DocId: `P${n}`, Num: `VPAY/${n}`, Date: date, VendId: vend }, p.type, amountP),
    );
    if (p.extraP > 0)
      advances.push({ Id: `P${n}`, Num: `VPAY/${n}`, Party: `V#${vend}`, Name: vend, Date: date, AmtP: p.extraP });
  });
  const open: OpenBill[] = bills
    .filter((b) => PAYABLE_BILL.has(b.sts))
    .map((b) => ({
      Id: b.id,
      Num: b.id,
      VendBillNo: b.id,
      Party: `V#${b.vend}`,
      Name: b.vend,
      BillDate: b.date,
      DueP: b.payableP - b.paidP,
    }));
  const controlP = postings
    .flatMap((p) => p.Lines)
    .filter((l) => l.Acc === A.payables)
    .reduce((s, l) => s + l.CrP - l.DrP, 0);
  return { open, advances, postings, controlP };
}

describe('payables ageing', () => {
  it('adds up to the Vendors account to the paisa over random histories, both bases; each vendor’s statement closes at their share', () => {
    fc.assert(
      fc.property(
        fc.array(billArb, { minLength: 1, maxLength: 12 }),
        fc.array(paymentArb, { maxLength: 15 }),
        (specs, payments) => {
          const { open, advances, postings, controlP } = replay(specs, payments);
          for (const basis of ['Due', 'Bill'] as const) {
            const aged = payablesAgeing(open, advances, '2027-03-31', basis);
            expect(aged.Totals.TotalP).toBe(controlP);
            // Each figure is the sum of the bills listed behind it.
            for (const row of aged.Rows)
              AGEING_BUCKETS.forEach((bucket, i) =>
                expect(row.Buckets[i]).toBe(
                  aged.Bills.filter((b) => b.Party === row.Party && b.Bucket === bucket).reduce(
                    (s, b) => s + b.DueP,
                    0,
                  ),
                ),
              );
          }
          const aged = payablesAgeing(open, advances, '2027-03-31', 'Due');
          for (const vend of VENDORS) {
            const entries: PartyEntry[] = postings.filter((p) => p.Party === `V#${vend}`);
            const st = partyStatement('Vendor', entries, '2026-01-01', '2027-03-31');
            const row = aged.Rows.find((r) => r.Party === `V#${vend}`);
            expect(st.ClosingP).toBe(row?.TotalP ?? 0);
            expect(st.OpeningP + st.TotalCreditP - st.TotalDebitP).toBe(st.ClosingP);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('ages from the vendor’s bill date: 45 days is 31–60; advances stand, negative, as credits', () => {
    const aged = payablesAgeing(
      [
        {
          Id: 'B1',
          Num: 'BILL/1',
          VendBillNo: 'AS/101',
          Party: 'V#a',
          Name: 'Asha',
          BillDate: '2026-10-14',
          DueP: 68_000,
        },
      ],
      [{ Id: 'P2', Num: 'VPAY/2', Party: 'V#a', Name: 'Asha', Date: '2026-11-28', AmtP: 70_500 }],
      '2026-11-28',
      'Bill',
    );
    expect(aged.Rows).toEqual([
      { Party: 'V#a', Name: 'Asha', Buckets: [0, 68_000, 0, 0], CreditsP: -70_500, TotalP: -2_500 },
    ]);
    expect(aged.Bills[0]).toMatchObject({ VendBillNo: 'AS/101', DueDate: '2026-10-14', Bucket: '31-60' });
  });

  it('a statement opens with what came before its first day and drops an advance applied between 2200 and 1200', () => {
    const entries: PartyEntry[] = [
      {
        Date: '2026-03-30',
        Kind: 'Invoice',
        DocId: 'I1',
        Num: 'INV/1',
        Step: 'P',
        Lines: [{ Acc: 1200, DrP: 1_000, CrP: 0 }],
      },
      {
        Date: '2026-04-02',
        Kind: 'Payment',
        DocId: 'R1',
        Num: 'RCPT/1',
        Step: 'P',
        Lines: [
          { Acc: 1200, DrP: 0, CrP: 600 },
          { Acc: 2200, DrP: 0, CrP: 400 },
        ],
      },
      {
        Date: '2026-04-05',
        Kind: 'PaymentApply',
        DocId: 'R1',
        Num: 'RCPT/1',
        Step: 'A2',
        Lines: [
          { Acc: 2200, DrP: 400, CrP: 0 },
          { Acc: 1200, DrP: 0, CrP: 400 },
        ],
      },
    ];
    const st = partyStatement('Customer', entries, '2026-04-01', '2026-04-30');
    expect(st.OpeningP).toBe(1_000);
    expect(st.Lines.map((l) => [l.Label, l.CreditP, l.BalanceP])).toEqual([['Payment received', 1_000, 0]]);
    expect(st.ByAccount).toEqual([
      { Acc: 1200, ClosingP: 0 },
      { Acc: 2200, ClosingP: 0 },
    ]);
  });
});
