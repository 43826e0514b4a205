/** Texts of the customer and vendor statements (docs/books.md §6.10), for the server's refusals and the screens. */
export const StatementMessages = {
  rangeReversed: 'The first date must not be after the last.',
  rangeTooLong: 'Choose at most 24 months.',
  badParty: 'Choose a customer or an insurer.',
  customerNotFound: 'Customer not found.',
  insurerNotFound: 'This insurer is not set up for this branch (Settings → Insurance).',
  vendorNotFound: 'Vendor not found.',
  noEntries: 'Nothing was posted for this party in these dates.',
  shareFailed: 'The statement could not be shared. It was downloaded instead.',
  pdfFailed: 'The PDF could not be made. Please try again.',
} as const;

/**
 * The closing balance in words, from the branch's side: what the customer
 * owes or has paid ahead; what the branch owes the vendor or has paid ahead.
 */
export const closingBalanceLabel = (kind: 'Customer' | 'Vendor', closingP: number): string => {
  if (closingP === 0) return 'Nothing is due';
  if (kind === 'Customer') return closingP > 0 ? 'Balance due' : 'Paid in advance (credit)';
  return closingP > 0 ? 'Balance payable' : 'Advance with the vendor';
};

/** What a ledger entry was, as a statement names it. */
export const STATEMENT_KIND_LABELS: Readonly<Record<string, string>> = {
  Invoice: 'Invoice',
  CreditNote: 'Credit note',
  Payment: 'Payment received',
  PaymentApply: 'Advance applied',
  Bill: 'Bill',
  BillPayment: 'Payment made',
  Journal: 'Journal',
  WriteOff: 'Written off',
};

/**
 * 'Invoice', 'Invoice cancelled', 'Payment received': an entry's kind and
 * whether it reverses its document. A vendor's debit or credit note posts as
 * its bill does, turned round (docs/purchase-returns.md): a 'Bill' entry that
 * lowers what the vendor is owed is a vendor note.
 */
export const statementEntryLabel = (kind: string, step: string, lowersPayable = false): string => {
  const reversal = step.startsWith('R');
  if (kind === 'Bill' && lowersPayable && !reversal) return 'Vendor note';
  return `${STATEMENT_KIND_LABELS[kind] ?? kind}${reversal ? ' cancelled' : ''}`;
};
