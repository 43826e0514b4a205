import * as z from 'zod';
import { inModule, resource, type Permission } from '../../access/permission';
import { statementCsvQuery, statementPage, statementQuery } from '../../inventory/statement-schemas';
import { defineRoute, type RouteDef } from '../route';

/**
 * The stock statement of a month (docs/inventory-snapshots.md §8): it shows the
 * stock's value, so it needs access Inventory `Item` R, as the stock list does.
 */
const ITEM_R: Permission = inModule('Inventory', resource('Inventory', 'Item', 'R'));

const route = <const R extends Omit<RouteDef, 'family'>>(r: R) => defineRoute({ ...r, family: 'inventory' as const });

export const inventoryStatementRoutes = {
  stockStatement: route({
    method: 'GET',
    path: 'Inventory/StockStatement',
    permission: ITEM_R,
    query: statementQuery,
    response: statementPage,
  }),
  stockStatementCsv: route({
    method: 'GET',
    path: 'Inventory/StockStatement/Csv',
    permission: ITEM_R,
    query: statementCsvQuery,
    response: z.string(),
    binaryResponse: true,
  }),
};
