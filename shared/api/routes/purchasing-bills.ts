import { inModule, resource, type Permission } from '../../access/permission';
import {
  billAnswer,
  billCancelBody,
  billCreateBody,
  billParams,
  billPaymentAnswer,
  billPaymentCreateBody,
  billPaymentParams,
  billPaymentsPage,
  billPaymentsQuery,
  billsPage,
  billsQuery,
  vendorBalanceAnswer,
  vendorBalanceParams,
} from '../../purchasing/bill-schemas';
import { defineRoute, type RouteDef } from '../route';

/**
 * Vendor bills and payments made, calls of the `purchasing` family
 * (docs/purchasing.md §12). Access is the spec's Accounting `Bill` (bills and
 * a vendor's balance) and `VPay` (payments made), platform §3: R lists and
 * opens, C records, D cancels a bill (as Accounting `Expense` D cancels an expense).
 */
const BILL = (right: 'C' | 'R' | 'D'): Permission => inModule('Accounting', resource('Accounting', 'Bill', right));
const VPAY = (right: 'C' | 'R'): Permission => inModule('Accounting', resource('Accounting', 'VPay', right));

const route = <const R extends Omit<RouteDef, 'family'>>(r: R) => defineRoute({ ...r, family: 'purchasing' as const });

export const billRoutes = {
  bills: route({ method: 'GET', path: 'Bills/Bills', permission: BILL('R'), query: billsQuery, response: billsPage }),
  bill: route({
    method: 'GET',
    path: 'Bills/Bills/{Id}',
    permission: BILL('R'),
    params: billParams,
    response: billAnswer,
  }),
  createBill: route({
    method: 'POST',
    path: 'Bills/Bills',
    permission: BILL('C'),
    body: billCreateBody,
    response: billAnswer,
  }),
  cancelBill: route({
    method: 'POST',
    path: 'Bills/Bills/{Id}/Cancel',
    permission: BILL('D'),
    params: billParams,
    body: billCancelBody,
    response: billAnswer,
  }),
  billPayments: route({
    method: 'GET',
    path: 'Bills/PaymentsMade',
    permission: VPAY('R'),
    query: billPaymentsQuery,
    response: billPaymentsPage,
  }),
  billPayment: route({
    method: 'GET',
    path: 'Bills/PaymentsMade/{Id}',
    permission: VPAY('R'),
    params: billPaymentParams,
    response: billPaymentAnswer,
  }),
  createBillPayment: route({
    method: 'POST',
    path: 'Bills/PaymentsMade',
    permission: VPAY('C'),
    body: billPaymentCreateBody,
    response: billPaymentAnswer,
  }),
  vendorBalance: route({
    method: 'GET',
    path: 'Bills/VendorBalance/{VendId}',
    permission: BILL('R'),
    params: vendorBalanceParams,
    response: vendorBalanceAnswer,
  }),
} as const;
