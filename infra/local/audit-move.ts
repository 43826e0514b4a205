import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../functions/lib/aws-clients';
import { auditPk, AUDIT_PREFIX } from '../../functions/data/documents/document-keys';
import { transact, type Write } from '../../functions/data/table/transact';

/**
 * Moves audit records written inside their document's partition (before the
 * audit had a partition of its own, docs/data-model-documents.md D14) to
 * `ORG#<o>#AUDIT#<doc>`, keeping their sort key and content: each record's
 * copy and the old item's removal are one transaction, so a record is never
 * lost or doubled, and running it again finds nothing to move. A tool's Scan,
 * kept out of functions/ so no request path can reach it; run by `npm start`
 * on an older data folder and once after a deploy (scripts/move-audit-records.ts).
 */
export async function moveAuditRecords(
  report: (moved: number) => void = () => undefined,
  /** The table to move in: the app's by default (a test gives its own, so its Scan reads only its own items). */
  table: string = tableName(),
): Promise<number> {
  let moved = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new ScanCommand({
        TableName: table,
        FilterExpression: 'begins_with(sk, :audit) AND contains(pk, :doc)',
        ExpressionAttributeValues: { ':audit': AUDIT_PREFIX, ':doc': '#DOC#' },
        ExclusiveStartKey: startKey,
      }),
    );
    const items = page.Items ?? [];
    // 50 items per transaction: each record's copy and its removal together.
    for (let i = 0; i < items.length; i += 50) {
      const writes: Write[] = items.slice(i, i + 50).flatMap((item) => {
        const pk = String(item.pk);
        const at = pk.indexOf('#DOC#');
        const target = auditPk(pk.slice('ORG#'.length, at), pk.slice(at + '#DOC#'.length));
        return [
          { item: { Put: { TableName: table, Item: { ...item, pk: target } } } },
          { item: { Delete: { TableName: table, Key: { pk, sk: item.sk } } } },
        ];
      });
      await transact(writes);
      moved += writes.length / 2;
    }
    report(moved);
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return moved;
}
