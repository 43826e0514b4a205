import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/aws-clients';
import { orgPk } from '../table/keys';

/**
 * A branch's wall displays (docs/customer-loop.md §20, AP10–AP12): one item each under
 * the organisation, `ORG#o / DISPLAY#<branch>#<id>`. The display's token names this
 * item; deleting it disconnects the display (every board read gets the item first).
 */
export type DisplayRecord = {
  Id: string;
  EntId: string;
  Name: string;
  CrAt: string;
  CrBy: string;
  CrByName?: string;
};

const displayKey = (orgId: string, entId: string, id: string) => ({ pk: orgPk(orgId), sk: `DISPLAY#${entId}#${id}` });

export async function putDisplay(orgId: string, display: DisplayRecord): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...displayKey(orgId, display.EntId, display.Id), type: 'ShopFloorDisplay', ...display },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** The branch's displays, oldest first (ULID order): one Query. */
export async function listDisplays(orgId: string, entId: string): Promise<DisplayRecord[]> {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': orgPk(orgId), ':prefix': `DISPLAY#${entId}#` },
      ProjectionExpression: 'Id, EntId, #name, CrAt, CrBy, CrByName',
      ExpressionAttributeNames: { '#name': 'Name' },
    }),
  );
  return (answer.Items ?? []) as DisplayRecord[];
}

export async function getDisplay(orgId: string, entId: string, id: string): Promise<DisplayRecord | undefined> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: displayKey(orgId, entId, id), ConsistentRead: true }),
  );
  return answer.Item as DisplayRecord | undefined;
}

/** Disconnects a display; false when it was not there. */
export async function deleteDisplay(orgId: string, entId: string, id: string): Promise<boolean> {
  const answer = await db().send(
    new DeleteCommand({ TableName: tableName(), Key: displayKey(orgId, entId, id), ReturnValues: 'ALL_OLD' }),
  );
  return answer.Attributes !== undefined;
}
