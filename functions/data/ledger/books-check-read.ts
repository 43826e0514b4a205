import { SYSTEM_ACCOUNTS as A } from '@shared/books/chart';
import type { BooksCheckFigures } from '@shared/books/books-check';
import { BALANCE_PREFIX, stockPk } from '../inventory/inventory-keys';
import { queryAll } from '../table/query-all';
import { periodBalances } from './ledger-read';
import { openReceivables } from './receivables-read';

/**
 * What the books' health check compares (docs/books.md §6.8), read in parallel,
 * no Scan: the branch's period balances (ONE Query, months × shards items: the
 * trial balance's read), every stock balance of the branch (inventory's I3
 * partition, `begins_with(sk, 'BAL#')`, only `ValueP` projected: about 20,000
 * items for a large branch, read page by page) and the open invoices and
 * credits the receivables ageing reads (B10 and the credit notes' partition).
 */
export async function readBooksCheckFigures(orgId: string, entId: string): Promise<BooksCheckFigures> {
  const [balances, stock, open] = await Promise.all([
    periodBalances(orgId, entId, '9999-12'),
    queryAll<{ ValueP?: number }>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :bal)',
      ExpressionAttributeValues: { ':pk': stockPk(orgId, entId), ':bal': BALANCE_PREFIX },
      ProjectionExpression: 'ValueP',
      ConsistentRead: true,
    }),
    openReceivables(orgId, entId),
  ]);
  const net = (acc: number): number => balances.filter((b) => b.Acc === acc).reduce((s, b) => s + b.DrP - b.CrP, 0);
  const due = (prefix: string): number =>
    open.invoices.filter((i) => i.Party.startsWith(prefix)).reduce((s, i) => s + i.DueP, 0);
  return {
    debitsP: balances.reduce((s, b) => s + b.DrP, 0),
    creditsP: balances.reduce((s, b) => s + b.CrP, 0),
    ledgerStockP: net(A.stock),
    inventoryStockP: stock.reduce((s, b) => s + Number(b.ValueP ?? 0), 0),
    ledgerReceivablesP: net(A.receivables),
    customersDueP: open.invoices.reduce((s, i) => s + i.DueP, 0) - due('I#'),
    insurersDueP: due('I#'),
    creditsOnAccountP: open.credits.reduce((s, c) => s + c.AmtP, 0),
  };
}
