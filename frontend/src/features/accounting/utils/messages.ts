import { rupeesToPaise } from '@shared/documents/money-math';
import { InvoiceMessages } from '@shared/invoices/invoice-messages';
import { PaymentMessages } from '@shared/invoices/payment-messages';

/** Texts of the accounting screens (ours, listed in docs/invoice-screens.md; the spec's empty state is 'No Invoices to Show.'). */
export const AccountingMessages = {
  noInvoices: 'No Invoices to Show.',
  noInvoicesFiltered: 'No Invoices match these filters.',
  noPayments: 'No Payments to Show.',
  noUnapplied: 'No unapplied payments.',
  issuedReadOnly: InvoiceMessages.issuedNotEditable,
  saveBeforeActions: 'Save your changes first: the actions work on the saved invoice.',
  reasonRequired: 'Give a reason.',
  creditNoteReason: InvoiceMessages.creditNoteNeedsReason,
  chooseRecipient: InvoiceMessages.noRecipient,
  approved: (num: string) => `Invoice ${num} issued.`,
  cancelled: 'Invoice cancelled.',
  cloned: 'A new draft copy of the invoice is open.',
  smsSent: (ph: string) => `Invoice link sent to ${ph}.`,
  creditNoteIssued: (num: string) => `Credit note ${num} issued.`,
  paymentRecorded: (num: string) => `Payment ${num} recorded.`,
  paymentApplied: 'Payment applied.',
  /** The payment server's own refusals, shown before the form is sent (shared/invoices/payment-messages.ts). */
  overApplied: (amount: number) => PaymentMessages.overAmount(rupeesToPaise(amount)),
  overDue: (num: string, due: number) => PaymentMessages.overDue(num, rupeesToPaise(due)),
  choosePayer: PaymentMessages.payerMissing,
  noOpenInvoices: 'This payer has no unpaid invoices: the whole amount stays unapplied.',
} as const;
