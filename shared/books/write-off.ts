import type { Paise } from '../documents/money-math';
import { SYSTEM_ACCOUNTS as A } from './chart';
import { cr, dr, netLines, type Posting } from './posting';
import { WriteOffMessages } from './write-off-messages';

/**
 * Writing off an invoice's remaining due (docs/books.md §3.9): a customer who
 * will not pay the last ₹37.50, an insurer's short settlement. The whole due
 * goes to 6000 'Bad debts written off' and leaves the payer's receivable, in
 * the transaction that closes the invoice. Pure and without schemas (the
 * call's body is write-off-schemas.ts): the invoice answer's families load it.
 */

/** What the invoice keeps of its write-off (answered as `WrtOff`; the paise as `WrtOffP` on the header). */
export type WriteOffRecord = {
  Amount: number;
  Date: string;
  By: string;
  ByName?: string | undefined;
  Reason: string;
};

/** What the rule reads of an invoice: its number, status and what is still due on it (paise). */
export type WriteOffTarget = { readonly Num: string; readonly Sts: string; readonly dueP: Paise };

/**
 * Why `amountP` cannot be written off the invoice now, or undefined. Only an
 * issued invoice with something due (Unpaid or Partial); the amount must be the
 * whole due: more is refused, and so is less, because the write-off closes the
 * invoice (a payment in between lowers the due, and the dialog's figure with it).
 */
export function writeOffRefusal(inv: WriteOffTarget, amountP: Paise): string | undefined {
  if (inv.Sts === 'Draft') return WriteOffMessages.draft;
  if (inv.Sts !== 'Unpaid' && inv.Sts !== 'Partial') return WriteOffMessages.notOpen(inv.Num, inv.Sts);
  if (amountP > inv.dueP) return WriteOffMessages.overDue(inv.Num, inv.dueP);
  if (amountP < inv.dueP) return WriteOffMessages.wholeDue(inv.Num, inv.dueP);
  return undefined;
}

/** The written-off paise an invoice header holds (0 for none). */
export const writtenOffP = (head: object): Paise => {
  const p: unknown = (head as { readonly WrtOffP?: unknown }).WrtOffP;
  return typeof p === 'number' ? p : 0;
};

/**
 * The write-off's posting: Dr 6000 Bad debts written off, Cr 1200 Customers
 * under the invoice's payer (the customer or the insurer), dated the day it is
 * written off; step 'W' of the invoice, so it is posted once.
 */
export const writeOffPosting = (p: {
  EntId: string;
  DocId: string;
  Num: string;
  Date: string;
  Party?: string | undefined;
  amountP: Paise;
}): Posting => ({
  EntId: p.EntId,
  DocId: p.DocId,
  Num: p.Num,
  Date: p.Date,
  ...(p.Party ? { Party: p.Party } : {}),
  Kind: 'WriteOff',
  Step: 'W',
  Lines: netLines([dr(A.writeOff, p.amountP), cr(A.receivables, p.amountP)]),
});

/** The invoice screen's action label (the answer's `Actions` names it; the UI opens the write-off dialog). */
export const WRITE_OFF_ACTION = 'Write Off';

/**
 * An invoice's actions with the write-off's part: 'Write Off' for a caller
 * with the right while something is due (placed before the panels: Audit Log,
 * Settings), and no 'Credit Note' on an invoice closed by a write-off.
 */
export function writeOffActions(
  actions: readonly string[],
  head: { readonly Sts?: unknown; readonly WrtOffP?: unknown },
  allowed: boolean,
): string[] {
  const base = writtenOffP(head) > 0 ? actions.filter((a) => a !== 'Credit Note') : [...actions];
  if (!allowed || (head.Sts !== 'Unpaid' && head.Sts !== 'Partial')) return base;
  const at = base.findIndex((a) => a === 'Audit Log' || a === 'Settings');
  return at < 0 ? [...base, WRITE_OFF_ACTION] : [...base.slice(0, at), WRITE_OFF_ACTION, ...base.slice(at)];
}
