/**
 * What an invoice bills (docs/insurance-depreciation.md §6): its labour and part
 * lines, or, on the customer's invoice of a claim whose every line the insurer
 * pays, only the compulsory excess (`Excess` > 0, no lines). An invoice with
 * neither is not generated, approved or paid.
 */
type InvoiceContent = {
  readonly Ops?: readonly unknown[] | undefined;
  readonly Items?: readonly unknown[] | undefined;
  /** Rupees, signed: −E on the insurer's invoice, +E on the customer's. */
  readonly Excess?: number | undefined;
};

export const invoiceHasLines = (inv: InvoiceContent): boolean => (inv.Ops?.length ?? 0) + (inv.Items?.length ?? 0) > 0;

/** The customer's invoice that carries only the excess: no supply on it, so nothing taxable. */
export const isExcessOnlyInvoice = (inv: InvoiceContent): boolean => !invoiceHasLines(inv) && (inv.Excess ?? 0) > 0;

/** Lines, or the excess alone: something for the payer to pay. */
export const invoiceBillsSomething = (inv: InvoiceContent): boolean => invoiceHasLines(inv) || isExcessOnlyInvoice(inv);
