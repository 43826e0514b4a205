import { portalDate } from '../gst/returns/gstr1-rules';

/**
 * Every text the invoice calls answer with, defined once for the server (which
 * refuses) and the screens (which show the same words).
 */
export const InvoiceMessages = {
  invoiceNotFound: 'Invoice not found.',
  creditNoteNotFound: 'Credit note not found.',
  issuedNotEditable: 'An issued invoice cannot be edited; issue a credit note instead.',
  approveNeedsDraft: 'Only a Draft invoice can be approved.',
  approveNeedsLines: 'Add at least one labour or part line before approving the invoice.',
  alreadyCancelled: 'This invoice is already cancelled.',
  cancelWithPayments: 'This invoice has payments applied; it cannot be cancelled. Issue a credit note once it is paid.',
  creditNoteNeedsClosed: 'A credit note can be issued only for a Closed (fully paid) invoice.',
  creditNoteNeedsReason: 'Enter the reason for the credit note.',
  creditNoteUnknownLine: (id: string): string => `The invoice has no line ${id}.`,
  creditNoteTooMuch: (id: string): string => `Line ${id} cannot be credited for more than its remaining quantity.`,
  creditNoteNoSupply: 'This invoice bills only the compulsory excess: there is no supply on it to credit.',
  creditNoteNothingLeft: 'Everything on this invoice has already been credited.',
  creditNoteBeforeInvoice: (invoiceDate: string): string =>
    `A credit note cannot be dated before its invoice (${portalDate(invoiceDate)}).`,
  creditNoteInFuture: 'A credit note cannot be dated after today.',
  creditNoteTooLate: (deadline: string): string =>
    `The time to issue a credit note for this invoice ended on ${portalDate(deadline)} (CGST Act section 34(2): 30 November after the end of the invoice's financial year).`,
  cloneNeedsNewFeatures: 'Clone is not available for this branch.',
  smsNotIssued: 'Approve the invoice before sending it.',
  smsCancelled: 'A cancelled invoice cannot be sent.',
  smsNoPhone: 'The recipient has no phone number; enter one to send the invoice.',
  smsNotMobile: "The recipient's phone is not a mobile number; enter a mobile number to send the invoice.",
  irnNeedsIssued: 'An IRN can be attached only to an issued invoice.',
  linkInvalid: 'This invoice link is not valid. Ask the workshop to send it again.',
  linkExpired: 'This invoice link has expired. Ask the workshop to send it again.',
  customerNotFound: 'Customer not found.',
  insurerNotFound: 'The insurer is not set up for this branch (Settings → Insurance).',
  noRecipient: 'Choose the customer or insurer the invoice is for.',
  numberTooLong: (num: string): string => `The invoice number ${num} is longer than 16 characters; shorten the series.`,
  numberBusy: 'Numbers are being issued by someone else right now; try again.',
  notAllowed: (action: string): string => `You do not have permission to ${action} invoices.`,
  taxCodeUnknown: (code: number): string => `Tax code ${code} is not in force on the invoice date.`,
  /** CGST Rules, rule 46(g): every taxed line of a tax invoice names its HSN or SAC code. */
  codeMissing: (lines: readonly string[]): string =>
    `Enter the HSN/SAC code of ${lines.join(', ')} before approving: a tax invoice names it for every line it charges GST on.`,
  lineNeedsCode: (field: 'HSN' | 'SAC'): string => `Enter the ${field} code of this line.`,
} as const;

/** The text of an invoice SMS: the branch, the number, the amount due and the link. */
export const invoiceSmsText = (p: { branch: string; num: string; due: string; link: string; days: number }): string =>
  `${p.branch}: invoice ${p.num}, amount due ${p.due}. View and download: ${p.link} (valid ${p.days} days)`;
