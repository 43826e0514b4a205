import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Gstr2bDoc } from './gstr2b';
import { looseBillNo, reconcileGstr2b, type Gstr2bBill } from './gstr2b-reconcile';
import { billOf, doc2b, VENDOR_A, VENDOR_B } from './testing/gstr2b-fixtures';

const PERIOD = '2026-10';
const one = (doc: Gstr2bDoc, bill: Gstr2bBill) => reconcileGstr2b([doc], [bill], PERIOD).Rows;

describe('loose bill numbers', () => {
  it.each([
    ['smas/0412', 'SMAS/412'],
    ['SMAS - 0412', 'SMAS/412'],
    ['SMAS-412', 'SMAS/412'],
    [' inv 2026/07 ', 'INV2026/7'],
    ['000', '0'],
  ])('%s reads as %s', (no, loose) => expect(looseBillNo(no)).toBe(loose));

  it('keeps different numbers apart', () => {
    expect(looseBillNo('SMAS/0412')).not.toBe(looseBillNo('SMAS/0421'));
    expect(looseBillNo('A1/2')).not.toBe(looseBillNo('A12'));
  });
});

describe('GSTR-2B reconciliation', () => {
  it('matches a bill whose number differs only in case, spaces, zeros and separators, amounts within ₹1 a head', () => {
    const doc = doc2b({ No: 'SMAS/0412' });
    const bill = billOf(doc, { No: 'smas - 412', CgstP: doc.CgstP + 100, ValueP: doc.ValueP - 100 });
    expect(one(doc, bill)).toStrictEqual([{ Status: 'Matched', Reasons: [], Doc: doc, Bill: bill }]);
  });

  it('names the value, the tax and the date when they differ (₹1.01 is beyond the tolerance)', () => {
    const doc = doc2b();
    expect(one(doc, billOf(doc, { TaxableP: doc.TaxableP + 101 }))[0]).toMatchObject({
      Status: 'Mismatched',
      Reasons: ['Value'],
    });
    expect(one(doc, billOf(doc, { SgstP: doc.SgstP - 101 }))[0]).toMatchObject({ Reasons: ['Tax'] });
    expect(one(doc, billOf(doc, { Date: '2026-10-06' }))[0]).toMatchObject({ Reasons: ['Date'] });
    expect(one(doc, billOf(doc, { ValueP: 1, IgstP: 500, Date: '2026-10-01' }))[0]).toMatchObject({
      Reasons: ['Value', 'Tax', 'Date'],
    });
  });

  it('finds a bill by GSTIN, date and figures when the number differs beyond loosely: reason Number', () => {
    const doc = doc2b({ No: 'SMAS/0412' });
    const bill = billOf(doc, { No: 'SMAS/0421' });
    expect(one(doc, bill)).toStrictEqual([{ Status: 'Mismatched', Reasons: ['Number'], Doc: doc, Bill: bill }]);
  });

  it('finds a bill by number, date and figures under another GSTIN (or none): reason GSTIN', () => {
    const doc = doc2b({ GSTIN: VENDOR_B });
    const wrong = billOf(doc, { GSTIN: VENDOR_A });
    expect(one(doc, wrong)).toStrictEqual([{ Status: 'Mismatched', Reasons: ['GSTIN'], Doc: doc, Bill: wrong }]);
    const none = billOf(doc, { GSTIN: '' });
    expect(one(doc, none)[0]).toMatchObject({ Status: 'Mismatched', Reasons: ['GSTIN'] });
  });

  it('leaves a 2B invoice with no bill missing in books, and a bill of the month not in 2B missing in 2B', () => {
    const doc = doc2b({ No: 'A/1' });
    const bill = billOf(doc2b({ No: 'B/2', TaxableP: 5_000_00 }));
    const result = reconcileGstr2b([doc], [bill], PERIOD);
    expect(result.Rows).toStrictEqual([
      { Status: 'MissingInBooks', Reasons: [], Doc: doc },
      { Status: 'MissingIn2B', Reasons: [], Bill: bill },
    ]);
    expect(result.Counts).toStrictEqual({ Matched: 0, Mismatched: 0, MissingInBooks: 1, MissingIn2B: 1 });
  });

  it('a bill of another month is only a candidate; one with a claim period counts in that period', () => {
    const late = billOf(doc2b({ No: 'L/1', Date: '2026-09-28' }));
    const claimed = billOf(doc2b({ No: 'C/1', Date: '2026-09-30' }), { ItcPeriod: PERIOD });
    const elsewhere = billOf(doc2b({ No: 'E/1' }), { ItcPeriod: '2026-11' });
    const unregistered = billOf(doc2b({ No: 'U/1' }), { GSTIN: '' });
    const result = reconcileGstr2b([], [late, claimed, elsewhere, unregistered], PERIOD);
    expect(result.Rows.map((r) => r.Bill?.No)).toStrictEqual(['C/1']);
  });

  it('lists supplier notes as missing in books: no vendor notes are recorded to match them', () => {
    const note = doc2b({ Sec: 'cdnr', Kind: 'CN', No: '533515' });
    expect(reconcileGstr2b([note], [billOf(note)], PERIOD).Rows[0]).toMatchObject({
      Status: 'MissingInBooks',
      Doc: note,
    });
  });

  it('takes each bill once: two 2B invoices of one number find one bill', () => {
    const doc = doc2b();
    const result = reconcileGstr2b([doc, { ...doc }], [billOf(doc)], PERIOD);
    expect(result.Counts).toStrictEqual({ Matched: 1, Mismatched: 0, MissingInBooks: 1, MissingIn2B: 0 });
  });

  it('every document in exactly one row, every bill at most once (properties over random months)', () => {
    const arbDoc = fc.record({
      vendor: fc.constantFrom(VENDOR_A, VENDOR_B),
      no: fc.integer({ min: 1, max: 40 }),
      day: fc.integer({ min: 1, max: 28 }),
      taxable: fc.integer({ min: 0, max: 10_000_00 }),
    });
    const arbChange = fc.constantFrom('same', 'number', 'value', 'date', 'gstin', 'drop');
    fc.assert(
      fc.property(fc.array(fc.tuple(arbDoc, arbChange), { maxLength: 40 }), (items) => {
        const docs = items.map(([d]) =>
          doc2b({
            GSTIN: d.vendor,
            No: `N/${d.no}`,
            Date: `2026-10-${String(d.day).padStart(2, '0')}`,
            TaxableP: d.taxable,
          }),
        );
        const bills = items.flatMap(([, change], i) => {
          const d = docs[i]!;
          const b = billOf(d, { BillId: `B${i}` });
          if (change === 'drop') return [];
          if (change === 'number') return [{ ...b, No: `${d.No}X` }];
          if (change === 'value') return [{ ...b, ValueP: b.ValueP + 500 }];
          if (change === 'date') return [{ ...b, Date: '2026-10-29' }];
          if (change === 'gstin') return [{ ...b, GSTIN: d.GSTIN === VENDOR_A ? VENDOR_B : VENDOR_A }];
          return [b];
        });
        const { Rows, Counts } = reconcileGstr2b(docs, bills, PERIOD);
        const docRows = Rows.filter((r) => r.Doc);
        expect(docRows).toHaveLength(docs.length);
        const billIds = Rows.flatMap((r) => (r.Bill ? [r.Bill.BillId] : []));
        expect(new Set(billIds).size).toBe(billIds.length);
        // Every bill here is of the month and registered: each is in a row, matched or missing in 2B.
        expect(billIds).toHaveLength(bills.length);
        expect(Counts.Matched + Counts.Mismatched + Counts.MissingInBooks + Counts.MissingIn2B).toBe(Rows.length);
        for (const r of Rows) expect(r.Status === 'Mismatched').toBe(r.Reasons.length > 0);
      }),
      { numRuns: 200 },
    );
  });

  it('reconciles 2,000 invoices against 2,000 bills in well under a second', () => {
    const docs = Array.from({ length: 2000 }, (_, i) =>
      doc2b({ GSTIN: i % 2 ? VENDOR_A : VENDOR_B, No: `INV/${String(i).padStart(5, '0')}`, TaxableP: 1_000_00 + i }),
    );
    const bills = docs.map((d, i) =>
      billOf(d, { BillId: `B${i}`, No: i % 100 === 0 ? `${d.No}-R` : d.No.toLowerCase() }),
    );
    const started = performance.now();
    const { Counts } = reconcileGstr2b(docs, bills, PERIOD);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(Counts).toStrictEqual({ Matched: 1980, Mismatched: 20, MissingInBooks: 0, MissingIn2B: 0 });
  });
});
