/**
 * When an invoice is due (docs/data-model-invoices.md 'DueDate'): its `DueDate`
 * when one was set, otherwise on receipt, that is on the invoice date. The
 * branch has no payment terms to add days from, so "on receipt" is the only
 * date the invoice itself supports; the screen and the print say the same.
 */
export const invoiceDueDate = (inv: { readonly InvDate: string; readonly DueDate?: string | undefined }): string =>
  inv.DueDate !== undefined && inv.DueDate !== '' ? inv.DueDate : inv.InvDate;
