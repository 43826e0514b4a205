import { monthsBetween } from '@shared/books/statements';
import { SEED_OPERATIONS, SEED_PARTS } from '@shared/catalogue/seed/index';
import { DEMO_TIE_UPS } from './demo-setup';
import { daysBefore } from './seed-demo-purchases';

/**
 * Three months of the demo workshop's books (docs/books.md §10 'Demo history'):
 * what each day brought, as a pure function of the branch's today, so every
 * fresh start writes the same history shifted to its own date. The seed
 * (seed-demo-books.ts) writes it through the invoice, payment and expense calls.
 */

/** How far back the history starts (days before today). */
export const HISTORY_DAYS = 90;
/** An invoice every this many days: about ten a month. */
const EVERY_DAYS = 3;
/** The workshop's labour rate (₹ an hour) the demo's jobs are priced at. */
const LABOUR_RATE = 950;

export type DemoLine = {
  Desc: string;
  Qty: number;
  Pr?: number;
  UnPr?: number;
  TCode?: number;
  SAC?: string;
  HSN?: string;
};

export type DemoInvoice = {
  n: number;
  date: string;
  /** Index into the first sample customers (whose vehicle the work was on). */
  customer: number;
  /** An insurer's claim invoice (a tie-up of the workshop), else the customer's. */
  insId?: string;
  ops: DemoLine[];
  parts: DemoLine[];
  /** How it was paid: in full on a date, half on its day, or not yet. */
  pay: { kind: 'full'; date: string; type: string } | { kind: 'half'; type: string } | { kind: 'none' };
  /** A credit note of the whole invoice (a paid one), on that date. */
  creditNote?: { date: string; reason: string };
};

export type DemoExpense = { date: string; CatId: string; Amount: number; PayType: string; Desc: string };

/** Customers pay at the counter in these ways, in turn. */
const COUNTER_TYPES = ['Cash', 'UPI', 'Debit Card', 'UPI', 'Cash'] as const;
const CUSTOMERS = 8;

const later = (date: string, days: number): string => daysBefore(date, -days);
const op = (i: number, hrs: number): DemoLine => {
  const o = SEED_OPERATIONS[i] ?? SEED_OPERATIONS[0];
  return { Desc: o?.Desc ?? 'Service', Qty: 1, Pr: Math.round(hrs * LABOUR_RATE), TCode: o?.TCode, SAC: o?.SAC };
};
/** Parts at the 18% codes in force over the whole history (the catalogue also has codes that lapsed). */
const PARTS = SEED_PARTS.filter((p) => p.TCode === 106 || p.TCode === 107);
const part = (i: number, qty = 1): DemoLine => {
  const p = PARTS[i % PARTS.length] ?? PARTS[0];
  return { Desc: p?.Desc ?? 'Part', Qty: qty, UnPr: p?.UnPr, TCode: p?.TCode, HSN: p?.HSN };
};

/**
 * The invoices, oldest first. Every third is an insurer's claim (bigger body
 * work, paid by bank transfer about 25 days later, the recent ones still
 * owed); the rest are customers' services paid at the counter, except a
 * partly paid one now and then, one old invoice never paid (it ages into
 * 61–90 days) and the last few of the week (0–30). Two paid invoices get a
 * credit note a few days later.
 */
export function demoInvoices(today: string): DemoInvoice[] {
  const out: DemoInvoice[] = [];
  for (let n = 0, ago = HISTORY_DAYS - 2; ago >= 1; n += 1, ago -= EVERY_DAYS) {
    const date = daysBefore(today, ago);
    const customer = n % CUSTOMERS;
    if (n % 3 === 1) {
      const insId = DEMO_TIE_UPS[Math.floor(n / 3) % DEMO_TIE_UPS.length]?.InsId;
      const paidOn = later(date, 25);
      out.push({
        n,
        date,
        customer,
        ...(insId ? { insId } : {}),
        ops: [op(20 + (n % 30), 5 + (n % 4)), op(40 + (n % 20), 3)],
        parts: [part(200 + (n % 40)), part(280 + (n % 40)), part(320 + (n % 40)), part(360 + (n % 10))],
        pay: paidOn < today ? { kind: 'full', date: paidOn, type: 'Bank Transfer' } : { kind: 'none' },
      });
      continue;
    }
    const type = COUNTER_TYPES[n % COUNTER_TYPES.length] ?? 'Cash';
    const owed = n === 2 || ago <= 8;
    out.push({
      n,
      date,
      customer,
      ops: [op(n % 12, 2 + (n % 3) * 0.5), ...(n % 2 === 0 ? [op(12 + (n % 10), 1)] : [])],
      parts: [part((n * 7) % 240), ...(n % 3 === 0 ? [part((n * 11) % 240, 2)] : [])],
      pay: owed ? { kind: 'none' } : n % 7 === 3 ? { kind: 'half', type } : { kind: 'full', date, type },
      ...(n === 5 || n === 15 ? { creditNote: { date: later(date, 3), reason: 'Job redone under warranty' } } : {}),
    });
  }
  return out;
}

/** The month's running costs: rent, salaries, electricity and the phone, on their usual days, up to today. */
export function demoExpenses(today: string): DemoExpense[] {
  const first = daysBefore(today, HISTORY_DAYS);
  const months = monthsBetween(first.slice(0, 7), today.slice(0, 7));
  const each = (day: string, e: Omit<DemoExpense, 'date'>) =>
    months.map((m) => ({ ...e, date: `${m}-${day}` })).filter((x) => x.date >= first && x.date <= today);
  return [
    ...each('01', { CatId: 'rent', Amount: 22_000, PayType: 'Bank Transfer', Desc: 'Workshop rent' }),
    ...each('07', {
      CatId: 'salaries',
      Amount: 48_000,
      PayType: 'Bank Transfer',
      Desc: 'Salaries of the month before',
    }),
    ...each('12', { CatId: 'electricity', Amount: 5_850.5, PayType: 'UPI', Desc: 'BESCOM bill' }),
    ...each('18', { CatId: 'phone', Amount: 1_499, PayType: 'UPI', Desc: 'Broadband and phones' }),
  ].sort((a, b) => a.date.localeCompare(b.date));
}
