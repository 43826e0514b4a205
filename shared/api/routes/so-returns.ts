import { inModule, resource, type Permission } from '../../access/permission';
import {
  soReturnableAnswer,
  soReturnAnswer,
  soReturnBody,
  soReturnParams,
  soReturnsPage,
  soReturnsQuery,
} from '../../so-returns/so-return-schemas';
import { defineRoute, type RouteDef } from '../route';

/**
 * Returns of a sales order's goods (docs/sales-returns-orders.md §5): access Sales `SO` in a branch with the
 * Sales module on. R lists the branch's returns and what an order may return; U returns goods — with the Sales
 * flag SOReturn and the credit note's right (Accounting Invoice U), checked by the call (403). In the
 * `salesorders` family beside the orders.
 */
const SO = (right: 'R' | 'U'): Permission => inModule('Sales', resource('Sales', 'SO', right));

const route = <const R extends Omit<RouteDef, 'family'>>(r: R) => defineRoute({ ...r, family: 'salesorders' as const });

export const soReturnRoutes = {
  salesOrderReturns: route({
    method: 'GET',
    path: 'Sales/SalesOrderReturns',
    permission: SO('R'),
    query: soReturnsQuery,
    response: soReturnsPage,
  }),
  salesOrderReturnable: route({
    method: 'GET',
    path: 'Sales/SalesOrders/{Id}/Returns',
    permission: SO('R'),
    params: soReturnParams,
    response: soReturnableAnswer,
  }),
  returnSalesOrderGoods: route({
    method: 'POST',
    path: 'Sales/SalesOrders/{Id}/Returns',
    permission: SO('U'),
    params: soReturnParams,
    body: soReturnBody,
    response: soReturnAnswer,
  }),
} as const;
