import { invoiceLines, type IncomeLine, type InvoiceRef } from '@shared/books/document-postings';
import type { PostingLine } from '@shared/books/posting';
import { payerOfInvoice, type PayableInvoice } from '@shared/invoices/payment-rules';
import { accountMap, chartForPosting } from '../../data/ledger/chart-repo';
import type { InvoiceLines } from '../../data/invoices/invoice-items';
import type { InvoiceComputed } from './invoice-compute';

/**
 * An invoice's or credit note's posting lines from the engine's figures
 * (docs/books.md §3): income per line account, before and after discounts,
 * with the document's own GST, round-off and payable amounts.
 */

/** Each counted line's income: the engine's customer portion, in the order Ops then Items. */
export function incomeLinesOf(computed: InvoiceComputed, lines: InvoiceLines): IncomeLine[] {
  const all = [...lines.Ops, ...lines.Items];
  return computed.lines.flatMap((calc, i): IncomeLine[] => {
    const p = calc.C;
    if (!calc.counted || !p) return [];
    const discP = p.lineDisc + p.recDisc;
    const acc = (all[i] as { Acc?: unknown } | undefined)?.Acc;
    return [{ kind: i < lines.Ops.length ? 'Labor' : 'Part', acc, grossP: p.taxable + discP, discP }];
  });
}

/** The account codes the lines name, so a chart copy without one of them is read afresh. */
const namedAccounts = (lines: InvoiceLines): number[] =>
  [...lines.Ops, ...lines.Items]
    .map((l) => Number((l as { Acc?: unknown }).Acc))
    .filter((n) => Number.isInteger(n) && n > 0);

/** The lines an invoice (or, turned round, a credit note) posts: read the chart, then build them. */
export async function invoicePostingLines(
  orgId: string,
  computed: InvoiceComputed,
  lines: InvoiceLines,
): Promise<PostingLine[]> {
  const chart = await chartForPosting(orgId, namedAccounts(lines));
  return invoiceLines(computed.amounts, incomeLinesOf(computed, lines), accountMap(chart));
}

/** Whose receivable the posting is: the customer's or the insurer's (a statement reads it). */
export function partyOf(head: Pick<PayableInvoice, 'Payer' | 'Cust' | 'InsId' | 'Claim'>): string | undefined {
  const payer = payerOfInvoice(head);
  return payer.Cust ? `C#${payer.Cust}` : payer.InsId ? `I#${payer.InsId}` : undefined;
}

export type { InvoiceRef };
