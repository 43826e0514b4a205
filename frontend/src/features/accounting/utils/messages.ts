import { formatMoney } from '@shared/documents/money-format';

/** Texts of the accounting screens (ours, listed in docs/invoice-screens.md; the spec's empty state is 'No Invoices to Show.'). */
export const AccountingMessages = {
  noInvoices: 'No Invoices to Show.',
  noInvoicesFiltered: 'No Invoices match these filters.',
  noPayments: 'No Payments to Show.',
  noUnapplied: 'No unapplied payments.',
  issuedReadOnly: 'An issued invoice is not edited: corrections go through credit notes.',
  saveBeforeActions: 'Save your changes first: the actions work on the saved invoice.',
  reasonRequired: 'Give a reason.',
  chooseRecipient: 'Choose who the invoice is for.',
  approved: (num: string) => `Invoice ${num} issued.`,
  cancelled: 'Invoice cancelled.',
  cloned: 'A new draft copy of the invoice is open.',
  smsSent: (ph: string) => `Invoice link sent to ${ph}.`,
  creditNoteIssued: (num: string) => `Credit note ${num} issued.`,
  paymentRecorded: (num: string) => `Payment ${num} recorded.`,
  paymentApplied: 'Payment applied.',
  overApplied: (amount: number) => `The invoices get more than the ${formatMoney(amount)} received.`,
  overDue: (due: number) => `At most the invoice's due of ${formatMoney(due)}.`,
  choosePayer: 'Choose who paid.',
  noOpenInvoices: 'This payer has no unpaid invoices: the whole amount stays unapplied.',
} as const;
