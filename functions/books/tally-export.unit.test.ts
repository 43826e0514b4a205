import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { Dec } from '@shared/documents/money-math';
import { SEED_ACCOUNTS } from '@shared/books/chart';
import { tallyText, tallyXml, type TallyExportInput, type TallyVoucher } from '@shared/books/tally-export';
import { tallyRangeProblem, TallyMessages } from '@shared/books/tally-messages';

/**
 * The Tally file against TallyPrime's import layout (docs/books.md §10),
 * parsed back with a real XML parser (jsdom's DOMParser): structure, masters
 * before vouchers, every ledger a voucher names among the masters, every
 * voucher's amounts adding to zero, names escaped and read back as written.
 */
const { DOMParser } = new JSDOM().window;
const parse = (xml: string): Document => {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
};
const text = (el: Element, tag: string): string | undefined =>
  el.getElementsByTagName(tag)[0]?.textContent ?? undefined;
const children = (el: Element): Element[] => Array.from(el.children);

const accounts = SEED_ACCOUNTS.map(({ Code, Name, Group }) => ({ Code, Name, Group }));
const EXAMPLE: TallyVoucher[] = [
  // docs/books.md §3.1's invoice: labour ₹1,000 less ₹100, parts ₹501 to 4110, CGST = SGST ₹126.09, round off 18 paise.
  {
    Date: '2026-11-05',
    Kind: 'Invoice',
    DocId: 'INV01',
    Num: 'INV/1',
    Step: 'P',
    Party: 'C#asha',
    Lines: [
      { Acc: 1200, DrP: 165_300, CrP: 0 },
      { Acc: 4900, DrP: 10_000, CrP: 0 },
      { Acc: 4800, DrP: 18, CrP: 0 },
      { Acc: 4000, DrP: 0, CrP: 100_000 },
      { Acc: 4110, DrP: 0, CrP: 50_100 },
      { Acc: 2100, DrP: 0, CrP: 12_609 },
      { Acc: 2110, DrP: 0, CrP: 12_609 },
    ],
  },
  // §3.2: ₹150.45 in cash, ₹100.45 applied, ₹50 an advance.
  {
    Date: '2026-11-06',
    Kind: 'Payment',
    DocId: 'PAY01',
    Num: 'PR/1',
    Step: 'P',
    Party: 'C#asha',
    Lines: [
      { Acc: 1000, DrP: 15_045, CrP: 0 },
      { Acc: 1200, DrP: 0, CrP: 10_045 },
      { Acc: 2200, DrP: 0, CrP: 5_000 },
    ],
  },
  // §3.8: repairs by UPI on a vendor's bill, input GST claimed.
  {
    Date: '2026-11-07',
    Kind: 'Expense',
    DocId: 'EXP01',
    Num: 'EXP/1',
    Step: 'P1',
    Memo: 'Compressor',
    Lines: [
      { Acc: 6150, DrP: 100_005, CrP: 0 },
      { Acc: 1400, DrP: 9_000, CrP: 0 },
      { Acc: 1410, DrP: 9_000, CrP: 0 },
      { Acc: 1100, DrP: 0, CrP: 118_005 },
    ],
  },
  // The receipt cancelled: its reversal gives the cash back.
  {
    Date: '2026-11-08',
    Kind: 'Payment',
    DocId: 'PAY01',
    Num: 'PR/1',
    Step: 'R',
    Party: 'C#asha',
    Lines: [
      { Acc: 1000, DrP: 0, CrP: 15_045 },
      { Acc: 1200, DrP: 10_045, CrP: 0 },
      { Acc: 2200, DrP: 5_000, CrP: 0 },
    ],
  },
  // A vendor's bill: stock and input IGST against the vendor.
  {
    Date: '2026-11-09',
    Kind: 'Bill',
    DocId: 'BILL01',
    Num: 'VB-77',
    Step: 'P',
    Party: 'V#tvs',
    Lines: [
      { Acc: 1300, DrP: 50_000, CrP: 0 },
      { Acc: 1420, DrP: 9_000, CrP: 0 },
      { Acc: 2000, DrP: 0, CrP: 59_000 },
    ],
  },
  // Journals: the owner brings cash (a Receipt in Tally), cash banked (a Contra), depreciation (a Journal).
  {
    Date: '2026-11-10',
    Kind: 'Journal',
    DocId: 'J1',
    Num: '',
    Step: 'P',
    Lines: [
      { Acc: 1000, DrP: 1_00_000, CrP: 0 },
      { Acc: 3000, DrP: 0, CrP: 1_00_000 },
    ],
  },
  {
    Date: '2026-11-10',
    Kind: 'Journal',
    DocId: 'J2',
    Num: '',
    Step: 'P',
    Lines: [
      { Acc: 1100, DrP: 50_000, CrP: 0 },
      { Acc: 1000, DrP: 0, CrP: 50_000 },
    ],
  },
  {
    Date: '2026-11-30',
    Kind: 'Stock',
    DocId: 'ISS1',
    Num: 'RO/4',
    Step: 'P',
    Lines: [
      { Acc: 5000, DrP: 30_000, CrP: 0 },
      { Acc: 1300, DrP: 0, CrP: 30_000 },
    ],
  },
];
const INPUT: TallyExportInput = {
  company: 'Sharma Motors',
  accounts,
  parties: [
    { Key: 'C#asha', Name: 'Asha Rao', GSTIN: '29ABCDE1234F1Z5', State: 'Karnataka' },
    { Key: 'V#tvs', Name: 'TVS Parts', State: 'Tamil Nadu' },
    { Key: 'C#unused', Name: 'Nobody' },
  ],
  vouchers: EXAMPLE,
};

