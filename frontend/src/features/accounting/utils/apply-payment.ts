import { paiseToRupees, rupeesToPaise } from '@shared/documents/money-math';

/** An open invoice a payment may go to: its due in rupees and its date (oldest is paid first). */
export type OpenInvoice = { InvId: string; InvDate: string; Due: number };

/**
 * Spreads a payment over the payer's open invoices, oldest first, each up to its
 * due (issue 13 §3: one payment, one or more invoices, the rest unapplied). In
 * paise, so the parts add up to the amount exactly. Answers rupees per invoice
 * (only invoices that get something).
 */
export function applyOldestFirst(amount: number, invoices: readonly OpenInvoice[]): Record<string, number> {
  let left = rupeesToPaise(Math.max(0, amount));
  const applied: Record<string, number> = {};
  const oldestFirst = [...invoices].sort((a, b) => (a.InvDate === b.InvDate ? a.InvId.localeCompare(b.InvId) : a.InvDate.localeCompare(b.InvDate)));
  for (const invoice of oldestFirst) {
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
