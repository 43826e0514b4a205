import { invoiceLines, moneyAccountOf, stockPosting } from '../books/document-postings';
import { SYSTEM_ACCOUNTS as A } from '../books/chart';
import { cr, dr, netLines, type Posting } from '../books/posting';
import { countersOf } from '../books/unit-cost-counters';
import type { Paise } from '../documents/money-math';

/**
 * What a sales receipt posts to the books (docs/sales.md §8, docs/books.md §3),
 * in its own transaction: the invoice's map (income before discounts, discount
 * allowed, GST output, round off) and the payment's (cash in hand or the bank
 * by payment type) netted into ONE posting, so the customers' account 1200 is
 * never touched (a receipt is paid in full when saved); and the stock sold at
 * its cost, 5000 Cost of goods sold against 1300 Stock in hand (step `S`).
 */
export type ReceiptForBooks = {
  EntId: string;
  DocId: string;
  Num: string;
  Date: string;
  Cust?: string | undefined;
  CGSTP: Paise;
  SGSTP: Paise;
  IGSTP: Paise;
  AdjustP: Paise;
  GrandTotalP: Paise;
  CostP: Paise;
  /** The stock sold at its items' unit cost, and the part of items without one (report 502, docs/books.md §6.11). */
  CostUnitP?: Paise | undefined;
  CostNoUnitP?: Paise | undefined;
  /** `Acc`: the bank account the type was mapped to when recorded (bank settings, docs/books.md §1.1). */
  Pays: readonly { Type: string; AmtP: Paise; Acc?: number | undefined }[];
  lines: readonly { TaxableP: Paise; DiscP: Paise }[];
  /** Times re-opened (docs/sales.md §13): each saving posts under steps of its own (`P2`, `S2`, …). */
  ReOpens?: number | undefined;
};

/** The steps' suffix of a receipt re-opened `n` times: none for the first saving, then 2, 3, … */
export const receiptRound = (n: number | undefined): string => (n ? String(n + 1) : '');

export function receiptPostings(r: ReceiptForBooks): Posting[] {
  const sale = invoiceLines(
    { CGST: r.CGSTP, SGST: r.SGSTP, IGST: r.IGSTP, Adjust: r.AdjustP, GrandTotal: r.GrandTotalP },
    r.lines.map((l) => ({ kind: 'Part' as const, acc: undefined, grossP: l.TaxableP + l.DiscP, discP: l.DiscP })),
    new Map(),
  );
  const paid = r.Pays.flatMap((p) => [dr(p.Acc ?? moneyAccountOf(p.Type), p.AmtP), cr(A.receivables, p.AmtP)]);
  const ref = { EntId: r.EntId, DocId: r.DocId, Num: r.Num, Date: r.Date };
  const round = receiptRound(r.ReOpens);
  return [
    {
      ...ref,
      ...(r.Cust ? { Party: `C#${r.Cust}` } : {}),
      Kind: 'Invoice',
      Step: `P${round}`,
      Memo: 'Sales receipt',
      Lines: netLines([...sale, ...paid]),
    },
    {
      ...stockPosting({ ...ref, Step: `S${round}`, kind: 'issue', valueP: r.CostP }),
      ...countersOf([{ CogsUnitP: r.CostUnitP, CogsNoUnitP: r.CostNoUnitP }]),
    },
  ];
}
