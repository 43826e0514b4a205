import type { SalesItem } from '@shared/books/sales-by-payer';
import { queryAll } from '../table/query-all';
import { balancesPk } from './ledger-keys';

/**
 * The sales-by-payer figures of a branch's months From..To (docs/books.md §4
 * B11): B3's ONE key-condition Query of the period balances, projected to the
 * two sales attributes, months × shards items however many sales made them.
 */
export async function salesItems(orgId: string, entId: string, from: string, to: string): Promise<SalesItem[]> {
  return queryAll<SalesItem>({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ProjectionExpression: '#m, SalesC, SalesI',
    ExpressionAttributeNames: { '#m': 'Month' },
    ExpressionAttributeValues: { ':pk': balancesPk(orgId, entId), ':from': from, ':to': `${to}#~` },
  });
}
