import * as z from 'zod';
import { inModule, PUBLIC, resource, type Permission } from '../../access/permission';
import {
  creditNoteAnswer,
  eInvoiceQuery,
  gstr1CsvQuery,
  gstr1Query,
  gstr1View,
  invoiceActionAnswer,
  invoiceActionBody,
  invoiceActionParams,
  invoiceAnswer,
  invoiceCreateBody,
  invoiceDashboardPage,
  invoiceDashboardQuery,
  invoiceSaveBody,
  irnBody,
  orderInvoicesAnswer,
  paymentAnswer,
  paymentApplyBody,
  paymentCreateBody,
  paymentsPage,
  paymentsQuery,
} from '../../invoices/call-schemas';
import { auditPage, auditQuery, documentParams } from '../../documents/call-parts';
import { writeOffBody } from '../../books/write-off-schemas';
import { defineRoute, type RouteDef } from '../route';
import { itcRoutes } from './invoices-itc';
import { gstr2bRoutes } from './gstr2b';
import { ewayBillRoutes } from './eway-bill';

/**
 * Invoices, credit notes, payments and GST returns (docs/invoices-api.md; these paths are
 * the contract). An invoice answer is the whole recomputed invoice. The route
 * permission is the coarse right; the handler applies the §4 invoice rules
 * (shared/documents/actions.ts invoiceActions) and refuses with a clear message.
 * docs/invoices-api.md has the details.
 */

const INV = (right: 'C' | 'R' | 'U' | 'D'): Permission =>
  inModule('Accounting', resource('Accounting', 'Invoice', right));
/** Customer payments (platform §6 'CPay'). */
const CPAY = (right: 'C' | 'R' | 'U' | 'D'): Permission =>
  inModule('Accounting', resource('Accounting', 'CPay', right));
/** GSTR1 is report 401 (shared/access/report-catalogue.ts); its GST-type visibility is checked by the handler. */
const GSTR1: Permission = resource('Reports', '401', 'R');
/** The e-invoice export is report 406 ('E-invoice status'). */
const EINVOICE: Permission = resource('Reports', '406', 'R');
/** A whole invoice with up to 1,000 lines. */
const DOCUMENT_BYTES = 1024 * 1024;

const route = <const R extends Omit<RouteDef, 'family'>>(r: R) => defineRoute({ ...r, family: 'invoices' as const });

export const invoicesRoutes = {
  // Invoices ------------------------------------------------------------------------
  invoiceDashboard: route({
    method: 'GET',
    path: 'Accounting/Invoices/Dashboard',
    permission: INV('R'),
    query: invoiceDashboardQuery,
    response: invoiceDashboardPage,
  }),
  createInvoice: route({
    method: 'POST',
    path: 'Accounting/Invoices',
    permission: INV('C'),
    body: invoiceCreateBody,
    response: invoiceAnswer,
    maxBodyBytes: DOCUMENT_BYTES,
  }),
  invoicesOfOrder: route({
    method: 'GET',
    path: 'Accounting/Invoices/OfOrder/{Id}',
    permission: INV('R'),
    params: documentParams,
    response: orderInvoicesAnswer,
  }),
  invoice: route({
    method: 'GET',
    path: 'Accounting/Invoices/{Id}',
    permission: INV('R'),
    params: documentParams,
    response: invoiceAnswer,
  }),
  saveInvoice: route({
    method: 'PUT',
    path: 'Accounting/Invoices/{Id}',
    permission: INV('U'),
    params: documentParams,
    body: invoiceSaveBody,
    response: invoiceAnswer,
    maxBodyBytes: DOCUMENT_BYTES,
  }),
  invoiceAction: route({
    method: 'POST',
    path: 'Accounting/Invoices/{Id}/{Action}',
    permission: INV('R'),
    params: invoiceActionParams,
    body: invoiceActionBody,
    response: invoiceActionAnswer,
  }),
  /** Write off the whole due (docs/books.md §3.9): Invoice U here, the WrtOff flag checked by the handler (403 with its message). */
  writeOffInvoice: route({
    method: 'POST',
    path: 'Accounting/Invoices/{Id}/WriteOff',
    permission: INV('U'),
    params: documentParams,
    body: writeOffBody,
    response: invoiceAnswer,
  }),
  invoiceAudit: route({
    method: 'GET',
    path: 'Accounting/Invoices/{Id}/AuditLog',
    permission: INV('R'),
    params: documentParams,
    query: auditQuery,
    response: auditPage,
  }),
  attachIrn: route({
    method: 'PUT',
    path: 'Accounting/Invoices/{Id}/IRN',
    permission: INV('U'),
    params: documentParams,
    body: irnBody,
    response: invoiceAnswer,
  }),
  creditNote: route({
    method: 'GET',
    path: 'Accounting/CreditNotes/{Id}',
    permission: INV('R'),
    params: documentParams,
    response: creditNoteAnswer,
  }),
  /** The customer's view behind the SendSMS link: no login, a signed expiring token instead. */
  sharedInvoice: route({
    method: 'GET',
    path: 'Public/Invoices/{Token}',
    permission: PUBLIC,
    params: z.strictObject({ Token: z.string().min(20).max(600) }),
    response: invoiceAnswer,
  }),

  // Payments ------------------------------------------------------------------------
  createPayment: route({
    method: 'POST',
    path: 'Accounting/Payments',
    permission: CPAY('C'),
    body: paymentCreateBody,
    response: paymentAnswer,
  }),
  payments: route({
    method: 'GET',
    path: 'Accounting/Payments',
    permission: CPAY('R'),
    query: paymentsQuery,
    response: paymentsPage,
  }),
  payment: route({
    method: 'GET',
    path: 'Accounting/Payments/{Id}',
    permission: CPAY('R'),
    params: documentParams,
    response: paymentAnswer,
  }),
  applyPayment: route({
    method: 'POST',
    path: 'Accounting/Payments/{Id}/Apply',
    permission: CPAY('U'),
    params: documentParams,
    body: paymentApplyBody,
    response: paymentAnswer,
  }),

  // GST returns ---------------------------------------------------------------------
  gstr1: route({ method: 'GET', path: 'Reports/GSTR1', permission: GSTR1, query: gstr1Query, response: gstr1View }),
  gstr1Json: route({
    method: 'GET',
    path: 'Reports/GSTR1/Json',
    permission: GSTR1,
    query: gstr1Query,
    response: z.record(z.string(), z.unknown()),
  }),
  gstr1Csv: route({
    method: 'GET',
    path: 'Reports/GSTR1/Csv',
    permission: GSTR1,
    query: gstr1CsvQuery,
    response: z.string(),
    binaryResponse: true,
  }),
  eInvoiceExport: route({
    method: 'GET',
    path: 'Reports/EInvoice/Json',
    permission: EINVOICE,
    query: eInvoiceQuery,
    response: z.array(z.record(z.string(), z.unknown())),
  }),
  // Input tax credit, GSTR-2 and GSTR-3B (docs/gst-returns.md).
  ...itcRoutes,
  // GSTR-2B import and reconciliation with the bills (docs/purchasing.md §17.5).
  ...gstr2bRoutes,
  // The e-way bill file of an issued invoice (docs/gst-returns.md 'E-way bill file').
  ...ewayBillRoutes,
} as const;
