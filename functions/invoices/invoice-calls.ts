import type { invoicesRoutes } from '@shared/api/routes/invoices';
import { ApiError } from '@shared/api/errors';
import type { FamilyImplementation } from '../lib/http/call';

type Calls = Pick<FamilyImplementation<typeof invoicesRoutes>, 'invoiceDashboard' | 'createInvoice' | 'invoice' | 'saveInvoice' | 'invoiceAction' | 'invoiceAudit' | 'attachIrn' | 'creditNote' | 'sharedInvoice'>;
const unavailable = (): Promise<never> => Promise.reject(new ApiError(404, 'This call is not available yet.'));

/** Being built (issue 13); each call answers 404 until it is. */
export const invoiceCalls: Calls = {
  invoiceDashboard: unavailable,
  createInvoice: unavailable,
  invoice: unavailable,
  saveInvoice: unavailable,
  invoiceAction: unavailable,
  invoiceAudit: unavailable,
  attachIrn: unavailable,
  creditNote: unavailable,
  sharedInvoice: unavailable,
};
