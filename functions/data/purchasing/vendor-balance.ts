import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Paise } from '@shared/documents/money-math';
import { db, tableName } from '../../lib/aws-clients';
import type { Write } from '../table/transact';
import { vendorBalanceKey } from './bill-keys';

/**
 * A vendor's running balance in a branch (docs/purchasing.md §9.1 B6): what
 * its bills ask (`BilledP`) and what was paid to it (`PaidP`, advances
 * included), each moved by ADD in the bill's or payment's own transaction, so
 * the balance is exact without summing the documents.
 */

export function vendorBalanceAdd(
  orgId: string,
  entId: string,
  vendId: string,
  add: { BilledP?: Paise; PaidP?: Paise },
): Write {
  const sums = Object.entries(add).filter(([, v]) => v !== undefined && v !== 0) as [string, number][];
  return {
    item: {
      Update: {
        TableName: tableName(),
        Key: vendorBalanceKey(orgId, entId, vendId),
        UpdateExpression: `SET #t = :t, #v = :v ADD ${sums.map((_, i) => `#a${i} :a${i}`).join(', ')}`,
        ExpressionAttributeNames: {
          '#t': 'type',
          '#v': 'VendId',
          ...Object.fromEntries(sums.map(([name], i) => [`#a${i}`, name])),
        },
        ExpressionAttributeValues: {
          ':t': 'VendorBalance',
          ':v': vendId,
          ...Object.fromEntries(sums.map(([, paise], i) => [`:a${i}`, paise])),
        },
      },
    },
  };
}

export async function readVendorBalance(
  orgId: string,
  entId: string,
  vendId: string,
): Promise<{ BilledP: Paise; PaidP: Paise }> {
  const found = await db().send(
    new GetCommand({ TableName: tableName(), Key: vendorBalanceKey(orgId, entId, vendId), ConsistentRead: true }),
  );
  return { BilledP: Number(found.Item?.BilledP ?? 0), PaidP: Number(found.Item?.PaidP ?? 0) };
}
