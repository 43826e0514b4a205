/**
 * When a credit note may be dated (CGST Act s.34, /work/shared/REFERENCE.md
 * 'Credit notes reverse the tax of their invoice'; docs/invoices-api.md
 * 'Credit note dates'): on or after its invoice's date, not after today in the
 * branch's time zone, and by 30 November following the end of the financial
 * year (April–March, CGST Act s.2(41)) in which the invoice was issued (s.34(2)).
 */

export type CreditNoteDateProblem = 'beforeInvoice' | 'future' | 'tooLate';

/** The last day a note may be dated for an invoice of `invoiceDate` (YYYY-MM-DD): 30 November after its financial year ends. */
export function creditNoteDeadline(invoiceDate: string): string {
  const year = Number(invoiceDate.slice(0, 4));
  const month = Number(invoiceDate.slice(5, 7));
  // January–March belong to the financial year that ends this 31 March; April onwards to the one ending next March.
  const fyEndYear = month >= 4 ? year + 1 : year;
  return `${String(fyEndYear).padStart(4, '0')}-11-30`;
}

/** Why a note cannot carry `noteDate`, or undefined when it can. Dates are YYYY-MM-DD, so text order is date order. */
export function creditNoteDateProblem(p: {
  noteDate: string;
  invoiceDate: string;
  today: string;
}): CreditNoteDateProblem | undefined {
  if (p.noteDate < p.invoiceDate) return 'beforeInvoice';
  if (p.noteDate > p.today) return 'future';
  if (p.noteDate > creditNoteDeadline(p.invoiceDate)) return 'tooLate';
  return undefined;
}
