import type { InvoiceActionPath } from '@shared/invoices/call-schemas';

/**
 * The invoice action menu's labels (spec service-documents §2), as the answer's
 * `Actions` names them, and the call each one makes. Accept Payment, Audit Log
 * and Settings open screens or panels instead of calling an action.
 */
export const INVOICE_ACTION_LABELS = [
  'Approve',
  'Accept Payment',
  'Send SMS',
  'Cancel',
  'Credit Note',
  'Clone',
  'Audit Log',
  'Settings',
] as const;
export type InvoiceActionLabel = (typeof INVOICE_ACTION_LABELS)[number];

export const ACTION_PATH: Readonly<Partial<Record<InvoiceActionLabel, InvoiceActionPath>>> = {
  Approve: 'Approve',
  'Send SMS': 'SendSMS',
  Cancel: 'Cancel',
  'Credit Note': 'CreditNote',
  Clone: 'Clone',
};

export const isInvoiceActionLabel = (label: string): label is InvoiceActionLabel =>
  (INVOICE_ACTION_LABELS as readonly string[]).includes(label);
