import { resource, type Permission } from '../../access/permission';
import { customerStatementQuery, statementAnswer, vendorStatementQuery } from '../../books/party-statement';
import { payablesAnswer, payablesQuery } from '../../books/payables';
import { defineRoute, type RouteDef } from '../route';

/**
 * The books' reports of one side of the ledger (docs/books.md §5, §6.9–6.10):
 * the payables ageing (report 204 'Payables ageing'), a customer's or
 * insurer's statement (205 'Customer statement') and a vendor's (206 'Vendor
 * statement'), as the receivables ageing takes 202.
 */
const PAYABLES_AGEING: Permission = resource('Reports', '204', 'R');
const CUSTOMER_STATEMENT: Permission = resource('Reports', '205', 'R');
const VENDOR_STATEMENT: Permission = resource('Reports', '206', 'R');

const route = <const R extends Omit<RouteDef, 'family'>>(r: R) => defineRoute({ ...r, family: 'books' as const });

export const booksPartyRoutes = {
  payablesAgeing: route({
    method: 'GET',
    path: 'Accounting/Reports/PayablesAgeing',
    permission: PAYABLES_AGEING,
    query: payablesQuery,
    response: payablesAnswer,
  }),
  customerStatement: route({
    method: 'GET',
    path: 'Accounting/Reports/CustomerStatement',
    permission: CUSTOMER_STATEMENT,
    query: customerStatementQuery,
    response: statementAnswer,
  }),
  vendorStatement: route({
    method: 'GET',
    path: 'Accounting/Reports/VendorStatement',
    permission: VENDOR_STATEMENT,
    query: vendorStatementQuery,
    response: statementAnswer,
  }),
} as const;