describe('the Tally file', () => {
  const doc = parse(tallyXml(INPUT));
  const root = doc.documentElement;
  const data = doc.getElementsByTagName('REQUESTDATA')[0] as Element;
  const objects = children(data).map((m) => children(m)[0] as Element);
  const ledgers = objects.filter((o) => o.tagName === 'LEDGER');
  const vouchers = objects.filter((o) => o.tagName === 'VOUCHER');
  const ledgerNamed = (name: string) => ledgers.find((l) => l.getAttribute('NAME') === name);

  it('is an import request for the company: ENVELOPE, HEADER Import Data, All Masters, one object per TALLYMESSAGE', () => {
    expect(root.tagName).toBe('ENVELOPE');
    expect(children(root).map((c) => c.tagName)).toEqual(['HEADER', 'BODY']);
    expect(text(root, 'TALLYREQUEST')).toBe('Import Data');
    const desc = doc.getElementsByTagName('REQUESTDESC')[0] as Element;
    expect(text(desc, 'REPORTNAME')).toBe('All Masters');
    expect(text(desc, 'SVCURRENTCOMPANY')).toBe('Sharma Motors');
    expect(children(data).every((m) => m.tagName === 'TALLYMESSAGE' && m.children.length === 1)).toBe(true);
  });

  it('creates every ledger before the first voucher, and every ledger a voucher names is among them', () => {
    const lastLedger = objects.findLastIndex((o) => o.tagName === 'LEDGER');
    const firstVoucher = objects.findIndex((o) => o.tagName === 'VOUCHER');
    expect(lastLedger).toBeLessThan(firstVoucher);
    expect(vouchers).toHaveLength(EXAMPLE.length);
    const names = new Set(ledgers.map((l) => l.getAttribute('NAME')));
    for (const v of vouchers)
      for (const e of Array.from(v.getElementsByTagName('LEDGERNAME'))) expect(names).toContain(e.textContent);
    // The chart's accounts and the parties the vouchers name; a party no voucher names is left out.
    expect(ledgers).toHaveLength(accounts.length + 2);
    expect(ledgerNamed('Nobody')).toBeUndefined();
  });

  it('puts each ledger under its Tally group, parties with their GSTIN and state, GST ledgers with their head', () => {
    const parent = (name: string) => text(ledgerNamed(name) as Element, 'PARENT');
    expect(parent('Cash in hand')).toBe('Cash-in-Hand');
    expect(parent('Bank account')).toBe('Bank Accounts');
    expect(parent('Labour Income')).toBe('Sales Accounts');
    expect(parent('GST output CGST')).toBe('Duties & Taxes');
    expect(parent('Rent')).toBe('Indirect Expenses');
    expect(parent('Asha Rao')).toBe('Sundry Debtors');
    expect(parent('TVS Parts')).toBe('Sundry Creditors');
    const asha = ledgerNamed('Asha Rao') as Element;
    expect(text(asha, 'PARTYGSTIN')).toBe('29ABCDE1234F1Z5');
    expect(text(asha, 'LEDSTATENAME')).toBe('Karnataka');
    expect(text(asha, 'GSTREGISTRATIONTYPE')).toBe('Regular');
    expect(text(ledgerNamed('TVS Parts') as Element, 'PARTYGSTIN')).toBeUndefined();
    expect(text(ledgerNamed('GST input SGST') as Element, 'GSTDUTYHEAD')).toBe('State Tax');
  });

  it('writes each voucher with its type, date, number, party and narration; debits negative; amounts adding to zero', () => {
    expect(vouchers.map((v) => v.getAttribute('VCHTYPE'))).toEqual([
      'Sales',
      'Receipt',
      'Payment',
      'Payment',
      'Purchase',
      'Receipt',
      'Contra',
      'Journal',
    ]);
    expect(vouchers.every((v) => v.getAttribute('ACTION') === 'Create')).toBe(true);
    for (const v of vouchers) {
      const amounts = Array.from(v.getElementsByTagName('AMOUNT')).map((a) => a.textContent ?? '');
      expect(amounts.every((a) => /^-?\d+\.\d{2}$/.test(a))).toBe(true);
      expect(amounts.reduce((s, a) => s.plus(a), new Dec(0)).isZero()).toBe(true);
    }
    const sale = vouchers[0] as Element;
    expect(text(sale, 'DATE')).toBe('20261105');
    expect(text(sale, 'VOUCHERNUMBER')).toBe('INV/1');
    expect(text(sale, 'PARTYLEDGERNAME')).toBe('Asha Rao');
    expect(text(sale, 'NARRATION')).toBe('Invoice INV/1');
    const lines = Array.from(sale.getElementsByTagName('ALLLEDGERENTRIES.LIST')).map((l) => [
      text(l, 'LEDGERNAME'),
      text(l, 'ISDEEMEDPOSITIVE'),
      text(l, 'AMOUNT'),
    ]);
    expect(lines).toEqual([
      ['Asha Rao', 'Yes', '-1653.00'],
      ['Discount allowed', 'Yes', '-100.00'],
      ['Round off', 'Yes', '-0.18'],
      ['Labour Income', 'No', '1000.00'],
      ['Lubricants and Oil Sales', 'No', '501.00'],
      ['GST output CGST', 'No', '126.09'],
      ['GST output SGST', 'No', '126.09'],
    ]);
    const receipt = vouchers[1] as Element;
    // The advance stays on its own ledger; only the receivable is the customer's.
    expect(Array.from(receipt.getElementsByTagName('LEDGERNAME')).map((l) => l.textContent)).toEqual([
      'Cash in hand',
      'Asha Rao',
      'Customer advances (unapplied receipts)',
    ]);
    expect(text(vouchers[2] as Element, 'NARRATION')).toBe('Expense EXP/1: Compressor');
    expect(text(vouchers[3] as Element, 'NARRATION')).toBe('Reversal of payment received PR/1');
    expect(vouchers[3]?.getAttribute('REMOTEID')).toBe('PAY01/R');
    expect(text(vouchers[5] as Element, 'VOUCHERNUMBER')).toBeUndefined();
  });
});

