import type { invoicesRoutes } from '@shared/api/routes/invoices';
import type { FamilyImplementation } from '../lib/http/call';
import { applyPayment } from './payments/apply-payment';
import { createPayment } from './payments/create-payment';
import { readPayment, searchPayments } from './payments/read-payments';

type Calls = Pick<
  FamilyImplementation<typeof invoicesRoutes>,
  'createPayment' | 'payments' | 'payment' | 'applyPayment'
>;

/** Customer payments (docs/payments.md). */
export const paymentCalls: Calls = {
  createPayment,
  payments: searchPayments,
  payment: readPayment,
  applyPayment,
};
