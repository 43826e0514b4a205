import type { invoicesRoutes } from '@shared/api/routes/invoices';
import type { FamilyImplementation } from '../lib/http/call';
import { invoiceAction } from './invoice/invoice-actions';
import { attachIrn, createInvoice, invoice, invoiceAudit, invoiceDashboard, saveInvoice } from './invoice/invoice-crud';
import { invoicesOfOrder } from './invoice/order-invoices';
import { creditNote, sharedInvoice } from './invoice/public-calls';
import { writeOffInvoice } from './invoice/write-off-invoice';

type Calls = Pick<
  FamilyImplementation<typeof invoicesRoutes>,
  | 'invoiceDashboard'
  | 'createInvoice'
  | 'invoicesOfOrder'
  | 'invoice'
  | 'saveInvoice'
  | 'invoiceAction'
  | 'writeOffInvoice'
  | 'invoiceAudit'
  | 'attachIrn'
  | 'creditNote'
  | 'sharedInvoice'
>;

/** Invoices and credit notes (docs/invoices-api.md): each call in functions/invoices/invoice/. */
export const invoiceCalls: Calls = {
  invoiceDashboard,
  createInvoice,
  invoicesOfOrder,
  invoice,
  saveInvoice,
  invoiceAction,
  writeOffInvoice,
  invoiceAudit,
  attachIrn,
  creditNote,
  sharedInvoice,
};
