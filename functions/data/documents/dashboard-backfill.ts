import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { REPAIR_ORDER_DASHBOARD_STATUSES, estimateDashboardStatuses } from '@shared/documents/statuses';
import { db, tableName } from '../../lib/aws-clients';
import { queryIndexAll } from '../table/index-query';
import { transact } from '../table/transact';
import {
  dashboardPartition,
  headKey,
  statusCountsIndex,
  statusCountsKey,
  statusPartition,
  type DocCode,
} from './document-keys';
import { indexItems } from './document-items';
import type { DocumentHead } from './document-records';

/**
 * Puts a branch's documents written before the dashboard partition existed
 * into it (docs/data-model-documents.md D2a, D5a): for every header still in a
 * dashboard status partition (D2/D3), its `IX#DASH` item and its advisor's `IX#SADASH`, and the count item's
 * index keys. Run once per branch after deploying D2a (scripts/backfill-dashboards.ts);
 * running it again changes nothing. Open invoices (D4) move their header's own
 * GSI1 key into the dashboard partition, only at the `ver`, status and key read.
 *
 * Each item is written in a transaction with a ConditionCheck of its header at
 * the `ver` and status read, and only if absent: a save in between has written
 * the item itself (or taken the document off the dashboard), and wins.
 */
export async function backfillDashboardPartition(
  orgId: string,
  entId: string,
): Promise<{ written: number; kept: number }> {
  let written = 0;
  let kept = 0;
  const kinds: [DocCode, readonly string[]][] = [
    ['WO', REPAIR_ORDER_DASHBOARD_STATUSES],
    ['EST', estimateDashboardStatuses(true)],
    ['INV', INVOICE_DASHBOARD_STATUSES],
  ];
  for (const [code, statuses] of kinds) {
    const countsIndex = statusCountsIndex(orgId, entId, code);
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: statusCountsKey(orgId, entId, code),
        UpdateExpression: 'SET #ipk = :ipk, #isk = :isk',
        ExpressionAttributeNames: { '#ipk': 'gsi1pk', '#isk': 'gsi1sk' },
        ExpressionAttributeValues: { ':ipk': countsIndex.gsi1pk, ':isk': countsIndex.gsi1sk },
      }),
    );
    for (const status of statuses) {
      const heads = await queryIndexAll<DocumentHead & { pk: string; sk: string }>({
        index: 1,
        partition: statusPartition(orgId, entId, code, status),
      });
      for (const head of heads) {
        if (code === 'INV') {
          if (
            await moveInvoiceHeader(
              orgId,
              head,
              statusPartition(orgId, entId, code, status),
              dashboardPartition(orgId, entId, code),
            )
          )
            written += 1;
          else kept += 1;
          continue;
        }
        const items = indexItems(head);
        const item = items.get('DASH');
        if (!item) continue;
        // The advisor's dashboard item (D5a) rides along: the header's check makes it current, so it needs no condition.
        const advisor = items.get('SADASH');
        try {
          await transact([
            {
              item: {
                ConditionCheck: {
                  TableName: tableName(),
                  Key: headKey(orgId, head.DocId),
                  ConditionExpression: '#ver = :ver AND #sts = :sts',
                  ExpressionAttributeNames: { '#ver': 'ver', '#sts': 'Sts' },
                  ExpressionAttributeValues: { ':ver': head.ver, ':sts': head.Sts },
                },
              },
            },
            { item: { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } } },
            ...(advisor ? [{ item: { Put: { TableName: tableName(), Item: advisor } } }] : []),
          ]);
          written += 1;
        } catch (error) {
          if ((error as Error).name !== 'TransactionCanceledException') throw error;
          kept += 1;
        }
      }
    }
  }
  return { written, kept };
}

const INVOICE_DASHBOARD_STATUSES = ['Unpaid', 'Partial', 'Draft'] as const;

/** An open invoice's header into the dashboard partition, only as read (a change meanwhile has put it there itself). */
async function moveInvoiceHeader(orgId: string, head: DocumentHead, from: string, to: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: headKey(orgId, head.DocId),
        UpdateExpression: 'SET #ipk = :to',
        ConditionExpression: '#ver = :ver AND #sts = :sts AND #ipk = :from',
        ExpressionAttributeNames: { '#ipk': 'gsi1pk', '#ver': 'ver', '#sts': 'Sts' },
        ExpressionAttributeValues: { ':to': to, ':from': from, ':ver': head.ver, ':sts': head.Sts },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    return false;
  }
}
