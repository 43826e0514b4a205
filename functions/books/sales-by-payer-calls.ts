import type { booksRoutes } from '@shared/api/routes/books';
import { salesByPayer as byMonth, type SalesByPayerAnswer } from '@shared/books/sales-by-payer';
import type { Call } from '../lib/http/call';
import { salesItems } from '../data/ledger/sales-by-payer-read';
import { checkRange } from './statement-calls';

type Routes = typeof booksRoutes;

/** Sales by payer of the session's branch, month by month (docs/books.md §6.6): the range's period balances only. */
export async function salesByPayer(call: Call<Routes['salesByPayer']>): Promise<SalesByPayerAnswer> {
  const { orgId, entityId } = call.session;
  const { From, To } = call.query;
  checkRange(From, To);
  return byMonth(await salesItems(orgId, entityId, From, To), From, To);
}
