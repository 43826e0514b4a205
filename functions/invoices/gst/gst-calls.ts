import type { invoicesRoutes } from '@shared/api/routes/invoices';
import { ApiError } from '@shared/api/errors';
import type { FamilyImplementation } from '../../lib/http/call';

type Calls = Pick<FamilyImplementation<typeof invoicesRoutes>, 'gstr1' | 'gstr1Json' | 'gstr1Csv' | 'eInvoiceExport'>;
const unavailable = (): Promise<never> => Promise.reject(new ApiError(404, 'This call is not available yet.'));

/** Being built (issue 13); each call answers 404 until it is. */
export const gstCalls: Calls = {
  gstr1: unavailable,
  gstr1Json: unavailable,
  gstr1Csv: unavailable,
  eInvoiceExport: unavailable,
};
