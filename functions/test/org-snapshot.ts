import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { orgPk } from '../data/table/keys';
import { db, tableName } from '../lib/aws-clients';

/** Every item of an organisation's partition, to prove a refused call wrote nothing. */
export async function snapshotOrganisation(orgId: string): Promise<string> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': orgPk(orgId) },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return JSON.stringify(items);
}
