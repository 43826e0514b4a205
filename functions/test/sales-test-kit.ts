import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { keys as identityKeys } from '../data/identity/identity-keys';
import { db, tableName } from '../lib/aws-clients';

/** Switches the branch's Accounting feature SlsRcpt (Entity Config, platform §3) on or off; the next call reads it. */
export async function setSalesReceipts(orgId: string, entId: string, on: boolean): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: identityKeys.entity(orgId, entId),
      UpdateExpression: 'SET #c.#acc.#f.#flag = :on',
      ExpressionAttributeNames: { '#c': 'Config', '#acc': 'Accounting', '#f': 'Features', '#flag': 'SlsRcpt' },
      ExpressionAttributeValues: { ':on': on },
    }),
  );
}
