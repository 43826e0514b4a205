/** What GST-return and e-invoice calls say when they refuse (server answers, screens show them as sent). */
export const GstReturnMessages = {
  gstr1NotFiled:
    'This branch is not registered as a regular GST taxpayer (GST type 1), so it files no GSTR-1. Set its GST type in the tax settings.',
  noGstin: "Enter the branch's GSTIN in the tax settings to prepare its GST returns.",
  eInvoiceOff:
    "E-invoicing is off for this branch. Turn it on in the accounting settings once the business's turnover is above the e-invoicing threshold.",
  eInvoiceWhich: 'Choose a month (Period) or the invoices (Ids) to export.',
  eInvoiceTooMany: 'Export at most 100 invoices by id at a time; choose a month for more.',
  eInvoiceNotFound: (ids: readonly string[]): string =>
    `These are not issued invoices of this branch: ${ids.join(', ')}.`,
  eInvoiceNotB2B: (nums: readonly string[]): string =>
    `E-invoices are for invoices to registered recipients (with a GSTIN); these have none: ${nums.join(', ')}.`,
  eInvoiceNoSupply: (nums: readonly string[]): string =>
    `These invoices have no supply on them (only a claim's compulsory excess), so they need no e-invoice: ${nums.join(', ')}.`,
  eInvoiceProblems: (count: number): string =>
    `${count} invoice${count === 1 ? '' : 's'} cannot be exported as e-invoices yet: each problem is listed with its invoice number.`,
} as const;
