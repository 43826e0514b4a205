import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AGEING_BUCKETS, ageInDays, bucketOf, receivablesAgeing, type OpenInvoice, type PayerCredit } from './ageing';
import { SYSTEM_ACCOUNTS as A } from './chart';
import { cr, dr, reversalOf, type Posting } from './posting';
import { writeOffPosting, writeOffRefusal } from './write-off';

/**
 * The ageing buckets add up to the receivables control account to the paisa
 * (docs/books.md §6.3), over random histories of invoices, payments (part,
 * full, more than due: the rest an advance), credit notes on paid invoices,
 * cancellations and write-offs of what is left, posted as the documents post
 * (§3.1–3.4, §3.9).
 */

type Inv = {
  id: string;
  party: string;
  date: string;
  due?: string;
  payableP: number;
  paidP: number;
  creditedP: number;
  writtenOffP: number;
  sts: string;
};
type Event =
  | { kind: 'pay'; inv: number; share: number; extraP: number }
  | { kind: 'credit'; inv: number; share: number }
  | { kind: 'cancel'; inv: number }
  | { kind: 'writeOff'; inv: number };

const dateArb = fc
  .integer({ min: 0, max: 400 })
  .map((d) => new Date(Date.UTC(2026, 0, 1) + d * 86_400_000).toISOString().slice(0, 10));
const invoiceArb = fc.record({
  party: fc.constantFrom('C#asha', 'C#ravi', 'I#icici', 'I#bajaj'),
  date: dateArb,
  dueIn: fc.option(fc.integer({ min: 0, max: 60 }), { nil: undefined }),
  payableP: fc.integer({ min: 1, max: 5_000_000 }),
});
const eventArb = fc.oneof(
  fc.record({
    kind: fc.constant('pay' as const),
    inv: fc.nat(),
    share: fc.double({ min: 0.01, max: 1, noNaN: true }),
    extraP: fc.integer({ min: 0, max: 10_000 }),
  }),
  fc.record({
    kind: fc.constant('credit' as const),
    inv: fc.nat(),
    share: fc.double({ min: 0.01, max: 1, noNaN: true }),
  }),
  fc.record({ kind: fc.constant('cancel' as const), inv: fc.nat() }),
  fc.record({ kind: fc.constant('writeOff' as const), inv: fc.nat() }),
);

type InvoiceSpec = { party: string; date: string; dueIn: number | undefined; payableP: number };

function replay(invoiceSpecs: InvoiceSpec[], events: Event[]) {
  const postings: Posting[] = [];
  const credits: PayerCredit[] = [];
  const invs: Inv[] = invoiceSpecs.map((spec, i) => {
    const due =
      spec.dueIn === undefined
        ? undefined
        : new Date(Date.parse(spec.date) + spec.dueIn * 86_400_000).toISOString().slice(0, 10);
    const inv: Inv = {
      id: `INV${i}`,
      party: spec.party,
      date: spec.date,
      ...(due ? { due } : {}),
      payableP: spec.payableP,
      paidP: 0,
      creditedP: 0,
      writtenOffP: 0,
      sts: 'Unpaid',
    };
    postings.push({
      EntId: 'e',
      Date: spec.date,
      Kind: 'Invoice',
      DocId: inv.id,
      Num: '',
      Step: 'P',
      Lines: [dr(A.receivables, spec.payableP), cr(4000, spec.payableP)],
    });
    return inv;
  });
  events.forEach((e, n) => {
    const inv = invs[e.inv % invs.length];
    if (!inv) return;
    const dueP = inv.payableP - inv.paidP;
    if (e.kind === 'pay' && (inv.sts === 'Unpaid' || inv.sts === 'Partial')) {
      const applied = Math.max(1, Math.min(dueP, Math.round(dueP * e.share)));
      inv.paidP += applied;
      inv.sts = inv.paidP === inv.payableP ? 'Closed' : 'Partial';
      postings.push({
        EntId: 'e',
        Date: inv.date,
        Kind: 'Payment',
        DocId: `PAY${n}`,
        Num: '',
        Step: 'P',
        Lines: [
          dr(A.cash, applied + e.extraP),
          cr(A.receivables, applied),
          ...(e.extraP > 0 ? [cr(A.advances, e.extraP)] : []),
        ],
      });
    } else if (e.kind === 'writeOff' && !writeOffRefusal({ Num: inv.id, Sts: inv.sts, dueP }, dueP)) {
      // The whole due, as the server writes it off (§3.9); the invoice closes.
      inv.writtenOffP = dueP;
      inv.sts = 'Closed';
      postings.push(
        writeOffPosting({ EntId: 'e', DocId: inv.id, Num: '', Date: inv.date, Party: inv.party, amountP: dueP }),
      );
    } else if (e.kind === 'credit' && inv.sts === 'Closed' && inv.writtenOffP === 0 && inv.creditedP < inv.payableP) {
      const amt = Math.max(
        1,
        Math.min(inv.payableP - inv.creditedP, Math.round((inv.payableP - inv.creditedP) * e.share)),
      );
      inv.creditedP += amt;
      credits.push({ Id: `CN${n}`, Num: `CN/${n}`, Party: inv.party, Name: inv.party, Date: inv.date, AmtP: amt });
      postings.push({
        EntId: 'e',
        Date: inv.date,
        Kind: 'CreditNote',
        DocId: `CN${n}`,
        Num: '',
        Step: 'P',
        Lines: [dr(4000, amt), cr(A.receivables, amt)],
      });
    } else if (e.kind === 'cancel' && inv.sts === 'Unpaid') {
      inv.sts = 'Cancelled';
      const original = postings.find((p) => p.DocId === inv.id);
      if (original) postings.push(reversalOf(original, inv.date));
    }
  });
  const open: OpenInvoice[] = invs
    .filter((i) => i.sts === 'Unpaid' || i.sts === 'Partial')
    .map((i) => ({
      Id: i.id,
      Num: i.id,
      Party: i.party,
      Name: i.party,
      InvDate: i.date,
      DueDate: i.due,
      DueP: i.payableP - i.paidP - i.creditedP - i.writtenOffP,
    }));
  const controlP = postings
    .flatMap((p) => p.Lines)
    .filter((l) => l.Acc === A.receivables)
    .reduce((s, l) => s + l.DrP - l.CrP, 0);
  return { open, credits, controlP };
}