describe('names and amounts', () => {
  it('escapes & < > " \' and drops what XML cannot carry; the parser reads back what was meant', () => {
    const odd = `A&B <Motors> "Best" 'Ltd'\u0001\u0007end\ttab`;
    const doc = parse(
      tallyXml({
        ...INPUT,
        company: odd,
        accounts: accounts.map((a) => (a.Code === 4000 ? { ...a, Name: `Labour & "Service" <main>` } : a)),
        parties: [{ Key: 'C#asha', Name: odd }],
        vouchers: [{ ...(EXAMPLE[0] as TallyVoucher), Memo: 'x < y & z' }],
      }),
    );
    expect(tallyText(odd)).toBe(`A&B <Motors> "Best" 'Ltd' end tab`);
    expect(text(doc.documentElement, 'SVCURRENTCOMPANY')).toBe(tallyText(odd));
    const names = Array.from(doc.getElementsByTagName('LEDGER')).map((l) => l.getAttribute('NAME'));
    expect(names).toContain(tallyText(odd));
    expect(names).toContain(`Labour & "Service" <main>`);
    expect(text(doc.documentElement, 'PARTYLEDGERNAME')).toBe(tallyText(odd));
    expect(text(doc.documentElement, 'NARRATION')).toBe('Invoice INV/1: x < y & z');
  });

  it('gives a party named like an account or another party its GSTIN or id, as Tally names are unique in any case', () => {
    const doc = parse(
      tallyXml({
        ...INPUT,
        parties: [
          { Key: 'C#a', Name: 'RENT', GSTIN: '29ABCDE1234F1Z5' },
          { Key: 'C#b', Name: 'Ravi' },
          { Key: 'C#c', Name: 'ravi' },
        ],
        vouchers: ['C#a', 'C#b', 'C#c', 'C#gone'].map((Party, i) => ({
          ...(EXAMPLE[0] as TallyVoucher),
          DocId: `D${i}`,
          Party,
        })),
      }),
    );
    const parties = Array.from(doc.getElementsByTagName('LEDGER'))
      .filter((l) => text(l, 'PARENT') === 'Sundry Debtors')
      .map((l) => l.getAttribute('NAME'));
    expect(parties).toEqual(['Customers (receivables)', 'RENT (29ABCDE1234F1Z5)', 'Ravi', 'ravi (c)', 'Customer gone']);
  });

  it("puts an insurer's receivable on the insurer's own ledger; a journal's user and an advance applied are no party", () => {
    const doc = parse(
      tallyXml({
        ...INPUT,
        parties: [{ Key: 'I#icici', Name: 'ICICI Lombard' }],
        vouchers: [
          { ...(EXAMPLE[0] as TallyVoucher), DocId: 'INS1', Party: 'I#icici' },
          {
            Date: '2026-11-12',
            Kind: 'PaymentApply',
            DocId: 'PAY02',
            Num: 'PR/2',
            Step: 'A2',
            Party: 'C#asha',
            Lines: [
              { Acc: 2200, DrP: 5_000, CrP: 0 },
              { Acc: 1200, DrP: 0, CrP: 5_000 },
            ],
          },
          {
            Date: '2026-11-13',
            Kind: 'Journal',
            DocId: 'J5',
            Num: '',
            Step: 'P',
            Party: 'U#owner',
            Lines: [
              { Acc: 6000, DrP: 5_000, CrP: 0 },
              { Acc: 1200, DrP: 0, CrP: 5_000 },
            ],
          },
        ],
      }),
    );
    const insurer = Array.from(doc.getElementsByTagName('LEDGER')).find(
      (l) => l.getAttribute('NAME') === 'ICICI Lombard',
    );
    expect(insurer && text(insurer, 'PARENT')).toBe('Sundry Debtors');
    const [claim, applied, journal] = Array.from(doc.getElementsByTagName('VOUCHER'));
    expect(claim && text(claim, 'PARTYLEDGERNAME')).toBe('ICICI Lombard');
    expect(applied?.getAttribute('VCHTYPE')).toBe('Journal');
    // The advance applied clears her receivable: her own ledger (not found among the parties: named from her id).
    expect(Array.from(applied?.getElementsByTagName('LEDGERNAME') ?? []).map((l) => l.textContent)).toEqual([
      'Customer advances (unapplied receipts)',
      'Customer asha',
    ]);
    expect(journal && text(journal, 'PARTYLEDGERNAME')).toBeUndefined();
    expect(Array.from(journal?.getElementsByTagName('LEDGERNAME') ?? []).map((l) => l.textContent)).toEqual([
      'Bad debts written off',
      'Customers (receivables)',
    ]);
  });

  it('converts paise with decimal.js, to the paisa at any size', () => {
    // ₹9,99,99,99,999.99: where a float's arithmetic on rupees would already lose paise.
    const big = 9_99_99_99_99_999;
    const doc = parse(
      tallyXml({
        ...INPUT,
        vouchers: [
          {
            Date: '2026-04-01',
            Kind: 'Journal',
            DocId: 'BIG',
            Num: 'J/1',
            Step: 'P',
            Lines: [
              { Acc: 1500, DrP: big, CrP: 0 },
              { Acc: 3000, DrP: 0, CrP: big },
            ],
          },
        ],
      }),
    );
    expect(Array.from(doc.getElementsByTagName('AMOUNT')).map((a) => a.textContent)).toEqual([
      '-9999999999.99',
      '9999999999.99',
    ]);
  });

  it('refuses a voucher that does not balance: nothing is built', () => {
    const bad: TallyVoucher = {
      Date: '2026-11-05',
      Kind: 'Journal',
      DocId: 'J9',
      Num: 'J/9',
      Step: 'P',
      Lines: [
        { Acc: 6100, DrP: 50_000, CrP: 0 },
        { Acc: 1000, DrP: 0, CrP: 49_999 },
      ],
    };
    expect(() => tallyXml({ ...INPUT, vouchers: [...EXAMPLE, bad] })).toThrow(
      TallyMessages.unbalanced('J/9', 50_000, 49_999),
    );
    expect(() =>
      tallyXml({
        ...INPUT,
        vouchers: [
          {
            ...bad,
            Lines: [
              { Acc: 6100, DrP: 0.5, CrP: 0 },
              { Acc: 1000, DrP: 0, CrP: 0.5 },
            ],
          },
        ],
      }),
    ).toThrow(/does not balance/);
  });

  it('takes a period within one financial year only', () => {
    expect(tallyRangeProblem('2026-04-01', '2027-03-31')).toBeUndefined();
    expect(tallyRangeProblem('2026-03-31', '2026-04-01')).toBe(TallyMessages.oneYear);
    expect(tallyRangeProblem('2026-01-01', '2026-12-31', 1)).toBeUndefined();
    expect(tallyRangeProblem('2026-05-02', '2026-05-01')).toBe(TallyMessages.badRange);
  });
});
