import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/aws-clients';
import { headKey, monthPartition } from '../documents/document-keys';
import { indexItems } from '../documents/document-items';
import { readDocument } from '../documents/document-read';
import type { DocumentHead } from '../documents/document-records';
import { REMINDER_INDEX } from '../documents/types/reminder-index';
import { recentPartition } from '../parties/parties-keys';
import type { ProductRecord } from '../parties/products-repo';
import { queryIndexAll } from '../table/index-query';
import { transact } from '../table/transact';
import { insuranceIndexKeys } from './reminder-keys';

/**
 * Gives a branch's records written before the reminders existed their index items
 * (docs/reminders.md §8), once after deploying them (scripts/backfill-reminders.ts,
 * and `npm start` on an older data folder); running it again changes nothing.
 * - Repair orders and estimates created in the last `months` months (the branch's
 *   month partitions, D6): each document is read whole and its `IX#NSVC` and
 *   `IX#DECL` items, as its type makes them, are written if absent, with a
 *   ConditionCheck of its header at the `ver` read (a save meanwhile wrote them itself).
 * - The vehicles the branch created (its recent partition): the insurance keys on
 *   the record, only at the `ver` read and only if it has none.
 */
/** The month (YYYY-MM) `m` months before the one of `day`. */
const monthsBefore = (day: string, m: number): string => {
  const total = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 - m;
  return `${String(Math.floor(total / 12)).padStart(4, '0')}-${String((total % 12) + 1).padStart(2, '0')}`;
};

export async function backfillReminderIndexes(
  orgId: string,
  entId: string,
  today: string,
  months = 24,
): Promise<{ written: number; kept: number }> {
  let written = 0;
  let kept = 0;
  const names: readonly string[] = [REMINDER_INDEX.nextService, REMINDER_INDEX.declined];
  for (let m = 0; m <= months; m += 1) {
    const month = monthsBefore(today, m);
    for (const code of ['WO', 'EST']) {
      const heads = await queryIndexAll<DocumentHead>({
        index: 2,
        partition: monthPartition(orgId, entId, code, `${month}-01`),
      });
      for (const found of heads) {
        const stored = await readDocument(orgId, found.DocId, true);
        if (!stored) continue;
        const missing = [...indexItems(stored.head, stored.lines).entries()].filter(
          ([name, item]) => names.includes(name) && !stored.items.has(item.sk),
        );
        if (missing.length === 0) continue;
        try {
          await transact([
            {
              item: {
                ConditionCheck: {
                  TableName: tableName(),
                  Key: headKey(orgId, stored.head.DocId),
                  ConditionExpression: '#ver = :ver',
                  ExpressionAttributeNames: { '#ver': 'ver' },
                  ExpressionAttributeValues: { ':ver': stored.head.ver },
                },
              },
            },
            ...missing.map(([, item]) => ({
              item: {
                Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' },
              },
            })),
          ]);
          written += missing.length;
        } catch (error) {
          if ((error as Error).name !== 'TransactionCanceledException') throw error;
          kept += missing.length;
        }
      }
    }
  }
  const vehicles = await queryIndexAll<ProductRecord & { pk: string; sk: string; gsi2pk?: string }>({
    index: 1,
    partition: recentPartition(orgId, 'PROD', entId),
  });
  for (const v of vehicles) {
    const keys = insuranceIndexKeys(orgId, v.CrEntId, v.Id, v.Ins?.ExpDt);
    if (!keys || v.gsi2pk) continue;
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { pk: v.pk, sk: v.sk },
          UpdateExpression: 'SET gsi2pk = :pk, gsi2sk = :sk',
          ConditionExpression: '#ver = :ver AND attribute_not_exists(gsi2pk)',
          ExpressionAttributeNames: { '#ver': 'ver' },
          ExpressionAttributeValues: { ':pk': keys.gsi2pk, ':sk': keys.gsi2sk, ':ver': v.ver },
        }),
      );
      written += 1;
    } catch (error) {
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
      kept += 1;
    }
  }
  return { written, kept };
}