describe('receivables ageing', () => {
  it('buckets by age: 0–30, 31–60, 61–90, 90+ (not yet due counts as current)', () => {
    expect([-5, 0, 30, 31, 60, 61, 90, 91, 400].map(bucketOf)).toEqual([
      '0-30',
      '0-30',
      '0-30',
      '31-60',
      '31-60',
      '61-90',
      '61-90',
      '90+',
      '90+',
    ]);
    expect(ageInDays('2026-01-31', '2026-03-02')).toBe(30);
  });

  it('adds up to the control account to the paisa, by due date and by invoice date, over random histories', () => {
    fc.assert(
      fc.property(
        fc.array(invoiceArb, { minLength: 1, maxLength: 25 }),
        fc.array(eventArb, { maxLength: 60 }),
        dateArb,
        (specs, events, asOf) => {
          const { open, credits, controlP } = replay(specs, events);
          for (const basis of ['Due', 'Invoice'] as const) {
            const a = receivablesAgeing(open, credits, asOf, basis);
            expect(a.Totals.TotalP).toBe(controlP);
            expect(a.Totals.Buckets.reduce((s, p) => s + p, 0) + a.Totals.CreditsP).toBe(controlP);
            for (const row of a.Rows) expect(row.Buckets.reduce((s, p) => s + p, 0) + row.CreditsP).toBe(row.TotalP);
            // Each figure is the sum of the invoices listed behind it.
            for (const row of a.Rows)
              AGEING_BUCKETS.forEach((b, i) =>
                expect(
                  a.Invoices.filter((x) => x.Party === row.Party && x.Bucket === b).reduce((s, x) => s + x.DueP, 0),
                ).toBe(row.Buckets[i]),
              );
            expect(a.Invoices.every((x) => x.DueP > 0)).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('worked example (docs/books.md §6.3)', () => {
    const a = receivablesAgeing(
      [
        {
          Id: '1',
          Num: 'INV/1',
          Party: 'C#asha',
          Name: 'Asha',
          InvDate: '2026-07-31',
          DueDate: '2026-08-30',
          DueP: 1_18_000,
        },
        { Id: '2', Num: 'INV/2', Party: 'C#asha', Name: 'Asha', InvDate: '2026-11-10', DueP: 50_050 },
        { Id: '3', Num: 'INV/3', Party: 'I#icici', Name: 'ICICI Lombard', InvDate: '2026-07-15', DueP: 2_00_000 },
      ],
      [{ Id: 'c', Num: 'CN/1', Party: 'C#asha', Name: 'Asha', Date: '2026-11-20', AmtP: 10_000 }],
      '2026-11-28',
      'Due',
    );
    expect(a.Rows).toEqual([
      { Party: 'I#icici', Name: 'ICICI Lombard', Buckets: [0, 0, 0, 2_00_000], CreditsP: 0, TotalP: 2_00_000 },
      { Party: 'C#asha', Name: 'Asha', Buckets: [50_050, 0, 1_18_000, 0], CreditsP: -10_000, TotalP: 1_58_050 },
    ]);
    const byInvoiceDate = receivablesAgeing(a.Invoices, a.Credits, '2026-11-28', 'Invoice');
    expect(byInvoiceDate.Rows.find((r) => r.Party === 'C#asha')?.Buckets).toEqual([50_050, 0, 0, 1_18_000]);
    expect(byInvoiceDate.Totals.TotalP).toBe(a.Totals.TotalP);
  });
});
