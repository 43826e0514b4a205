import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPk, docPk } from '../../functions/data/documents/document-keys';
import { transact } from '../../functions/data/table/transact';
import { db } from '../../functions/lib/aws-clients';
import { moveAuditRecords } from './audit-move';
import { ensureTable } from './table-definition';

/**
 * The move is a tool's Scan of a whole table. It runs on a table of its own
 * here, so its cost is this test's few items, not everything the rest of the
 * suite has written to the shared table by the time it runs.
 */
const table = `karkhana-audit-move-${ulid().toLowerCase()}`;
// The document client sends the table's own commands as the plain client does.
const client = () => db() as unknown as DynamoDBClient;
beforeAll(() => ensureTable(client(), table));
afterAll(async () => {
  await client().send(new DeleteTableCommand({ TableName: table }));
});

const partition = async (pk: string) =>
  (
    await db().send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ConsistentRead: true,
      }),
    )
  ).Items ?? [];

describe('audit records from before the audit partition', () => {
  it('move to the audit partition whole, leave the document partition, and a second run moves nothing more', async () => {
    const orgId = `audit-move-${ulid()}`;
    const docId = ulid();
    const old = (at: string) => ({
      pk: docPk(orgId, docId),
      sk: `AUDIT#${at}#${ulid()}`,
      type: 'Audit',
      Action: 'Save',
      By: 'U1',
      Changes: [{ Path: 'Notes', After: at }],
      At: at,
      ver: 2,
    });
    const records = [old('2026-04-01T10:00:00.000Z'), old('2026-04-02T10:00:00.000Z')];
    await transact(records.map((Item) => ({ item: { Put: { TableName: table, Item } } })));

    expect(await moveAuditRecords(undefined, table)).toBe(2);

    const moved = await partition(auditPk(orgId, docId));
    expect(moved.map((r) => r.At).sort()).toEqual(['2026-04-01T10:00:00.000Z', '2026-04-02T10:00:00.000Z']);
    expect(moved.map((r) => r.sk).sort()).toEqual(records.map((r) => r.sk).sort());
    expect(moved[0]).toMatchObject({ Action: 'Save', By: 'U1', ver: 2, Changes: [{ Path: 'Notes' }] });
    expect(await partition(docPk(orgId, docId))).toEqual([]);
    expect(await moveAuditRecords(undefined, table)).toBe(0);
    expect(await partition(auditPk(orgId, docId))).toHaveLength(2);
  });
});
