import { paiseToRupees, rupeesToPaise } from '@shared/documents/money-math';

/** An open invoice a payment may go to: its due in rupees and its date (oldest is paid first). */
export type OpenInvoice = { InvId: string; InvDate: string; Due: number };

/**
 * One row per invoice, oldest first. The payer's open invoices come from two
 * lists (Unpaid and Partial) read at different moments: an invoice part-paid in
 * between is in both, with two dues. The smaller due is the later one (a payment
 * only lowers it), and it never asks for more than the invoice still owes.
 */
export function uniqueOpenInvoices<T extends OpenInvoice>(rows: readonly T[]): T[] {
  const byId = new Map<string, T>();
  for (const row of rows) {
    const seen = byId.get(row.InvId);
    if (!seen || rupeesToPaise(row.Due) < rupeesToPaise(seen.Due)) byId.set(row.InvId, row);
  }
  return [...byId.values()].sort((a, b) => a.InvDate.localeCompare(b.InvDate) || a.InvId.localeCompare(b.InvId));
}

/**
 * Spreads a payment over the payer's open invoices, oldest first, each up to its
 * due (docs/payments.md §2: one payment, one or more invoices, the rest unapplied). In
 * paise, so the parts add up to the amount exactly. Answers rupees per invoice
 * (only invoices that get something).
 */
export function applyOldestFirst(amount: number, invoices: readonly OpenInvoice[]): Record<string, number> {
  let left = rupeesToPaise(Math.max(0, amount));
  const applied: Record<string, number> = {};
  // An invoice listed twice takes its share once (uniqueOpenInvoices says which due stands).
  for (const invoice of uniqueOpenInvoices(invoices)) {
    if (left <= 0) break;
    const part = Math.min(left, rupeesToPaise(invoice.Due));
    if (part <= 0) continue;
    applied[invoice.InvId] = paiseToRupees(part);
    left -= part;
  }
  return applied;
}

/** What stays unapplied: the amount less every applied part, in rupees (never below zero on screen; the form refuses more). */
export function unappliedOf(amount: number, applied: Readonly<Record<string, number | undefined>>): number {
  const used = Object.values(applied).reduce((sum: number, v) => sum + rupeesToPaise(v ?? 0), 0);
  return paiseToRupees(rupeesToPaise(amount) - used);
}
