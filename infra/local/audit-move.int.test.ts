import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { docPk } from '../../functions/data/documents/document-keys';
import { listAudit } from '../../functions/data/documents/document-read';
import { queryAll } from '../../functions/data/table/query-all';
import { transact } from '../../functions/data/table/transact';
import { tableName } from '../../functions/lib/aws-clients';
import { moveAuditRecords } from './audit-move';

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
    await transact(records.map((Item) => ({ item: { Put: { TableName: tableName(), Item } } })));

    await moveAuditRecords();

    const page = await listAudit(orgId, docId, 10);
    expect(page.items.map((r) => r.At)).toEqual(['2026-04-02T10:00:00.000Z', '2026-04-01T10:00:00.000Z']);
    expect(page.items[0]).toMatchObject({ Action: 'Save', By: 'U1', ver: 2, Changes: [{ Path: 'Notes' }] });
    const left = await queryAll({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': docPk(orgId, docId) },
    });
    expect(left).toEqual([]);
    await moveAuditRecords();
    expect((await listAudit(orgId, docId, 10)).items).toHaveLength(2);
  });
});
