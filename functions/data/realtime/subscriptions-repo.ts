import { BatchWriteCommand, PutCommand, QueryCommand, UpdateCommand, DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../identity/identity-keys';
import { db, tableName } from '../../lib/aws-clients';
import { epochSeconds, orgPk } from '../table/keys';

/**
 * Who listens to what: a connection subscribed to a topic (a room `R#<id>`, or
 * the organisation's online feed `U`) is one item in the topic's partition, so
 * a fan-out is one query. The connection's routing item remembers its topics,
 * so a gone connection's subscriptions are deleted with it.
 */
export type Subscriber = { ConnectionId: string; UserId: string; ttl: number };

const SUBSCRIPTION_HOURS = 24;
export const roomTopic = (roomId: string): string => `R#${roomId}`;
export const ONLINE_TOPIC = 'U';

const topicPk = (orgId: string, topic: string): string => `${orgPk(orgId)}#CHATSUB#${topic}`;

export async function subscribe(orgId: string, topic: string, connectionId: string, userId: string): Promise<void> {
  const ttl = epochSeconds() + SUBSCRIPTION_HOURS * 3600;
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { pk: topicPk(orgId, topic), sk: connectionId, ConnectionId: connectionId, UserId: userId, ttl },
    }),
  );
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.wsConnection(connectionId),
        UpdateExpression: 'ADD Topics :topic',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':topic': new Set([topic]) },
      }),
    )
    .catch(async (error: Error) => {
      // The connection went away meanwhile: undo, so nothing is left to fan out to.
      if (error.name !== 'ConditionalCheckFailedException') throw error;
      await unsubscribe(orgId, topic, connectionId);
    });
}

export async function unsubscribe(orgId: string, topic: string, connectionId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: { pk: topicPk(orgId, topic), sk: connectionId } }));
}

/** Deletes a connection's subscriptions (25 per batch). */
export async function unsubscribeAll(orgId: string, topics: readonly string[], connectionId: string): Promise<void> {
  for (let i = 0; i < topics.length; i += 25) {
    const chunk = topics.slice(i, i + 25);
    await db().send(
      new BatchWriteCommand({
        RequestItems: {
          [tableName()]: chunk.map((topic) => ({
            DeleteRequest: { Key: { pk: topicPk(orgId, topic), sk: connectionId } },
          })),
        },
      }),
    );
  }
}

/** The live subscribers of a topic: one query (expired items are skipped until TTL deletes them). */
export async function listSubscribers(orgId: string, topic: string): Promise<Subscriber[]> {
  const subscribers: Subscriber[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const answer = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': topicPk(orgId, topic) },
        ExclusiveStartKey: start,
      }),
    );
    subscribers.push(...((answer.Items ?? []) as Subscriber[]));
    start = answer.LastEvaluatedKey;
  } while (start);
  const now = epochSeconds();
  return subscribers.filter((s) => s.ttl > now);
}
